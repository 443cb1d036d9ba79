import PlateFinderDomain

/// Why a search gave no vehicle, as the `failure_` columns of `search_history` store it: a
/// kind, and the status code or the detail that some kinds carry.
struct StoredFailure: Equatable {
    /// `network`, `server`, `busy`, `no_data`, `timeout`, `not_understood` or
    /// `unexpected`; rows of earlier versions also hold `parsing`, `unavailable` (with
    /// English text) and `invalid_plate`.
    let kind: String
    /// The HTTP status of a `server` or `busy` failure.
    let statusCode: Int64?
    /// Why an answer was not understood or not the page (`StoredFailureDetail`).
    let detail: String?

    /// The columns for `reason`.
    init(_ reason: LookupFailureReason) {
        switch reason {
        case .unreachable: self.init(kind: "network")
        case .httpStatus(let statusCode): self.init(kind: "server", statusCode: Int64(statusCode))
        case .busy(let statusCode, _): self.init(kind: "busy", statusCode: Int64(statusCode))
        case .noData: self.init(kind: "no_data")
        case .timedOut: self.init(kind: "timeout")
        case .notUnderstood(let why):
            self.init(kind: "not_understood", detail: StoredFailureDetail.text(why))
        case .unexpectedAnswer(let what):
            self.init(kind: "unexpected", detail: StoredFailureDetail.text(what))
        }
    }

    /// The longest kind or detail read, in UTF-8 bytes: a detail is a few words, so a far
    /// longer one is refused before it is read.
    static let maximumTextBytes = 64 * 1024

    /// The failure in the row's columns `offset` (kind), `offset + 1` (status code) and
    /// `offset + 2` (detail); nil when the row records no failure. Throws for a text too
    /// long to be one PlateFinder writes.
    init?(row: SQLiteRow, at offset: Int) throws(SQLiteError) {
        guard row.byteCount(at: offset) <= Self.maximumTextBytes,
            row.byteCount(at: offset + 2) <= Self.maximumTextBytes
        else { throw .corrupt(message: "a history row records a failure too long to read") }
        let statusCode = row.value(at: offset + 1)
        let detail = row.value(at: offset + 2)
        switch row.value(at: offset) {
        case .null where statusCode == .null && detail == .null: return nil
        case .text(let kind):
            self.init(
                kind: kind, statusCode: row.int64(at: offset + 1), detail: row.text(at: offset + 2))
            // A value of another type is no PlateFinder's, and is not taken for none.
            guard (statusCode == .null) == (self.statusCode == nil),
                (detail == .null) == (self.detail == nil)
            else { throw .corrupt(message: "a history row records a failure of no known shape") }
        default:
            throw .corrupt(message: "a history row records a failure of no known shape")
        }
    }

    private init(kind: String, statusCode: Int64? = nil, detail: String? = nil) {
        self.kind = kind
        self.statusCode = statusCode
        self.detail = detail
    }

    /// The columns, in table order.
    var parameters: [SQLiteValue] {
        [
            .text(kind), statusCode.map(SQLiteValue.integer) ?? .null,
            detail.map(SQLiteValue.text) ?? .null,
        ]
    }

    /// The failure these columns stand for; throws for columns no PlateFinder writes.
    func reason() throws(SQLiteError) -> LookupFailureReason {
        switch (kind, statusCode, detail) {
        case ("network", nil, nil): return .unreachable
        case ("server", let code?, nil):
            guard let statusCode = Int(exactly: code) else { break }
            return .httpStatus(statusCode)
        case ("busy", let code?, nil):
            guard let statusCode = Int(exactly: code) else { break }
            // A busy host's wait is not kept: it is over by the time the row is read.
            return .busy(statusCode: statusCode, retryAfter: nil)
        case ("no_data", nil, nil): return .noData
        case ("timeout", nil, nil): return .timedOut
        case ("not_understood", nil, let detail?):
            guard let why = StoredFailureDetail.unreadable(detail) else { break }
            return .notUnderstood(why)
        case ("unexpected", nil, let detail?):
            guard let what = StoredFailureDetail.unexpected(detail) else { break }
            return .unexpectedAnswer(what)
        // Earlier versions kept English text; it is shown as it was written.
        case ("parsing", nil, let detail?): return .notUnderstood(.described(detail))
        case ("unavailable", nil, let detail?): return .unexpectedAnswer(.described(detail))
        case ("invalid_plate", nil, nil):
            return .notUnderstood(.described("the plate was incomplete or invalid"))
        default: break
        }
        // The text came from the file: it is not repeated to whoever reads the message.
        throw .corrupt(message: "a history row records a failure this version cannot read")
    }
}
