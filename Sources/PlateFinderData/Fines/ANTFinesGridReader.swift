import Foundation
import PlateFinderDomain

/// Reads the fines on one page of the ANT's fines grid: the columns come from the `colNames`
/// the vehicle page's grid script declares, and each cell is read by its column's name.
public enum ANTFinesGridReader {
    /// The fines `json` lists for `plate`, its cells in the order `script` (the vehicle
    /// page's grid script, entities not yet decoded) declares.
    ///
    /// A script without a literal grid declaration, a declaration without a column that is
    /// read, and a grid page the mapper cannot believe are each a `parsingError`.
    public static func fines(
        script: String, json: Data, plate: Plate
    ) throws(CarInfoError) -> [TrafficFine] {
        guard let declaration = ANTFinesGridScript.declaration(in: script) else {
            throw .parsingError("the page declares no fines grid")
        }
        return try ANTFinesGridMapper.page(json, columns: columns(of: declaration), plate: plate)
            .fines
    }

    /// Where each column that is read stands among the ones `declaration` names, once their
    /// entities are decoded; a column missing is a `parsingError`.
    static func columns(
        of declaration: ANTFinesGridScript.Declaration
    ) throws(CarInfoError) -> [ANTFinesColumn: Int] {
        switch ANTFinesColumn.indexes(in: declaration.columnNames.map(HTMLEntityDecoder.decode)) {
        case .failure(let missing):
            throw .parsingError("the fines grid has no \(missing.name) column")
        case .success(let columns):
            return columns
        }
    }
}
