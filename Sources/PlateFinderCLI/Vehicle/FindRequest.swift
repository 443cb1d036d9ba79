import PlateFinderDomain

/// `platefinder find` (or `history show`) as typed.
struct FindRequest: Equatable {
    /// The plate, its words joined by single spaces.
    let plateText: String
    /// Whether to print JSON instead of the card.
    let json: Bool
    /// The services to ask.
    var sources: Set<VehicleSource> = Set(VehicleSource.allCases)
    /// Whether the plate came as an old three-digit one from elsewhere (a link) and is
    /// already written with four digits: the note is said all the same.
    var plateWrittenWithFourDigits = false
    /// The options that shape the configuration.
    let options: ConfigurationOptions
}

extension FindRequest {
    /// The lookup `arguments` ask for: the plate their operands spell, as `--json` and
    /// `--sources` say.
    init(_ arguments: CommandArguments) throws(UsageError) {
        self.init(
            plateText: try arguments.plateText(), json: arguments.contains(.json),
            sources: try arguments.sources() ?? Set(VehicleSource.allCases),
            options: arguments.configuration)
    }
}
