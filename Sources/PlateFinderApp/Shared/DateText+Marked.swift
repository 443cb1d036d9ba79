import PlateFinderDomain

extension DateText {
    /// What follows a date shown as the portal wrote it in a column too narrow for words
    /// (`Messages.unreadDateNote` explains it under the list): `*` for such a date, else
    /// nothing, so a text that names no day is never taken for one that was read.
    public static func unreadMark(_ date: ReportedDate) -> String {
        date.unreadText == nil ? "" : "*"
    }
}
