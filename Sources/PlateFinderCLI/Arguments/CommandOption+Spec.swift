import PlateFinderApp

extension CommandOption {
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
