import Foundation
import PlateFinderApp
import PlateFinderPresentation

extension Invocation {
    /// No command: help, the version, or the full-screen app.
    static func withoutCommand(_ arguments: ParsedArguments) throws(UsageError) -> Invocation {
        try arguments.check(allowing: CommandTable.acceptedOptions(nil))
        if arguments.contains(.help) { return .help(.tool) }
        if arguments.contains(.version) { return .version }
        return .app(ConfigurationOptions(arguments))
    }

    /// `open LINK`: the link must be a PlateFinder link.
    static func open(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        try arguments.check(allowing: CommandTable.acceptedOptions("open"))
        if arguments.contains(.help) { return .help(.open) }
        guard let text = operands.first else { throw .missingLink }
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        do {
            return .open(
                try DeepLink(string: text), json: arguments.contains(.json),
                ConfigurationOptions(arguments))
        } catch .invalidTaskID {
            // A link to a task may name it by the start of its id, as `tasks done` does.
            guard let prefix = taskIDPrefix(in: text) else { throw .invalidLink(.invalidTaskID) }
            return .openTask(
                idPrefix: prefix, json: arguments.contains(.json), ConfigurationOptions(arguments))
        } catch {
            throw .invalidLink(error)
        }
    }

    /// The start of a task id that `text`, a `platefinder://tasks/…` link refused only for
    /// not holding a whole id, names: hexadecimal digits and dashes, at most an id long.
    private static func taskIDPrefix(in text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard
            let path = URLComponents(string: trimmed)?.percentEncodedPath
                .split(separator: "/").first,
            let prefix = String(path).removingPercentEncoding,
            (1...36).contains(prefix.count),
            prefix.allSatisfy({ $0.isHexDigit || $0 == "-" })
        else { return nil }
        return prefix
    }
}
