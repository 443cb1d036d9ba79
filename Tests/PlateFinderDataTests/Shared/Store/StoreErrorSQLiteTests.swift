import PlateFinderDomain
import Testing

@testable import PlateFinderData

struct StoreErrorSQLiteTests {
    @Test(arguments: [
        (SQLiteError.notADatabase(path: "/p"), StoreError.notAPlateFinderDatabase),
        (.foreignDatabase(path: "/p", applicationID: 7), .notAPlateFinderDatabase),
        (.schemaTooNew(found: 3, supported: 1), .newerSchema(found: 3, supported: 1)),
        (.readOnly(path: "/p", message: "m"), .readOnly),
        (.busy(message: "database is locked"), .busy),
        (.cannotOpen(path: "/p", message: "No such file"), .cannotOpen("No such file")),
        (
            .cannotCreateDirectory(path: "/home/x/.local", message: "Not a directory"),
            .cannotCreateFolder(path: "/home/x/.local", reason: "Not a directory")
        ),
        (.constraintViolation(message: "m"), .failure("m")),
        (.corrupt(message: "m"), .failure("m")),
        (.failure(code: 10, message: "disk I/O error"), .failure("disk I/O error")),
    ])
    func init_mapsEverySQLiteFailure_toWhatItMeansForTheStore(
        error: SQLiteError, expected: StoreError
    ) {
        #expect(StoreError(error) == expected)
    }
}
