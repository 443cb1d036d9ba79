/// The shape of an Ecuadorian identity number: a cédula is 10 digits, a RUC 13. A text of
/// that shape in a service's answer may be a person's number, so it is never shown, saved
/// or quoted.
enum IdentityNumberShape {
    /// The lengths a cédula and a RUC have.
    static let lengths: Set<Int> = [10, 13]

    /// Whether `text`, white space around it aside, is a bare number of 10 or 13 digits.
    static func matches(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        let trimmed = scalars.drop { $0.properties.isWhitespace }
            .reversed().drop { $0.properties.isWhitespace }
        return lengths.contains(trimmed.count)
            && trimmed.allSatisfy { $0.properties.numericType == .decimal }
    }
}
