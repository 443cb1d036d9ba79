/// The charsets the portal's pages come in, each read by its own table, independently of
/// the decoder under test.
enum Charset: CaseIterable {
    case latin1
    case utf8
    case cp1252

    /// Windows-1252's characters for the bytes 0x80–0x9F; nil where it has none.
    private static let windows1252High: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ]

    /// `bytes` read in this charset; nil when they are not valid in it.
    func reading(of bytes: [UInt8]) -> String? {
        switch self {
        case .latin1:
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        case .utf8:
            return String(validating: bytes, as: UTF8.self)
        case .cp1252:
            var scalars = String.UnicodeScalarView()
            for byte in bytes {
                guard (0x80...0x9F).contains(byte) else {
                    scalars.append(Unicode.Scalar(byte))
                    continue
                }
                guard let value = Self.windows1252High[Int(byte - 0x80)],
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                scalars.append(scalar)
            }
            return String(scalars)
        }
    }
}
