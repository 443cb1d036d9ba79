import Foundation
import PlateFinderCLITestSupport
import PlateFinderTestSupport
import Testing

/// What the built binary does under `$HOME`: nothing when the store is named elsewhere
/// (whatever the libraries it links would do there), and a clear failure when the folder
/// for the default store cannot be made.
@Suite struct HomeFolderTests {
    @Test(
        arguments: [
            ["favorites", "add", "ABC1234"], ["favorites"], ["history"],
            ["history", "remove", "ABC1234"], ["tasks", "add", "Renew SOAT"], ["tasks"],
            ["tasks", "export", "--ics"],
        ], [true, false])
    func command_createsNothingUnderHome_whenTheStoreIsNamed(
        arguments: [String], byFlag: Bool
    ) async throws {
        let cli = try makeSUT()
        let home = cli.folder.file("home")
        let store = cli.folder.file("elsewhere/store.sqlite")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
        let environment = byFlag ? ["HOME": home] : ["HOME": home, "PLATEFINDER_STORE": store]

        let result = try await cli.runBinary(
            arguments + (byFlag ? ["--store", store] : []), extraEnvironment: environment)

        #expect(result.exitCode == 0, "\(result.error)")
        #expect(exists(store))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
    }

    @Test(.enabled(if: ReadOnlyRun.isAvailable, "needs root, unshare and mount"))
    func favorites_exitsSix_namingTheFolderItCouldNotMake_whenHomeIsReadOnly() async throws {
        let cli = try makeSUT().with(["LANG": "es_EC.UTF-8"])
        let home = cli.folder.file("home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)

        let result = try await cli.with(["HOME": home]).runBinary(["favorites"], readOnly: home)

        #expect(result.exitCode == 6)
        #expect(
            result.error
                == "platefinder: No se pudo crear la carpeta \(home)/.local para el archivo del "
                + "historial \(home)/.local/share/platefinder/platefinder.sqlite (sistema de "
                + "archivos de solo lectura); use --store para elegir otro archivo.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
    }

    // MARK: - Helpers

    /// A harness that names no store: the location comes from what each test sets.
    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness(usesStore: false)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
