/// An option the command line knows, whichever command it belongs to.
enum CommandOption: CaseIterable {
    case json
    case help
    case version
    case language
    case endpoint
    case timeout
    case store
    case yes
    case all
    case pending
    case done
    case note
    case due
    case noDue
    case plate
    case title
    case ics
    case output

    /// The long spelling, `--name`.
    var name: String {
        switch self {
        case .json: "--json"
        case .help: "--help"
        case .version: "--version"
        case .language: "--lang"
        case .endpoint: "--endpoint"
        case .timeout: "--timeout"
        case .store: "--store"
        case .yes: "--yes"
        case .all: "--all"
        case .pending: "--pending"
        case .done: "--done"
        case .note: "--note"
        case .due: "--due"
        case .noDue: "--no-due"
        case .plate: "--plate"
        case .title: "--title"
        case .ics: "--ics"
        case .output: "--output"
        }
    }

    /// Whether the option is followed by a value (`--timeout 5` or `--timeout=5`).
    var takesValue: Bool {
        switch self {
        case .language, .endpoint, .timeout, .store, .note, .due, .plate, .title, .output: true
        case .json, .help, .version, .yes, .all, .pending, .done, .noDue, .ics: false
        }
    }

    /// The option spelled `name`, long or short (`-h`).
    init?(name: String) {
        if name == "-h" {
            self = .help
            return
        }
        guard let option = CommandOption.allCases.first(where: { $0.name == name }) else {
            return nil
        }
        self = option
    }
}
