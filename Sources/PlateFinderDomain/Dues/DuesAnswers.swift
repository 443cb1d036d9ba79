import Foundation

/// The SRI's answers, "no such vehicle" included, kept as each plate's saved answer.
struct DuesAnswers: AnswerStore {
    let store: any RegistrationStore

    func savedAnswer(for plate: Plate) async throws(StoreError) -> SourceAnswer<SRIRegistration>? {
        try await store.savedRegistration(for: plate).map {
            SourceAnswer($0.registration, fetchedAt: $0.fetchedAt)
        }
    }

    func save(_ answer: SourceAnswer<SRIRegistration>, for plate: Plate) async throws(StoreError) {
        try await store.saveRegistration(
            SavedRegistration(
                plate: plate, registration: answer.answer, fetchedAt: answer.fetchedAt))
    }
}
