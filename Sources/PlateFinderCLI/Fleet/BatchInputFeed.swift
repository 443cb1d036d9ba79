import Foundation
import PlateFinderApp
import PlateFinderDomain

/// Hands a batch the plates of its input one at a time, reading a line only when the batch
/// asks for the next plate, so memory stays flat however long the input. Lines that are not
/// plates are reported (with their numbers) as they are met, and counted.
///
/// Reading blocks (a pipe may be slow), so it runs on a queue of its own, never on the
/// threads the batch's tasks share; a batch cancelled while a read waits gets its answer at
/// once (the end of the input).
///
/// `@unchecked Sendable` is safe: `parser`, `judged` and `readLine` are used only on `queue`, one
/// read at a time, and `problemCount` only while holding `lock`.
final class BatchInputFeed: @unchecked Sendable {
    private let queue = DispatchQueue(label: "platefinder.batch-input")
    private let readLine: () -> String?
    private let report: @Sendable (BatchInputLine) -> Void
    private var parser: BatchInputParser
    /// What the last line read gave and `next()` has not handed on yet.
    private var judged: [BatchInputLine] = []
    private let lock = NSLock()
    private var problems = 0

    /// A feed of the lines `readLine` gives (nil at the end), reporting each line that is
    /// not a plate to `report`.
    init(
        readLine: @escaping () -> String?, delimiter: CSVDelimiter? = nil,
        report: @escaping @Sendable (BatchInputLine) -> Void
    ) {
        self.readLine = readLine
        parser = BatchInputParser(delimiter: delimiter)
        self.report = report
    }

    /// How many lines were neither a plate nor a plate met before.
    var problemCount: Int { lock.withLock { problems } }

    /// The next plate to look up; nil at the end of the input or once cancelled.
    func next() async -> BatchEntry<BatchInputTag>? {
        if Task.isCancelled { return nil }
        let answer = OnceAnswer<BatchEntry<BatchInputTag>?>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                answer.wait(with: continuation)
                queue.async { answer.give(self.readEntry()) }
            }
        } onCancel: {
            answer.give(nil)
        }
    }

    /// Reads the next plate and passes it by, never to the batch: a resumed file's row
    /// already holds it. Lines before it that are not plates are reported as `next()`
    /// reports them. Nil at the end of the input.
    func skipPlate() -> Plate? {
        queue.sync {
            guard case .lookUp(let plate, _)? = readEntry() else { return nil }
            return plate.plate
        }
    }

    /// Every plate left in the input, read here and now: for a short list (`due --plates`).
    func remainingPlates() -> [Plate] {
        queue.sync {
            var plates: [Plate] = []
            while case .lookUp(let plate, _)? = readEntry() { plates.append(plate.plate) }
            return plates
        }
    }

    /// Reads lines until one gives a plate to look up; the end of the input may still give
    /// lines (an unclosed quote's), so it is reached only once nothing is left to judge.
    private func readEntry() -> BatchEntry<BatchInputTag>? {
        while true {
            if let entry = nextJudged() { return entry }
            guard let line = readLine() else {
                judged = parser.finish()
                if judged.isEmpty { return nil }
                continue
            }
            judged = parser.read(line)
        }
    }

    /// The first plate among the lines judged and not yet handed on, reporting the others.
    private func nextJudged() -> BatchEntry<BatchInputTag>? {
        while !judged.isEmpty {
            let line = judged.removeFirst()
            switch line {
            case .plate(let plate, let number, let input):
                return .lookUp(plate, tag: BatchInputTag(line: number, input: input))
            case .repeated:
                report(line)
            case .invalid, .unreadable, .unclosedQuote:
                lock.withLock { problems += 1 }
                report(line)
            }
        }
        return nil
    }

    /// How many plates the file at `path` holds, read once ahead to say how far a batch
    /// has got; nil when it cannot be read.
    static func plateCount(inFileAt path: String, delimiter: CSVDelimiter? = nil) -> Int? {
        let reader: InputLineReader
        do { reader = try InputLineReader.reading(path) } catch { return nil }
        var parser = BatchInputParser(delimiter: delimiter)
        var count = 0
        func tally(_ lines: [BatchInputLine]) {
            count += lines.count { if case .plate = $0 { true } else { false } }
        }
        while let line = reader.nextLine() { tally(parser.read(line)) }
        tally(parser.finish())
        return count
    }
}

/// An answer given once, by whichever comes first: the read, or a cancellation; a
/// continuation set after the answer is resumed with it at once.
///
/// `@unchecked Sendable` is safe: both stored properties are used only while holding
/// `lock`.
private final class OnceAnswer<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?
    private var answer: Value??

    func wait(with continuation: CheckedContinuation<Value, Never>) {
        let given: Value?? = lock.withLock {
            if answer == nil { self.continuation = continuation }
            return answer
        }
        if case .some(.some(let value)) = given { continuation.resume(returning: value) }
    }

    func give(_ value: Value) {
        let waiting: CheckedContinuation<Value, Never>? = lock.withLock {
            guard answer == nil else { return nil }
            answer = .some(value)
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
