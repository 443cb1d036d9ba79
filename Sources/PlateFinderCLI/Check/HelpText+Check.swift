import PlateFinderApp

extension HelpText {
    /// What help says about `check`, its page listing `options`.
    func checkHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "Say whether a vehicle can be bought: clear, blocked or incomplete.",
                "Dice si se puede comprar un vehículo: libre, bloqueado o incompleto."),
            summary: localized(
                "says whether a vehicle can be bought, and what stops it.",
                "dice si se puede comprar un vehículo y qué lo impide."),
            usage: checkUsage,
            sections: [
                (localized("Arguments", "Argumentos"), [plateRow]),
                (localized("Options", "Opciones"), options),
                (localized("Verdicts", "Veredictos"), verdictRows),
                (localized("Environment", "Variables de entorno"), lookupEnvironmentRows),
                (
                    localized("Exit codes", "Códigos de salida"),
                    exitRows(lookupExitCodes + [.blocked, .incomplete])
                ),
            ])
    }

    private var checkUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder check ".count)
        return [
            localized(
                "platefinder check PLATE [--json] [--lang en|es]",
                "platefinder check PLACA [--json] [--lang en|es]"),
            continuation + "[--endpoint URL] [--sri-endpoint URL]",
            continuation + localized("[--timeout SECONDS]", "[--timeout SEGUNDOS]") + " "
                + localized("[--store PATH]", "[--store RUTA]"),
        ]
    }

    private var verdictRows: [CardRow] {
        [
            row(
                "clear",
                localized(
                    "Every source answered and nothing found stops the purchase.",
                    "Todas las fuentes respondieron y nada impide la compra.")),
            row(
                "blocked",
                localized(
                    "A blocker: the sale prohibited, the vehicle blocked, the registration late, "
                        + "fines pending, the registration or tint permit expired.",
                    "Un impedimento: venta prohibida, vehículo bloqueado, matrícula atrasada, "
                        + "multas pendientes, matrícula o permiso de polarizado caducados.")),
            row(
                "incomplete",
                localized(
                    "No blocker, but a source gave no answer. The checks a person must make "
                        + "(Fiscalía, AMT, ATM, inspection) are listed and never change it.",
                    "Ningún impedimento, pero una fuente no respondió. Las consultas que debe "
                        + "hacer una persona (Fiscalía, AMT, ATM, revisión) se listan y nunca "
                        + "lo cambian.")),
        ]
    }
}
