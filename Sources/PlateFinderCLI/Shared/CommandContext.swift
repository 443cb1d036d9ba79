import Foundation
import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// What a command works with once its options are understood: the configuration, its
/// wording, the plates it was given, and the use cases over the opened store. Failures are
/// worded here, in the person's language, for the runner to say.
struct CommandContext {
    /// Every decided setting.
    let configuration: AppConfiguration
    /// The wording of everything said.
    let messages: Messages
    /// Where results and errors go.
    let console: Console
    /// The zone dates are shown in and the person's "today" is decided in.
    let timeZone: TimeZone
    /// Where "now" is read.
    let instants: InstantClock
    /// Whether standard output may be coloured: on a terminal, unless `NO_COLOR` or a dumb
    /// terminal says not.
    let outputColors: ColorSupport

    /// Decides the configuration from `options`, `process`'s environment and the run's
    /// language; a problem ends the command with the usage code.
    init(options: ConfigurationOptions, process: ProcessContext) throws(CommandFailure) {
        do {
            configuration = try options.resolve(
                language: process.messages.language, environment: process.environment)
        } catch {
            throw CommandFailure(error, messages: process.messages)
        }
        messages = process.messages
        console = process.console
        timeZone = process.timeZone
        instants = process.instants
        outputColors = ColorSupport.detect(
            environment: process.environment, isTerminal: process.console.isOutputTerminal)
    }

    /// Opens the store and returns every use case the composition root builds over it.
    func useCases() throws(CommandFailure) -> PlateFinderUseCases {
        do {
            return try PlateFinderComposition.makeUseCases(
                configuration: configuration,
                clock: DayClock(timeZone: timeZone, instants: instants))
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

    /// A usage problem.
    func fail(_ error: UsageError) -> CommandFailure {
        CommandFailure(error, messages: messages)
    }

    /// A store that could not be used.
    func fail(_ error: StoreError) -> CommandFailure {
        CommandFailure(
            exitCode: .storage,
            message: messages.sentence(for: error, path: configuration.storePath))
    }

    /// A lookup of `plate` that gave no answer, naming the source that failed.
    func fail(_ failure: LookupFailure, plate: LookupPlate) -> CommandFailure {
        let code = FailureJSON.code(for: failure.reason)
        return CommandFailure(
            exitCode: ExitCode(failure),
            message: messages.sentence(for: failure, plate: plate.plate),
            code: code.code, statusCode: code.statusCode, source: failure.source)
    }
}
