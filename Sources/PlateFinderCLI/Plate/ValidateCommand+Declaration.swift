import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder validate PLATE`: what the plate is, without asking the portal.
    static let validate = CommandDeclaration(
        name: "validate", operand: .plate, options: [.json, .language, .help],
        help: { $0.validateHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let (plate, json) = (try arguments.plateText(), arguments.contains(.json))
        return { process throws(CommandFailure) in
            try ValidateCommand(messages: process.messages, console: process.console)
                .run(text: plate, json: json)
        }
    }
}
