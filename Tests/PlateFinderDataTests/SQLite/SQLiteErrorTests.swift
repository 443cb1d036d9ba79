import Foundation
import Testing

@testable import PlateFinderData

struct SQLiteErrorTests {
    @Test(arguments: [EACCES, EPERM, EROFS])
    func initErrno_deliversReadOnly_whenWritingIsForbidden(code: Int32) {
        let error = SQLiteError(errno: code, path: "/p")

        #expect(error == .readOnly(path: "/p", message: String(cString: strerror(code))))
    }

    @Test(arguments: [ENOENT, ENOTDIR, EISDIR, ELOOP, ENAMETOOLONG])
    func initErrno_deliversCannotOpen_forEveryOtherReason(code: Int32) {
        let error = SQLiteError(errno: code, path: "/p")

        #expect(error == .cannotOpen(path: "/p", message: String(cString: strerror(code))))
    }

    @Test(arguments: [
        (Int32(5), SQLiteError.busy(message: "m")), (6, .busy(message: "m")),
        (517, .busy(message: "m")), (2067, .constraintViolation(message: "m")),
        (8, .readOnly(path: "/p", message: "m")), (26, .notADatabase(path: "/p")),
        (11, .corrupt(message: "m")), (10, .failure(code: 10, message: "m")),
        (13, .failure(code: 13, message: "m")),
    ])
    func initResultCode_classifiesByPrimaryCode(code: Int32, expected: SQLiteError) {
        #expect(SQLiteError(resultCode: code, message: "m", path: "/p") == expected)
    }
}
