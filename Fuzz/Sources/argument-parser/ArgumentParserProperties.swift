import FuzzSupport
import PlateFinderApp
import PlateFinderCLI

/// Any argument list (the parts between zero bytes) is a command or a usage error, the
/// same each time; a usage error is one printable line in each language, and a word it
/// suggests is one the command line knows; a command stays a command when a global option
/// is added to it.
enum ArgumentParserProperties {
    /// More arguments than any command line a person types.
    static let maximumArguments = 64
    static let suggestable = ArgumentVerdict.suggestable

    static func check(_ bytes: [UInt8]) {
        let parts = FuzzBytes.parts(bytes).prefix(maximumArguments)
        // Arguments reach a process as bytes; Swift reads them as UTF-8, repairing what is not.
        let arguments = parts.map(FuzzBytes.utf8)
        let verdict = ArgumentVerdict(arguments)
        Property.require(
            verdict == ArgumentVerdict(arguments), "\(Property.quote(arguments)) judged twice")
        if let error = verdict.usageError {
            checkSentences(error, arguments)
            checkSuggestion(error, arguments)
            return
        }
        guard !arguments.contains("--") else { return }
        for option in ["--lang=en", "--store=x.sqlite", "--timeout=5"] {
            if let error = ArgumentVerdict(arguments + [option]).usageError {
                Property.require(
                    !isUnknownOption(error),
                    "\(Property.quote(arguments)) + \(option) refused: \(error)")
            }
        }
    }

    private static func checkSentences(_ error: UsageError, _ arguments: [String]) {
        for language in Language.allCases {
            let sentence = Messages(language: language).sentence(for: error)
            Property.require(!sentence.isEmpty, "\(Property.quote(arguments)): empty sentence")
            let forbidden = TerminalSafety.firstForbidden(in: sentence)
            let problem = "\(Property.quote(sentence)) holds \(String(describing: forbidden))"
            Property.require(forbidden == nil, "\(Property.quote(arguments)): \(problem)")
        }
    }

    private static func checkSuggestion(_ error: UsageError, _ arguments: [String]) {
        let suggestion: String?
        switch error {
        case .unknownCommand(_, let word), .unknownSubcommand(_, _, let word): suggestion = word
        case .unknownOption(_, _, let word): suggestion = word
        default: suggestion = nil
        }
        guard let suggestion else { return }
        Property.require(
            suggestable.contains(suggestion),
            "\(Property.quote(arguments)) suggests \(Property.quote(suggestion))")
    }

    private static func isUnknownOption(_ error: UsageError) -> Bool {
        if case .unknownOption = error { return true }
        return false
    }
}
