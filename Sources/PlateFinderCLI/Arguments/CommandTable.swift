import PlateFinderApp

/// The command line as data: every option with its spelling, and every command and
/// subcommand with the options it accepts. Parsing checks arguments against it and help
/// pages list options from it, so neither can say something the other does not.
public enum CommandTable {
    /// Every option, in the order help pages list them.
    public static let options: [OptionSpec] = [
        OptionSpec(.pending, "--pending", help: .taskFilter),
        OptionSpec(.done, "--done", help: .taskFilter),
        OptionSpec(.all, "--all", help: .taskFilter),
        OptionSpec(.note, "--note", value: .text(.text)),
        OptionSpec(.due, "--due", value: .text(.day)),
        OptionSpec(.noDue, "--no-due"),
        OptionSpec(.plate, "--plate", value: .text(.plate)),
        OptionSpec(.title, "--title", value: .text(.title)),
        OptionSpec(.ics, "--ics"),
        OptionSpec(.output, "--output", short: "-o", value: .text(.file)),
        OptionSpec(.format, "--format", value: .oneOf(["table", "csv", "jsonl"])),
        OptionSpec(.concurrency, "--concurrency", value: .text(.number)),
        OptionSpec(.interval, "--interval", value: .text(.seconds)),
        OptionSpec(.maxAge, "--max-age", value: .text(.duration)),
        OptionSpec(.retries, "--retries", value: .text(.number)),
        OptionSpec(.olderThan, "--older-than", value: .text(.duration)),
        OptionSpec(.within, "--within", value: .text(.days)),
        OptionSpec(.plates, "--plates", value: .text(.file)),
        OptionSpec(.refresh, "--refresh"),
        OptionSpec(.json, "--json", short: "-j"),
        OptionSpec(.language, "--lang", value: .oneOf(Language.allCases.map(\.rawValue))),
        OptionSpec(.sources, "--sources", value: .text(.sources)),
        OptionSpec(.endpoint, "--endpoint", value: .text(.url)),
        OptionSpec(.sriEndpoint, "--sri-endpoint", value: .text(.url)),
        OptionSpec(.timeout, "--timeout", value: .text(.seconds)),
        OptionSpec(.store, "--store", value: .text(.path)),
        OptionSpec(.yes, "--yes", short: "-y"),
        OptionSpec(.help, "--help", short: "-h"),
        OptionSpec(.version, "--version", short: "-V"),
        OptionSpec(.manual, "--man"),
    ]

    /// Every command, `platefinder` alone first.
    public static let commands: [CommandSpec] =
        [
            CommandSpec(nil, topic: .tool, options: lookupOptions + [.version]),
            CommandSpec("find", topic: .find, options: [.json, .sources] + lookupOptions),
            CommandSpec(
                "fines", topic: .fines,
                options: [.json, .all, .language, .endpoint, .timeout, .store, .help],
                optionHelp: [.json: .finesJSON, .all: .finesAll]),
            CommandSpec("validate", topic: .validate, options: [.json, .language, .help]),
            CommandSpec(
                "history", topic: .history, options: [.json] + storeOptions,
                subcommands: [
                    SubcommandSpec("show", options: [.json] + lookupOptions),
                    SubcommandSpec("remove", options: storeOptions),
                    SubcommandSpec("clear", options: [.yes] + storeOptions),
                ], optionHelp: [.json: .historyJSON]),
            CommandSpec(
                "favorites", topic: .favorites, options: [.json] + storeOptions,
                subcommands: ["add", "remove", "toggle"].map {
                    SubcommandSpec($0, options: storeOptions)
                }, optionHelp: [.json: .favoritesJSON]),
            CommandSpec(
                "tasks", topic: .tasks, options: [.json, .all, .pending, .done] + storeOptions,
                subcommands: [
                    SubcommandSpec("add", options: [.json, .note, .due, .plate] + storeOptions),
                    SubcommandSpec("done", options: [.json] + storeOptions),
                    SubcommandSpec("undo", options: [.json] + storeOptions),
                    SubcommandSpec(
                        "edit", options: [.json, .title, .note, .due, .noDue] + storeOptions),
                    SubcommandSpec("remove", options: storeOptions),
                    SubcommandSpec("remind", options: [.json] + lookupOptions),
                    SubcommandSpec("export", options: [.ics, .output] + storeOptions),
                ], optionHelp: [.json: .tasksJSON], optionsOnToolPage: false),
            CommandSpec(
                "open", topic: .open, options: [.json] + lookupOptions,
                optionHelp: [.json: .openJSON]),
        ] + fleetCommands + [
            CommandSpec(
                "completion", topic: .tool, options: [.help],
                subcommands: CompletionShell.allCases.map {
                    SubcommandSpec($0.rawValue, options: [.help])
                },
                optionsOnToolPage: false),
            CommandSpec("help", topic: .tool, options: [.language, .help, .manual]),
        ]

    /// `batch`, `saved` and `due`: their own options, and how their pages word the shared
    /// ones.
    private static let fleetCommands: [CommandSpec] = [
        CommandSpec(
            "batch", topic: .batch,
            options: [
                .format, .output, .concurrency, .interval, .maxAge, .sources, .retries,
            ] + lookupOptions,
            optionHelp: [.output: .batchOutput, .sources: .batchSources],
            optionsOnToolPage: false),
        CommandSpec(
            "saved", topic: .saved, options: [.json] + storeOptions,
            subcommands: [SubcommandSpec("prune", options: [.olderThan] + storeOptions)],
            optionHelp: [.json: .savedJSON], optionsOnToolPage: false),
        CommandSpec(
            "due", topic: .due,
            options: [.within, .plates, .refresh, .json, .ics, .output] + lookupOptions,
            optionHelp: [.json: .dueJSON, .ics: .dueICS, .output: .dueOutput],
            optionsOnToolPage: false),
    ]

    /// What whatever may ask the portal takes besides its own options: the full-screen app,
    /// `find`, `fines`, `history show`, `tasks remind`, `open`.
    private static let lookupOptions: [CommandOption] = [
        .language, .endpoint, .sriEndpoint, .timeout, .store, .help,
    ]
    /// What a command that only reads or writes the store takes besides its own options.
    private static let storeOptions: [CommandOption] = [.language, .store, .help]
}
