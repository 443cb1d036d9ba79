import PlateFinderApp

extension HelpText {
    /// What `batch`'s help says about CSV for spreadsheets, under Output.
    var batchExcelRow: CardRow {
        row(
            "",
            localized(
                "CSV is comma-separated with decimal points, without a byte-order mark, each "
                    + "record ended by CRLF; --delimiter changes the delimiter. --excel writes "
                    + "what Excel in your language opens in columns by double-click: a UTF-8 "
                    + "byte-order mark, and in Spanish ; with decimal commas (96,50), in "
                    + "English , with decimal points; amounts are never grouped in thousands.",
                "El CSV va separado por comas con punto decimal, sin marca de orden de bytes, "
                    + "cada registro terminado en CRLF; --delimiter cambia el separador. "
                    + "--excel escribe lo que Excel en su idioma abre en columnas con doble "
                    + "clic: una marca de orden de bytes UTF-8 y, en español, ; con coma "
                    + "decimal (96,50), en inglés , con punto decimal; los importes nunca se "
                    + "agrupan en miles."))
    }

    /// What `batch`'s help says about `--excel`.
    var excelOptionText: String {
        localized(
            "Write CSV as Excel in your language opens it (see Output); --delimiter , keeps "
                + "decimal points. Implies --format csv.",
            "Escribe el CSV como lo abre Excel en su idioma (vea Salida); --delimiter , "
                + "mantiene el punto decimal. Implica --format csv.")
    }

    /// What `batch`'s help says about `--delimiter`, which applies to its input and its CSV.
    var batchDelimiterText: String {
        localized(
            "The CSV delimiter, read and written: , ; or tab; by default the input's is the "
                + "one its header uses most and the output's a comma (--excel: the language's).",
            "El separador del CSV, al leer y al escribir: , ; o tab; por omisión, al leer el "
                + "que más usa el encabezado y al escribir la coma (--excel: el del idioma).")
    }
}
