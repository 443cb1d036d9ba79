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
        ("", UnreadableGrid.undeclared),
        ("$('#g').jqGrid({url: 'a.jsp', colNames: ['Placa']});", .missingColumn("# Citación")),
    ])
    func fines_refusesAGrid_withoutTheColumnsItReads(script: String, why: UnreadableGrid) {
        #expect(throws: LookupFailureReason.notUnderstood(.grid(why))) {
            try makeSUT(script: script, json: Data(#"{"page":1,"total":1,"records":0}"#.utf8))
        }
    }

    @Test func fines_deliversTheMappersRefusal_forAGridItCannotBelieve() {
        let expected = LookupFailureReason.notUnderstood(.grid(.notJSON))

        #expect(throws: expected) {
            try makeSUT(script: ANTFinesGridScriptTests.pageScript, json: Data("<html>".utf8))
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        script: String, json: Data
    ) throws(LookupFailureReason) -> [TrafficFine] {
        try ANTFinesGridReader.fines(script: script, json: json, plate: Plate("ABC1234"))
    }
}
