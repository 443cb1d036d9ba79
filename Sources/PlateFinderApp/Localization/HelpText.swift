import Foundation

/// The `--help` pages, in the person's language.
public struct HelpText: Sendable {
    private let messages: Messages

    /// Help worded in `language`.
    public init(language: Language) {
        messages = Messages(language: language)
    }

    /// The page for `topic`, ending in a newline; its Options section lists `options`,
    /// which the command line's option table decides.
    public func page(_ topic: HelpTopic, options: [AlignedCard.Row]) -> String {
        switch topic {
        case .tool: toolPage(options: options)
        case .find: findPage(options: options)
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

    private func toolPage(options: [AlignedCard.Row]) -> String {
        render(
            summary: t(
                "looks Ecuadorian vehicles up by plate at the ANT and SRI.",
                "consulta vehículos por su placa en la ANT y el SRI."),
            usage: appUsage + findUsage + [validateUsage] + historyUsage + favoritesUsage
                + [tasksToolUsage, openUsage] + fleetToolUsage + [
                    t("platefinder help [COMMAND]", "platefinder help [COMANDO]"),
                    "platefinder --version",
                ],
            sections: [
                (t("Commands", "Comandos"), commandRows),
                (t("Options", "Opciones"), options),
                (
                    t("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow, timeZoneEnvironmentRow]
                ),
                (t("Exit codes", "Códigos de salida"), exitRows(ExitCode.allCases)),
            ])
    }

    private func findPage(options: [AlignedCard.Row]) -> String {
        render(
            summary: t(
                "looks a vehicle and what it owes up, and records it.",
                "consulta un vehículo y lo que debe, y lo guarda."),
            usage: findUsage,
            sections: [
                (t("Arguments", "Argumentos"), [plateRow]),
                (t("Options", "Opciones"), options),
                (t("Saved copy", "Copia guardada"), [savedCopyRow]),
                (
                    t("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow, sriEndpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow, timeZoneEnvironmentRow]
                ),
                (t("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
            ])
    }

    private func validatePage(options: [AlignedCard.Row]) -> String {
        render(
            summary: t(
                "checks a plate's format without asking the portal.",
                "comprueba el formato de una placa sin consultar al portal."),
            usage: [validateUsage],
            sections: [
                (t("Arguments", "Argumentos"), [plateRow]),
                (t("Options", "Opciones"), options),
                (t("Environment", "Variables de entorno"), [localeEnvironmentRow]),
                (
                    t("Exit codes", "Códigos de salida"),
                    exitRows([.success, .plateIncomplete, .usage, .output])
                ),
            ])
    }

    func render(
        summary: String, usage: [String], sections: [(String, [AlignedCard.Row])]
    )
        -> String
    {
        var text = "platefinder \(PlateFinderVersion.current) — \(summary)\n\n"
        text += t("Usage", "Uso") + ":\n" + usage.map { "  \($0)\n" }.joined()
        for (title, rows) in sections {
            text += "\n\(title):\n" + AlignedCard(rows: rows).render(width: 80, indent: 2)
        }
        return text
    }

    func t(_ english: String, _ spanish: String) -> String {
        messages.localized(english, spanish)
    }
}
