import PlateFinderApp

/// The command line as data: every option with its spelling, and every command's
/// declaration. Parsing checks arguments against it, help pages, the manual and the
/// completion scripts are written from it, and the runner runs what it declares, so none
/// can say something the others do not.
enum CommandTable {
    /// Every option, in the order help pages list them.
    static let options: [OptionSpec] = [
        OptionSpec(.pending, "--pending", help: .taskFilter),
        OptionSpec(.done, "--done", help: .taskFilter),
        OptionSpec(.all, "--all", help: .taskFilter),
        OptionSpec(.title, "--title", value: .text(.title)),
        OptionSpec(.note, "--note", value: .text(.text)),
        OptionSpec(.due, "--due", value: .text(.day)),
        OptionSpec(.noDue, "--no-due"),
        OptionSpec(.plate, "--plate", value: .text(.plate)),
        OptionSpec(.noPlate, "--no-plate"),
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
        OptionSpec(.delimiter, "--delimiter", value: .oneOf(CSVDelimiter.allCases.map(\.name))),
        OptionSpec(.excel, "--excel"),
        OptionSpec(.refresh, "--refresh"),
        OptionSpec(.resume, "--resume"),
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

    /// Options every command accepts, whether it uses them or not, so a shell alias that
    /// adds `--store` or `--lang` never breaks a command; the tool's help page and the
    /// README document them once.
    static let globalOptions: [CommandOption] = [
        .language, .store, .endpoint, .sriEndpoint, .timeout,
    ]

    /// Every command, one a line, in the order help, the manual and completions show them:
    /// adding a command is its declaration and its line here.
    static let commands: [CommandDeclaration] = [
        .tool,
        .find,
        .check,
        .fines,
        .validate,
        .history,
        .favorites,
        .tasks,
        .open,
        .batch,
        .saved,
        .due,
        .completion,
        .help,
        .completionWords,
    ]
}
