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
    /// Whether the batch goes on with the CSV or JSONL file `output` names (`--resume`).
    var resume = false
    /// The input CSV's delimiter; nil to take the one its header uses most.
    var delimiter: CSVDelimiter?
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

extension BatchRequest {
    /// The largest `--interval`, in seconds: a minute between requests is already a crawl.
    static let longestInterval = 60
    /// The range of `--retries`.
    static let retriesRange = 0...10

    /// The batch `arguments` ask for: the input their one operand names (`-` or none:
    /// standard input), with the values their options give.
    init(_ arguments: CommandArguments) throws(UsageError) {
        let operands = arguments.operands
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        self.init(configuration: arguments.configuration)
        input = operands.first.flatMap { $0 == "-" ? nil : $0 }
        if let text = arguments.value(of: .format) {
            guard let format = BatchFormat(rawValue: text) else {
                throw .fleet(.invalidFormat(text))
            }
            self.format = format
        }
        output = try arguments.parsed.checkedOutputFile()
        delimiter = try arguments.delimiter()
        resume = arguments.contains(.resume)
        if resume, output == nil { throw .fleet(.resumeNeedsOutput) }
        let concurrency = 1...BatchOptions.maximumConcurrency
        self.concurrency = try arguments.number(.concurrency, in: concurrency) ?? self.concurrency
        interval = try arguments.interval(upTo: Self.longestInterval) ?? interval
        maximumAge = try arguments.duration(.maxAge) ?? maximumAge
        retries = try arguments.number(.retries, in: Self.retriesRange) ?? retries
        sources = try arguments.sources() ?? sources
    }
}
