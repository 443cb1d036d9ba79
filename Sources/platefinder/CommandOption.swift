/// An option the command line knows, whichever command it belongs to.
enum CommandOption: CaseIterable {
    case json
    case help
    case version
    case language
    case endpoint
    case timeout

    /// The long spelling, `--name`.
    var name: String {
        switch self {
        case .json: "--json"
        case .help: "--help"
        case .version: "--version"
        case .language: "--lang"
        case .endpoint: "--endpoint"
        case .timeout: "--timeout"
        }
    }

    /// Whether the option is followed by a value (`--timeout 5` or `--timeout=5`).
    var takesValue: Bool {
        switch self {
        case .language, .endpoint, .timeout: true
        case .json, .help, .version: false
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
