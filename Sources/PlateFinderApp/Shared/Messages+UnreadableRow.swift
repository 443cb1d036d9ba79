import Foundation
import PlateFinderDomain

extension Messages {
    /// The note a list, an export or a lookup writes for a row of the store it cannot read
    /// and leaves out: `The task 1f7ef446-… cannot be read and is left out.`
    public func unreadableRowNote(_ row: UnreadableRow) -> String {
        cannotBeRead(
            row, english: (" and is left out", " and are left out"),
            spanish: ("; se omite", "; se omiten"))
    }

    /// The note a lookup writes for a saved copy that cannot be read, which could not stand
    /// in for a source that failed: `The saved ANT vehicle of PBX1234 cannot be read, so it
    /// could not stand in.`
    public func unreadableStandInNote(_ row: UnreadableRow) -> String {
        cannotBeRead(
            row, english: (", so it could not stand in", ", so they could not stand in"),
            spanish: (
                ", así que no pudo usarse en su lugar", ", así que no pudieron usarse en su lugar"
            ))
    }

    /// What removing `row`, which could not be read, says: `Removed the task 1f7ef446-…,
    /// which could not be read.`
    public func unreadableRowRemoved(_ row: UnreadableRow) -> String {
        let name = UnreadableRowName(row)
        return localized(
            "Removed \(name.english), which could not be read.",
            name.isPlural
                ? "Se eliminaron \(name.spanish), que no se podían leer."
                : "Se eliminó \(name.spanish), que no se podía leer.")
    }

    /// What a part shows whose saved copy cannot be read, where nothing else stands.
    public var savedCopyUnreadable: String {
        localized("saved copy unreadable", "copia guardada ilegible")
    }

    /// `sentence` (a source's failure) followed by the note that its saved copy could not
    /// be read to stand in: `Could not reach the ANT portal; …; saved copy unreadable.`
    public func withSavedCopyUnreadable(_ sentence: String) -> String {
        var sentence = Substring(sentence)
        while let last = sentence.last, last == "." || last.isWhitespace {
            sentence = sentence.dropLast()
        }
        return sentence + "; " + savedCopyUnreadable + "."
    }

    /// What the terminal app shows above a list that left out `rows` it could not read;
    /// nil when it left out none.
    public func unreadableRowsNotice(_ rows: [UnreadableRow]) -> String? {
        guard !rows.isEmpty else { return nil }
        let count = rows.count
        return localized(
            "\(count) \(plural(count, one: "entry", other: "entries")) of the store cannot be "
                + "read and \(plural(count, one: "is", other: "are")) not shown.",
            "No se \(plural(count, one: "puede", other: "pueden")) leer \(count) "
                + "\(plural(count, one: "registro", other: "registros")) del archivo; no se "
                + "\(plural(count, one: "muestra", other: "muestran")).")
    }

    /// The sentence for a command about `row` itself, in the store at `path`, and how to
    /// be rid of it.
    func unreadableRowSentence(_ row: UnreadableRow, path: String) -> String {
        let name = UnreadableRowName(row)
        let remedy = self.remedy(for: row, named: name)
        let english =
            "\(capitalizedFirst(name.english)) in \(path) cannot be read: "
            + "\(name.isPlural ? "they hold" : "it holds") what no PlateFinder writes."
        let spanish =
            "No se \(name.isPlural ? "pueden" : "puede") leer \(name.spanish) en \(path): "
            + "\(name.isPlural ? "contienen" : "contiene") lo que ningún PlateFinder escribe."
        return localized(english, spanish) + (remedy.map { " " + $0 } ?? "")
    }

    /// `<row> cannot be read` ended by what follows, singular or plural as the row is.
    private func cannotBeRead(
        _ row: UnreadableRow, english: (one: String, many: String),
        spanish: (one: String, many: String)
    ) -> String {
        let name = UnreadableRowName(row)
        let (englishEnd, spanishEnd) =
            name.isPlural ? (english.many, spanish.many) : (english.one, spanish.one)
        return localized(
            "\(capitalizedFirst(name.english)) cannot be read\(englishEnd).",
            "No se \(name.isPlural ? "pueden" : "puede") leer \(name.spanish)\(spanishEnd).")
    }

    /// The command that removes or replaces `row`; nil when its key cannot be typed whole.
    private func remedy(for row: UnreadableRow, named name: UnreadableRowName) -> String? {
        guard row.isKeyWhole, let key = row.key.map(ControlCharacterStripper.strip),
            !key.isEmpty, key == row.key
        else { return nil }
        let (it, pronoun) = (name.isPlural ? "them" : "it", name.pronoun)
        switch row.table {
        case .tasks:
            return localized(
                "'platefinder tasks remove \(key)' removes it.",
                "'platefinder tasks remove \(key)' \(pronoun) elimina.")
        case .searchHistory:
            return localized(
                "'platefinder history remove \(key)' removes it.",
                "'platefinder history remove \(key)' \(pronoun) elimina.")
        case .favorites:
            return localized(
                "'platefinder favorites remove \(key)' removes it.",
                "'platefinder favorites remove \(key)' \(pronoun) elimina.")
        case .savedAnswers:
            return localized(
                "'platefinder find \(key)' replaces \(it) with a fresh answer.",
                "'platefinder find \(key)' \(pronoun) reemplaza por una respuesta nueva.")
        }
    }
}
