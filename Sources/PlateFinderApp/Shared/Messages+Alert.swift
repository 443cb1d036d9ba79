import Foundation

extension Messages {
    /// The title of the alert that shows an interruption (the portal out of reach, the
    /// store unusable).
    public var interruptionTitle: String {
        localized("Something went wrong", "Algo salió mal")
    }

    /// The title of the alert that says a link cannot be opened.
    public var linkProblemTitle: String {
        localized("This link cannot be opened", "Este enlace no se puede abrir")
    }

    /// The button that tries an interrupted request again.
    public var retryLabel: String {
        localized("Try again", "Reintentar")
    }

    /// The button that closes an alert without doing anything more.
    public var dismissLabel: String {
        localized("OK", "Aceptar")
    }

    /// The button that searches the plate typed.
    public var searchLabel: String {
        localized("Search", "Buscar")
    }

    /// The button that shows what falls due for the favourites.
    public var showDueLabel: String {
        localized("What falls due", "Lo que vence")
    }

    /// Said by a tasks list with nothing to show.
    public var noTasks: String {
        localized("No tasks here yet.", "Todavía no hay tareas aquí.")
    }

    /// The button that saves the task being edited.
    public var saveLabel: String {
        localized("Save", "Guardar")
    }

    /// The button that opens a task in the editor.
    public var editLabel: String {
        localized("Edit", "Editar")
    }
}
