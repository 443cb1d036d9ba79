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

    /// The page for `topic`; its Options section lists `options`, which the command line's
    /// option table decides.
    public func page(_ topic: HelpTopic, options: [CardRow]) -> HelpDocument {
        switch topic {
        case .tool: toolPage(options: options)
        case .find: findPage(options: options)
        case .fines: finesPage(options: options)
        case .validate: validatePage(options: options)
        case .history: historyPage(options: options)
        case .favorites: favoritesPage(options: options)
        case .tasks: tasksPage(options: options)
        case .open: openPage(options: options)
        case .batch: batchPage(options: options)
        case .saved: savedPage(options: options)
        case .due: duePage(options: options)
        }
    }

    private func toolPage(options: [CardRow]) -> HelpDocument {
        document(
            summary: localized(
                "looks Ecuadorian vehicles up by plate at the ANT and SRI.",
                "consulta vehículos por su placa en la ANT y el SRI."),
            usage: appUsage + findUsage + finesUsage + [validateUsage] + historyUsage
                + favoritesUsage + [tasksToolUsage, openUsage] + fleetToolUsage + [
                    localized("platefinder help [COMMAND]", "platefinder help [COMANDO]"),
                    "platefinder help --man",
                    "platefinder completion bash|zsh|fish",
                    "platefinder --version",
                ],
            sections: [
                (localized("Commands", "Comandos"), commandRows),
                (localized("Options", "Opciones"), options),
                (localized("Environment", "Variables de entorno"), lookupEnvironmentRows),
                (localized("Exit codes", "Códigos de salida"), exitRows(ExitCode.allCases)),
            ])
    }

    private func findPage(options: [CardRow]) -> HelpDocument {
        document(
            summary: localized(
                "looks a vehicle and what it owes up, and records it.",
                "consulta un vehículo y lo que debe, y lo guarda."),
            usage: findUsage,
            sections: [
                (localized("Arguments", "Argumentos"), [plateRow]),
                (localized("Options", "Opciones"), options),
            ] + lookupSections)
    }

    private func validatePage(options: [CardRow]) -> HelpDocument {
        document(
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

    func document(
        summary: String, usage: [String], sections: [(String, [CardRow])]
    ) -> HelpDocument {
        HelpDocument(
            heading: "platefinder \(PlateFinderVersion.current) — \(summary)", summary: summary,
            usageTitle: localized("Usage", "Uso"), usage: usage,
            sections: sections.map { HelpDocument.Section(title: $0.0, rows: $0.1) })
    }
}
