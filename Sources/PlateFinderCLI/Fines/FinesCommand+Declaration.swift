import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder fines PLATE [--all]`: a vehicle's traffic fines and their total.
    static let fines = CommandDeclaration(
        name: "fines", operand: .plate,
        options: [.json, .all, .language, .endpoint, .timeout, .store, .help],
        optionHelp: [.json: .finesJSON, .all: .finesAll],
        help: { $0.finesHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let request = FinesRequest(
            plateText: try arguments.plateText(), all: arguments.contains(.all),
            json: arguments.contains(.json), options: arguments.configuration)
        return { process throws(CommandFailure) in
            try await FinesCommand(process: process).run(request)
        }
    }
}
