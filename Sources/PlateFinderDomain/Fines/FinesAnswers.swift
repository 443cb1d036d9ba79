import Foundation

/// The fines grid's answers, kept as each plate's saved fines, where `due` and an offline
/// `fines` read them; the portal's "no data" is not kept.
struct FinesAnswers: AnswerStore {
    let store: any FinesStore

    func savedAnswer(for plate: Plate) async throws(StoreError) -> SourceAnswer<FinesReport>? {
        try await store.savedFines(for: plate).map {
            SourceAnswer($0.report, fetchedAt: $0.fetchedAt)
        }
    }

    func save(_ answer: SourceAnswer<FinesReport>, for plate: Plate) async throws(StoreError) {
        guard let report = answer.answer else { return }
        try await store.saveFines(SavedFines(report: report, fetchedAt: answer.fetchedAt))
    }
}
