import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// What falls due for the favourites, one line per item, as `due` prints it.
struct DueView: View {
    let due: DueViewModel
    let session: AppBundleSession

    var body: some View {
        List(Array((due.items.value ?? []).enumerated()), id: \.offset) { _, item in
            Text(DueLine.line(for: item, messages: session.messages, now: due.currentDate))
                .foregroundStyle(DueLine.isUrgent(item) ? Color.red : Color.primary)
        }
        .overlay {
            if due.items.value?.isEmpty == true {
                ContentUnavailableView {
                    Label(session.messages.nothingDueForFavorites, systemImage: "calendar")
                }
            }
        }
        .task { await due.load() }
    }
}
