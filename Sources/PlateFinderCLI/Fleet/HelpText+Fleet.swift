import Foundation
import PlateFinderApp
import PlateFinderDomain

extension HelpText {
    /// The synopsis of the fleet commands; long ones continue on a second line.
    var fleetUsage: [String] {
        let batch = "platefinder batch "
        let due = "platefinder due "
        return [
            batch
                + localized(
                    "[FILE|-] [--format table|csv|jsonl]", "[ARCHIVO|-] [--format table|csv|jsonl]")
                + localized(" [--output FILE]", " [--output ARCHIVO]"),
            String(repeating: " ", count: batch.count)
                + localized(
                    "[--concurrency N] [--interval SECONDS] [--retries N]",
                    "[--concurrency N] [--interval SEGUNDOS] [--retries N]"),
            String(repeating: " ", count: batch.count)
                + localized("[--max-age DURATION]", "[--max-age DURACIÓN]")
                + " [--sources ant,sri,fines]",
            String(repeating: " ", count: batch.count)
                + "[--delimiter ,|;|tab] [--excel] [--resume]",
            "platefinder saved [--json]",
            localized(
                "platefinder saved prune --older-than DURATION",
                "platefinder saved prune --older-than DURACIÓN"),
            due + localized("[--within DAYS] [--plates FILE]", "[--within DÍAS] [--plates ARCHIVO]")
                + " [--refresh]",
            String(repeating: " ", count: due.count) + "[--delimiter ,|;|tab] "
                + localized(
                    "[--json | --ics [--output FILE]]", "[--json | --ics [--output ARCHIVO]]"),
        ]
    }

    /// What help says about `batch`, its page listing `options`.
    func batchHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "Look up many plates politely, keeping the answers as saved copies.",
                "Consulta muchas placas con cortesía y guarda las respuestas."),
            toolUsage: [
                localized("platefinder batch [FILE|-] …", "platefinder batch [ARCHIVO|-] …")
            ],
            summary: localized(
                "looks up a whole fleet, politely, in input order.",
                "consulta una flota entera con cortesía, en orden de entrada."),
            usage: fleetUsage.prefix(4).map { $0 },
            sections: [
                (localized("Input", "Entrada"), batchInputRows),
                (localized("Politeness", "Cortesía"), politenessRows),
                (localized("Output", "Salida"), batchOutputRows + [batchExcelRow]),
                (localized("Options", "Opciones"), options),
                (
                    localized("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow, sriEndpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow]
                ),
                (
                    localized("Exit codes", "Códigos de salida"),
                    exitRows([
                        .success, .usage, .portalUnavailable, .storage, .output, .hungUp,
                        .interrupted, .quit, .terminated,
                    ])
                ),
            ])
    }

    /// What help says about `saved`, its page listing `options`.
    func savedHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "List the saved answers with their age, or prune old ones.",
                "Lista las respuestas guardadas con su antigüedad, o borra las antiguas."),
            toolUsage: ["platefinder saved [prune] …"],
            summary: localized(
                "lists and prunes the saved answers.",
                "lista las respuestas guardadas y borra las antiguas."),
            usage: Array(fleetUsage[4...5]),
            sections: [
                (
                    localized("Commands", "Comandos"),
                    [
                        row(
                            localized("(none)", "(ninguno)"),
                            localized(
                                "List each saved answer: * for a favourite, the plate, which "
                                    + "answer, when it was fetched and how long ago.",
                                "Lista cada respuesta guardada: * si es favorita, la placa, qué "
                                    + "respuesta, cuándo se obtuvo y hace cuánto.")),
                        row(
                            "prune",
                            localized(
                                "Remove answers older than --older-than; favourites' are kept.",
                                "Quita las respuestas con más de --older-than; se conservan las "
                                    + "de las favoritas.")),
                    ]
                ),
                (localized("Options", "Opciones"), options),
                (
                    localized("Environment", "Variables de entorno"),
                    storeEnvironmentRows + [localeEnvironmentRow]
                ),
                (localized("Exit codes", "Códigos de salida"), exitRows(storeExitCodes)),
            ])
    }

    /// What help says about `due`, its page listing `options`.
    func dueHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "List what falls due soon for the favourites, from saved answers.",
                "Lista lo que vence pronto para las favoritas, según respuestas guardadas."),
            toolUsage: ["platefinder due …"],
            summary: localized(
                "lists what falls due soon, from saved answers only.",
                "lista lo que vence pronto, solo según respuestas guardadas."),
            usage: Array(fleetUsage[6...]),
            sections: [
                (
                    localized("What is listed", "Qué se lista"),
                    [
                        row(
                            "",
                            localized(
                                "For the favourites (or --plates): the registration payment "
                                    + "that matters, once, with what the SRI says is owed, the "
                                    + "registration and tint permit expiries and the pending "
                                    + "fines (or that they could not be read), due within "
                                    + "--within days or overdue; overdue first, each with the "
                                    + "age of the saved answer it comes from. Nothing is asked "
                                    + "unless --refresh.",
                                "Para las favoritas (o --plates): el pago de matrícula que "
                                    + "importa, una vez, con lo que el SRI dice que se debe, la "
                                    + "caducidad de la matrícula y del polarizado y las multas "
                                    + "pendientes (o que no se pudieron leer), que venzan en "
                                    + "--within días o ya vencidos; "
                                    + "los vencidos primero, cada uno con la antigüedad de la "
                                    + "respuesta guardada. No se consulta nada salvo con "
                                    + "--refresh."))
                    ]
                ),
                (localized("Options", "Opciones"), options),
                (
                    localized("Environment", "Variables de entorno"),
                    [endpointEnvironmentRow, sriEndpointEnvironmentRow] + storeEnvironmentRows
                        + [localeEnvironmentRow, taskTimeZoneRow]
                ),
                (
                    localized("Exit codes", "Códigos de salida"),
                    exitRows([
                        .success, .usage, .portalUnavailable, .storage, .output, .hungUp,
                        .interrupted, .quit, .terminated,
                    ])
                ),
            ])
    }

    private var batchInputRows: [CardRow] {
        [
            row(
                localized("FILE", "ARCHIVO"),
                localized(
                    "One plate per line (blank lines and # comments ignored), or a CSV whose "
                        + "header has a plate or placa column; - or nothing reads standard "
                        + "input. A line that is not a plate is reported on standard error "
                        + "with its number and skipped; a plate met again is asked once.",
                    "Una placa por línea (se ignoran líneas vacías y comentarios #), o un CSV "
                        + "cuya cabecera tenga una columna plate o placa; - o nada lee la "
                        + "entrada estándar. Una línea que no es placa se informa en la salida "
                        + "de error con su número y se omite; una placa repetida se consulta "
                        + "una vez."))
        ]
    }

    private var politenessRows: [CardRow] {
        [
            row(
                "",
                localized(
                    "The portals are public services that slow down for everyone when one "
                        + "client floods them. Per host, at most --concurrency requests are in "
                        + "flight and their starts are --interval seconds apart; a 429 or 503 "
                        + "is waited out as its Retry-After says (at most 60 s); time-outs, "
                        + "network errors and 5xx are asked again --retries times with "
                        + "growing, jittered waits. Answers younger than --max-age are used "
                        + "without a request.",
                    "Los portales son servicios públicos que se vuelven lentos para todos "
                        + "cuando un cliente los satura. Por servidor, como mucho "
                        + "--concurrency consultas a la vez, iniciadas con --interval "
                        + "segundos de separación; un 429 o 503 se espera lo que diga su "
                        + "Retry-After (60 s como mucho); los tiempos agotados, errores de red "
                        + "y 5xx se reintentan --retries veces con esperas crecientes y "
                        + "aleatorias. Las respuestas con menos de --max-age se usan sin "
                        + "consultar."))
        ]
    }

    private var batchOutputRows: [CardRow] {
        [
            row(
                "",
                localized(
                    "One row per plate, in input order, as results arrive: table on a "
                        + "terminal, else CSV (" + BatchCSV.columns.joined(separator: ", ")
                        + "), or JSON Lines (find --json's object plus line, input, status "
                        + "and findings; registration is deprecated). A saved answer of any age "
                        + "stands in, labelled, for a source that cannot be asked. Progress is redrawn on standard error when it is a "
                        + "terminal; a summary line ends the batch. Ctrl-C (or SIGTERM, SIGHUP, "
                        + "Ctrl-\\) stops starting plates, cuts those in flight short, writes "
                        + "the rows of the first plates up to the first unfinished one, says "
                        + "how to go on and exits 130 (143, 129, 131).",
                    "Una fila por placa, en el orden de entrada, según llegan: tabla en una "
                        + "terminal, si no CSV (" + BatchCSV.columns.joined(separator: ", ")
                        + "), o JSON Lines (el objeto de find --json más line, input, status "
                        + "y findings; registration está en desuso). Una respuesta guardada de "
                        + "cualquier antigüedad sustituye, indicada, a una fuente que no se "
                        + "pudo consultar. El progreso se redibuja en la salida de error si es "
                        + "una terminal; una línea de resumen cierra el lote. Ctrl-C (o SIGTERM, "
                        + "SIGHUP, Ctrl-\\) deja de empezar placas, corta las que están en "
                        + "curso, escribe las filas de las primeras placas hasta la primera sin "
                        + "terminar, dice cómo seguir y sale con 130 (143, 129, 131)."))
        ]
    }

    /// What a help page says about an option a fleet command words its own way.
    func fleetOptionText(for help: OptionHelp) -> String {
        switch help {
        case .batchOutput:
            localized(
                "Write the rows to FILE instead of standard output, as tasks export does: a "
                    + "file is replaced whole when the batch ends; a FIFO or device is "
                    + "written in place.",
                "Escribe las filas en ARCHIVO en lugar de la salida estándar, como tasks "
                    + "export: un archivo se reemplaza entero al terminar el lote; una FIFO o "
                    + "un dispositivo se escriben en su sitio.")
        case .dueOutput:
            localized(
                "With --ics: write the calendar to FILE, as tasks export does.",
                "Con --ics: escribe el calendario en ARCHIVO, como tasks export.")
        case .dueICS:
            localized(
                "Print the items as iCalendar to-dos (VTODO), as tasks export writes them.",
                "Imprime los elementos como tareas iCalendar (VTODO), como tasks export.")
        case .savedJSON:
            localized(
                "Print an array of {plate, kind, fetchedAt, ageSeconds, isFavorite}.",
                "Imprime un arreglo de {plate, kind, fetchedAt, ageSeconds, isFavorite}.")
        case .dueJSON:
            localized(
                "Print an array of {plate, reason, dueDate, isOverdue, fetchedAt, ageSeconds, "
                    + "count, amount, registrationStatus, title, detail}.",
                "Imprime un arreglo de {plate, reason, dueDate, isOverdue, fetchedAt, "
                    + "ageSeconds, count, amount, registrationStatus, title, detail}.")
        case .batchSources:
            localized(
                "Which services to ask, separated by commas: ant, sri, fines; default ant,sri "
                    + "(fines only when named).",
                "Qué servicios consultar, separados por comas: ant, sri, fines; por omisión "
                    + "ant,sri (fines solo si se nombra).")
        default: text(for: help)
        }
    }

    /// What a help page says about an option only the fleet commands take.
    func fleetOptionText(for option: CommandOption) -> String {
        switch option {
        case .format:
            localized(
                "Row format; default table on a terminal, csv otherwise.",
                "Formato de las filas; por omisión table en una terminal y csv si no.")
        case .concurrency:
            localized(
                "Most requests in flight per host, 1 to \(BatchOptions.maximumConcurrency); "
                    + "default 2.",
                "Máximo de consultas a la vez por servidor, de 1 a "
                    + "\(BatchOptions.maximumConcurrency); por omisión 2.")
        case .interval:
            localized(
                "Least seconds between the starts of two requests to one host; default 1.",
                "Mínimo de segundos entre el inicio de dos consultas a un servidor; por "
                    + "omisión 1.")
        case .maxAge:
            localized(
                "Use a saved answer younger than this (90s, 30m, 24h, 7d) without asking; 0 "
                    + "always asks; default 24h.",
                "Usa sin consultar una respuesta guardada más reciente que esto (90s, 30m, "
                    + "24h, 7d); 0 consulta siempre; por omisión 24h.")
        case .retries:
            localized(
                "Times a failed request is asked again, 0 to 10; default 2.",
                "Veces que se repite una consulta fallida, de 0 a 10; por omisión 2.")
        case .olderThan:
            localized(
                "prune: the age (90s, 30m, 24h, 7d) above which answers go.",
                "prune: la antigüedad (90s, 30m, 24h, 7d) a partir de la cual se quitan.")
        case .within:
            localized(
                "How many days ahead to look, 0 to 3660; default \(DuePolicy.defaultWindowDays).",
                "Cuántos días hacia adelante mirar, de 0 a 3660; por omisión "
                    + "\(DuePolicy.defaultWindowDays).")
        case .plates:
            localized(
                "Read the plates from FILE (as batch reads them) instead of the favourites.",
                "Lee las placas de ARCHIVO (como batch) en lugar de las favoritas.")
        case .delimiter:
            localized(
                "The input CSV's delimiter: , ; or tab; default the one its header uses most.",
                "El separador del CSV de entrada: , ; o tab; por omisión el que más usa su "
                    + "encabezado.")
        case .resume:
            localized(
                "Go on with the CSV or JSONL file --output names, left by a batch cut short: "
                    + "its rows are kept, the plates after them asked.",
                "Continúa el archivo CSV o JSONL que nombra --output, escrito por un batch "
                    + "interrumpido: se conservan sus filas y se consultan las placas "
                    + "siguientes.")
        case .refresh:
            localized(
                "Ask the portals first (ANT, SRI and the ANT's fines grid), with batch's "
                    + "politeness.",
                "Consulta antes a los portales (ANT, SRI y la tabla de multas de la ANT), con "
                    + "la cortesía de batch.")
        default: text(for: option)
        }
    }
}
