/// Collects the bytes of one UTF-8 encoded scalar and checks it is well formed.
struct UTF8ScalarAccumulator: Sendable {
    /// What a byte did to the scalar being collected.
    enum Outcome: Equatable {
        /// Nothing was being collected, or the byte is not a continuation byte: the
        /// partial scalar (if any) is dropped and the byte must be handled on its own.
        case notContinuation
        /// More continuation bytes are needed.
        case pending
        /// The scalar is complete.
        case complete(Unicode.Scalar)
        /// The bytes do not encode a scalar (overlong, surrogate, out of range).
        case invalid
    }

    private var value: UInt32 = 0
    private var needed = 0
    private var length = 0

    /// Whether a scalar has started and is not complete.
    var isPending: Bool { needed > 0 }

    /// Starts a scalar at `lead`; a byte that cannot lead a scalar is ignored.
    mutating func start(_ lead: UInt8) {
        switch lead {
        case 0xC2...0xDF: begin(UInt32(lead & 0x1F), needed: 1)
        case 0xE0...0xEF: begin(UInt32(lead & 0x0F), needed: 2)
        case 0xF0...0xF4: begin(UInt32(lead & 0x07), needed: 3)
        default: reset()
        }
    }

    /// Adds `byte` to the scalar being collected.
    mutating func add(_ byte: UInt8) -> Outcome {
        guard needed > 0 else { return .notContinuation }
        guard byte & 0xC0 == 0x80 else {
            reset()
            return .notContinuation
        }
        value = value << 6 | UInt32(byte & 0x3F)
        needed -= 1
        guard needed == 0 else { return .pending }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        defer { reset() }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .invalid }
        return .complete(scalar)
    }

    /// Drops a partial scalar.
    mutating func reset() {
        value = 0
        needed = 0
        length = 0
    }

    private mutating func begin(_ bits: UInt32, needed: Int) {
        value = bits
        self.needed = needed
        length = needed + 1
    }
}
