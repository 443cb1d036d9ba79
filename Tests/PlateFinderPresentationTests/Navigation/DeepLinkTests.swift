import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import Testing

struct DeepLinkTests {
    @Test(arguments: [
        ("platefinder://search/PBX1234", DeepLink.search(.complete("PBX1234"))),
        ("platefinder://search/pbx-1234", .search(.complete("PBX1234"))),
        ("platefinder://search/PBX%201234", .search(.complete("PBX1234"))),
        ("platefinder://search/AB123C", .search(.complete("AB123C"))),
        ("platefinder://search/CD1234", .search(.complete("CD1234"))),
        (
            "platefinder://search/pba-123",
            .search(.complete("PBA0123"), writtenWithFourDigits: true)
        ),
        ("PlateFinder://SEARCH/PBX1234", .search(.complete("PBX1234"))),
        ("platefinder://history", .history),
        ("platefinder://history/", .history),
        ("platefinder://favorites", .favorites),
        ("platefinder://tasks", .tasks),
        ("  platefinder://tasks\n", .tasks),
    ])
    func initString_parsesEveryScreen(text: String, expected: DeepLink) throws {
        #expect(try DeepLink(string: text) == expected)
    }

    @Test(arguments: [
        "platefinder://tasks/2F1E3C4D-5A6B-4C7D-8E9F-0A1B2C3D4E5F",
        "platefinder://tasks/2f1e3c4d-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    ])
    func initString_parsesATaskByIdentifier(text: String) throws {
        #expect(try DeepLink(string: text) == .task(id: TaskIDs.first))
    }

    @Test(arguments: [
        ("https://search/PBX1234", DeepLinkError.wrongScheme),
        ("search/PBX1234", .wrongScheme),
        ("platefinder://garage", .unknownHost),
        ("platefinder:///PBX1234", .unknownHost),
        ("platefinder://search", .missingPlate),
        ("platefinder://search/", .missingPlate),
        ("platefinder://search/PBX12", .invalidPlate(.partiallyValid)),
        ("platefinder://search/12345", .invalidPlate(.invalid)),
        ("platefinder://search/PBX1234/more", .unexpectedPath),
        ("platefinder://history/PBX1234", .unexpectedPath),
        ("platefinder://favorites/all", .unexpectedPath),
        ("platefinder://tasks/123", .invalidTaskID),
        ("platefinder://tasks/2F1E3C4D-5A6B-4C7D-8E9F-0A1B2C3D4E5F/edit", .unexpectedPath),
        ("platefinder://search/PBX1234?x=1", .unexpectedComponent),
        ("platefinder://search/PBX1234#top", .unexpectedComponent),
        ("platefinder://someone@search/PBX1234", .unexpectedComponent),
        ("platefinder://search:8080/PBX1234", .unexpectedComponent),
        ("", .malformed),
        ("platefinder://search/" + String(repeating: "A", count: 3_000), .tooLong),
    ])
    func initString_refusesAnythingElseWithATypedError(text: String, expected: DeepLinkError) {
        #expect(throws: expected) { try DeepLink(string: text) }
    }

    @Test
    func initURL_parsesTheSameLinksAsText() throws {
        let url = try #require(URL(string: "platefinder://favorites"))

        #expect(try DeepLink(url: url) == .favorites)
    }

    @Test(arguments: [
        DeepLink.search(.complete("PBX1234")), .history, .favorites, .tasks,
        .task(id: TaskIDs.first),
    ])
    func absoluteString_parsesBackToTheSameLink(link: DeepLink) throws {
        #expect(try DeepLink(string: link.absoluteString) == link)
    }

    @Test(arguments: [
        (DeepLink.search(.complete("PBX1234")), AppTab.search, [AppRoute]()),
        (.history, .history, []),
        (.favorites, .favorites, []),
        (.tasks, .tasks, []),
        (.task(id: TaskIDs.first), .tasks, [.task(id: TaskIDs.first)]),
    ])
    func destination_namesTheTabAndItsStack(link: DeepLink, tab: AppTab, path: [AppRoute]) {
        #expect(link.tab == tab)
        #expect(link.path == path)
    }
}
