import PlateFinderApp
import TerminalUI

// The app's cards are the rows App words, laid out by TerminalUI's card as `find` prints
// them; each front end that lays them out states the conformance, as neither App nor
// TerminalUI knows the other.
extension CardRow: KeyValueRow {}
