import PlateFinderApp
import PlateFinderDomain

/// `platefinder find PLATE`: looks the vehicle up and prints its card or JSON.
struct FindCommand {
    /// The process environment, for the configuration.
    let environment: [String: String]
    /// The wording of errors found before the configuration is known.
    let messages: Messages
    /// Where the result and errors go.
    let console: Console

    /// Looks `request`'s plate up; the exit code says whether and why it failed.
    func run(_ request: FindRequest) async -> ExitCode {
        let configuration: AppConfiguration
        do {
            configuration = try AppConfiguration.resolve(
                endpoint: request.endpoint, timeout: request.timeout,
                language: request.language, environment: environment)
        } catch {
            console.error(messages.sentence(for: error))
            return .usage
        }
        let messages = Messages(language: configuration.language)
        let summary = PlateSummary(text: request.plateText)
        guard summary.isComplete else {
            console.error(messages.sentence(for: .invalidPlate(summary.plate, summary.format)))
            return .usage
        }
        let loader = PlateFinderComposition.makeCarInfoLoader(configuration: configuration)
        do throws(CarInfoError) {
            let car = try await loader.loadCar(for: summary.plate)
            if request.json {
                console.output(CarJSON.object(for: car).prettyText + "\n")
            } else {
                console.output(CarCard(car: car, messages: messages).render())
            }
            return .success
        } catch {
            console.error(messages.sentence(for: error, plate: summary.plate))
            return ExitCode(error)
        }
    }
}
