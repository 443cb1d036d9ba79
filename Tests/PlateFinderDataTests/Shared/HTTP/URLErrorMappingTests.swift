import Foundation
import Testing

@testable import PlateFinderData

struct URLErrorMappingTests {
    @Test(arguments: [
        (URLError.Code.timedOut, HTTPTransportError.timedOut), (.cancelled, .cancelled),
        (.unsupportedURL, .unsupportedURL), (.cannotFindHost, .network),
        (.cannotConnectToHost, .network), (.dnsLookupFailed, .network),
        (.notConnectedToInternet, .network), (.networkConnectionLost, .network),
        (.secureConnectionFailed, .network), (.serverCertificateUntrusted, .network),
        (.serverCertificateHasBadDate, .network), (.badServerResponse, .network),
        (.cannotDecodeContentData, .network), (.cannotParseResponse, .network),
        (.zeroByteResource, .network), (.badURL, .network), (.unknown, .network),
    ])
    func transportError_mapsURLErrorCode(code: URLError.Code, expected: HTTPTransportError) {
        #expect(URLErrorMapping.transportError(for: code) == expected)
        #expect(URLErrorMapping.transportError(for: URLError(code)) == expected)
    }

    @Test(arguments: [
        HTTPTransportError.tooLarge(limit: 3), .headersTooLarge(limit: 4), .unreadableRedirect,
        .redirectedElsewhere(origin: "https://other.example"), .tooManyRedirects(limit: 5),
    ])
    func transportError_keepsTransportError_asItIs(error: HTTPTransportError) {
        #expect(URLErrorMapping.transportError(for: error) == error)
    }

    @Test func transportError_isCancelled_onTaskCancellation() {
        #expect(URLErrorMapping.transportError(for: CancellationError()) == .cancelled)
    }

    @Test func transportError_isNetwork_onAnyOtherError() {
        struct Other: Error {}

        #expect(URLErrorMapping.transportError(for: Other()) == .network)
    }
}
