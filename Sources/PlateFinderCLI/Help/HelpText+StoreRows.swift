import Foundation
import PlateFinderApp

extension HelpText {
    /// The label of a row about a command line without the word the rows name: no
    /// command, or no subcommand.
    var noWord: String { localized("(none)", "(ninguno)") }

    var historyCommandRows: [CardRow] {
        [
            row(
                noWord,
                localized(
                    "List the searches, newest first: plate, local date and time, the vehicle "
                        + "or why the search failed; * marks a favourite.",
                    "Lista las búsquedas, la más reciente primero: placa, fecha y hora locales, "
                        + "el vehículo o por qué falló; * marca una favorita.")),
            row(
                "show",
                localized(
                    "Print the saved vehicle as find does, without asking the portal; with "
                        + "none saved, look it up as find does.",
                    "Muestra el vehículo guardado como find, sin consultar al portal; si no hay "
                        + "ninguno, lo consulta como find.")),
            row(
                "remove",
                localized("Forget one plate's search.", "Olvida la búsqueda de una placa.")),
            row(
                "clear",
                localized(
                    "Forget every search; asks first on a terminal (y, yes, s, sí confirm; "
                        + "answering anything else clears nothing and exits 0).",
                    "Olvida todas las búsquedas; en una terminal pregunta antes (y, yes, s, sí "
                        + "confirman; cualquier otra respuesta no borra nada y sale con 0).")),
        ]
    }

    var favoritesCommandRows: [CardRow] {
        [
            row(
                noWord,
                localized(
                    "List the favourite plates, newest first, each with its saved vehicle and "
                        + "most serious finding (from saved answers, no request).",
                    "Lista las placas favoritas, la más reciente primero, cada una con su "
                        + "vehículo guardado y su hallazgo más grave (de respuestas guardadas, "
                        + "sin consultar).")),
            row("add", localized("Make the plate a favourite.", "Marca la placa como favorita.")),
            row(
                "remove",
                localized("Make the plate not a favourite.", "Quita la placa de las favoritas.")),
            row(
                "toggle",
                localized(
                    "Add the plate when it is not a favourite, remove it when it is; prints the "
                        + "new state.",
                    "Añade la placa si no es favorita y la quita si lo es; muestra el nuevo "
                        + "estado.")),
        ]
    }
}
