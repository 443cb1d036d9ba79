import Foundation

/// Test pages and files shipped with the test support target.
public enum Fixture {
    /// The bytes of a fixture file, exactly as stored.
    public static func data(named name: String) throws -> Data {
        guard
            let url = Bundle.module.url(
                forResource: name, withExtension: nil, subdirectory: "Fixtures")
        else { throw FixtureError.missing(name) }
        return try Data(contentsOf: url)
    }

    /// Why a fixture could not be read.
    public enum FixtureError: Error {
        /// No fixture has that name.
        case missing(String)
    }
}
