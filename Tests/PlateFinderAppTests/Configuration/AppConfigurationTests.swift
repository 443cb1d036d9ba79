import Foundation
import PlateFinderApp
import Testing

@Suite struct AppConfigurationTests {
    @Test func resolve_usesPublicPortalAndDefaults_withoutFlagsOrEnvironment() throws {
        let configuration = try makeSUT()

        #expect(configuration.baseURL.absoluteString == "https://consultaweb.ant.gob.ec")
        #expect(configuration.timeout == 20)
        #expect(configuration.language == .english)
    }

    @Test(
        arguments: [
            (nil, "http://127.0.0.1:8080", "http://127.0.0.1:8080"),
            ("https://mirror.example/ant", "http://127.0.0.1:8080", "https://mirror.example/ant"),
            ("HTTP://localhost:9/prefix/", nil, "HTTP://localhost:9/prefix/"),
            (nil, "", "https://consultaweb.ant.gob.ec"),
        ] as [(String?, String?, String)])
    func resolve_prefersEndpointFlag_overEnvironment_overDefault(
        flag: String?, variable: String?, expected: String
    ) throws {
        let environment = variable.map { [AppConfiguration.endpointVariable: $0] } ?? [:]

        let configuration = try makeSUT(endpoint: flag, environment: environment)

        #expect(configuration.baseURL.absoluteString == expected)
    }

    @Test(arguments: [
        "", "ftp://example.com", "consultaweb.ant.gob.ec", "http://", "https:///path",
        "not a url", "mailto:someone@example.com", "/relative/path", "file:///etc/passwd",
    ])
    func resolve_throwsInvalidEndpoint_onFlagThatIsNotAnHTTPAddress(text: String) {
        #expect(throws: ConfigurationError.invalidEndpoint(text)) {
            try makeSUT(endpoint: text)
        }
    }

    @Test(arguments: ["ftp://example.com", "consultaweb.ant.gob.ec", "http://"])
    func resolve_throwsInvalidEnvironmentEndpoint_onVariableThatIsNotAnHTTPAddress(text: String) {
        #expect(throws: ConfigurationError.invalidEnvironmentEndpoint(text)) {
            try makeSUT(environment: [AppConfiguration.endpointVariable: text])
        }
    }

    @Test func resolve_ignoresInvalidEnvironmentEndpoint_whenFlagGiven() throws {
        let configuration = try makeSUT(
            endpoint: "http://localhost:1", environment: [AppConfiguration.endpointVariable: "x"])

        #expect(configuration.baseURL.absoluteString == "http://localhost:1")
    }

    @Test(arguments: [("0.5", 0.5), ("1", 1), ("20", 20), ("300", 300), ("2.25", 2.25)])
    func resolve_acceptsTimeout_inAllowedRange(text: String, seconds: Double) throws {
        #expect(try makeSUT(timeout: text).timeout == seconds)
    }

    @Test(arguments: [
        "0", "0.0", "-1", "300.5", "301", "abc", "", " 5", "nan", "inf", "1e2", "0x10",
    ])
    func resolve_throwsInvalidTimeout_outsideAllowedRange(text: String) {
        #expect(throws: ConfigurationError.invalidTimeout(text)) {
            try makeSUT(timeout: text)
        }
    }

    @Test func resolve_takesTheLanguageGiven_overTheEnvironments() throws {
        let configuration = try makeSUT(language: .spanish, environment: ["LANG": "en_US.UTF-8"])

        #expect(configuration.language == .spanish)
    }

    @Test func resolve_takesLanguage_fromEnvironmentWithoutFlag() throws {
        #expect(try makeSUT(environment: ["LC_ALL": "es_EC.UTF-8"]).language == .spanish)
    }

    @Test func resolve_takesStorePath_fromFlagOverEnvironment() throws {
        let configuration = try makeSUT(
            store: "/tmp/flag.sqlite", environment: [StoreLocation.variable: "/tmp/env.sqlite"])

        #expect(configuration.storePath == "/tmp/flag.sqlite")
    }

    @Test func resolve_putsStoreUnderHome_withoutFlagOrVariables() throws {
        let configuration = try makeSUT(environment: [:])

        #expect(configuration.storePath == "/home/ana/.local/share/platefinder/platefinder.sqlite")
    }

    @Test func resolve_reportsPortalProblem_beforeMissingStoreLocation() {
        #expect(throws: ConfigurationError.invalidTimeout("0")) {
            try AppConfiguration.resolve(timeout: "0", environment: [:])
        }
        #expect(throws: ConfigurationError.missingStoreLocation) {
            try AppConfiguration.resolve(environment: [:])
        }
    }

    // MARK: - Helpers

    /// Resolves with `environment` plus a HOME, so the store location is always decided.
    private func makeSUT(
        endpoint: String? = nil, timeout: String? = nil, language: Language? = nil,
        store: String? = nil, environment: [String: String] = [:]
    ) throws(ConfigurationError) -> AppConfiguration {
        try AppConfiguration.resolve(
            endpoint: endpoint, timeout: timeout, language: language, store: store,
            environment: environment.merging(["HOME": "/home/ana"]) { given, _ in given })
    }
}
