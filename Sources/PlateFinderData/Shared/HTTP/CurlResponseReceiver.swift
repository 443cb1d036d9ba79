#if canImport(CCurl)
import CCurl
import Foundation

/// Collects one exchange's answer as libcurl hands it over, and stops the transfer as soon
/// as reading on would be pointless or unsafe.
///
/// It stops after a final head outside 2xx (its body is not wanted), after a head that
/// declares a body over the limit, once the decoded body passes the limit, and once the
/// head passes its own limit. libcurl calls it on the thread running the transfer only.
final class CurlResponseReceiver {
    /// Why the receiver stopped the transfer.
    enum Stop: Equatable {
        /// The final head is in and no body is wanted after it.
        case headIsEnough
        /// The body passed, or declared a length over, `maximumBodyBytes`.
        case bodyTooLarge
        /// The head passed `maximumHeadBytes`.
        case headTooLarge
    }

    /// What one exchange came to.
    enum Answer: Equatable {
        /// A final response.
        case response(HTTPResponse)
        /// A redirect to `location`, as the header gave it.
        case redirect(location: String)
    }

    /// The most bytes of head, interim heads and trailers included, one exchange may send.
    static let maximumHeadBytes = HTTPResponseHead.maximumBytes

    private let maximumBodyBytes: Int
    private var head = HTTPResponseHead()
    private var body = Data()
    private var headBytes = 0
    private(set) var stop: Stop?

    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Takes one header line; `false` stops the transfer.
    func receiveHeader(_ line: UnsafeRawBufferPointer) -> Bool {
        guard stop == nil else { return false }
        headBytes += line.count
        guard headBytes <= Self.maximumHeadBytes else { return halt(.headTooLarge) }
        // Lines after a final head are chunked trailers: counted, not believed.
        guard !head.isComplete || head.isInterim else { return true }
        head.read(line: line)
        guard head.isComplete, !head.isInterim else { return true }
        guard let statusCode = head.statusCode, (200..<300).contains(statusCode) else {
            return halt(.headIsEnough)
        }
        if let length = head.declaredLength, length > maximumBodyBytes {
            return halt(.bodyTooLarge)
        }
        return true
    }

    /// Takes decoded body bytes; `false` stops the transfer.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard stop == nil else { return false }
        guard bytes.count <= maximumBodyBytes - body.count else { return halt(.bodyTooLarge) }
        body.append(contentsOf: bytes)
        return true
    }

    /// What the exchange came to, given the code libcurl finished it with.
    func answer(finishedWith code: CURLcode) -> Result<Answer, HTTPTransportError> {
        switch stop {
        case .bodyTooLarge: return .failure(.tooLarge(limit: maximumBodyBytes))
        case .headTooLarge: return .failure(.headersTooLarge(limit: Self.maximumHeadBytes))
        case .headIsEnough: return finalAnswer()
        case nil:
            if code == CURLE_OK { return finalAnswer() }
            return .failure(code == CURLE_OPERATION_TIMEDOUT ? .timedOut : .network)
        }
    }

    private func finalAnswer() -> Result<Answer, HTTPTransportError> {
        guard head.isComplete, let statusCode = head.statusCode else { return .failure(.network) }
        if HTTPRedirectDecision.statusCodes.contains(statusCode), let location = head.location {
            return .success(.redirect(location: location))
        }
        guard let response = head.response(body: body) else { return .failure(.network) }
        return .success(.response(response))
    }

    private func halt(_ reason: Stop) -> Bool {
        stop = reason
        body = Data()
        return false
    }
}
#endif
