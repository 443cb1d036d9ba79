import Foundation
import PlateFinderDomain

extension Messages {
    /// One sentence that tells a person what was wrong with the command line.
    public func sentence(for error: UsageError) -> String {
        switch error {
        case .missingCommand:
            // Without arguments on a terminal the app starts; this is said everywhere else.
            localized(
                "No command given, and the full-screen app needs a terminal",
                "Falta el comando, y la aplicación a pantalla completa necesita una terminal")
                + seeHelp
        case .unknownCommand(let command, let suggestion):
            localized(
                "Unknown command '\(echo(command))'", "Comando desconocido '\(echo(command))'")
                + seeHelp(nil, suggesting: suggestion)
        case .unknownOption(let option, let command, let suggestion):
            localized(
                "Unknown option '\(echo(option))' for this command",
                "Opción desconocida '\(echo(option))' para este comando")
                + seeHelp(command, suggesting: suggestion)
        case .missingValue(let option):
            localized(
                "The option \(echo(option)) needs a value.",
                "La opción \(echo(option)) necesita un valor.")
        case .unexpectedValue(let option):
            localized(
                "The option \(echo(option)) takes no value.",
                "La opción \(echo(option)) no admite un valor.")
        case .unexpectedArgument(let argument):
            localized(
                "Unexpected argument '\(echo(argument))'",
                "Argumento de más: '\(echo(argument))'") + seeHelp
        case .missingPlate:
            missingPlate
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
        case .invalidSources(let text):
            invalidValue("--sources", text) + sourcesHint
        case .invalidLanguage(let text):
            invalidValue("--lang", text) + localized("use en or es.", "use en o es.")
        case .invalidPlate(let plate, let format):
            invalidPlate(plate, format)
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
        case .outputIsStoreFile(let output, let file, let store):
            outputIsStoreFile(output: output, file: file, store: store)
        case .unknownSubcommand(let command, let name, let suggestion):
            localized(
                "Unknown \(command) command '\(echo(name))'",
                "Subcomando de \(command) desconocido '\(echo(name))'")
                + seeHelp(command, suggesting: suggestion)
        case .missingShell:
            localized(
                "No shell given; write bash, zsh or fish after completion.",
                "Falta el intérprete; escriba bash, zsh o fish después de completion.")
        case .confirmationNeedsTerminal:
            localized(
                "Clearing the history needs a confirmation and there is no terminal to ask on; "
                    + "pass --yes to clear it.",
                "Vaciar el historial necesita una confirmación y no hay una terminal donde "
                    + "pedirla; use --yes para vaciarlo.")
        case .tasks(let error):
            sentence(for: error)
        case .fleet(let error):
            sentence(for: error)
        case .missingLink:
            localized(
                "No link given; write it after open, for example platefinder://search/PBX1234.",
                "Falta el enlace; escríbalo después de open, por ejemplo "
                    + "platefinder://search/PBX1234.")
        case .invalidLink(let error):
            sentence(forLink: error)
        }
    }

    private var seeHelp: String {
        seeHelp(nil, suggesting: nil)
    }

    /// The end of a sentence about a word not understood: the word probably meant, when
    /// there is one, and where to read how `command` (nil: the tool) is used.
    private func seeHelp(_ command: String?, suggesting suggestion: String?) -> String {
        let help = ["platefinder", command.map(echo), "--help"].compactMap { $0 }
            .joined(separator: " ")
        guard let suggestion = suggestion.map(echo) else {
            return localized("; run '\(help)' for usage.", "; ejecute '\(help)' para ver el uso.")
        }
        return localized(
            "; did you mean '\(suggestion)'? Run '\(help)' for usage.",
            "; ¿quiso decir '\(suggestion)'? Ejecute '\(help)' para ver el uso.")
    }

    private var httpAddress: String {
        localized(
            "give an absolute http or https address.",
            "indique una dirección http o https completa.")
    }

    private var missingPlate: String {
        localized(
            "No plate given; write it after the command, for example PBX1234.",
            "Falta la placa; escríbala después del comando, por ejemplo PBX1234.")
    }

    /// The start of a sentence rejecting `text` as the value of `name`, up to the colon.
    private var sourcesHint: String {
        let names = VehicleSource.allCases.map(\.rawValue).joined(separator: ", ")
        return localized(
            "name one or more of \(names), separated by commas.",
            "indique una o más de \(names), separadas por comas.")
    }

    private func invalidValue(_ name: String, _ text: String) -> String {
        localized(
            "Invalid \(name) '\(echo(text))': ",
            "El valor '\(echo(text))' de \(name) no es válido: ")
    }

    private func invalidPlate(_ plate: Plate, _ format: PlateFormat) -> String {
        guard !plate.value.isEmpty else { return missingPlate }
        let plate = echo(plate.value)
        let format = formatName(format)
        return localized(
            "'\(plate)' is not a complete plate (\(format)): a plate looks like ABC1234 (car), "
                + "AB123A (motorcycle) or CD1234 (special).",
            "'\(plate)' no es una placa completa (\(format)): una placa tiene la forma ABC1234 "
                + "(auto), AB123A (moto) o CD1234 (especial).")
    }

    /// What a person typed, made safe to print and short enough to read.
    private func echo(_ text: String) -> String {
        let safe = ControlCharacterStripper.strip(text)
        let limit = 60
        return safe.count <= limit ? safe : String(safe.prefix(limit)) + "…"
    }
}
