import PlateFinderDomain

/// `platefinder fines` as typed.
struct FinesRequest: Equatable {
    /// The plate, its words joined by single spaces.
    let plateText: String
    /// Whether every status is asked (`--all`), not only the pending fines.
    let all: Bool
    /// Whether to print JSON instead of the table.
    let json: Bool
    /// The options that shape the configuration.
    let options: ConfigurationOptions

    /// The statuses to ask the portal for.
    var statuses: Set<FineStatus> {
        all ? Set(FineStatus.allCases) : LookupOptions.defaultFineStatuses
    }
}
