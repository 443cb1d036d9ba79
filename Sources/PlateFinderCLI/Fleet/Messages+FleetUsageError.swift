import Foundation
import PlateFinderApp

extension Messages {
    /// One sentence that tells a person what was wrong with a fleet command line.
    public func sentence(for error: FleetUsageError) -> String {
        switch error {
        case .invalidDuration(let option, let text):
            localized(
                "Invalid \(option) '\(typedText(text))': give a whole number and a unit, for "
                    + "example 90s, 30m, 24h or 7d, or 0.",
                "El valor '\(typedText(text))' de \(option) no es válido: indique un número "
                    + "entero y una unidad, por ejemplo 90s, 30m, 24h o 7d, o 0.")
        case .invalidNumber(let option, let text, let range):
            localized(
                "Invalid \(option) '\(typedText(text))': give a whole number from "
                    + "\(range.lowerBound) to \(range.upperBound).",
                "El valor '\(typedText(text))' de \(option) no es válido: indique un número "
                    + "entero de \(range.lowerBound) a \(range.upperBound).")
        case .invalidInterval(let text, let maximum):
            localized(
                "Invalid --interval '\(typedText(text))': give seconds from 0 to \(maximum), "
                    + "for example 1 or 0.5.",
                "El valor '\(typedText(text))' de --interval no es válido: indique segundos "
                    + "de 0 a \(maximum), por ejemplo 1 o 0.5.")
        case .invalidFormat(let text):
            localized(
                "Unknown --format '\(typedText(text))': use table, csv or jsonl.",
                "Formato '\(typedText(text))' desconocido en --format: use table, csv o jsonl.")
        case .invalidDelimiter(let text):
            localized(
                "Unknown --delimiter '\(typedText(text))': use , ; or tab.",
                "Separador '\(typedText(text))' desconocido en --delimiter: use , ; o tab.")
        case .missingOlderThan:
            localized(
                "saved prune needs --older-than, for example --older-than 30d.",
                "saved prune necesita --older-than, por ejemplo --older-than 30d.")
        case .outputNeedsICS:
            localized(
                "due writes only its calendar to a file: add --ics to --output.",
                "due solo escribe su calendario en un archivo: añada --ics a --output.")
        case .conflictingOutputs:
            localized(
                "--ics and --json cannot be used together.",
                "--ics y --json no se pueden usar juntas.")
        case .resumeNeedsOutput:
            localized(
                "--resume needs --output FILE: the file a batch wrote, to go on with.",
                "--resume necesita --output ARCHIVO: el archivo que escribió un batch, para "
                    + "continuarlo.")
        case .unreadableInput(let path, let reason):
            localized(
                "Could not read \(typedText(path)): \(reason).",
                "No se pudo leer \(typedText(path)): \(reason).")
        }
    }
}
