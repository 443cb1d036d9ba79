import Foundation

/// A date as an outside source wrote it: the calendar day when the text could be read as
/// one, and the text itself, so a date in an unknown form is shown as written rather than
/// guessed.
public struct ReportedDate: Hashable, Sendable {
    /// The day, when the text is one of the forms understood.
    public let day: CalendarDate?
    /// The text as written (stripped of anything that could drive a terminal).
    public let text: String

    /// A date read as `day` from `text`.
    public init(day: CalendarDate?, text: String) {
        self.day = day
        self.text = text
    }

    /// No date given.
    public static let none = ReportedDate(day: nil, text: "")

    /// The text, when it was given but not understood as a day.
    public var unreadText: String? {
        day == nil && !text.isEmpty ? text : nil
    }
}
