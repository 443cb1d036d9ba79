import Foundation
import PlateFinderApp

extension HelpText {
    /// The title of the manual's section 1, in the page's header.
    var manualSectionTitle: String { localized("User Commands", "Órdenes de usuario") }
    /// The manual's NAME heading.
    var nameTitle: String { localized("Name", "Nombre") }
    /// The manual's SYNOPSIS heading.
    var synopsisTitle: String { localized("Synopsis", "Sinopsis") }
    /// The manual's heading of the full-screen app's keys.
    var keysTitle: String {
        localized("Keys of the full-screen app", "Teclas de la aplicación a pantalla completa")
    }
    /// The manual's FILES heading.
    var filesTitle: String { localized("Files", "Archivos") }
    /// The manual's EXAMPLES heading.
    var examplesTitle: String { localized("Examples", "Ejemplos") }

    /// What the manual says before the key tables.
    var keysIntroduction: String {
        localized(
            "platefinder alone, on a terminal, opens four tabs: Search, History, Favourites and "
                + "Tasks. The keys below are those of each part; ? shows them in the app too.",
            "platefinder solo, en una terminal, abre cuatro pestañas: Buscar, Historial, "
                + "Favoritas y Tareas. Estas son las teclas de cada parte; ? también las muestra "
                + "en la aplicación.")
    }

    /// The files the tool reads and writes, and those an installation puts in place.
    var fileRows: [CardRow] {
        let path = StoreLocation.relativePath
        return [
            row(
                "$\(StoreLocation.variable)",
                localized(
                    "The store, when the variable is set: one SQLite file holding the history, "
                        + "the favourites, the tasks and the saved answers; --store names "
                        + "another. SQLite keeps its -wal and -shm files beside it.",
                    "El almacén, si la variable está definida: un archivo SQLite con el "
                        + "historial, las favoritas, las tareas y las respuestas guardadas; "
                        + "--store indica otro. SQLite mantiene sus archivos -wal y -shm junto "
                        + "a él.")),
            row(
                "$XDG_DATA_HOME/\(path)",
                localized(
                    "The store otherwise, when XDG_DATA_HOME is an absolute path.",
                    "Si no, el almacén, cuando XDG_DATA_HOME es una ruta absoluta.")),
            row(
                "~/.local/share/\(path)",
                localized(
                    "The store in every other case; its folder is made when first needed.",
                    "El almacén en los demás casos; su carpeta se crea cuando hace falta.")),
            row(
                "~/.local/bin/platefinder",
                localized(
                    "The program, as scripts/install.sh installs it (its prefix, ~/.local "
                        + "unless another is given, holds the files below too).",
                    "El programa, como lo instala scripts/install.sh (su prefijo, ~/.local si "
                        + "no se indica otro, guarda también los archivos siguientes).")),
            row(
                "~/.local/share/bash-completion/completions/platefinder",
                localized(
                    "The bash completion script (platefinder completion bash).",
                    "El guion de autocompletado de bash (platefinder completion bash).")),
            row(
                "~/.local/share/zsh/site-functions/_platefinder",
                localized(
                    "The zsh completion script (platefinder completion zsh).",
                    "El guion de autocompletado de zsh (platefinder completion zsh).")),
            row(
                "~/.local/share/fish/vendor_completions.d/platefinder.fish",
                localized(
                    "The fish completion script (platefinder completion fish).",
                    "El guion de autocompletado de fish (platefinder completion fish).")),
            row(
                "~/.local/share/man/man1/platefinder.1",
                localized(
                    "This manual page (platefinder help --man).",
                    "Esta página de manual (platefinder help --man --lang es).")),
        ]
    }

    /// Real command lines, each with what it does; every one is one the parser accepts.
    var exampleRows: [CardRow] {
        [
            row(
                "platefinder",
                localized(
                    "Open the full-screen app (on a terminal).",
                    "Abre la aplicación a pantalla completa (en una terminal).")),
            row(
                "platefinder find ABC1234",
                localized(
                    "Look up a vehicle, what it owes at the SRI and its fines; keep it in the "
                        + "history.",
                    "Consulta un vehículo, lo que debe al SRI y sus multas, y lo guarda en el "
                        + "historial.")),
            row(
                "platefinder find abc-1234 --sources ant --json",
                localized(
                    "Ask only the ANT, and print JSON.", "Consulta solo la ANT e imprime JSON.")),
            row(
                "platefinder check ABC1234",
                localized(
                    "Say whether the vehicle can be bought; exit code 10 when something "
                        + "blocks it.",
                    "Dice si se puede comprar el vehículo; sale con 10 si algo lo impide.")),
            row(
                "platefinder fines ABC1234 --all",
                localized(
                    "List every fine, paid, voided and disputed ones too.",
                    "Lista todas las multas, también las pagadas, anuladas e impugnadas.")),
            row(
                "platefinder validate ABC123",
                localized(
                    "Check the format offline (an old ABC123 reads as ABC0123).",
                    "Comprueba el formato sin conexión (una antigua ABC123 se lee ABC0123).")),
            row(
                "platefinder history show ABC1234",
                localized(
                    "Print the saved vehicle without asking the portal.",
                    "Muestra el vehículo guardado sin consultar al portal.")),
            row(
                "platefinder favorites add ABC1234",
                localized("Make the plate a favourite.", "Marca la placa como favorita.")),
            row(
                localized(
                    "platefinder batch plates.txt --format csv --output fleet.csv",
                    "platefinder batch placas.txt --format csv --output flota.csv"),
                localized(
                    "Look up a fleet politely, one CSV row a plate.",
                    "Consulta una flota con cortesía, una fila CSV por placa.")),
            row(
                localized(
                    "platefinder batch plates.txt --format csv --output fleet.csv --resume",
                    "platefinder batch placas.txt --format csv --output flota.csv --resume"),
                localized(
                    "Go on with a batch that was interrupted, asking only the plates left.",
                    "Continúa un lote interrumpido, consultando solo las placas que faltan.")),
            row(
                localized(
                    "platefinder due --within 30 --ics --output due.ics",
                    "platefinder due --within 30 --ics --output vence.ics"),
                localized(
                    "What falls due for the favourites in 30 days, as a calendar file.",
                    "Lo que vence para las favoritas en 30 días, como archivo de calendario.")),
            row(
                localized(
                    "platefinder tasks add Pay registration --due 2026-12-31 --plate ABC1234",
                    "platefinder tasks add Pagar matrícula --due 2026-12-31 --plate ABC1234"),
                localized(
                    "Add a task with a due day, linked to a vehicle.",
                    "Añade una tarea con fecha límite, vinculada a un vehículo.")),
            row(
                "platefinder tasks remind ABC1234",
                localized(
                    "Create the vehicle's renewal reminders.",
                    "Crea los recordatorios de renovación del vehículo.")),
            row(
                localized(
                    "platefinder tasks export --ics --output tasks.ics",
                    "platefinder tasks export --ics --output tareas.ics"),
                localized(
                    "Write every task to a calendar file.",
                    "Escribe todas las tareas en un archivo de calendario.")),
            row(
                "platefinder saved prune --older-than 30d",
                localized(
                    "Forget the saved answers older than 30 days.",
                    "Borra las respuestas guardadas de más de 30 días.")),
            row(
                "platefinder open platefinder://search/ABC1234",
                localized(
                    "Open the app on the plate's search.",
                    "Abre la aplicación en la búsqueda de la placa.")),
            row(
                "platefinder completion bash > ~/.local/share/bash-completion/completions/platefinder",
                localized("Install bash completion.", "Instala el autocompletado de bash.")),
        ]
    }
}
