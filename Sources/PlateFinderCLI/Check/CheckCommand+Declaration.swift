import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder check PLATE`: whether the vehicle can be bought, from every source.
    static let check = CommandDeclaration(
        name: "check", operand: .plate, options: [.json] + lookupOptions,
        help: { $0.checkHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let request = try FindRequest(arguments)
        return { process throws(CommandFailure) in
            try await CheckCommand(process: process).run(request)
        }
    }
}
