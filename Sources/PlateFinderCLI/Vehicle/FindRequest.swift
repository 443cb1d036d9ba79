import PlateFinderDomain

/// `platefinder find` (or `history show`) as typed.
struct FindRequest: Equatable {
    /// The plate, its words joined by single spaces.
    let plateText: String
    /// Whether to print JSON instead of the card.
    let json: Bool
    /// The services to ask.
    var sources: Set<VehicleSource> = Set(VehicleSource.allCases)
    /// The options that shape the configuration.
    let options: ConfigurationOptions
}
