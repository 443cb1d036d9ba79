import PlateFinderApp
import PlateFinderDomain
import PlateFinderPresentation
import SwiftUI

/// A vehicle's report as the core decides to show it: nothing, why the plate cannot be
/// looked up, a spinner until a part lands, or the card's sections in order.
struct VehicleCardView: View {
    let vehicle: VehicleReportViewModel
    let isFavorite: Bool?
    let session: AppBundleSession

    var body: some View {
        switch state {
        case .idle:
            EmptyView()
        case .refused(let sentence):
            Text(sentence).foregroundStyle(.red)
        case .searching(let label):
            ProgressView(label)
        case .shown(let card):
            if let alert = card.alert {
                Label(alert, systemImage: "exclamationmark.octagon").foregroundStyle(.red)
            }
            ForEach(Array(card.sections.enumerated()), id: \.offset) { _, section in
                Section(section.heading ?? "") {
                    ForEach(Array(section.rows.enumerated()), id: \.offset) { _, row in
                        CardRowView(row: row)
                    }
                }
            }
        }
    }

    private var state: VehicleCardState {
        VehicleCardState(
            vehicle, isFavorite: isFavorite, messages: session.messages,
            timeZone: session.timeZone, now: session.viewModels.clock.instants.now(),
            offersTimeoutOption: false)
    }
}

/// One labelled value of a card; a late or blocked status stands out.
struct CardRowView: View {
    let row: CardRow

    var body: some View {
        LabeledContent(row.label) {
            Text(row.value).foregroundStyle(row.isUrgent ? Color.red : Color.primary)
        }
    }
}
