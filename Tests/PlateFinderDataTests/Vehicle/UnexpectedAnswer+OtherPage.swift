import PlateFinderDomain

extension UnexpectedAnswer {
    /// Whether it is a page other than the vehicle page, quoted.
    var isOtherPage: Bool {
        if case .otherPage = self { return true }
        return false
    }
}
