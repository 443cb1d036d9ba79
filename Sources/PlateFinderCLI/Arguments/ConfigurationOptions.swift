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
    /// `--store`, if given.
    var store: String?
    /// The file `--output` names, if any: never one of the store's.
    var output: String?

    /// The options found in `arguments`.
    init(_ arguments: ParsedArguments) {
        endpoint = arguments.value(of: .endpoint)
        sriEndpoint = arguments.value(of: .sriEndpoint)
        timeout = arguments.value(of: .timeout)
        store = arguments.value(of: .store)
        output = arguments.outputFile
    }

    /// The configuration these options, `language` (the run's, `--lang` already judged)
    /// and `environment` decide; an `--output` that names the store or one of SQLite's
    /// files beside it is refused here, before any command opens, asks or writes anything.
    func resolve(
        language: Language, environment: [String: String]
    ) throws(UsageError) -> AppConfiguration {
        let configuration: AppConfiguration
        do {
            configuration = try AppConfiguration.resolve(
                endpoint: endpoint, sriEndpoint: sriEndpoint, timeout: timeout, language: language,
                store: store, environment: environment)
        } catch {
            throw .configuration(error)
        }
        let store = configuration.storePath
        if let output, let file = StoreFileSet(storePath: store).file(namedBy: output) {
            throw .outputIsStoreFile(output: output, file: file, store: store)
        }
        return configuration
    }
}
