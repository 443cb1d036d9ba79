import PlateFinderApp

/// What the command line asks for, once it has been understood.
enum Invocation: Equatable {
    /// Print a help page.
    case help(HelpTopic)
    /// Print the version.
    case version
    /// Look a vehicle up.
    case find(FindRequest)
    /// Check a plate's format.
    case validate(text: String, json: Bool)

    /// The invocation `arguments` spell; the first problem found otherwise.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let first = arguments.words.first else {
            try arguments.check(allowing: [.help, .version, .language])
            if arguments.contains(.help) {
                self = .help(.tool)
            } else if arguments.contains(.version) {
                self = .version
            } else {
                throw .missingCommand
            }
            return
        }
        let operands = Array(arguments.words.dropFirst())
        switch first {
        case "find":
            try arguments.check(allowing: [.json, .language, .endpoint, .timeout, .help])
            self = try Invocation.find(operands, arguments)
        case "validate":
            try arguments.check(allowing: [.json, .language, .help])
            guard !arguments.contains(.help) else {
                self = .help(.validate)
                return
            }
            guard !operands.isEmpty else { throw .missingPlate }
            self = .validate(text: operands.joined(separator: " "), json: arguments.contains(.json))
        case "help":
            try arguments.check(allowing: [.language, .help])
            self = .help(try Invocation.helpTopic(operands))
        default:
            throw .unknownCommand(first)
        }
    }

    private static func find(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        if arguments.contains(.help) { return .help(.find) }
        guard !operands.isEmpty else { throw .missingPlate }
        return .find(
            FindRequest(
                plateText: operands.joined(separator: " "), json: arguments.contains(.json),
                endpoint: arguments.value(of: .endpoint), timeout: arguments.value(of: .timeout),
                language: arguments.value(of: .language)))
    }

    private static func helpTopic(_ operands: [String]) throws(UsageError) -> HelpTopic {
        guard let name = operands.first else { return .tool }
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        switch name {
        case "find": return .find
        case "validate": return .validate
        case "help": return .tool
        default: throw .unknownCommand(name)
        }
    }
}
