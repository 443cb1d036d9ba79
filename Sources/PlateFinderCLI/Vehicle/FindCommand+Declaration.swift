import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder find PLATE`: the vehicle and what it owes, from every source asked.
    static let find = CommandDeclaration(
        name: "find", operand: .plate, options: [.json, .sources] + lookupOptions,
        help: { $0.findHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let request = try FindRequest(arguments)
        return { process throws(CommandFailure) in
            try await FindCommand(process: process).run(request)
        }
    }
}
