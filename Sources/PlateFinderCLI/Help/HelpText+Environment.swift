import Foundation
import PlateFinderApp

extension HelpText {
    /// The variables of a command that looks a plate up: the portal, the SRI's service,
    /// the store, the language and the time zone.
    var lookupEnvironmentRows: [CardRow] {
        [endpointEnvironmentRow, sriEndpointEnvironmentRow] + storeEnvironmentRows
            + [localeEnvironmentRow, timeZoneEnvironmentRow]
    }

    /// Every variable the tool reads, for the tool's page and the manual.
    var allEnvironmentRows: [CardRow] {
        lookupEnvironmentRows + [noColorEnvironmentRow, terminalEnvironmentRow]
    }

    var terminalEnvironmentRow: CardRow {
        row(
            "TERM",
            localized(
                "dumb: no colours, as with NO_COLOR.", "dumb: sin colores, como con NO_COLOR."))
    }

    var endpointEnvironmentRow: CardRow {
        row(
            AppConfiguration.endpointVariable,
            localized(
                "Portal address when --endpoint is not given.",
                "Dirección del portal cuando no se indica --endpoint."))
    }

    var sriEndpointEnvironmentRow: CardRow {
        row(
            AppConfiguration.sriEndpointVariable,
            localized(
                "SRI service address when --sri-endpoint is not given.",
                "Dirección del servicio del SRI cuando no se indica --sri-endpoint."))
    }

    var storeEnvironmentRows: [CardRow] {
        let path = StoreLocation.relativePath
        return [
            row(
                StoreLocation.variable,
                localized(
                    "History and favourites file when --store is not given.",
                    "Archivo del historial y favoritas cuando no se indica --store.")),
            row(
                "XDG_DATA_HOME, HOME",
                localized(
                    "Otherwise the file is $XDG_DATA_HOME/\(path) (when XDG_DATA_HOME is "
                        + "absolute), else ~/.local/share/\(path).",
                    "Si no, el archivo es $XDG_DATA_HOME/\(path) (si XDG_DATA_HOME es "
                        + "absoluta), o ~/.local/share/\(path).")),
        ]
    }

    var localeEnvironmentRow: CardRow {
        row(
            ([Language.priorityVariable] + Language.localeVariables).joined(separator: ", "),
            localized(
                "Language when --lang is not given, the first one set deciding (es, es_EC… "
                    + "→ Spanish; anything else → English); LANGUAGE (es:en) is ignored "
                    + "under the C locale.",
                "Idioma cuando no se indica --lang, según la primera definida (es, es_EC… "
                    + "→ español; cualquier otro → inglés); LANGUAGE (es:en) se ignora con "
                    + "la configuración regional C."
            ))
    }

    /// Dates and times printed for people are in this zone.
    var timeZoneEnvironmentRow: CardRow {
        row(
            "TZ",
            localized(
                "Time zone of the dates shown as text (JSON dates are always UTC).",
                "Zona horaria de las fechas en texto (las de JSON siempre en UTC)."))
    }
}
