import Foundation

extension HelpText {
    var appUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder ".count)
        return [
            t(
                "platefinder [--lang en|es] [--store PATH]",
                "platefinder [--lang en|es] [--store RUTA]"),
            continuation + "[--endpoint URL] " + t("[--timeout SECONDS]", "[--timeout SEGUNDOS]"),
        ]
    }

    var openUsage: String {
        t(
            "platefinder open LINK [--json] [options of the app]",
            "platefinder open ENLACE [--json] [opciones de la aplicación]")
    }

    var appRow: AlignedCard.Row {
        row(
            t("(none)", "(ninguno)"),
            t(
                "On a terminal, start the full-screen app (press ? in it for the keys).",
                "En una terminal, abre la aplicación a pantalla completa (pulse ? para ver las "
                    + "teclas)."))
    }

    var openRow: AlignedCard.Row {
        row(
            "open",
            t(
                "Open a platefinder:// link: in the app on a terminal, printed otherwise.",
                "Abre un enlace platefinder://: en la aplicación si hay terminal, impreso si no."))
    }

    var linkRows: [AlignedCard.Row] {
        [
            row(
                "platefinder://search/" + t("PLATE", "PLACA"),
                t(
                    "Search the plate; without a terminal, print it as find does (same exit "
                        + "codes).",
                    "Busca la placa; sin terminal, la muestra como find (mismos códigos de "
                        + "salida).")),
            row(
                "platefinder://history",
                t(
                    "The history; without a terminal, print it as history does.",
                    "El historial; sin terminal, lo muestra como history.")),
            row(
                "platefinder://favorites",
                t(
                    "The favourites; without a terminal, print them as favorites does.",
                    "Las favoritas; sin terminal, las muestra como favorites.")),
            row(
                "platefinder://tasks",
                t(
                    "The tasks tab; without a terminal, print the pending tasks as tasks does.",
                    "La pestaña de tareas; sin terminal, muestra las pendientes como tasks.")),
            row(
                "platefinder://tasks/ID",
                t(
                    "One task (ID: its id or a unique start of it, 4 characters or more); "
                        + "without a terminal, print its line as tasks done does, or exit 2 "
                        + "when no single task has that ID.",
                    "Una tarea (ID: su id o un comienzo único de él, de 4 caracteres o más); "
                        + "sin terminal, muestra su línea como tasks done, o sale con 2 si "
                        + "ninguna tarea única tiene ese ID.")),
        ]
    }

    func openPage(options: [AlignedCard.Row]) -> HelpDocument {
        render(
            summary: t(
                "opens platefinder:// links and the full-screen app.",
                "abre enlaces platefinder:// y la aplicación interactiva."),
            usage: appUsage + [openUsage],
            sections: [
                (t("Links", "Enlaces"), linkRows),
                (t("Options", "Opciones"), options),
                (
                    t("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow, timeZoneEnvironmentRow, noColorEnvironmentRow]
                ),
                (t("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
            ])
    }

    var noColorEnvironmentRow: AlignedCard.Row {
        row(
            "NO_COLOR",
            t(
                "When set, the full-screen app draws without colours.",
                "Si está definida, la aplicación a pantalla completa no usa colores."))
    }
}
