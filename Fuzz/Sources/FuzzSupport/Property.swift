/// What a fuzz target states about the code it drives.
///
/// A broken statement stops the process with a message; libFuzzer reports the stop as a
/// crash and saves the input that caused it.
public enum Property {
    /// Stops the process, quoting `statement`, unless `holds`.
    public static func require(
        _ holds: Bool, _ statement: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !holds else { return }
        fatalError("property broken: \(statement())", file: file, line: line)
    }

    /// `value` quoted with its invisible characters escaped, for a message.
    public static func quote(_ value: some Any) -> String {
        String(reflecting: value)
    }
}
