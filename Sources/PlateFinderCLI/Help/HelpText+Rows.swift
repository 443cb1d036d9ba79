import Foundation
import PlateFinderApp

extension HelpText {
    /// Two lines: the whole synopsis does not fit 80 columns.
    var findUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder find ".count)
        return [
            localized(
                "platefinder find PLATE [--json] [--lang en|es]",
                "platefinder find PLACA [--json] [--lang en|es]"),
            continuation + "[--sources ant,sri,fines] [--endpoint URL]",
            continuation + "[--sri-endpoint URL] "
                + localized("[--timeout SECONDS]", "[--timeout SEGUNDOS]") + " "
                + localized("[--store PATH]", "[--store RUTA]"),
        ]
    }

    var validateUsage: String {
        localized(
            "platefinder validate TEXT [--json] [--lang en|es]",
            "platefinder validate TEXTO [--json] [--lang en|es]")
    }

    var commandRows: [CardRow] {
        [
            appRow,
            row(
                "find",
                localized(
                    "Look a vehicle up on the ANT portal and record it in the history.",
                    "Consulta un vehículo en el portal de la ANT y lo guarda en el historial.")),
            finesRow,
            row(
                "validate",
                localized(
                    "Check a plate's format offline.",
                    "Comprueba el formato de una placa sin conexión.")),
            row(
                "history",
                localized(
                    "List, show, remove or clear the plates searched before.",
                    "Lista, muestra, quita o vacía las placas consultadas antes.")),
            row(
                "favorites",
                localized(
                    "List, add, remove or toggle favourite plates (also: favourites).",
                    "Lista, añade, quita o alterna las placas favoritas (también: favourites).")),
            openRow,
            row(
                "tasks",
                localized(
                    "Keep vehicle to-dos, create renewal reminders, export them to a calendar.",
                    "Guarda tareas, crea recordatorios de renovación y los exporta a un "
                        + "calendario.")),
        ] + fleetCommandRows + [
            row(
                "completion",
                localized(
                    "Print a completion script for bash, zsh or fish.",
                    "Imprime un guion de autocompletado para bash, zsh o fish.")),
            row(
                "help",
                localized(
                    "Show this help, or a command's; --man prints the manual page.",
                    "Muestra esta ayuda o la de un comando; --man imprime la página de manual.")),
        ]
    }

    var plateRow: CardRow {
        row(
            localized("PLATE", "PLACA"),
            localized(
                "ABC1234 (car), AB123A (motorcycle) or CD1234 (special); case, spaces and "
                    + "dashes do not matter; an old ABC123 is used as ABC0123.",
                "ABC1234 (auto), AB123A (moto) o CD1234 (especial); mayúsculas, espacios "
                    + "y guiones dan igual; una antigua ABC123 se usa como ABC0123."
            ))
    }

    func row(_ label: String, _ value: String) -> CardRow {
        CardRow(label: label, value: value)
    }
}
