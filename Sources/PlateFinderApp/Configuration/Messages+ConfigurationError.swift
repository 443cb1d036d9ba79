import Foundation
import PlateFinderDomain

extension Messages {
    /// One sentence that tells a person which option or variable could not be used, and
    /// what to give instead.
    public func sentence(for error: ConfigurationError) -> String {
        switch error {
        case .invalidTimeout(let text):
            invalidValue("--timeout", text)
                + localized(
                    "give a number of seconds above 0 and up to 300.",
                    "indique un número de segundos mayor que 0 y hasta 300.")
        case .invalidEndpoint(let text):
            invalidValue("--endpoint", text) + httpAddress
        case .invalidEnvironmentEndpoint(let text):
            invalidValue(AppConfiguration.endpointVariable, text) + httpAddress
        case .invalidSRIEndpoint(let text):
            invalidValue("--sri-endpoint", text) + httpAddress
        case .invalidEnvironmentSRIEndpoint(let text):
            invalidValue(AppConfiguration.sriEndpointVariable, text) + httpAddress
        case .invalidLanguage(let text):
            invalidValue("--lang", text) + localized("use en or es.", "use en o es.")
        case .invalidStorePath(let text):
            invalidValue("--store", text)
                + localized("give the path of a file.", "indique la ruta de un archivo.")
        case .inMemoryStore(let source):
            inMemoryStore(source: source)
        case .missingStoreLocation:
            localized(
                "No place for the history file: HOME is not set; pass --store PATH or set "
                    + "\(StoreLocation.variable).",
                "No hay dónde guardar el historial: HOME no está definida; use --store RUTA o "
                    + "defina \(StoreLocation.variable).")
        case .relativeStoreFolder(let variable, let path):
            relativeStoreFolder(variable: variable, path: echo(path))
        }
    }

    /// The start of a sentence rejecting `text` as the value of `name`, up to the colon.
    public func invalidValue(_ name: String, _ text: String) -> String {
        localized(
            "Invalid \(name) '\(echo(text))': ",
            "El valor '\(echo(text))' de \(name) no es válido: ")
    }

    /// What a person typed, made safe to print and short enough to read.
    public func echo(_ text: String) -> String {
        let safe = ControlCharacterStripper.strip(text)
        let limit = 60
        return safe.count <= limit ? safe : String(safe.prefix(limit)) + "…"
    }

    private var httpAddress: String {
        localized(
            "give an absolute http or https address.",
            "indique una dirección http o https completa.")
    }

    /// `source` (`--store` or `PLATEFINDER_STORE`) names SQLite's database in memory.
    private func inMemoryStore(source: String) -> String {
        let name = StoreLocation.inMemoryName
        return localized(
            "\(source) is \(name), which SQLite takes for a database in memory that keeps "
                + "nothing; write ./\(name) for a file of that name.",
            "\(source) es \(name), que SQLite toma por una base de datos en memoria que no "
                + "guarda nada; escriba ./\(name) para un archivo con ese nombre.")
    }

    /// The history file would live under `variable`, whose value `path` is relative.
    private func relativeStoreFolder(variable: String, path: String) -> String {
        localized(
            "No place for the history file: \(variable) ('\(path)') is not an absolute path; "
                + "pass --store PATH or set \(StoreLocation.variable).",
            "No hay dónde guardar el historial: \(variable) ('\(path)') no es una ruta "
                + "absoluta; use --store RUTA o defina \(StoreLocation.variable).")
    }
}
