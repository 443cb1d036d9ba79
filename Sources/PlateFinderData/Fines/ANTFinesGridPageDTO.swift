import Foundation

/// One page of the fines grid's JSON as jqGrid reads it; numbers may come as strings.
struct ANTFinesGridPageDTO: Decodable {
    /// One row: its identifier and its cells in `colNames` order.
    struct Row: Decodable {
        let cell: [ANTFinesCell]
    }

    let page: ANTFinesCell
    let total: ANTFinesCell
    let records: ANTFinesCell
    let rows: [Row]?
}
