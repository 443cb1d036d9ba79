import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// `find` asks the ANT and the SRI at once and prints what each said.
@Suite struct FindDuesTests {
    @Test func find_printsWhatTheSRISaysIsOwed_afterTheVehicle() async throws {
        let portal = try makeSUT(answering: "PCQ5129")

        let result = try await portal.cli.run("find", "PCQ5129")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        let dues = try #require(result.output.components(separatedBy: "\n\n").last)
        #expect(
            dues == """
                Registration dues (SRI)
                Status           !! Late since October 2024: a USD 25 fine applies
                Deadline         2024-10-31
                Total owed       USD 874.16
                Items            IMPUESTO A LA PROPIEDAD · 2022 - 2022 · SRI · USD 640.57
                                 TASA SPPAT · 2024 - 2024 · SPPAT · USD 26.74
                                 1% TRANSFERENCIA DE DOMINIO · 2024 - 2024 · SRI · USD 206.85
                Canton           QUITO
                Engine           1987 cm³
                Made in          JAPÓN
                Last paid year   2023
                Last inspection  2025-07-03
                Source           SRI, just now

                """)
        #expect(
            portal.sri.requests.first?.path
                == "/movil-servicios/api/v1.0/matriculacion/valor/PCQ5129")
        #expect(portal.sri.requests.first?.headers["accept"] == "application/json")
    }

    @Test func find_printsTheSRIsAnswerAsJSON_moneyAsTwoDecimalStrings() async throws {
        let portal = try makeSUT(answering: "PCQ5129")

        let object = try JSONOutput.object(try await portal.cli.run("find", "PCQ5129", "--json"))

        let sri = try #require(object["sri"] as? [String: Any])
        #expect(sri["status"] as? String == "answered")
        #expect(sri["source"] as? String == "portal")
        #expect(sri["failure"] is NSNull)
        #expect(sri["amountDue"] as? String == "874.16")
        #expect(sri["totalsAgree"] as? Bool == true)
        #expect(sri["lastPaidYear"] as? Int == 2023)
        #expect(sri["canton"] as? String == "QUITO")
        #expect(sri["purchaseDate"] as? String == "2019-11-28")
        let debts = try #require(sri["debts"] as? [[String: Any]])
        #expect(debts.map { $0["subtotal"] as? String } == ["640.57", "26.74", "206.85"])
        let firstItem = try #require((debts.first?["items"] as? [[String: Any]])?.first)
        #expect(firstItem["fiscalPeriod"] as? String == "2022 - 2022")
        let details = try #require(firstItem["details"] as? [[String: Any]])
        #expect(details.map { $0["amount"] as? String } == ["535.70", "209.74", "-104.87"])
        #expect(
            object["registrationStatus"] as? NSDictionary
                == ["state": "late", "month": 10, "year": 2024])
        #expect(object["registrationDeadline"] as? String == "2024-10-31")
        #expect(object["manufacturer"] as? String == "TOYOTA")
    }

    @Test func find_succeedsWithTheSRIsAnswer_whenTheANTFails_sayingSoInOneLine() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129.json")))

        let result = try await portal.cli.run("find", "PCQ5129")

        #expect(result.exitCode == 0)
        // The plate, why the ANT said nothing, and the vehicle as the SRI knows it.
        #expect(
            result.output.hasPrefix(
                "!! Blocked: registration late.\n\n" + "Plate               PCQ5129\n"))
        #expect(result.output.contains("Source              The ANT portal is busy (HTTP 503)"))
        #expect(result.output.contains("Make                TOYOTA\n"))
        #expect(result.output.contains("Identified by       SRI\n"))
        #expect(result.output.contains("Late since October 2024"))
        #expect(
            result.error
                == "platefinder: The ANT portal is busy (HTTP 503); try again later.\n")
    }

    @Test func find_printsNullVehicleKeys_andTheANTsFailure_inJSON_whenOnlyTheSRIAnswered()
        async throws
    {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_PCQ5129.json")))

        let object = try JSONOutput.object(try await portal.cli.run("find", "PCQ5129", "--json"))

        #expect(object["manufacturer"] is NSNull)
        #expect(object["source"] is NSNull)
        #expect(object["plate"] as? String == "PCQ5129")
        #expect(object["province"] as? String == "Pichincha")
        #expect(
            object["portalFailure"] as? NSDictionary
                == ["code": "serverError", "statusCode": 503, "source": "ant"])
        #expect((object["sri"] as? [String: Any])?["status"] as? String == "answered")
        #expect((object["ant"] as? [String: Any])?["status"] as? String == "failed")
        #expect(
            object["identity"] as? NSDictionary
                == [
                    "make": "TOYOTA", "model": "RAV4 LS AC 2.0 5P 4X2 TM", "year": 2020,
                    "source": "sri",
                ])
    }

    @Test func find_exitsWithTheANTsCode_whenNoSourceAnswers() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(ScriptedHTTPResponse(statusCode: 503))
        portal.sri.enqueue(ScriptedHTTPResponse(statusCode: 500))

        let result = try await portal.cli.run("find", "PCQ5129")

        #expect(result.exitCode == 4)
        #expect(result.output.isEmpty)
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func find_exitsThree_whenTheANTHasNoDataAndTheSRINoVehicle() async throws {
        let portal = try LoopbackPortal()
        portal.server.enqueue(
            .html(try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")))

        let result = try await portal.cli.run("find", "PCQ5129")

        #expect(result.exitCode == 3)
    }

    @Test func find_asksOnlyTheSourcesNamed() async throws {
        let portal = try makeSUT(answering: "PCQ5129")

        let result = try await portal.cli.run("find", "PCQ5129", "--sources", "sri", "--json")

        #expect(result.exitCode == 0)
        #expect(portal.pageRequests.isEmpty)
        #expect(try JSONOutput.object(result)["manufacturer"] is NSNull)

        let antOnly = try await portal.cli.run("find", "PCQ5129", "--sources=ant", "--json")
        #expect(try JSONOutput.object(antOnly)["sri"] is NSNull)
        #expect(portal.sri.requests.count == 1)
    }

    @Test(arguments: ["", "ant,dmv", "sri,"])
    func find_exitsTwo_forSourcesItDoesNotKnow(sources: String) async throws {
        let portal = try LoopbackPortal()

        let result = try await portal.cli.run("find", "PCQ5129", "--sources", sources)

        #expect(result.exitCode == 2)
        #expect(result.error.contains("--sources"))
        #expect(portal.pageRequests.isEmpty && portal.sri.requests.isEmpty)
    }

    @Test func find_letsTheSRIsSavedAnswerStandIn_whenTheSRICannotBeReached() async throws {
        let portal = try makeSUT(answering: "PCQ5129")
        _ = try await portal.cli.run("find", "PCQ5129")
        try portal.serveVehicle()
        let refusing = try LoopbackHTTPServer.refusingConnectionsURL().absoluteString

        let result = try await portal.cli.with(["PLATEFINDER_SRI_URL": refusing])
            .run("find", "PCQ5129", "--json")

        let sri = try #require(try JSONOutput.object(result)["sri"] as? [String: Any])
        #expect(result.exitCode == 0)
        #expect(sri["source"] as? String == "cache")
        #expect((sri["failure"] as? [String: Any])?["code"] as? String == "networkError")
        #expect(sri["amountDue"] as? String == "874.16")
        #expect((sri["failure"] as? [String: Any])?["source"] as? String == "sri")
        #expect(
            result.error.contains(
                "The SRI's service could not be reached, so the dues shown are the copy saved on"))
    }

    @Test func find_asksTheSRIAtTheAddressGiven() async throws {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        let other = try LoopbackHTTPServer()
        other.enqueue(ScriptedHTTPResponse(statusCode: 404))

        let result = try await portal.cli.run(
            "find", "PCQ5129", "--sri-endpoint", other.baseURL.absoluteString + "/mirror")

        #expect(result.exitCode == 0)
        #expect(portal.sri.requests.isEmpty)
        #expect(other.requests.first?.path.hasPrefix("/mirror/movil-servicios/") == true)
    }

    @Test func historyShow_printsBothSavedAnswers_withoutAsking() async throws {
        let portal = try makeSUT(answering: "PCQ5129")
        _ = try await portal.cli.run("find", "PCQ5129")

        let shown = try await portal.cli.run("history", "show", "PCQ5129", "--json")

        let object = try JSONOutput.object(shown)
        #expect(object["source"] as? String == "cache")
        #expect((object["sri"] as? [String: Any])?["source"] as? String == "cache")
        #expect((object["sri"] as? [String: Any])?["amountDue"] as? String == "874.16")
        #expect(portal.pageRequests.count == 1 && portal.sri.requests.count == 1)
    }

    @Test func tasksRemind_putsWhatIsOwedInTheRegistrationReminder_withoutAnotherForTheDues()
        async throws
    {
        let portal = try makeSUT(answering: "PCQ5129")

        let result = try await portal.cli.run("tasks", "remind", "PCQ5129")

        #expect(result.exitCode == 0)
        #expect(
            try await portal.cli.taskTitles().sorted() == ["Fines PCQ5129", "Registration PCQ5129"])
        let tasks = try await portal.cli.allTasks()
        let note = try #require(tasks.first?["note"] as? String)
        #expect(note.contains("late since October 2024"))
        #expect(note.contains("2024-10-31"))
        #expect(note.contains("USD 874.16"))
    }

    // MARK: - Helpers

    /// A portal that shows the vehicle, and an SRI that answers with its fixture, once.
    private func makeSUT(answering plate: String) throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        portal.sri.enqueue(.json(try Fixture.data(named: "valor_\(plate).json")))
        return portal
    }
}
