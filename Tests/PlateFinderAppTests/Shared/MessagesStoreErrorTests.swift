import PlateFinderApp
import PlateFinderDomain
import Testing

@Suite struct MessagesStoreErrorTests {
    static let errors: [StoreError] = [
        .cannotOpen("Not a directory"),
        .cannotCreateFolder(path: "/home/ana/.local", reason: "Not a directory"),
        .notAPlateFinderDatabase,
        .newerSchema(found: 7, supported: 1), .readOnly, .busy, .failure("disk I/O error"),
    ]
    static let path = "/home/ana/.local/share/platefinder/platefinder.sqlite"

    @Test(arguments: errors, Language.allCases)
    func sentence_isOneLineNamingTheFile_forEveryErrorAndLanguage(
        error: StoreError, language: Language
    ) {
        let sentence = makeSUT(language).sentence(for: error, path: Self.path)

        #expect(sentence.contains(Self.path))
        #expect(!sentence.contains("\n"))
        #expect(sentence.hasSuffix("."))
        #expect(!sentence.hasSuffix(".."))
    }

    @Test(arguments: errors)
    func sentence_differsBetweenLanguages(error: StoreError) {
        #expect(
            makeSUT(.english).sentence(for: error, path: Self.path)
                != makeSUT(.spanish).sentence(for: error, path: Self.path))
    }

    @Test(arguments: [
        (
            Language.english,
            "/data/platefinder.sqlite is not a PlateFinder database; it was left untouched. Use "
                + "--store to choose another file."
        ),
        (
            .spanish,
            "/data/platefinder.sqlite no es una base de datos de PlateFinder; no se ha "
                + "modificado. Use --store para elegir otro archivo."
        ),
    ])
    func sentence_saysFileWasLeftUntouched_onForeignFile(language: Language, expected: String) {
        let sentence = makeSUT(language).sentence(
            for: .notAPlateFinderDatabase, path: "/data/platefinder.sqlite")

        #expect(sentence == expected)
    }

    @Test(arguments: [
        (
            Language.english,
            "Could not create the folder /home/ana/.local for the history file /s.sqlite (Not "
                + "a directory); use --store to choose another file."
        ),
        (
            .spanish,
            "No se pudo crear la carpeta /home/ana/.local para el archivo del historial "
                + "/s.sqlite (no es un directorio); use --store para elegir otro archivo."
        ),
    ])
    func sentence_namesTheFolderThatCouldNotBeMade(language: Language, expected: String) {
        let sentence = makeSUT(language).sentence(
            for: .cannotCreateFolder(path: "/home/ana/.local", reason: "Not a directory."),
            path: "/s.sqlite")

        #expect(sentence == expected)
    }

    @Test(arguments: [
        ("No space left on device", "no queda espacio en el dispositivo"),
        ("Permission denied", "permiso denegado"),
        ("No such file or directory", "no existe el archivo o el directorio"),
        ("Read-only file system", "sistema de archivos de solo lectura"),
        ("Too many links", "Too many links"),
    ])
    func systemReasons_readInSpanish_forTheCommonCases(reason: String, spanish: String) {
        #expect(
            makeSUT(.spanish).sentence(for: .cannotOpen(reason), path: "/s.sqlite")
                .contains("(\(spanish))"))
        #expect(
            makeSUT(.english).sentence(for: .cannotOpen(reason), path: "/s.sqlite")
                .contains("(\(reason))"))
    }

    @Test func sentence_namesBothSchemaVersions_onNewerSchema() {
        let sentence = makeSUT(.english).sentence(
            for: .newerSchema(found: 7, supported: 1), path: "/s.sqlite")

        #expect(sentence.contains("schema 7"))
        #expect(sentence.contains("up to 1"))
        #expect(sentence.contains("left untouched"))
    }

    @Test(arguments: [StoreError.cannotOpen("Not a directory."), .failure("disk I/O error. ")])
    func sentence_keepsReason_withoutDoubledFullStop(error: StoreError) {
        let sentence = makeSUT(.english).sentence(for: error, path: "/s.sqlite")

        #expect(sentence.contains("Not a directory") || sentence.contains("disk I/O error"))
        #expect(!sentence.contains(".."))
        #expect(!sentence.contains(". )") && !sentence.contains(".)"))
    }

    @Test func sentence_stripsControlCharacters_fromPathAndReason() {
        let sentence = makeSUT(.english).sentence(
            for: .cannotOpen("bad\u{1B}[2J"), path: "/tmp/\u{1B}]0;title\u{07}x.sqlite")

        #expect(!sentence.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test(arguments: [
        (
            Language.english,
            "This answer was not saved in the history: /ro/store.sqlite can only be read."
        ),
        (
            .spanish,
            "Esta respuesta no se guardó en el historial: /ro/store.sqlite es de solo lectura."
        ),
    ])
    func answerNotSaved_namesTheReadOnlyFile(language: Language, expected: String) {
        #expect(makeSUT(language).answerNotSaved(path: "/ro/store.sqlite\u{1B}[2J") == expected)
    }

    // MARK: - Helpers

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
