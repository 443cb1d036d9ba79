/// Choices drawn from a fuzzer's input bytes, so that mutating the bytes steers structured
/// values (a plate, a JSON answer, a list of keys).
///
/// Once the bytes run out every choice is the first one, so any input makes a whole value.
public struct FuzzInput {
    private var bytes: ArraySlice<UInt8>

    /// Choices drawn from `bytes`, first to last.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    /// Whether every byte has been used.
    public var isExhausted: Bool { bytes.isEmpty }

    /// The next byte; 0 when none is left.
    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    /// A whole number in `range`, from as few bytes as the range needs.
    public mutating func number(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound)
        var value: UInt64 = 0
        var covered: UInt64 = 0
        while covered < span {
            value = value << 8 | UInt64(byte())
            covered = covered << 8 | 0xFF
        }
        return range.lowerBound + Int(span == .max ? value : value % (span + 1))
    }

    /// A yes or no.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// One of `choices`, which must not be empty.
    public mutating func element<Element>(of choices: [Element]) -> Element {
        choices[number(in: 0...(choices.count - 1))]
    }

    /// Text of at most `maximumLength` scalars, each byte picking one of `alphabet`; a zero
    /// byte ends it early.
    public mutating func text(from alphabet: [Unicode.Scalar], maximumLength: Int) -> String {
        var scalars = String.UnicodeScalarView()
        while scalars.count < maximumLength, let next = bytes.popFirst(), next != 0 {
            scalars.append(alphabet[Int(next - 1) % alphabet.count])
        }
        return String(scalars)
    }

    /// Every byte not used yet.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}
