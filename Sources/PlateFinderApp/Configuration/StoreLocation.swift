import Foundation

/// Where the history and favourites file lives, decided from the command line and the
/// environment alone.
public enum StoreLocation {
    /// The environment variable that names the file when `--store` is not given.
    public static let variable = "PLATEFINDER_STORE"
    /// The file's path under a data directory.
    public static let relativePath = "platefinder/platefinder.sqlite"

    /// `--store` when given; else `PLATEFINDER_STORE`; else under `XDG_DATA_HOME` when it
    /// is absolute (the XDG spec says to ignore a relative one); else under
    /// `HOME/.local/share`. Empty variables count as unset.
    public static func resolve(
        flag: String?, environment: [String: String]
    ) throws(UsageError) -> String {
        if let flag {
            guard !flag.isEmpty else { throw .invalidStorePath(flag) }
            return flag
        }
        if let path = environment[variable], !path.isEmpty {
            return path
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return join(data, relativePath)
        }
        // A relative HOME would put the file wherever the command happens to run.
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw .missingStoreLocation
        }
        return join(home, ".local/share/" + relativePath)
    }

    private static func join(_ directory: String, _ relative: String) -> String {
        var directory = Substring(directory)
        while directory.hasSuffix("/") { directory = directory.dropLast() }
        return directory + "/" + relative
    }
}
