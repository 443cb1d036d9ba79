import PlateFinderApp
import TerminalUI

/// `platefinder validate TEXT [--json]`: what the plate is, without asking the portal.
struct ValidateCommand {
    /// The wording of the card.
    let messages: Messages
    /// Where the result goes.
    let console: Console

    /// Prints the plate's summary; success only when the plate is complete.
    func run(text: String, json: Bool) -> ExitCode {
        let summary = PlateSummary(text: text)
        if summary.wasWrittenWithFourDigits {
            console.note(messages.writtenWithFourDigits(summary.plate))
        }
        if json {
            console.output(summary.jsonObject.prettyText + "\n")
        } else {
            console.output(KeyValueCard(rows: summary.cardRows(messages: messages)).text())
        }
        return summary.isComplete ? .success : .plateIncomplete
    }
}
