/// One `$ …` line of a document's `console` block and the lines printed under it.
struct ConsoleExample: Equatable, Sendable {
    /// What the line asks for.
    enum Command: Equatable, Sendable {
        /// `platefinder` with these words, and the file its standard input reads, if any.
        case platefinder(arguments: [String], input: String?)
        /// A `printf '…' > FILE` that writes a file the next commands read.
        case writeFile(name: String, contents: String)
        /// A set-up line (`swift test`, `apt-get …`): not run, its output not compared.
        case notRun
    }

    /// The command.
    let command: Command
    /// The line as the document writes it, after `$ `.
    let commandLine: String
    /// The 1-based line of the document the command stands on.
    let line: Int
    /// The lines under the command, up to the next `$ ` line or the block's end.
    var output: [String]
}
