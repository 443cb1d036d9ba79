import Foundation
import PlateFinderDomain

extension Messages {
    /// The currency code an amount is written with, so that a wrap can keep it with its number.
    public static let currencyCode = "USD"

    /// An amount as a person reads it: `USD 1,234.56` in English, `USD 1.234,56` in Spanish.
    public func money(_ amount: Money) -> String {
        let number =
            switch language {
            case .english: amount.formatted(decimalSeparator: ".", groupingSeparator: ",")
            case .spanish: amount.formatted(decimalSeparator: ",", groupingSeparator: ".")
            }
        return Self.currencyCode + " " + number
    }
}
