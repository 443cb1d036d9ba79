import PlateFinderApp

/// Where a command line's text goes and where a person's answers come from: the process's
/// standard streams (`StandardStreams`), or streams a test reads back.
public protocol CommandStreams: Sendable {
    /// Whether a person is there to answer: standard input and output are both terminals.
    var isInteractive: Bool { get }

    /// Whether standard output is a terminal (a batch then prints a table).
    var isOutputTerminal: Bool { get }

    /// Whether standard error is a terminal (a batch then redraws its progress there).
    var isErrorTerminal: Bool { get }

    /// Writes `text` as is to standard output, or throws why it could not.
    func writeOutput(_ text: String) throws(WriteFailure)

    /// Writes `text` as is to standard error; there is nowhere to report a failure to.
    func writeError(_ text: String)

    /// Reads one line of standard input without its line end; nil at the end of input.
    func readLine() -> String?

    /// How many columns wide the terminal on standard output is; nil when it is none.
    var outputColumns: Int? { get }
}

extension CommandStreams {
    /// No terminal width known: text is laid out for 80 columns.
    public var outputColumns: Int? { nil }
}
