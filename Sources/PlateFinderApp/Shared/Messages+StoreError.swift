import Foundation
import PlateFinderDomain

extension Messages {
    /// One sentence that tells a person why the history and favourites file at `path`
    /// could not be used, and what to do about it.
    public func sentence(for error: StoreError, path: String) -> String {
        let path = ControlCharacterStripper.strip(path)
        switch error {
        case .cannotOpen(let reason):
            let reason = clause(reason)
            return localized(
                "Could not open the history file \(path) (\(reason)); use --store to choose "
                    + "another file.",
                "No se pudo abrir el archivo del historial \(path) (\(reason)); use --store "
                    + "para elegir otro archivo.")
        case .cannotCreateFolder(let folder, let reason):
            let folder = ControlCharacterStripper.strip(folder)
            let reason = clause(reason)
            return localized(
                "Could not create the folder \(folder) for the history file \(path) "
                    + "(\(reason)); use --store to choose another file.",
                "No se pudo crear la carpeta \(folder) para el archivo del historial \(path) "
                    + "(\(reason)); use --store para elegir otro archivo.")
        case .notAPlateFinderDatabase:
            return localized(
                "\(path) is not a PlateFinder database; it was left untouched. Use --store to "
                    + "choose another file.",
                "\(path) no es una base de datos de PlateFinder; no se ha modificado. Use "
                    + "--store para elegir otro archivo.")
        case .newerSchema(let found, let supported):
            return localized(
                "\(path) was written by a newer PlateFinder (schema \(found), this one reads up "
                    + "to \(supported)); it was left untouched. Update PlateFinder or use "
                    + "--store to choose another file.",
                "\(path) fue escrito por un PlateFinder más reciente (esquema \(found), este lee "
                    + "hasta el \(supported)); no se ha modificado. Actualice PlateFinder o use "
                    + "--store para elegir otro archivo.")
        case .readOnly:
            return localized(
                "\(path) cannot be written (the file, its folder or the disk is read-only); use "
                    + "--store to choose a writable place.",
                "No se puede escribir en \(path) (el archivo, su carpeta o el disco son de solo "
                    + "lectura); use --store para elegir un lugar con permiso de escritura.")
        case .busy:
            return localized(
                "Another PlateFinder kept \(path) busy for too long; try again.",
                "Otro PlateFinder mantuvo ocupado \(path) demasiado tiempo; inténtelo de nuevo.")
        case .failure(let detail):
            let detail = clause(detail)
            return localized(
                "Reading or writing \(path) failed: \(detail).",
                "Falló la lectura o escritura de \(path): \(detail).")
        case .unreadableRow(let row):
            return unreadableRowSentence(row, path: path)
        }
    }

    /// The note that a fresh answer was shown but not recorded, because the history file
    /// at `path` can only be read.
    public func answerNotSaved(path: String) -> String {
        let path = ControlCharacterStripper.strip(path)
        return localized(
            "This answer was not saved in the history: \(path) can only be read.",
            "Esta respuesta no se guardó en el historial: \(path) es de solo lectura.")
    }

    /// A system's or SQLite's reason, made safe to print and fit inside a sentence, in the
    /// person's language when it is one of the common file-system reasons.
    public func clause(_ text: String) -> String {
        var text = Substring(ControlCharacterStripper.strip(text))
        while let last = text.last, last == "." || last.isWhitespace { text = text.dropLast() }
        guard !text.isEmpty else { return localized("no reason given", "sin motivo indicado") }
        return SystemErrorText.reason(String(text), in: language)
    }
}
