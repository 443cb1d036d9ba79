import PlateFinderDomain
import PlateFinderPresentation
import TerminalUI

/// A vehicle opened from a list and pushed on its tab: the card's scroll position, moved
/// by the arrows, Page Up/Down, Home and End.
struct OpenedVehicle {
    private var scroll = ScrollPosition()

    /// Scrolls for `key`; false for keys that do not scroll.
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up: scroll.move(by: -1)
        case .down: scroll.move(by: 1)
        case .pageUp: scroll.move(by: -10)
        case .pageDown: scroll.move(by: 10)
        case .home: scroll.move(by: Int.min / 2)
        case .end: scroll.move(by: Int.max / 2)
        case .character, .enter, .backspace, .delete, .tab, .backTab, .left, .right, .escape,
            .interrupt, .control:
            return false
        }
        return true
    }

    /// Back to the top, for the next vehicle.
    mutating func reset() {
        scroll.reset()
    }

    /// Draws the vehicle of `plate` whose lookup is `state` into `rect`.
    mutating func draw(
        _ plate: Plate, state: Loadable<CarSearchResult>, isFavorite: Bool?, in rect: Rect,
        into buffer: inout ScreenBuffer, context: ScreenContext
    ) {
        var body = VehicleStateView(
            state: state, plate: plate, isFavorite: isFavorite, offset: 0, idleText: nil)
        let bodyRect = VehicleScreen.bodyRect(in: rect)
        body.offset = scroll.fit(limit: body.scrollLimit(in: bodyRect, context: context))
        VehicleScreen(plate: plate, body: body).draw(in: rect, into: &buffer, context: context)
    }
}
