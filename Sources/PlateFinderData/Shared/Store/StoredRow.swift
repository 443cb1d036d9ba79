import PlateFinderDomain

/// One row read from PlateFinder's file: the value it stands for, or the row named as one
/// that cannot be read.
enum StoredRow<Value: Sendable>: Sendable {
    /// The row's value.
    case readable(Value)
    /// A row holding what no PlateFinder writes.
    case unreadable(UnreadableRow)

    /// The value; `StoreError.unreadableRow` for a row that cannot be read.
    func value() throws(StoreError) -> Value {
        switch self {
        case .readable(let value): value
        case .unreadable(let row): throw .unreadableRow(row)
        }
    }
}

extension StoreListing {
    /// The listing of `rows`, in order.
    init(_ rows: [StoredRow<Row>]) {
        self.init()
        for row in rows {
            switch row {
            case .readable(let value): self.rows.append(value)
            case .unreadable(let unreadable): self.unreadable.append(unreadable)
            }
        }
    }
}
