import Foundation

/// Where the history and favourites file lives, decided from the command line and the
/// environment alone.
public enum StoreLocation {
    /// The environment variable that names the file when `--store` is not given.
    public static let variable = "PLATEFINDER_STORE"
    /// The file's path under a data directory.
    public static let relativePath = "platefinder/platefinder.sqlite"
    /// The name SQLite opens as a database in memory rather than as a file.
    public static let inMemoryName = ":memory:"

    /// `--store` when given; else `PLATEFINDER_STORE`; else under `XDG_DATA_HOME` when it
    /// is absolute (the XDG spec says to ignore a relative one); else under
    /// `HOME/.local/share`. Empty variables count as unset; `:memory:` is refused, as is a
    /// relative `HOME` (or a relative `XDG_DATA_HOME` without `HOME`), naming it.
    public static func resolve(
        flag: String?, environment: [String: String]
    ) throws(ConfigurationError) -> String {
        if let flag {
            guard !flag.isEmpty else { throw .invalidStorePath(flag) }
            return try file(flag, source: "--store")
        }
        if let path = environment[variable], !path.isEmpty {
            return try file(path, source: variable)
        }
        let data = environment["XDG_DATA_HOME"] ?? ""
        if data.hasPrefix("/") {
            return join(data, relativePath)
        }
        // A relative HOME would put the file wherever the command happens to run.
        let home = environment["HOME"] ?? ""
        guard home.hasPrefix("/") else {
            if !home.isEmpty { throw .relativeStoreFolder(variable: "HOME", path: home) }
            if !data.isEmpty { throw .relativeStoreFolder(variable: "XDG_DATA_HOME", path: data) }
            throw .missingStoreLocation
        }
        return join(home, ".local/share/" + relativePath)
    }

    /// `path`, unless SQLite would read it as something other than a file.
    private static func file(_ path: String, source: String) throws(ConfigurationError) -> String {
        // Refused before anything is created: SQLite would keep nothing, and preparing the
        // file would leave an empty one of that name in the current folder.
        guard path != inMemoryName else { throw .inMemoryStore(source: source) }
        return path
    }

    private static func join(_ directory: String, _ relative: String) -> String {
        var directory = Substring(directory)
        while directory.hasSuffix("/") { directory = directory.dropLast() }
        return directory + "/" + relative
    }
}
