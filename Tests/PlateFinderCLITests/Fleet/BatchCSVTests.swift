import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The CSV a batch writes: the issue's columns, RFC 4180 quoting, CRLF, codes that are the
/// same in every language.
struct BatchCSVTests {
    @Test func header_namesTheColumnsInOrder() {
        #expect(
            BatchCSV.header
                == "plate,status,source,vehicleSource,fetchedAt,make,model,year,class,service,"
                + "registrationMonth,registrationStatus,expirationDate,tintExpirationDate,"
                + "finesPending,amountDue,error,alerts\r\n")
    }

    @Test func line_writesEveryColumnOfAFoundPlate() {
        let line = BatchCSV.line(for: BatchRow(BatchSamples.found))

        #expect(
            line
                == "PBX1234,found,mixed,ant,2026-11-29T23:53:20Z,TOYOTA,AA COROLLA 1.6,2009,"
                + "AUTOMOVIL,USO PUBLICO,5,late,2030-05-31,,4,874.16,,registrationLate|finesPending\r\n"
        )
    }

    @Test func line_namesEachFailedSource() {
        #expect(
            BatchCSV.line(for: BatchRow(BatchSamples.partial))
                == "GBC4567,partial,portal,,2026-11-30T00:53:20Z,,,,,,8,unknown,,,,,"
                + "ant: timeout,\r\n")
        #expect(
            BatchCSV.line(for: BatchRow(BatchSamples.failed))
                == "AB123C,failed,,,,,,,,,4,unknown,,,,,ant: serverError 503,\r\n")
    }

    @Test func line_takesTheVehicleFromTheSRI_whenTheANTGaveNone() {
        #expect(
            BatchCSV.line(for: BatchRow(BatchSamples.identifiedBySRI))
                == "PBX1234,partial,portal,sri,2026-11-30T00:53:20Z,TOYOTA,RAV4,2020,JEEP,"
                + "PARTICULAR,5,late,2028-06-27,,,874.16,ant: networkError; fines: networkError,"
                + "registrationLate\r\n")
    }

    @Test(arguments: [
        (BatchSamples.found, ["registrationLate", "finesPending"]),
        (BatchSamples.identifiedBySRI, ["registrationLate"]), (BatchSamples.failed, []),
    ])
    func row_alertsTheCheckBlockersKinds_mostSeriousFirst(
        report: VehicleReport, kinds: [String]
    ) {
        let row = BatchRow(report)

        #expect(row.alerts.map(\.rawValue) == kinds)
        #expect(row.alerts == PurchaseCheck(report: report).blockers.map(\.kind))
        #expect(BatchCSV.line(for: row).hasSuffix("," + kinds.joined(separator: "|") + "\r\n"))
    }

    @Test(arguments: [
        ("RAV4, 4X4", #""RAV4, 4X4""#), (#"17" WHEELS"#, #""17"" WHEELS""#),
        ("LINE\nBREAK", "LINE BREAK"), ("A\u{1B}[2JB", "AB"), ("=1+1", "=1+1"),
    ])
    func line_quotesAndStripsWhatTheSourceWrote(model: String, written: String) throws {
        let line = BatchCSV.line(for: BatchRow(BatchSamples.car(model: model)))

        let fields = try #require(line.dropLast(2).split(separator: ",", maxSplits: 6).last)
        #expect(fields.hasPrefix(written + ","))
        #expect(line.hasSuffix("\r\n"))
    }
}
