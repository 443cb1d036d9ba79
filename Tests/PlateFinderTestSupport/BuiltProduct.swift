import Foundation

/// Executables SwiftPM built alongside the tests.
public enum BuiltProduct {
    /// Why a built product could not be used.
    public enum Failure: Error, Equatable {
        /// Nothing executable at that path: build the product first (`swift build`).
        case notFound(path: String)
    }

    /// The folder SwiftPM puts products in. This target's resource bundle is built there,
    /// so the folder is found the same way whatever the current directory is.
    public static var productsDirectory: URL {
        Bundle.module.bundleURL.deletingLastPathComponent()
    }

    /// The executable product called `name`, e.g. `platefinder`.
    public static func executable(named name: String) throws -> URL {
        #if os(Windows)
        let fileName = name + ".exe"
        #else
        let fileName = name
        #endif
        let url = productsDirectory.appendingPathComponent(fileName)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Failure.notFound(path: url.path)
        }
        return url
    }
}
