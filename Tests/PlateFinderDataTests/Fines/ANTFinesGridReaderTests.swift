import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

struct ANTFinesGridReaderTests {
    @Test func fines_readsTheFixturesFines_byThePagesColumnNames() throws {
        let fines = try makeSUT(
            script: ANTFinesGridScriptTests.pageScript,
            json: Fixture.data(named: "fines_P_ABC1234.json"))

        #expect(fines.map(\.citation) == ["A012345678", "C998877661", "A011100223", "A010090012"])
        #expect(Money.sum(fines.map(\.total)) == Money(cents: 23_030))
    }

    @Test(arguments: [
        ("", "declares no fines grid"),
        ("$('#g').jqGrid({url: 'a.jsp', colNames: ['Placa']});", "has no # Citación column"),
    ])
    func fines_deliversParsingError_withoutTheColumnsItReads(script: String, says: String) {
        #expect {
            try makeSUT(script: script, json: Data(#"{"page":1,"total":1,"records":0}"#.utf8))
        } throws: { error in
            guard case .parsingError(let detail) = error as? CarInfoError else { return false }
            return detail.contains(says)
        }
    }

    @Test func fines_deliversTheMappersParsingError_forAGridItCannotBelieve() {
        let expected = CarInfoError.parsingError("the fines grid's answer is not the expected JSON")

        #expect(throws: expected) {
            try makeSUT(script: ANTFinesGridScriptTests.pageScript, json: Data("<html>".utf8))
        }
    }

    // MARK: - Helpers

    private func makeSUT(script: String, json: Data) throws(CarInfoError) -> [TrafficFine] {
        try ANTFinesGridReader.fines(script: script, json: json, plate: Plate("ABC1234"))
    }
}
