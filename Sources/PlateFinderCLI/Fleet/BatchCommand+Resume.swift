import PlateFinderApp

extension BatchCommand {
    /// `batch --resume`: FILE checked and its rows matched against `feed`'s first plates,
    /// which are passed by; nil when FILE is missing or empty. Refusals exit 2.
    func startResume(
        _ request: BatchRequest, feed: BatchInputFeed
    ) throws(CommandFailure) -> BatchResume? {
        guard let path = request.output else { return nil }
        do {
            return try BatchResume.start(
                path: path, format: request.format, delimiter: request.delimiter,
                excel: request.excel ? true : nil, feed: feed)
        } catch {
            throw CommandFailure(exitCode: .usage, message: context.messages.sentence(for: error))
        }
    }
}
