import Foundation

/// The version printed by `platefinder --version` and sent in the User-Agent.
public enum PlateFinderVersion {
    /// The semantic version of this build.
    public static let current = "0.1.0"
}
