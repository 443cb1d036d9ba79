import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// What a `VehicleListController` lists and does beyond what every list of plates does
/// (select, open, remove, go back): the history, or the favourites.
@MainActor
protocol VehicleListSource {
    /// One listed entry.
    associatedtype Item
    /// The list's view model, which opens the vehicles and asks before removing.
    associatedtype ViewModel: ListedVehicleOpener

    /// The list's view model.
    var viewModel: ViewModel { get }
    /// The entries.
    var items: Loadable<[Item]> { get }
    /// The rows the latest read could not read and left out of `items`.
    var unreadableRows: [UnreadableRow] { get }
    /// What the list's own keys do, after opening and removing.
    var hints: [KeyHint] { get }

    /// The plate `item` is about.
    func plate(of item: Item) -> Plate
    /// Shows the vehicle of `item`.
    func open(_ item: Item) async
    /// Asks to remove `item`.
    func requestRemove(_ item: Item)
    /// Handles one of the list's own keys on the selected `item`, running what it starts in
    /// `work`; false for a key it has no use for.
    func handle(_ key: Key, on item: Item, work: BackgroundWork) -> Bool
    /// Reads the entries again, and whatever they show beside them, in `work`.
    func reload(in work: BackgroundWork)
    /// The list's root screen in `rows` rows; `selection` records what it shows.
    func screen(
        selection: inout ListSelection, rows: Int, context: ScreenContext
    ) -> ListScreen<Item>
}
