import PlateFinderApp
import TerminalUI

/// `platefinder validate TEXT [--json]`: what the plate is, without asking the portal.
struct ValidateCommand {
    /// The wording of the card.
    let messages: Messages
    /// Where the result goes.
    let console: Console

    /// Prints the plate's summary; it ends with `ExitCode.plateIncomplete` unless the plate is
    /// complete.
    func run(text: String, json: Bool) throws(CommandFailure) {
        let summary = PlateSummary(text: text)
        if summary.wasWrittenWithFourDigits {
            console.note(messages.writtenWithFourDigits(summary.plate))
        }
        if json {
            console.output(summary.jsonObject.prettyText + "\n")
        } else {
            console.output(KeyValueCard(rows: summary.cardRows(messages: messages)).text())
        }
        if !summary.isComplete { throw CommandFailure(exitCode: .plateIncomplete) }
    }
}
