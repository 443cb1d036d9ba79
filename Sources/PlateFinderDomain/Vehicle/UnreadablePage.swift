import Foundation

/// Why the ANT's vehicle page could not be understood. Texts quoted from the page are
/// the portal's, as received: whoever shows them strips them first.
public enum UnreadablePage: Hashable, Sendable {
    /// The page is longer than this many characters.
    case tooLong(characters: Int)
    /// The HTML parser could not start.
    case parserFailed
    /// The vehicle table does not start with the plate.
    case tableWithoutPlate
    /// The page is about another plate, the one quoted.
    case otherPlate(String)
    /// The vehicle table has no label with this portal text (`Marca:`).
    case missingLabel(String)
    /// The vehicle table has no value after this label.
    case labelWithoutValue(String)
    /// The vehicle table has this label twice.
    case repeatedLabel(String)
    /// The vehicle table has a label it should not, quoted.
    case unknownLabel(String)
    /// The vehicle table has text beside no label, quoted.
    case textBesideNoLabel(String)
}
