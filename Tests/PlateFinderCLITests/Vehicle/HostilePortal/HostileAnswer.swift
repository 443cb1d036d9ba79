import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// What a hostile or broken portal answers to one `find`, and what the command must make
/// of it when it refuses the answer.
struct HostileAnswer: Sendable, CustomTestStringConvertible {
    /// What the case is, in a few words.
    let testDescription: String
    /// The responses, one per request, in order (a redirect chain has several).
    let responses: [ScriptedHTTPResponse]
    /// The plate `find` asks for.
    let plate: String
    /// How `find` must exit.
    let exitCode: Int32
    /// All `find` may write on stderr.
    let error: String
    /// The `code` of the failure the history records.
    let failureCode: String

    /// How many requests the portal sees: one per response.
    var requestCount: Int { responses.count }

    /// Queues the responses on the portal.
    func enqueue(on portal: LoopbackPortal) {
        for response in responses {
            portal.server.enqueue(response)
        }
    }

    /// An answer that is not the portal's vehicle page at all: exit 4, saying `detail`
    /// of what came instead.
    static func unavailable(
        _ name: String, _ responses: ScriptedHTTPResponse..., detail: String
    ) -> HostileAnswer {
        HostileAnswer(
            testDescription: name, responses: responses, plate: PortalPage.realPlate,
            exitCode: 4,
            error: "platefinder: The ANT portal did not answer with its vehicle page "
                + "(\(detail)); try again later.\n",
            failureCode: "portalUnavailable")
    }

    /// The portal's vehicle page, served as it is, but one that cannot be read as the
    /// answer about `plate`: exit 5, saying `problem`.
    static func unreadable(
        _ name: String, page: Data, plate: String = PortalPage.realPlate, problem: String
    ) -> HostileAnswer {
        HostileAnswer(
            testDescription: name, responses: [.html(page)], plate: plate, exitCode: 5,
            error: "platefinder: The ANT portal's page for \(plate) could not be understood: "
                + "\(problem).\n",
            failureCode: "parsingError")
    }
}
