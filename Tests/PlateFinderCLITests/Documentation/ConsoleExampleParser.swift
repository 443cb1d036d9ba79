/// Reads the `console` blocks of a Markdown document into the examples they hold.
enum ConsoleExampleParser {
    /// A line of a `console` block that cannot be run as written.
    struct Failure: Error, CustomStringConvertible {
        /// The 1-based line.
        let line: Int
        /// What is wrong with it.
        let reason: String

        var description: String { "line \(line): \(reason)" }
    }

    /// Every example of every `console` block of `text`, in order.
    static func examples(in text: String) throws(Failure) -> [ConsoleExample] {
        var examples: [ConsoleExample] = []
        var inConsole = false
        var inOtherBlock = false
        var indent = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let trimmed = line.trimmingLeadingSpaces
            if trimmed.hasPrefix("```") {
                if inConsole || inOtherBlock {
                    inConsole = false
                    inOtherBlock = false
                } else if trimmed.dropFirst(3).trimmingLeadingSpaces == "console" {
                    inConsole = true
                    indent = line.count - trimmed.count
                } else {
                    inOtherBlock = true
                }
                continue
            }
            guard inConsole else { continue }
            if trimmed.hasPrefix("$ ") {
                let commandLine = String(trimmed.dropFirst(2))
                examples.append(
                    ConsoleExample(
                        command: try command(commandLine, line: index + 1),
                        commandLine: commandLine, line: index + 1, output: []))
            } else if !examples.isEmpty {
                let text =
                    line.prefix(indent).allSatisfy { $0 == " " } ? line.dropFirst(indent) : line
                examples[examples.count - 1].output.append(String(text))
            }
        }
        return examples
    }

    private static func command(
        _ line: String, line number: Int
    ) throws(Failure)
        -> ConsoleExample.Command
    {
        let words: [String]
        do {
            words = try ShellWords.split(line)
        } catch {
            throw Failure(line: number, reason: "\(error)")
        }
        switch words.first {
        case "platefinder":
            var arguments = Array(words.dropFirst())
            var input: String?
            if arguments.count >= 2, arguments[arguments.count - 2] == "<" {
                input = arguments.removeLast()
                arguments.removeLast()
            }
            if arguments.contains(where: { ["|", ">", "<", ";", "&&"].contains($0) }) {
                throw Failure(line: number, reason: "only `< FILE` may follow platefinder")
            }
            return .platefinder(arguments: arguments, input: input)
        case "printf":
            guard words.count == 4, words[2] == ">" else {
                throw Failure(line: number, reason: "write files as printf 'TEXT' > FILE")
            }
            return .writeFile(name: words[3], contents: printfText(words[1]))
        default:
            return .notRun
        }
    }

    /// `printf`'s format with its `\n` and `\t` escapes turned into the characters.
    private static func printfText(_ format: String) -> String {
        format.replacingOccurrences(of: "\\n", with: "\n")
            .replacingOccurrences(of: "\\t", with: "\t")
    }
}

extension Substring {
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
