import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Each JSON line is `find --json`'s object plus the batch's own keys, on one line.
struct BatchJSONLineTests {
    @Test func line_isOneCompactObject_withEveryKeyOfFindJSONAndTheBatchs() throws {
        let line = BatchJSONLine.line(for: BatchSamples.found, isFavorite: true)

        #expect(line.hasSuffix("}\n"))
        #expect(line.filter { $0 == "\n" }.count == 1)
        let object = try decode(line)
        #expect(
            Set(object.keys)
                == CarJSON.keys.union(CarSearchJSON.searchKeys).union(BatchJSONLine.batchKeys))
        #expect(object["manufacturer"] as? String == "TOYOTA")
        #expect(object["source"] as? String == "mixed")
        #expect(object["status"] as? String == "found")
        #expect(object["isFavorite"] as? Bool == true)
        let registration = try #require(object["registration"] as? [String: Any])
        #expect(registration["status"] as? String == "late")
        #expect(registration["month"] as? Int == 5)
        #expect(registration["year"] as? Int == 2026)
        #expect(registration["amountDue"] as? String == "874.16")
        #expect(registration["fetchedAt"] as? String == "2026-11-29T23:53:20Z")
    }

    @Test func object_namesThePlateOnly_whenTheANTGaveNoVehicle() throws {
        let object = try decode(BatchJSONLine.line(for: BatchSamples.partial, isFavorite: false))

        #expect(object["plate"] as? String == "GBC4567")
        #expect(object["format"] as? String == "car")
        #expect(object["province"] as? String == "Guayas")
        #expect(object["manufacturer"] is NSNull)
        #expect((object["portalFailure"] as? [String: Any])?["code"] as? String == "timeout")
        #expect((object["registration"] as? [String: Any])?["amountDue"] is NSNull)
        #expect(object["status"] as? String == "partial")
    }

    @Test func object_hasNoRegistration_whenTheSRIWasNotAsked() throws {
        let object = try decode(BatchJSONLine.line(for: BatchSamples.failed, isFavorite: false))

        #expect(object["registration"] is NSNull)
        #expect(object["source"] is NSNull)
    }

    // MARK: - Helpers

    private func decode(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any])
    }
}
