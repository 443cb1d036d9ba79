import Foundation

/// A body read under a size limit: refused from a declared length over it before any of it
/// is read, and otherwise as soon as the bytes taken pass it.
struct HTTPBodyLimit: Sendable {
    /// The most bytes the body may have.
    let maximumBytes: Int
    /// The bytes taken so far; emptied once the limit is passed.
    private(set) var body = Data()

    /// An empty body that may grow to `maximumBytes` (none when negative).
    init(maximumBytes: Int) {
        self.maximumBytes = max(0, maximumBytes)
    }

    /// How many more bytes fit.
    var remainingBytes: Int { maximumBytes - body.count }

    /// Refuses a body whose declared length (`Content-Length`) is over the limit.
    func admit(declaredLength: Int?) throws(HTTPTransportError) {
        if let declaredLength, declaredLength > maximumBytes {
            throw .tooLarge(limit: maximumBytes)
        }
    }

    /// Takes `bytes`, or refuses them and drops what was taken when they pass the limit.
    mutating func append(_ bytes: some Collection<UInt8>) throws(HTTPTransportError) {
        guard bytes.count <= remainingBytes else {
            body = Data()
            throw .tooLarge(limit: maximumBytes)
        }
        body.append(contentsOf: bytes)
    }
}
