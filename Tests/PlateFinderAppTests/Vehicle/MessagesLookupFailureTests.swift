import PlateFinderApp
import PlateFinderDomain
import Testing

/// Why a source gave no answer, in one sentence that names the source, in both languages.
@Suite struct MessagesLookupFailureTests {
    /// One reason of every kind.
    static let reasons: [LookupFailureReason] = [
        .unreachable, .timedOut, .busy(statusCode: 503, retryAfter: .seconds(30)),
        .httpStatus(404), .unexpectedAnswer(.emptyPage),
        .notUnderstood(.page(.tableWithoutPlate)), .noData,
    ]

    @Test(arguments: VehicleSource.allCases, reasons)
    func sentence_isOneLineNamingTheSource_inEveryLanguage(
        source: VehicleSource, reason: LookupFailureReason
    ) {
        let failure = LookupFailure(source, reason)
        let english = Messages(language: .english).sentence(for: failure, plate: Plate("PBX1234"))
        let spanish = Messages(language: .spanish).sentence(for: failure, plate: Plate("PBX1234"))

        let named = source == .sri ? "SRI" : "ANT"
        let other = source == .sri ? "ANT" : "SRI"
        for sentence in [english, spanish] {
            #expect(!sentence.isEmpty)
            #expect(!sentence.contains("\n"))
            #expect(sentence.hasSuffix("."))
            #expect(sentence.contains(named), "\(sentence)")
            #expect(!sentence.contains(other), "\(sentence)")
        }
        #expect(english != spanish)
    }

    /// Failures and their sentences.
    static let sentences: [(failure: LookupFailure, language: Language, sentence: String)] = [
        (
            LookupFailure(.sri, .httpStatus(404)), Language.english,
            "The SRI's service answered with an error (HTTP 404); try again later."
        ),
        (
            LookupFailure(.sri, .busy(statusCode: 503, retryAfter: nil)), .english,
            "The SRI's service is busy (HTTP 503); try again later."
        ),
        (
            LookupFailure(.sri, .busy(statusCode: 503, retryAfter: nil)), .spanish,
            "El servicio del SRI está ocupado (HTTP 503); inténtelo más tarde."
        ),
        (
            LookupFailure(.ant, .unreachable), .english,
            "Could not reach the ANT portal; check the connection and try again."
        ),
        (
            LookupFailure(.fines, .busy(statusCode: 503, retryAfter: nil)), .spanish,
            "La consulta de multas de la ANT está ocupada (HTTP 503); inténtelo más tarde."
        ),
        (
            LookupFailure(.fines, .timedOut), .spanish,
            "La consulta de multas de la ANT no respondió a tiempo; inténtelo más tarde o "
                + "aumente --timeout."
        ),
        (
            LookupFailure(.ant, .unexpectedAnswer(.status(204))), .english,
            "The ANT portal did not answer with its vehicle page (HTTP 204); try again later."
        ),
        (
            LookupFailure(.sri, .unexpectedAnswer(.contentType("text/html"))), .spanish,
            "El servicio del SRI no respondió con los valores del vehículo (tipo de contenido "
                + "text/html); inténtelo más tarde."
        ),
        (
            LookupFailure(.ant, .noData), .english,
            "The ANT portal has no data for the plate PBX1234."
        ),
        (
            LookupFailure(.ant, .noData), .spanish,
            "El portal de la ANT no tiene datos para la placa PBX1234."
        ),
        (
            LookupFailure(.sri, .noData), .english,
            "The SRI has no vehicle with the plate PBX1234."
        ),
        (
            LookupFailure(.sri, .notUnderstood(.dues(.otherPlate("PCQ5129")))), .english,
            "The SRI's answer for PBX1234 could not be understood: the SRI answered about "
                + "PCQ5129 instead of PBX1234."
        ),
        (
            LookupFailure(.fines, .notUnderstood(.grid(.countChanged))), .spanish,
            "No se pudieron interpretar las multas de la ANT para PBX1234: la cuenta de la "
                + "consulta de multas cambió entre sus páginas."
        ),
        (
            LookupFailure(.ant, .notUnderstood(.page(.missingLabel("Marca:")))), .english,
            "The ANT portal's page for PBX1234 could not be understood: the vehicle table has no "
                + "Marca: label."
        ),
    ]

    @Test(arguments: sentences)
    func sentence_saysWhatWentWrong(failure: LookupFailure, language: Language, expected: String) {
        let sentence = Messages(language: language).sentence(
            for: failure, plate: Plate("pbx-1234"))

        #expect(sentence == expected)
    }

    @Test func sentence_keepsALegacyDetail_inEnglishOnly() {
        let failure = LookupFailure(.ant, .notUnderstood(.described("no vehicle table")))

        #expect(
            Messages(language: .english).sentence(for: failure, plate: Plate("PBX1234"))
                == "The ANT portal's page for PBX1234 could not be understood: no vehicle table.")
        #expect(
            Messages(language: .spanish).sentence(for: failure, plate: Plate("PBX1234"))
                == "No se pudo interpretar la página del portal de la ANT para PBX1234.")
    }

    @Test func sentence_stripsControlCharacters_fromDetailAndPlate() {
        let failure = LookupFailure(
            .ant, .notUnderstood(.page(.otherPlate("bad\u{1B}]0;title\u{07}"))))

        let sentence = Messages(language: .english).sentence(
            for: failure, plate: Plate("A\u{1B}[2J"))

        #expect(!sentence.unicodeScalars.contains("\u{1B}"))
        #expect(!sentence.unicodeScalars.contains("\u{07}"))
    }

    @Test(arguments: [
        (LookupFailure(.ant, .unreachable), "the ANT portal could not be reached"),
        (LookupFailure(.fines, .timedOut), "the ANT's fines grid did not answer in time"),
        (
            LookupFailure(.sri, .busy(statusCode: 429, retryAfter: nil)),
            "the SRI's service is busy (HTTP 429)"
        ),
        (
            LookupFailure(.sri, .httpStatus(500)),
            "the SRI's service answered with an error (HTTP 500)"
        ),
        (
            LookupFailure(.ant, .unexpectedAnswer(.emptyPage)),
            "the ANT portal did not answer with its vehicle page"
        ),
        (
            LookupFailure(.fines, .notUnderstood(.grid(.notJSON))),
            "the answer of the ANT's fines grid could not be understood"
        ),
        (LookupFailure(.sri, .noData), "the SRI's service has no data"),
    ])
    func failureClause_saysWhySourceGaveNoAnswer_toFollowADate(
        failure: LookupFailure, expected: String
    ) {
        #expect(Messages(language: .english).failureClause(failure) == expected)
        #expect(Messages(language: .spanish).failureClause(failure) != expected)
    }

    /// "Ocupado" agrees with the Spanish noun: the grid is a "consulta", the others are not.
    @Test(arguments: [
        (VehicleSource.ant, "el portal de la ANT está ocupado (HTTP 503)"),
        (.fines, "la consulta de multas de la ANT está ocupada (HTTP 503)"),
        (.sri, "el servicio del SRI está ocupado (HTTP 503)"),
    ])
    func failureClause_agreesWithTheSourcesNoun_inSpanish(source: VehicleSource, clause: String) {
        let busy = LookupFailure(source, .busy(statusCode: 503, retryAfter: nil))

        #expect(Messages(language: .spanish).failureClause(busy) == clause)
    }

    @Test(arguments: VehicleSource.allCases, reasons)
    func failureClause_namesTheSource_andStartsInLowerCase(
        source: VehicleSource, reason: LookupFailureReason
    ) {
        for language in Language.allCases {
            let clause = Messages(language: language).failureClause(LookupFailure(source, reason))

            #expect(clause.contains(source == .sri ? "SRI" : "ANT"), "\(clause)")
            #expect(clause.first?.isLowercase == true, "\(clause)")
        }
    }

    @Test(arguments: [
        (LookupFailureReason.unreachable, "unreachable", "inaccesible"),
        (.timedOut, "timed out", "no respondió a tiempo"),
        (.busy(statusCode: 503, retryAfter: nil), "busy (HTTP 503)", "ocupado (HTTP 503)"),
        (.httpStatus(502), "error (HTTP 502)", "error (HTTP 502)"),
        (.unexpectedAnswer(.emptyPage), "unavailable", "no disponible"),
        (.notUnderstood(.grid(.notJSON)), "answer not understood", "respuesta ilegible"),
        (.noData, "no data", "sin datos"),
    ])
    func failureSummary_saysWhyInAFewWords(
        reason: LookupFailureReason, english: String, spanish: String
    ) {
        #expect(Messages(language: .english).failureSummary(reason) == english)
        #expect(Messages(language: .spanish).failureSummary(reason) == spanish)
    }
}
