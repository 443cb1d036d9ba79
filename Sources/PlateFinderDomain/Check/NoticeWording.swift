import Foundation

/// How the SRI's words are read: without case, accents or extra spacing, against the stems
/// that name what stops a sale.
enum NoticeWording {
    /// The statuses that say nothing stands in the way.
    static let knownGoodStatuses: Set<String> = ["asignado", "al dia", "activo"]

    /// The stems that name a blocking.
    static let blockingStems = ["bloque"]

    /// The stems that name a prohibition, seizure, retention, theft or lien.
    static let prohibitionStems = [
        "prohibi", "enajenar", "embarg", "reten", "incauta", "robo", "robado", "gravamen",
        "prenda", "reserva de dominio",
    ]

    /// `text` lowercased, without accents, its white space runs one space, trimmed.
    static func normalized(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased()
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// Whether `text` names a blocking.
    static func namesBlocking(_ text: String) -> Bool {
        contains(blockingStems, in: text)
    }

    /// Whether `text` names a prohibition, seizure, retention, theft or lien.
    static func namesProhibition(_ text: String) -> Bool {
        contains(prohibitionStems, in: text)
    }

    /// A stem matches at the start of a word, so `robado` does not match `aprobado`;
    /// punctuation separates words.
    private static func contains(_ stems: [String], in text: String) -> Bool {
        let letters = normalized(text).map { $0.isLetter || $0.isNumber ? $0 : " " }
        let words = " " + normalized(String(letters))
        return stems.contains { words.contains(" " + $0) }
    }
}
