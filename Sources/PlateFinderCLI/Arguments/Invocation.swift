import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation

/// What the command line asks for, once it has been understood.
enum Invocation: Equatable {
    /// Print a help page.
    case help(HelpTopic)
    /// Print the version.
    case version
    /// Look a vehicle up.
    case find(FindRequest)
    /// List a vehicle's traffic fines.
    case fines(FinesRequest)
    /// Check a plate's format.
    case validate(text: String, json: Bool)
    /// Work with the search history.
    case history(HistoryAction, ConfigurationOptions)
    /// Work with the favourite plates.
    case favorites(FavoritesAction, ConfigurationOptions)
    /// Work with the tasks.
    case tasks(TasksAction, ConfigurationOptions)
    /// Start the full-screen app (no command given).
    case app(ConfigurationOptions)
    /// Follow a `platefinder://` link; with `json`, print it as JSON even on a terminal.
    case open(DeepLink, json: Bool, ConfigurationOptions)
    /// Follow a `platefinder://tasks/ID` link whose id is only the start of one.
    case openTask(idPrefix: String, json: Bool, ConfigurationOptions)
    /// Look a fleet up, list or prune saved answers, or list what falls due.
    case fleet(FleetAction)

    /// Print completions for a shell.
    case completion(CompletionShell)
    /// Print the manual page.
    case manual
    /// List what completions offer for a kind of word (not shown in help).
    case completionWords(CompletionListing, ConfigurationOptions)

    /// The invocation `arguments` spell; the first problem found otherwise, with the word
    /// probably meant when one was not understood.
    init(_ arguments: ParsedArguments) throws(UsageError) {
        do {
            self = try Invocation(understanding: arguments)
        } catch {
            throw error.explained(for: arguments)
        }
    }

    private init(understanding arguments: ParsedArguments) throws(UsageError) {
        guard let first = arguments.words.first.map(CommandTable.canonicalName) else {
            self = try Invocation.withoutCommand(arguments)
            return
        }
        let operands = Array(arguments.words.dropFirst())
        switch first {
        case "find":
            try arguments.check(allowing: CommandTable.acceptedOptions("find"))
            if arguments.contains(.help) {
                self = .help(.find)
                return
            }
            self = .find(try Invocation.findRequest(operands, arguments))
        case "fines":
            self = try Invocation.fines(operands, arguments)
        case "validate":
            try arguments.check(allowing: CommandTable.acceptedOptions("validate"))
            guard !arguments.contains(.help) else {
                self = .help(.validate)
                return
            }
            guard !operands.isEmpty else { throw .missingPlate }
            self = .validate(text: operands.joined(separator: " "), json: arguments.contains(.json))
        case "history":
            self = try Invocation.subcommand(of: .history, operands, arguments, Invocation.history)
        case "favorites":
            self = try Invocation.subcommand(
                of: .favorites, operands, arguments, Invocation.favorites)
        case "tasks":
            self = try Invocation.subcommand(of: .tasks, operands, arguments, Invocation.tasks)
        case "open":
            self = try Invocation.open(operands, arguments)
        case "completion":
            self = try Invocation.completion(operands, arguments)
        case CompletionListing.command:
            self = try Invocation.completionWords(operands, arguments)
        case "batch", "saved", "due":
            self = try Invocation.fleet(first, operands, arguments)
        case "help":
            try arguments.check(allowing: CommandTable.acceptedOptions("help"))
            if arguments.contains(.manual) {
                if let extra = operands.first { throw .unexpectedArgument(extra) }
                self = .manual
                return
            }
            self = .help(try Invocation.helpTopic(operands))
        default:
            throw .unknownCommand(first)
        }
    }

    /// A lookup of the plate spelled by `operands`.
    static func findRequest(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> FindRequest {
        guard !operands.isEmpty else { throw .missingPlate }
        return FindRequest(
            plateText: operands.joined(separator: " "), json: arguments.contains(.json),
            sources: try sources(arguments.value(of: .sources)),
            options: ConfigurationOptions(arguments))
    }

    /// What a command with subcommands asks for: the options are checked against the
    /// subcommand given (the first of `operands`), then `--help` shows `command`'s page, or
    /// `parse` reads the subcommand and the operands after it.
    private static func subcommand(
        of command: HelpTopic, _ operands: [String], _ arguments: ParsedArguments,
        _ parse: (String?, [String], ParsedArguments) throws(UsageError) -> Invocation
    ) throws(UsageError) -> Invocation {
        let name = operands.first
        try arguments.check(
            allowing: CommandTable.acceptedOptions(command.rawValue, subcommand: name))
        if arguments.contains(.help) { return .help(command) }
        return try parse(name, Array(operands.dropFirst()), arguments)
    }

    /// The sources `--sources` names (`ant,sri`), every source when it is not given.
    static func sources(_ text: String?) throws(UsageError) -> Set<VehicleSource> {
        guard let text else { return Set(VehicleSource.allCases) }
        var sources = Set<VehicleSource>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let source = VehicleSource(rawValue: name) else {
                throw .invalidSources(text)
            }
            sources.insert(source)
        }
        return sources
    }

    /// The plate spelled by `operands`, its words joined by single spaces.
    static func plateText(_ operands: [String]) throws(UsageError) -> String {
        guard !operands.isEmpty else { throw .missingPlate }
        return operands.joined(separator: " ")
    }

    private static func helpTopic(_ operands: [String]) throws(UsageError) -> HelpTopic {
        guard let name = operands.first else { return .tool }
        let command = try CommandTable.command(name)
        // `help history clear` explains the subcommand on its command's page.
        let rest = Array(operands.dropFirst())
        if let extra = rest.first, command.subcommand(extra) == nil {
            throw .unexpectedArgument(extra)
        }
        if rest.count > 1 { throw .unexpectedArgument(rest[1]) }
        return command.topic
    }
}
