import Foundation

/// Valid gzip streams that expand about a thousandfold: what a hostile server sends to
/// exhaust a client that decodes without counting.
///
/// The stream is built by hand, without zlib: one dynamic-Huffman deflate block whose only
/// codes are a literal zero, "repeat 258 bytes at distance 1" and the block's end. The
/// repeat and its distance take one bit each, so every compressed byte past the short head
/// is `0x00` and stands for 1,032 decoded zeros, and building a bomb costs no more than
/// writing its compressed bytes.
public enum GzipBomb {
    /// A gzip member (RFC 1952) whose decoded content is `count` zero bytes (at least one),
    /// with the right CRC-32 and size in its trailer.
    public static func zeros(count: Int) -> Data {
        let count = max(1, count)
        var stream = DeflateBitWriter()
        writeBlockHead(to: &stream)
        // The first zero is a literal, so that the repeats have a byte to copy.
        stream.writeCode(0b10, length: 2)
        let repeats = (count - 1) / maximumMatch
        stream.writeZeroBits(2 * repeats)
        for _ in 0..<(count - 1) % maximumMatch { stream.writeCode(0b10, length: 2) }
        stream.writeCode(0b11, length: 2)
        var member = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        member += stream.bytes
        member += littleEndian(ZeroCRC32.checksum(count: count))
        member += littleEndian(UInt32(truncatingIfNeeded: count))
        return member
    }

    /// The longest match deflate can express.
    private static let maximumMatch = 258

    /// Final dynamic block; literal/length code lengths 0: 2, 256: 2, 285: 1 (codes `10`,
    /// `11`, `0`); one distance code of length 1 (`0`). Its code lengths are sent with the
    /// code-length code 18: 1, 1: 2, 2: 2 (codes `0`, `10`, `11`).
    private static func writeBlockHead(to stream: inout DeflateBitWriter) {
        stream.writeBits(1, count: 1)
        stream.writeBits(2, count: 2)
        stream.writeBits(286 - 257, count: 5)
        stream.writeBits(1 - 1, count: 5)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
        let codeLengthCodeLengths = [18: 1, 1: 2, 2: 2]
        stream.writeBits(UInt32(order.count - 4), count: 4)
        for symbol in order {
            stream.writeBits(UInt32(codeLengthCodeLengths[symbol] ?? 0), count: 3)
        }
        let lengthTwo: (code: UInt32, length: Int) = (0b11, 2)
        let lengthOne: (code: UInt32, length: Int) = (0b10, 2)
        stream.writeCode(lengthTwo.code, length: lengthTwo.length)  // literal 0
        writeZeroLengths(255, to: &stream)  // literals 1...255
        stream.writeCode(lengthTwo.code, length: lengthTwo.length)  // end of block
        writeZeroLengths(28, to: &stream)  // lengths 257...284
        stream.writeCode(lengthOne.code, length: lengthOne.length)  // length 258
        stream.writeCode(lengthOne.code, length: lengthOne.length)  // distance 1
    }

    /// Runs of 11 to 138 unused symbols, each as code 18 and seven extra bits.
    private static func writeZeroLengths(_ count: Int, to stream: inout DeflateBitWriter) {
        var left = count
        while left > 0 {
            let run = min(left, 138)
            stream.writeCode(0, length: 1)
            stream.writeBits(UInt32(run - 11), count: 7)
            left -= run
        }
    }

    private static func littleEndian(_ value: UInt32) -> Data {
        Data((0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
    }
}
