import Foundation

/// The `--help` pages, in the person's language.
public struct HelpText: Sendable {
    private let messages: Messages

    /// Help worded in `language`.
    public init(language: Language) {
        messages = Messages(language: language)
    }

    /// The page for `topic`, ending in a newline.
    public func page(_ topic: HelpTopic) -> String {
        switch topic {
        case .tool:
            render(
                summary: t(
                    "looks Ecuadorian vehicles up by plate on the ANT portal.",
                    "consulta vehículos por su placa en el portal de la ANT."),
                usage: findUsage + [
                    validateUsage, t("platefinder help [COMMAND]", "platefinder help [COMANDO]"),
                    "platefinder --version",
                ],
                sections: [
                    (t("Commands", "Comandos"), commandRows),
                    (t("Options", "Opciones"), findOptionRows + helpOptionRows + [versionRow]),
                    (t("Environment", "Variables de entorno"), environmentRows),
                    (t("Exit codes", "Códigos de salida"), exitRows(ExitCode.allCases)),
                ])
        case .find:
            render(
                summary: t(
                    "looks a vehicle up on the ANT portal and prints its details.",
                    "muestra los datos de un vehículo según el portal de la ANT."),
                usage: findUsage,
                sections: [
                    (t("Arguments", "Argumentos"), [plateRow]),
                    (t("Options", "Opciones"), findOptionRows + helpOptionRows),
                    (t("Environment", "Variables de entorno"), environmentRows),
                    (t("Exit codes", "Códigos de salida"), exitRows(findExitCodes)),
                ])
        case .validate:
            render(
                summary: t(
                    "checks a plate's format without asking the portal.",
                    "comprueba el formato de una placa sin consultar al portal."),
                usage: [validateUsage],
                sections: [
                    (t("Arguments", "Argumentos"), [plateRow]),
                    (t("Options", "Opciones"), Array(findOptionRows.prefix(2)) + helpOptionRows),
                    (t("Environment", "Variables de entorno"), [environmentRows[1]]),
                    (
                        t("Exit codes", "Códigos de salida"),
                        exitRows([.success, .plateIncomplete, .usage])
                    ),
                ])
        }
    }

    private func render(
        summary: String, usage: [String], sections: [(String, [AlignedCard.Row])]
    ) -> String {
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
