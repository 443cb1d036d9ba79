import FuzzSupport
import PlateFinderDomain

/// A vehicle page written from fields the fuzzer chose: the labels shuffled across rows and
/// written in any case, with or without their colon and their accents as entities or as
/// Latin-1 bytes; the values as text, entities and line breaks. It must read as exactly
/// those fields, each by its label.
struct ANTWrittenPage {
    /// A label as the portal writes it, and the field it names.
    private static let labels: [(text: String, field: @Sendable (Car) -> String)] = [
        ("Marca:", \.manufacturer), ("Color:", \.colorName),
        ("Año de Matrícula", \.registrationYear), ("Modelo:", \.model), ("Clase:", \.segment),
        ("Fecha de Matrícula:", \.registrationDate), ("Año:", \.year),
        ("Servicio:", \.service), ("Fecha de Caducidad:", \.expirationDate),
        ("Polarizado:", \.tint), ("Fecha Caducidad:", \.tintExpirationDate),
    ]
    /// Pieces of a value: as the page writes them, and as they must read.
    private static let valuePieces: [(written: [UInt8], read: String)] = [
        (Array("TOYOTA".utf8), "TOYOTA"), (Array("12".utf8), "12"), (Array("-".utf8), "-"),
        (Array(".".utf8), "."), (Array(" ".utf8), " "), (Array("\n\t".utf8), " "),
        (Array("&ntilde;".utf8), "ñ"), ([0xD1], "Ñ"), (Array("&amp;".utf8), "&"),
        (Array("&lt;".utf8), "<"), (Array("&#211;".utf8), "Ó"), (Array("a".utf8), "a"),
    ]
    /// Accented letters of the labels, as a page may write them.
    private static let accents: [Character: [[UInt8]]] = [
        "ñ": [[0xF1], Array("&ntilde;".utf8), Array("&#241;".utf8)],
        "Ñ": [[0xD1], Array("&Ntilde;".utf8), Array("&#209;".utf8)],
        "í": [[0xED], Array("&iacute;".utf8), Array("&#xED;".utf8)],
        "Í": [[0xCD], Array("&Iacute;".utf8), Array("&#xCD;".utf8)],
    ]

    /// The page, in Latin-1.
    private(set) var bytes: [UInt8] = []
    /// What each field must read as.
    private(set) var fields: [(field: @Sendable (Car) -> String, label: String, value: String)] = []

    init(plate: String, _ input: inout FuzzInput) {
        var order = Array(Self.labels.indices)
        for index in order.indices.dropFirst().reversed() {
            order.swapAt(index, input.number(in: 0...index))
        }
        var page = Array("<html><head><title>ANT</title></head><body>\n<table>\n<tr>".utf8)
        page += Array("<td class=\"titulo2\" rowspan=\"4\"><strong>\(plate)</strong></td>".utf8)
        var inRow = 0
        let rowLength = input.number(in: 1...4)
        for index in order {
            if inRow == rowLength {
                page += Array("</tr>\n<tr>".utf8)
                inRow = 0
            }
            let (label, field) = Self.labels[index]
            let (written, read) = Self.value(&input)
            page += Array("<td class=\"titulo\">".utf8) + Self.written(label: label, &input)
            page += Array("</td><td class=\"detalle_formulario\">".utf8) + written
            page += Array("</td>".utf8)
            fields.append((field, label, read))
            inRow += 1
        }
        bytes = page + Array("</tr>\n</table>\n</body></html>\n".utf8)
    }

    /// A value of a few pieces, and what it reads as: trimmed, white space collapsed.
    private static func value(_ input: inout FuzzInput) -> (written: [UInt8], read: String) {
        var written: [UInt8] = []
        var read = ""
        for _ in 0..<input.number(in: 0...6) {
            let piece = input.element(of: valuePieces)
            written += piece.written
            read += piece.read
        }
        return (written, read.split(separator: " ").joined(separator: " "))
    }

    /// `label` in upper, lower or its own case, maybe without its colon, its accents as
    /// Latin-1 bytes or entities.
    private static func written(label: String, _ input: inout FuzzInput) -> [UInt8] {
        var text = Substring(label)
        if text.last == ":", input.bool() { text = text.dropLast() }
        let cased =
            switch input.number(in: 0...2) {
            case 0: text.uppercased()
            case 1: text.lowercased()
            default: String(text)
            }
        var bytes: [UInt8] = []
        for character in cased {
            bytes +=
                accents[character].map { input.element(of: $0) } ?? Array(String(character).utf8)
        }
        return bytes
    }
}
