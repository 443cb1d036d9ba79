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
    public static let cases: [Case] = historyCases + savedVehicleCases + favoritesCases

    static let base = Date(timeIntervalSince1970: 1_750_000_000)

    static func at(_ seconds: Int) -> Date { base.addingTimeInterval(TimeInterval(seconds)) }

    static func plate(_ index: Int) -> Plate {
        let digits = String(index + 1)
        return Plate("PBX" + String(repeating: "0", count: 4 - digits.count) + digits)
    }

    static let historyCases: [Case] = [
        Case(name: "retrieve delivers nothing on an empty store") { store in
            let found = try await store.retrieve().rows
            #expect(found.isEmpty)
        },
        Case(name: "retrieve delivers items newest first") { store in
            for index in 0..<3 {
                try await store.insert(
                    .success(plate(index), car: CarFactory.make(), at: at(index)))
            }
            let found = try await store.retrieve().rows
            #expect(found.map(\.plate.value) == ["PBX0003", "PBX0002", "PBX0001"])
        },
        Case(name: "insert round-trips every field") { store in
            let item = SearchHistoryItem.success(plate(0), car: CarFactory.make(), at: at(1))
            try await store.insert(item)
            let failed = SearchHistoryItem.failure(
                plate(1), reason: .httpStatus(503), at: at(2))
            try await store.insert(failed)
            let found = try await store.retrieve().rows
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
            let items = try await store.retrieve().rows
            #expect(items.map(\.plate.value) == ["PBX0001", "PBX0003", "PBX0002"])
            #expect(items.first == again)
        },
        Case(name: "insert keeps the cached car when a later search fails") { store in
            let good = SearchHistoryItem.success(plate(0), car: CarFactory.make(), at: at(1))
            try await store.insert(good)
            try await store.insert(.failure(plate(0), reason: .timedOut, at: at(5)))
            let items = try await store.retrieve().rows
            let item = try #require(items.first)
            #expect(item.car == good.car)
            #expect(item.carFetchedAt == at(1))
            #expect(item.searchDate == at(5))
            #expect(item.lastFailure == .timedOut)
        },
        Case(name: "insert keeps at most fifty items, dropping the oldest") { store in
            for index in 0..<(SearchHistoryPolicy.maximumItems + 5) {
                try await store.insert(.failure(plate(index), reason: .noData, at: at(index)))
            }
            let items = try await store.retrieve().rows
            #expect(items.count == SearchHistoryPolicy.maximumItems)
            #expect(items.first?.plate.value == plate(SearchHistoryPolicy.maximumItems + 4).value)
            #expect(items.last?.plate.value == plate(5).value)
        },
        Case(name: "insert returns the item as recorded, showing the saved vehicle") { store in
            let good = SearchHistoryItem.success(plate(0), car: CarFactory.make(), at: at(1))
            #expect(try await store.insert(good) == good)
            let failed = SearchHistoryItem.failure(plate(0), reason: .timedOut, at: at(5))
            let recorded = try await store.insert(failed)
            #expect(recorded.savedVehicle == good.savedVehicle)
            #expect(recorded.lastFailure == .timedOut)
            #expect(recorded.searchDate == at(5))
            let unknown = try await store.insert(.failure(plate(1), reason: .noData, at: at(6)))
            #expect(unknown.car == nil)
        },
        Case(name: "the cap never evicts a saved vehicle") { store in
            let first = SearchHistoryItem.success(plate(0), car: CarFactory.make(), at: at(0))
            try await store.insert(first)
            for index in 1...(SearchHistoryPolicy.maximumItems + 6) {
                try await store.insert(.failure(plate(index), reason: .noData, at: at(index)))
            }
            let items = try await store.retrieve().rows
            #expect(!items.contains { $0.plate == plate(0) })
            #expect(try await store.savedVehicle(for: plate(0)) == first.savedVehicle)
            let again = try await store.insert(
                .failure(plate(0), reason: .timedOut, at: at(99)))
            #expect(again.savedVehicle == first.savedVehicle)
        },
        Case(name: "savedVehicle is nil for a plate never found") { store in
            try await store.insert(.failure(plate(0), reason: .noData, at: at(0)))
            #expect(try await store.savedVehicle(for: plate(0)) == nil)
            #expect(try await store.savedVehicle(for: plate(1)) == nil)
        },
        Case(name: "delete removes only that plate, with its saved vehicle") { store in
            try await store.insert(.success(plate(0), car: CarFactory.make(), at: at(0)))
            try await store.insert(.success(plate(1), car: CarFactory.make(), at: at(1)))
            #expect(try await store.delete(plate(0)))
            #expect(try await store.delete(Plate("UNKNOWN")) == false)
            let found = try await store.retrieve().rows
            #expect(found.map(\.plate.value) == [plate(1).value])
            #expect(try await store.savedVehicle(for: plate(0)) == nil)
            #expect(try await store.savedVehicle(for: plate(1)) != nil)
        },
        Case(name: "delete keeps a favourite's saved vehicle") { store in
            try await store.insert(.success(plate(0), car: CarFactory.make(), at: at(0)))
            try await store.insertFavorite(plate(0))
            #expect(try await store.delete(plate(0)))
            #expect(try await store.retrieve().rows.isEmpty)
            #expect(try await store.savedVehicle(for: plate(0))?.car == CarFactory.make())
        },
        Case(name: "deleteAll empties the history, keeping favourites' saved vehicles") { store in
            try await store.insert(.success(plate(0), car: CarFactory.make(), at: at(0)))
            try await store.insert(.success(plate(1), car: CarFactory.make(), at: at(1)))
            try await store.insertFavorite(plate(1))
            try await store.deleteAll()
            let found = try await store.retrieve().rows
            #expect(found.isEmpty)
            #expect(try await store.savedVehicle(for: plate(0)) == nil)
            #expect(try await store.savedVehicle(for: plate(1)) != nil)
        },
    ]

    static let savedVehicleCases: [Case] = [
        Case(name: "saveVehicle keeps a vehicle without a history entry") { store in
            let saved = SavedVehicle(plate: plate(0), car: CarFactory.make(), fetchedAt: at(3))
            try await store.saveVehicle(saved)
            #expect(try await store.savedVehicle(for: plate(0)) == saved)
            #expect(try await store.retrieve().rows.isEmpty)
        },
        Case(name: "saveVehicle replaces the plate's saved vehicle, and only its") { store in
            let other = SavedVehicle(plate: plate(1), car: CarFactory.make(), fetchedAt: at(1))
            try await store.saveVehicle(other)
            try await store.insert(.success(plate(0), car: CarFactory.make(), at: at(2)))
            let newer = SavedVehicle(
                plate: plate(0), car: CarFactory.make(model: "NEW"), fetchedAt: at(5))
            try await store.saveVehicle(newer)
            #expect(try await store.savedVehicle(for: plate(0)) == newer)
            #expect(try await store.savedVehicle(for: plate(1)) == other)
            let history = try await store.retrieve().rows
            #expect(history.map(\.searchDate) == [at(2)])
            #expect(history.first?.savedVehicle == newer)
        },
        Case(name: "a failed search stands on a vehicle saved without one") { store in
            let saved = SavedVehicle(plate: plate(0), car: CarFactory.make(), fetchedAt: at(1))
            try await store.saveVehicle(saved)
            let recorded = try await store.insert(.failure(plate(0), reason: .timedOut, at: at(4)))
            #expect(recorded.savedVehicle == saved)
        },
        Case(name: "deleteAll keeps vehicles saved for plates never searched") { store in
            let saved = SavedVehicle(plate: plate(0), car: CarFactory.make(), fetchedAt: at(1))
            try await store.saveVehicle(saved)
            try await store.insert(.success(plate(1), car: CarFactory.make(), at: at(2)))
            try await store.deleteAll()
            #expect(try await store.savedVehicle(for: plate(0)) == saved)
            #expect(try await store.savedVehicle(for: plate(1)) == nil)
        },
    ]

    static let favoritesCases: [Case] = [
        Case(name: "retrieveFavorites delivers nothing on an empty store") { store in
            let found = try await store.retrieveFavorites().rows
            #expect(found.isEmpty)
        },
        Case(name: "insertFavorite lists newest first and ignores repeats") { store in
            try await store.insertFavorite(plate(0))
            try await store.insertFavorite(plate(1))
            try await store.insertFavorite(plate(0))
            let found = try await store.retrieveFavorites().rows
            #expect(found == [plate(1), plate(0)])
        },
        Case(name: "deleteFavorite removes only that plate") { store in
            try await store.insertFavorite(plate(0))
            try await store.insertFavorite(plate(1))
            try await store.deleteFavorite(plate(1))
            try await store.deleteFavorite(plate(7))
            let found = try await store.retrieveFavorites().rows
            #expect(found == [plate(0)])
        },
        Case(name: "toggleFavorite adds, then removes, and says which") { store in
            try await store.insertFavorite(plate(1))
            #expect(try await store.toggleFavorite(plate(0)))
            #expect(try await store.retrieveFavorites().rows == [plate(0), plate(1)])
            #expect(try await store.toggleFavorite(plate(0)) == false)
            #expect(try await store.retrieveFavorites().rows == [plate(1)])
        },
        Case(name: "favourites and history are independent") { store in
            try await store.insertFavorite(plate(0))
            try await store.insert(.success(plate(1), car: CarFactory.make(), at: at(0)))
            try await store.deleteAll()
            let found = try await store.retrieveFavorites().rows
            #expect(found == [plate(0)])
        },
    ]
}
