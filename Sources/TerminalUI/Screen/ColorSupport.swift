/// Whether colours may be used, decided once from the environment and passed in.
public enum ColorSupport: Hashable, Sendable {
    /// The eight standard colours.
    case color
    /// No colour: bold, dim, underline and reverse only.
    case monochrome

    /// Monochrome when `NO_COLOR` is set to anything non-empty (no-color.org) or the
    /// terminal is `dumb`; colour otherwise.
    public static func detect(environment: [String: String]) -> ColorSupport {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if environment["TERM"] == "dumb" { return .monochrome }
        return .color
    }
}

extension ColorSupport {
    /// The colour support of printed output: as `detect(environment:)` decides on a
    /// terminal, and none when the output `isTerminal` not (a file or a pipe keeps no
    /// escape sequences).
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorSupport {
        isTerminal ? detect(environment: environment) : .monochrome
    }
}
