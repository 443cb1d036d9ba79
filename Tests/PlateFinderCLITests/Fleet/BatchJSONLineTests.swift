import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Each JSON line is `find --json`'s object for the report plus the batch's own keys, on
/// one line.
struct BatchJSONLineTests {
    private static let tag = BatchInputTag(line: 3, input: "pbx-1234")
    private static let messages = Messages(language: .english)

    @Test func line_isOneCompactObject_withEveryKeyOfFindJSONAndTheBatchs() throws {
        let line = BatchJSONLine.line(
            for: BatchSamples.found, tag: Self.tag, isFavorite: true, messages: Self.messages)

        #expect(line.hasSuffix("}\n"))
        #expect(line.filter { $0 == "\n" }.count == 1)
        let object = try decode(line)
        #expect(
            Set(object.keys)
                == CarJSON.keys.union(VehicleReportJSON.reportKeys).union(
                    BatchJSONLine.batchKeys))
        #expect(object["manufacturer"] as? String == "TOYOTA")
        #expect(object["source"] as? String == "portal")
        #expect(object["status"] as? String == "found")
        #expect(object["line"] as? Int == 3)
        #expect(object["input"] as? String == "pbx-1234")
        #expect(object["isFavorite"] as? Bool == true)
        #expect(object["registrationDeadline"] as? String == "2026-05-31")
        let registration = try #require(object["registration"] as? [String: Any])
        #expect(registration["status"] as? String == "late")
        #expect(registration["month"] as? Int == 5)
        #expect(registration["year"] as? Int == 2026)
        #expect(registration["amountDue"] as? String == "874.16")
        #expect(registration["expirationDate"] as? String == "2028-06-27")
        #expect(registration["fetchedAt"] as? String == "2026-11-29T23:53:20Z")
        #expect(registration["failure"] is NSNull)
    }

    @Test func object_isFindsObject_plusTheBatchsKeys() {
        let report = BatchSamples.found

        guard
            case .object(var batch) = BatchJSONLine.object(
                for: report, tag: Self.tag, isFavorite: false, messages: Self.messages)
        else {
            Issue.record("not an object")
            return
        }
        for key in BatchJSONLine.batchKeys { batch[key] = nil }

        #expect(batch == VehicleReportJSON.members(for: report, isFavorite: false))
    }

    @Test func object_namesThePlateOnly_whenTheANTGaveNoVehicle() throws {
        let object = try decode(
            BatchJSONLine.line(
                for: BatchSamples.partial, tag: Self.tag, isFavorite: false, messages: Self.messages
            ))

        #expect(object["plate"] as? String == "GBC4567")
        #expect(object["format"] as? String == "car")
        #expect(object["province"] as? String == "Guayas")
        #expect(object["manufacturer"] is NSNull)
        let failure = try #require(object["portalFailure"] as? [String: Any])
        #expect(failure["code"] as? String == "timeout")
        #expect(failure["source"] as? String == "ant")
        #expect((object["registration"] as? [String: Any])?["amountDue"] is NSNull)
        #expect(object["status"] as? String == "partial")
    }

    @Test func object_takesTheIdentityFromTheSRI_whenTheANTGaveNoVehicle() throws {
        let object = try decode(
            BatchJSONLine.line(
                for: BatchSamples.identifiedBySRI, tag: Self.tag, isFavorite: false,
                messages: Self.messages))

        let identity = try #require(object["identity"] as? [String: Any])
        #expect(identity["make"] as? String == "TOYOTA")
        #expect(identity["model"] as? String == "RAV4")
        #expect(identity["source"] as? String == "sri")
        #expect(object["manufacturer"] is NSNull)
    }

    @Test func object_hasNoRegistration_whenTheSRIWasNotAsked() throws {
        let object = try decode(
            BatchJSONLine.line(
                for: BatchSamples.failed, tag: Self.tag, isFavorite: false, messages: Self.messages)
        )

        #expect(object["registration"] is NSNull)
        #expect(object["sri"] is NSNull)
        #expect(object["source"] is NSNull)
    }

    @Test(arguments: [
        (Language.english, "The registration is late since May 2026, USD 874.16 owed."),
        (.spanish, "La matrícula está atrasada desde mayo de 2026, se deben USD 874,16."),
    ])
    func object_listsEveryFinding_mostSeriousFirst_inTheLanguageAskedFor(
        language: Language, text: String
    ) throws {
        let object = try decode(
            BatchJSONLine.line(
                for: BatchSamples.found, tag: Self.tag, isFavorite: false,
                messages: Messages(language: language)))

        let findings = try #require(object["findings"] as? [[String: Any]])
        let check = PurchaseCheck(report: BatchSamples.found)
        #expect(findings.map { $0["kind"] as? String } == check.findings.map(\.kind.rawValue))
        #expect(
            findings.prefix(2).map { $0["kind"] as? String } == [
                "registrationLate", "finesPending",
            ])
        #expect(findings.first?["severity"] as? String == "blocker")
        #expect(findings.first?["source"] as? String == "sri")
        #expect(findings.first?["text"] as? String == text)
    }

    @Test func object_hasNoFindings_whenNoSourceAnswered() throws {
        let object = try decode(
            BatchJSONLine.line(
                for: BatchSamples.failed, tag: Self.tag, isFavorite: false,
                messages: Self.messages))

        #expect((object["findings"] as? [Any])?.isEmpty == true)
    }

    @Test func object_stripsControlCharacters_fromTheInputLine() throws {
        let tag = BatchInputTag(line: 1, input: "PBX\u{1B}[2J1234")

        let object = try decode(
            BatchJSONLine.line(
                for: BatchSamples.found, tag: tag, isFavorite: false, messages: Self.messages))

        #expect(object["input"] as? String == "PBX1234")
    }

    // MARK: - Helpers

    private func decode(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any])
    }
}
