/// An option the command line knows, whichever command it belongs to; `CommandTable`
/// says how each is spelled, what follows it and which commands accept it.
public enum CommandOption: CaseIterable, Sendable {
    /// `--json`, `-j`.
    case json
    /// `--help`, `-h`.
    case help
    /// `--version`, `-V`.
    case version
    /// `--lang`.
    case language
    /// `--endpoint`.
    case endpoint
    /// `--sri-endpoint`.
    case sriEndpoint
    /// `--sources`.
    case sources
    /// `--timeout`.
    case timeout
    /// `--store`.
    case store
    /// `--yes`, `-y`.
    case yes
    /// `--all`.
    case all
    /// `--pending`.
    case pending
    /// `--done`.
    case done
    /// `--note`.
    case note
    /// `--due`.
    case due
    /// `--no-due`.
    case noDue
    /// `--plate`.
    case plate
    /// `--title`.
    case title
    /// `--ics`.
    case ics
    /// `--output`, `-o`.
    case output
    /// `--man`.
    case manual
    /// `--format`.
    case format
    /// `--concurrency`.
    case concurrency
    /// `--interval`.
    case interval
    /// `--max-age`.
    case maxAge
    /// `--retries`.
    case retries
    /// `--older-than`.
    case olderThan
    /// `--within`.
    case within
    /// `--plates`.
    case plates
    /// `--refresh`.
    case refresh

    /// How the option is spelled and what follows it.
    public var spec: OptionSpec {
        CommandTable.spec(for: self)
    }

    /// The long spelling, `--name`.
    var name: String { spec.name }

    /// Whether the option is followed by a value (`--timeout 5` or `--timeout=5`).
    var takesValue: Bool { spec.value != nil }

    /// The option spelled `name`, long or short (`-h`).
    init?(name: String) {
        guard let spec = CommandTable.options.first(where: { $0.isSpelled(name) }) else {
            return nil
        }
        self = spec.option
    }
}
