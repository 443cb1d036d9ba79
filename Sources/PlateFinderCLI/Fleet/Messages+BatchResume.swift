import Foundation
import PlateFinderApp
import PlateFinderDomain

extension Messages {
    /// One sentence that says why `batch --resume` cannot continue its file.
    func sentence(for error: BatchResumeError) -> String {
        switch error {
        case .tableRequested:
            localized(
                "--resume continues a CSV or JSONL file; a table cannot be resumed: use "
                    + "--format csv or jsonl.",
                "--resume continúa un archivo CSV o JSONL; una tabla no se puede reanudar: use "
                    + "--format csv o jsonl.")
        case .notAFile(let path, let node):
            localized(
                "\(shown(path)) is \(nodeName(node)): only a regular file a batch wrote can be "
                    + "resumed.",
                "\(shown(path)) es \(nodeName(node)): solo se puede reanudar un archivo normal "
                    + "escrito por batch.")
        case .unreadable(let path, let reason):
            localized(
                "Could not read \(shown(path)) to resume it: \(reason).",
                "No se pudo leer \(shown(path)) para reanudarlo: \(reason).")
        case .table(let path):
            localized(
                "\(shown(path)) holds a table, which cannot be resumed: only CSV or JSONL can.",
                "\(shown(path)) contiene una tabla, que no se puede reanudar: solo CSV o JSONL.")
        case .dialectDiffers(let path, let file, let run):
            localized(
                "\(shown(path)) is \(dialectName(file, against: run)), this run writes "
                    + "\(dialectName(run, against: file)).",
                "\(shown(path)) es \(dialectName(file, against: run)); esta ejecución escribe "
                    + "\(dialectName(run, against: file)).")
        case .columnDiffers(let path, let position, let found, let expected):
            columnDiffers(path: path, position: position, found: found, expected: expected)
        case .unreadableRow(let path, let line):
            localized(
                "Line \(line) of \(shown(path)) is not a row a batch writes.",
                "La línea \(line) de \(shown(path)) no es una fila de las que escribe batch.")
        case .plateDiffers(let path, let line, let filePlate, let inputPlate):
            plateDiffers(path: path, line: line, filePlate: filePlate, inputPlate: inputPlate)
        case .incompleteLastLine(let path, let line):
            localized(
                "The last line of \(shown(path)), line \(line), is cut short (it has no line "
                    + "end): remove it and resume again.",
                "La última línea de \(shown(path)), la \(line), está cortada (no tiene final "
                    + "de línea): bórrela y vuelva a reanudar.")
        }
    }

    /// What a resumed batch says before its summary: how many of FILE's rows it kept.
    func batchRowsKept(_ count: Int, path: String) -> String {
        localized(
            "\(count) \(plural(count, one: "row", other: "rows")) kept from \(shown(path)).",
            "Se \(plural(count, one: "conservó", other: "conservaron")) \(count) "
                + "\(plural(count, one: "fila", other: "filas")) de \(shown(path)).")
    }

    private func columnDiffers(
        path: String, position: Int, found: String?, expected: String?
    ) -> String {
        let path = shown(path)
        switch (found.map(InputText.escaped), expected) {
        case (let found?, let expected?):
            return localized(
                "Column \(position) of \(path) is '\(found)'; this version writes "
                    + "'\(expected)'.",
                "La columna \(position) de \(path) es '\(found)'; esta versión escribe "
                    + "'\(expected)'.")
        case (nil, let expected?):
            return localized(
                "\(path) has no column \(position); this version writes '\(expected)' there.",
                "\(path) no tiene columna \(position); esta versión escribe ahí '\(expected)'.")
        case (let found, nil):
            return localized(
                "Column \(position) of \(path) ('\(found ?? "")') is one this version does "
                    + "not write.",
                "La columna \(position) de \(path) ('\(found ?? "")') no la escribe esta "
                    + "versión.")
        }
    }

    private func plateDiffers(
        path: String, line: Int, filePlate: String, inputPlate: String?
    ) -> String {
        let (path, plate) = (shown(path), InputText.escaped(filePlate))
        let order = localized(
            "the file must hold the input's first plates, in order.",
            "el archivo debe tener las primeras placas de la entrada, en orden.")
        guard let inputPlate = inputPlate.map(ControlCharacterStripper.strip) else {
            return localized(
                "Line \(line) of \(path) is for '\(plate)', but the input has no more plates: "
                    + order,
                "La línea \(line) de \(path) es de '\(plate)', pero la entrada no tiene más "
                    + "placas: " + order)
        }
        return localized(
            "Line \(line) of \(path) is for '\(plate)', but the input's next plate is "
                + "\(inputPlate): " + order,
            "La línea \(line) de \(path) es de '\(plate)', pero la siguiente placa de la "
                + "entrada es \(inputPlate): " + order)
    }

    private func nodeName(_ node: BatchResumeError.Node) -> String {
        switch node {
        case .directory: localized("a directory", "una carpeta")
        case .fifo: localized("a FIFO", "una FIFO")
        case .device: localized("a device", "un dispositivo")
        case .socket: localized("a socket", "un socket")
        }
    }

    /// `dialect` in words: its format, a CSV's delimiter, and, when `other` has the same
    /// format, its mark and line ends where they differ from `other`'s.
    private func dialectName(
        _ dialect: BatchResumeDialect, against other: BatchResumeDialect
    ) -> String {
        var words: [String]
        switch dialect.format {
        case .csv, .table:
            words = [
                dialect.delimiter == .tab
                    ? localized("CSV separated by tabs", "CSV separado por tabuladores")
                    : localized(
                        "CSV separated by '\(dialect.delimiter.name)'",
                        "CSV separado por '\(dialect.delimiter.name)'")
            ]
        case .jsonl: words = ["JSONL"]
        }
        guard dialect.format == other.format else { return words.joined(separator: " ") }
        if dialect.byteOrderMark != other.byteOrderMark {
            words.append(
                dialect.byteOrderMark
                    ? localized("with a byte-order mark", "con marca de orden de bytes (BOM)")
                    : localized("without a byte-order mark", "sin marca de orden de bytes"))
        }
        if dialect.lineEnd != other.lineEnd {
            words.append(
                dialect.lineEnd == .crlf
                    ? localized("with CRLF line ends", "con finales de línea CRLF")
                    : localized("with LF line ends", "con finales de línea LF"))
        }
        return words.joined(separator: " ")
    }

    private func shown(_ path: String) -> String {
        ControlCharacterStripper.strip(path)
    }
}
