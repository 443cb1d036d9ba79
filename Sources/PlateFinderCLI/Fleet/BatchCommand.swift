import Foundation
import PlateFinderApp
import PlateFinderDomain

/// `platefinder batch`: looks the plates of a file or of standard input up, politely, and
/// writes one row per plate in input order as the answers arrive.
struct BatchCommand {
    /// The configuration, wording and failure reporting.
    let context: CommandContext
    /// The streams and interrupts of this run.
    let process: ProcessContext

    /// Runs the batch to its end or to a stop signal; its exit code follows the fleet's
    /// rule (`ExitCode.init(_: BatchEnding)`), so a failed plate is never hidden behind a
    /// bad input line.
    func run(_ request: BatchRequest) async throws(CommandFailure) -> ExitCode {
        let console = context.console
        let messages = context.messages
        let reader = try request.input.map(openInput)
        let useCases = try context.useCases()
        let fleet = useCases.fleet
        let favorites: [Plate]
        do {
            favorites = context.rows(
                of: try await useCases.favorites.load())
        } catch {
            throw context.fail(error)
        }
        let progress = BatchProgress(
            console: console, messages: messages,
            total: console.isErrorTerminal
                ? request.input.flatMap {
                    BatchInputFeed.plateCount(inFileAt: $0, delimiter: request.delimiter)
                } : nil
        )
        let feed = BatchInputFeed(
            readLine: reader.map { reader in { reader.nextLine() } } ?? { console.readLine() },
            delimiter: request.delimiter,
            report: { line in
                guard let problem = messages.batchLineProblem(line) else { return }
                progress.clearing { console.note(problem) }
            })
        let resume = request.resume ? try startResume(request, feed: feed) : nil
        let file = try request.output.map { path throws(CommandFailure) in
            try openOutput(path, keeping: resume)
        }
        let format =
            resume?.dialect.format ?? request.format
            ?? (file == nil && console.isOutputTerminal ? .table : .csv)
        let writer = BatchRowWriter(
            format: format,
            dialect: resume?.csvDialect(in: messages.language)
                ?? request.csvDialect(in: messages.language),
            messages: messages, timeZone: context.timeZone, console: console, file: file,
            favorites: Set(favorites), progress: progress)
        if resume == nil { writer.writeHeader() }
        let kept = resume?.keptRows ?? 0
        progress.leaveOut(kept)
        let resumption = BatchInterruption.Resumption.of(
            input: request.input, output: request.output, format: format,
            options: request.otherOptions)
        let endNow = BatchEndNow(
            writer: writer, keptRows: kept, progress: progress, console: console,
            messages: messages, resumption: resumption)
        let (batch, options) = (fleet.batch, request.options)
        let ((summary, written), stopSignal) = await process.interrupts.cancelling(
            {
                await batch({ await feed.next() }, options: options) { event in
                    switch event {
                    case .result(let report, let tag):
                        writer.write(report, tag: tag)
                        progress.clearing { context.noteUnreadableStandIns(report) }
                    case .passedThrough: break
                    case .progress(let summary): progress.update(summary)
                    }
                }
            }, endNow: { endNow($0) }
        ) { summary in
            progress.finish()
            return (summary, writer.finish())
        }
        var ending = BatchEnding(
            summary: summary, stopSignal: stopSignal, invalidLines: feed.problemCount)
        if let failure = reader?.readFailure, let path = request.input {
            ending.inputFailed = true
            console.note(
                messages.sentence(
                    for: .fleet(.unreadableInput(path: path, reason: failure.reason))))
        }
        if let resume, let path = request.output {
            console.note(messages.batchRowsKept(resume.keptRows, path: path))
        }
        console.note(messages.batchSummary(summary, invalidLines: ending.invalidLines))
        if let stopSignal {
            let done = kept + writer.rowCount
            let rest = BatchInterruption.Rest.counting(
                inFileAt: request.input, delimiter: request.delimiter, done: done)
            console.note(
                messages.batchStopped(
                    BatchInterruption(
                        signal: stopSignal, done: done, rest: rest, resumption: resumption)))
        }
        if !written, let path = request.output {
            ending.outputFailed = true
            let reason = writer.writeFailure?.reason ?? ""
            throw CommandFailure(
                exitCode: ExitCode(ending),
                message: messages.batchOutputNotWritten(path: path, reason: reason))
        }
        return ExitCode(ending)
    }

    private func openInput(_ path: String) throws(CommandFailure) -> InputLineReader {
        do {
            return try InputLineReader.reading(path)
        } catch {
            throw context.fail(.fleet(.unreadableInput(path: path, reason: error.reason)))
        }
    }

    private func openOutput(
        _ path: String, keeping resume: BatchResume?
    ) throws(CommandFailure) -> OutputFileStream {
        do {
            guard let resume else { return try OutputFileStream(path: path) }
            return try resume.openOutput(path)
        } catch {
            throw CommandFailure(
                exitCode: .output,
                message: context.messages.batchOutputNotWritten(path: path, reason: error.reason))
        }
    }
}
