import Foundation
import PlateFinderApp
import PlateFinderDomain

/// What a command works with once its options are understood: the configuration, its
/// wording, the plates it was given, and the use cases over the opened store. Failures are
/// reported here, once, in the person's language.
struct CommandContext {
    /// Every decided setting.
    let configuration: AppConfiguration
    /// The wording of everything said.
    let messages: Messages
    /// Where results and errors go.
    let console: Console
    /// The zone dates are shown in and the person's "today" is decided in.
    let timeZone: TimeZone

    /// Decides the configuration from `options`, `process`'s environment and the language
    /// `messages` speak, the run's; a problem ends the command with the usage code.
    init(
        options: ConfigurationOptions, process: ProcessContext, fallback messages: Messages
    ) throws(CommandFailure) {
        do {
            configuration = try options.resolve(
                language: messages.language, environment: process.environment)
        } catch {
            process.console.error(messages.sentence(for: error))
            throw CommandFailure(exitCode: .usage)
        }
        self.messages = messages
        console = process.console
        timeZone = process.timeZone
    }

    /// Opens the store and returns every use case the composition root builds over it.
    func useCases() throws(CommandFailure) -> PlateFinderUseCases {
        do {
            return try PlateFinderComposition.makeUseCases(
                configuration: configuration, clock: DayClock(timeZone: timeZone))
        } catch {
            throw fail(error)
        }
    }

    /// The complete plate `text` submits (an old three-digit car plate written with four
    /// digits, said on standard error); an incomplete or invalid one is reported as a usage
    /// problem.
    func lookupPlate(_ text: String) throws(CommandFailure) -> LookupPlate {
        let submission = submit(text)
        guard let plate = submission.lookupPlate else {
            throw fail(.invalidPlate(submission.plate, submission.format))
        }
        return plate
    }

    /// The plate `text` submits, saying on standard error when an old three-digit car plate
    /// is used written with four digits.
    func submit(_ text: String) -> PlateSubmission {
        let submission = PlateSubmission(text)
        if submission.wasWrittenWithFourDigits {
            console.note(messages.writtenWithFourDigits(submission.plate))
        }
        return submission
    }

    /// Reports a usage problem.
    func fail(_ error: UsageError) -> CommandFailure {
        if case .invalidPlate = error { console.recordFailure(code: "invalidPlate") }
        console.error(messages.sentence(for: error))
        return CommandFailure(exitCode: .usage)
    }

    /// Reports a store that could not be used.
    func fail(_ error: StoreError) -> CommandFailure {
        console.error(messages.sentence(for: error, path: configuration.storePath))
        return CommandFailure(exitCode: .storage)
    }

    /// Reports a lookup of `plate` that gave no answer, naming the source that failed.
    func fail(_ failure: LookupFailure, plate: LookupPlate) -> CommandFailure {
        let code = FailureJSON.code(for: failure.reason)
        console.recordFailure(code: code.code, statusCode: code.statusCode, source: failure.source)
        console.error(messages.sentence(for: failure, plate: plate.plate))
        return CommandFailure(exitCode: ExitCode(failure))
    }
}
