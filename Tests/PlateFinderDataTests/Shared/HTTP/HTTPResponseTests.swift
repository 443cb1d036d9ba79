import Foundation
import Testing

@testable import PlateFinderData

struct HTTPResponseTests {
    @Test(
        arguments: [
            ("text/html", "text/html"), ("Text/HTML; charset=ISO-8859-1", "text/html"),
            ("  application/json ;x=y", "application/json"), ("", nil), (" ; charset=utf-8", nil),
        ] as [(String, String?)])
    func mediaType_isLowerCasedTypeWithoutParameters(contentType: String, expected: String?) {
        let sut = HTTPResponse(statusCode: 200, contentType: contentType, body: Data())

        #expect(sut.mediaType == expected)
    }
}
