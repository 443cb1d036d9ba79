import Foundation
import PlateFinderApp

extension CommandArguments {
    /// The whole number `option` gives, within `range`; nil when it is not given.
    func number(_ option: CommandOption, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(of: option) else { return nil }
        guard text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(text), range.contains(number)
        else { throw .fleet(.invalidNumber(option: option.name, text: text, range: range)) }
        return number
    }

    /// The seconds `--interval` gives, from 0 to `maximum`; nil when it is not given.
    func interval(upTo maximum: Int) throws(UsageError) -> Duration? {
        guard let text = value(of: .interval) else { return nil }
        guard text.count <= 12, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let seconds = Double(text), seconds.isFinite, (0...Double(maximum)).contains(seconds)
        else { throw .fleet(.invalidInterval(text: text, maximum: maximum)) }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// The input CSV delimiter `--delimiter` names; nil when it is not given.
    func delimiter() throws(UsageError) -> CSVDelimiter? {
        guard let text = value(of: .delimiter) else { return nil }
        guard let delimiter = CSVDelimiter(name: text) else {
            throw .fleet(.invalidDelimiter(text))
        }
        return delimiter
    }

    /// The age `option` gives (`24h`); nil when it is not given.
    func duration(_ option: CommandOption) throws(UsageError) -> Duration? {
        try value(of: option).map { text throws(UsageError) in
            try FleetDuration.parse(text, option: option.name)
        }
    }
}
