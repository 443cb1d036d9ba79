import Foundation
import PlateFinderCLITestSupport
import Testing

@Suite struct ValidateCommandTests {
    @Test func validate_printsCard_andSucceeds_forCompletePlate() async throws {
        let result = try await makeSUT().run("validate", "pbx-1234")

        #expect(
            result.output == """
                Plate               PBX1234
                Format              car
                Complete            yes
                Province            Pichincha
                Registration month  May

                """)
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [["abc-123"], ["ABC", "123"], ["abc 123"]])
    func validate_writesAnOldPlateWithFourDigits_andSaysSo(arguments: [String]) async throws {
        let result = try await makeSUT().run(["validate"] + arguments + ["--json"])

        #expect(result.exitCode == 0)
        #expect(result.output.contains(#""plate" : "ABC0123""#))
        #expect(
            result.error
                == "platefinder: An old three-digit plate: used as ABC0123, as the portals "
                + "write it.\n")
    }

    @Test func validate_acceptsSpacesAndDashesBetweenGroups_asTheAppDoes() async throws {
        let result = try await makeSUT().run("validate", "pbx 12-34")

        #expect(result.exitCode == 0)
        #expect(result.output.hasPrefix("Plate               PBX1234\n"))
    }

    @Test func validate_joinsWords_andSpeaksSpanish_inSpanishLocale() async throws {
        let result = try await makeSUT().run(
            "validate", "gs", "123a", extraEnvironment: ["LC_ALL": "es_EC.UTF-8"])

        #expect(result.output.contains("Placa                 GS123A\n"))
        #expect(result.output.contains("Formato               moto\n"))
        #expect(result.output.contains("Provincia             Guayas\n"))
        #expect(result.output.contains("Mes de matriculación  abril\n"))
        #expect(result.exitCode == 0)
    }

    @Test(arguments: [("PBX12", "incomplete"), ("PBX12345", "invalid"), ("", "empty")])
    func validate_printsFormat_andExitsOne_forPlateThatIsNotComplete(
        text: String, format: String
    ) async throws {
        let result = try await makeSUT().run("validate", text)

        #expect(result.output.contains("Format    \(format)\n"))
        #expect(result.output.contains("Complete  no\n"))
        #expect(!result.output.contains("Province"))
        #expect(result.error.isEmpty)
        #expect(result.exitCode == 1)
    }

    @Test(
        arguments: [
            (["validate", "--json", "CD1234"], 0, "CD1234", "special", nil, 5),
            (["validate", "pbx 1234", "--json"], 0, "PBX1234", "car", "Pichincha", 5),
            (["--json", "validate", "--", "AB12"], 1, "AB12", "partiallyValid", nil, nil),
            (["validate", "--json", "1ABC"], 1, "1ABC", "invalid", nil, nil),
        ] as [([String], Int32, String, String, String?, Int?)])
    func validate_printsJSON_withEnumFormatNames(
        arguments: [String], exitCode: Int32, plate: String, format: String, province: String?,
        month: Int?
    ) async throws {
        let result = try await makeSUT().run(arguments)

        let object = try #require(
            try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(Set(object.keys) == ["plate", "format", "province", "registrationMonth"])
        #expect(object["plate"] as? String == plate)
        #expect(object["format"] as? String == format)
        #expect(object["province"] as? String == province)
        #expect(object["registrationMonth"] as? Int == month)
        #expect((object["province"] is NSNull) == (province == nil))
        #expect(result.exitCode == exitCode)
    }

    @Test func validate_neverPrintsEscape_forTypedEscapeSequences() async throws {
        let result = try await makeSUT().run("validate", "\u{1B}]0;pwned\u{07}\u{1B}[2JPBX1234")

        #expect(!result.standardOutput.contains(0x1B))
        #expect(result.output.hasPrefix("Plate     PBX1234\n"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> CommandLineHarness {
        try CommandLineHarness()
    }
}
