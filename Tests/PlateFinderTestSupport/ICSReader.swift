/// A test's reading of an iCalendar text, independent of the writer: the physical lines
/// as bytes, then the content lines unfolded (RFC 5545, 3.1) and split into properties.
public struct ICSReader {
    /// What makes a text unreadable as iCalendar.
    public enum Problem: Error, Equatable {
        /// A CR without its LF, or an LF without its CR.
        case bareLineBreak(line: Int)
        /// The last line has no CRLF.
        case unterminatedLastLine
        /// A physical line on its own is not valid UTF-8: a fold split a character.
        case splitCharacter(line: Int)
        /// A content line has no colon.
        case noValue(line: Int)
    }

    /// One content line: `NAME;PARAM=VALUE:value`, with the value still escaped.
    public struct Property: Equatable, Sendable {
        /// The property's name, e.g. `DUE`.
        public let name: String
        /// Its parameters, e.g. `["VALUE=DATE"]`.
        public let parameters: [String]
        /// Its value, still escaped.
        public let value: String

        /// A property as a content line would hold it.
        public init(name: String, parameters: [String] = [], value: String) {
            self.name = name
            self.parameters = parameters
            self.value = value
        }

        /// The value read as TEXT, escapes undone.
        public var text: String { ICSReader.unescape(value) }
    }

    /// The physical lines, as bytes without their CRLF.
    public let physicalLines: [[UInt8]]
    /// Every content line, in order.
    public let properties: [Property]

    /// Reads `text`; throws at the first line no calendar app would accept.
    public init(_ text: String) throws(Problem) {
        physicalLines = try Self.split(Array(text.utf8))
        for (index, line) in physicalLines.enumerated()
        where String(validating: line, as: UTF8.self) == nil {
            throw .splitCharacter(line: index)
        }
        var logical: [[UInt8]] = []
        for line in physicalLines {
            if let first = line.first, first == 0x20 || first == 0x09, !logical.isEmpty {
                logical[logical.count - 1] += line.dropFirst()
            } else {
                logical.append(line)
            }
        }
        properties = try logical.enumerated().map { index, bytes throws(Problem) in
            try Self.property(String(decoding: bytes, as: UTF8.self), line: index)
        }
    }

    /// The properties of each VTODO, in order, without those of the components inside it.
    public var todos: [[Property]] {
        components.filter { $0.name == "VTODO" }.map(\.properties)
    }

    /// The VALARMs of each VTODO, in order.
    public var todoAlarms: [[ICSComponent]] {
        components.filter { $0.name == "VTODO" }.map { $0.children.filter { $0.name == "VALARM" } }
    }

    /// The components inside the VCALENDAR, in order; empty when BEGIN and END do not pair.
    public var components: [ICSComponent] {
        guard let calendar = tree, calendar.name == "VCALENDAR" else { return [] }
        return calendar.children
    }

    /// The outermost component, with everything nested in it; nil unless every BEGIN has
    /// its END, of the same name, in order, and nothing stands outside it.
    public var tree: ICSComponent? {
        var stack: [ICSComponent] = []
        var finished: [ICSComponent] = []
        for property in properties {
            switch property.name {
            case "BEGIN": stack.append(ICSComponent(name: property.value))
            case "END":
                guard let last = stack.popLast(), last.name == property.value else { return nil }
                if stack.isEmpty {
                    finished.append(last)
                } else {
                    stack[stack.count - 1].children.append(last)
                }
            default:
                guard !stack.isEmpty else { return nil }
                stack[stack.count - 1].properties.append(property)
            }
        }
        guard stack.isEmpty, finished.count == 1 else { return nil }
        return finished.first
    }

    /// `value` with the TEXT escapes `\\`, `\;`, `\,` and `\n` (or `\N`) undone.
    ///
    /// Read by scalars: a combining mark after a backslash must not hide the escape.
    public static func unescape(_ value: String) -> String {
        var output = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                output.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func split(_ bytes: [UInt8]) throws(Problem) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0D:
                guard index + 1 < bytes.count, bytes[index + 1] == 0x0A else {
                    throw .bareLineBreak(line: lines.count)
                }
                lines.append(current)
                current = []
                index += 2
            case 0x0A:
                throw .bareLineBreak(line: lines.count)
            default:
                current.append(bytes[index])
                index += 1
            }
        }
        guard current.isEmpty else { throw .unterminatedLastLine }
        return lines
    }

    private static func property(_ line: String, line index: Int) throws(Problem) -> Property {
        let scalars = line.unicodeScalars
        guard let colon = scalars.firstIndex(of: ":") else { throw .noValue(line: index) }
        let head = String(scalars[..<colon]).split(separator: ";", omittingEmptySubsequences: false)
        return Property(
            name: String(head.first ?? ""), parameters: head.dropFirst().map(String.init),
            value: String(scalars[scalars.index(after: colon)...]))
    }
}

extension Array where Element == ICSReader.Property {
    /// The first property named `name`.
    public subscript(_ name: String) -> ICSReader.Property? {
        first { $0.name == name }
    }
}

/// One component of an iCalendar text as `ICSReader` reads it: its own properties, and the
/// components nested in it.
public struct ICSComponent: Equatable, Sendable {
    /// The name BEGIN and END give, e.g. `VTODO`.
    public let name: String
    /// Its own properties, in order.
    public var properties: [ICSReader.Property] = []
    /// The components inside it, in order.
    public var children: [ICSComponent] = []
}
