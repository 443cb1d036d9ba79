import Foundation
import PlateFinderDomain
import PlateFinderPresentation
import Testing

struct AppErrorTaskTests {
    @Test(arguments: [
        (TaskError.validation(.emptyTitle), AppError.task(.invalidTask(.emptyTitle))),
        (
            .validation(.titleTooLong(maximum: 20)),
            .task(.invalidTask(.titleTooLong(maximum: 20)))
        ),
        (.validation(.dueDateInPast), .task(.invalidTask(.dueDateInPast))),
        (.notFound("2f1e"), .task(.notFound("2f1e"))),
        (.ambiguousPrefix("2f1e", matches: 3), .task(.ambiguousPrefix("2f1e", matches: 3))),
        (.prefixTooShort(minimum: 4), .task(.prefixTooShort(minimum: 4))),
        (.storage(.busy), .interruption(.storage(.busy))),
    ])
    func initTask_showsBrokenRulesInline_andStorageAsAnInterruption(
        error: TaskError, expected: AppError
    ) {
        #expect(AppError(error) == expected)
    }
}
