import Foundation

extension HelpText {
    /// Two lines: the whole synopsis does not fit 80 columns.
    var findUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder find ".count)
        return [
            t(
                "platefinder find PLATE [--json] [--lang en|es]",
                "platefinder find PLACA [--json] [--lang en|es]"),
            continuation + "[--endpoint URL] " + t("[--timeout SECONDS]", "[--timeout SEGUNDOS]")
                + " " + t("[--store PATH]", "[--store RUTA]"),
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
            row(
                "help",
                t("Show this help, or a command's.", "Muestra esta ayuda o la de un comando.")),
        ]
    }

    var plateRow: AlignedCard.Row {
        row(
            t("PLATE", "PLACA"),
            t(
                "ABC1234 (car), AB123A (motorcycle) or CD1234 (special); case, one space "
                    + "or one dash do not matter.",
                "ABC1234 (auto), AB123A (moto) o CD1234 (especial); mayúsculas, un "
                    + "espacio o un guion dan igual."
            ))
    }

    var jsonRow: AlignedCard.Row {
        row(
            "--json",
            t(
                "Print JSON (sorted keys) instead of text.",
                "Imprime JSON (claves ordenadas) en lugar de texto."))
    }

    var languageRow: AlignedCard.Row {
        row(
            "--lang en|es",
            t(
                "Language of the output; default from LC_ALL, LC_MESSAGES, LANG.",
                "Idioma de la salida; por omisión según LC_ALL, LC_MESSAGES, LANG."))
    }

    /// `--endpoint` and `--timeout`.
    var portalOptionRows: [AlignedCard.Row] {
        [
            row(
                "--endpoint URL",
                t(
                    "Portal address; default https://consultaweb.ant.gob.ec.",
                    "Dirección del portal; por omisión https://consultaweb.ant.gob.ec.")),
            row(
                t("--timeout SECONDS", "--timeout SEGUNDOS"),
                t(
                    "Seconds to wait for the portal, above 0 and up to 300; default 20.",
                    "Segundos de espera al portal, más de 0 y hasta 300; por omisión 20.")),
        ]
    }

    var storeRow: AlignedCard.Row {
        row(
            t("--store PATH", "--store RUTA"),
            t(
                "History and favourites file; default under XDG_DATA_HOME or HOME (see "
                    + "Environment).",
                "Archivo del historial y favoritas; por omisión bajo XDG_DATA_HOME o HOME "
                    + "(vea Variables de entorno)."))
    }

    var yesRow: AlignedCard.Row {
        row(
            "--yes",
            t(
                "history clear: clear without asking (needed without a terminal).",
                "history clear: vacía sin preguntar (necesario sin terminal)."))
    }

    var helpRow: AlignedCard.Row {
        row("-h, --help", t("Show this help.", "Muestra esta ayuda."))
    }

    var versionRow: AlignedCard.Row {
        row("--version", t("Print the version.", "Muestra la versión."))
    }

    func row(_ label: String, _ value: String) -> AlignedCard.Row {
        AlignedCard.Row(label: label, value: value)
    }
}
