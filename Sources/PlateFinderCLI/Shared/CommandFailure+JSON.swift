import PlateFinderApp
import PlateFinderDomain

extension CommandFailure {
    /// `{"error": {"code", "statusCode", "source", "message"}}`: without a code of its own
    /// the failure is named after its exit code, and `source` is null unless a source
    /// failed.
    var object: JSONValue {
        .object([
            "error": .object([
                "code": .string(code ?? Self.code(for: exitCode)),
                "statusCode": .int(orNull: statusCode),
                "source": .string(orNull: source?.rawValue),
                "message": .string(orNull: message),
            ])
        ])
    }

    /// Whether a script that asked for JSON gets the object: not when the output already
    /// says why, nor for `validate`'s incomplete plate, which is an answer.
    var isSaidAsJSON: Bool {
        !outputSaysWhy && exitCode != .plateIncomplete
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
        case .blocked: "blocked"
        case .incomplete: "incomplete"
        case .interrupted: "interrupted"
        case .quit: "quit"
        case .terminated: "terminated"
        case .hungUp: "hungUp"
        }
    }
}
