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
        } catch {
            throw .invalidLink(error)
        }
    }
}
