import PlateFinderApp
import PlateFinderDomain

/// How a command that did not succeed ends: its exit code and the sentence that says why,
/// which the runner says once, on standard error, and with `--json` as a JSON object on
/// standard output too (`CommandFailure+JSON`).
struct CommandFailure: Error {
    /// How the process ends.
    let exitCode: ExitCode
    /// What standard error says; nil when the command said it already as it went (each line
    /// of a batch's input that is not a plate, each status of fines that could not be read)
    /// or when there is nothing to say (a batch Ctrl-C stopped).
    var message: String?
    /// The name scripts match in the JSON object; nil: it is named after the exit code.
    var code: String?
    /// The HTTP status of a source's error answer.
    var statusCode: Int?
    /// The source that failed, when a source did.
    var source: VehicleSource?
    /// Whether the JSON on standard output already is the command's answer, whatever its
    /// exit code (`fines --json` marks each status it could not read, `due --json` lists
    /// what it could), so that no failure object follows it.
    var outputSaysWhy = false
}

extension CommandFailure {
    /// The usage problem `error`, said in `messages`' words.
    init(_ error: UsageError, messages: Messages) {
        exitCode = .usage
        message = messages.sentence(for: error)
        if case .invalidPlate = error { code = "invalidPlate" }
    }

    /// A run that ended with `code` and said why as it went; nil when `code` is success.
    init?(endingWith code: ExitCode, outputSaysWhy: Bool = false) {
        guard code != .success else { return nil }
        self.init(exitCode: code, outputSaysWhy: outputSaysWhy)
    }
}
