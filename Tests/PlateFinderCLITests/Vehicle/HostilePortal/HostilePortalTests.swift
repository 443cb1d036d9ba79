import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// The built `platefinder` against a portal that answers with anything but its own page
/// about the plate asked for. Each case checks how `find` exits, all it prints on stdout and
/// stderr, and what the store keeps: never a vehicle the portal did not give for that plate.
///
/// Every answer is cut short by a bound (size, redirects, parser depth) long before the
/// runner's time limit, which is there only to catch a command that never ends.
@Suite struct HostilePortalTests {
    /// An image, as a portal behind a broken proxy might send one.
    static let png =
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8"
                + "AAAAASUVORK5CYII=") ?? Data()

    /// Answers that are not the portal's vehicle page: the portal failing (exit 4).
    static func unavailableAnswers() throws -> [HostileAnswer] {
        [
            .unavailable(
                "maintenance page",
                .html(try PortalPage.fixture(named: "portal_maintenance.latin1.html")),
                detail: "a page without the vehicle table, reading “Estimado usuario: el sistema "
                    + "se encuentra en mantenimiento. Por favor intente má…”"),
            .unavailable(
                "vehicle page without its labels",
                .html(try PortalPage.vehicle(replacing: #"class="titulo""#, with: #"class="x""#)),
                detail: "a page without the vehicle table, reading “Detalle de Citación Text for "
                    + "obsolete browsers. Text for obsolete browsers. ABC1…”"),
            .unavailable(
                "JSON body",
                ScriptedHTTPResponse(
                    headers: [("Content-Type", "application/json; charset=utf-8")],
                    body: Data(#"{"rows":[{"cell":["ABC1234","TOYOTA"]}]}"#.utf8)),
                detail: "content type application/json"),
            .unavailable(
                "image body",
                ScriptedHTTPResponse(headers: [("Content-Type", "image/png")], body: png),
                detail: "content type image/png"),
            .unavailable(
                "204 No Content", ScriptedHTTPResponse(statusCode: 204), detail: "HTTP 204"),
            .unavailable(
                "the vehicle page with 203", .html(try PortalPage.vehicle(), statusCode: 203),
                detail: "HTTP 203"),
            .unavailable(
                "vehicle table under 300 nested elements",
                .html(
                    try PortalPage.vehicle(
                        replacing: "<body>", with: "<body>" + String(repeating: "<div>", count: 300)
                    )),
                detail: "a document the HTML parser stopped reading before its end"),
            .unavailable(
                "gzip bomb", .gzippedZeros(count: 1 << 30), detail: "answer larger than 2 MiB"),
            .unavailable(
                "chunked gzip bomb", .gzippedZeros(count: 1 << 30, framing: .chunked(size: 8192)),
                detail: "answer larger than 2 MiB"),
            .unavailable(
                "endless chunked stream",
                ScriptedHTTPResponse(
                    headers: [("Content-Type", "text/html")], framing: .endlessChunks),
                detail: "answer larger than 2 MiB"),
            .unavailable(
                "chain of 6 redirects",
                .redirect(to: "/1"), .redirect(to: "/2"), .redirect(to: "/3"),
                .redirect(to: "/4"), .redirect(to: "/5"), .redirect(to: "/6"),
                detail: "more than 5 redirects"),
        ]
    }

    /// The portal's vehicle page, but one that cannot be the answer about the plate asked
    /// for (exit 5).
    static func unreadableAnswers() throws -> [HostileAnswer] {
        [
            .unreadable(
                "renamed label", page: try PortalPage.vehicle(replacing: "Color:", with: "Colour:"),
                problem: "the vehicle table has an unknown label “Colour:”"),
            .unreadable(
                "missing label",
                page: try PortalPage.vehicle(
                    replacing: #"<td class="titulo">Clase:</td>"# + "\n"
                        + #"                <td class="detalle_formulario">AUTOMOVIL</td>"#,
                    with: ""),
                problem: "the vehicle table has no Clase: label"),
            .unreadable(
                "unknown label",
                page: try PortalPage.vehicle(
                    replacing: "USO PUBLICO</td>",
                    with: "USO PUBLICO</td><td class=\"titulo\">Cilindraje:</td><td>1600</td>"),
                problem: "the vehicle table has an unknown label “Cilindraje:”"),
            .unreadable(
                "page about another plate", page: try PortalPage.vehicle(), plate: "PBX0001",
                problem: "the page is about the plate “ABC1234”, not PBX0001"),
        ]
    }

    @Test(arguments: try unavailableAnswers() + unreadableAnswers())
    func find_printsAndSavesNoVehicle_onAnswerItCannotTrust(answer: HostileAnswer) async throws {
        let portal = try makeSUT()
        answer.enqueue(on: portal)

        let result = try await portal.cli.run("find", answer.plate)

        #expect(result.exitCode == answer.exitCode)
        #expect(result.error == answer.error)
        #expect(result.output.isEmpty)
        #expect(portal.pageRequests.count == answer.requestCount)
        try await waitUntil { portal.server.openConnectionCount == 0 }
        #expect(try StoreFile.savedVehicles(at: portal.cli.storePath).isEmpty)
        let items = try await portal.cli.history()
        #expect(items.map { $0["plateNumber"] as? String } == [answer.plate])
        #expect(
            (items.first?["failure"] as? [String: Any])?["code"] as? String == answer.failureCode)
    }

    @Test(arguments: try unavailableAnswers())
    func find_printsSavedCopyFromCache_whenPortalAnswersWithSomethingElse(
        answer: HostileAnswer
    ) async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        let online = try JSONOutput.object(try await portal.cli.run("find", answer.plate, "--json"))
        let saved = try StoreFile.savedVehicles(at: portal.cli.storePath)
        answer.enqueue(on: portal)

        let result = try await portal.cli.run("find", answer.plate, "--json")

        #expect(result.exitCode == 0)
        #expect(
            result.error.hasPrefix(
                "platefinder: The ANT portal did not answer with its vehicle page, so the vehicle "
                    + "shown is the copy saved on "),
            "\(result.error)")
        let offline = try JSONOutput.object(result)
        #expect(offline["source"] as? String == "cache")
        #expect(
            (offline["portalFailure"] as? [String: Any])?["code"] as? String == "portalUnavailable")
        #expect(offline["fetchedAt"] as? String == online["fetchedAt"] as? String)
        #expect(vehicleKeys(of: offline) == vehicleKeys(of: online))
        #expect(try StoreFile.savedVehicles(at: portal.cli.storePath) == saved)
    }

    @Test(arguments: try unreadableAnswers())
    func find_ignoresSavedCopy_andKeepsIt_whenPortalPageCannotBeUnderstood(
        answer: HostileAnswer
    ) async throws {
        let portal = try makeSUT()
        try portal.serveVehicle()
        _ = try await portal.cli.run("find", answer.plate)
        let saved = try StoreFile.savedVehicles(at: portal.cli.storePath)
        answer.enqueue(on: portal)

        let result = try await portal.cli.run("find", answer.plate, "--json")

        #expect(result.exitCode == answer.exitCode)
        #expect(result.error == answer.error)
        let failure = try JSONOutput.object(result)["error"] as? [String: Any]
        #expect(failure?["code"] as? String == answer.failureCode)
        #expect(saved[answer.plate]?["car_plate"] == .text(answer.plate))
        #expect(try StoreFile.savedVehicles(at: portal.cli.storePath) == saved)
        let item = try #require(try await portal.cli.history().first)
        #expect((item["failure"] as? [String: Any])?["code"] as? String == answer.failureCode)
    }

    // MARK: - Helpers

    func makeSUT() throws -> LoopbackPortal {
        try LoopbackPortal()
    }

    /// What `find --json` says about the vehicle, without where and when it came from.
    private func vehicleKeys(of object: [String: Any]) -> NSDictionary {
        NSDictionary(dictionary: object.filter { !FindCommandTests.searchKeys.contains($0.key) })
    }
}
