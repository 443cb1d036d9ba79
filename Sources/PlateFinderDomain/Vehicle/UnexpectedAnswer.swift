import Foundation

/// What a host answered instead of the source's answer. Texts quoted from the answer are
/// the host's, as received: whoever shows them strips them first.
public enum UnexpectedAnswer: Hashable, Sendable {
    /// A success status other than 200 (e.g. 204), which carries no answer.
    case status(Int)
    /// A body of another media type than the source's (e.g. an image for a page).
    case contentType(String)
    /// A body larger than `bytes` once decoded.
    case bodyTooLarge(bytes: Int)
    /// A response head larger than `bytes`.
    case headersTooLarge(bytes: Int)
    /// A redirect to another scheme, host or port, named by its origin; it was not followed.
    case redirectedElsewhere(String)
    /// More than this many redirects in a row.
    case tooManyRedirects(Int)
    /// A redirect without a usable address.
    case unusableRedirect
    /// A document the HTML parser stopped reading before its end.
    case documentCutShort
    /// An empty page.
    case emptyPage
    /// A page without any text.
    case pageWithoutText
    /// A page without the vehicle table; the start of its text.
    case otherPage(excerpt: String)
    /// A description an earlier PlateFinder saved in English, kept as it was written.
    case described(String)
    /// A page whose first table has the vehicle table's label cells but that lacks the fines
    /// section (counts and grid script) the vehicle page has, as a page cut short does.
    case vehicleTableWithoutFines
}
