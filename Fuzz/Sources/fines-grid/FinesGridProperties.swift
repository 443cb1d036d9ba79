import Foundation
import FuzzSupport
import FuzzWording
import PlateFinderData
import PlateFinderDomain

/// The fines grid — the page's grid script, a zero byte, then the grid's JSON — reads as
/// fines of the plate or a typed failure, never from JSON naming a key twice and never with
/// a text shaped like an identity number; a grid written from known fines, its columns in
/// any order, its cells in any of the forms the portal uses and regular expressions in its
/// script, reads as exactly those, and is refused for the one thing made wrong in it.
enum FinesGridProperties {
    static let plate = Plate("ABC1234")

    static func check(_ bytes: [UInt8]) {
        let (script, json) = FuzzBytes.split(bytes)
        checkGrid(script: FuzzBytes.latin1(script), json: Data(json))
        var input = FuzzInput(bytes)
        checkWritten(FinesWrittenGrid(&input))
    }

    /// Any script and JSON: fines of the plate, every text safe to print.
    private static func checkGrid(script: String, json: Data) {
        do throws(LookupFailureReason) {
            let fines = try ANTFinesGridReader.fines(script: script, json: json, plate: plate)
            Property.require(
                JSONDuplicateKeyScanner.scan(json) == .unique, "a grid naming a key twice was read")
            for fine in fines {
                Property.require(!fine.citation.isEmpty, "a fine without a citation number")
                checkTexts(of: fine)
            }
        } catch .notUnderstood(let why) {
            FailureWording.requireSafe(LookupFailure(.fines, .notUnderstood(why)), plate: plate)
        } catch {
            Property.require(false, "reading a fines grid failed with \(error)")
        }
    }

    /// A grid written from known fines: exactly those fines, read by column name.
    private static func checkWritten(_ grid: FinesWrittenGrid) {
        let fines: [TrafficFine]
        do throws(LookupFailureReason) {
            fines = try ANTFinesGridReader.fines(
                script: grid.script, json: Data(grid.json.utf8), plate: plate)
        } catch {
            Property.require(
                error == .notUnderstood(.grid(grid.refusal ?? .notJSON)) && grid.refusal != nil,
                "a grid failed with \(error), not \(String(describing: grid.refusal)): "
                    + "\(grid.script) \(grid.json)")
            return
        }
        Property.require(
            grid.refusal == nil,
            "a grid was read despite \(String(describing: grid.refusal)): \(grid.json)")
        Property.require(
            fines.map(\.citation) == grid.fines.map(\.citation),
            "citations \(fines.map(\.citation)) from \(grid.json)")
        for (fine, written) in zip(fines, grid.fines) {
            checkTexts(of: fine)
            let read = [fine.sanction, fine.surcharge, fine.remission, fine.total].map(\.cents)
            Property.require(
                read == written.amounts,
                "amounts \(read) instead of \(written.amounts)"
                    + " from \(grid.json) with \(grid.script)")
            Property.require(
                fine.issuedOn.day == written.issuedOn,
                "issued \(fine.issuedOn) instead of \(String(describing: written.issuedOn))"
                    + " from \(grid.json)")
            Property.require(
                fine.points == written.points,
                "points \(String(describing: fine.points)) from \(grid.json)")
            Property.require(fine.agency == written.agency, "agency \(fine.agency)")
        }
    }

    private static func checkTexts(of fine: TrafficFine) {
        let texts = [
            fine.citation, fine.agency, fine.article, fine.issuedOn.text, fine.notifiedOn.text,
            fine.payBy.text,
        ]
        for text in texts {
            Property.require(
                TerminalSafety.firstForbidden(in: text) == nil && CollapsedText.holds(for: text),
                "a fine's text is not ready to print: \(Property.quote(text))")
            let isIdentityShaped =
                [10, 13].contains(text.unicodeScalars.count)
                && text.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
            Property.require(
                !isIdentityShaped, "a fine's text is an identity number: \(Property.quote(text))")
        }
    }
}
