import Foundation
import PlateFinderDomain

extension Messages {
    /// Where a source's part came from, in the one wording every card uses: `ANT portal,
    /// just now`, `saved copy from 2026-12-01 18:25`, or `saved copy from 2026-12-01 18:25;
    /// the ANT portal could not be reached` when it stood in for the source. Dates are
    /// local to `timeZone`, ages counted up to `now`.
    public func origin(
        _ origin: AnswerOrigin, of source: VehicleSource, now: Date, timeZone: TimeZone
    ) -> String {
        switch origin {
        case .asked(let at):
            return sourceName(source) + ", " + age(since: at, now: now)
        case .saved(let at, let failure):
            let date = DateText.local(at, timeZone: timeZone)
            return localized("saved copy from \(date)", "copia guardada del \(date)")
                + (failure.map { "; " + failureClause($0) } ?? "")
        }
    }

    /// How long ago `date` was at `now`, in the largest whole unit: `just now` under a
    /// minute, else `5 minutes ago`, `3 hours ago`, `2 days ago`.
    public func age(since date: Date, now: Date) -> String {
        let seconds = max(0, now.wholeSeconds(since: date))
        let (number, english, spanish): (Int, String, String) =
            switch seconds {
            case ..<60: (0, "", "")
            case ..<3_600: (seconds / 60, "minute", "minuto")
            case ..<86_400: (seconds / 3_600, "hour", "hora")
            default: (seconds / 86_400, "day", "día")
            }
        guard number > 0 else { return localized("just now", "ahora mismo") }
        let ending = plural(number, one: "", other: "s")
        return localized(
            "\(number) \(english)\(ending) ago", "hace \(number) \(spanish)\(ending)")
    }

    /// The sentence standard error says when a saved copy stood in for `source`, which
    /// could not be asked; nil for any other part.
    public func standInNote(
        _ origin: AnswerOrigin, of source: VehicleSource, timeZone: TimeZone
    ) -> String? {
        guard case .saved(let at, let failure?) = origin else { return nil }
        let date = DateText.local(at, timeZone: timeZone)
        let shown =
            switch source {
            case .ant:
                localized(
                    "so the vehicle shown is the copy saved on \(date)",
                    "así que el vehículo mostrado es la copia guardada el \(date)")
            case .fines:
                localized(
                    "so the fines shown are the copy saved on \(date)",
                    "así que las multas mostradas son la copia guardada el \(date)")
            case .sri:
                localized(
                    "so the dues shown are the copy saved on \(date)",
                    "así que los valores mostrados son la copia guardada el \(date)")
            }
        return capitalizedFirst(failureClause(failure)) + ", " + shown + "."
    }

    /// The sentence standard error says when the vehicle shown is the copy saved on the
    /// day given, used without asking (`history show`).
    public func savedCopyNote(fetchedAt: Date, plate: Plate, timeZone: TimeZone) -> String {
        let date = DateText.local(fetchedAt, timeZone: timeZone)
        let plate = ControlCharacterStripper.strip(plate.value)
        return localized(
            "This is the copy saved on \(date); run 'platefinder find \(plate)' to ask the "
                + "portals again.",
            "Esta es la copia guardada el \(date); ejecute 'platefinder find \(plate)' para "
                + "consultar de nuevo a los portales.")
    }

    /// `text` with its first letter upper-cased.
    public func capitalizedFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
