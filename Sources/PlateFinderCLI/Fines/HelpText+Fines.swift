import Foundation
import PlateFinderApp

extension HelpText {
    /// The synopsis of `platefinder fines`, on two lines to fit 80 columns.
    var finesUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder fines ".count)
        return [
            localized(
                "platefinder fines PLATE [--all] [--json] [--lang en|es]",
                "platefinder fines PLACA [--all] [--json] [--lang en|es]"),
            continuation + "[--endpoint URL] "
                + localized("[--timeout SECONDS]", "[--timeout SEGUNDOS]")
                + " " + localized("[--store PATH]", "[--store RUTA]"),
        ]
    }

    /// What the `fines` page says about `--json` and `--all`.
    func finesOptionText(for help: OptionHelp) -> String {
        switch help {
        case .finesAll:
            localized(
                "Also list the disputed, voided, paid and in-agreement fines.",
                "Lista también las multas en impugnación, anuladas, pagadas y en convenio.")
        case .finesJSON:
            localized(
                "Print {plate, pending, disputed, voided, paid, inAgreement} instead: each "
                    + "status {read, listed, counted, count, total, fines}, or null when not "
                    + "asked; count and total null when the grid's list did not match the "
                    + "page's count; dates YYYY-MM-DD, money as strings with two decimals.",
                "Imprime {plate, pending, disputed, voided, paid, inAgreement}: cada estado "
                    + "{read, listed, counted, count, total, fines}, o null si no se consultó; "
                    + "count y total null si la lista no coincidió con la cuenta de la página; "
                    + "fechas AAAA-MM-DD, valores como cadenas con dos decimales.")
        default: text(for: help)
        }
    }

    /// What help says about `fines`, its page listing `options`.
    func finesHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "List a vehicle's traffic fines at the ANT, with the total pending.",
                "Lista las multas de tránsito de un vehículo en la ANT, con el total pendiente."),
            summary: localized(
                "lists a vehicle's traffic fines and the total still owed.",
                "lista las multas de un vehículo y el total pendiente."),
            usage: finesUsage,
            sections: [
                (localized("Arguments", "Argumentos"), [plateRow]),
                (localized("Options", "Opciones"), options),
                (
                    localized("Saved copy", "Copia guardada"),
                    [
                        row(
                            "",
                            localized(
                                "When the portal cannot be reached, is busy, fails or times "
                                    + "out, the fines saved by the last lookup are printed — "
                                    + "the statuses asked, when it holds them all — labelled "
                                    + "with their date, and the exit code is 0. A status whose "
                                    + "fines do not match the page's count is said so, and "
                                    + "the exit code is 5.",
                                "Si no se puede conectar con el portal, está ocupado, falla o "
                                    + "no responde a tiempo, se muestran las multas guardadas "
                                    + "en la última consulta — los estados pedidos, si los "
                                    + "tiene todos — con su fecha, y el código es 0. Un estado "
                                    + "cuyas multas no coinciden con la cuenta de la página se "
                                    + "indica, y el código es 5."))
                    ]
                ),
                (
                    localized("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow, timeZoneEnvironmentRow]
                ),
                (localized("Exit codes", "Códigos de salida"), exitRows(lookupExitCodes)),
            ])
    }
}
