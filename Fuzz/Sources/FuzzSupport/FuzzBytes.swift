/// Ways the fuzz targets split and read raw input bytes.
public enum FuzzBytes {
    /// The bytes before the first zero byte and those after it; all of them and none when
    /// there is no zero byte.
    public static func split(_ bytes: [UInt8]) -> (head: [UInt8], tail: [UInt8]) {
        guard let zero = bytes.firstIndex(of: 0) else { return (bytes, []) }
        return (Array(bytes[..<zero]), Array(bytes[(zero + 1)...]))
    }

    /// Every part between zero bytes, in order.
    public static func parts(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    }

    /// `bytes` read as UTF-8, each ill-formed sequence replaced by U+FFFD.
    public static func utf8(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` read as Latin-1: each byte is the scalar of the same number.
    public static func latin1(_ bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
