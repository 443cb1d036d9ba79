import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Rows no PlateFinder wrote, as a hand-edited file could hold: read safely or refused
/// with a clear error, never a crash.
struct SQLiteCarStoreHostileFileTests {
    @Test func retrieve_deliversAtMostTheCap_newestFirst_fromAFileHoldingMore() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("edited.sqlite")
            let sut = try makeSUT(path: path)
            let connection = try SQLiteConnection(path: path)
            for index in 0..<(SearchHistoryPolicy.maximumItems + 10) {
                try connection.execute(
                    "INSERT INTO search_history (plate_number, position, search_date) VALUES (?, ?, 0)",
                    [.text("P\(index)"), .integer(Int64(index))])
            }

            let history = try await sut.retrieve()

            #expect(history.count == SearchHistoryPolicy.maximumItems)
            #expect(history.first?.plate.value == "P\(SearchHistoryPolicy.maximumItems + 9)")
        }
    }

    @Test(arguments: [
        ("meteor", SQLiteValue.null, SQLiteValue.null), ("server", .null, .null),
        ("server", .integer(503), .text("extra")), ("parsing", .null, .null),
        ("timeout", .integer(1), .null),
    ])
    func retrieve_throwsFailure_forAFailureNoPlateFinderWrites(
        kind: String, statusCode: SQLiteValue, detail: SQLiteValue
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("edited.sqlite")
            let sut = try makeSUT(path: path)
            try SQLiteConnection(path: path).execute(
                """
                INSERT INTO search_history (plate_number, position, search_date, failure_kind,
                    failure_status_code, failure_detail)
                VALUES ('PBX1234', 1, 0, ?, ?, ?)
                """, [.text(kind), statusCode, detail])

            await #expect(
                throws: StoreError.failure(
                    "a history row records a failure this version cannot read")
            ) {
                try await sut.retrieve()
            }
        }
    }

    private func makeSUT(path: String) throws -> SQLiteCarStore {
        try SQLiteCarStore(path: path)
    }
}
