import Foundation

extension HelpText {
    /// Two lines: the whole synopsis does not fit 80 columns.
    var findUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder find ".count)
        return [
            t(
                "platefinder find PLATE [--json] [--lang en|es]",
                "platefinder find PLACA [--json] [--lang en|es]"),
            continuation + "[--endpoint URL] " + t("[--timeout SECONDS]", "[--timeout SEGUNDOS]"),
        ]
    }

    var validateUsage: String {
        t(
            "platefinder validate TEXT [--json] [--lang en|es]",
            "platefinder validate TEXTO [--json] [--lang en|es]")
    }

    var commandRows: [AlignedCard.Row] {
        [
            row(
                "find",
                t(
                    "Look a vehicle up on the ANT portal.",
                    "Consulta un vehículo en el portal de la ANT.")),
            row(
                "validate",
                t(
                    "Check a plate's format offline.",
                    "Comprueba el formato de una placa sin conexión.")),
            row(
                "help",
                t("Show this help, or a command's.", "Muestra esta ayuda o la de un comando.")),
        ]
    }

    var plateRow: AlignedCard.Row {
        row(
            t("PLATE", "PLACA"),
            t(
                "ABC1234 (car), AB123A (motorcycle) or CD1234 (special); case, one space "
                    + "or one dash do not matter.",
                "ABC1234 (auto), AB123A (moto) o CD1234 (especial); mayúsculas, un "
                    + "espacio o un guion dan igual."
            ))
    }

    var findOptionRows: [AlignedCard.Row] {
        [
            row(
                "--json",
                t(
                    "Print one JSON object (sorted keys) instead of the card.",
                    "Imprime un objeto JSON (claves ordenadas) en lugar de la ficha.")),
            row(
                "--lang en|es",
                t(
                    "Language of the output; default from LC_ALL, LC_MESSAGES, LANG.",
                    "Idioma de la salida; por omisión según LC_ALL, LC_MESSAGES, LANG.")),
            row(
                "--endpoint URL",
                t(
                    "Portal address; default https://consultaweb.ant.gob.ec.",
                    "Dirección del portal; por omisión https://consultaweb.ant.gob.ec.")),
            row(
                t("--timeout SECONDS", "--timeout SEGUNDOS"),
                t(
                    "Seconds to wait for the portal, above 0 and up to 300; default 20.",
                    "Segundos de espera al portal, más de 0 y hasta 300; por omisión 20.")),
        ]
    }

    var helpOptionRows: [AlignedCard.Row] {
        [row("-h, --help", t("Show this help.", "Muestra esta ayuda."))]
    }

    var versionRow: AlignedCard.Row {
        row("--version", t("Print the version.", "Muestra la versión."))
    }

    var environmentRows: [AlignedCard.Row] {
        [
            row(
                AppConfiguration.endpointVariable,
                t(
                    "Portal address when --endpoint is not given.",
                    "Dirección del portal cuando no se indica --endpoint.")),
            row(
                Language.localeVariables.joined(separator: ", "),
                t(
                    "Language when --lang is not given (es, es_EC… → Spanish; anything "
                        + "else → English).",
                    "Idioma cuando no se indica --lang (es, es_EC… → español; cualquier "
                        + "otro → inglés)."
                )),
        ]
    }

    var findExitCodes: [ExitCode] {
        [.success, .usage, .noData, .portalUnavailable, .portalUnreadable]
    }

    func exitRows(_ codes: [ExitCode]) -> [AlignedCard.Row] {
        codes.map { row(String($0.rawValue), exitMeaning($0)) }
    }

    private func exitMeaning(_ code: ExitCode) -> String {
        switch code {
        case .success:
            t(
                "Found; for validate, the plate is complete.",
                "Encontrado; en validate, la placa está completa.")
        case .plateIncomplete:
            t(
                "validate: the plate is incomplete or invalid.",
                "validate: la placa está incompleta o no es válida.")
        case .usage:
            t(
                "Wrong command line, or find given a plate that is not complete.",
                "Línea de comandos errónea, o find con una placa que no está completa.")
        case .noData:
            t("The portal has no data for the plate.", "El portal no tiene datos para la placa.")
        case .portalUnavailable:
            t(
                "The portal could not be reached, failed or did not answer in time.",
                "No se pudo conectar con el portal, falló o no respondió a tiempo.")
        case .portalUnreadable:
            t(
                "The portal's page could not be understood.",
                "No se pudo interpretar la página del portal.")
        }
    }

    private func row(_ label: String, _ value: String) -> AlignedCard.Row {
        AlignedCard.Row(label: label, value: value)
    }
}
