/// `platefinder find` (or `history show`) as typed.
struct FindRequest: Equatable {
    /// The plate, its words joined by single spaces.
    let plateText: String
    /// Whether to print JSON instead of the card.
    let json: Bool
    /// The options that shape the configuration.
    let options: ConfigurationOptions
}
