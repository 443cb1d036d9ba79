import Foundation
import PlateFinderApp
import PlateFinderPresentation

extension CommandDeclaration {
    /// `platefinder open LINK`: a `platefinder://` link, in the app or printed.
    static let open = CommandDeclaration(
        name: "open", operand: .link, options: [.json] + lookupOptions,
        optionHelp: [.json: .openJSON],
        help: { $0.openHelp(options: $1) }
    ) { arguments throws(UsageError) in
        let text = try arguments.onlyOperand(missing: .missingLink)
        let (json, options) = (arguments.contains(.json), arguments.configuration)
        do throws(DeepLinkError) {
            let link = try DeepLink(string: text)
            return { process throws(CommandFailure) in
                try await OpenCommand(process: process).run(link, json: json, options: options)
            }
        } catch .invalidTaskID {
            // A link to a task may name it by the start of its id, as `tasks done` does.
            guard let prefix = taskIDPrefix(in: text) else { throw .invalidLink(.invalidTaskID) }
            return { process throws(CommandFailure) in
                try await OpenCommand(process: process)
                    .runTask(idPrefix: prefix, json: json, options: options)
            }
        } catch {
            throw .invalidLink(error)
        }
    }

    /// The start of a task id that `text`, a `platefinder://tasks/…` link refused only for
    /// not holding a whole id, names: hexadecimal digits and dashes, at most an id long.
    private static func taskIDPrefix(in text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard
            let path = URLComponents(string: trimmed)?.percentEncodedPath
                .split(separator: "/").first,
            let prefix = String(path).removingPercentEncoding,
            (1...36).contains(prefix.count),
            prefix.allSatisfy({ $0.isHexDigit || $0 == "-" })
        else { return nil }
        return prefix
    }
}
