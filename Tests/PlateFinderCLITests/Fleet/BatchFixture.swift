import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport

/// A loopback portal and the files a batch reads, for the batch tests.
struct BatchFixture {
    /// The portal, its SRI and a harness pointed at them.
    let portal: LoopbackPortal

    init() throws {
        portal = try LoopbackPortal()
    }

    /// Writes `text` to a file in the harness's folder; its path.
    func input(_ text: String, named name: String = "plates.txt") throws -> String {
        let path = portal.cli.folder.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Queues the vehicle page for each of the next `count` requests, each sent after
    /// `delay`; its registration expires on `expiry` (`dd-MM-yyyy`) when given.
    func serveVehicles(_ count: Int, delay: Duration = .zero, expiry: String? = nil) throws {
        for _ in 0..<count {
            portal.server.enqueue(answering: { request in
                let plate = request.queryItems.first { $0.name == "ps_identificacion" }?.value
                let page = try? PortalPage.vehicle(
                    for: plate ?? PortalPage.realPlate,
                    replacing: expiry == nil ? "" : "31-05-2030",
                    with: expiry ?? "")
                var answer = ScriptedHTTPResponse.html(page ?? Data())
                answer.delay = delay
                return answer
            })
        }
    }

    /// Runs `batch` with `arguments`, asking the ANT only and without waiting between
    /// requests unless `arguments` say otherwise.
    func batch(_ arguments: String...) async throws -> CommandResult {
        try await portal.cli.run(["batch", "--sources", "ant", "--interval", "0"] + arguments)
    }

    /// The records of CSV `output`, header first, each split at its `delimiter`s.
    static func records(_ output: String, delimiter: String = ",") -> [[String]] {
        output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            .map { $0.components(separatedBy: delimiter) }
    }

    /// The plates of CSV `output`'s rows, in order.
    static func plates(_ output: String, delimiter: String = ",") -> [String] {
        records(output, delimiter: delimiter).dropFirst().compactMap(\.first)
    }

    /// The seconds between consecutive instants.
    static func gaps(_ instants: [ContinuousClock.Instant]) -> [Double] {
        zip(instants, instants.dropFirst()).map { earlier, later in
            let gap = later - earlier
            return Double(gap.components.seconds) + Double(gap.components.attoseconds) / 1e18
        }
    }
}
