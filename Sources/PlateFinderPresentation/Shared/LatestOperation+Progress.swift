import Foundation

extension LatestOperation {
    /// Runs `work` as `run` does, handing each update it reports to `progress` on the main
    /// actor while it is still the operation in flight; returns whether it delivered.
    @discardableResult
    func run<Output: Sendable, Update: Sendable>(
        reporting work:
            @escaping @Sendable (_ report: @escaping @Sendable (Update) async -> Void) async ->
            Output,
        progress: @escaping @MainActor @Sendable (Update) -> Void,
        deliver: @escaping @MainActor (Output) -> Void
    ) async -> Bool {
        let ticket = Ticket()
        return await run(
            { [weak self] in
                await work { update in
                    await MainActor.run {
                        guard let self, self.isCurrent(ticket) else { return }
                        progress(update)
                    }
                }
            }, deliver: deliver, ticket: ticket)
    }
}
