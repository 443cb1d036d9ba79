import Foundation

/// Why the configuration (the portals' addresses, the timeout, the language, the store)
/// could not be decided from the options and the environment.
public enum ConfigurationError: Error, Equatable, Sendable {
    /// `--timeout` is not a number of seconds in the allowed range.
    case invalidTimeout(String)
    /// `--endpoint` is not an absolute http or https URL with a host.
    case invalidEndpoint(String)
    /// `PLATEFINDER_ANT_URL` is not an absolute http or https URL with a host.
    case invalidEnvironmentEndpoint(String)
    /// `--sri-endpoint` is not an absolute http or https URL with a host.
    case invalidSRIEndpoint(String)
    /// `PLATEFINDER_SRI_URL` is not an absolute http or https URL with a host.
    case invalidEnvironmentSRIEndpoint(String)
    /// `--lang` names a language PlateFinder does not speak.
    case invalidLanguage(String)
    /// `--store` was given an empty path.
    case invalidStorePath(String)
    /// `--store` or `PLATEFINDER_STORE` (the one `source` names) is `:memory:`, SQLite's
    /// name for a database in memory, which would keep nothing.
    case inMemoryStore(source: String)
    /// Neither `--store`, `PLATEFINDER_STORE`, an absolute `XDG_DATA_HOME` nor an absolute
    /// `HOME` says where the history file lives.
    case missingStoreLocation
    /// The history file's place would come from `variable` (`HOME`, `XDG_DATA_HOME`), whose
    /// value `path` is not an absolute path, and nothing else says where it lives.
    case relativeStoreFolder(variable: String, path: String)
}
