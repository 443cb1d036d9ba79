import Foundation

/// Why the ANT's fines grid could not be understood. Texts quoted from the grid are the
/// portal's, as received: whoever shows them strips them first.
public enum UnreadableGrid: Hashable, Sendable {
    /// The page declares no fines grid.
    case undeclared
    /// The fines grid's address is not a URL.
    case addressNotURL
    /// The fines grid's address leaves the portal.
    case addressLeavesPortal
    /// The fines grid has no column of this name.
    case missingColumn(String)
    /// The fines grid's answer is not the expected JSON.
    case notJSON
    /// The fines grid does not say which page it sent.
    case pageUnnumbered
    /// A row of the fines grid has no cell for this column.
    case missingCell(String)
    /// The fines grid's column holds a text that is not an amount.
    case notAnAmount(column: String, text: String)
    /// The fines grid's Puntos holds a text that is not a number.
    case pointsNotANumber(String)
    /// The fines grid lists a fine of this other plate.
    case fineOfOtherPlate(String)
    /// A fine has no citation number.
    case fineWithoutCitation
    /// The fines grid says it has this many pages, more than the `maximum` read.
    case tooManyPages(Int, maximum: Int)
    /// The fines grid sent page `sent` when asked for page `asked`.
    case wrongPage(sent: Int, asked: Int)
    /// The fines grid's count changed between its pages.
    case countChanged
    /// The fines grid lists `listed` fines but counts `counted`.
    case countMismatch(listed: Int, counted: Int)
    /// The fines' amounts add up past what can be counted.
    case totalOverflow
    /// A status's distinct fines do not match the vehicle page's count of it.
    case disagreesWithPage(FineCountMismatch)
    /// An object of the fines grid's answer names this key twice (empty when the key is not
    /// fit to quote): which value counts is ambiguous.
    case duplicateKey(String)
    /// The fines grid's date column holds this text, written as a date or a time that does
    /// not exist (`31/02/2025`, `2025-01-01T25:99`).
    case notADate(column: String, text: String)
    /// The fines grid says it sent page `page` of `pages` pages holding `records` fines,
    /// which cannot be.
    case impossiblePage(page: Int, pages: Int, records: Int)
    /// The fines grid's column holds a bare number shaped like a person's identity number
    /// (a cédula or a RUC), which is not quoted.
    case identityNumber(column: String)
}
