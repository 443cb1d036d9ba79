import Foundation
import PlateFinderApp

extension HelpText {
    /// Two lines: the whole synopsis does not fit 80 columns.
    var findUsage: [String] {
        let continuation = String(repeating: " ", count: "platefinder find ".count)
        return [
            localized(
                "platefinder find PLATE [--json] [--lang en|es]",
                "platefinder find PLACA [--json] [--lang en|es]"),
            continuation + "[--sources ant,sri,fines] [--endpoint URL]",
            continuation + "[--sri-endpoint URL] "
                + localized("[--timeout SECONDS]", "[--timeout SEGUNDOS]") + " "
                + localized("[--store PATH]", "[--store RUTA]"),
        ]
    }

    var validateUsage: String {
        localized(
            "platefinder validate PLATE [--json] [--lang en|es]",
            "platefinder validate PLACA [--json] [--lang en|es]")
    }

    var plateRow: CardRow {
        row(
            localized("PLATE", "PLACA"),
            localized(
                "ABC1234 (car), AB123A (motorcycle) or CD1234 (special); case, spaces and "
                    + "dashes do not matter; an old ABC123 is used as ABC0123.",
                "ABC1234 (auto), AB123A (moto) o CD1234 (especial); mayúsculas, espacios "
                    + "y guiones dan igual; una antigua ABC123 se usa como ABC0123."
            ))
    }

    func row(_ label: String, _ value: String) -> CardRow {
        CardRow(label: label, value: value)
    }
}
