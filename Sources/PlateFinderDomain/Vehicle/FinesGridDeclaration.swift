import Foundation

/// Where a vehicle page's fines grid is and what its columns are, as the page's script
/// declares them. Its address carries the person and contract ids the portal needs: it is
/// used for the grid's requests only, never shown or saved.
public struct FinesGridDeclaration: Hashable, Sendable {
    /// The page the grid was declared on; the address is relative to it.
    public let pageURL: URL
    /// The address as the script writes it.
    public let address: String
    /// The column names as the script writes them.
    public let columnNames: [String]

    /// A grid at `address` (relative to `pageURL`) with `columnNames`.
    public init(pageURL: URL, address: String, columnNames: [String]) {
        self.pageURL = pageURL
        self.address = address
        self.columnNames = columnNames
    }
}
