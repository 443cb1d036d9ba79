import PlateFinderDomain

/// Why a search failed, as the `failure_` columns of `search_history` store it: a kind,
/// and the status code or the text that some kinds carry.
struct StoredFailure: Equatable {
    /// `network`, `server`, `no_data`, `parsing`, `invalid_plate`, `timeout` or `unavailable`.
    let kind: String
    /// The HTTP status of a `server` failure.
    let statusCode: Int64?
    /// The explanation of a `parsing` or `unavailable` failure.
    let detail: String?

    /// The columns for `error`.
    init(_ error: CarInfoError) {
        switch error {
        case .networkError: self.init(kind: "network")
        case .serverError(let statusCode):
            self.init(kind: "server", statusCode: Int64(statusCode))
        case .noDataFound: self.init(kind: "no_data")
        case .parsingError(let detail): self.init(kind: "parsing", detail: detail)
        case .invalidPlateFormat: self.init(kind: "invalid_plate")
        case .timeout: self.init(kind: "timeout")
        case .portalUnavailable(let detail): self.init(kind: "unavailable", detail: detail)
        }
    }

    /// The failure in the row's columns `offset` (kind), `offset + 1` (status code) and
    /// `offset + 2` (detail); nil when the row records no failure.
    init?(row: SQLiteRow, at offset: Int) {
        guard let kind = row.text(at: offset) else { return nil }
        self.init(
            kind: kind, statusCode: row.int64(at: offset + 1), detail: row.text(at: offset + 2))
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

    /// The error these columns stand for; throws for columns no PlateFinder writes.
    func error() throws(SQLiteError) -> CarInfoError {
        switch (kind, statusCode, detail) {
        case ("network", nil, nil): return .networkError
        case ("server", let code?, nil):
            guard let statusCode = Int(exactly: code) else { break }
            return .serverError(statusCode: statusCode)
        case ("no_data", nil, nil): return .noDataFound
        case ("parsing", nil, let detail?): return .parsingError(detail)
        case ("invalid_plate", nil, nil): return .invalidPlateFormat
        case ("timeout", nil, nil): return .timeout
        case ("unavailable", nil, let detail?): return .portalUnavailable(detail)
        default: break
        }
        // The text came from the file: it is not repeated to whoever reads the message.
        throw .corrupt(message: "a history row records a failure this version cannot read")
    }
}
