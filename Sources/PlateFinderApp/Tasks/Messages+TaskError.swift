import Foundation
import PlateFinderDomain

extension Messages {
    /// One sentence that tells a person why a task command failed; `input` is what they
    /// typed, quoted where it helps, and `storePath` names the file on storage failures.
    public func sentence(
        for error: TaskError, storePath: String, input: TaskInput = TaskInput()
    ) -> String {
        switch error {
        case .validation(let error):
            return sentence(for: error, input: input)
        case .notFound(let prefix):
            let prefix = typedText(prefix)
            return localized(
                "No task has an id starting with '\(prefix)'; run 'platefinder tasks --all' to "
                    + "see the ids.",
                "Ninguna tarea tiene un id que empiece por '\(prefix)'; ejecute 'platefinder "
                    + "tasks --all' para ver los ids.")
        case .ambiguousPrefix(let prefix, let matches):
            let prefix = typedText(prefix)
            return localized(
                "\(matches) tasks have an id starting with '\(prefix)'; give more of the id.",
                "\(matches) tareas tienen un id que empieza por '\(prefix)'; escriba más "
                    + "caracteres del id.")
        case .prefixTooShort(let minimum):
            let given = input.id.map { typedText($0.trimmingCharacters(in: .whitespaces)) }
            let count = given.map {
                localized("; '\($0)' has \($0.count)", "; '\($0)' tiene \($0.count)")
            }
            return localized(
                "Give at least \(minimum) characters of the task's id\(count ?? "").",
                "Escriba al menos \(minimum) caracteres del id de la tarea\(count ?? "").")
        case .storage(let error):
            return sentence(for: error, path: storePath)
        }
    }

    /// One sentence that states the rule `error` broke; `input` adds what was typed (how
    /// many characters, which day) when it is known.
    public func sentence(for error: TaskValidationError, input: TaskInput = TaskInput()) -> String {
        switch error {
        case .emptyTitle:
            return localized(
                "A task title needs 1 to \(TaskTitle.maximumLength) characters; this one is "
                    + "empty.",
                "El título de una tarea necesita de 1 a \(TaskTitle.maximumLength) caracteres; "
                    + "este está vacío.")
        case .titleTooLong(let maximum):
            let count = input.title.map(trimmedCount)
            return localized(
                "A task title needs 1 to \(maximum) characters; "
                    + (count.map { "this one has \($0)." } ?? "this one is longer."),
                "El título de una tarea necesita de 1 a \(maximum) caracteres; "
                    + (count.map { "este tiene \($0)." } ?? "este es más largo."))
        case .noteTooLong(let maximum):
            let count = input.note.map(trimmedCount)
            return localized(
                "A task note holds at most \(maximum) characters; "
                    + (count.map { "this one has \($0)." } ?? "this one is longer."),
                "La nota de una tarea admite como máximo \(maximum) caracteres; "
                    + (count.map { "esta tiene \($0)." } ?? "esta es más larga."))
        case .dueDateInPast:
            let day = input.dueDate?.isoString
            return localized(
                "A due date must be today or later"
                    + (day.map { "; \($0) has already passed." } ?? "."),
                "La fecha límite debe ser hoy o posterior"
                    + (day.map { "; el \($0) ya pasó." } ?? "."))
        }
    }

    /// Characters as a person counts them, after the surrounding white space the rules
    /// ignore.
    private func trimmedCount(_ text: String) -> Int {
        text.trimmingCharacters(in: .whitespacesAndNewlines).count
    }

    /// What a person typed for a task command, made safe to print and short enough to read.
    public func typedText(_ text: String) -> String {
        let safe = ControlCharacterStripper.strip(text)
        return safe.count <= 40 ? safe : String(safe.prefix(40)) + "…"
    }
}
