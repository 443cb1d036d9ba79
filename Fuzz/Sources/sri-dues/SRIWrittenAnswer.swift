import Foundation
import FuzzSupport
import PlateFinderDomain

/// An SRI answer written as JSON from amounts, years and days the fuzzer chose, with what it
/// must map to. Amounts are written the ways the SRI's JSON writes them: with float noise
/// (`26.740000000000002`), as strings, with exponents or trailing zeros. Now and then one
/// thing is made wrong — a key named twice, a year past its bounds, a total below zero — and
/// the answer must then be refused for it.
struct SRIWrittenAnswer {
    /// A debt: its subtotal in cents, its items, and whether they add up to it.
    struct Debt {
        let subtotal: Int
        let items: [Item]
        let partsAgree: Bool
    }

    /// An item: its amount in cents and its details' amounts.
    struct Item {
        let amount: Int
        let details: [Int]
    }

    private static let textAlphabet = Array(
        "AB Zñé\t\n\"\\\u{1B}[\u{202E}\u{200B}\u{200D}\u{85}\u{A0}👨👩%".unicodeScalars)

    /// The answer as the SRI would send it.
    private(set) var json = ""
    private(set) var debts: [Debt] = []
    /// The day the answer is read on: 2026-06-15, so the last paid year may be 1950 … 2027.
    static let today = CalendarDate(instant: Date(timeIntervalSince1970: 1_781_524_800), in: .gmt)

    /// The total in cents that must be read: the stated one, or the subtotals' sum; nil when
    /// the answer says neither.
    private(set) var total: Int? = 0
    /// Why the answer must be refused; nil when it must be read.
    private(set) var refusal: UnreadableDues?
    private(set) var totalsAgree = true
    private(set) var lastPaidYear: Int?
    private(set) var expirationDay: CalendarDate?

    init(_ input: inout FuzzInput) {
        var fields = [
            "\"placa\":" + Self.quoted(input.element(of: ["PCQ5129", "pcq-5129", " PCQ5129 "])),
            "\"marca\":" + Self.quoted(input.text(from: Self.textAlphabet, maximumLength: 12)),
        ]
        var debtTexts: [String] = []
        for _ in 0..<input.number(in: 0...3) {
            let (debt, text) = Self.debt(&input)
            debts.append(debt)
            debtTexts.append(text)
        }
        let subtotals = debts.map(\.subtotal).reduce(0, +)
        switch input.number(in: 0...4) {
        case 0:
            let stated = max(0, subtotals + Self.slip(&input))
            total = stated
            fields.append("\"total\":" + Self.amount(stated, &input))
        case 1:
            total = subtotals
            fields.append("\"total\":null")
        case 2 where debts.isEmpty:
            // Neither a total nor a list of debts: what is owed is not known.
            total = nil
        default:
            total = subtotals
            fields.append("\"total\":" + Self.amount(subtotals, &input))
        }
        if total != nil { fields.append("\"deudas\":[" + debtTexts.joined(separator: ",") + "]") }
        totalsAgree = total.map { $0 == subtotals } ?? true && debts.allSatisfy(\.partsAgree)
        if input.bool() {
            let year = input.number(in: 1990...2027)
            lastPaidYear = year
            fields.append(
                "\"anioUltimoPago\":" + input.element(of: ["\(year)", "\"\(year)\"", "\(year).0"]))
        }
        if input.bool() {
            let days = input.number(in: 0...36_500)
            expirationDay = Self.civilDay(daysSince1970: days)
            // Midnight in Ecuador (UTC−5), in epoch milliseconds.
            let milliseconds = (days * 86_400 + 5 * 3_600) * 1_000
            fields.append(
                "\"fechaCaducidadMatricula\":"
                    + input.element(of: ["\(milliseconds)", "\(milliseconds).0"]))
        }
        json = "{" + fields.joined(separator: ",") + "}"
        makeWrong(&input, debtTexts: debtTexts)
    }

    /// Now and then makes one thing wrong that the mapper must refuse.
    private mutating func makeWrong(_ input: inout FuzzInput, debtTexts: [String]) {
        switch input.number(in: 0...7) {
        case 0:
            let (key, value) = input.element(of: [
                ("placa", "\"ABC1234\""), ("placa", "\"PCQ5129\""), ("marca", "null"),
            ])
            let spelling =
                input.bool()
                ? key
                : "\\u00" + String(key.utf8.first ?? 0, radix: 16)
                    + key.dropFirst()
            json = String(json.dropLast()) + ",\"" + spelling + "\":" + value + "}"
            refusal = .duplicateKey(key)
        case 1 where !debtTexts.isEmpty:
            let debt = "{\"descripcion\":\"PAGO\","
            json = json.replacingOccurrences(of: debt, with: debt + "\"descripcion\":\"OTRO\",")
            refusal = .duplicateKey("descripcion")
        case 2 where lastPaidYear == nil:
            let year = input.element(of: [1900, 1949, 2028, 2200, input.number(in: 2028...9999)])
            json = String(json.dropLast()) + ",\"anioUltimoPago\":\(year)}"
            refusal = .unbelievableValue(key: "anioUltimoPago", .believableYear)
        case 3 where total != nil:
            json = json.replacingOccurrences(of: "\"total\":", with: "\"totalAnterior\":")
            json = String(json.dropLast()) + ",\"total\":-\(input.number(in: 1...100_000))}"
            refusal = .unbelievableValue(key: "total", .negativeAmount)
        default:
            break
        }
    }

    private static func debt(_ input: inout FuzzInput) -> (Debt, String) {
        var items: [Item] = []
        var itemTexts: [String] = []
        var detailsAgree = true
        for _ in 0..<input.number(in: 0...3) {
            let details = (0..<input.number(in: 0...3)).map { _ in
                input.number(in: -50_000...5_000_000)
            }
            let sum = details.reduce(0, +)
            // What is owed is never below zero; a detail may be a discount.
            let amount = max(
                0, (details.isEmpty ? input.number(in: 0...5_000_000) : sum) + slip(&input))
            if !details.isEmpty && amount != sum { detailsAgree = false }
            items.append(Item(amount: amount, details: details))
            let detailTexts = details.map {
                "{\"descripcion\":\"INTERES\",\"anio\":2024,\"valor\":\(Self.amount($0, &input))}"
            }
            let description = quoted(input.text(from: textAlphabet, maximumLength: 8))
            let value = Self.amount(amount, &input)
            var item = "{\"descripcion\":\(description),\"valor\":\(value)"
            item += ",\"periodoFiscal\":\"2024 - 2024\",\"beneficiario\":\"SRI\""
            item += ",\"detallesRubro\":[\(detailTexts.joined(separator: ","))]}"
            itemTexts.append(item)
        }
        let sum = items.map(\.amount).reduce(0, +)
        let subtotal = max(0, sum + slip(&input))
        let text =
            "{\"descripcion\":\"PAGO\",\"subtotal\":\(amount(subtotal, &input)),\"rubros\":["
            + itemTexts.joined(separator: ",") + "]}"
        return (
            Debt(subtotal: subtotal, items: items, partsAgree: detailsAgree && subtotal == sum),
            text
        )
    }

    /// Usually nothing; now and then a few cents that keep the parts from adding up.
    private static func slip(_ input: inout FuzzInput) -> Int {
        guard input.number(in: 0...7) == 0 else { return 0 }
        return input.element(of: [-1, 1]) * input.number(in: 1...500)
    }

    /// `cents` as a JSON value the SRI could send.
    private static func amount(_ cents: Int, _ input: inout FuzzInput) -> String {
        let hundredths = cents.magnitude % 100
        let exact =
            (cents < 0 ? "-" : "") + "\(cents.magnitude / 100)."
            + (hundredths < 10 ? "0" : "") + "\(hundredths)"
        let dollars = Double(cents) / 100
        switch input.number(in: 0...6) {
        case 0: return exact
        case 1: return cents == 0 ? exact : "\(dollars.nextUp)"
        case 2: return cents == 0 ? exact : "\(dollars.nextDown)"
        case 3: return "\"" + exact + "\""
        case 4: return "\(cents)e-2"
        case 5: return exact + "000000"
        default: return "\(dollars)"
        }
    }

    /// `text` as a JSON string.
    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// The calendar day `days` after 1970-01-01 (proleptic Gregorian).
    private static func civilDay(daysSince1970 days: Int) -> CalendarDate? {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return CalendarDate(
            year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }
}
