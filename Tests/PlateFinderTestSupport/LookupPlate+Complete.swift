import PlateFinderDomain

extension LookupPlate {
    /// The plate `text` submits, which a test states is complete; a text that is not stops
    /// the run, as the mistake in the test it is.
    public static func complete(_ text: String) -> LookupPlate {
        guard let plate = PlateSubmission(text).lookupPlate else {
            preconditionFailure("\(text) is not a complete plate")
        }
        return plate
    }
}
