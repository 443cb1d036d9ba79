import Foundation
import PlateFinderDomain
import Testing

/// The behaviour every `RegistrationStore` must show, run by each implementation's suite
/// with a fresh, empty store per case.
public enum RegistrationStoreContract {
    /// One behaviour of the contract.
    public struct Case: Sendable, CustomTestStringConvertible {
        /// What the behaviour is, used as the test case's name.
        public let name: String
        /// Exercises a fresh store and records issues for what it gets wrong.
        public let check: @Sendable (any RegistrationStore) async throws -> Void
        /// The name shown by the test runner.
        public var testDescription: String { name }
    }

    static let plate = Plate("PCQ5129")
    static let date = Date(timeIntervalSince1970: 1_796_000_000)

    /// Every case of the contract.
    public static let cases: [Case] = [
        Case(name: "savedRegistration is nil on an empty store") { store in
            let found = try await store.savedRegistration(for: plate)
            #expect(found == nil)
        },
        Case(name: "saveRegistration round-trips every field, exact to the cent") { store in
            let answer = SavedRegistration(
                plate: plate, registration: DuesFactory.registration(owedCents: 87_416),
                fetchedAt: date)
            try await store.saveRegistration(answer)
            let found = try await store.savedRegistration(for: plate)
            #expect(found == answer)
        },
        Case(name: "saveRegistration keeps that the SRI has no such vehicle") { store in
            let answer = SavedRegistration(plate: plate, registration: nil, fetchedAt: date)
            try await store.saveRegistration(answer)
            let found = try await store.savedRegistration(for: plate)
            #expect(found == answer)
        },
        Case(name: "saveRegistration replaces the plate's answer, and only its") { store in
            let other = SavedRegistration(
                plate: Plate("ABC1234"),
                registration: DuesFactory.registration(plate: "ABC1234"), fetchedAt: date)
            try await store.saveRegistration(other)
            try await store.saveRegistration(
                SavedRegistration(
                    plate: plate, registration: DuesFactory.registration(), fetchedAt: date))
            let newer = SavedRegistration(
                plate: plate, registration: DuesFactory.registration(owedCents: 0),
                fetchedAt: date + 60)
            try await store.saveRegistration(newer)
            let found = try await store.savedRegistration(for: plate)
            let untouched = try await store.savedRegistration(for: Plate("ABC1234"))
            #expect(found == newer)
            #expect(untouched == other)
        },
    ]
}
