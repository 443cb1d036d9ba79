import Foundation
import PlateFinderDomain
import Testing

/// The behaviour every `SavedAnswerStore` must show over the stores that save the answers
/// it lists, run by each implementation's suite with fresh, empty stores per case.
public enum SavedAnswerStoreContract {
    /// The store under contract and the stores whose answers it lists, over one file.
    public struct Stores: Sendable {
        /// The store under contract.
        public let answers: any SavedAnswerStore
        /// The ANT's saved vehicles and the favourites.
        public let vehicles: any CarStore & FavoritesStore
        /// The SRI's saved answers.
        public let registrations: any RegistrationStore

        /// The stores given.
        public init(
            answers: any SavedAnswerStore, vehicles: any CarStore & FavoritesStore,
            registrations: any RegistrationStore
        ) {
            self.answers = answers
            self.vehicles = vehicles
            self.registrations = registrations
        }
    }

    /// One behaviour of the contract.
    public struct Case: Sendable, CustomTestStringConvertible {
        /// What the behaviour is, used as the test case's name.
        public let name: String
        /// Exercises fresh stores and records issues for what they get wrong.
        public let check: @Sendable (Stores) async throws -> Void
        /// The name shown by the test runner.
        public var testDescription: String { name }
    }

    static let base = Date(timeIntervalSince1970: 1_796_000_000)

    static func at(_ seconds: Int) -> Date { base.addingTimeInterval(TimeInterval(seconds)) }

    /// Every case of the contract.
    public static let cases: [Case] = [
        Case(name: "savedAnswers is empty on an empty store") { stores in
            let found = try await stores.answers.savedAnswers().rows
            #expect(found.isEmpty)
        },
        Case(name: "savedAnswers lists every source's answers by plate, when and whose") {
            stores in
            try await stores.vehicles.saveVehicle(
                SavedVehicle(plate: Plate("PBX0002"), car: CarFactory.make(), fetchedAt: at(1)))
            try await stores.registrations.saveRegistration(
                SavedRegistration(
                    plate: Plate("PBX0002"), registration: DuesFactory.registration(),
                    fetchedAt: at(2)))
            try await stores.registrations.saveRegistration(
                SavedRegistration(plate: Plate("PBX0001"), registration: nil, fetchedAt: at(3)))
            try await stores.vehicles.insertFavorite(Plate("PBX0002"))
            let found = try await stores.answers.savedAnswers().rows
            #expect(
                found == [
                    SavedAnswerEntry(
                        plate: Plate("PBX0001"), kind: .registration, fetchedAt: at(3),
                        isFavorite: false),
                    SavedAnswerEntry(
                        plate: Plate("PBX0002"), kind: .vehicle, fetchedAt: at(1), isFavorite: true),
                    SavedAnswerEntry(
                        plate: Plate("PBX0002"), kind: .registration, fetchedAt: at(2),
                        isFavorite: true),
                ])
        },
        Case(name: "pruneSavedAnswers removes what is older than the date, but favourites'") {
            stores in
            for (index, plate) in ["PBX0001", "PBX0002", "PBX0003"].enumerated() {
                try await stores.vehicles.saveVehicle(
                    SavedVehicle(plate: Plate(plate), car: CarFactory.make(), fetchedAt: at(index)))
                try await stores.registrations.saveRegistration(
                    SavedRegistration(plate: Plate(plate), registration: nil, fetchedAt: at(index)))
            }
            try await stores.vehicles.insertFavorite(Plate("PBX0001"))
            let removed = try await stores.answers.pruneSavedAnswers(fetchedBefore: at(2))
            #expect(removed == 2)
            let left = try await stores.answers.savedAnswers().rows
            #expect(left.map(\.plate.value) == ["PBX0001", "PBX0001", "PBX0003", "PBX0003"])
            #expect(try await stores.vehicles.savedVehicle(for: Plate("PBX0002")) == nil)
            #expect(try await stores.registrations.savedRegistration(for: Plate("PBX0002")) == nil)
        },
        Case(name: "pruneSavedAnswers keeps the searches of the history") { stores in
            try await stores.vehicles.insert(
                .success(Plate("PBX0001"), car: CarFactory.make(), at: at(0)))
            try await stores.answers.pruneSavedAnswers(fetchedBefore: at(10))
            let history = try await stores.vehicles.retrieve().rows
            #expect(history.map(\.plate) == [Plate("PBX0001")])
            #expect(history.first?.car == nil)
        },
    ]
}
