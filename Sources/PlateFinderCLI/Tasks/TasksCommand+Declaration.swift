import PlateFinderApp
import PlateFinderDomain

extension CommandDeclaration {
    /// `platefinder tasks [add|done|undo|edit|remove|remind|export]`: vehicle to-dos.
    static let tasks = CommandDeclaration(
        name: "tasks", options: [.json, .all, .pending, .done] + storeOptions,
        subcommands: [
            SubcommandSpec(
                "add", operand: .title, options: [.json, .note, .due, .plate] + storeOptions),
            SubcommandSpec("done", operand: .id, options: [.json] + storeOptions),
            SubcommandSpec("undo", operand: .id, options: [.json] + storeOptions),
            SubcommandSpec(
                "edit", operand: .id,
                options: [.json, .title, .note, .due, .noDue, .plate, .noPlate] + storeOptions),
            SubcommandSpec("remove", operand: .id, options: storeOptions),
            SubcommandSpec("remind", operand: .plate, options: [.json] + lookupOptions),
            SubcommandSpec("export", options: [.ics, .output] + storeOptions),
        ], optionHelp: [.json: .tasksJSON],
        help: { $0.tasksHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let action = try tasksAction(arguments)
        let options = arguments.configuration
        return { process throws(CommandFailure) in
            try await TasksCommand(process: process).run(action, options: options)
        }
    }

    /// What `tasks SUBCOMMAND OPERANDS…` asks for.
    private static func tasksAction(_ arguments: CommandArguments) throws(UsageError) -> TasksAction
    {
        let (rest, json) = (arguments.operands, arguments.contains(.json))
        switch arguments.subcommand {
        case "add":
            guard !rest.isEmpty else { throw .tasks(.missingTitle) }
            return .add(
                TaskDraft(
                    title: rest.joined(separator: " "), note: arguments.value(of: .note) ?? "",
                    dueDate: try dueDate(arguments), plateText: arguments.value(of: .plate)),
                json: json)
        case "done": return .setDone(idPrefix: try taskID(arguments), done: true, json: json)
        case "undo": return .setDone(idPrefix: try taskID(arguments), done: false, json: json)
        case "edit":
            let (changes, plate) = try changes(arguments)
            return .edit(idPrefix: try taskID(arguments), changes, plate: plate, json: json)
        case "remove": return .remove(idPrefix: try taskID(arguments))
        case "remind": return .remind(plateText: try arguments.plateText(), json: json)
        case "export":
            if let extra = rest.first { throw .unexpectedArgument(extra) }
            guard arguments.contains(.ics) else { throw .tasks(.missingExportFormat) }
            return .export(output: try arguments.parsed.checkedOutputFile())
        default: return .list(try filter(arguments.parsed), json: json)
        }
    }

    /// The one id (or start of one) the subcommand works on.
    private static func taskID(_ arguments: CommandArguments) throws(UsageError) -> String {
        try arguments.onlyOperand(missing: .tasks(.missingID))
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

    private static func dueDate(_ arguments: CommandArguments) throws(UsageError) -> CalendarDate? {
        guard let text = arguments.value(of: .due) else { return nil }
        guard let day = CalendarDate(isoString: text) else { throw .tasks(.invalidDueDate(text)) }
        return day
    }

    /// The edit asked for: the fields, and the vehicle (checked when the edit runs).
    private static func changes(
        _ arguments: CommandArguments
    ) throws(UsageError) -> (TaskChanges, TaskPlateEdit) {
        for (set, clear) in [(CommandOption.due, CommandOption.noDue), (.plate, .noPlate)]
        where arguments.contains(set) && arguments.contains(clear) {
            throw .tasks(.conflictingOptions(set.name, clear.name))
        }
        let due: TaskChanges.DueDateChange
        if let day = try dueDate(arguments) {
            due = .set(day)
        } else {
            due = arguments.contains(.noDue) ? .clear : .keep
        }
        let changes = TaskChanges(
            title: arguments.value(of: .title), note: arguments.value(of: .note), dueDate: due)
        let plate: TaskPlateEdit =
            if let text = arguments.value(of: .plate) {
                .set(text)
            } else {
                arguments.contains(.noPlate) ? .clear : .keep
            }
        guard changes != TaskChanges() || plate != .keep else { throw .tasks(.nothingToEdit) }
        return (changes, plate)
    }
}
