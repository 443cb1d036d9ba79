import Foundation
import PlateFinderDomain
import Testing

/// The behaviour every `FinesStore` must show, run by each implementation's suite with a
/// fresh, empty store per case.
public enum FinesStoreContract {
    /// One behaviour of the contract.
    public struct Case: Sendable, CustomTestStringConvertible {
        /// What the behaviour is, used as the test case's name.
        public let name: String
        /// Exercises a fresh store and records issues for what it gets wrong.
        public let check: @Sendable (any FinesStore) async throws -> Void
        /// The name shown by the test runner.
        public var testDescription: String { name }
    }

    static let plate = Plate("ABC1234")
    static let date = Date(timeIntervalSince1970: 1_796_000_000)

    /// Every case of the contract.
    public static let cases: [Case] = [
        Case(name: "savedFines is nil on an empty store") { store in
            let found = try await store.savedFines(for: plate)
            #expect(found == nil)
        },
        Case(name: "saveFines round-trips every field, exact to the cent and the day") { store in
            let unread = TrafficFine(
                citation: "C1", agency: "GAD QUITO", issuedOn: .none,
                notifiedOn: ReportedDate(day: nil, text: "ayer"), payBy: .none, points: nil,
                sanction: .zero, surcharge: .zero, remission: .zero,
                total: Money(cents: 84_166_060), article: "")
            let answer = SavedFines(
                report: FinesFactory.report(
                    statuses: Set(FineStatus.allCases),
                    fines: [FinesFactory.fine(), unread, FinesFactory.fine(citation: "A2")]),
                fetchedAt: date)
            try await store.saveFines(answer)
            let found = try await store.savedFines(for: plate)
            #expect(found == answer)
        },
        Case(name: "saveFines keeps a report of no fines, and which statuses it covers") {
            store in
            let answer = SavedFines(
                report: FinesFactory.report(statuses: [.pending, .paid], fines: []),
                fetchedAt: date)
            try await store.saveFines(answer)
            let found = try await store.savedFines(for: plate)
            #expect(found == answer)
            #expect(
                found?.report.statuses.keys.sorted { $0.rawValue < $1.rawValue } == [
                    .paid, .pending,
                ])
        },
        Case(name: "saveFines replaces the plate's answer, and only its") { store in
            let other = SavedFines(report: FinesFactory.report(plate: "PBX1234"), fetchedAt: date)
            try await store.saveFines(other)
            try await store.saveFines(
                SavedFines(
                    report: FinesFactory.report(statuses: Set(FineStatus.allCases)),
                    fetchedAt: date))
            let newer = SavedFines(
                report: FinesFactory.report(fines: [FinesFactory.fine(totalCents: 1)]),
                fetchedAt: date + 60)
            try await store.saveFines(newer)
            let found = try await store.savedFines(for: plate)
            let untouched = try await store.savedFines(for: Plate("PBX1234"))
            #expect(found == newer)
            #expect(untouched == other)
        },
    ]
}
