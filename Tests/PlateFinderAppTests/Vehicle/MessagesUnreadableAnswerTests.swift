import PlateFinderApp
import PlateFinderDomain
import Testing

/// Every reason an answer could not be understood, and everything a host may answer
/// instead, worded in both languages; a detail an earlier version saved in English is
/// shown in English only.
@Suite struct MessagesUnreadableAnswerTests {
    static let unreadable: [UnreadableAnswer] =
        [
            UnreadablePage.tooLong(characters: 2_000_000), .parserFailed, .tableWithoutPlate,
            .otherPlate("PBX9999"), .missingLabel("Marca:"), .labelWithoutValue("Marca:"),
            .repeatedLabel("Marca:"), .unknownLabel("Motor:"), .textBesideNoLabel("XYZ"),
        ].map(UnreadableAnswer.page)
        + [
            UnreadableGrid.undeclared, .addressNotURL, .addressLeavesPortal,
            .missingColumn("Valor"), .notJSON, .pageUnnumbered, .missingCell("Valor"),
            .notAnAmount(column: "Valor", text: "X9"), .pointsNotANumber("X9"),
            .fineOfOtherPlate("PBX9999"), .fineWithoutCitation,
            .tooManyPages(40, maximum: 20), .wrongPage(sent: 1, asked: 2), .countChanged,
            .countMismatch(listed: 1, counted: 2), .totalOverflow,
            .disagreesWithPage(FineCountMismatch(status: .paid, listed: 1, counted: nil)),
            .duplicateKey("total"), .duplicateKey(""),
            .notADate(column: "Valor", text: "2025-01-01T25:99"),
            .impossiblePage(page: 7, pages: 0, records: 1), .identityNumber(column: "Valor"),
        ].map(UnreadableAnswer.grid)
        + [
            UnreadableDues.notJSON, .withoutPlate, .otherPlate("PBX9999"),
            .unbelievableValue(key: "valorTotal", .amount),
            .unbelievableValue(key: "anio", .year), .unbelievableValue(key: "cilindraje", .number),
            .unbelievableValue(key: "fecha", .date),
            .unbelievableValue(key: "fecha", .believableDate), .totalOverflow,
            .unbelievableValue(key: "valorTotal", .negativeAmount),
            .unbelievableValue(key: "anio", .believableYear), .duplicateKey("placa"),
            .duplicateKey(""),
        ].map(UnreadableAnswer.dues)

    static let unexpected: [UnexpectedAnswer] = [
        .contentType("image/png"), .bodyTooLarge(bytes: 2 * 1024 * 1024),
        .headersTooLarge(bytes: 64 * 1024), .bodyTooLarge(bytes: 1_000),
        .redirectedElsewhere("https://elsewhere.example"), .tooManyRedirects(5),
        .unusableRedirect, .documentCutShort, .emptyPage, .pageWithoutText,
        .otherPage(excerpt: "Sitio en mantenimiento"), .vehicleTableWithoutFines,
    ]

    /// Words of the English wording that no Spanish sentence holds.
    static let englishWords: Set<String> = [
        "the", "fines", "fine", "grid", "page", "pages", "answer", "has", "lists", "counts",
        "column", "table", "amount", "is", "of", "an", "not", "number", "date", "year",
        "plate", "vehicle", "label", "value", "after", "twice", "text", "beside", "parser",
        "could", "start", "longer", "than", "characters", "sent", "asked", "when", "changed",
        "between", "its", "more", "read", "redirect", "redirects", "without", "usable",
        "address", "document", "stopped", "reading", "before", "end", "empty", "larger",
        "headers", "content", "type", "redirected", "instead", "names", "believable",
        "subtotals", "overflow", "expected", "leaves", "portal's", "declares", "citation",
    ]

    @Test(arguments: unreadable)
    func unreadable_wordsEveryReason_inBothLanguages(why: UnreadableAnswer) throws {
        let english = try #require(Messages(language: .english).unreadable(why, plate: "PBX1234"))
        let spanish = try #require(Messages(language: .spanish).unreadable(why, plate: "PBX1234"))

        #expect(!english.isEmpty)
        #expect(english != spanish)
        #expect(Self.englishWords(in: spanish).isEmpty, "\(spanish)")
    }

    @Test(arguments: unexpected)
    func unexpected_wordsEveryAnswer_inBothLanguages(what: UnexpectedAnswer) throws {
        let english = try #require(Messages(language: .english).unexpected(what))
        let spanish = try #require(Messages(language: .spanish).unexpected(what))

        #expect(!english.isEmpty)
        #expect(english != spanish)
        #expect(Self.englishWords(in: spanish).isEmpty, "\(spanish)")
    }

    @Test(arguments: [
        (UnexpectedAnswer.status(204), "HTTP 204"),
        (.bodyTooLarge(bytes: 2 * 1024 * 1024), "answer larger than 2 MiB"),
        (.headersTooLarge(bytes: 64 * 1024), "answer headers larger than 64 KiB"),
        (.bodyTooLarge(bytes: 1_000), "answer larger than 1000 bytes"),
        (
            .redirectedElsewhere("https://elsewhere.example"),
            "redirected to https://elsewhere.example"
        ),
    ])
    func unexpected_saysWhatCameInstead(what: UnexpectedAnswer, expected: String) {
        #expect(Messages(language: .english).unexpected(what) == expected)
    }

    @Test(arguments: [
        (
            UnreadableAnswer.grid(.countMismatch(listed: 1, counted: 2)),
            "the fines grid lists 1 fine but counts 2",
            "la consulta de multas lista 1 multa pero cuenta 2"
        ),
        (
            .grid(.disagreesWithPage(FineCountMismatch(status: .voided, listed: 0, counted: 20))),
            "the fines grid lists 0 voided fines, the page counts 20",
            "la consulta de multas lista 0 multas anuladas, la página cuenta 20"
        ),
        (
            .page(.otherPlate("PBX9999")), "the page is about the plate “PBX9999”, not PBX1234",
            "la página trata de la placa “PBX9999”, no de PBX1234"
        ),
        (
            .dues(.unbelievableValue(key: "anio", .year)), "the SRI's anio is not a year",
            "el valor anio del SRI no es un año"
        ),
        (
            .dues(.duplicateKey("total")),
            "the SRI's answer names the key “total” twice in one object",
            "la respuesta del SRI nombra la clave “total” dos veces en un mismo objeto"
        ),
        (
            .grid(.impossiblePage(page: 7, pages: 0, records: 1)),
            "the fines grid says it sent page 7 of 0 holding 1 fine, which cannot be",
            "la consulta de multas dice que envió la página 7 de 0 con 1 multa, lo que no puede ser"
        ),
        (
            .grid(.identityNumber(column: "Artículo/Literal")),
            "the fines grid holds what looks like a person's identity number in its "
                + "Artículo/Literal column (not shown)",
            "la consulta de multas tiene lo que parece el número de identidad de una persona en "
                + "su columna Artículo/Literal (no se muestra)"
        ),
    ])
    func unreadable_saysWhy(why: UnreadableAnswer, english: String, spanish: String) {
        #expect(Messages(language: .english).unreadable(why, plate: "PBX1234") == english)
        #expect(Messages(language: .spanish).unreadable(why, plate: "PBX1234") == spanish)
    }

    @Test func described_isShownInEnglish_andLeftOutInSpanish() {
        let why = UnreadableAnswer.described("no vehicle table\u{1B}[2J")
        let what = UnexpectedAnswer.described("a maintenance page")

        #expect(
            Messages(language: .english).unreadable(why, plate: "PBX1234") == "no vehicle table")
        #expect(Messages(language: .spanish).unreadable(why, plate: "PBX1234") == nil)
        #expect(Messages(language: .english).unexpected(what) == "a maintenance page")
        #expect(Messages(language: .spanish).unexpected(what) == nil)
    }

    @Test func unreadable_stripsControlCharacters_fromWhatTheSourceWrote() throws {
        let why = UnreadableAnswer.page(.unknownLabel("Mo\u{1B}]0;x\u{07}tor:"))

        let text = try #require(Messages(language: .english).unreadable(why, plate: "PBX1234"))

        #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    }

    // MARK: - Helpers

    private static func englishWords(in text: String) -> Set<String> {
        let words = text.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
        return Set(words).intersection(englishWords)
    }
}
