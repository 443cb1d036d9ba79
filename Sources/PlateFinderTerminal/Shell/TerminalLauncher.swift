import PlateFinderApp
import TerminalUI

/// The full-screen app on a terminal: the app's screens drawn and driven by a
/// `TerminalApplication` on the terminal `device` makes, until the person quits.
public struct TerminalLauncher: FullScreenLauncher {
    /// How often the spinner moves.
    static let tickInterval = Duration.milliseconds(100)

    private let device: @Sendable () -> any TerminalDevice

    /// A launcher taking over the terminal `device` makes for each session: the process's
    /// own terminal by default.
    public init(device: @escaping @Sendable () -> any TerminalDevice = { SystemTerminal() }) {
        self.device = device
    }

    /// Shows `session` on a terminal of its own until the person quits; throws
    /// `FullScreenError.noTerminal` when the terminal cannot be taken over.
    public func run(_ session: FullScreenSession) async throws(FullScreenError) {
        let shell = AppShell(
            viewModels: session.viewModels, messages: session.messages,
            storePath: session.storePath, timeZone: session.timeZone)
        defer { shell.stop() }
        let application = TerminalApplication(
            device: device(), colors: ColorSupport.detect(environment: session.environment),
            tickInterval: Self.tickInterval,
            draw: { buffer, frame in shell.draw(into: &buffer, frame: frame) },
            handleKey: { key, application in shell.handle(key, in: application) })
        if let link = session.link { shell.open(link) }
        do {
            try await application.run()
        } catch {
            switch error {
            case .notATerminal, .attributesRejected: throw .noTerminal
            }
        }
    }
}
