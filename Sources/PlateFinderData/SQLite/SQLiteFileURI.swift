import Foundation

/// SQLite's `file:` URIs, for what only a URI parameter can ask of it.
enum SQLiteFileURI {
    /// `path` as an absolute `file:` URI with `parameters` (`name=value&…`); every byte
    /// other than an unreserved character or `/` is percent-encoded, so `?`, `#` and `%`
    /// in a file name stay part of the name.
    static func uri(for path: String, parameters: String) -> String {
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var encoded = ""
        for byte in absolute.utf8 {
            if isKeptAsIs(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += String(format: "%%%02X", byte)
            }
        }
        return "file://" + encoded + "?" + parameters
    }

    private static func isKeptAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default: false
        }
    }
}
