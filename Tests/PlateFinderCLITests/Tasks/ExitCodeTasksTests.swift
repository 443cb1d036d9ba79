import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import Testing

@Suite struct ExitCodeTasksTests {
    @Test(arguments: [
        (TaskError.validation(.emptyTitle), ExitCode.usage),
        (.validation(.titleTooLong(maximum: 20)), .usage),
        (.validation(.noteTooLong(maximum: 1_000)), .usage),
        (.validation(.dueDateInPast), .usage),
        (.notFound("abcd"), .usage),
        (.ambiguousPrefix("abcd", matches: 2), .usage),
        (.prefixTooShort(minimum: 4), .usage),
        (.storage(.busy), .storage),
        (.storage(.notAPlateFinderDatabase), .storage),
    ])
    func init_mapsEveryTaskError(error: TaskError, expected: ExitCode) {
        #expect(ExitCode(error) == expected)
    }
}
