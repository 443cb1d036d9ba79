import Foundation
import FuzzSupport
import PlateFinderData

/// The scan for keys named twice agrees with a plain second reading on any bytes, and finds
/// in JSON written from known objects exactly the first key written twice in one of them.
enum JSONKeysProperties {
    static func check(_ bytes: [UInt8]) {
        let found = JSONDuplicateKeyScanner.scan(Data(bytes))
        let expected = ReferenceKeyScan.scan(bytes)
        Property.require(
            found == expected,
            "the scan found \(found), the reference \(expected), in "
                + Property.quote(FuzzBytes.utf8(bytes)))
        var input = FuzzInput(bytes)
        let written = WrittenJSON(&input)
        let writtenFinding = JSONDuplicateKeyScanner.scan(Data(written.text.utf8))
        Property.require(
            writtenFinding == written.finding,
            "the scan found \(writtenFinding) instead of \(written.finding) in "
                + Property.quote(written.text))
    }
}
