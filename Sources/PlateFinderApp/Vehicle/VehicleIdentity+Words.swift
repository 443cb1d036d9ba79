import PlateFinderDomain

extension VehicleIdentity {
    /// Make, model and year as a person reads them (`TOYOTA RAV4 2020`), each stripped of
    /// control characters and surrounding spaces; nil when the source named none.
    public var words: String? {
        let parts = [make, model, year].compactMap { $0 }
            .map { ControlCharacterStripper.strip($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }
}
