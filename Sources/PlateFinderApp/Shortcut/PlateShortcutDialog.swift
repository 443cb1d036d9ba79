import Foundation
import PlateFinderDomain

/// What a Shortcut says about a plate's report, spoken or printed: the vehicle, what it owes
/// (the registration and the pending fines) and any blocker, in the sentences the card's
/// facts give. Plain text: no terminal markup, every outside text stripped of controls.
public struct PlateShortcutDialog: Equatable, Sendable {
    /// The sentences, in the order they are said: vehicle, registration, fines, blocker.
    public let sentences: [String]

    /// The dialog of `report`, worded by `messages`.
    public init(report: VehicleReport, messages: Messages) {
        let facts = report.facts
        let plate = ControlCharacterStripper.strip(report.plate.plate.value)
        var sentences = [Self.vehicle(report, plate: plate, messages: messages)]
        if let registration = Self.registration(facts.registration, messages: messages) {
            sentences.append(registration)
        }
        if let fines = Self.fines(facts.pendingFines, messages: messages) {
            sentences.append(fines)
        }
        if let blocker = messages.blockerAlert(PurchaseCheck(report: report)) {
            sentences.append(blocker)
        }
        // A second pass: the sentences hold source texts, and a dialog must hold no control.
        self.sentences = sentences.map(ControlCharacterStripper.strip)
    }

    /// The sentences as one text.
    public var text: String { sentences.joined(separator: " ") }

    private static func vehicle(
        _ report: VehicleReport, plate: String, messages: Messages
    ) -> String {
        if let words = report.facts.identity?.words {
            return messages.shortcutVehicle(plate: plate, words: words)
        }
        switch report.ant {
        case .failed(let failure):
            return messages.sentence(
                for: failure, plate: report.plate.plate, offersTimeoutOption: false)
        case .noData:
            return messages.sentence(
                for: LookupFailure(.ant, .noData), plate: report.plate.plate)
        case .answered, .notAsked, .notSaved, .cancelled:
            return messages.shortcutVehicle(plate: plate, words: messages.vehicleUnknown)
        }
    }

    private static func registration(
        _ event: RegistrationEvent?, messages: Messages
    ) -> String? {
        guard let event, event.status != .unknown else { return nil }
        let status = messages.registrationStatus(event.status)
        let amount = event.amountToPay ?? event.amountOwedApart
        return messages.shortcutRegistration(status: status, owed: amount.map(messages.money))
    }

    private static func fines(_ fines: PendingFines, messages: Messages) -> String? {
        switch fines {
        case .listed(let list, _):
            return messages.shortcutFines(messages.pendingFinesSummary(list))
        case .counted(let count, _):
            return messages.shortcutFines(messages.pendingFinesCount(count))
        case .unread, .unknown:
            return nil
        }
    }
}
