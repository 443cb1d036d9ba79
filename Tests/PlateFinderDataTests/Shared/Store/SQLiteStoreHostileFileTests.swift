import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Rows no PlateFinder wrote, as a hand-edited file could hold: listed around and named,
/// refused by a read of their own with a typed error, never a crash, and never in the way
/// of another row or another store.
struct SQLiteStoreHostileFileTests {
    @Test(arguments: HostileRow.all)
    func listings_leaveOutAndNameARowNoPlateFinderWrites_andItsReadsRefuseIt(
        row: HostileRow
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("edited.sqlite")
            let sut = try SQLitePlateFinderDatabase(path: path)
            try await row.write(sut, path)

            for listing in row.listings {
                let listed = try await listing(sut)
                #expect(listed.rows == 1)
                #expect(listed.named == [row.expected])
            }
            for read in row.reads {
                await #expect(throws: StoreError.unreadableRow(row.expected)) {
                    try await read(sut)
                }
            }
            try await row.neighbourRead(sut)
        }
    }

    @Test func retrieve_deliversAtMostTheCap_newestFirst_fromAFileHoldingMore() async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("edited.sqlite")
            let sut = try SQLiteCarStore(path: path)
            let connection = try SQLiteConnection(path: path)
            for index in 0..<(SearchHistoryPolicy.maximumItems + 10) {
                try connection.execute(
                    "INSERT INTO search_history (plate_number, position, search_date) VALUES (?, ?, 0)",
                    [.text("P\(index)"), .integer(Int64(index))])
            }

            let history = try await sut.retrieve().rows

            #expect(history.count == SearchHistoryPolicy.maximumItems)
            #expect(history.first?.plate.value == "P\(SearchHistoryPolicy.maximumItems + 9)")
        }
    }
}
