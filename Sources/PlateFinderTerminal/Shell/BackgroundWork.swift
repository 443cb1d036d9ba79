/// The asynchronous work the key handlers start (searches, loads, confirmations): kept so
/// quitting can cancel it and tests can wait until it has all finished.
@MainActor
final class BackgroundWork {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Starts `work` on the main actor.
    func run(_ work: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        tasks[id] = Task { [weak self] in
            await work()
            self?.tasks[id] = nil
        }
    }

    /// Returns once every piece of work started, including work started meanwhile, ended.
    func settle() async {
        while let task = tasks.values.first {
            await task.value
        }
    }

    /// Cancels everything still running.
    func cancelAll() {
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
    }
}
