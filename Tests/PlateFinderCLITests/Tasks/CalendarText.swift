import Foundation

/// An iCalendar text as a calendar app would read it, checked on the way: CRLF after every
/// line, no physical line over 75 octets, folds unfolded (RFC 5545, 3.1).
struct CalendarText {
    /// What makes the text unreadable.
    enum Problem: Error, Equatable {
        /// A CR or LF that is not part of a CRLF, or text after the last CRLF.
        case badLineBreak
        /// A physical line longer than 75 octets.
        case longLine(octets: Int)
        /// A content line without a colon.
        case noValue(String)
    }

    /// One content line, `NAME;PARAMETERS:value`, the value still escaped.
    struct Property: Equatable {
        let name: String
        let parameters: String
        let value: String
    }

    /// Every content line, in order.
    let properties: [Property]

    init(_ text: String) throws(Problem) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes.suffix(2) == [0x0D, 0x0A] else { throw .badLineBreak }
        var physical: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                physical.append(current)
                current = []
                index += 2
            } else if bytes[index] == 0x0D || bytes[index] == 0x0A {
                throw .badLineBreak
            } else {
                current.append(bytes[index])
                index += 1
            }
        }
        if let long = physical.first(where: { $0.count > 75 }) {
            throw .longLine(octets: long.count)
        }
        var logical: [[UInt8]] = []
        for line in physical {
            if line.first == 0x20, !logical.isEmpty {
                logical[logical.count - 1] += line.dropFirst()
            } else {
                logical.append(line)
            }
        }
        properties = try logical.map { bytes throws(Problem) in
            let line = String(decoding: bytes, as: UTF8.self)
            guard let colon = line.firstIndex(of: ":") else { throw .noValue(line) }
            let head = line[..<colon]
            let name = head.prefix { $0 != ";" }
            return Property(
                name: String(name), parameters: String(head.dropFirst(name.count)),
                value: String(line[line.index(after: colon)...]))
        }
    }

    /// The properties of each to-do, in order.
    var todos: [[Property]] {
        var todos: [[Property]] = []
        var current: [Property]?
        for property in properties {
            if property.name == "BEGIN", property.value == "VTODO" {
                current = []
            } else if property.name == "END", property.value == "VTODO" {
                if let todo = current { todos.append(todo) }
                current = nil
            } else {
                current?.append(property)
            }
        }
        return todos
    }
}

extension Array where Element == CalendarText.Property {
    /// The value of the first property named `name`.
    subscript(_ name: String) -> String? {
        first { $0.name == name }?.value
    }
}
