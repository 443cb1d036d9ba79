import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// A batch through the real client, service and store, against a loopback portal that
/// records when each request arrived and how many it had in flight at once.
///
/// Politeness is checked as lower bounds (never closer than, never more than), never as
/// how fast anything was.
struct LookUpBatchOverLoopbackTests {
    private static let now = Date(timeIntervalSince1970: 1_796_000_000)

    @Test func batch_neverHasMoreRequestsInFlightToAHost_thanItsConcurrency() async throws {
        try await withTemporaryFolder { folder in
            let (sut, server, _) = try makeSUT(in: folder, timeout: LoopbackLookUp.patientTimeout)
            // The responder holds the server; stopping it ends a hold that never ended.
            defer { server.stop() }
            let plates = (1...8).map { "PBX000\($0)" }
            // The first answer waits, however long, for a second request, so both were in
            // flight at once.
            server.enqueue { request in
                _ = server.waitForRequests(2)
                return Self.page(for: request)
            }
            for _ in plates.dropFirst() {
                server.enqueue { request in
                    var answer = Self.page(for: request)
                    answer.delay = .milliseconds(50)
                    return answer
                }
            }

            let (log, _) = await run(sut, plates, options: options(concurrency: 2))

            #expect(
                log.results.map(BatchPlateStatus.init)
                    == Array(repeating: .found, count: plates.count))
            #expect(server.mostRequestsInFlight == 2)
        }
    }

    /// A request's own way from the pacer to the server may take a moment under load, so
    /// the arrivals are allowed that much slack; a pacer ignoring the interval would start
    /// them all at once.
    @Test func batch_startsRequestsToAHost_atLeastTheIntervalApart() async throws {
        try await withTemporaryFolder { folder in
            let (sut, server, _) = try makeSUT(in: folder)
            let plates = (1...5).map { "PBX000\($0)" }
            for _ in plates { server.enqueue(answering: Self.page(for:)) }
            let interval = Duration.milliseconds(500)

            let (log, _) = await run(
                sut, plates, options: options(concurrency: 4, interval: interval))

            let arrivals = server.requestArrivals
            #expect(log.results.count == plates.count)
            #expect(arrivals.count == plates.count)
            #expect(
                zip(arrivals, arrivals.dropFirst()).allSatisfy {
                    $1 - $0 >= interval - .milliseconds(250)
                })
        }
    }

    /// The host answered the first request at once with 429: no request, the same plate's
    /// or the next one's, arrives before its wait is over.
    @Test func batch_leavesTheHostAlone_forItsRetryAfter() async throws {
        try await withTemporaryFolder { folder in
            let (sut, server, _) = try makeSUT(in: folder)
            server.enqueue(ScriptedHTTPResponse(statusCode: 429, headers: [("Retry-After", "1")]))
            server.enqueue(answering: Self.page(for:))
            server.enqueue(answering: Self.page(for:))

            let (log, summary) = await run(
                sut, ["PBX0001", "PBX0002"], options: options(concurrency: 1))

            let arrivals = server.requestArrivals
            try #require(arrivals.count == 3)
            #expect(arrivals.dropFirst().allSatisfy { $0 - arrivals[0] >= .seconds(1) })
            #expect(log.results.map(BatchPlateStatus.init) == [.found, .found])
            #expect(summary.requests == 3)
        }
    }

    @Test func batch_asksAgainAfterServerErrors_waitingLongerEachTime() async throws {
        try await withTemporaryFolder { folder in
            let (sut, server, _) = try makeSUT(in: folder)
            server.enqueue(ScriptedHTTPResponse(statusCode: 500))
            server.enqueue(ScriptedHTTPResponse(statusCode: 503))
            server.enqueue(answering: Self.page(for:))
            let firstDelay = Duration.milliseconds(200)

            let (log, _) = await run(
                sut, ["PBX0001"], options: options(retries: 2, firstDelay: firstDelay))

            let arrivals = server.requestArrivals
            try #require(arrivals.count == 3)
            #expect(arrivals[1] - arrivals[0] >= firstDelay)
            #expect(arrivals[2] - arrivals[1] >= firstDelay * 2)
            #expect(log.results.map(BatchPlateStatus.init) == [.found])
        }
    }

    @Test func batch_answersFromYoungSavedVehicles_withoutARequest() async throws {
        try await withTemporaryFolder { folder in
            let (sut, server, store) = try makeSUT(in: folder)
            let plates = ["PBX0001", "PBX0002"]
            for plate in plates {
                try await store.saveVehicle(
                    SavedVehicle(
                        plate: Plate(plate), car: CarFactory.make(plate: plate),
                        fetchedAt: Self.now.addingTimeInterval(-3_600)))
            }

            let (log, summary) = await run(
                sut, plates, options: options(maximumAge: .seconds(86_400)))

            #expect(server.requests.isEmpty)
            #expect(log.results.map(BatchPlateStatus.init) == [.found, .found])
            #expect(summary.savedAnswers == 2)
        }
    }

    @Test func batch_keepsWhatItFound_asSavedVehiclesOutsideTheHistory() async throws {
        try await withTemporaryFolder { folder in
            let (sut, server, store) = try makeSUT(in: folder)
            server.enqueue(answering: Self.page(for:))

            _ = await run(sut, ["PBX0001"], options: options())

            let saved = try await store.savedVehicle(for: Plate("PBX0001"))
            #expect(saved?.car.plate == "PBX0001")
            #expect(saved?.fetchedAt == Self.now)
            #expect(try await store.retrieve().rows.isEmpty)
        }
    }

    /// A saved vehicle too old to be used is still the answer when the portal cannot give
    /// one: it stands in, labelled, and the plate counts as found.
    @Test func batch_letsAnOldSavedVehicleStandIn_whenThePortalFails() async throws {
        try await withTemporaryFolder { folder in
            let (sut, server, store) = try makeSUT(in: folder)
            let weekOld = Self.now.addingTimeInterval(-7 * 86_400)
            try await store.saveVehicle(
                SavedVehicle(
                    plate: Plate("PBX0001"), car: CarFactory.make(plate: "PBX0001"),
                    fetchedAt: weekOld))
            server.enqueue(ScriptedHTTPResponse(statusCode: 500))

            let (log, summary) = await run(
                sut, ["PBX0001"], options: options(maximumAge: .seconds(86_400), retries: 0))

            #expect(
                log.results.first?.ant.origin
                    == .saved(at: weekOld, standingInFor: LookupFailure(.ant, .httpStatus(500))))
            #expect(log.results.map(BatchPlateStatus.init) == [.found])
            #expect(summary.requests == 1 && summary.savedAnswers == 1)
        }
    }

    // MARK: - Helpers

    /// The batch, the portal it asks, and the store in `folder` it keeps answers in; each
    /// request is given up after `timeout` seconds.
    private func makeSUT(
        in folder: TemporaryFolder, timeout: TimeInterval = 10
    ) throws -> (sut: LookUpBatch, server: LoopbackHTTPServer, store: SQLiteCarStore) {
        let server = try LoopbackHTTPServer()
        // Only the ANT is asked: the SRI's address is the portal's, and never used.
        let lookup = try LoopbackLookUp(
            ant: server.baseURL, sri: server.baseURL, path: folder.file("batch.sqlite"),
            now: Self.now, timeout: timeout)
        return (LookUpBatch(lookUp: lookup.sut, random: { 1 }), server, lookup.vehicles)
    }

    private func options(
        maximumAge: Duration = .zero, concurrency: Int = 2, interval: Duration = .zero,
        retries: Int = 2, firstDelay: Duration = .milliseconds(10)
    ) -> BatchOptions {
        BatchOptions(
            sources: [.ant], maximumAge: maximumAge, concurrency: concurrency,
            interval: interval, retryPolicy: RetryPolicy(retries: retries, firstDelay: firstDelay))
    }

    private func run(
        _ sut: LookUpBatch, _ plates: [String], options: BatchOptions
    ) async -> (log: BatchEventLog<Int>, summary: BatchSummary) {
        let feed = BatchFeed(plates: plates)
        let log = BatchEventLog<Int>()
        let summary = await sut({ await feed.next() }, options: options, deliver: log.record)
        return (log, summary)
    }

    /// The portal's page about the plate the request asks for.
    private static func page(for request: RecordedHTTPRequest) -> ScriptedHTTPResponse {
        let plate = request.queryItems.first { $0.name == "ps_identificacion" }?.value ?? ""
        var rows = PortalPage.vehicleRows
        rows[0][0] = .plate(plate)
        return .html(Data(PortalPage.page(rows: rows).utf8))
    }
}
