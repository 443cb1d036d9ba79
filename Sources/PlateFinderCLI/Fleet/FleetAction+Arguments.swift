import Foundation
import PlateFinderApp
import PlateFinderDomain

extension Invocation {
    /// `batch`, `saved` or `due` (`command`) with `operands` and `arguments`: the help page
    /// when `--help` is given among options the command accepts, else the action.
    static func fleet(
        _ command: String, _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> Invocation {
        let subcommand = command == "saved" ? operands.first : nil
        try arguments.check(allowing: CommandTable.acceptedOptions(command, subcommand: subcommand))
        guard !arguments.contains(.help) else {
            return .help(try CommandTable.command(command).topic)
        }
        return .fleet(try FleetAction(command: command, operands, arguments))
    }
}

extension FleetAction {
    /// The largest `--interval`, in seconds: a minute between requests is already a crawl.
    static let longestInterval = 60
    /// The range of `--retries`.
    static let retriesRange = 0...10
    /// The range of `--within`, in days: ten years and a bit.
    static let withinRange = 0...3660

    /// The action `command` (`batch`, `saved` or `due`) and `arguments` spell.
    init(command: String, _ operands: [String], _ arguments: ParsedArguments) throws(UsageError) {
        switch command {
        case "batch":
            try arguments.check(allowing: CommandTable.acceptedOptions("batch"))
            self = .batch(try Self.batch(operands, arguments))
        case "saved":
            let subcommand = operands.first
            try arguments.check(
                allowing: CommandTable.acceptedOptions("saved", subcommand: subcommand))
            if let extra = operands.dropFirst().first { throw .unexpectedArgument(extra) }
            switch subcommand {
            case nil:
                self = .saved(json: arguments.contains(.json), ConfigurationOptions(arguments))
            case "prune":
                guard let text = arguments.value(of: .olderThan) else {
                    throw .fleet(.missingOlderThan)
                }
                self = .prune(
                    olderThan: try FleetDuration.parse(text, option: "--older-than"), text: text,
                    ConfigurationOptions(arguments))
            case .some(let name): throw .unknownSubcommand(command: "saved", name: name)
            }
        default:
            try arguments.check(allowing: CommandTable.acceptedOptions("due"))
            if let extra = operands.first { throw .unexpectedArgument(extra) }
            self = .due(try Self.due(arguments))
        }
    }

    private static func batch(
        _ operands: [String], _ arguments: ParsedArguments
    ) throws(UsageError) -> BatchRequest {
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        var request = BatchRequest(configuration: ConfigurationOptions(arguments))
        request.input = operands.first.flatMap { $0 == "-" ? nil : $0 }
        if let text = arguments.value(of: .format) {
            guard let format = BatchFormat(rawValue: text) else {
                throw .fleet(.invalidFormat(text))
            }
            request.format = format
        }
        request.output = try arguments.checkedOutputFile()
        if let text = arguments.value(of: .concurrency) {
            request.concurrency = try number(
                text, option: .concurrency, range: 1...BatchOptions.maximumConcurrency)
        }
        if let text = arguments.value(of: .interval) { request.interval = try interval(text) }
        if let text = arguments.value(of: .maxAge) {
            request.maximumAge = try FleetDuration.parse(text, option: "--max-age")
        }
        if let text = arguments.value(of: .retries) {
            request.retries = try number(text, option: .retries, range: retriesRange)
        }
        if let text = arguments.value(of: .sources) {
            request.sources = try Invocation.sources(text)
        }
        return request
    }

    private static func due(_ arguments: ParsedArguments) throws(UsageError) -> DueRequest {
        var request = DueRequest(configuration: ConfigurationOptions(arguments))
        if let text = arguments.value(of: .within) {
            request.withinDays = try number(text, option: .within, range: withinRange)
        }
        request.platesFile = arguments.value(of: .plates)
        if request.platesFile?.isEmpty == true {
            throw .missingValue(option: CommandOption.plates.name)
        }
        request.refresh = arguments.contains(.refresh)
        request.json = arguments.contains(.json)
        request.ics = arguments.contains(.ics)
        request.output = try arguments.checkedOutputFile()
        if request.ics, request.json { throw .fleet(.conflictingOutputs) }
        if request.output != nil, !request.ics { throw .fleet(.outputNeedsICS) }
        return request
    }

    private static func number(
        _ text: String, option: CommandOption, range: ClosedRange<Int>
    ) throws(UsageError) -> Int {
        let invalid = UsageError.fleet(
            .invalidNumber(option: option.name, text: text, range: range))
        guard text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(text), range.contains(number)
        else { throw invalid }
        return number
    }

    private static func interval(_ text: String) throws(UsageError) -> Duration {
        let invalid = UsageError.fleet(.invalidInterval(text: text, maximum: longestInterval))
        guard text.count <= 12, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let seconds = Double(text), seconds.isFinite,
            (0...Double(longestInterval)).contains(seconds)
        else { throw invalid }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
