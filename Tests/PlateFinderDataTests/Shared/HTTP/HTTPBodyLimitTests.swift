import Foundation
import Testing

@testable import PlateFinderData

struct HTTPBodyLimitTests {
    @Test(arguments: [nil, 0, 9, 10] as [Int?])
    func admit_accepts_declaredLengthWithinLimit(declaredLength: Int?) throws {
        let sut = makeSUT(maximumBytes: 10)

        try sut.admit(declaredLength: declaredLength)
    }

    @Test(arguments: [11, Int.max])
    func admit_throwsTooLarge_onDeclaredLengthOverLimit(declaredLength: Int) {
        let sut = makeSUT(maximumBytes: 10)

        #expect(throws: HTTPTransportError.tooLarge(limit: 10)) {
            try sut.admit(declaredLength: declaredLength)
        }
    }

    @Test func append_keepsBytes_upToExactlyTheLimit() throws {
        var sut = makeSUT(maximumBytes: 10)

        try sut.append(Array("hello".utf8))
        try sut.append(Array("world".utf8))

        #expect(sut.body == Data("helloworld".utf8))
        #expect(sut.remainingBytes == 0)
    }

    @Test func append_throwsTooLargeAndDropsBody_onceLimitIsPassed() throws {
        var sut = makeSUT(maximumBytes: 10)
        try sut.append(Array("hello".utf8))

        #expect(throws: HTTPTransportError.tooLarge(limit: 10)) {
            try sut.append(Array("world!".utf8))
        }
        #expect(sut.body.isEmpty)
    }

    @Test func append_throwsTooLarge_onAnyByteWhenLimitIsNegative() {
        var sut = makeSUT(maximumBytes: -5)

        #expect(sut.maximumBytes == 0)
        #expect(throws: HTTPTransportError.tooLarge(limit: 0)) { try sut.append([0x41]) }
    }

    private func makeSUT(maximumBytes: Int) -> HTTPBodyLimit {
        HTTPBodyLimit(maximumBytes: maximumBytes)
    }
}
