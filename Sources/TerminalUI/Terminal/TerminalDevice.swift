/// The terminal an application runs on: a real one (`SystemTerminal`) or a scripted one in
/// tests (`FakeTerminal`).
public protocol TerminalDevice: AnyObject, Sendable {
    /// The current window size.
    var size: TerminalSize { get }

    /// Enters raw mode and the alternate screen and hides the cursor, arranging for the
    /// terminal to be restored however the process ends.
    func enterFullScreen() throws(TerminalError)

    /// Puts the terminal back as it was before `enterFullScreen()` and ends the events.
    /// Safe to call more than once, or without having entered.
    func restore()

    /// Gives the terminal back and stops the process, as Ctrl-Z does in a shell; returns once
    /// the process is continued. A device that has the terminal again reports `.resumed`.
    /// Does nothing when not in full screen.
    func suspend()

    /// Writes `bytes` to the screen.
    func write(_ bytes: [UInt8])

    /// Input, resize and hang-up events, in order. Called once per full-screen session.
    func events() -> AsyncStream<TerminalEvent>
}
