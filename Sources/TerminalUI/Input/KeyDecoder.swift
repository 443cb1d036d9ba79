/// Turns the bytes a terminal sends into keys, incrementally: a sequence or a UTF-8
/// character may be split across reads.
///
/// A lone ESC is ambiguous until more bytes arrive, so it stays pending; call `flush()` when
/// the input has paused (no further byte followed) to get it as `.escape`. Sequences this
/// decoder does not know (function keys, mouse reports, …) are dropped whole, never leaked
/// as text; invalid UTF-8 is dropped.
///
/// Strings a terminal may send (OSC `ESC ]`, DCS `ESC P`, APC `ESC _`, PM `ESC ^`, SOS
/// `ESC X`) are dropped whole, whatever their length, none of their bytes kept: they end at
/// BEL, at ST (`ESC \`, or ESC and the start of another sequence) or at a pause, so an
/// Alt-] loses nothing typed after it. A bracketed paste (`ESC [200~` … `ESC [201~`) is
/// one `.paste` of its printable text, whatever pauses occur inside it; see
/// `BracketedPaste`.
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        case controlSequence
        case singleShift
        case mouseReport(remaining: Int)
        /// Inside an OSC, DCS, APC, PM or SOS string; `afterEscape` when its last byte was
        /// ESC, which ends it.
        case controlString(afterEscape: Bool)
        case paste
    }

    /// Longest parameter string kept; longer sequences are still consumed, then dropped.
    private static let parameterLimit = 32

    private var state = State.ground
    private var parameters: [UInt8] = []
    private var overflowed = false
    private var scalar = UTF8ScalarAccumulator()
    private var paste = BracketedPaste()
    private var text = String.UnicodeScalarView()
    private var keys: [Key] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Whether bytes are held back waiting for the rest of a sequence, character or paste.
    public var hasPendingInput: Bool {
        if case .ground = state { return scalar.isPending }
        return true
    }

    /// Whether a bracketed paste has started and not ended; a pause does not end it.
    public var isInsideBracketedPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// The keys completed by `bytes`, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        for byte in bytes { feed(byte) }
        return takeKeys()
    }

    /// The keys pending input stands for once no more bytes follow: a lone ESC is Escape;
    /// an unfinished sequence, string or character is dropped. A bracketed paste goes on
    /// until its end marker.
    public mutating func flush() -> [Key] {
        if case .paste = state { return takeKeys() }
        if case .escape = state { emit(.escape) }
        state = .ground
        scalar.reset()
        return takeKeys()
    }

    private mutating func takeKeys() -> [Key] {
        emitText()
        defer { keys.removeAll(keepingCapacity: true) }
        return keys
    }

    private mutating func feed(_ byte: UInt8) {
        switch state {
        case .ground: feedGround(byte)
        case .escape: feedEscape(byte)
        case .controlSequence: feedControlSequence(byte)
        case .singleShift:
            state = .ground
            guard (0x40...0x7E).contains(byte) else { return feedGround(byte) }
            if let key = Self.singleShiftKey(byte) { emit(key) }
        case .mouseReport(let remaining):
            state = remaining > 1 ? .mouseReport(remaining: remaining - 1) : .ground
        case .controlString(let afterEscape): feedControlString(byte, afterEscape: afterEscape)
        case .paste:
            guard paste.add(byte) else { return }
            state = .ground
            let text = paste.text
            paste = BracketedPaste()
            if !text.isEmpty { emit(.paste(text)) }
        }
    }

    private mutating func feedGround(_ byte: UInt8) {
        switch scalar.add(byte) {
        case .pending: return
        case .complete(let value):
            if Self.isPrintable(value) { text.append(value) }
            return
        case .invalid: return
        case .notContinuation: break
        }
        switch byte {
        case 0x1B: state = .escape
        case 0x20...0x7E: text.append(Unicode.Scalar(byte))
        case 0x00...0x1F, 0x7F: if let key = Self.controlKey(byte) { emit(key) }
        default: scalar.start(byte)
        }
    }

    private mutating func feedEscape(_ byte: UInt8) {
        switch byte {
        case 0x5B:
            state = .controlSequence
            parameters.removeAll(keepingCapacity: true)
            overflowed = false
        case 0x4F: state = .singleShift
        case 0x1B: emit(.escape)
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: state = .controlString(afterEscape: false)
        // ESC with any other byte is Alt with a key; not supported, so dropped whole.
        default: state = .ground
        }
    }

    private mutating func feedControlSequence(_ byte: UInt8) {
        switch byte {
        case 0x20...0x3F:
            if parameters.count < Self.parameterLimit {
                parameters.append(byte)
            } else {
                overflowed = true
            }
        case 0x40...0x7E:
            state = .ground
            if parameters.isEmpty, byte == 0x4D {
                // An X10 mouse report carries three raw bytes after `ESC [ M`.
                state = .mouseReport(remaining: 3)
            } else if !overflowed, byte == 0x7E, parameters == Self.pasteStart {
                state = .paste
            } else if !overflowed, let key = Self.controlSequenceKey(parameters, final: byte) {
                emit(key)
            }
        default:
            // A control byte cancels the sequence and then counts on its own.
            state = .ground
            feedGround(byte)
        }
    }

    /// The content of a string is dropped; BEL ends it, and so does ESC: with `\` as ST,
    /// or as the start of the next sequence.
    private mutating func feedControlString(_ byte: UInt8, afterEscape: Bool) {
        if afterEscape {
            state = .ground
            if byte != 0x5C {
                state = .escape
                feedEscape(byte)
            }
            return
        }
        switch byte {
        case 0x07: state = .ground
        case 0x1B: state = .controlString(afterEscape: true)
        default: break
        }
    }

    private mutating func emit(_ key: Key) {
        emitText()
        keys.append(key)
    }

    private mutating func emitText() {
        guard !text.isEmpty else { return }
        keys.append(contentsOf: String(text).map(Key.character))
        text.removeAll(keepingCapacity: true)
    }
}
