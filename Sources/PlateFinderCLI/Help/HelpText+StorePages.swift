import Foundation
import PlateFinderApp

extension HelpText {
    var historyUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder history show ".count)
        return [
            localized(
                "platefinder history [--json] [--lang en|es] [--store PATH]",
                "platefinder history [--json] [--lang en|es] [--store RUTA]"),
            localized(
                "platefinder history show PLATE [--json] [--sources ant,sri,fines]",
                "platefinder history show PLACA [--json] [--sources ant,sri,fines]"),
            continuation + "[--endpoint URL] [--sri-endpoint URL]",
            continuation + localized("[--timeout SECONDS]", "[--timeout SEGUNDOS]"),
            localized("platefinder history remove PLATE", "platefinder history remove PLACA"),
            "platefinder history clear [--yes]",
        ]
    }

    var favoritesUsage: [String] {
        [
            localized(
                "platefinder favorites [--json] [--lang en|es] [--store PATH]",
                "platefinder favorites [--json] [--lang en|es] [--store RUTA]"),
            localized(
                "platefinder favorites add|remove|toggle PLATE",
                "platefinder favorites add|remove|toggle PLACA"),
        ]
    }

    /// What `find` and `history show` do when the portal cannot answer.
    var savedCopyRow: CardRow {
        row(
            "",
            localized(
                "When the portal cannot be reached, fails or times out and the history holds "
                    + "the vehicle, it is printed as usual, standard error says when it was "
                    + "fetched, the exit code is 0 and JSON says \"source\": \"cache\".",
                "Si no se puede conectar con el portal, falla o no responde a tiempo y el "
                    + "historial tiene el vehículo, se muestra como siempre, la salida de error "
                    + "dice cuándo se obtuvo, el código es 0 y el JSON dice \"source\": \"cache\"."
            ))
    }

    /// What the pages of the commands that look a plate up (`find`, `history`) end with:
    /// the saved copy, the environment and the exit codes.
    var lookupSections: [(String, [CardRow])] {
        [
            (localized("Saved copy", "Copia guardada"), [savedCopyRow]),
            (localized("Environment", "Variables de entorno"), lookupEnvironmentRows),
            (localized("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
        ]
    }

    /// What help says about `history`, its page listing `options`.
    func historyHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "List, show, remove or clear the plates searched before.",
                "Lista, muestra, quita o vacía las placas consultadas antes."),
            summary: localized(
                "lists, shows and forgets the plates searched before.",
                "lista, muestra y olvida las placas consultadas antes."),
            usage: historyUsage,
            sections: [
                (localized("Commands", "Comandos"), historyCommandRows),
                (localized("Arguments", "Argumentos"), [plateRow]),
                (localized("Options", "Opciones"), options),
            ] + lookupSections)
    }

    /// What help says about `favorites`, its page listing `options`.
    func favoritesHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "List, add, remove or toggle favourite plates (also: favourites).",
                "Lista, añade, quita o alterna las placas favoritas (también: favourites)."),
            summary: localized(
                "keeps a list of favourite plates.", "guarda una lista de placas favoritas."),
            usage: favoritesUsage,
            sections: [
                (localized("Commands", "Comandos"), favoritesCommandRows),
                (localized("Arguments", "Argumentos"), [plateRow]),
                (localized("Options", "Opciones"), options),
                (
                    localized("Environment", "Variables de entorno"),
                    storeEnvironmentRows + [localeEnvironmentRow]
                ),
                (localized("Exit codes", "Códigos de salida"), exitRows(storeExitCodes)),
            ])
    }
}
