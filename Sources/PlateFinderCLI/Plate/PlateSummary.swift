import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What can be told about a plate without asking the portal: `platefinder validate`.
public struct PlateSummary: Equatable, Sendable {
    /// The plate, normalized.
    public let plate: Plate
    /// Its format.
    public let format: PlateFormat
    /// The province its first letter names; nil for special or incomplete plates.
    public let province: Province?
    /// The month of its annual registration; nil for incomplete plates.
    public let registrationMonth: Int?
    /// Whether `text` was an old three-digit car plate, now written with four digits.
    public let wasWrittenWithFourDigits: Bool

    /// The summary of `text` as submitted: normalized, an old three-digit car plate written
    /// with four digits (`PlateSubmission`).
    public init(text: String) {
        let submission = PlateSubmission(text)
        plate = submission.plate
        format = submission.format
        wasWrittenWithFourDigits = submission.wasWrittenWithFourDigits
        province = Province(plate: plate)
        registrationMonth = RegistrationCalendar.registrationMonth(for: plate)
    }

    /// Whether the plate can be looked up.
    public var isComplete: Bool { format.isComplete }

    /// `{"plate", "format", "province", "registrationMonth"}`; the format is its English
    /// enum name (`car`, `bike`, `special`, `partiallyValid`, `invalid`, `empty`).
    public var jsonObject: JSONValue {
        .object([
            "plate": .string(ControlCharacterStripper.strip(plate.value)),
            "format": .string(format.rawValue),
            "province": .string(orNull: province?.name),
            "registrationMonth": .int(orNull: registrationMonth),
        ])
    }

    /// The rows of the human-readable card; province and registration month only for
    /// complete plates.
    public func cardRows(messages: Messages) -> [CardRow] {
        var rows = [
            CardRow(
                label: messages.label(.plate), value: ControlCharacterStripper.strip(plate.value)),
            CardRow(label: messages.label(.format), value: messages.formatName(format)),
            CardRow(label: messages.label(.complete), value: messages.yesNo(isComplete)),
        ]
        if isComplete {
            let month = registrationMonth.flatMap(messages.monthName) ?? ""
            rows.append(CardRow(label: messages.label(.province), value: province?.name ?? ""))
            rows.append(CardRow(label: messages.label(.registrationMonth), value: month))
        }
        return rows
    }
}
