import FuzzSupport
import PlateFinderDomain

/// A vehicle page written from fields the fuzzer chose: the labels shuffled across rows and
/// written in any case, with or without their colon and their accents as entities or as
/// Latin-1 bytes; the values as text, entities and line breaks; below the table, the fines
/// section as counts, as the grid script, as both or not at all. One label may be renamed,
/// left out or joined by one no vehicle page has.
///
/// With its fines section and every label, it must read as exactly those fields, each by
/// its label, and the counts written; with a label changed it is not understood, naming
/// that label; without its fines section it is not the vehicle page.
struct ANTWrittenPage {
    /// What the mapper must make of the page.
    enum Expected {
        /// The vehicle of the written fields.
        case car
        /// Not understood, for this reason.
        case refused(LookupFailureReason)
    }

    /// A label as the portal writes it, and the field it names.
    private static let labels: [(text: String, field: @Sendable (Car) -> String)] = [
        ("Marca:", \.manufacturer), ("Color:", \.colorName),
        ("Año de Matrícula", \.registrationYear), ("Modelo:", \.model), ("Clase:", \.segment),
        ("Fecha de Matrícula:", \.registrationDate), ("Año:", \.year),
        ("Servicio:", \.service), ("Fecha de Caducidad:", \.expirationDate),
        ("Polarizado:", \.tint), ("Fecha Caducidad:", \.tintExpirationDate),
    ]
    /// Labels no vehicle page has, for a renamed label or one added.
    private static let otherLabels = [
        "Fabricante:", "Marca comercial:", "Colour:", "Cilindraje", "Tipo:", "MARCA Y MODELO:",
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
    /// The five fines labels, in the portal's order.
    private static let finesLabels = [
        "Pendientes", "En Impugnaci&oacute;n", "Anuladas", "Pagadas", "En Convenio",
    ]
    /// The script that declares the fines grid, as the portal's page ends.
    private static let gridScript = Array(
        ("<script>var mygrid = jQuery(\"#list10\").jqGrid({url:'clp_json_citaciones.jsp?"
            + "ps_opcion=P', datatype: \"json\", colNames:['Placa','Total a Pagar']});</script>")
            .utf8)

    /// The page, in Latin-1.
    private(set) var bytes: [UInt8] = []
    /// What each field must read as, when the page reads as a car.
    private(set) var fields: [(field: @Sendable (Car) -> String, label: String, value: String)] = []
    /// The counts the fines section shows, when it shows them.
    private(set) var fines: FinesSummary?
    /// What the mapper must make of the page.
    private(set) var expected = Expected.car

    init(plate: String, _ input: inout FuzzInput) {
        var order = Array(Self.labels.indices)
        for index in order.indices.dropFirst().reversed() {
            order.swapAt(index, input.number(in: 0...index))
        }
        let changed = order[0]
        let change = input.number(in: 0...5)
        var page = Array("<html><head><title>ANT</title></head><body>\n<table>\n<tr>".utf8)
        page += Array("<td class=\"titulo2\" rowspan=\"4\"><strong>\(plate)</strong></td>".utf8)
        var cells: [(label: [UInt8], value: [UInt8])] = []
        for index in order {
            let (label, field) = Self.labels[index]
            let (written, read) = Self.value(&input)
            switch (index == changed, change) {
            case (true, 3):
                let other = input.element(of: Self.otherLabels)
                cells.append((Array(other.utf8), written))
                expected = .refused(.notUnderstood(.page(.unknownLabel(other))))
            case (true, 4):
                expected = .refused(.notUnderstood(.page(.missingLabel(label))))
            case (true, 5):
                let other = input.element(of: Self.otherLabels)
                cells.append((Array(other.utf8), Array("1600".utf8)))
                cells.append((Self.written(label: label, &input), written))
                expected = .refused(.notUnderstood(.page(.unknownLabel(other))))
            default:
                cells.append((Self.written(label: label, &input), written))
            }
            fields.append((field, label, read))
        }
        let rowLength = input.number(in: 1...4)
        for (index, cell) in cells.enumerated() {
            if index > 0, index % rowLength == 0 { page += Array("</tr>\n<tr>".utf8) }
            page += Array("<td class=\"titulo\">".utf8) + cell.label
            page += Array("</td><td class=\"detalle_formulario\">".utf8) + cell.value
            page += Array("</td>".utf8)
        }
        page += Array("</tr>\n</table>\n".utf8)
        page += finesSection(&input)
        bytes = page + Array("</body></html>\n".utf8)
    }

    /// The fines section: the counts, the grid script, both, or nothing; without it the
    /// page is not the vehicle page, whatever its table says.
    private mutating func finesSection(_ input: inout FuzzInput) -> [UInt8] {
        let kind = input.number(in: 0...3)
        var section: [UInt8] = []
        if kind == 0 || kind == 2 {
            let counts = (0..<5).map { _ in input.number(in: 0...999) }
            section += Array("<div><table><tr>".utf8)
            for (label, count) in zip(Self.finesLabels, counts) {
                section += Array(
                    "<td><input type=\"radio\"><font>\(label) (\(count))</font></td>".utf8)
            }
            section += Array("</tr></table></div>\n".utf8)
            fines = FinesSummary(
                pending: counts[0], disputed: counts[1], voided: counts[2], paid: counts[3],
                inAgreement: counts[4])
        }
        if kind == 1 || kind == 2 { section += Self.gridScript }
        if kind == 3 { expected = .refused(.unexpectedAnswer(.vehicleTableWithoutFines)) }
        return section
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
