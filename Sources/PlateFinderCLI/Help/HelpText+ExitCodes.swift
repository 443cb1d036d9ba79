import Foundation
import PlateFinderApp

extension HelpText {
    /// The exit codes `find` and `history show` can end with.
    var lookupExitCodes: [ExitCode] {
        [.success, .usage, .noData, .portalUnavailable, .portalUnreadable, .storage, .output]
    }

    /// The exit codes of the commands that only touch the store.
    var storeExitCodes: [ExitCode] {
        [.success, .usage, .storage, .output]
    }

    func exitRows(_ codes: [ExitCode]) -> [CardRow] {
        codes.map { row(String($0.rawValue), exitMeaning($0)) }
    }

    private func exitMeaning(_ code: ExitCode) -> String {
        switch code {
        case .success:
            localized(
                "Done: found, listed or changed; for validate, the plate is complete.",
                "Hecho: encontrado, listado o cambiado; en validate, la placa está completa.")
        case .plateIncomplete:
            localized(
                "validate: the plate is incomplete or invalid.",
                "validate: la placa está incompleta o no es válida.")
        case .usage:
            localized(
                "Wrong command line, a plate that is not complete where one is needed, a task "
                    + "rule broken, a task id that matches no single task, an --output that is "
                    + "the history file or one of SQLite's files beside it, or history clear "
                    + "without --yes and without a terminal.",
                "Línea de comandos errónea, una placa que no está completa donde hace falta, "
                    + "una regla de tareas incumplida, un id que no corresponde a una sola "
                    + "tarea, un --output que es el archivo del historial o uno de los que "
                    + "SQLite mantiene junto a él, o history clear sin --yes y sin terminal.")
        case .noData:
            localized(
                "The portal has no data for the plate.", "El portal no tiene datos para la placa.")
        case .portalUnavailable:
            localized(
                "The portal could not be reached, failed or did not answer in time, and no "
                    + "saved copy could stand in.",
                "No se pudo conectar con el portal, falló o no respondió a tiempo, y no había "
                    + "copia guardada.")
        case .portalUnreadable:
            localized(
                "The portal's page could not be understood.",
                "No se pudo interpretar la página del portal.")
        case .storage:
            localized(
                "The history and favourites file could not be opened, read or written, or "
                    + "the row the command is about cannot be read.",
                "No se pudo abrir, leer o escribir el archivo del historial y favoritas, o no "
                    + "se puede leer la fila de la que trata la orden.")
        case .output:
            localized(
                "The output could not be written: standard output, or the --output file.",
                "No se pudo escribir la salida: la salida estándar o el archivo de --output.")
        case .blocked:
            localized(
                "check: a blocker was found (whatever failed).",
                "check: se encontró un impedimento (aunque algo fallara).")
        case .incomplete:
            localized(
                "check: no blocker was found, but a source gave no answer.",
                "check: no se encontró ningún impedimento, pero una fuente no respondió.")
        case .interrupted:
            localized(
                "batch, due --refresh: Ctrl-C stopped it; what finished was kept (for batch, "
                    + "the rows of the first plates of the input, with no gap).",
                "batch, due --refresh: Ctrl-C lo detuvo; se conservó lo terminado (en batch, "
                    + "las filas de las primeras placas de la entrada, sin huecos).")
        case .quit:
            localized(
                "Ctrl-\\ stopped it, as Ctrl-C does, without a crash report.",
                "Ctrl-\\ lo detuvo, como Ctrl-C, sin informe de fallo.")
        case .terminated:
            localized(
                "SIGTERM (timeout, kill, a service manager) stopped it, as Ctrl-C does.",
                "SIGTERM (timeout, kill, un gestor de servicios) lo detuvo, como Ctrl-C.")
        case .hungUp:
            localized(
                "SIGHUP (the terminal or the ssh session went away) stopped it, as Ctrl-C does.",
                "SIGHUP (se cerró la terminal o la sesión ssh) lo detuvo, como Ctrl-C.")
        }
    }
}
