/// What `platefinder history` is asked to do.
enum HistoryAction: Equatable {
    /// List every item, as text or JSON.
    case list(json: Bool)
    /// Print the saved vehicle, or look it up when none is saved.
    case show(FindRequest)
    /// Forget one plate.
    case remove(plateTexts: [String])
    /// Forget every plate; `confirmed` when `--yes` was given.
    case clear(confirmed: Bool)
}
