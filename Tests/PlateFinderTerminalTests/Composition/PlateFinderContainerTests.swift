import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct PlateFinderContainerTests {
    @Test func makeContainer_registersEveryConcreteType() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.removeRecordingIssue() }

        #expect(sut.isRegistered(AppConfiguration.self))
        #expect(sut.isRegistered(InstantClock.self))
        #expect(sut.isRegistered((any HTMLClient).self))
        #expect(sut.isRegistered((any VehiclePageLoader).self))
        #expect(sut.isRegistered((any FinesLoader).self))
        #expect(sut.isRegistered((any RegistrationLoader).self))
        #expect(sut.isRegistered((any CarStore).self))
        #expect(sut.isRegistered((any FavoritesStore).self))
        #expect(sut.isRegistered((any FinesStore).self))
        #expect(sut.isRegistered((any RegistrationStore).self))
        #expect(sut.isRegistered(LookUpVehicle.self))
        #expect(sut.isRegistered(LookUpBatch.self))
        #expect(sut.isRegistered(ListDueItems.self))
        #expect(sut.isRegistered(ManageHistory.self))
        #expect(sut.isRegistered(ManageFavorites.self))
        #expect(sut.isRegistered(PlateFinderServices.self))
        #expect(sut.isRegistered(DayClock.self))
        #expect(sut.isRegistered((any TaskRepository).self))
        #expect(sut.isRegistered((any RenewalReminderWording).self))
        #expect(sut.isRegistered(ManageTasks.self))
        #expect(sut.isRegistered(CreateRenewalReminders.self))
        #expect(sut.isRegistered(TaskServices.self))
    }

    @Test func makeContainer_keepsTasksInTheSameFile_besideTheFavourites() async throws {
        let (sut, folder) = try makeSUT()
        defer { folder.removeRecordingIssue() }
        try await sut.require(PlateFinderServices.self).favorites.add(.complete("PBX1234"))

        let created = try await sut.require(TaskServices.self).tasks.create(title: "Renew SOAT")
        let reopened = try PlateFinderComposition.makeContainer(
            configuration: try configuration(store: folder.file("store.sqlite")))

        #expect(
            try await reopened.require(TaskServices.self).tasks.list(.all).rows.map(\.id)
                == [created.id]
        )
        #expect(
            try await reopened.require(PlateFinderServices.self).favorites.load().rows == [
                Plate("PBX1234")
            ])
    }

    @Test func makeContainer_keepsHistoryAndFavouritesInOneStore() throws {
        let (sut, folder) = try makeSUT()
        defer { folder.removeRecordingIssue() }

        let history = try sut.resolve((any CarStore).self)
        let favorites = try sut.resolve((any FavoritesStore).self)

        #expect(history as AnyObject === favorites as AnyObject)
    }

    @Test func makeContainer_refusesAFileThatIsNotAPlateFinderDatabase() throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let path = folder.file("notes.txt")
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: path))

        #expect(throws: StoreError.notAPlateFinderDatabase) {
            try PlateFinderComposition.makeContainer(configuration: try configuration(store: path))
        }
    }

    @Test func registerUseCases_wiresWhatIsRegistered() async throws {
        let loader = VehiclePageLoaderStub()
        let store = InMemoryCarStore()
        loader.stub("ABC1234", with: .success(CarFactory.make()))
        let container = TestServices.container(pages: loader, store: store)

        let services = try container.resolve(PlateFinderServices.self)
        _ = await services.lookUp(.complete("ABC1234"), LookupOptions(sources: [.ant]))

        #expect(loader.requestedPlates == [Plate("ABC1234")])
        #expect(try await services.history.load().rows.map(\.searchDate) == [TestServices.now])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (DIContainer, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let container = try PlateFinderComposition.makeContainer(
            configuration: try configuration(store: folder.file("store.sqlite")))
        return (container, folder)
    }

    private func configuration(store: String) throws -> AppConfiguration {
        // A port nothing listens on: were a loader to ask, it could reach no one.
        try AppConfiguration.resolve(
            endpoint: "http://127.0.0.1:9", timeout: "1", store: store, environment: [:])
    }
}
