import Foundation
import PlateFinderData

extension SQLiteConnection {
    /// The single integer `sql` selects.
    func integer(_ sql: String) throws -> Int64? {
        try query(sql) { $0.int64(at: 0) }.first ?? nil
    }
}
