import Foundation
import PlateFinderDomain

/// The why of a failure as `failure_detail` stores it from schema version 5 on: a JSON
/// array of strings — the answer's kind, the case's name, then its values — so every
/// language can word it again. Details saved by earlier versions are English text, read
/// back as described.
enum StoredFailureDetail {
    /// The stored text of `why`.
    static func text(_ why: UnreadableAnswer) -> String {
        json(words(why))
    }

    /// The stored text of `what`.
    static func text(_ what: UnexpectedAnswer) -> String {
        json(words(what))
    }

    /// The why `text` stores; nil for text no PlateFinder writes.
    static func unreadable(_ text: String) -> UnreadableAnswer? {
        guard let words = words(text), words.count >= 2 else { return nil }
        let (name, values) = (words[1], Array(words.dropFirst(2)))
        switch words[0] {
        case "page": return page(name, values).map(UnreadableAnswer.page)
        case "grid": return grid(name, values).map(UnreadableAnswer.grid)
        case "dues": return dues(name, values).map(UnreadableAnswer.dues)
        case "described" where values.isEmpty: return .described(name)
        default: return nil
        }
    }

    /// The answer `text` stores; nil for text no PlateFinder writes.
    static func unexpected(_ text: String) -> UnexpectedAnswer? {
        guard let words = words(text), let name = words.first else { return nil }
        return unexpected(name, Array(words.dropFirst()))
    }

    private static func words(_ why: UnreadableAnswer) -> [String] {
        switch why {
        case .page(let page): ["page"] + words(page)
        case .grid(let grid): ["grid"] + words(grid)
        case .dues(let dues): ["dues"] + words(dues)
        case .described(let text): ["described", text]
        }
    }

    private static func words(_ why: UnreadablePage) -> [String] {
        switch why {
        case .tooLong(let characters): ["tooLong", "\(characters)"]
        case .parserFailed: ["parserFailed"]
        case .tableWithoutPlate: ["tableWithoutPlate"]
        case .otherPlate(let plate): ["otherPlate", plate]
        case .missingLabel(let label): ["missingLabel", label]
        case .labelWithoutValue(let label): ["labelWithoutValue", label]
        case .repeatedLabel(let label): ["repeatedLabel", label]
        case .unknownLabel(let text): ["unknownLabel", text]
        case .textBesideNoLabel(let text): ["textBesideNoLabel", text]
        }
    }

    private static func page(_ name: String, _ values: [String]) -> UnreadablePage? {
        switch (name, values.count) {
        case ("tooLong", 1): Int(values[0]).map { .tooLong(characters: $0) }
        case ("parserFailed", 0): .parserFailed
        case ("tableWithoutPlate", 0): .tableWithoutPlate
        case ("otherPlate", 1): .otherPlate(values[0])
        case ("missingLabel", 1): .missingLabel(values[0])
        case ("labelWithoutValue", 1): .labelWithoutValue(values[0])
        case ("repeatedLabel", 1): .repeatedLabel(values[0])
        case ("unknownLabel", 1): .unknownLabel(values[0])
        case ("textBesideNoLabel", 1): .textBesideNoLabel(values[0])
        default: nil
        }
    }

    private static func words(_ why: UnreadableGrid) -> [String] {
        switch why {
        case .undeclared: ["undeclared"]
        case .addressNotURL: ["addressNotURL"]
        case .addressLeavesPortal: ["addressLeavesPortal"]
        case .missingColumn(let name): ["missingColumn", name]
        case .notJSON: ["notJSON"]
        case .pageUnnumbered: ["pageUnnumbered"]
        case .missingCell(let name): ["missingCell", name]
        case .notAnAmount(let column, let text): ["notAnAmount", column, text]
        case .pointsNotANumber(let text): ["pointsNotANumber", text]
        case .fineOfOtherPlate(let plate): ["fineOfOtherPlate", plate]
        case .fineWithoutCitation: ["fineWithoutCitation"]
        case .tooManyPages(let pages, let maximum): ["tooManyPages", "\(pages)", "\(maximum)"]
        case .wrongPage(let sent, let asked): ["wrongPage", "\(sent)", "\(asked)"]
        case .countChanged: ["countChanged"]
        case .countMismatch(let listed, let counted): ["countMismatch", "\(listed)", "\(counted)"]
        case .totalOverflow: ["totalOverflow"]
        case .disagreesWithPage(let mismatch):
            [
                "disagreesWithPage", mismatch.status.rawValue, "\(mismatch.listed)",
                mismatch.counted.map(String.init) ?? "",
            ]
        case .duplicateKey(let key): ["duplicateKey", key]
        case .notADate(let column, let text): ["notADate", column, text]
        case .impossiblePage(let page, let pages, let records):
            ["impossiblePage", "\(page)", "\(pages)", "\(records)"]
        case .identityNumber(let column): ["identityNumber", column]
        }
    }

    private static func grid(_ name: String, _ values: [String]) -> UnreadableGrid? {
        let numbers = values.compactMap { Int($0) }
        let twoNumbers = numbers.count == 2 && values.count == 2
        switch (name, values.count) {
        case ("undeclared", 0): return .undeclared
        case ("addressNotURL", 0): return .addressNotURL
        case ("addressLeavesPortal", 0): return .addressLeavesPortal
        case ("missingColumn", 1): return .missingColumn(values[0])
        case ("notJSON", 0): return .notJSON
        case ("pageUnnumbered", 0): return .pageUnnumbered
        case ("missingCell", 1): return .missingCell(values[0])
        case ("notAnAmount", 2): return .notAnAmount(column: values[0], text: values[1])
        case ("pointsNotANumber", 1): return .pointsNotANumber(values[0])
        case ("fineOfOtherPlate", 1): return .fineOfOtherPlate(values[0])
        case ("fineWithoutCitation", 0): return .fineWithoutCitation
        case ("tooManyPages", 2) where twoNumbers:
            return .tooManyPages(numbers[0], maximum: numbers[1])
        case ("wrongPage", 2) where twoNumbers:
            return .wrongPage(sent: numbers[0], asked: numbers[1])
        case ("countChanged", 0): return .countChanged
        case ("countMismatch", 2) where twoNumbers:
            return .countMismatch(listed: numbers[0], counted: numbers[1])
        case ("totalOverflow", 0): return .totalOverflow
        case ("disagreesWithPage", 3):
            // The page may show no count: an empty last value.
            guard let status = FineStatus(rawValue: values[0]), let listed = Int(values[1]),
                values[2].isEmpty || Int(values[2]) != nil
            else { return nil }
            return .disagreesWithPage(
                FineCountMismatch(status: status, listed: listed, counted: Int(values[2])))
        case ("duplicateKey", 1): return .duplicateKey(values[0])
        case ("notADate", 2): return .notADate(column: values[0], text: values[1])
        case ("impossiblePage", 3) where numbers.count == 3:
            return .impossiblePage(page: numbers[0], pages: numbers[1], records: numbers[2])
        case ("identityNumber", 1): return .identityNumber(column: values[0])
        default: return nil
        }
    }

    private static func words(_ why: UnreadableDues) -> [String] {
        switch why {
        case .notJSON: ["notJSON"]
        case .withoutPlate: ["withoutPlate"]
        case .otherPlate(let plate): ["otherPlate", plate]
        case .unbelievableValue(let key, let problem): ["unbelievableValue", key, problem.rawValue]
        case .totalOverflow: ["totalOverflow"]
        case .duplicateKey(let key): ["duplicateKey", key]
        }
    }

    private static func dues(_ name: String, _ values: [String]) -> UnreadableDues? {
        switch (name, values.count) {
        case ("notJSON", 0): .notJSON
        case ("withoutPlate", 0): .withoutPlate
        case ("otherPlate", 1): .otherPlate(values[0])
        case ("unbelievableValue", 2):
            SRIValueProblem(rawValue: values[1]).map { .unbelievableValue(key: values[0], $0) }
        case ("totalOverflow", 0): .totalOverflow
        case ("duplicateKey", 1): .duplicateKey(values[0])
        default: nil
        }
    }

    private static func words(_ what: UnexpectedAnswer) -> [String] {
        switch what {
        case .status(let status): ["status", "\(status)"]
        case .contentType(let type): ["contentType", type]
        case .bodyTooLarge(let bytes): ["bodyTooLarge", "\(bytes)"]
        case .headersTooLarge(let bytes): ["headersTooLarge", "\(bytes)"]
        case .redirectedElsewhere(let origin): ["redirectedElsewhere", origin]
        case .tooManyRedirects(let limit): ["tooManyRedirects", "\(limit)"]
        case .unusableRedirect: ["unusableRedirect"]
        case .documentCutShort: ["documentCutShort"]
        case .emptyPage: ["emptyPage"]
        case .pageWithoutText: ["pageWithoutText"]
        case .otherPage(let excerpt): ["otherPage", excerpt]
        case .described(let text): ["described", text]
        case .vehicleTableWithoutFines: ["vehicleTableWithoutFines"]
        }
    }

    private static func unexpected(_ name: String, _ values: [String]) -> UnexpectedAnswer? {
        let number = values.count == 1 ? Int(values[0]) : nil
        switch (name, values.count) {
        case ("status", 1): return number.map { .status($0) }
        case ("contentType", 1): return .contentType(values[0])
        case ("bodyTooLarge", 1): return number.map { .bodyTooLarge(bytes: $0) }
        case ("headersTooLarge", 1): return number.map { .headersTooLarge(bytes: $0) }
        case ("redirectedElsewhere", 1): return .redirectedElsewhere(values[0])
        case ("tooManyRedirects", 1): return number.map { .tooManyRedirects($0) }
        case ("unusableRedirect", 0): return .unusableRedirect
        case ("documentCutShort", 0): return .documentCutShort
        case ("emptyPage", 0): return .emptyPage
        case ("pageWithoutText", 0): return .pageWithoutText
        case ("otherPage", 1): return .otherPage(excerpt: values[0])
        case ("described", 1): return .described(values[0])
        case ("vehicleTableWithoutFines", 0): return .vehicleTableWithoutFines
        default: return nil
        }
    }

    private static func json(_ words: [String]) -> String {
        // An array of strings always encodes.
        (try? JSONEncoder().encode(words)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    private static func words(_ text: String) -> [String]? {
        try? JSONDecoder().decode([String].self, from: Data(text.utf8))
    }
}
