import Foundation

extension HelpText {
    /// Two lines: the whole synopsis does not fit 80 columns.
    var findUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder find ".count)
        return [
            t(
                "platefinder find PLATE [--json] [--lang en|es]",
                "platefinder find PLACA [--json] [--lang en|es]"),
            continuation + t("[--sources ant,sri]", "[--sources ant,sri]") + " [--endpoint URL] "
                + "[--sri-endpoint URL]",
            continuation + t("[--timeout SECONDS]", "[--timeout SEGUNDOS]") + " "
                + t("[--store PATH]", "[--store RUTA]"),
        ]
    }

    var validateUsage: String {
        t(
            "platefinder validate TEXT [--json] [--lang en|es]",
            "platefinder validate TEXTO [--json] [--lang en|es]")
    }

    var commandRows: [AlignedCard.Row] {
        [
            appRow,
            row(
                "find",
                t(
                    "Look a vehicle up on the ANT portal and record it in the history.",
                    "Consulta un vehículo en el portal de la ANT y lo guarda en el historial.")),
            row(
                "validate",
                t(
                    "Check a plate's format offline.",
                    "Comprueba el formato de una placa sin conexión.")),
            row(
                "history",
                t(
                    "List, show, remove or clear the plates searched before.",
                    "Lista, muestra, quita o vacía las placas consultadas antes.")),
            row(
                "favorites",
                t(
                    "List, add, remove or toggle favourite plates.",
                    "Lista, añade, quita o alterna las placas favoritas.")),
            openRow,
            row(
                "tasks",
                t(
                    "Keep vehicle to-dos, create renewal reminders, export them to a calendar.",
                    "Guarda tareas, crea recordatorios de renovación y los exporta a un "
                        + "calendario.")),
        ] + fleetCommandRows + [
            row(
                "help",
                t("Show this help, or a command's.", "Muestra esta ayuda o la de un comando."))
        ]
    }

    var plateRow: AlignedCard.Row {
        row(
            t("PLATE", "PLACA"),
            t(
                "ABC1234 (car), AB123A (motorcycle) or CD1234 (special); case, spaces and "
                    + "dashes do not matter; an old ABC123 is used as ABC0123.",
                "ABC1234 (auto), AB123A (moto) o CD1234 (especial); mayúsculas, espacios "
                    + "y guiones dan igual; una antigua ABC123 se usa como ABC0123."
            ))
    }

    func row(_ label: String, _ value: String) -> AlignedCard.Row {
        AlignedCard.Row(label: label, value: value)
    }
}
