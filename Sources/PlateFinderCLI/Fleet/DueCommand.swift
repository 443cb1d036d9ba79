import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// `platefinder due`: what falls due for the favourites (or the plates of a file), from
/// saved answers, after asking the portals when `--refresh` says so. A late or blocked item
/// is coloured on a colour terminal and marked without one (`UrgentText`).
struct DueCommand {
    /// The configuration, wording and failure reporting.
    let context: CommandContext
    /// The streams and interrupts of this run.
    let process: ProcessContext

    /// Prints the items as text, JSON or a calendar; the exit code follows the fleet's rule
    /// (`ExitCode.init(_: BatchEnding)`), as a batch's does.
    func run(_ request: DueRequest) async throws(CommandFailure) -> ExitCode {
        var ending = BatchEnding()
        var plates: [Plate]?
        if let path = request.platesFile {
            let (feed, reader) = try feed(path, delimiter: request.delimiter)
            plates = feed.remainingPlates()
            ending.invalidLines = feed.problemCount
            if let failure = reader.readFailure {
                ending.inputFailed = true
                context.console.note(
                    context.messages.sentence(
                        for: .fleet(.unreadableInput(path: path, reason: failure.reason))))
            }
        }
        let useCases = try context.useCases()
        let fleet = useCases.fleet
        if request.refresh {
            var wanted = plates ?? []
            if plates == nil {
                do {
                    // Named once, by the list below.
                    wanted = try await useCases.favorites
                        .load().rows
                } catch {
                    throw context.fail(error)
                }
            }
            (ending.summary, ending.stopSignal) = await refresh(
                wanted, batch: fleet.batch, invalidLines: ending.invalidLines)
        }
        let items: [DueItem]
        do {
            items = context.rows(
                of: try await fleet.due(plates: plates, withinDays: request.withinDays))
        } catch {
            throw context.fail(error)
        }
        var watchesNoFavorite = false
        if items.isEmpty, plates == nil {
            do {
                watchesNoFavorite = try await useCases.favorites.load().rows.isEmpty
            } catch {
                throw context.fail(error)
            }
        }
        do {
            try print(items, request, fleet, watchesNoFavorite: watchesNoFavorite)
        } catch {
            ending.outputFailed = true
            throw CommandFailure(exitCode: ExitCode(ending), message: error.message)
        }
        return ExitCode(ending)
    }

    /// Asks the portals about `plates` with the batch's politeness, keeping the answers;
    /// its tally, and the stop signal that cut it short if one did. The summary counts the
    /// `invalidLines` of the plates file apart; a stopped refresh says how far it got, and a
    /// second signal ends the process at once (every answer received is already saved).
    private func refresh(
        _ plates: [Plate], batch: LookUpBatch, invalidLines: Int
    ) async -> (BatchSummary, StopSignal?) {
        let (console, messages) = (context.console, context.messages)
        console.note(messages.refreshingDue(plates.count))
        let queue = PlateQueue(plates)
        let options = BatchOptions(sources: DueRequest.refreshSources, freshness: .dueRefresh)
        let standIns = RefreshStandIns()
        let (summary, stopSignal) = await process.interrupts.cancelling(
            {
                await batch({ queue.next() }, options: options) { event in
                    if case .result(let report, _) = event { await standIns.record(report) }
                }
            },
            endNow: { signal in
                console.note(messages.batchEndedAtOnce(signal, done: nil, .refreshAgain))
            })
        console.note(messages.batchSummary(summary, invalidLines: invalidLines))
        if let note = messages.refreshStandIns(await standIns.all()) { console.note(note) }
        if let stopSignal {
            let done = summary.finished - summary.cancelled
            console.note(
                messages.batchStopped(
                    BatchInterruption(
                        signal: stopSignal, done: done, rest: .plates(max(0, queue.count - done)),
                        resumption: .refreshAgain)))
        }
        return (summary, stopSignal)
    }

    /// Writes `items` as `request` asks; with none, says why when `watchesNoFavorite` (no
    /// favourites and no plates file: nothing was looked at, which is not "nothing is due").
    private func print(
        _ items: [DueItem], _ request: DueRequest, _ fleet: FleetServices,
        watchesNoFavorite: Bool
    ) throws(CommandFailure) {
        let console = context.console
        let messages = context.messages
        let now = fleet.clock.instants.now()
        if request.json {
            console.output(DueLine.json(for: items, messages: messages, now: now).prettyText + "\n")
        } else if request.ics {
            let calendar = fleet.calendar(for: items, messages: messages)
            guard let path = request.output else {
                console.output(calendar)
                return
            }
            do {
                try OutputFileWriter.write(Data(calendar.utf8), to: path)
            } catch {
                throw CommandFailure(
                    exitCode: .output,
                    message: messages.exportNotWritten(path: path, reason: error.reason))
            }
            console.output(messages.dueExported(items.count, path: path) + "\n")
        } else if watchesNoFavorite {
            console.output(messages.noFavoriteToWatch + "\n")
        } else if items.isEmpty {
            console.output(messages.nothingDue(withinDays: request.withinDays) + "\n")
        } else {
            let colors = context.outputColors
            let lines = items.map {
                DueLine.line(for: $0, messages: messages, now: now) {
                    UrgentText.printed($0, colors: colors)
                } + "\n"
            }
            console.output(lines.joined())
        }
    }

    private func feed(
        _ path: String, delimiter: CSVDelimiter?
    ) throws(CommandFailure) -> (BatchInputFeed, InputLineReader) {
        let reader: InputLineReader
        do {
            reader = try InputLineReader.reading(path)
        } catch {
            throw context.fail(.fleet(.unreadableInput(path: path, reason: error.reason)))
        }
        let console = context.console
        let messages = context.messages
        let feed = BatchInputFeed(
            readLine: { reader.nextLine() }, delimiter: delimiter,
            report: { line in
                if let problem = messages.batchLineProblem(line) { console.note(problem) }
            })
        return (feed, reader)
    }
}

/// Hands a refresh's plates out one at a time.
///
/// `@unchecked Sendable` is safe: `remaining` is read and written only while holding `lock`.
private final class PlateQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: ArraySlice<LookupPlate>

    /// How many plates it held at first.
    let count: Int

    /// A queue of `plates`, each submitted again (a stored plate may not be complete).
    init(_ plates: [Plate]) {
        remaining = plates.compactMap { PlateSubmission($0.value).lookupPlate }[...]
        count = remaining.count
    }

    /// The next plate to look up; nil once every one was handed out.
    func next() -> BatchEntry<Int>? {
        lock.withLock { remaining.popFirst().map { .lookUp($0, tag: 0) } }
    }
}
