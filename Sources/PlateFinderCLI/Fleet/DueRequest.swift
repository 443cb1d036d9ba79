import PlateFinderDomain

/// `platefinder due` as typed, its values checked.
struct DueRequest: Equatable {
    /// How many days ahead to look.
    var withinDays = DuePolicy.defaultWindowDays
    /// The file whose plates to list; nil for the favourites.
    var platesFile: String?
    /// Whether to ask the portals first.
    var refresh = false
    /// Whether to print JSON.
    var json = false
    /// Whether to print an iCalendar calendar.
    var ics = false
    /// The file the calendar goes to; nil for standard output.
    var output: String?
    /// The options that shape the configuration.
    var configuration: ConfigurationOptions

    /// The sources `--refresh` asks: every one whose saved answers `due` reads. The fines
    /// grid is asked only when the batch holds its source.
    static let refreshSources: Set<VehicleSource> = [.ant, .sri, .fines]
}
