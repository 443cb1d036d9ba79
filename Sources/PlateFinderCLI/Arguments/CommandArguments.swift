import Foundation
import PlateFinderApp
import PlateFinderDomain

/// A command line whose command is known and whose options that command accepts: what the
/// command's handler reads.
struct CommandArguments {
    /// Every option given, and every word.
    let parsed: ParsedArguments
    /// The subcommand given, for a command that has them.
    let subcommand: String?
    /// The words after the command and its subcommand.
    let operands: [String]

    /// Whether `option` was given.
    func contains(_ option: CommandOption) -> Bool {
        parsed.contains(option)
    }

    /// The value given last for `option`, if any.
    func value(of option: CommandOption) -> String? {
        parsed.value(of: option)
    }

    /// The options that shape the configuration.
    var configuration: ConfigurationOptions {
        ConfigurationOptions(parsed)
    }

    /// The plate the operands spell, their words joined by single spaces.
    func plateText() throws(UsageError) -> String {
        guard !operands.isEmpty else { throw .missingPlate }
        return operands.joined(separator: " ")
    }

    /// The one operand a command takes; `missing` when there is none.
    func onlyOperand(missing: UsageError) throws(UsageError) -> String {
        guard let operand = operands.first else { throw missing }
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        return operand
    }

    /// The sources `--sources` names (`ant,sri`); nil when it is not given.
    func sources() throws(UsageError) -> Set<VehicleSource>? {
        guard let text = value(of: .sources) else { return nil }
        var sources = Set<VehicleSource>()
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let source = VehicleSource(rawValue: name) else {
                throw .invalidSources(text)
            }
            sources.insert(source)
        }
        return sources
    }
}
