import PlateFinderApp
import Testing

@testable import PlateFinderCLI

/// Every sentence `batch --resume` says, in English and in Spanish.
struct MessagesBatchResumeTests {
    private static let semicolons = BatchResumeDialect(
        format: .csv, delimiter: .semicolon, byteOrderMark: false, lineEnd: .crlf)

    @Test(arguments: [
        (
            BatchResumeError.tableRequested,
            "--resume continúa un archivo CSV o JSONL; una tabla no se puede reanudar: use "
                + "--format csv o jsonl."
        ),
        (
            .notAFile(path: "f", node: .device),
            "f es un dispositivo: solo se puede reanudar un archivo normal escrito por batch."
        ),
        (
            .unreadable(path: "f", reason: "Permission denied"),
            "No se pudo leer f para reanudarlo: Permission denied."
        ),
        (.table(path: "f"), "f contiene una tabla, que no se puede reanudar: solo CSV o JSONL."),
        (
            .dialectDiffers(path: "f", file: semicolons, run: .jsonl),
            "f es CSV separado por ';'; esta ejecución escribe JSONL."
        ),
        (
            .columnDiffers(path: "f", position: 3, found: "origin", expected: "source"),
            "La columna 3 de f es 'origin'; esta versión escribe 'source'."
        ),
        (
            .columnDiffers(path: "f", position: 18, found: "extra", expected: nil),
            "La columna 18 de f ('extra') no la escribe esta versión."
        ),
        (
            .unreadableRow(path: "f", line: 4),
            "La línea 4 de f no es una fila de las que escribe batch."
        ),
        (
            .plateDiffers(path: "f", line: 9, filePlate: "PBX1234", inputPlate: nil),
            "La línea 9 de f es de 'PBX1234', pero la entrada no tiene más placas: el archivo "
                + "debe tener las primeras placas de la entrada, en orden."
        ),
        (
            .incompleteLastLine(path: "f", line: 7),
            "La última línea de f, la 7, está cortada (no tiene final de línea): bórrela y "
                + "vuelva a reanudar."
        ),
    ])
    func sentence_isSpanishToItsLastWord_andUnlikeTheEnglish(
        error: BatchResumeError, spanish: String
    ) {
        #expect(makeSUT(.spanish).sentence(for: error) == spanish)
        #expect(makeSUT(.english).sentence(for: error) != spanish)
    }

    @Test(arguments: [
        (Language.english, 1, "1 row kept from f."),
        (.english, 3, "3 rows kept from f."),
        (.spanish, 1, "Se conservó 1 fila de f."),
        (.spanish, 3, "Se conservaron 3 filas de f."),
    ])
    func batchRowsKept_saysHowManyRowsWereKept(language: Language, count: Int, expected: String) {
        #expect(makeSUT(language).batchRowsKept(count, path: "f") == expected)
    }

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
