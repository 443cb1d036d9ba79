import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The favourites tab's root: one line per favourite plate, newest first, with its format
/// and province.
enum FavoritesScreen {
    /// Plates are padded to this width so the details line up.
    static let plateWidth = 7

    /// The screen for `state` in `rows` rows; `selection` records what the list shows.
    static func make(
        state: Loadable<[Plate]>, selection: inout ListSelection, rows: Int,
        context: ScreenContext
    ) -> ListScreen<Plate> {
        // A list being read again keeps its selection for when it arrives.
        guard let plates = state.value else {
            return ListScreen(state: state, list: ScrollingList(items: [], selected: nil))
        }
        let lines = plates.map { line(for: $0, context: context) }
        let list = selection.list(lines, rows: rows, emptyMessage: context.messages.noFavorites)
        return ListScreen(state: state, list: list)
    }

    private static func line(for plate: Plate, context: ScreenContext) -> String {
        let text = ControlCharacterStripper.strip(plate.value)
        let padding = String(repeating: " ", count: max(0, plateWidth - text.count))
        let details = [
            context.messages.formatName(PlateValidator.validate(plate)),
            Province(plate: plate)?.name,
        ].compactMap { $0 }
        return text + padding + "  " + details.joined(separator: " · ")
    }
}
