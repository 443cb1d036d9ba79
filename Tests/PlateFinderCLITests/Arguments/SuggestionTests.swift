import Testing

@testable import PlateFinderCLI

@Suite struct SuggestionTests {
    @Test(
        arguments: [
            ("fnd", "find"), ("fidn", "find"), ("hisotry", "history"), ("favourite", "favourites"),
            ("--jsn", "--json"), ("--jsno", "--json"), ("--tiemout", "--timeout"),
            ("VALIDATE", "validate"),
        ])
    func closest_suggestsTheCandidate_aSlipAway(typed: String, expected: String) {
        let candidates = [
            "find", "validate", "history", "favorites", "favourites", "--json", "--timeout",
        ]

        #expect(Suggestion.closest(to: typed, among: candidates) == expected)
    }

    @Test(arguments: ["x", "zzzz", "tasks", "--y", "", String(repeating: "f", count: 500)])
    func closest_suggestsNothing_forWordsFarFromEveryCandidate(typed: String) {
        #expect(Suggestion.closest(to: typed, among: ["find", "history", "--json"]) == nil)
    }

    @Test(
        arguments: [
            ("", "abc", 3), ("find", "find", 0), ("fnd", "find", 1), ("fnid", "find", 1),
            ("kitten", "sitting", 3),
        ])
    func editDistance_countsInsertionsRemovalsReplacementsAndSwaps(
        a: String, b: String, distance: Int
    ) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == distance)
    }
}
