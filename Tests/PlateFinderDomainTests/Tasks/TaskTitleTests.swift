import PlateFinderDomain
import Testing

struct TaskTitleTests {
    @Test(arguments: [
        ("Renew", "Renew"), ("  Renew SOAT \n", "Renew SOAT"), ("A", "A"),
        (String(repeating: "x", count: 20), String(repeating: "x", count: 20)),
        ("ÑANDÚ", "ÑANDÚ"), ("N\u{303}ANDU\u{301}", "N\u{303}ANDU\u{301}"),
        ("👍🏽👨‍👩‍👧‍👦🇪🇨", "👍🏽👨‍👩‍👧‍👦🇪🇨"),
        ("Matrícula PBX1234", "Matrícula PBX1234"),
    ])
    func init_acceptsTrimmedTitlesOfOneToTwentyCharacters(text: String, value: String) throws {
        #expect(try TaskTitle(text).value == value)
    }

    @Test(arguments: [
        ("\u{1B}[31mRenew\u{1B}[0m", "Renew"), ("Pay\u{202E}fines", "Payfines"),
        ("\u{FEFF}SOAT\u{200B}", "SOAT"), ("two\nlines", "two lines"),
    ])
    func init_stripsWhatCouldDriveATerminal_beforeCounting(text: String, value: String) throws {
        #expect(try TaskTitle(text).value == value)
    }

    @Test(arguments: ["", " ", "\n\t ", "\u{3000}", "\u{1B}[2J", "\u{202E}\u{200B}"])
    func init_throwsEmptyTitle_forBlankText(text: String) {
        #expect(throws: TaskValidationError.emptyTitle) { try TaskTitle(text) }
    }

    @Test(arguments: [
        String(repeating: "x", count: 21), String(repeating: "Ñ", count: 21),
        String(repeating: "👍🏽", count: 21), " " + String(repeating: "a", count: 21) + " ",
    ])
    func init_throwsTitleTooLong_pastTwentyCharacters(text: String) {
        #expect(throws: TaskValidationError.titleTooLong(maximum: 20)) { try TaskTitle(text) }
    }

    @Test
    func characterCount_isWhatAPersonSees() throws {
        #expect(try TaskTitle("ÑANDÚ").value.count == 5)
        #expect(try TaskTitle("👍🏽").value.count == 1)
        let twentyEmoji = String(repeating: "👨‍👩‍👧‍👦", count: 20)
        #expect(try TaskTitle(twentyEmoji).value == twentyEmoji)
    }
}
