import PlateFinderDomain
import PlateFinderPresentation

extension CarInfoError {
    /// The lookup failure a screen's `error` stands for, so a source's part words it as
    /// the command line words that source's failure; a storage or task error, which no
    /// lookup gives, reads as the network failing.
    init(answering error: AppError) {
        self =
            switch error {
            case .interruption(.portalUnreachable): .networkError
            case .interruption(.portalFailing(let statusCode)): .serverError(statusCode: statusCode)
            case .interruption(.portalTimedOut): .timeout
            case .interruption(.portalUnavailable(let detail)): .portalUnavailable(detail)
            case .plate(.unreadableAnswer(let detail)): .parsingError(detail)
            case .plate(.noDataFound): .noDataFound
            case .interruption(.storage), .plate, .task: .networkError
            }
    }
}
