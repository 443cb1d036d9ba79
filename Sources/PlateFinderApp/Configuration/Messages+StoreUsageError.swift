import Foundation
import PlateFinderDomain

extension Messages {
    /// `source` (`--store` or `PLATEFINDER_STORE`) names SQLite's database in memory.
    func inMemoryStore(source: String) -> String {
        let name = StoreLocation.inMemoryName
        return localized(
            "\(source) is \(name), which SQLite takes for a database in memory that keeps "
                + "nothing; write ./\(name) for a file of that name.",
            "\(source) es \(name), que SQLite toma por una base de datos en memoria que no "
                + "guarda nada; escriba ./\(name) para un archivo con ese nombre.")
    }

    /// The history file would live under `variable`, whose value `path` is relative.
    func relativeStoreFolder(variable: String, path: String) -> String {
        localized(
            "No place for the history file: \(variable) ('\(path)') is not an absolute path; "
                + "pass --store PATH or set \(StoreLocation.variable).",
            "No hay dónde guardar el historial: \(variable) ('\(path)') no es una ruta "
                + "absoluta; use --store RUTA o defina \(StoreLocation.variable).")
    }

    /// `--output` names `file` of the store at `store`.
    func outputIsStoreFile(output: String, file: StoreFile, store: String) -> String {
        let output = ControlCharacterStripper.strip(output)
        let store = ControlCharacterStripper.strip(store)
        switch file {
        case .database:
            return localized(
                "The --output file \(output) is the history file \(store); writing there would "
                    + "destroy the history. Choose another --output.",
                "El archivo de --output \(output) es el archivo del historial \(store); "
                    + "escribir ahí destruiría el historial. Elija otra --output.")
        case .writeAheadLog, .sharedMemory, .rollbackJournal:
            let companion = store + file.suffix
            return localized(
                "The --output file \(output) is \(companion), which SQLite keeps beside the "
                    + "history file; writing there would destroy the history. Choose another "
                    + "--output.",
                "El archivo de --output \(output) es \(companion), que SQLite mantiene junto "
                    + "al archivo del historial; escribir ahí destruiría el historial. Elija "
                    + "otra --output.")
        }
    }
}
