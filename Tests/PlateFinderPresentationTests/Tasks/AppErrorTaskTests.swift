import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import Testing

struct AppErrorTaskTests {
    @Test(arguments: [
        (TaskError.validation(.emptyTitle), AppError.domain(.invalidTask(.emptyTitle))),
        (
            .validation(.titleTooLong(maximum: 20)),
            .domain(.invalidTask(.titleTooLong(maximum: 20)))
        ),
        (.validation(.dueDateInPast), .domain(.invalidTask(.dueDateInPast))),
        (.notFound("2f1e"), .domain(.taskNotFound("2f1e"))),
        (.ambiguousPrefix("2f1e", matches: 3), .domain(.ambiguousTaskPrefix("2f1e", matches: 3))),
        (.prefixTooShort(minimum: 4), .domain(.taskPrefixTooShort(minimum: 4))),
        (.invalidPlate(.invalid), .domain(.invalidPlate(.invalid))),
        (.storage(.busy), .interruption(.storage(.busy))),
    ])
    func initTask_showsBrokenRulesInline_andStorageAsAnInterruption(
        error: TaskError, expected: AppError
    ) {
        #expect(AppError(error) == expected)
    }
}
