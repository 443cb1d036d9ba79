import Foundation
import PlateFinderApp
import PlateFinderDomain

extension DueLine {
    /// `due --json`: an array of `{"plate", "reason", "dueDate", "isOverdue", "fetchedAt",
    /// "ageSeconds", "count", "amount", "registrationStatus", "title", "detail"}` — `reason`
    /// a code (`saleProhibited`, `vehicleBlocked`, `registrationPayment`,
    /// `registrationExpiry`, `tintPermitExpiry`, `pendingFines`, `pendingFinesNotRead`,
    /// `amountOwed`), `count` the pending fines (the page's count when the grid's list is
    /// not known), `amount` a decimal string (what the SRI says is owed, for an unpaid
    /// registration), each null where it does not apply; `title` and `detail` in the
    /// person's language, stripped of control characters (`detail` carries the SRI's text
    /// of a prohibition or blocking).
    public static func json(for items: [DueItem], messages: Messages, now: Date) -> JSONValue {
        .array(items.map { object(for: $0, messages: messages, now: now) })
    }

    private static func object(for item: DueItem, messages: Messages, now: Date) -> JSONValue {
        var count: Int?
        var amount: Money?
        var status: String?
        let reason: String
        switch item.reason {
        case .saleProhibited: reason = "saleProhibited"
        case .vehicleBlocked: reason = "vehicleBlocked"
        case .registrationPayment(let event):
            reason = "registrationPayment"
            status = BatchCodes.registrationStatus(event.status)
            amount = event.amountToPay
        case .registrationExpiry: reason = "registrationExpiry"
        case .tintPermitExpiry: reason = "tintPermitExpiry"
        case .pendingFines(let number, let total):
            reason = "pendingFines"
            (count, amount) = (number, total)
        case .pendingFinesNotRead(let counted, _):
            reason = "pendingFinesNotRead"
            count = counted
        case .amountOwed(let owed):
            reason = "amountOwed"
            amount = owed
        }
        return .object([
            "plate": .string(ControlCharacterStripper.strip(item.plate.value)),
            "reason": .string(reason),
            "dueDate": .string(item.dueDate.isoString),
            "isOverdue": .bool(item.isOverdue),
            "fetchedAt": .string(DateText.iso8601(item.fetchedAt)),
            "ageSeconds": .int(max(0, now.wholeSeconds(since: item.fetchedAt))),
            "count": .int(orNull: count),
            "amount": .string(orNull: amount?.decimalText),
            "registrationStatus": .string(orNull: status),
            "title": .string(ControlCharacterStripper.strip(messages.dueTitle(item))),
            "detail": .string(ControlCharacterStripper.strip(messages.dueDetail(item))),
        ])
    }
}
