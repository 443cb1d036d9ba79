import PlateFinderApp

extension CommandDeclaration {
    /// `platefinder` alone: the full-screen app on a terminal, or the version.
    static let tool = CommandDeclaration(
        name: nil, options: lookupOptions + [.version],
        help: { text, _ in
            CommandHelp(
                does: text.localized(
                    "On a terminal, start the full-screen app (press ? in it for the keys).",
                    "En una terminal, abre la aplicación a pantalla completa (pulse ? para ver "
                        + "las teclas)."),
                usage: text.appUsage)
        }
    ) { arguments throws(UsageError) in
        guard !arguments.contains(.version) else {
            return { process throws(CommandFailure) in
                process.console.output("platefinder \(PlateFinderVersion.current)\n")
            }
        }
        let options = arguments.configuration
        return { process throws(CommandFailure) in
            // Without a terminal there is no app to start, and no command was given.
            guard process.console.isInteractive else {
                throw CommandFailure(.missingCommand, messages: process.messages)
            }
            try await AppCommand(process: process).run(link: nil, options: options)
        }
    }
}
