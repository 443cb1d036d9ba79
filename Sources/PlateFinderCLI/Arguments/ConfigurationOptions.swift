import PlateFinderApp

/// The options that shape the configuration, as typed: they stay text until
/// `AppConfiguration` judges them.
struct ConfigurationOptions: Equatable {
    /// `--endpoint`, if given.
    var endpoint: String?
    /// `--sri-endpoint`, if given.
    var sriEndpoint: String?
    /// `--timeout`, if given.
    var timeout: String?
    /// `--lang`, if given.
    var language: String?
    /// `--store`, if given.
    var store: String?

    /// The options found in `arguments`.
    init(_ arguments: ParsedArguments) {
        endpoint = arguments.value(of: .endpoint)
        sriEndpoint = arguments.value(of: .sriEndpoint)
        timeout = arguments.value(of: .timeout)
        language = arguments.value(of: .language)
        store = arguments.value(of: .store)
    }

    /// The configuration these options and `environment` decide.
    func resolve(environment: [String: String]) throws(UsageError) -> AppConfiguration {
        try AppConfiguration.resolve(
            endpoint: endpoint, sriEndpoint: sriEndpoint, timeout: timeout, language: language,
            store: store,
            environment: environment)
    }
}
