import Foundation
import PlateFinderApp

extension HelpText {
    /// The tool page's word on the options every command accepts, spelled `names`.
    public func globalOptionsRow(_ names: [String]) -> CardRow {
        let list = names.joined(separator: ", ")
        return row(
            "",
            localized(
                "\(list) are accepted by every command, so an alias that adds them never breaks "
                    + "one.",
                "\(list) se aceptan en todos los comandos, así que un alias que los añada nunca "
                    + "rompe uno."))
    }
}
