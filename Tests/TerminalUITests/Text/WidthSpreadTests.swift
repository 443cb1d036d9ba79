import Testing

@testable import TerminalUI

@Suite struct WidthSpreadTests {
    @Test(
        arguments: [
            ("a", 1, 1, false), ("e\u{301}", 1, 1, false), ("日", 2, 2, false),
            ("😀", 2, 2, true), ("👍🏽", 2, 4, true), ("☝🏽", 2, 3, true), ("🇪🇨", 2, 4, true),
            ("👨‍👩‍👧", 2, 6, true), ("❤️", 2, 2, true), ("1️⃣", 2, 2, true),
        ] as [(Character, Int, Int, Bool)])
    func init_tellsHowWideOtherTerminalsMayDrawTheCluster(
        character: Character, columns: Int, widest: Int, mayBeNarrower: Bool
    ) {
        let sut = WidthSpread(character)

        #expect(sut.columns == columns)
        #expect(sut.widest == widest)
        #expect(sut.mayBeNarrower == mayBeNarrower)
        #expect(WidthSpread.isUncertain(character) == !sut.isCertain)
    }

    @Test(arguments: ["a", "Ñ", "─", "日", "e\u{301}", "가\u{11A8}"] as [Character])
    func isUncertain_isFalse_forTextEveryTerminalMeasuresAlike(character: Character) {
        #expect(!WidthSpread.isUncertain(character))
    }
}
