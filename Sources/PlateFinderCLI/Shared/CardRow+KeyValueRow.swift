import PlateFinderApp
import TerminalUI

// The rows the composition root words are the rows the terminal's card lays out: the same
// values, printed by `find` and shown by the app, with no copy in between.
extension CardRow: KeyValueRow {}
