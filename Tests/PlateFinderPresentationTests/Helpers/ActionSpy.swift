import Foundation

/// Records the actions a test hands to an `ErrorHandler` or an `AlertPrompt` as they run.
@MainActor
final class ActionSpy {
    private(set) var names: [String] = []

    func record(_ name: String) {
        names.append(name)
    }
}
