import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder due`: what falls due soon, from saved answers.
    static let due = CommandDeclaration(
        name: "due",
        options: [.within, .plates, .delimiter, .refresh, .json, .ics, .output]
            + lookupOptions,
        optionHelp: [.json: .dueJSON, .ics: .dueICS, .output: .dueOutput],
        help: { $0.dueHelp(options: $1) }
    ) { arguments throws(UsageError) in
        if let extra = arguments.operands.first { throw .unexpectedArgument(extra) }
        let request = try DueRequest(arguments)
        return { process throws(CommandFailure) in
            let context = try CommandContext(options: request.configuration, process: process)
            let code = try await DueCommand(context: context, process: process).run(request)
            // The items are the answer; a refresh or a plates file that fell short is said
            // by the exit code and on standard error, not by a second JSON document.
            if let failure = CommandFailure(endingWith: code, outputSaysWhy: request.json) {
                throw failure
            }
        }
    }
}
