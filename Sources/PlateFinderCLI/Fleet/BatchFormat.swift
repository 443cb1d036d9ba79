/// How a batch writes its rows.
enum BatchFormat: String, CaseIterable, Equatable {
    /// Aligned columns for a person at a terminal.
    case table
    /// RFC 4180 CSV with a header.
    case csv
    /// One JSON object per line.
    case jsonl
}
