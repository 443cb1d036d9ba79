import Foundation
import PlateFinderCLITestSupport
import PlateFinderData
import PlateFinderTestSupport
import Testing

/// What a cell holds reaches the person whole, however long, and without the characters
/// that would hide or reorder it.
extension HostilePortalTests {
    /// The format characters that draw nothing yet hide or reorder text: the Arabic letter
    /// mark, zero-width spaces, joiners and directional marks, embeddings and overrides,
    /// invisible operators, isolates and the byte-order mark.
    static let formatCharacters: Set<Unicode.Scalar> = {
        let values: [UInt32] =
            [0x061C] + Array(0x200B...0x200F) + Array(0x202A...0x202E) + Array(0x2060...0x2064)
            + Array(0x2066...0x2069) + [0xFEFF]
        return Set(values.compactMap(Unicode.Scalar.init))
    }()

    /// Emoji joined by zero-width joiners: one picture, kept as it is.
    static let family = "👨\u{200D}👩\u{200D}👧"

    /// A model name of about 2 MB, as large as a cell of a page under the 2 MiB limit may be.
    enum HugeCell: CaseIterable, Sendable {
        /// Many short words.
        case words
        /// One word that never repeats itself within a line, so a slice lost or doubled in
        /// wrapping shows.
        case oneWord
        /// Words mostly of letters outside ASCII: one byte each in the portal's Latin-1,
        /// two in UTF-8, so the page takes more than 2 MiB once decoded.
        case latin1Words

        /// What separates the pieces of the cell that wrapping may break it at.
        var separator: String { self == .oneWord ? "" : " " }

        /// The model name, about 2 MB of the portal's Latin-1.
        var model: String {
            var parts: [String] = []
            var length = 0
            while length < 2_000_000 {
                let part =
                    switch self {
                    case .words: "W\(parts.count)"
                    case .oneWord: String(parts.count)
                    case .latin1Words: "ÑÁÉÍÓÚ\(parts.count)"
                    }
                parts.append(part)
                length += part.unicodeScalars.count + separator.count
            }
            return parts.joined(separator: separator)
        }
    }

    @Test(arguments: HugeCell.allCases)
    func find_printsTwoMegabyteCellWhole_inWrappedLines_andHistoryShowPrintsItAgain(
        cell: HugeCell
    ) async throws {
        let portal = try makeSUT()
        let model = cell.model
        portal.server.enqueue(
            .html(try PortalPage.vehicle(replacing: "AA COROLLA 1.6", with: model)))

        let result = try await portal.cli.run("find", "ABC1234")
        let shown = try await portal.cli.run("history", "show", "ABC1234")

        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        let lines = result.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 })
        let start = try #require(lines.firstIndex { $0.hasPrefix("Model               ") })
        let continued = lines[(start + 1)...].prefix {
            $0.hasPrefix(String(repeating: " ", count: 20))
        }
        let pieces = ([lines[start]] + continued).map { $0.dropFirst(20) }
        #expect(pieces.joined(separator: cell.separator) == model)
        #expect(shown.exitCode == 0)
        // The same card from its saved copy, which its first row says.
        #expect(
            shown.output.hasPrefix(
                "!! Blocked: fines pending.\n\n" + "Source              saved copy from "))
        #expect(
            WrappedText.withoutSources(shown.output) == WrappedText.withoutSources(result.output))
        #expect(shown.error.hasPrefix("platefinder: This is the copy saved on "))
        let saved = try StoreFile.savedVehicles(at: portal.cli.storePath)
        #expect(saved["ABC1234"]?["car_model"] == .text(model))
    }

    @Test(arguments: [false, true])
    func find_printsSavesAndExportsCells_withoutFormatCharacters(
        asCharacterReferences: Bool
    ) async throws {
        let portal = try makeSUT()
        let page = try Self.pageWithFormatCharacters(asReferences: asCharacterReferences)
        portal.server.enqueue(page)
        portal.server.enqueue(page)

        let card = try await portal.cli.run("find", "ABC1234", "--sources", "ant")
        let json = try await portal.cli.run("find", "ABC1234", "--sources", "ant", "--json")
        let remind = try await portal.cli.run("tasks", "remind", "ABC1234")
        let export = try await portal.cli.run("tasks", "export", "--ics")

        #expect(card.exitCode == 0)
        #expect(card.output.contains("\nMake                TOYOTA\n"))
        #expect(card.output.contains("\nModel               AA COROLLA 1.6 \(Self.family)\n"))
        #expect(card.output.contains("\nTint expiry         2099-12-31\n"))
        #expect(!Self.hasFormatCharacter(card.output))
        let object = try JSONOutput.object(json)
        #expect(object["manufacturer"] as? String == "TOYOTA")
        #expect(object["model"] as? String == "AA COROLLA 1.6 \(Self.family)")
        #expect(object["tintExpirationDate"] as? String == "2099-12-31")
        #expect(!object.values.contains { ($0 as? String).map(Self.hasFormatCharacter) == true })
        #expect(!Self.hasFormatCharacter(json.output))
        let saved = try #require(try StoreFile.savedVehicles(at: portal.cli.storePath)["ABC1234"])
        #expect(saved["car_manufacturer"] == .text("TOYOTA"))
        #expect(
            !saved.values.contains { value in
                guard case .text(let text) = value else { return false }
                return Self.hasFormatCharacter(text)
            })
        #expect(remind.exitCode == 0)
        #expect(export.exitCode == 0)
        #expect(!Self.hasFormatCharacter(export.output))
        let tint = try ICSReader(export.output).todos.first {
            $0["SUMMARY"]?.text == "Tint permit ABC1234"
        }
        #expect(tint?["DUE"]?.value == "20991231")
    }

    /// The real page with format characters in the make, the model and the tint expiry,
    /// as UTF-8 bytes the header declares or as character references in a Latin-1 page.
    private static func pageWithFormatCharacters(
        asReferences: Bool
    ) throws -> ScriptedHTTPResponse {
        let hidden = String(
            String.UnicodeScalarView(formatCharacters.sorted { $0.value < $1.value }))
        let write = { (text: String) in
            guard asReferences else { return text }
            return text.unicodeScalars.map {
                $0.value < 0x80 ? String($0) : "&#x\(String($0.value, radix: 16));"
            }.joined()
        }
        let replacements: KeyValuePairs = [
            "TOYOTA": write("TOY\(hidden)OTA"),
            "AA COROLLA 1.6": write("AA \u{202E}COROLLA\u{202C} 1.6 \(family)"),
            "\"#FF0000\"  ></td>": write(
                "\"#FF0000\"  >\u{200B}31-12-\u{2066}2099\u{2069}\u{FEFF}</td>"),
        ]
        guard asReferences else {
            let page = try PortalPage.vehicleText(replacing: replacements)
            return .html(Data(page.utf8), charset: "utf-8")
        }
        return .html(try PortalPage.vehicle(replacing: replacements))
    }

    /// Whether `text` holds a format character outside the joined emoji.
    private static func hasFormatCharacter(_ text: String) -> Bool {
        text.replacingOccurrences(of: family, with: "").unicodeScalars.contains {
            formatCharacters.contains($0)
        }
    }
}
