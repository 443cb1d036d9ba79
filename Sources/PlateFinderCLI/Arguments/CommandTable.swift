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
        OptionSpec(.note, "--note", value: .text(.text), help: .note),
        OptionSpec(.due, "--due", value: .text(.day), help: .due),
        OptionSpec(.noDue, "--no-due", help: .noDue),
        OptionSpec(.plate, "--plate", value: .text(.plate), help: .plate),
        OptionSpec(.title, "--title", value: .text(.title), help: .title),
        OptionSpec(.ics, "--ics", help: .ics),
        OptionSpec(.output, "--output", short: "-o", value: .text(.file), help: .output),
        OptionSpec(.format, "--format", value: .oneOf(["table", "csv", "jsonl"]), help: .format),
        OptionSpec(.concurrency, "--concurrency", value: .text(.number), help: .concurrency),
        OptionSpec(.interval, "--interval", value: .text(.seconds), help: .interval),
        OptionSpec(.maxAge, "--max-age", value: .text(.duration), help: .maxAge),
        OptionSpec(.retries, "--retries", value: .text(.number), help: .retries),
        OptionSpec(.olderThan, "--older-than", value: .text(.duration), help: .olderThan),
        OptionSpec(.within, "--within", value: .text(.days), help: .within),
        OptionSpec(.plates, "--plates", value: .text(.file), help: .plates),
        OptionSpec(.refresh, "--refresh", help: .refresh),
        OptionSpec(.json, "--json", short: "-j", help: .json),
        OptionSpec(
            .language, "--lang", value: .oneOf(Language.allCases.map(\.rawValue)),
            help: .language),
        OptionSpec(.sources, "--sources", value: .text(.sources), help: .sources),
        OptionSpec(.endpoint, "--endpoint", value: .text(.url), help: .endpoint),
        OptionSpec(.sriEndpoint, "--sri-endpoint", value: .text(.url), help: .sriEndpoint),
        OptionSpec(.timeout, "--timeout", value: .text(.seconds), help: .timeout),
        OptionSpec(.store, "--store", value: .text(.path), help: .store),
        OptionSpec(.yes, "--yes", short: "-y", help: .yes),
        OptionSpec(.help, "--help", short: "-h", help: .help),
        OptionSpec(.version, "--version", short: "-V", help: .version),
        OptionSpec(.manual, "--man", help: .manual),
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
