import Foundation
import FuzzSupport
import FuzzWording
import PlateFinderData
import PlateFinderDomain

/// The ANT portal's page, as bytes off the wire, mapped for several plates: it yields the
/// vehicle of at most one of them (the one its plate cell names), or a typed failure. A page
/// written from known fields, its labels anywhere and in any spelling the portal's could
/// take, reads as exactly those fields when it has every label and its fines section; with a
/// label renamed, missing or unknown it is not understood, naming that label; without its
/// fines section it is not the vehicle page.
enum ANTPageProperties {
    /// The plates of the fixture pages the corpus starts from.
    static let plates = ["ABC1234", "GBC4567", "IB123C", "PBX1234"].map(Plate.init)

    static func check(_ bytes: [UInt8]) {
        checkPage(bytes)
        var input = FuzzInput(bytes)
        let plateText = input.element(of: ["ABC1234", "abc-1234", " ABC 1234 "])
        checkWritten(ANTWrittenPage(plate: plateText, &input))
    }

    /// A written page: the vehicle of its plate, each field the value after its label, or
    /// the failure its change makes.
    private static func checkWritten(_ page: ANTWrittenPage) {
        let html = HTTPTextDecoder.decode(Data(page.bytes), contentType: nil)
        let car: Car
        do throws(LookupFailureReason) {
            car = try ANTCarHTMLMapper.map(html, for: plates[0])
        } catch {
            guard case .refused(let reason) = page.expected else {
                Property.require(
                    false, "a written page failed with \(error): \(Property.quote(html))")
                return
            }
            Property.require(
                error == reason,
                "a written page failed with \(error), not \(reason): \(Property.quote(html))")
            return
        }
        guard case .car = page.expected else {
            Property.require(false, "a changed page read as \(car): \(Property.quote(html))")
            return
        }
        for (field, label, value) in page.fields {
            Property.require(
                field(car) == value,
                "\(label) read \(Property.quote(field(car))), not"
                    + " \(Property.quote(value)): \(Property.quote(html))")
        }
        Property.require(
            car.fines == page.fines,
            "the fines read \(String(describing: car.fines)), not"
                + " \(String(describing: page.fines)): \(Property.quote(html))")
        for plate in plates.dropFirst() {
            Property.require(
                (try? ANTCarHTMLMapper.map(html, for: plate)) == nil,
                "the page of \(plates[0]) answered for \(plate)")
        }
    }

    /// Any bytes: at most one plate's vehicle, failures that say the same whatever plate.
    private static func checkPage(_ bytes: [UInt8]) {
        let html = HTTPTextDecoder.decode(Data(bytes), contentType: nil)
        var answered: [Plate] = []
        var aboutThePage: [LookupFailureReason] = []
        for plate in plates {
            do throws(LookupFailureReason) {
                let car = try ANTCarHTMLMapper.map(html, for: plate)
                answered.append(plate)
                checkFields(of: car, askedFor: plate)
            } catch .noData {
                aboutThePage.append(.noData)
            } catch .unexpectedAnswer(let what) {
                aboutThePage.append(.unexpectedAnswer(what))
                FailureWording.requireSafe(
                    LookupFailure(.ant, .unexpectedAnswer(what)), plate: plate)
            } catch .notUnderstood(let why) {
                FailureWording.requireSafe(LookupFailure(.ant, .notUnderstood(why)), plate: plate)
            } catch {
                Property.require(false, "mapping a page failed with \(error)")
            }
        }
        Property.require(
            answered.count <= 1, "one page answered as the vehicle of \(answered)")
        // No data and a page that is not the vehicle page say something about the page,
        // whichever plate was asked.
        Property.require(
            aboutThePage.isEmpty
                || (aboutThePage.count == plates.count
                    && aboutThePage.allSatisfy { $0 == aboutThePage[0] }),
            "the page's own failure depends on the plate asked: \(aboutThePage)")
    }

    private static func checkFields(of car: Car, askedFor plate: Plate) {
        Property.require(car.plate == plate.value, "a car of \(car.plate) for \(plate)")
        let texts = [
            car.manufacturer, car.colorName, car.registrationYear, car.model, car.segment,
            car.registrationDate, car.year, car.service, car.expirationDate, car.tint,
            car.tintExpirationDate,
        ]
        for text in texts {
            Property.require(
                TerminalSafety.firstForbidden(in: text) == nil,
                "a field holds what could drive a terminal: \(Property.quote(text))")
            Property.require(
                CollapsedText.holds(for: text),
                "a field is not trimmed and collapsed: \(Property.quote(text))")
        }
        if let fines = car.fines {
            let counts = [
                fines.pending, fines.disputed, fines.voided, fines.paid, fines.inAgreement,
            ]
            Property.require(counts.allSatisfy { $0 >= 0 }, "negative fine counts: \(counts)")
        }
    }
}
