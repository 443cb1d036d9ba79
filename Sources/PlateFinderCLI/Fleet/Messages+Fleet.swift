import Foundation
import PlateFinderApp
import PlateFinderDomain

extension Messages {
    /// Which saved answer an entry is, in a word or two.
    public func savedAnswerKind(_ kind: SavedAnswerKind) -> String {
        switch kind {
        case .vehicle: localized("ANT vehicle", "vehículo ANT")
        case .registration: localized("SRI dues", "valores SRI")
        case .fines: localized("ANT fines", "multas ANT")
        }
    }

    /// What `saved` prints when nothing is saved.
    public var noSavedAnswers: String {
        localized("No saved answers.", "No hay respuestas guardadas.")
    }

    /// What `saved prune` did: how many answers went, and that favourites' stayed.
    public func savedAnswersPruned(_ count: Int, olderThan text: String) -> String {
        let age = typedText(text)
        let answers = plural(count, one: "answer", other: "answers")
        let removed = plural(count, one: "quitó", other: "quitaron")
        let respuestas = plural(count, one: "respuesta guardada", other: "respuestas guardadas")
        return localized(
            "\(count) saved \(answers) older than \(age) removed; favourites' were kept.",
            "Se \(removed) \(count) \(respuestas) con más de \(age); se conservaron las de las "
                + "favoritas.")
    }

    /// What `due` prints when there is no favourite to look at and no plates file.
    public var noFavoriteToWatch: String {
        localized(
            "No favourites yet: due looks at the favourites' saved answers. Add one with "
                + "'platefinder favorites add PLATE', or name plates with --plates FILE.",
            "Aún no hay favoritas: due revisa las respuestas guardadas de las favoritas. "
                + "Agregue una con 'platefinder favorites add PLACA', o indique placas con "
                + "--plates ARCHIVO.")
    }

    /// What `due` prints when nothing falls due within `days` days.
    public func nothingDue(withinDays days: Int) -> String {
        localized(
            "Nothing falls due within \(days) days, and nothing is overdue.",
            "Nada vence en los próximos \(days) días y nada está vencido.")
    }

    /// What `due --refresh` says before it asks the portals.
    public func refreshingDue(_ count: Int) -> String {
        localized(
            "Asking the portals about \(count) \(plural(count, one: "plate", other: "plates")) "
                + "first…",
            "Consultando antes a los portales sobre \(count) "
                + "\(plural(count, one: "placa", other: "placas"))…")
    }

    /// What `due --refresh` says when saved copies stood in for sources it could not ask:
    /// each source and why, as a batch's details name them, with how many plates
    /// (`ANT: unreachable (2 plates)`); nil when every source answered.
    public func refreshStandIns(_ failures: [LookupFailure]) -> String? {
        var groups: [(text: String, plates: Int)] = []
        for failure in failures {
            let text = batchSourceLabel(failure.source) + ": " + failureSummary(failure.reason)
            if let index = groups.firstIndex(where: { $0.text == text }) {
                groups[index].plates += 1
            } else {
                groups.append((text, 1))
            }
        }
        guard !groups.isEmpty else { return nil }
        let list = groups.map { group in
            group.text + " (\(group.plates) "
                + plural(
                    group.plates, one: localized("plate", "placa"),
                    other: localized("plates", "placas")) + ")"
        }
        .joined(separator: ", ")
        return localized(
            "Saved copies stood in where the refresh got no answer — \(list).",
            "Copias guardadas suplieron donde la actualización no obtuvo respuesta — \(list).")
    }

    /// How far a batch has got, on the one line a terminal redraws: done of `total` (when
    /// known), answered, from saved copies, failed, plates a second, and the time left.
    public func batchProgressLine(
        _ summary: BatchSummary, total: Int?, perSecond rate: Double, remaining: Duration?
    ) -> String {
        let done = total.map { "\(summary.finished)/\($0)" } ?? "\(summary.finished)"
        let answered = summary.found + summary.noData
        let failed = summary.failed + summary.partial
        let speed = String(format: "%.1f", rate)
        let left = remaining.map(shortDuration) ?? "?"
        return localized(
            "\(done) done · \(answered) answered · \(summary.savedAnswers) saved copies · "
                + "\(failed) failed · \(speed)/s · ETA \(left)",
            "\(done) hechas · \(answered) respondidas · \(summary.savedAnswers) copias "
                + "guardadas · \(failed) fallidas · \(speed)/s · faltan \(left)")
    }

    /// `45s`, `3m20s`, `2h05m`: a wait in its two largest units.
    private func shortDuration(_ duration: Duration) -> String {
        let seconds = max(0, Int(duration.components.seconds))
        switch seconds {
        case ..<60: return "\(seconds)s"
        case ..<3_600: return "\(seconds / 60)m\(String(format: "%02d", seconds % 60))s"
        default: return "\(seconds / 3_600)h\(String(format: "%02d", seconds % 3_600 / 60))m"
        }
    }

    /// What `due --ics --output FILE` says once the calendar is written.
    public func dueExported(_ count: Int, path: String) -> String {
        let path = ControlCharacterStripper.strip(path)
        return localized(
            "Exported \(count) \(plural(count, one: "item", other: "items")) to \(path).",
            "Se \(plural(count, one: "exportó", other: "exportaron")) \(count) "
                + "\(plural(count, one: "elemento", other: "elementos")) a \(path).")
    }

    /// Why a batch's rows could not be written to the `--output` file.
    public func batchOutputNotWritten(path: String, reason: String) -> String {
        let path = ControlCharacterStripper.strip(path)
        return localized(
            "Could not write the rows to \(path) (\(reason)); choose another --output.",
            "No se pudieron escribir las filas en \(path) (\(reason)); elija otra --output.")
    }
}
