import PlateFinderData

/// A second reading of JSON for keys named twice, written as plainly as can be: recursive
/// descent, a number matched whole against JSON's grammar, a string's escapes gathered as
/// UTF-16 and checked once it ends, and each object's keys compared one by one.
struct ReferenceKeyScan {
    typealias Finding = JSONDuplicateKeyScanner.Finding

    /// Why the reading stopped.
    struct Stop: Error {
        let finding: Finding
    }

    private let bytes: [UInt8]
    private var index = 0

    /// What `bytes` hold, as the scan must find it.
    static func scan(_ bytes: [UInt8]) -> Finding {
        guard bytes.count <= JSONDuplicateKeyScanner.maximumBytes else { return .tooLarge }
        guard String(validating: bytes, as: UTF8.self) != nil else { return .malformed }
        var reader = ReferenceKeyScan(bytes: bytes)
        do throws(Stop) {
            try reader.value(depth: 0)
            reader.skipWhitespace()
            return reader.index == bytes.count ? .unique : .malformed
        } catch {
            return error.finding
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func value(depth: Int) throws(Stop) {
        skipWhitespace()
        if next(is: "{") {
            try object(depth: depth + 1)
        } else if next(is: "[") {
            try array(depth: depth + 1)
        } else if next(is: "\"") {
            _ = try string()
        } else if next(is: "t") {
            try word("true")
        } else if next(is: "f") {
            try word("false")
        } else if next(is: "n") {
            try word("null")
        } else {
            try number()
        }
    }

    private mutating func object(depth: Int) throws(Stop) {
        index += 1
        guard depth <= JSONDuplicateKeyScanner.maximumDepth else { throw Stop(finding: .tooDeep) }
        var keys: [String] = []
        skipWhitespace()
        if next(is: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard next(is: "\"") else { throw Stop(finding: .malformed) }
            let key = try string()
            if keys.contains(where: { $0 == key }) { throw Stop(finding: .duplicated(key: key)) }
            keys.append(key)
            skipWhitespace()
            guard next(is: ":") else { throw Stop(finding: .malformed) }
            index += 1
            try value(depth: depth)
            skipWhitespace()
            guard next(is: ",") || next(is: "}") else { throw Stop(finding: .malformed) }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return }
        }
    }

    private mutating func array(depth: Int) throws(Stop) {
        index += 1
        guard depth <= JSONDuplicateKeyScanner.maximumDepth else { throw Stop(finding: .tooDeep) }
        skipWhitespace()
        if next(is: "]") {
            index += 1
            return
        }
        while true {
            try value(depth: depth)
            skipWhitespace()
            guard next(is: ",") || next(is: "]") else { throw Stop(finding: .malformed) }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { return }
        }
    }

    /// A string from its opening quote, its escapes resolved.
    private mutating func string() throws(Stop) -> String {
        index += 1
        var units: [UInt16] = []
        var raw: [UInt8] = []
        func flush() {
            units += String(decoding: raw, as: UTF8.self).utf16
            raw = []
        }
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                guard let text = String(validating: units, as: UTF16.self) else {
                    throw Stop(finding: .malformed)
                }
                return text
            case UInt8(ascii: "\\"):
                flush()
                units.append(try escape())
            case _ where byte < 0x20:
                throw Stop(finding: .malformed)
            default:
                raw.append(byte)
            }
        }
        throw Stop(finding: .malformed)
    }

    private mutating func escape() throws(Stop) -> UInt16 {
        let simple: [UInt8: UInt16] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        guard let byte = peek() else { throw Stop(finding: .malformed) }
        index += 1
        if let unit = simple[byte] { return unit }
        guard byte == UInt8(ascii: "u"), index + 4 <= bytes.count,
            let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({
                $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-")
            })
        else { throw Stop(finding: .malformed) }
        index += 4
        return unit
    }

    private mutating func number() throws(Stop) {
        let numberBytes: Set<UInt8> = Set("+-0123456789.eE".utf8)
        let start = index
        while let byte = peek(), numberBytes.contains(byte) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let grammar = #/-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/#
        guard !text.isEmpty, (try? grammar.wholeMatch(in: text)) != nil else {
            throw Stop(finding: .malformed)
        }
    }

    private mutating func word(_ word: String) throws(Stop) {
        let end = index + word.utf8.count
        guard end <= bytes.count, bytes[index..<end].elementsEqual(word.utf8) else {
            throw Stop(finding: .malformed)
        }
        index = end
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func next(is character: Unicode.Scalar) -> Bool {
        peek().map { UInt32($0) == character.value } ?? false
    }
}
