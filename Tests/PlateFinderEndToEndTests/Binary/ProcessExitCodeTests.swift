import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// The built binary ends with the code its command returned, as scripts read it in `$?`;
/// the meaning of each code is tested in-process.
@Suite struct ProcessExitCodeTests {
    /// What a command line meets, and the code it must end with.
    enum Case: String, CaseIterable, Sendable {
        case version, incompletePlate, unknownCommand, noData, portalDown, otherPlatesPage
        case unusableStore

        var arguments: [String] {
            switch self {
            case .version: ["--version"]
            case .incompletePlate: ["validate", "PBX"]
            case .unknownCommand: ["fnd", "PBX1234"]
            case .noData: ["find", "XYZ9876"]
            case .portalDown, .otherPlatesPage: ["find", "ABC1234"]
            case .unusableStore: ["favorites"]
            }
        }

        var exitCode: Int32 {
            switch self {
            case .version: 0
            case .incompletePlate: 1
            case .unknownCommand: 2
            case .noData: 3
            case .portalDown: 4
            case .otherPlatesPage: 5
            case .unusableStore: 6
            }
        }
    }

    @Test(arguments: Case.allCases)
    func binary_exitsWithItsCommandsCode(case: Case) async throws {
        let portal = try makeSUT(`case`)

        let result = try await portal.cli.runBinary(`case`.arguments)

        #expect(result.exitCode == `case`.exitCode, "\(result.error)")
    }

    // MARK: - Helpers

    /// A portal answering as `case` needs, and a harness pointed at it.
    private func makeSUT(_ case: Case) throws -> LoopbackPortal {
        let portal = try LoopbackPortal()
        switch `case` {
        case .version, .incompletePlate, .unknownCommand: break
        case .noData:
            let page = try PortalPage.fixture(named: "unknown_plate_empty_cells.latin1.html")
            portal.server.enqueue(.html(page))
        case .portalDown: portal.server.enqueue(.html(try PortalPage.vehicle(), statusCode: 503))
        case .otherPlatesPage: portal.server.enqueue(.html(try PortalPage.vehicle(for: "PBX1234")))
        case .unusableStore:
            try FileManager.default.createDirectory(
                atPath: portal.cli.folder.file("data"), withIntermediateDirectories: false)
            try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: portal.cli.storePath))
        }
        return portal
    }
}
