import PlateFinderApp

/// What follows an option that takes a value.
public enum OptionValue: Equatable, Sendable {
    /// One of these words, as help shows them (`--lang en|es`); the configuration judges
    /// the word given, so the wording of a wrong one stays its own.
    case oneOf([String])
    /// Free text, shown on help pages as `placeholder` (`--store PATH`).
    case text(ValuePlaceholder)
}
