import PlateFinderDomain

extension DateText {
    /// A date the portal reported, as every front end shows it: the day as ISO, or the
    /// portal's own text (terminal-safe) when it was not understood, or the empty value.
    public static func reported(_ date: ReportedDate) -> String {
        if let day = date.day { return day.isoString }
        let text = ControlCharacterStripper.strip(date.text)
        return text.isEmpty ? Messages.emptyValue : text
    }
}
