import PlateFinderApp

/// A key and what it does, for the footer; worded when drawn.
struct KeyHint: Equatable {
    /// The key as shown, e.g. `Enter` or `^F`.
    let key: String
    /// What it does.
    let action: KeyAction

    init(_ key: String, _ action: KeyAction) {
        self.key = key
        self.action = action
    }
}
