/// Packs deflate's bit stream (RFC 1951): fields from their least significant bit, Huffman
/// codes from their most significant bit, bytes filled from bit 0.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    private var bitCount = 0

    /// Appends the `count` low bits of `value`, least significant first.
    mutating func writeBits(_ value: UInt32, count: Int) {
        for index in 0..<count { appendBit(value >> index & 1 == 1) }
    }

    /// Appends a Huffman code of `length` bits, most significant first.
    mutating func writeCode(_ code: UInt32, length: Int) {
        for index in stride(from: length - 1, through: 0, by: -1) {
            appendBit(code >> index & 1 == 1)
        }
    }

    /// Appends `count` zero bits without visiting them one by one.
    mutating func writeZeroBits(_ count: Int) {
        bitCount += count
        let needed = (bitCount + 7) / 8
        if needed > bytes.count { bytes += repeatElement(0, count: needed - bytes.count) }
    }

    private mutating func appendBit(_ isSet: Bool) {
        if bitCount % 8 == 0 { bytes.append(0) }
        if isSet { bytes[bytes.count - 1] |= 1 << (bitCount % 8) }
        bitCount += 1
    }
}
