import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// What one store instance writes, the next one opened on the file reads back exactly.
struct SQLiteCarStorePersistenceTests {
    private static let date = Date(timeIntervalSince1970: 1_750_000_000)

    @Test func retrieve_deliversHistoryNewestFirst_afterReopening() async throws {
        try await withReopenedStore(
            writing: { store in
                for (offset, plate) in ["PBX0001", "PBX0002", "PBX0003", "PBX0001"].enumerated() {
                    try await store.insert(
                        .failure(Plate(plate), reason: .noData, at: Self.date + Double(offset)))
                }
            },
            reading: { store in
                let found = try await store.retrieve().rows
                #expect(found.map(\.plate.value) == ["PBX0001", "PBX0003", "PBX0002"])
            })
    }

    @Test func retrieve_keepsTheCachedCar_afterAFailedSearchAndReopening() async throws {
        let car = CarFactory.make(plate: "PBX1234")
        let failure = SearchHistoryItem.failure(
            Plate("PBX1234"), reason: .timedOut, at: Self.date + 60)
        try await withReopenedStore(
            writing: { store in
                try await store.insert(.success(Plate("PBX1234"), car: car, at: Self.date))
                try await store.insert(failure)
            },
            reading: { store in
                let found = try await store.retrieve().rows
                let expected = SearchHistoryItem(
                    plate: Plate("PBX1234"), searchDate: Self.date + 60, car: car,
                    carFetchedAt: Self.date, lastFailure: .timedOut)
                #expect(found == [expected])
            })
    }

    @Test(arguments: [
        nil, FinesSummary(pending: 0, disputed: 0, voided: 0, paid: 0, inAgreement: 0),
        FinesSummary(pending: 1, disputed: 2, voided: 3, paid: 4, inAgreement: 5),
        FinesSummary(pending: Int(Int32.max) + 1, disputed: 0, voided: 0, paid: 0, inAgreement: 7),
    ])
    func retrieve_keepsFinesApartFromNoFines_afterReopening(fines: FinesSummary?) async throws {
        try await expectRoundTrip(
            .success(Plate("PBX1234"), car: CarFactory.make(fines: fines), at: Self.date))
    }

    /// Every reason a search can fail for, each detail kind among them; `StoredFailureTests`
    /// goes through every detail.
    @Test(arguments: [
        LookupFailureReason.unreachable, .httpStatus(500), .httpStatus(404),
        .busy(statusCode: 429, retryAfter: nil), .noData, .timedOut,
        .notUnderstood(.page(.missingLabel("Marca:"))), .notUnderstood(.described("")),
        .unexpectedAnswer(.otherPage(excerpt: "a maintenance page")),
    ])
    func retrieve_deliversEveryFailureExactly_afterReopening(
        reason: LookupFailureReason
    ) async throws {
        try await expectRoundTrip(.failure(Plate("PBX1234"), reason: reason, at: Self.date))
        try await expectRoundTrip(
            SearchHistoryItem(
                plate: Plate("PBX1234"), searchDate: Self.date + 5, car: CarFactory.make(),
                carFetchedAt: Self.date, lastFailure: reason))
    }

    @Test func retrieve_deliversTextExactly_withAccentsEmojiAndControlCharacters() async throws {
        let car = Car(
            plate: "ÑBC1234", manufacturer: "CAMIÓN", colorName: "AÑO", registrationYear: "2025",
            model: "MOTO 🏍 ñandú", segment: "CAMIÓN", registrationDate: "14-06-2025",
            year: "2009", service: "USO PÚBLICO", expirationDate: "", tint: "a\u{0}b\tc\nd",
            tintExpirationDate: "", fines: nil)

        try await expectRoundTrip(.success(Plate("ÑBC1234"), car: car, at: Self.date))
    }

    @Test(arguments: [1_750_000_000.123_456, 1_750_000_000.5, -86_400.25, 0])
    func retrieve_deliversDatesExactly_forSecondsSince1970(seconds: Double) async throws {
        let date = Date(timeIntervalSince1970: seconds)

        try await expectRoundTrip(
            SearchHistoryItem(
                plate: Plate("PBX1234"), searchDate: date, car: CarFactory.make(),
                carFetchedAt: date - 0.25, lastFailure: .timedOut))
    }

    @Test func retrieveFavorites_deliversNewestFirst_afterReopening() async throws {
        try await withReopenedStore(
            writing: { store in
                for plate in ["PBX0001", "PBX0002", "PBX0003", "PBX0001"] {
                    try await store.insertFavorite(Plate(plate))
                }
                try await store.deleteFavorite(Plate("PBX0002"))
            },
            reading: { store in
                let found = try await store.retrieveFavorites().rows
                #expect(found == [Plate("PBX0003"), Plate("PBX0001")])
            })
    }

    private func expectRoundTrip(
        _ item: SearchHistoryItem, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await withReopenedStore(
            writing: { store in try await store.insert(item) },
            reading: { store in
                let found = try await store.retrieve().rows
                #expect(found == [item], sourceLocation: sourceLocation)
            })
    }

    /// Runs `write` on one store, lets it go, then `read` on a store opened afresh.
    private func withReopenedStore(
        writing write: (SQLiteCarStore) async throws -> Void,
        reading read: (SQLiteCarStore) async throws -> Void
    ) async throws {
        try await withTemporaryFolder { directory in
            let path = directory.file("history.sqlite")
            try await write(makeSUT(path: path))
            try await read(makeSUT(path: path))
        }
    }

    private func makeSUT(path: String) throws -> SQLiteCarStore {
        try SQLiteCarStore(path: path)
    }
}
