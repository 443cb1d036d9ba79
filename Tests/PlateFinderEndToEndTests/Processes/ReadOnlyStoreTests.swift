import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A store the person can only read still answers everything that only reads; only a
/// command that writes fails, with exit 6.
@Suite(.enabled(if: ReadOnlyRun.isAvailable, "needs root, unshare, mount and setpriv"))
struct ReadOnlyStoreTests {
    static let readingCommands: [[String]] = [
        ["history"], ["history", "--json"], ["history", "show", "ABC1234"], ["favorites"],
        ["tasks", "--all", "--json"], ["open", "platefinder://favorites"],
        ["tasks", "export", "--ics"],
    ]

    @Test(arguments: readingCommands)
    func readingCommand_answersAsUsual_fromAReadOnlyFolder(arguments: [String]) async throws {
        let portal = try await makeSUT()
        let writable = try await portal.cli.runBinary(arguments)
        let before = FileSnapshot(of: portal.cli.storePath)

        let result = try await portal.cli.runBinary(arguments, readOnly: storeFolder(portal))

        #expect(result.exitCode == 0)
        #expect(withoutStamps(result.output) == withoutStamps(writable.output))
        #expect(result.error == writable.error)
        #expect(FileSnapshot(of: portal.cli.storePath) == before)
    }

    @Test(arguments: [
        ["favorites", "add", "PBX1234"], ["favorites", "remove", "ABC1234"],
        ["history", "remove", "ABC1234"], ["history", "clear", "--yes"],
        ["tasks", "add", "Pay fines"],
    ])
    func writingCommand_exitsSix_leavingAReadOnlyStoreAsItWas(arguments: [String]) async throws {
        let portal = try await makeSUT()
        let path = portal.cli.storePath
        let before = FileSnapshot(of: path)

        let result = try await portal.cli.runBinary(arguments, readOnly: storeFolder(portal))

        #expect(result.exitCode == 6)
        #expect(
            result.error
                == "platefinder: \(path) cannot be written (the file, its folder or the disk is "
                + "read-only); use --store to choose a writable place.\n")
        #expect(result.output.isEmpty)
        #expect(FileSnapshot(of: path) == before)
    }

    @Test func find_printsAFreshAnswer_notingItWasNotSaved_inAReadOnlyStore() async throws {
        let portal = try await makeSUT()
        try portal.serveVehicle()
        let path = portal.cli.storePath
        let history = try await portal.cli.runBinary("history", "--json")
        let before = FileSnapshot(of: path)

        let result = try await portal.cli.runBinary(
            ["find", "ABC1234", "--sources", "ant"], readOnly: storeFolder(portal))

        #expect(result.exitCode == 0)
        #expect(
            result.output.hasPrefix(
                "!! Blocked: fines pending.\n\n" + "Source              ANT portal, just now\n"))
        #expect(result.output.contains("Plate               ABC1234\n"))
        #expect(result.output.contains("Favourite           yes\n"))
        #expect(
            result.error
                == "platefinder: This answer was not saved in the history: \(path) can only be "
                + "read.\n")
        #expect(portal.pageRequests.count == 2)
        #expect(FileSnapshot(of: path) == before)
        #expect(try await portal.cli.runBinary("history", "--json").output == history.output)
    }

    @Test func find_fallsBackToTheSavedCopy_inAReadOnlyStore_whenThePortalIsDown() async throws {
        let portal = try await makeSUT()
        let offline = try portal.offline()
        let writable = try await offline.runBinary("find", "ABC1234", "--sources", "ant")
        let before = FileSnapshot(of: portal.cli.storePath)

        let result = try await offline.runBinary(
            ["find", "ABC1234", "--sources", "ant"], readOnly: storeFolder(portal))

        #expect(result.exitCode == 0)
        #expect(result.output == writable.output)
        #expect(result.error.hasPrefix("platefinder: The ANT portal could not be reached, so "))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(FileSnapshot(of: portal.cli.storePath) == before)
    }

    @Test func favorites_listsWhatAWriterStillHoldsInItsLog_fromAReadOnlyFolder() async throws {
        let portal = try await makeSUT()
        let writer = try SQLiteConnection(path: portal.cli.storePath)
        try writer.execute("PRAGMA wal_autocheckpoint = 0")
        try writer.execute("INSERT INTO favorite (plate_number, position) VALUES ('PBX1234', 99)")

        let result = try await portal.cli.runBinary(["favorites"], readOnly: storeFolder(portal))

        #expect(result.exitCode == 0)
        #expect(
            result.output
                == "PBX1234  nothing saved\n"
                + "ABC1234  TOYOTA AA COROLLA 1.6 2009  !! fines pending\n")
        withExtendedLifetime(writer) {}
    }

    @Test func store_answersReadsAndRefusesWrites_forAPersonWhoMayOnlyReadIt() async throws {
        let portal = try await makeSUT()
        let path = portal.cli.storePath
        #expect(chmod(storeFolder(portal), 0o755) == 0)
        #expect(chmod(path, 0o644) == 0)

        let listed = try await portal.cli.runBinaryAsNobody(["favorites"])
        let added = try await portal.cli.runBinaryAsNobody(["favorites", "add", "PBX1234"])

        #expect(listed.exitCode == 0)
        #expect(listed.output == "ABC1234  TOYOTA AA COROLLA 1.6 2009  !! fines pending\n")
        #expect(added.exitCode == 6)
        #expect(added.error.contains("cannot be written"))
    }

    // MARK: - Helpers

    /// A portal and a store holding a vehicle found for ABC1234, that plate as a favourite
    /// and a task; no PlateFinder has it open.
    private func makeSUT() async throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        try portal.serveVehicle()
        for arguments in [
            ["find", "ABC1234"], ["favorites", "add", "ABC1234"], ["tasks", "add", "Renew SOAT"],
        ] {
            let result = try await portal.cli.runBinary(arguments)
            try #require(result.exitCode == 0, "\(arguments): \(result.error)")
        }
        return portal
    }

    private func storeFolder(_ portal: LoopbackPortal) -> String {
        (portal.cli.storePath as NSString).deletingLastPathComponent
    }

    /// A calendar's `DTSTAMP` says when it was made, which differs from run to run.
    private func withoutStamps(_ text: String) -> String {
        text.split(separator: "\r\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("DTSTAMP:") }.joined(separator: "\r\n")
    }
}
