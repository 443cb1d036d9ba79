import Foundation

/// The names a document shows for the tasks its commands create: task identifiers are
/// random, so each is shown as a fixed one, in the order they first appear, and a command
/// that names a shown one is given the real one.
final class TaskIdentifierNames {
    private static let shownPrefixes = [
        "3c9f1a20", "7e42b8d1", "a15d6c03", "d8b07e5f", "52fa9c6b", "e0c3417a", "1b8e2d94",
        "96d5f0c7",
    ]
    private var shownByReal: [String: String] = [:]
    private var order: [String] = []

    /// Learns `identifiers` (whole, lower-case), giving each new one the next shown name.
    func learn(_ identifiers: [String]) {
        for identifier in identifiers where shownByReal[identifier] == nil {
            let number = order.count
            let prefix =
                number < Self.shownPrefixes.count
                ? Self.shownPrefixes[number] : String(format: "%08x", number)
            shownByReal[identifier] = prefix + String(format: "-0000-4000-8000-%012x", number + 1)
            order.append(identifier)
        }
    }

    /// `text` with every real identifier, whole or as its first eight characters, shown.
    func shown(_ text: String) -> String {
        var text = text
        for real in order {
            guard let shown = shownByReal[real] else { continue }
            text = text.replacingOccurrences(of: real, with: shown)
                .replacingOccurrences(of: String(real.prefix(8)), with: String(shown.prefix(8)))
        }
        return text
    }

    /// `argument` with a shown identifier, whole or a prefix of it, replaced by the real one.
    func real(_ argument: String) -> String {
        guard argument.count >= 4 else { return argument }
        let lowered = argument.lowercased()
        for (real, shown) in shownByReal where shown.hasPrefix(lowered) {
            return String(real.prefix(argument.count))
        }
        return argument
    }
}
