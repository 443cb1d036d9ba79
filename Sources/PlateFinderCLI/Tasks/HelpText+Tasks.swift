import Foundation
import PlateFinderApp

extension HelpText {
    /// The synopsis of every `tasks` subcommand; long ones continue on a second line.
    var tasksUsage: [String] {
        let add = "platefinder tasks add "
        let edit = "platefinder tasks edit "
        let day = localized("YYYY-MM-DD", "AAAA-MM-DD")
        return [
            "platefinder tasks [--all|--pending|--done] [--json]",
            add + localized("TITLE [--note TEXT] [--due ", "TÍTULO [--note TEXTO] [--due ") + day
                + "]",
            String(repeating: " ", count: add.count)
                + localized("[--plate PLATE] [--json]", "[--plate PLACA] [--json]"),
            "platefinder tasks done|undo ID [--json]",
            edit
                + localized(
                    "ID [--title TITLE] [--note TEXT]", "ID [--title TÍTULO] [--note TEXTO]"),
            String(repeating: " ", count: edit.count) + "[--due \(day)|--no-due] "
                + localized("[--plate PLATE|--no-plate]", "[--plate PLACA|--no-plate]"),
            String(repeating: " ", count: edit.count) + "[--json]",
            "platefinder tasks remove ID",
            localized(
                "platefinder tasks remind PLATE [--json]", "platefinder tasks remind PLACA [--json]"
            ),
            localized(
                "platefinder tasks export --ics [--output FILE]",
                "platefinder tasks export --ics [--output ARCHIVO]"),
        ]
    }

    /// What help says about `tasks`, its page listing `options`.
    func tasksHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "Keep vehicle to-dos, create renewal reminders, export them to a calendar.",
                "Guarda tareas, crea recordatorios de renovación y los exporta a un calendario."),
            toolUsage: ["platefinder tasks [add|done|undo|edit|remove|remind|export] …"],
            summary: localized(
                "keeps vehicle to-dos and their renewal reminders.",
                "guarda tareas y recordatorios de renovación de vehículos."),
            usage: tasksUsage,
            sections: [
                (localized("Commands", "Comandos"), tasksCommandRows),
                (localized("Arguments", "Argumentos"), taskArgumentRows + [plateRow]),
                (localized("Rules", "Reglas"), taskRuleRows),
                (localized("Options", "Opciones"), options),
                (
                    localized("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow, sriEndpointEnvironmentRow] + storeEnvironmentRows + [
                        localeEnvironmentRow, taskTimeZoneRow,
                    ]
                ),
                (localized("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
            ])
    }
}
