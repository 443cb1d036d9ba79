import Foundation
import PlateFinderApp

extension HelpText {
    /// What a help page says about an option; the command line's option table decides
    /// which options a page lists and how each is spelled.
    public func text(for help: OptionHelp) -> String {
        switch help {
        case .option(let option): text(for: option)
        case .historyJSON:
            localized(
                "history: an array of {plateNumber, searchDate, car, fetchedAt, failure, "
                    + "isFavorite}, newest first, dates in ISO 8601 UTC; show: the object of "
                    + "find --json.",
                "history: un arreglo de {plateNumber, searchDate, car, fetchedAt, failure, "
                    + "isFavorite}, el más reciente primero, fechas ISO 8601 UTC; show: el "
                    + "objeto de find --json.")
        case .historySources:
            localized(
                "show: which saved parts to show, separated by commas: ant (the vehicle), sri "
                    + "(what it owes to register), fines (each pending fine); with none saved, "
                    + "which services to ask; default all.",
                "show: qué partes guardadas mostrar, separadas por comas: ant (el vehículo), "
                    + "sri (lo que debe para matricular), fines (cada multa pendiente); si no "
                    + "hay ninguna guardada, qué servicios consultar; por omisión todas.")
        case .favoritesJSON:
            localized(
                "List as a JSON array of {plate, vehicle, finding} objects, newest first.",
                "Lista como un arreglo JSON de objetos {plate, vehicle, finding}, la más "
                    + "reciente primero.")
        case .tasksJSON: tasksJSONText
        case .openJSON:
            localized(
                "Print what find, history, favorites or tasks --json print, even on a "
                    + "terminal.",
                "Imprime lo que imprimen find, history, favorites o tasks --json, incluso en "
                    + "una terminal.")
        case .finesJSON, .finesAll: finesOptionText(for: help)
        case .taskFilter: taskFilterText
        case .batchOutput, .dueOutput, .dueICS, .savedJSON, .dueJSON, .batchSources:
            fleetOptionText(for: help)
        case .batchDelimiter: batchDelimiterText
        }
    }

    /// What a help page says about `option` wherever a command takes it.
    func text(for option: CommandOption) -> String {
        switch option {
        case .json:
            localized(
                "Print JSON (sorted keys) instead of text.",
                "Imprime JSON (claves ordenadas) en lugar de texto.")
        case .language:
            localized(
                "Language of the output; default from LANGUAGE, LC_ALL, LC_MESSAGES, LANG.",
                "Idioma de la salida; por omisión según LANGUAGE, LC_ALL, LC_MESSAGES, LANG.")
        case .endpoint:
            localized(
                "Portal address; default https://consultaweb.ant.gob.ec.",
                "Dirección del portal; por omisión https://consultaweb.ant.gob.ec.")
        case .sriEndpoint:
            localized(
                "SRI service address; default https://srienlinea.sri.gob.ec.",
                "Dirección del servicio del SRI; por omisión https://srienlinea.sri.gob.ec.")
        case .sources:
            localized(
                "Which services to ask, separated by commas: ant (the vehicle), sri (what it "
                    + "owes to register), fines (each pending fine); default all.",
                "Qué servicios consultar, separados por comas: ant (el vehículo), sri (lo que "
                    + "debe para matricular), fines (cada multa pendiente); por omisión todos.")
        case .timeout:
            localized(
                "Seconds to wait for each service, above 0 and up to 300; default 20.",
                "Segundos de espera a cada servicio, más de 0 y hasta 300; por omisión 20.")
        case .store:
            localized(
                "History and favourites file; default under XDG_DATA_HOME or HOME (see "
                    + "Environment).",
                "Archivo del historial y favoritas; por omisión bajo XDG_DATA_HOME o HOME "
                    + "(vea Variables de entorno).")
        case .yes:
            localized(
                "history clear: clear without asking (needed without a terminal).",
                "history clear: vacía sin preguntar (necesario sin terminal).")
        case .help: localized("Show this help.", "Muestra esta ayuda.")
        case .version: localized("Print the version.", "Muestra la versión.")
        case .manual:
            localized(
                "help: print the manual page, platefinder.1 (roff).",
                "help: imprime la página de manual, platefinder.1 (roff).")
        case .pending, .done, .all: taskFilterText
        case .note, .due, .noDue, .plate, .noPlate, .title, .ics, .output:
            taskOptionText(for: option)
        case .format, .concurrency, .interval, .maxAge, .retries, .olderThan, .within, .plates,
            .refresh, .delimiter, .resume:
            fleetOptionText(for: option)
        case .excel: excelOptionText
        }
    }

    /// The word that stands for an option's value on a help page.
    public func placeholder(_ placeholder: ValuePlaceholder) -> String {
        switch placeholder {
        case .url: "URL"
        case .seconds: localized("SECONDS", "SEGUNDOS")
        case .path: localized("PATH", "RUTA")
        case .text: localized("TEXT", "TEXTO")
        case .day: localized("YYYY-MM-DD", "AAAA-MM-DD")
        case .plate: localized("PLATE", "PLACA")
        case .title: localized("TITLE", "TÍTULO")
        case .file: localized("FILE", "ARCHIVO")
        case .sources: localized("SOURCES", "FUENTES")
        case .number: "N"
        case .duration: localized("DURATION", "DURACIÓN")
        case .days: localized("DAYS", "DÍAS")
        case .id: "ID"
        case .link: localized("LINK", "ENLACE")
        }
    }
}
