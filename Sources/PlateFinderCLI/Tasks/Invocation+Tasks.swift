import PlateFinderApp
import PlateFinderDomain

extension Invocation {
    /// `tasks SUBCOMMAND REST…`, its options already checked.
    static func tasks(
        _ subcommand: String?, _ rest: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let json = arguments.contains(.json)
        let action: TasksAction
        switch subcommand {
        case "add":
            guard !rest.isEmpty else { throw .tasks(.missingTitle) }
            action = .add(
                TaskDraft(
                    title: rest.joined(separator: " "), note: arguments.value(of: .note) ?? "",
                    dueDate: try dueDate(arguments), plateText: arguments.value(of: .plate)),
                json: json)
        case "done": action = .setDone(idPrefix: try taskID(rest), done: true, json: json)
        case "undo": action = .setDone(idPrefix: try taskID(rest), done: false, json: json)
        case "edit": action = .edit(idPrefix: try taskID(rest), try changes(arguments), json: json)
        case "remove": action = .remove(idPrefix: try taskID(rest))
        case "remind": action = .remind(plateText: try plateText(rest), json: json)
        case "export": action = .export(output: try exportOutput(rest, arguments))
        case nil:
            action = .list(try filter(arguments), json: json)
        case .some(let name):
            throw .unknownSubcommand(command: "tasks", name: name)
        }
        return .tasks(action, ConfigurationOptions(arguments))
    }

    /// The one id (or start of one) the subcommand works on.
    private static func taskID(_ operands: [String]) throws(UsageError) -> String {
        guard let id = operands.first else { throw .tasks(.missingID) }
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        return id
    }

    private static func filter(_ arguments: ParsedArguments) throws(UsageError) -> TaskFilter {
        let filters: Set<CommandOption> = [.pending, .done, .all]
        var given: [CommandOption] = []
        for option in arguments.options.map(\.option) where filters.contains(option) {
            if !given.contains(option) { given.append(option) }
        }
        if given.count > 1 { throw .tasks(.conflictingOptions(given[0].name, given[1].name)) }
        if arguments.contains(.done) { return .done }
        return arguments.contains(.all) ? .all : .pending
    }

    private static func dueDate(_ arguments: ParsedArguments) throws(UsageError) -> CalendarDate? {
        guard let text = arguments.value(of: .due) else { return nil }
        guard let day = CalendarDate(isoString: text) else { throw .tasks(.invalidDueDate(text)) }
        return day
    }

    private static func changes(_ arguments: ParsedArguments) throws(UsageError) -> TaskChanges {
        if arguments.contains(.due), arguments.contains(.noDue) {
            throw .tasks(.conflictingOptions(CommandOption.due.name, CommandOption.noDue.name))
        }
        let due: TaskChanges.DueDateChange
        if let day = try dueDate(arguments) {
            due = .set(day)
        } else {
            due = arguments.contains(.noDue) ? .clear : .keep
        }
        let changes = TaskChanges(
            title: arguments.value(of: .title), note: arguments.value(of: .note), dueDate: due)
        guard changes != TaskChanges() else { throw .tasks(.nothingToEdit) }
        return changes
    }

    private static func exportOutput(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> String? {
        if let extra = operands.first { throw .unexpectedArgument(extra) }
        guard arguments.contains(.ics) else { throw .tasks(.missingExportFormat) }
        return try arguments.checkedOutputFile()
    }
}
