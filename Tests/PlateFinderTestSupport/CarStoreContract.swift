import Foundation
import PlateFinderDomain
import Testing

/// The behaviour every `CarStore` and `FavoritesStore` must show, run by each
/// implementation's suite with a fresh, empty store per case.
public enum CarStoreContract {
    /// One behaviour of the contract.
    public struct Case: Sendable, CustomTestStringConvertible {
        /// What the behaviour is, used as the test case's name.
        public let name: String
        /// Exercises a fresh store and records issues for what it gets wrong.
        public let check: @Sendable (any CarStore & FavoritesStore) async throws -> Void
        /// The name shown by the test runner.
        public var testDescription: String { name }
    }

    /// Every case of the contract.
    public static let cases: [Case] = historyCases + favoritesCases

    static let base = Date(timeIntervalSince1970: 1_750_000_000)

    static func at(_ seconds: Int) -> Date { base.addingTimeInterval(TimeInterval(seconds)) }

    static func plate(_ index: Int) -> Plate {
        let digits = String(index + 1)
        return Plate("PBX" + String(repeating: "0", count: 4 - digits.count) + digits)
    }

    static let historyCases: [Case] = [
        Case(name: "retrieve delivers nothing on an empty store") { store in
            let found = try await store.retrieve()
            #expect(found.isEmpty)
        },
        Case(name: "retrieve delivers items newest first") { store in
            for index in 0..<3 {
                try await store.insert(
                    .success(plate(index), car: CarFactory.make(), at: at(index)))
            }
            let found = try await store.retrieve()
            #expect(found.map(\.plateNumber) == ["PBX0003", "PBX0002", "PBX0001"])
        },
        Case(name: "insert round-trips every field") { store in
            let item = SearchHistoryItem.success(plate(0), car: CarFactory.make(), at: at(1))
            try await store.insert(item)
            let failed = SearchHistoryItem.failure(
                plate(1), error: .serverError(statusCode: 503), at: at(2))
            try await store.insert(failed)
            let found = try await store.retrieve()
            #expect(found == [failed, item])
        },
        Case(name: "insert moves a searched-again plate to the top without duplicates") { store in
            for index in 0..<3 {
                try await store.insert(
                    .success(plate(index), car: CarFactory.make(), at: at(index)))
            }
            let again = SearchHistoryItem.success(
                plate(0), car: CarFactory.make(model: "NEW"), at: at(9))
            try await store.insert(again)
            let items = try await store.retrieve()
            #expect(items.map(\.plateNumber) == ["PBX0001", "PBX0003", "PBX0002"])
            #expect(items.first == again)
        },
        Case(name: "insert keeps the cached car when a later search fails") { store in
            let good = SearchHistoryItem.success(plate(0), car: CarFactory.make(), at: at(1))
            try await store.insert(good)
            try await store.insert(.failure(plate(0), error: .timeout, at: at(5)))
            let items = try await store.retrieve()
            let item = try #require(items.first)
            #expect(item.car == good.car)
            #expect(item.carFetchedAt == at(1))
            #expect(item.searchDate == at(5))
            #expect(item.lastFailure == .timeout)
        },
        Case(name: "insert keeps at most fifty items, dropping the oldest") { store in
            for index in 0..<(SearchHistoryPolicy.maximumItems + 5) {
                try await store.insert(.failure(plate(index), error: .noDataFound, at: at(index)))
            }
            let items = try await store.retrieve()
            #expect(items.count == SearchHistoryPolicy.maximumItems)
            #expect(items.first?.plateNumber == plate(SearchHistoryPolicy.maximumItems + 4).value)
            #expect(items.last?.plateNumber == plate(5).value)
        },
        Case(name: "delete removes only that plate") { store in
            try await store.insert(.success(plate(0), car: CarFactory.make(), at: at(0)))
            try await store.insert(.success(plate(1), car: CarFactory.make(), at: at(1)))
            try await store.delete(plateNumber: plate(0).value)
            try await store.delete(plateNumber: "UNKNOWN")
            let found = try await store.retrieve()
            #expect(found.map(\.plateNumber) == [plate(1).value])
        },
        Case(name: "deleteAll empties the history") { store in
            try await store.insert(.success(plate(0), car: CarFactory.make(), at: at(0)))
            try await store.deleteAll()
            let found = try await store.retrieve()
            #expect(found.isEmpty)
        },
    ]

    static let favoritesCases: [Case] = [
        Case(name: "retrieveFavorites delivers nothing on an empty store") { store in
            let found = try await store.retrieveFavorites()
            #expect(found.isEmpty)
        },
        Case(name: "insertFavorite lists newest first and ignores repeats") { store in
            try await store.insertFavorite(plate(0))
            try await store.insertFavorite(plate(1))
            try await store.insertFavorite(plate(0))
            let found = try await store.retrieveFavorites()
            #expect(found == [plate(1), plate(0)])
        },
        Case(name: "deleteFavorite removes only that plate") { store in
            try await store.insertFavorite(plate(0))
            try await store.insertFavorite(plate(1))
            try await store.deleteFavorite(plate(1))
            try await store.deleteFavorite(plate(7))
            let found = try await store.retrieveFavorites()
            #expect(found == [plate(0)])
        },
        Case(name: "favourites and history are independent") { store in
            try await store.insertFavorite(plate(0))
            try await store.insert(.success(plate(1), car: CarFactory.make(), at: at(0)))
            try await store.deleteAll()
            let found = try await store.retrieveFavorites()
            #expect(found == [plate(0)])
        },
    ]
}
