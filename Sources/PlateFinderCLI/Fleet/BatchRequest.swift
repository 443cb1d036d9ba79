import PlateFinderDomain

/// `platefinder batch` as typed, its values checked.
struct BatchRequest: Equatable {
    /// The input file; nil for standard input.
    var input: String?
    /// The row format; nil to decide by whether the rows go to a terminal.
    var format: BatchFormat?
    /// The file the rows go to; nil for standard output.
    var output: String?
    /// The most requests in flight per host.
    var concurrency = 2
    /// The least time between the starts of two requests to one host.
    var interval = Duration.seconds(1)
    /// The age under which a saved answer is used without a request.
    var maximumAge = BatchOptions.defaultMaximumAge
    /// The sources asked.
    var sources: Set<VehicleSource> = BatchRequest.defaultSources
    /// How many times a failed request is asked again.
    var retries = 2
    /// The options that shape the configuration.
    var configuration: ConfigurationOptions

    /// The sources a batch asks unless told: the fines grid only when named.
    static let defaultSources: Set<VehicleSource> = [.ant, .sri]

    /// The batch's options.
    var options: BatchOptions {
        BatchOptions(
            sources: sources, maximumAge: maximumAge, concurrency: concurrency,
            interval: interval, retryPolicy: RetryPolicy(retries: retries))
    }
}
