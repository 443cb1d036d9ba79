import Foundation
import PlateFinderApp

extension Messages {
    /// Why what the command printed did not reach standard output; `reason` is the
    /// system's.
    public func outputNotWritten(reason: String) -> String {
        let reason = clause(reason)
        return localized(
            "Could not write the output: \(reason).",
            "No se pudo escribir la salida: \(reason).")
    }
}
