import PlateFinderApp
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
    /// The CSV delimiter, of the input and of CSV rows; nil to take the one the input's
    /// header uses most and to write the output dialect's own.
    var delimiter: CSVDelimiter?
    /// Whether the CSV is written as Excel opens it (`--excel`).
    var excel = false
    /// The options that shape the configuration.
    var configuration: ConfigurationOptions
    /// The options given besides `--output` and `--resume`, as words a command line would
    /// give them again: what the command that goes on after an interrupt repeats.
    var otherOptions: [String] = []

    /// The sources a batch asks unless told: the fines grid only when named.
    static let defaultSources: Set<VehicleSource> = [.ant, .sri]

    /// The batch's options.
    var options: BatchOptions {
        BatchOptions(
            sources: sources, maximumAge: maximumAge, concurrency: concurrency,
            interval: interval, retryPolicy: RetryPolicy(retries: retries))
    }

    /// The dialect CSV rows are written in, for a person reading `language`.
    func csvDialect(in language: Language) -> CSVOutputDialect {
        guard !excel else { return .excel(in: language, delimiter: delimiter) }
        var dialect = CSVOutputDialect.plain
        dialect.delimiter = delimiter ?? dialect.delimiter
        return dialect
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
        excel = arguments.contains(.excel)
        if excel {
            if let format, format != .csv { throw .fleet(.excelNeedsCSV(format.rawValue)) }
            format = .csv
        }
        output = try arguments.parsed.checkedOutputFile()
        delimiter = try arguments.delimiter()
        resume = arguments.contains(.resume)
        otherOptions = arguments.parsed.options.filter {
            $0.option != .output && $0.option != .resume
        }
        .flatMap { [$0.option.name] + ($0.value.map { [$0] } ?? []) }
        if resume, output == nil { throw .fleet(.resumeNeedsOutput) }
        let concurrency = 1...BatchOptions.maximumConcurrency
        self.concurrency = try arguments.number(.concurrency, in: concurrency) ?? self.concurrency
        interval = try arguments.interval(upTo: Self.longestInterval) ?? interval
        maximumAge = try arguments.duration(.maxAge) ?? maximumAge
        retries = try arguments.number(.retries, in: Self.retriesRange) ?? retries
        sources = try arguments.sources() ?? sources
    }
}
