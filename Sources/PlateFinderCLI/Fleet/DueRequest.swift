import PlateFinderDomain

/// `platefinder due` as typed, its values checked.
struct DueRequest: Equatable {
    /// How many days ahead to look.
    var withinDays = DuePolicy.defaultWindowDays
    /// The file whose plates to list; nil for the favourites.
    var platesFile: String?
    /// The plates file's CSV delimiter; nil to take the one its header uses most.
    var delimiter: CSVDelimiter?
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

extension DueRequest {
    /// The range of `--within`, in days: ten years and a bit.
    static let withinRange = 0...3660

    /// What `due` is asked to list, and how, as `arguments`' options say.
    init(_ arguments: CommandArguments) throws(UsageError) {
        self.init(configuration: arguments.configuration)
        withinDays = try arguments.number(.within, in: Self.withinRange) ?? withinDays
        platesFile = arguments.value(of: .plates)
        if platesFile?.isEmpty == true { throw .missingValue(option: CommandOption.plates.name) }
        delimiter = try arguments.delimiter()
        refresh = arguments.contains(.refresh)
        json = arguments.contains(.json)
        ics = arguments.contains(.ics)
        output = try arguments.parsed.checkedOutputFile()
        if ics, json { throw .fleet(.conflictingOutputs) }
        if output != nil, !ics { throw .fleet(.outputNeedsICS) }
    }
}
