import Foundation

extension HelpText {
    var historyUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder history show ".count)
        return [
            t(
                "platefinder history [--json] [--lang en|es] [--store PATH]",
                "platefinder history [--json] [--lang en|es] [--store RUTA]"),
            t("platefinder history show PLATE [--json]", "platefinder history show PLACA [--json]"),
            continuation + "[--endpoint URL] " + t("[--timeout SECONDS]", "[--timeout SEGUNDOS]"),
            t("platefinder history remove PLATE", "platefinder history remove PLACA"),
            "platefinder history clear [--yes]",
        ]
    }

    var favoritesUsage: [String] {
        [
            t(
                "platefinder favorites [--json] [--lang en|es] [--store PATH]",
                "platefinder favorites [--json] [--lang en|es] [--store RUTA]"),
            t(
                "platefinder favorites add|remove|toggle PLATE",
                "platefinder favorites add|remove|toggle PLACA"),
        ]
    }

    /// What `find` and `history show` do when the portal cannot answer.
    var savedCopyRow: AlignedCard.Row {
        row(
            "",
            t(
                "When the portal cannot be reached, fails or times out and the history holds "
                    + "the vehicle, it is printed as usual, standard error says when it was "
                    + "fetched, the exit code is 0 and JSON says \"source\": \"cache\".",
                "Si no se puede conectar con el portal, falla o no responde a tiempo y el "
                    + "historial tiene el vehículo, se muestra como siempre, la salida de error "
                    + "dice cuándo se obtuvo, el código es 0 y el JSON dice \"source\": \"cache\"."
            ))
    }

    func historyPage(options: [AlignedCard.Row]) -> HelpDocument {
        render(
            summary: t(
                "lists, shows and forgets the plates searched before.",
                "lista, muestra y olvida las placas consultadas antes."),
            usage: historyUsage,
            sections: [
                (t("Commands", "Comandos"), historyCommandRows),
                (t("Arguments", "Argumentos"), [plateRow]),
                (t("Options", "Opciones"), options),
                (t("Saved copy", "Copia guardada"), [savedCopyRow]),
                (
                    t("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow, timeZoneEnvironmentRow]
                ),
                (t("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
            ])
    }

    func favoritesPage(options: [AlignedCard.Row]) -> HelpDocument {
        render(
            summary: t(
                "keeps a list of favourite plates.", "guarda una lista de placas favoritas."),
            usage: favoritesUsage,
            sections: [
                (t("Commands", "Comandos"), favoritesCommandRows),
                (t("Arguments", "Argumentos"), [plateRow]),
                (t("Options", "Opciones"), options),
                (
                    t("Environment", "Variables de entorno"),
                    storeEnvironmentRows + [localeEnvironmentRow]
                ),
                (t("Exit codes", "Códigos de salida"), exitRows(storeExitCodes)),
            ])
    }
}
