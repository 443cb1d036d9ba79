import Foundation
import PlateFinderDomain
import PlateFinderPresentation

/// Why a command line could not be carried out as written.
public enum UsageError: Error, Equatable, Sendable {
    /// No command was given.
    case missingCommand
    /// The first word names no command.
    case unknownCommand(String)
    /// An option that the command does not know.
    case unknownOption(String)
    /// An option that needs a value was given none.
    case missingValue(option: String)
    /// A flag that takes no value was given one (`--json=yes`).
    case unexpectedValue(option: String)
    /// A word the command has no place for.
    case unexpectedArgument(String)
    /// The command needs a plate and none was given.
    case missingPlate
    /// `--timeout` is not a number of seconds in the allowed range.
    case invalidTimeout(String)
    /// `--endpoint` is not an absolute http or https URL with a host.
    case invalidEndpoint(String)
    /// `PLATEFINDER_ANT_URL` is not an absolute http or https URL with a host.
    case invalidEnvironmentEndpoint(String)
    /// `--sri-endpoint` is not an absolute http or https URL with a host.
    case invalidSRIEndpoint(String)
    /// `PLATEFINDER_SRI_URL` is not an absolute http or https URL with a host.
    case invalidEnvironmentSRIEndpoint(String)
    /// `--sources` is not a comma-separated list of the sources (`ant,sri`).
    case invalidSources(String)
    /// `--lang` names a language PlateFinder does not speak.
    case invalidLanguage(String)
    /// The plate is not complete, so the portal was not asked.
    case invalidPlate(Plate, PlateFormat)
    /// `--store` was given an empty path.
    case invalidStorePath(String)
    /// Neither `--store`, `PLATEFINDER_STORE`, an absolute `XDG_DATA_HOME` nor an absolute
    /// `HOME` says where the history file lives.
    case missingStoreLocation
    /// The word after `command` (`history`, `favorites`) names none of its subcommands.
    case unknownSubcommand(command: String, name: String)
    /// `history clear` without `--yes` when there is no terminal to ask for confirmation.
    case confirmationNeedsTerminal
    /// A `tasks` command line was wrong.
    case tasks(TaskUsageError)
    /// A fleet command line (`batch`, `saved`, `due`) was wrong.
    case fleet(FleetUsageError)
    /// `open` without a link.
    case missingLink
    /// `open` was given text that is not a PlateFinder link.
    case invalidLink(DeepLinkError)
}
