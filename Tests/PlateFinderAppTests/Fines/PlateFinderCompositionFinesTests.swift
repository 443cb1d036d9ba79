import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The fines as the composition root wires them: over the portal the configuration names,
/// read from the vehicle's page the lookup just fetched, saved in the store's file.
@Suite struct PlateFinderCompositionFinesTests {
    @Test func lookUp_readsTheFinesFromTheVehiclesPage_andSavesThemInTheFile() async throws {
        let portal = try LoopbackHTTPServer()
        portal.enqueue(.html(try Fixture.data(named: "car_ABC1234.latin1.html")))
        portal.enqueue(.json(try Fixture.data(named: "fines_P_ABC1234.json")))
        let sri = try LoopbackHTTPServer()
        sri.enqueue(ScriptedHTTPResponse(statusCode: 404))
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        let configuration = try AppConfiguration.resolve(
            endpoint: portal.baseURL.absoluteString, sriEndpoint: sri.baseURL.absoluteString,
            timeout: "5", store: folder.file("store.sqlite"), environment: [:])
        let sut = try PlateFinderComposition.makeUseCases(configuration: configuration)

        let report = await sut.lookUp(.complete("ABC1234"))
        let reopened = try PlateFinderComposition.makeContainer(configuration: configuration)
        let saved = try await reopened.resolve((any FinesStore).self)
            .savedFines(for: Plate("ABC1234"))

        #expect(report.fines.answer?.pending?.total == Money(cents: 23_030))
        #expect(report.ant.answer?.plate == "ABC1234")
        #expect(report.sri.isAnswered)
        #expect(report.sri.answer == nil)
        // The page once, then its fines grid: the page is not fetched again for the fines.
        #expect(portal.requests.count == 2)
        #expect(sri.requests.count == 1)
        #expect(saved?.report == report.fines.answer)
    }
}
