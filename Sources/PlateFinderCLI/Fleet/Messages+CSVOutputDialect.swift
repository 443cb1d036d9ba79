import PlateFinderApp

extension Messages {
    /// `dialect` in a few words, for a sentence that compares two CSV files:
    /// "CSV separated by semicolons, decimal commas, with a byte-order mark (BOM)".
    public func description(of dialect: CSVOutputDialect) -> String {
        let delimiter: String =
            switch dialect.delimiter {
            case .comma: localized("commas", "comas")
            case .semicolon: localized("semicolons", "punto y coma")
            case .tab: localized("tabs", "tabuladores")
            }
        let decimals: String =
            switch dialect.decimalSeparator {
            case .point: localized("decimal points", "punto decimal")
            case .comma: localized("decimal commas", "coma decimal")
            }
        let mark =
            dialect.hasByteOrderMark
            ? localized("with a byte-order mark (BOM)", "con marca de orden de bytes (BOM)")
            : localized("without a byte-order mark", "sin marca de orden de bytes")
        return localized(
            "CSV separated by \(delimiter), \(decimals), \(mark)",
            "CSV separado por \(delimiter), \(decimals), \(mark)")
    }
}
