import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import TerminalUI
import TerminalUITestSupport

@testable import PlateFinderTerminal

/// The app on a scripted terminal: keys go through the real `TerminalApplication` (its
/// decoder, its frames), and the screen is read back from the fake terminal.
@MainActor
final class AppHarness {
    let terminal: FakeTerminal
    let shell: AppShell
    let application: TerminalApplication
    let store: InMemoryCarStore
    let tasks: InMemoryTaskRepository
    /// The use cases the app runs on.

    /// The app at `size`, in `language`, over the ANT's `pages`, the SRI's
    /// `registrations`, the ANT's `fines`, `store`, the SRI's and the fines' saved answers
    /// and `tasks`; the first frame is drawn.
    init(
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        pages: any VehiclePageLoader = VehiclePageLoaderStub(),
        registrations: any RegistrationLoader = RegistrationLoaderStub(),
        fines: any FinesLoader = FinesLoaderStub(),
        store: InMemoryCarStore = InMemoryCarStore(),
        savedRegistrations: InMemoryRegistrationStore = InMemoryRegistrationStore(),
        savedFines: InMemoryFinesStore = InMemoryFinesStore(),
        tasks: InMemoryTaskRepository = InMemoryTaskRepository(),
        language: Language = .english
    ) {
        terminal = FakeTerminal(size: size)
        self.store = store
        self.tasks = tasks
        let useCases = TestServices.useCases(
            pages: pages, registrations: registrations, fines: fines, store: store,
            savedRegistrations: savedRegistrations, savedFines: savedFines, tasks: tasks,
            language: language)
        let shell = AppShell(
            viewModels: PlateFinderComposition.makeViewModels(useCases),
            messages: Messages(language: language), storePath: TestServices.storePath,
            timeZone: TestServices.timeZone)
        self.shell = shell
        application = TerminalApplication(
            device: terminal, colors: .monochrome, minimumFrameInterval: .zero,
            draw: { buffer, frame in shell.draw(into: &buffer, frame: frame) },
            handleKey: { key, application in shell.handle(key, in: application) })
        application.process(.resize(size))
    }

    /// What the screen shows, row by row, trailing spaces removed.
    var screen: [String] {
        terminal.screen.map(Self.trimmed)
    }

    /// The last frame drawn, row by row, trailing spaces removed.
    var frame: [String] {
        application.lastFrame.lines().map(Self.trimmed)
    }

    /// Presses each key as its own read, as a person would.
    func press(_ keys: Key...) {
        for key in keys {
            application.process(.input(key.bytes))
            application.process(.inputPaused)
        }
    }

    /// Types `text` as one read.
    func type(_ text: String) {
        application.process(.input(Array(text.utf8)))
        application.process(.inputPaused)
    }

    /// Pastes `text` as a terminal in bracketed paste mode sends it, in reads that end
    /// (each followed by a pause) after the given counts of its bytes.
    func paste(_ text: String, splitAfter splits: [Int] = []) {
        let bytes = Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8)
        var start = 0
        for end in splits + [bytes.count] where end > start && end <= bytes.count {
            application.process(.input(Array(bytes[start..<end])))
            application.process(.inputPaused)
            start = end
        }
    }

    /// Changes the terminal's size.
    func resize(to size: TerminalSize) {
        terminal.resize(to: size)
        application.process(.resize(size))
    }

    /// Waits for the work the keys started, then for the frame that shows its outcome.
    func settle() async {
        await shell.settle()
        await redraw()
    }

    /// Waits for a frame with whatever the view models hold now.
    func redraw() async {
        application.requestFrame()
        await application.nextFrame()
    }

    /// Whether some row of the screen contains `text`.
    func shows(_ text: String) -> Bool {
        screen.contains { $0.contains(text) }
    }

    private static func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }
}
