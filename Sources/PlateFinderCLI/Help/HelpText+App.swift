import Foundation
import PlateFinderApp

extension HelpText {
    var appUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder ".count)
        return [
            localized(
                "platefinder [--lang en|es] [--store PATH]",
                "platefinder [--lang en|es] [--store RUTA]"),
            continuation + "[--endpoint URL] "
                + localized("[--timeout SECONDS]", "[--timeout SEGUNDOS]"),
        ]
    }

    var openUsage: String {
        localized(
            "platefinder open LINK [--json] [options of the app]",
            "platefinder open ENLACE [--json] [opciones de la aplicación]")
    }

    var linkRows: [CardRow] {
        [
            row(
                "platefinder://search/" + localized("PLATE", "PLACA"),
                localized(
                    "Search the plate; without a terminal, print it as find does (same exit "
                        + "codes).",
                    "Busca la placa; sin terminal, la muestra como find (mismos códigos de "
                        + "salida).")),
            row(
                "platefinder://history",
                localized(
                    "The history; without a terminal, print it as history does.",
                    "El historial; sin terminal, lo muestra como history.")),
            row(
                "platefinder://favorites",
                localized(
                    "The favourites; without a terminal, print them as favorites does.",
                    "Las favoritas; sin terminal, las muestra como favorites.")),
            row(
                "platefinder://tasks",
                localized(
                    "The tasks tab; without a terminal, print the pending tasks as tasks does.",
                    "La pestaña de tareas; sin terminal, muestra las pendientes como tasks.")),
            row(
                "platefinder://tasks/ID",
                localized(
                    "One task (ID: its id or a unique start of it, 4 characters or more); "
                        + "without a terminal, print its line as tasks done does, or exit 2 "
                        + "when no single task has that ID.",
                    "Una tarea (ID: su id o un comienzo único de él, de 4 caracteres o más); "
                        + "sin terminal, muestra su línea como tasks done, o sale con 2 si "
                        + "ninguna tarea única tiene ese ID.")),
        ]
    }

    /// What help says about `open`, its page listing `options`.
    func openHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "Open a platefinder:// link: in the app on a terminal, printed otherwise.",
                "Abre un enlace platefinder://: en la aplicación si hay terminal, impreso si no."),
            toolUsage: [openUsage],
            rowBefore: "tasks",
            summary: localized(
                "opens platefinder:// links and the full-screen app.",
                "abre enlaces platefinder:// y la aplicación interactiva."),
            usage: appUsage + [openUsage],
            sections: [
                (localized("Links", "Enlaces"), linkRows),
                (localized("Options", "Opciones"), options),
                (
                    localized("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow, sriEndpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow, timeZoneEnvironmentRow, noColorEnvironmentRow]
                ),
                (localized("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
            ])
    }

    var noColorEnvironmentRow: CardRow {
        row(
            "NO_COLOR",
            localized(
                "When set and not empty, nothing is shown in colour.",
                "Si está definida y no vacía, nada se muestra en color."))
    }
}
