import Foundation
import PlateFinderDomain

/// The SRI's answer as card rows: whether the registration is paid and by when, what is
/// owed and what it is made of, the SRI's notices and the record lines the ANT page lacks.
/// A late registration's status is marked urgent.
public struct DuesCard: Equatable, Sendable {
    /// The rows, every SRI text already made terminal-safe.
    public let rows: [CardRow]

    /// The rows of the SRI's `registration`, with the registration payment that matters
    /// (`event`, the report's), worded by `messages`.
    public init(registration: SRIRegistration, event: RegistrationEvent?, messages: Messages) {
        rows =
            Self.duesRows(registration.dues, event: event, messages: messages)
            + Self.recordRows(registration.record, messages: messages)
    }

    private static func duesRows(
        _ dues: RegistrationDues, event: RegistrationEvent?, messages: Messages
    ) -> [CardRow] {
        var rows = [
            CardRow(
                label: messages.label(.status),
                value: messages.registrationStatus(event?.status ?? .unknown),
                isUrgent: event?.isLate == true)
        ]
        if let event, event.status != .unknown {
            rows.append(CardRow(label: messages.label(.deadline), value: event.deadline.isoString))
        }
        rows.append(
            CardRow(
                label: messages.label(.total),
                value: dues.total.map(messages.money) ?? messages.amountOwedUnknown))
        let items = dues.debts.flatMap(\.items)
        if !dues.totalsAgree {
            let sum = Money.sum(items.map(\.amount))
            rows.append(
                CardRow(label: "", value: messages.duesTotalsDisagree(itemsSum: sum)))
        }
        for (index, item) in items.enumerated() {
            // `description · period · beneficiary · amount`, kept whole where it fits.
            let parts = [item.description, item.fiscalPeriod, item.beneficiary]
                .map(ControlCharacterStripper.strip).filter { !$0.isEmpty }
            rows.append(
                CardRow(
                    label: index == 0 ? messages.label(.items) : "",
                    phrases: parts.map { $0 + " ·" } + [messages.money(item.amount)]))
        }
        return rows
    }

    private static func recordRows(
        _ record: SRIVehicleRecord, messages: Messages
    ) -> [CardRow] {
        var rows = record.notices.enumerated().map { index, notice in
            CardRow(
                label: index == 0 ? messages.label(.notices) : "",
                value: ControlCharacterStripper.strip(notice.text))
        }
        let values: [(DuesLabel, String)] = [
            (.canton, record.canton.map(ControlCharacterStripper.strip) ?? ""),
            (.cylinderCapacity, record.cylinderCapacity.map { "\($0) cm³" } ?? ""),
            (.country, record.countryOfManufacture.map(ControlCharacterStripper.strip) ?? ""),
            (.lastPaidYear, record.lastPaidYear.map(String.init) ?? ""),
            (.lastInspection, record.inspectionDate?.isoString ?? ""),
        ]
        rows += values.map { CardRow(label: messages.label($0.0), value: $0.1) }
        return rows
    }
}
