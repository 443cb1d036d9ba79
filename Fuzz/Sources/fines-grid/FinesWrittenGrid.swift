import Foundation
import FuzzSupport
import PlateFinderDomain

/// A fines grid written from fines the fuzzer chose: the page's columns in a shuffled order
/// (names with or without entities), each cell in one of the forms the portal uses for it,
/// the script maybe holding regular-expression literals and divisions around the grid's
/// declaration. Now and then one thing is made wrong — a key named twice, an identity
/// number in the article — and the grid must then be refused for it.
struct FinesWrittenGrid {
    /// What one written fine must read as.
    struct Fine {
        let citation: String
        let agency: String
        let issuedOn: CalendarDate?
        let points: Decimal?
        /// Sanción, Multa, Remisión and Total a Pagar, in cents.
        let amounts: [Int]
    }

    /// The columns the portal's page declares, in its order.
    static let pageColumns = [
        "Acciones", "# Infracción", "Entidad", "# Citación", "Placa", "Documento",
        "Fecha de Emisión", "Fecha Notificación", "Límite de Pago", "Puntos", "Pag.", "Anu.",
        "Imp.", "Sanción", "Multa", "Remisión", "Total a Pagar", "Artículo/Literal", "tam_img",
        "Bq", "Img.", "Det.",
    ]

    private static let entityNames: [Unicode.Scalar: String] = [
        "á": "aacute", "é": "eacute", "í": "iacute", "ó": "oacute",
    ]

    /// Statements a page's script may hold, each with a quote or a slash that a reader
    /// taking a regular expression for something else would trip on.
    private static let statements = [
        "var quotes = /'/g;", #"var quotes = /"/g;"#, #"var slashes = /[/'"]/g;"#,
        #"var escaped = /\/'/;"#, "s = s.replace(/'/g, \"\");", "if (!/'/.test(s)) { s = ''; }",
        "function f(s) { return /'/.test(s); }", "var half = n / 2; var s = '/';",
        "var third = (n) / 3 / 1; var t = '/';", "var r = [/'/, /\"/]; // it's a comment",
        "/* it's */ var u = x ? /'/ : /\"/;", "var v = a[1] / 2, w = '/';",
    ]

    private(set) var script = ""
    private(set) var json = ""
    private(set) var fines: [Fine] = []
    /// Why the grid must be refused; nil when it must be read.
    private(set) var refusal: UnreadableGrid?

    init(_ input: inout FuzzInput) {
        var order = Array(Self.pageColumns.indices)
        for index in order.indices.dropFirst().reversed() {
            order.swapAt(index, input.number(in: 0...index))
        }
        let names = order.map { Self.written(name: Self.pageColumns[$0], &input) }
        let before = (0..<input.number(in: 0...2)).map { _ in input.element(of: Self.statements) }
        let key = input.element(of: ["", "    check: /'}/,\n", "    rx: /[}'\\]]/g,\n"])
        script =
            before.map { $0 + "\n" }.joined()
            + "var mygrid = jQuery(\"#list10\").jqGrid({\n" + key
            + "    url:'clp_json_citaciones.jsp?ps_opcion=P&ps_placa=ABC1234',\n"
            + "    datatype: \"json\",\n"
            + "    colNames:[" + names.joined(separator: ", ") + "],\n"
            + "    rowNum:50\n});\n" + input.element(of: ["", "var after = /'/;"])
        var rows: [String] = []
        for row in 0..<input.number(in: 0...3) {
            let (fine, cells) = Self.fine(row: row, &input)
            fines.append(fine)
            let ordered = order.map { cells[Self.pageColumns[$0]] ?? "\"\"" }
            rows.append("{\"id\": \"\(row)\", \"cell\": [" + ordered.joined(separator: ", ") + "]}")
        }
        let count = fines.count
        json =
            "{\"page\": \(input.element(of: ["1", "\"1\""])), \"total\": 1, "
            + "\"records\": \(input.bool() ? "\(count)" : "\"\(count)\""), "
            + "\"rows\": [" + rows.joined(separator: ", ") + "]}"
        makeWrong(&input)
    }

    /// Now and then makes one thing wrong that the reader must refuse.
    private mutating func makeWrong(_ input: inout FuzzInput) {
        switch input.number(in: 0...5) {
        case 0:
            let (key, spelling) = input.element(of: [
                ("page", "page"), ("records", "records"), ("rows", "\\u0072ows"),
            ])
            json = String(json.dropLast()) + ", \"\(spelling)\": \"1\"}"
            refusal = .duplicateKey(key)
        case 1 where !fines.isEmpty:
            json = json.replacingOccurrences(
                of: "{\"id\": \"0\", ", with: "{\"id\": \"0\", \"id\": \"9\", ")
            refusal = .duplicateKey("id")
        case 2 where !fines.isEmpty:
            let article = "\"ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES\""
            let identity = input.element(of: ["\"1712345678\"", "\"1712345678001\"", "1712345678"])
            json = json.replacingOccurrences(of: article, with: identity)
            refusal = .identityNumber(column: "Artículo/Literal")
        default:
            break
        }
    }

    /// A fine and its cells as JSON values, by column name.
    private static func fine(row: Int, _ input: inout FuzzInput) -> (Fine, [String: String]) {
        let citation = "A01234567\(row)"
        let agency = input.element(of: ["ANT", "CTE", "GAD QUITO"])
        let day = CalendarDate(
            year: input.number(in: 2000...2030), month: input.number(in: 1...12),
            day: input.number(in: 1...28))
        let issuedOn = input.number(in: 0...7) == 0 ? nil : day
        let tenths = input.number(in: 0...300)
        let noPoints = input.number(in: 0...7) == 0
        let amounts = (0..<4).map { _ in input.number(in: -10_000_000...100_000_000) }
        var cells = [
            "Acciones": "\"<input type='button' value='E' />\"",
            "# Infracción": "\"1\"",
            "Entidad": "\"\(agency)\"",
            "# Citación": "\"\(citation)\"",
            "Placa": input.element(of: ["\"ABC1234\"", "\"abc-1234\"", "\" ABC1234 \""]),
            "Documento": "\"1712345678\"",
            "Fecha de Emisión": date(issuedOn, &input),
            "Fecha Notificación": date(day, &input),
            "Límite de Pago": date(day, &input),
            "Puntos": noPoints ? "\"\"" : points(tenths: tenths, &input),
            "Artículo/Literal": "\"ART. 386 NUM. 3 - NO RESPETAR LAS SEÑALES\"",
        ]
        for (name, cents) in zip(["Sanción", "Multa", "Remisión", "Total a Pagar"], amounts) {
            cells[name] = amount(cents, &input)
        }
        let fine = Fine(
            citation: citation, agency: agency, issuedOn: issuedOn,
            points: noPoints ? nil : Decimal(tenths) / 10, amounts: amounts)
        return (fine, cells)
    }

    /// A column name as a string literal, its accented letters as they are or as entities.
    private static func written(name: String, _ input: inout FuzzInput) -> String {
        var text = ""
        for scalar in name.unicodeScalars {
            guard !scalar.isASCII else {
                text.unicodeScalars.append(scalar)
                continue
            }
            let named = Self.entityNames[scalar]
            let forms =
                [
                    String(scalar), "&#\(scalar.value);", "&#x\(String(scalar.value, radix: 16));",
                ] + (named.map { ["&\($0);"] } ?? [])
            text += input.element(of: forms)
        }
        let quote = input.bool() ? "'" : "\""
        return quote + text + quote
    }

    /// An amount in one of the grid's forms: `47.00`, `47,00`, `$ 1,234.56`, `1.234,56`,
    /// `- 14,10`, or a JSON number with two decimals.
    private static func amount(_ cents: Int, _ input: inout FuzzInput) -> String {
        let units = String(cents.magnitude / 100)
        let hundredths = cents.magnitude % 100
        let fraction = (hundredths < 10 ? "0" : "") + String(hundredths)
        let sign = cents < 0 ? "-" : ""
        switch input.number(in: 0...5) {
        case 0: return "\"\(sign)\(units).\(fraction)\""
        case 1: return "\"\(sign)\(units),\(fraction)\""
        case 2: return "\"$ \(sign)\(grouped(units, by: ",")).\(fraction)\""
        case 3: return "\"\(sign)\(grouped(units, by: ".")),\(fraction)\""
        case 4: return "\"\(sign.isEmpty ? "" : "- ")\(units),\(fraction)\""
        default: return "\(sign)\(units).\(fraction)"
        }
    }

    private static func grouped(_ digits: String, by separator: Character) -> String {
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(separator) }
            text.append(digit)
        }
        return text
    }

    /// A day as `dd/MM/yyyy`, `dd-MM-yyyy` or `yyyy-MM-dd`, maybe with a time; no day is
    /// an empty cell.
    private static func date(_ day: CalendarDate?, _ input: inout FuzzInput) -> String {
        guard let day else { return "\"\"" }
        let dd = (day.day < 10 ? "0" : "") + String(day.day)
        let mm = (day.month < 10 ? "0" : "") + String(day.month)
        let text = input.element(of: [
            "\(dd)/\(mm)/\(day.year)", "\(dd)-\(mm)-\(day.year)", "\(day.year)-\(mm)-\(dd)",
        ])
        return "\"" + text + input.element(of: ["", " 10:30", "T10:30:00", " 10:30:00.0"]) + "\""
    }

    /// Points in tenths, as text (`6`, `1.5`, `1,5`) or as a JSON number.
    private static func points(tenths: Int, _ input: inout FuzzInput) -> String {
        let whole = "\(tenths / 10)"
        let written = tenths % 10 == 0 ? whole : "\(whole).\(tenths % 10)"
        switch input.number(in: 0...2) {
        case 0: return "\"\(written)\""
        case 1: return "\"\(written.replacingOccurrences(of: ".", with: ","))\""
        default: return written
        }
    }
}
