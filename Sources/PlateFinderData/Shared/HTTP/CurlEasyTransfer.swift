#if canImport(CCurl)
import CCurl
import Foundation
import PlateFinderDomain

/// One GET on a libcurl easy handle, set up so that nothing the server says can make it
/// wander: http and https only, no redirects followed by libcurl, no cookies, no netrc, no
/// signals, content decoded as it arrives into a `CurlResponseReceiver`.
final class CurlEasyTransfer {
    /// The easy handle, for adding to a multi handle.
    let handle: UnsafeMutableRawPointer
    /// Where the answer goes.
    let receiver: CurlResponseReceiver
    private let headers: UnsafeMutablePointer<curl_slist>?

    /// A transfer of `url` that gives up after `timeoutMilliseconds`; `nil` when libcurl
    /// refuses an option (a libcurl too old for them, or no memory).
    init?(
        url: URL, accept: String, userAgent: String, timeoutMilliseconds: Int,
        maximumBodyBytes: Int
    ) {
        guard let handle = curl_easy_init() else { return nil }
        self.handle = handle
        receiver = CurlResponseReceiver(maximumBodyBytes: maximumBodyBytes)
        headers = curl_slist_append(nil, "Accept: \(Self.fieldValue(accept))")
        let timeout = max(1, timeoutMilliseconds)
        let context = Unmanaged.passUnretained(receiver).toOpaque()
        let codes = [
            pf_curl_easy_setopt_string(handle, CURLOPT_URL, url.absoluteString),
            pf_curl_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
            pf_curl_easy_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
            pf_curl_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0),
            pf_curl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1),
            pf_curl_easy_setopt_long(handle, CURLOPT_NETRC, Int(CURL_NETRC_IGNORED.rawValue)),
            pf_curl_easy_setopt_long(handle, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1),
            pf_curl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, timeout),
            pf_curl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout),
            pf_curl_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, ""),
            pf_curl_easy_setopt_string(handle, CURLOPT_USERAGENT, Self.fieldValue(userAgent)),
            pf_curl_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, headers),
            pf_curl_easy_setopt_write_callback(handle, CURLOPT_HEADERFUNCTION, receiveHeader),
            pf_curl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context),
            pf_curl_easy_setopt_write_callback(handle, CURLOPT_WRITEFUNCTION, receiveBody),
            pf_curl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context),
        ]
        guard headers != nil, codes.allSatisfy({ $0 == CURLE_OK }) else { return nil }
    }

    deinit {
        curl_easy_cleanup(handle)
        curl_slist_free_all(headers)
    }

    /// `value` without control characters, which could otherwise end the header line and
    /// start another.
    private static func fieldValue(_ value: String) -> String {
        ControlCharacterStripper.strip(value)
    }
}

/// libcurl's header callback: one line at a time, to the receiver in `context`. Returning
/// anything but the line's length stops the transfer.
private func receiveHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
    _ context: UnsafeMutableRawPointer?
) -> Int {
    deliver(data, size * count, to: context) { $0.receiveHeader($1) }
}

/// libcurl's write callback: decoded body bytes, to the receiver in `context`. Returning
/// anything but the length stops the transfer.
private func receiveBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int,
    _ context: UnsafeMutableRawPointer?
) -> Int {
    deliver(data, size * count, to: context) { $0.receiveBody($1) }
}

/// Hands `length` bytes at `data` to the receiver in `context` through `receive`, and
/// answers libcurl as its callbacks must: the length to go on, 0 to stop.
private func deliver(
    _ data: UnsafeMutablePointer<CChar>?, _ length: Int, to context: UnsafeMutableRawPointer?,
    _ receive: (CurlResponseReceiver, UnsafeRawBufferPointer) -> Bool
) -> Int {
    guard let context else { return 0 }
    let receiver = Unmanaged<CurlResponseReceiver>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : length)
    return receive(receiver, bytes) ? length : 0
}
#endif
