import PlateFinderApp

/// The command line split into words and options, before any command looks at it.
///
/// Options may come anywhere; `--opt value` and `--opt=value` are the same; `--` makes
/// every later argument a word. The first problem found is kept, not thrown, so the
/// language asked for with `--lang` can still word the error.
struct ParsedArguments {
    /// Arguments that are not options, in order: the command first.
    private(set) var words: [String] = []
    /// Options in the order given, with their values.
    private(set) var options: [(option: CommandOption, value: String?)] = []
    /// The first malformed option, if any.
    private(set) var error: UsageError?

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                words += remaining
                return
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                words.append(argument)
                continue
            }
            readOption(argument, from: &remaining)
        }
    }

    /// The value given last for `option`, if any.
    func value(of option: CommandOption) -> String? {
        options.last { $0.option == option }?.value
    }

    /// Whether `option` was given.
    func contains(_ option: CommandOption) -> Bool {
        options.contains { $0.option == option }
    }

    /// Throws the first problem: a malformed option, or one outside `allowed`.
    func check(allowing allowed: Set<CommandOption>) throws(UsageError) {
        if let error { throw error }
        if let stray = options.first(where: { !allowed.contains($0.option) }) {
            throw .unknownOption(stray.option.name)
        }
    }

    private mutating func readOption(_ argument: String, from remaining: inout ArraySlice<String>) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let inlineValue = parts.count == 2 ? String(parts[1]) : nil
        guard let option = CommandOption(name: name) else {
            record(.unknownOption(name))
            return
        }
        switch (option.takesValue, inlineValue) {
        case (true, .some(let value)):
            options.append((option, value))
        case (true, .none):
            guard let value = remaining.popFirst() else {
                record(.missingValue(option: option.name))
                return
            }
            options.append((option, value))
        case (false, .some):
            record(.unexpectedValue(option: option.name))
        case (false, .none):
            options.append((option, nil))
        }
    }

    private mutating func record(_ problem: UsageError) {
        if error == nil { error = problem }
    }
}
