import Foundation

/// The ANT vehicle page's answers, kept as each plate's saved vehicle in `store`. A
/// person's search is recorded in the history too, found or failed; a batch's answers are
/// kept apart from it, and its "no data" and failures change nothing.
struct VehicleAnswers: AnswerStore {
    let store: any CarStore
    /// Whether every answer and failure is a search recorded in the history.
    let recordsSearches: Bool

    func savedAnswer(for plate: Plate) async throws(StoreError) -> SourceAnswer<Car>? {
        try await store.savedVehicle(for: plate).map {
            SourceAnswer($0.car, fetchedAt: $0.fetchedAt)
        }
    }

    func save(_ answer: SourceAnswer<Car>, for plate: Plate) async throws(StoreError) {
        if recordsSearches {
            let item =
                answer.answer.map {
                    SearchHistoryItem.success(plate, car: $0, at: answer.fetchedAt)
                }
                ?? SearchHistoryItem.failure(plate, reason: .noData, at: answer.fetchedAt)
            try await store.insert(item)
        } else if let car = answer.answer {
            try await store.saveVehicle(
                SavedVehicle(plate: plate, car: car, fetchedAt: answer.fetchedAt))
        }
    }

    func recordFailure(
        _ failure: LookupFailure, for plate: Plate, at date: Date
    ) async throws(StoreError) {
        guard recordsSearches else { return }
        try await store.insert(.failure(plate, reason: failure.reason, at: date))
    }
}
