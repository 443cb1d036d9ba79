import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation

/// Why a command line could not be carried out as written.
public enum UsageError: Error, Equatable, Sendable {
    /// No command was given.
    case missingCommand
    /// The first word names no command; `suggestion` is the command it is closest to.
    case unknownCommand(String, suggestion: String? = nil)
    /// An option that the command does not know; `command` is the command given (nil for
    /// `platefinder` alone), `suggestion` the option closest to it.
    case unknownOption(String, command: String? = nil, suggestion: String? = nil)
    /// An option that needs a value was given none.
    case missingValue(option: String)
    /// A flag that takes no value was given one (`--json=yes`).
    case unexpectedValue(option: String)
    /// A word the command has no place for.
    case unexpectedArgument(String)
    /// The command needs a plate and none was given.
    case missingPlate
    /// An option or variable that shapes the configuration could not be used.
    case configuration(ConfigurationError)
    /// `--sources` is not a comma-separated list of the sources (`ant,sri`).
    case invalidSources(String)
    /// The plate is not complete, so the portal was not asked.
    case invalidPlate(Plate, PlateFormat)
    /// `--output` names `file` of the store at `store`: writing it would destroy the store.
    case outputIsStoreFile(output: String, file: StoreFile, store: String)
    /// The word after `command` (`history`, `favorites`) names none of its subcommands;
    /// `suggestion` is the subcommand it is closest to.
    case unknownSubcommand(command: String, name: String, suggestion: String? = nil)
    /// `completion` without the shell to write the script for.
    case missingShell
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
