import Foundation
import PlateFinderApp
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
        case .configuration(let error):
            sentence(for: error)
        case .invalidSources(let text):
            invalidValue("--sources", text) + sourcesHint
        case .invalidPlate(let plate, let format):
            invalidPlate(plate, format)
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

    private var missingPlate: String {
        localized(
            "No plate given; write it after the command, for example PBX1234.",
            "Falta la placa; escríbala después del comando, por ejemplo PBX1234.")
    }

    private var sourcesHint: String {
        let names = VehicleSource.allCases.map(\.rawValue).joined(separator: ", ")
        return localized(
            "name one or more of \(names), separated by commas.",
            "indique una o más de \(names), separadas por comas.")
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

    /// `--output` names `file` of the store at `store`.
    private func outputIsStoreFile(output: String, file: StoreFile, store: String) -> String {
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
