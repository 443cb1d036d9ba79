import Foundation
import PlateFinderApp

extension Messages {
    /// What a key does, in a word or two for the hint line at the bottom of the screen.
    func keyHint(_ action: KeyAction) -> String {
        switch action {
        case .search: localized("search", "buscar")
        case .open: localized("open", "abrir")
        case .toggleFavorite: localized("favourite", "favorita")
        case .remove: localized("remove", "quitar")
        case .clearHistory: localized("clear all", "vaciar")
        case .back: localized("back", "atrás")
        case .switchTab: localized("tabs", "pestañas")
        case .goToTab: localized("tab", "pestaña")
        case .move: localized("move", "mover")
        case .scroll: localized("scroll", "desplazar")
        case .jump: localized("first/last", "inicio/fin")
        case .showKeys: localized("keys", "teclas")
        case .quit: localized("quit", "salir")
        case .retry: localized("retry", "reintentar")
        case .dismiss: localized("dismiss", "cerrar")
        case .confirm: localized("yes", "sí")
        case .cancel: localized("no", "no")
        case .choose: localized("choose", "elegir")
        case .switchButton: localized("button", "botón")
        case .close: localized("close", "cerrar")
        case .toggleDone: localized("done", "hecha")
        case .newTask: localized("new", "nueva")
        case .edit: localized("edit", "editar")
        case .filter: localized("filter", "filtro")
        case .save: localized("save", "guardar")
        case .nextField: localized("field", "campo")
        case .reminders: localized("reminders", "recordar")
        case .toggleFines: localized("fines", "multas")
        case .redraw: localized("redraw", "redibujar")
        case .suspend: localized("suspend", "suspender")
        case .showDue: localized("due", "vence")
        case .paste: localized("paste", "pegar")
        }
    }

    /// The title of the keys overlay.
    var keysTitle: String {
        localized("Keys", "Teclas")
    }
}
