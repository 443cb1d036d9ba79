import PlateFinderApp
import PlateFinderDomain

/// What a failed command reported, for `--json`: a code name scripts can match, the HTTP
/// status when a source gave one, the source that failed, and the sentence written to
/// standard error.
struct FailureReport {
    /// The failure's code name; nil until a command names it.
    var code: String?
    /// The HTTP status of a source's error answer.
    var statusCode: Int?
    /// The source that failed, when a source did.
    var source: VehicleSource?
    /// The first sentence written to standard error.
    var message: String?

    /// `{"error": {"code", "statusCode", "source", "message"}}` for a command that ended
    /// with `exitCode`; without a code of its own it is named after the exit code, and
    /// `source` is null unless a source failed.
    func object(exitCode: ExitCode) -> JSONValue {
        .object([
            "error": .object([
                "code": .string(code ?? Self.code(for: exitCode)),
                "statusCode": .int(orNull: statusCode),
                "source": .string(orNull: source?.rawValue),
                "message": message.map(JSONValue.string) ?? .null,
            ])
        ])
    }

    /// The code name of a failure known only by its exit code.
    static func code(for exitCode: ExitCode) -> String {
        switch exitCode {
        case .success: "none"
        case .plateIncomplete: "incompletePlate"
        case .usage: "usage"
        case .noData: "noDataFound"
        case .portalUnavailable: "portalUnavailable"
        case .portalUnreadable: "parsingError"
        case .storage: "storage"
        case .output: "output"
        case .interrupted: "interrupted"
        case .quit: "quit"
        }
    }
}
