import CLibXML2

/// Resolves HTML character references (`&oacute;`, `&#243;`, `&#xF3;`) in text that no
/// HTML parser saw, such as strings inside a page's scripts.
///
/// Named entities come from libxml2's HTML 4 table; a reference that names nothing, or a
/// number that is no character, is kept as written.
enum HTMLEntityDecoder {
    /// References longer than this are not references.
    private static let longestReference = 32

    /// `text` with its character references resolved.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard
                let semicolon = rest[afterAmpersand...].prefix(longestReference)
                    .firstIndex(of: ";"),
                let scalar = resolve(rest[afterAmpersand..<semicolon])
            else {
                output += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            output.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }

    private static func resolve(_ reference: Substring) -> Unicode.Scalar? {
        if reference.hasPrefix("#x") || reference.hasPrefix("#X") {
            return UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        }
        if reference.hasPrefix("#") {
            return UInt32(reference.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        }
        guard !reference.isEmpty,
            reference.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        let entity = String(reference).withCString { name in
            name.withMemoryRebound(to: xmlChar.self, capacity: reference.utf8.count + 1) {
                htmlEntityLookup($0)
            }
        }
        return entity.flatMap { Unicode.Scalar($0.pointee.value) }
    }
}
