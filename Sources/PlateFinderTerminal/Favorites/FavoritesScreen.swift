import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// The favourites tab's root: one line per favourite plate, newest first, with its format
/// and province, then, when answers about it are saved, its vehicle and the title of its
/// most serious finding (a blocker marked `!! `, as the vehicle card marks it).
enum FavoritesScreen {
    /// Plates are padded to this width so the details line up.
    static let plateWidth = 7
    /// A saved vehicle is cut to this many columns, so the finding stays in view.
    static let vehicleColumns = 40

    /// The screen for `state` in `rows` rows; `selection` records what the list shows.
    static func make(
        state: Loadable<[Plate]>, saved: [Plate: FavoriteReport] = [:],
        selection: inout ListSelection, rows: Int, context: ScreenContext
    ) -> ListScreen<Plate> {
        // A list being read again keeps its selection for when it arrives.
        guard let plates = state.value else {
            return ListScreen(state: state, list: ScrollingList(items: [], selected: nil))
        }
        let lines = plates.map { line(for: $0, saved: saved[$0], context: context) }
        var list = selection.list(lines, rows: rows, emptyMessage: context.messages.noFavorites)
        // A blocked vehicle's line stands out as the command line's and the Due view's do.
        list.urgentItems = Set(
            plates.indices.filter { index in
                saved[plates[index]].map {
                    $0.report != nil && FavoriteSummary($0, messages: context.messages).isBlocker
                } ?? false
            })
        return ListScreen(state: state, list: list)
    }

    private static func line(
        for plate: Plate, saved: FavoriteReport?, context: ScreenContext
    ) -> String {
        let text = ControlCharacterStripper.strip(plate.value)
        let padding = String(repeating: " ", count: max(0, plateWidth - text.count))
        var details = [
            context.messages.formatName(PlateValidator.validate(plate)),
            Province(plate: plate)?.name,
        ].compactMap { $0 }
        if let saved, saved.report != nil {
            let summary = FavoriteSummary(saved, messages: context.messages)
            details.append(TextWrap.truncated(summary.vehicle, toColumns: vehicleColumns))
            if let finding = summary.finding {
                details.append(
                    summary.isBlocker
                        ? UrgentText.marked(finding, colors: context.theme.colors) : finding)
            }
        }
        return text + padding + "  " + details.joined(separator: " · ")
    }
}
