import Foundation
import PlateFinderApp

extension HelpText {
    /// The tool page's word on the options every command accepts, spelled `names`.
    public func globalOptionsRow(_ names: [String]) -> CardRow {
        let head = names.dropLast().joined(separator: ", ")
        let last = names.last ?? ""
        let list = head.isEmpty ? last : head + localized(" and ", " y ") + last
        return row(
            "",
            localized(
                "Every command accepts \(list), so a shell alias that adds them never "
                    + "breaks one; a command's own options are on its page (platefinder help "
                    + "COMMAND).",
                "Todos los comandos aceptan \(list), así que un alias de la terminal que las "
                    + "añada nunca rompe ninguno; las opciones propias de cada comando están en "
                    + "su página (platefinder help COMANDO)."))
    }
}
