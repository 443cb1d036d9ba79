import Foundation
import PlateFinderApp

/// The `--help` pages, in the person's language.
public struct HelpText: Bilingual, Sendable {
    /// The language of every page.
    public let language: Language

    /// Help worded in `language`.
    public init(language: Language) {
        self.language = language
    }

    /// The title of a page's list of subcommands.
    var commandsTitle: String { localized("Commands", "Comandos") }
    /// The title of a page's list of what follows the command.
    var argumentsTitle: String { localized("Arguments", "Argumentos") }
    /// The title of a page's list of options.
    var optionsTitle: String { localized("Options", "Opciones") }
    /// The title of what a subcommand's page says it does.
    var descriptionTitle: String { localized("Description", "Descripción") }

    /// The tool's page: every command's `usage` lines and `commands` rows, and the global
    /// `options`.
    func toolPage(usage: [String], commands: [CardRow], options: [CardRow]) -> HelpDocument {
        document(
            summary: localized(
                "looks up Ecuadorian vehicles by plate at the ANT and SRI.",
                "consulta vehículos de Ecuador por placa en la ANT y el SRI."),
            usage: usage + ["platefinder --version"],
            sections: [
                (localized("Commands", "Comandos"), commands),
                (localized("Global options", "Opciones globales"), options),
                (localized("Environment", "Variables de entorno"), allEnvironmentRows),
                (localized("Exit codes", "Códigos de salida"), exitRows(ExitCode.allCases)),
            ])
    }

    /// What help says about `find`, its page listing `options`.
    func findHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "Look up a vehicle, what it owes and its fines; record it in the history.",
                "Consulta un vehículo, lo que debe y sus multas, y lo guarda en el historial."),
            summary: localized(
                "looks up a vehicle and what it owes, and records it.",
                "consulta un vehículo y lo que debe, y lo registra."),
            usage: findUsage,
            sections: [
                (localized("Arguments", "Argumentos"), [plateRow]),
                (localized("Options", "Opciones"), options),
            ] + lookupSections)
    }

    /// What help says about `validate`, its page listing `options`.
    func validateHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "Check a plate's format offline.",
                "Comprueba el formato de una placa sin conexión."),
            summary: localized(
                "checks a plate's format without asking the portal.",
                "comprueba el formato de una placa sin consultar al portal."),
            usage: [validateUsage],
            sections: [
                (localized("Arguments", "Argumentos"), [plateRow]),
                (localized("Options", "Opciones"), options),
                (localized("Environment", "Variables de entorno"), [localeEnvironmentRow]),
                (
                    localized("Exit codes", "Códigos de salida"),
                    exitRows([.success, .plateIncomplete, .usage, .output])
                ),
            ])
    }

    /// What help says about a command: what it `does`, on the tool page's row; its
    /// `toolUsage` (its page's `usage` unless given) in the tool page's usage, placed before
    /// the row of the command `rowBefore` names when given; and its page.
    func command(
        does: String, toolUsage: [String]? = nil, rowBefore: String? = nil, summary: String,
        usage: [String], sections: [(String, [CardRow])]
    ) -> CommandHelp {
        CommandHelp(
            does: does, usage: toolUsage ?? usage,
            page: document(summary: summary, usage: usage, sections: sections),
            rowBefore: rowBefore)
    }

    func document(
        summary: String, usage: [String], sections: [(String, [CardRow])]
    ) -> HelpDocument {
        HelpDocument(
            heading: "platefinder \(PlateFinderVersion.current) — \(summary)", summary: summary,
            usageTitle: localized("Usage", "Uso"), usage: usage,
            sections: sections.map { HelpDocument.Section(title: $0.0, rows: $0.1) })
    }
}
