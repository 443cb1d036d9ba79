import Foundation
import PlateFinderDomain

/// Reads the fines on one page of the ANT's fines grid: the columns come from the `colNames`
/// the vehicle page's grid script declares, and each cell is read by its column's name.
public enum ANTFinesGridReader {
    /// The fines `json` lists for `plate`, its cells in the order `script` (the vehicle
    /// page's grid script, entities not yet decoded) declares.
    ///
    /// A script without a literal grid declaration, a declaration without a column that is
    /// read, and a grid page the mapper cannot believe are each a `notUnderstood` failure.
    public static func fines(
        script: String, json: Data, plate: Plate
    ) throws(LookupFailureReason) -> [TrafficFine] {
        guard let declaration = ANTFinesGridScript.declaration(in: script) else {
            throw .notUnderstood(.grid(.undeclared))
        }
        let columns = try columns(named: declaration.columnNames)
        return try ANTFinesGridMapper.page(json, columns: columns, plate: plate).fines
    }

    /// Where each column that is read stands among `names`, as a grid script writes them
    /// (entities not yet decoded); a column missing is not understood.
    static func columns(named names: [String]) throws(LookupFailureReason) -> [ANTFinesColumn: Int]
    {
        switch ANTFinesColumn.indexes(in: names.map(HTMLEntityDecoder.decode)) {
        case .failure(let missing):
            throw .notUnderstood(.grid(.missingColumn(missing.name)))
        case .success(let columns):
            return columns
        }
    }
}
