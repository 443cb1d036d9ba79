import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// How `batch` treats a host, measured where the requests arrive: starts apart, a bound on
/// requests in flight, a busy host's Retry-After, retries, input order, saved answers.
///
/// Intervals are generous and bounds one-sided, so a loaded machine only makes the tests
/// slower, never wrong.
@Suite(.timeLimit(.minutes(1))) struct BatchPolitenessTests {
    @Test func batch_startsRequestsToAHostAtLeastTheIntervalApart() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(4)
        let input = try sut.input("PBX1231\nPBX1232\nPBX1233\nPBX1234\n")

        let result = try await sut.batch(input, "--interval", "0.4", "--concurrency", "4")

        #expect(result.exitCode == 0)
        let gaps = BatchFixture.gaps(sut.portal.server.requestArrivals)
        #expect(gaps.count == 3)
        // The pacer spaces starts 0.4 s apart; arrival jitter on loopback is far below 0.1 s.
        #expect(gaps.allSatisfy { $0 >= 0.3 }, "\(gaps)")
    }

    @Test func batch_neverHasMoreThanTheConcurrencyInFlightToAHost() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(6, delay: .milliseconds(300))
        let input = try sut.input("PBX1231\nPBX1232\nPBX1233\nPBX1234\nPBX1235\nPBX1236\n")

        let result = try await sut.batch(input, "--concurrency", "2")

        #expect(result.exitCode == 0)
        #expect(sut.portal.server.mostRequestsInFlight <= 2)
        #expect(sut.portal.server.requests.count == 6)
    }

    @Test func batch_writesRowsInInputOrder_whenLaterPlatesFinishFirst() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1, delay: .milliseconds(800))
        try sut.serveVehicles(3)
        let input = try sut.input("PBX1231\nPBX1232\nPBX1233\nPBX1234\n")

        let result = try await sut.batch(input, "--concurrency", "4")

        #expect(BatchFixture.plates(result.output) == ["PBX1231", "PBX1232", "PBX1233", "PBX1234"])
    }

    @Test func batch_waitsOutABusyHostsRetryAfter_beforeAskingAgain() async throws {
        let sut = try BatchFixture()
        sut.portal.server.enqueue(
            ScriptedHTTPResponse(statusCode: 503, headers: [("Retry-After", "1")]))
        try sut.serveVehicles(1)
        let input = try sut.input("PBX1234\n")

        let result = try await sut.batch(input, "--retries", "1")

        #expect(result.exitCode == 0)
        #expect(BatchFixture.records(result.output).last?[1] == "found")
        let gaps = BatchFixture.gaps(sut.portal.server.requestArrivals)
        #expect(gaps.count == 1)
        #expect(gaps.allSatisfy { $0 >= 0.9 }, "\(gaps)")
    }

    @Test func batch_asksAgainAfterServerErrors_asManyTimesAsRetriesAllow() async throws {
        let sut = try BatchFixture()
        sut.portal.server.enqueue(ScriptedHTTPResponse(statusCode: 500))
        sut.portal.server.enqueue(ScriptedHTTPResponse(statusCode: 502))
        try sut.serveVehicles(1)
        let input = try sut.input("PBX1234\n")

        let result = try await sut.batch(input, "--retries", "2")

        #expect(result.exitCode == 0)
        #expect(sut.portal.server.requests.count == 3)
        #expect(BatchFixture.records(result.output).last?[1] == "found")
    }

    @Test func batch_exitsFour_whenAPlateFailsAfterEveryRetry() async throws {
        let sut = try BatchFixture()
        sut.portal.server.answerUnscripted { _ in ScriptedHTTPResponse(statusCode: 500) }
        let input = try sut.input("PBX1234\n")

        let result = try await sut.batch(input, "--retries", "0")

        #expect(result.exitCode == 4)
        #expect(sut.portal.server.requests.count == 1)
        let row = try #require(BatchFixture.records(result.output).last)
        #expect(row[1] == "failed")
        #expect(row.suffix(2) == ["ant: serverError 500", ""])
    }

    @Test func batch_usesAnswersYoungerThanMaxAge_withoutARequest() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(2)
        let input = try sut.input("PBX1234\n")
        _ = try await sut.batch(input)

        let again = try await sut.batch(input, "--format", "jsonl")
        let afterSaved = sut.portal.server.requests.count
        let asked = try await sut.batch(input, "--max-age", "0")

        #expect(afterSaved == 1)
        let object = try JSONOutput.object(again)
        #expect(object["source"] as? String == "cache")
        #expect(object["status"] as? String == "found")
        #expect(again.error.contains("1 answer from saved copies"))
        #expect(asked.exitCode == 0)
        #expect(sut.portal.server.requests.count == 2)
    }

    @Test func batch_writesTheRowsToTheOutputFile_notToStandardOutput() async throws {
        let sut = try BatchFixture()
        try sut.serveVehicles(1)
        let input = try sut.input("PBX1234\n")
        let output = sut.portal.cli.folder.file("rows.csv")

        let result = try await sut.batch(input, "--output", output)

        #expect(result.exitCode == 0)
        #expect(result.output.isEmpty)
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(BatchFixture.plates(written) == ["PBX1234"])
        let attributes = try FileManager.default.attributesOfItem(atPath: output)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }
}
