import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@testable import PlateFinderData

/// Every reason a search fails for, and every detail it carries, comes back exactly from a
/// real file; a row an earlier version wrote reads back as the English it kept.
struct StoredFailureTests {
    private static let date = Date(timeIntervalSince1970: 1_796_000_000)

    /// One of every detail a failure carries, with the texts quoted from outside as odd as
    /// they come: quotes, brackets, accents, a new line.
    static let reasons: [LookupFailureReason] =
        [
            .unreachable, .timedOut, .noData, .httpStatus(404), .httpStatus(500),
            .busy(statusCode: 429, retryAfter: nil), .busy(statusCode: 503, retryAfter: nil),
            .httpStatus(503),
        ]
        + pages.map { .notUnderstood(.page($0)) } + grids.map { .notUnderstood(.grid($0)) }
        + dues.map { .notUnderstood(.dues($0)) }
        + [.notUnderstood(.described("the vehicle table has no Marca: label"))]
        + unexpected.map { .unexpectedAnswer($0) }

    private static let quoted = #"“Año” ["x", "y"] \ "\#n"#

    private static let pages: [UnreadablePage] = [
        .tooLong(characters: 2_097_152), .parserFailed, .tableWithoutPlate,
        .otherPlate("ABC1234"), .missingLabel("Año de Matrícula"), .labelWithoutValue("Marca:"),
        .repeatedLabel("Servicio:"), .unknownLabel(quoted), .textBesideNoLabel(quoted),
    ]

    private static let grids: [UnreadableGrid] = [
        .undeclared, .addressNotURL, .addressLeavesPortal, .missingColumn("# Citación"),
        .notJSON, .pageUnnumbered, .missingCell("Total a Pagar"),
        .notAnAmount(column: "Multa", text: quoted), .pointsNotANumber("seis"),
        .fineOfOtherPlate("PBX1234"), .fineWithoutCitation, .tooManyPages(21, maximum: 20),
        .wrongPage(sent: 2, asked: 1), .countChanged, .countMismatch(listed: 1, counted: 2),
        .totalOverflow,
        .disagreesWithPage(FineCountMismatch(status: .voided, listed: 0, counted: 20)),
        .disagreesWithPage(FineCountMismatch(status: .pending, listed: 3, counted: nil)),
        .duplicateKey(quoted), .duplicateKey(""), .notADate(column: "Límite de Pago", text: quoted),
        .impossiblePage(page: 7, pages: 0, records: 0),
        .impossiblePage(page: -1, pages: 2, records: 51), .identityNumber(column: "Entidad"),
    ]

    private static let dues: [UnreadableDues] =
        [.notJSON, .withoutPlate, .otherPlate("PBX1234"), .totalOverflow, .duplicateKey(quoted)]
        + [
            SRIValueProblem.amount, .year, .number, .date, .believableDate, .negativeAmount,
            .missing,
            .believableYear,
        ].map {
            .unbelievableValue(key: "fechaCompra", $0)
        }

    private static let unexpected: [UnexpectedAnswer] = [
        .status(204), .contentType("image/png"), .bodyTooLarge(bytes: 2_097_152),
        .headersTooLarge(bytes: 65_536), .redirectedElsewhere("https://phishing.example"),
        .tooManyRedirects(5), .unusableRedirect, .documentCutShort, .emptyPage,
        .pageWithoutText, .otherPage(excerpt: quoted),
        .described("a page without the vehicle table"), .vehicleTableWithoutFines,
    ]

    @Test(arguments: reasons)
    func retrieve_deliversTheFailureExactly_afterReopening(reason: LookupFailureReason) async throws
    {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let item = SearchHistoryItem.failure(Plate("PBX1234"), reason: reason, at: Self.date)

            try await SQLiteCarStore(path: path).insert(item)

            #expect(try await SQLiteCarStore(path: path).retrieve().rows == [item])
        }
    }

    @Test func retrieve_forgetsABusyHostsWait_whichIsOverByThen() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let busy = LookupFailureReason.busy(statusCode: 429, retryAfter: .seconds(30))

            try await SQLiteCarStore(path: path)
                .insert(.failure(Plate("PBX1234"), reason: busy, at: Self.date))

            let found = try await SQLiteCarStore(path: path).retrieve().rows
            #expect(found.first?.lastFailure == .busy(statusCode: 429, retryAfter: nil))
        }
    }

    /// Rows written before the details were codes: their text is kept, and shown as it was
    /// written.
    @Test(arguments: [
        (
            "'parsing'", "'the vehicle table has no Marca: label'",
            LookupFailureReason.notUnderstood(.described("the vehicle table has no Marca: label"))
        ),
        (
            "'unavailable'", "'a page without the vehicle table, reading “Mantenimiento”'",
            .unexpectedAnswer(
                .described("a page without the vehicle table, reading “Mantenimiento”"))
        ),
        (
            "'invalid_plate'", "NULL",
            .notUnderstood(.described("the plate was incomplete or invalid"))
        ),
        ("'server'", "NULL", .httpStatus(503)),
        ("'network'", "NULL", .unreachable),
    ])
    func retrieve_readsRowsOfEarlierVersions(
        kind: String, detail: String, reason: LookupFailureReason
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            let statusCode = kind == "'server'" ? "503" : "NULL"
            try insertSearch(
                at: path, failure: "\(kind), \(statusCode), \(detail)")

            let found = try await SQLiteCarStore(path: path).retrieve().rows

            #expect(found == [.failure(Plate("PBX1234"), reason: reason, at: Self.date)])
        }
    }

    /// Failure columns no PlateFinder writes are not guessed at: the search is named as a
    /// row that cannot be read, by its plate, never by their text.
    @Test(arguments: [
        "'parsing', NULL, NULL", "'not_understood', NULL, 'the table has no Marca: label'",
        #"'not_understood', NULL, '["page", "missingLabel"]'"#,
        #"'not_understood', NULL, '["grid", "wrongPage", "two", "1"]'"#,
        #"'unexpected', NULL, '["status", "many"]'"#, "'unexpected', NULL, NULL",
        "'server', NULL, NULL", "'busy', NULL, NULL", "'busy', 503, 'x'",
        "'exploded', NULL, NULL",
    ])
    func retrieve_namesTheSearchUnreadable_forFailureColumnsNoPlateFinderWrites(
        columns: String
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            try insertSearch(at: path, failure: columns)

            let found = try await SQLiteCarStore(path: path).retrieve()

            #expect(found.rows.isEmpty)
            #expect(
                found.unreadable == [
                    UnreadableRow(table: .searchHistory, key: "PBX1234", rowNumber: 1)
                ])
        }
    }

    // MARK: - Helpers

    /// Writes PBX1234's search, failed with the `failure_` columns `failure` (kind, status
    /// code, detail as SQL), into a current file at `path`.
    private func insertSearch(at path: String, failure: String) throws {
        _ = try SQLiteCarStore(path: path)
        try SQLiteConnection(path: path).execute(
            """
            INSERT INTO search_history (plate_number, position, search_date, failure_kind,
                failure_status_code, failure_detail)
            VALUES ('PBX1234', 1, 1796000000, \(failure))
            """)
    }
}
