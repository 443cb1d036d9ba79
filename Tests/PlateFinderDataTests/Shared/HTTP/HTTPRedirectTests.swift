import Foundation
import Testing

@testable import PlateFinderData

struct HTTPRedirectTests {
    private static let current = URL(string: "http://portal.example/a/b.jsp?x=1")

    @Test(arguments: [
        ("/c", "http://portal.example/c"), ("c?y=2", "http://portal.example/a/c?y=2"),
        ("../c", "http://portal.example/c"),
        ("  https://other.example/d ", "https://other.example/d"),
        ("//cdn.example/e", "http://cdn.example/e"),
    ])
    func target_resolvesLocation_againstCurrentURL(location: String, expected: String) throws {
        let current = try #require(Self.current)

        #expect(HTTPRedirect.target(of: location, from: current)?.absoluteString == expected)
    }

    @Test(arguments: ["", "   ", "ftp://portal.example/x", "mailto:a@portal.example", "http://"])
    func target_isNil_forLocationThatIsNoHTTPURL(location: String) throws {
        let current = try #require(Self.current)

        #expect(HTTPRedirect.target(of: location, from: current) == nil)
    }

    @Test(arguments: [
        ("http://portal.example/a", "http://PORTAL.example:80/b", true),
        ("https://portal.example/a", "https://portal.example:443/b", true),
        ("http://portal.example/a", "https://portal.example/a", false),
        ("http://portal.example/a", "http://portal.example:8080/a", false),
        ("http://portal.example/a", "http://evil.example/a", false),
        ("http://portal.example/a", "http://portal.example.evil.example/a", false),
    ])
    func isSameOrigin_comparesSchemeHostAndPort(
        first: String, second: String, expected: Bool
    )
        throws
    {
        let first = try #require(URL(string: first))
        let second = try #require(URL(string: second))

        #expect(HTTPRedirect.isSameOrigin(first, second) == expected)
    }

    @Test(arguments: [
        ("https://Evil.example/login?a=1", "https://evil.example"),
        ("http://127.0.0.1:8080/x", "http://127.0.0.1:8080"),
    ])
    func displayOrigin_namesSchemeHostAndWrittenPort(url: String, expected: String) throws {
        #expect(HTTPRedirect.displayOrigin(of: try #require(URL(string: url))) == expected)
    }
}
