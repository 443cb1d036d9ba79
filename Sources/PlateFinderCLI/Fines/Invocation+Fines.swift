import PlateFinderApp

extension Invocation {
    /// `fines PLATE [--all] [--json]`, or its help page.
    static func fines(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        try arguments.check(allowing: CommandTable.acceptedOptions("fines"))
        if arguments.contains(.help) { return .help(.fines) }
        return .fines(
            FinesRequest(
                plateText: try plateText(operands), all: arguments.contains(.all),
                json: arguments.contains(.json), options: ConfigurationOptions(arguments)))
    }
}
