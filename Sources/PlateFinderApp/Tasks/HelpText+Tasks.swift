import Foundation

extension HelpText {
    /// The synopsis of every `tasks` subcommand; long ones continue on a second line.
    var tasksUsage: [String] {
        let add = "platefinder tasks add "
        let edit = "platefinder tasks edit "
        let day = t("YYYY-MM-DD", "AAAA-MM-DD")
        return [
            "platefinder tasks [--all|--pending|--done] [--json]",
            add + t("TITLE [--note TEXT] [--due ", "TÍTULO [--note TEXTO] [--due ") + day + "]",
            String(repeating: " ", count: add.count)
                + t("[--plate PLATE] [--json]", "[--plate PLACA] [--json]"),
            "platefinder tasks done|undo ID [--json]",
            edit + t("ID [--title TITLE] [--note TEXT]", "ID [--title TÍTULO] [--note TEXTO]"),
            String(repeating: " ", count: edit.count) + "[--due \(day)|--no-due] [--json]",
            "platefinder tasks remove ID",
            t("platefinder tasks remind PLATE [--json]", "platefinder tasks remind PLACA [--json]"),
            t(
                "platefinder tasks export --ics [--output FILE]",
                "platefinder tasks export --ics [--output ARCHIVO]"),
        ]
    }

    /// The one line the tool's page gives `tasks`.
    var tasksToolUsage: String {
        "platefinder tasks [add|done|undo|edit|remove|remind|export] …"
    }

    func tasksPage(options: [AlignedCard.Row]) -> HelpDocument {
        render(
            summary: t(
                "keeps vehicle to-dos and their renewal reminders.",
                "guarda tareas y recordatorios de renovación de vehículos."),
            usage: tasksUsage,
            sections: [
                (t("Commands", "Comandos"), tasksCommandRows),
                (t("Arguments", "Argumentos"), taskArgumentRows + [plateRow]),
                (t("Rules", "Reglas"), taskRuleRows),
                (t("Options", "Opciones"), options),
                (
                    t("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow] + storeEnvironmentRows + [
                        localeEnvironmentRow, taskTimeZoneRow,
                    ]
                ),
                (t("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
            ])
    }
}
