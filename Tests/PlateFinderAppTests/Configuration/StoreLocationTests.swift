import PlateFinderApp
import Testing

@Suite struct StoreLocationTests {
    @Test(
        arguments: [
            // --store wins over everything.
            (
                "/flag.sqlite", ["PLATEFINDER_STORE": "/env.sqlite", "HOME": "/home/ana"],
                "/flag.sqlite"
            ),
            ("relative/file.sqlite", ["HOME": "/home/ana"], "relative/file.sqlite"),
            // Then PLATEFINDER_STORE, which may be relative too.
            (nil, ["PLATEFINDER_STORE": "/env.sqlite", "XDG_DATA_HOME": "/data"], "/env.sqlite"),
            (nil, ["PLATEFINDER_STORE": "here.sqlite", "HOME": "/home/ana"], "here.sqlite"),
            // Then an absolute XDG_DATA_HOME.
            (
                nil, ["PLATEFINDER_STORE": "", "XDG_DATA_HOME": "/data", "HOME": "/home/ana"],
                "/data/platefinder/platefinder.sqlite"
            ),
            (nil, ["XDG_DATA_HOME": "/data/"], "/data/platefinder/platefinder.sqlite"),
            (nil, ["XDG_DATA_HOME": "/"], "/platefinder/platefinder.sqlite"),
            // A relative or empty XDG_DATA_HOME is ignored, as the XDG spec says.
            (
                nil, ["XDG_DATA_HOME": "data", "HOME": "/home/ana"],
                "/home/ana/.local/share/platefinder/platefinder.sqlite"
            ),
            (
                nil, ["XDG_DATA_HOME": "", "HOME": "/home/ana/"],
                "/home/ana/.local/share/platefinder/platefinder.sqlite"
            ),
            (nil, ["HOME": "/root"], "/root/.local/share/platefinder/platefinder.sqlite"),
        ] as [(String?, [String: String], String)])
    func resolve_prefersFlag_thenVariable_thenXDGDataHome_thenHome(
        flag: String?, environment: [String: String], expected: String
    ) throws {
        #expect(try makeSUT(flag: flag, environment: environment) == expected)
    }

    @Test(arguments: [[:], ["HOME": ""], ["PLATEFINDER_STORE": ""], ["XDG_DATA_HOME": ""]])
    func resolve_throwsMissingStoreLocation_withoutHome(environment: [String: String]) {
        #expect(throws: ConfigurationError.missingStoreLocation) {
            try makeSUT(flag: nil, environment: environment)
        }
    }

    @Test(
        arguments: [
            (["HOME": "relhome"], "HOME", "relhome"),
            (["HOME": "./home", "XDG_DATA_HOME": "data"], "HOME", "./home"),
            (["XDG_DATA_HOME": "data"], "XDG_DATA_HOME", "data"),
            (["XDG_DATA_HOME": "data", "HOME": ""], "XDG_DATA_HOME", "data"),
        ] as [([String: String], String, String)])
    func resolve_throwsRelativeStoreFolder_namingTheRelativeVariable(
        environment: [String: String], variable: String, path: String
    ) {
        #expect(throws: ConfigurationError.relativeStoreFolder(variable: variable, path: path)) {
            try makeSUT(flag: nil, environment: environment)
        }
    }

    @Test func resolve_throwsInMemoryStore_forSQLitesNameOfADatabaseInMemory() {
        #expect(throws: ConfigurationError.inMemoryStore(source: "--store")) {
            try makeSUT(flag: ":memory:", environment: ["HOME": "/home/ana"])
        }
        #expect(throws: ConfigurationError.inMemoryStore(source: "PLATEFINDER_STORE")) {
            try makeSUT(flag: nil, environment: ["PLATEFINDER_STORE": ":memory:"])
        }
    }

    @Test(arguments: ["./:memory:", ":memory:.sqlite", "file:store.sqlite", "/tmp/:memory:"])
    func resolve_keepsOtherNames_asFiles(name: String) throws {
        #expect(try makeSUT(flag: name, environment: [:]) == name)
    }

    @Test func resolve_throwsInvalidStorePath_onEmptyFlag() {
        #expect(throws: ConfigurationError.invalidStorePath("")) {
            try makeSUT(flag: "", environment: ["HOME": "/home/ana"])
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        flag: String?, environment: [String: String]
    ) throws(ConfigurationError) -> String {
        try StoreLocation.resolve(flag: flag, environment: environment)
    }
}
