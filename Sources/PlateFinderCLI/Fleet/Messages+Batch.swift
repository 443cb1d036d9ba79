import Foundation
import PlateFinderApp
import PlateFinderDomain

extension Messages {
    /// A plate's batch status in a word or two.
    public func batchStatus(_ status: BatchPlateStatus) -> String {
        switch status {
        case .found: localized("found", "encontrada")
        case .noData: localized("no data", "sin datos")
        case .partial: localized("partial", "parcial")
        case .failed: localized("failed", "fallida")
        case .cancelled: localized("cancelled", "cancelada")
        }
    }

    /// Where a row's answers came from, in a word or two; the empty value without one.
    public func batchSource(_ source: BatchRow.Source?) -> String {
        switch source {
        case .portal?: localized("asked now", "consultada")
        case .cache?: localized("saved copy", "copia guardada")
        case .mixed?: localized("mixed", "mixta")
        case nil: Messages.emptyValue
        }
    }

    /// Why a source gave a batch no answer, naming the source: `SRI: timed out`, `ANT:
    /// unreachable (saved copy unreadable)`.
    public func batchFailure(_ failure: BatchRow.Failure) -> String {
        let source = batchSourceLabel(failure.source)
        let unreadable = failure.savedCopyUnreadable ? " (" + savedCopyUnreadable + ")" : ""
        guard let reason = failure.failure?.reason else {
            return source + ": " + cutShort + unreadable
        }
        return source + ": " + failureSummary(reason) + unreadable
    }

    /// Which source's saved copy stood in, from when, and why: `ANT: saved copy from
    /// 2026-11-30 09:13; the ANT portal could not be reached`, dated in `timeZone`.
    public func batchStandIn(_ standIn: BatchRow.StandIn, timeZone: TimeZone) -> String {
        batchSourceLabel(standIn.source) + ": "
            + origin(
                standIn.origin, of: standIn.source, now: standIn.origin.fetchedAt,
                timeZone: timeZone)
    }

    /// A source as a table's details name it before a colon: `ANT`, `Fines`, `SRI`.
    func batchSourceLabel(_ source: VehicleSource) -> String {
        switch source {
        case .ant: "ANT"
        case .fines: localized("Fines", "Multas")
        case .sri: "SRI"
        }
    }

    /// The line that closes a batch: how its plates ended, what it asked, and how many of
    /// its `invalidLines` were not plates, counted apart from the plates.
    public func batchSummary(_ summary: BatchSummary, invalidLines: Int = 0) -> String {
        let plates = summary.finished - summary.cancelled
        let outcomes = localized(
            "\(summary.found) found, \(summary.noData) with no data, \(summary.partial) "
                + "partial, \(summary.failed) failed",
            "encontradas: \(summary.found), sin datos: \(summary.noData), parciales: "
                + "\(summary.partial), fallidas: \(summary.failed)")
        let cost = localized(
            "\(count(summary.requests, "request", "requests")), "
                + "\(count(summary.savedAnswers, "answer", "answers")) from saved copies",
            "\(count(summary.requests, "consulta", "consultas")), "
                + "\(count(summary.savedAnswers, "respuesta", "respuestas")) de copias guardadas")
        var text =
            summary.wasCancelled
            ? localized(
                "Batch stopped: \(count(plates, "plate", "plates")) finished — ",
                "Lote detenido: \(count(plates, "placa terminada", "placas terminadas")) — ")
            : localized(
                "Batch done: \(count(plates, "plate", "plates")) — ",
                "Lote terminado: \(count(plates, "placa", "placas")) — ")
        text += outcomes + "; " + cost + "."
        if summary.unsavedAnswers > 0 {
            text += localized(
                " \(count(summary.unsavedAnswers, "answer", "answers")) could not be saved.",
                " No se pudo guardar \(count(summary.unsavedAnswers, "respuesta", "respuestas")).")
        }
        if invalidLines > 0 {
            text += localized(
                plural(
                    invalidLines, one: " 1 input line was not a plate.",
                    other: " \(invalidLines) input lines were not plates."),
                plural(
                    invalidLines, one: " 1 línea de la entrada no era una placa.",
                    other: " \(invalidLines) líneas de la entrada no eran placas."))
        }
        return text
    }

    /// The line after the tally of a batch or refresh a stop signal ended: how many plates
    /// are done, how many are not (never asked, or cut short and left out), and how to go
    /// on.
    func batchStopped(_ stop: BatchInterruption) -> String {
        let signal = stop.signal.name
        var text = localized(
            "Stopped by \(signal): \(count(stop.done, "plate", "plates")) done",
            "Detenido por \(signal): \(count(stop.done, "placa hecha", "placas hechas"))")
        switch stop.rest {
        case .plates(let number):
            text += localized(", \(number) not asked.", ", \(number) sin consultar.")
        case .restOfInput:
            text += localized(
                "; the rest of the input was not asked.",
                "; el resto de la entrada quedó sin consultar.")
        }
        return text + " " + batchGoingOn(stop.resumption)
    }

    /// The line of a process a second stop signal ended at once, after the rows of `done`
    /// plates were put in place (none for `due --refresh`).
    func batchEndedAtOnce(
        _ signal: StopSignal, done: Int?, _ resumption: BatchInterruption.Resumption
    ) -> String {
        let rows = done.map {
            localized(
                ": \(count($0, "plate", "plates")) done, their rows kept",
                ": \(count($0, "placa hecha", "placas hechas")), sus filas se conservan")
        }
        return localized(
            "Ended at once by a second signal (\(signal.name))",
            "Terminado de inmediato por una segunda señal (\(signal.name))") + (rows ?? "")
            + ". " + batchGoingOn(resumption)
    }

    private func batchGoingOn(_ resumption: BatchInterruption.Resumption) -> String {
        switch resumption {
        case .resume(let input, let output, let options):
            let words =
                ["platefinder batch", BatchInterruption.shellWord(input ?? "-")]
                + options.map(BatchInterruption.shellWord)
                + ["--resume -o", BatchInterruption.shellWord(output)]
            let command = words.joined(separator: " ")
            return localized("To go on: ", "Para seguir: ") + command
        case .needsOutputFile:
            return localized(
                "Rows written as CSV or JSONL to a file with --output FILE let a later run "
                    + "with --resume go on from them.",
                "Las filas escritas como CSV o JSONL en un archivo con --output ARCHIVO "
                    + "permiten que una ejecución posterior con --resume siga desde ellas.")
        case .refreshAgain:
            return localized(
                "The answers received are saved; due shows them, and due --refresh asks every "
                    + "plate again.",
                "Las respuestas recibidas quedan guardadas; due las muestra y due --refresh "
                    + "vuelve a consultar todas las placas.")
        }
    }

    /// What a batch says about an input line that is not a plate to ask; nil for one that
    /// is.
    public func batchLineProblem(_ line: BatchInputLine) -> String? {
        switch line {
        case .plate:
            return nil
        case .invalid(let text, let number, let format):
            let text = InputText.escaped(text)
            let format = formatName(format)
            return localized(
                "Line \(number): '\(text)' is not a complete plate (\(format)); skipped.",
                "Línea \(number): '\(text)' no es una placa completa (\(format)); se omite.")
        case .repeated(let plate, let number):
            let plate = ControlCharacterStripper.strip(plate.value)
            return localized(
                "Line \(number): \(plate) came earlier; it is asked once.",
                "Línea \(number): \(plate) ya apareció; se consulta una sola vez.")
        case .unreadable(let number):
            return localized(
                "Line \(number): the CSV line cannot be read or has no plate; skipped.",
                "Línea \(number): la línea CSV no se puede leer o no tiene placa; se omite.")
        case .unclosedQuote(let number):
            return localized(
                "Line \(number): a quoted CSV field is never closed; skipped to the next line.",
                "Línea \(number): un campo CSV entre comillas nunca se cierra; se sigue en la "
                    + "línea siguiente.")
        }
    }

    /// The pending fines the grid listed, for a batch's row: `2 fines pending — USD 95.40`.
    public func batchPendingFines(count number: Int, total: Money) -> String {
        localized(
            count(number, "fine", "fines") + " pending",
            count(number, "multa", "multas")
                + plural(number, one: " pendiente", other: " pendientes")) + " — " + money(total)
    }

    /// `1 plate`, `2 plates`: `number` and the word that goes with it.
    private func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) " + plural(number, one: one, other: many)
    }
}
