import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real `platefinder batch` piped to a reader: rows leave as soon as they and every row
/// before them are done, not when the batch ends.
@Suite(.timeLimit(.minutes(1))) struct BatchStreamingTests {
    @Test func batch_writesTheFirstRow_whileALaterPlateIsStillUnanswered() async throws {
        let portal = try LoopbackPortal(pathPrefix: Self.prefix)
        let page = try PortalPage.vehicle()
        let firstRowRead = DispatchSemaphore(value: 0)
        portal.server.answerUnscripted { request in
            let plate = request.queryItems.first { $0.name == "ps_identificacion" }?.value
            // The last plate is answered only once the reader has row 1 (or the test gave
            // up), so row 1 can only have come while it was in flight.
            if plate == Self.plates.last { _ = firstRowRead.wait(timeout: .now() + 30) }
            return .html(plate.flatMap { try? PortalPage.vehicle(for: $0) } ?? page)
        }
        defer { firstRowRead.signal() }
        let input = portal.cli.folder.file("plates.txt")
        try Data(Self.plates.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: input))
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }

        let process = try SpawnedProcess(
            try BuiltProduct.executable(named: "platefinder"),
            arguments: [
                "batch", input, "--sources", "ant", "--interval", "0", "--concurrency", "4",
                "--retries", "0", "--format", "csv",
            ],
            environment: portal.cli.environment, standardOutput: writeEnd)
        close(writeEnd)
        let firstLines = Self.readLines(2, from: readEnd, waitingAtMost: 30)
        firstRowRead.signal()
        let termination = process.wait(timeout: 30)

        #expect(firstLines.count == 2)
        #expect(firstLines.last?.hasPrefix(Self.plates[0] + ",found,") == true, "\(firstLines)")
        #expect(termination == .exited(0))
    }

    private static let prefix = "/streaming"
    private static let plates = (1...40).map { String(format: "PBX%04d", $0) }

    /// The first `count` lines `descriptor` gives, reading for at most `seconds`.
    private static func readLines(
        _ count: Int, from descriptor: Int32, waitingAtMost seconds: Int
    ) -> [String] {
        var bytes: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(seconds)
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while bytes.filter({ $0 == 0x0A }).count < count, ContinuousClock.now < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let got = read(descriptor, &buffer, buffer.count)
            guard got > 0 else { break }
            bytes += buffer[0..<got]
        }
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        return Array(lines.prefix(count))
    }
}
