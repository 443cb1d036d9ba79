import Foundation

/// The real portal page the tests use, and the other fixtures, read from the package's test
/// fixtures.
enum FixturePage {
    static let name = "car_ABC1234.latin1.html"

    static func bytes() throws -> Data {
        try bytes(named: name)
    }

    /// The fixture file called `name`.
    static func bytes(named name: String) throws -> Data {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let url = packageRoot.appendingPathComponent("Tests/PlateFinderTestSupport/Fixtures")
            .appendingPathComponent(name)
        return try Data(contentsOf: url)
    }
}
