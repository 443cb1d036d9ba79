import Foundation

extension Messages {
    /// One sentence that tells a person what was wrong with a fleet command line.
    public func sentence(for error: FleetUsageError) -> String {
        switch error {
        case .invalidDuration(let option, let text):
            localized(
                "Invalid \(option) '\(typedText(text))': give a whole number and a unit, for "
                    + "example 90s, 30m, 24h or 7d, or 0.",
                "El valor '\(typedText(text))' de \(option) no es válido: indique un número "
                    + "entero y una unidad, por ejemplo 90s, 30m, 24h o 7d, o 0.")
        }
    }
}
