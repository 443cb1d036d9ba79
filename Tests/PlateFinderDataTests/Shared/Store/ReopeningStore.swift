import PlateFinderData
import PlateFinderDomain

/// A store that opens the file anew for every call and lets it go afterwards, as a
/// process per command would: whatever a contract sees went through the file.
struct ReopeningStore<Store: SQLiteStore>: Sendable {
    /// The file every call opens.
    let path: String

    /// A store with a connection of its own, for one call.
    func opened() throws(StoreError) -> Store {
        try Store(path: path)
    }
}
