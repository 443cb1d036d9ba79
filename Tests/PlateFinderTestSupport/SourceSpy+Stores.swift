import Foundation
import PlateFinderDomain

extension SourceSpy: CarStore where Answer == Car {
    /// No history: a spy keeps saved vehicles only.
    public func retrieve() async throws(StoreError) -> StoreListing<SearchHistoryItem> {
        StoreListing()
    }

    /// Keeps the search's vehicle, when it has one, as the saved answer.
    @discardableResult
    public func insert(_ item: SearchHistoryItem) async throws(StoreError) -> SearchHistoryItem {
        if let saved = item.savedVehicle {
            try save(SourceAnswer(saved.car, fetchedAt: saved.fetchedAt), for: item.plate)
        }
        return item.showing(try await savedVehicle(for: item.plate))
    }

    /// The saved answer, as a saved vehicle.
    public func savedVehicle(for plate: Plate) async throws(StoreError) -> SavedVehicle? {
        await waitToRead(plate)
        guard let saved = try savedAnswer(for: plate), let car = saved.answer else { return nil }
        return SavedVehicle(plate: plate, car: car, fetchedAt: saved.fetchedAt)
    }

    /// Keeps the vehicle as the saved answer.
    public func saveVehicle(_ saved: SavedVehicle) async throws(StoreError) {
        try save(SourceAnswer(saved.car, fetchedAt: saved.fetchedAt), for: saved.plate)
    }

    /// Nothing is in a spy's history.
    public func delete(_ plate: Plate) async throws(StoreError) -> Bool { false }

    /// Nothing is in a spy's history.
    public func deleteAll() async throws(StoreError) {}
}

extension SourceSpy: RegistrationStore where Answer == SRIRegistration {
    /// Keeps `answer` as the saved answer.
    public func saveRegistration(_ answer: SavedRegistration) async throws(StoreError) {
        try save(SourceAnswer(answer.registration, fetchedAt: answer.fetchedAt), for: answer.plate)
    }

    /// The saved answer.
    public func savedRegistration(for plate: Plate) async throws(StoreError) -> SavedRegistration? {
        await waitToRead(plate)
        return try savedAnswer(for: plate).map {
            SavedRegistration(plate: plate, registration: $0.answer, fetchedAt: $0.fetchedAt)
        }
    }
}

extension SourceSpy: FinesStore where Answer == FinesReport {
    /// Keeps `answer` as the saved answer.
    public func saveFines(_ answer: SavedFines) async throws(StoreError) {
        try save(SourceAnswer(answer.report, fetchedAt: answer.fetchedAt), for: answer.plate)
    }

    /// The saved answer.
    public func savedFines(for plate: Plate) async throws(StoreError) -> SavedFines? {
        guard let saved = try savedAnswer(for: plate), let report = saved.answer else { return nil }
        return SavedFines(report: report, fetchedAt: saved.fetchedAt)
    }
}
