#if canImport(Darwin)
import Foundation

extension HTTPURLResponse {
    /// The header fields whose names and values are text, in a stable order.
    var textFields: [(name: String, value: String)] {
        allHeaderFields.compactMap { key, value -> (name: String, value: String)? in
            guard let name = key as? String, let value = value as? String else { return nil }
            return (name: name, value: value)
        }.sorted { $0.name < $1.name }
    }
}
#endif
