import Foundation
import FuzzSupport
import FuzzWording
import PlateFinderData
import PlateFinderDomain

/// The SRI's answer, as bytes, maps to the record and dues of the plate it names or to a
/// typed failure — never when an object names a key twice, never to an amount past the
/// bound or a year outside its bounds; an answer written from known amounts maps to exactly
/// those amounts, says its parts agree exactly when they add up, and is refused for the one
/// thing made wrong in it.
enum SRIDuesProperties {
    /// The plates of the fixture answers the corpus starts from.
    static let plates = ["PCQ5129", "AAB0101"].map(Plate.init)

    static func check(_ bytes: [UInt8]) {
        checkAnswer(Data(bytes))
        var input = FuzzInput(bytes)
        let answer = SRIWrittenAnswer(&input)
        checkWritten(answer)
    }

    /// Any bytes: the vehicle of at most one plate, every text safe to print.
    private static func checkAnswer(_ data: Data) {
        var answered: [Plate] = []
        for plate in plates {
            do throws(LookupFailureReason) {
                let registration = try SRIRegistrationMapper.map(
                    data, for: plate, today: SRIWrittenAnswer.today)
                answered.append(plate)
                Property.require(
                    registration.record.plate == plate,
                    "the record of \(registration.record.plate) for \(plate)")
                Property.require(
                    JSONDuplicateKeyScanner.scan(data) == .unique,
                    "an answer naming a key twice was mapped")
                checkTexts(registration)
                checkBounds(registration)
            } catch .notUnderstood(let why) {
                FailureWording.requireSafe(LookupFailure(.sri, .notUnderstood(why)), plate: plate)
            } catch {
                Property.require(false, "mapping an SRI answer failed with \(error)")
            }
        }
        Property.require(answered.count <= 1, "one answer mapped for \(answered)")
    }

    /// An answer written from known amounts: those amounts to the cent, agreement exactly
    /// where the parts add up.
    private static func checkWritten(_ answer: SRIWrittenAnswer) {
        let registration: SRIRegistration
        do throws(LookupFailureReason) {
            registration = try SRIRegistrationMapper.map(
                Data(answer.json.utf8), for: plates[0], today: SRIWrittenAnswer.today)
        } catch {
            Property.require(
                error == .notUnderstood(.dues(answer.refusal ?? .notJSON)) && answer.refusal != nil,
                "an answer failed with \(error), not \(String(describing: answer.refusal)): "
                    + answer.json)
            return
        }
        Property.require(
            answer.refusal == nil,
            "an answer mapped despite \(String(describing: answer.refusal)): \(answer.json)")
        checkTexts(registration)
        let dues = registration.dues
        Property.require(
            dues.debts.map(\.subtotal.cents) == answer.debts.map(\.subtotal),
            "subtotals \(dues.debts.map(\.subtotal)) for \(answer.json)")
        Property.require(
            dues.debts.map { $0.items.map(\.amount.cents) }
                == answer.debts.map { $0.items.map(\.amount) },
            "item amounts differ for \(answer.json)")
        Property.require(
            dues.debts.map { $0.items.map { $0.details.map(\.amount.cents) } }
                == answer.debts.map { $0.items.map(\.details) },
            "detail amounts differ for \(answer.json)")
        Property.require(
            dues.total?.cents == answer.total,
            "total \(String(describing: dues.total)) for \(answer.json)")
        Property.require(
            dues.debts.map(\.partsAgree) == answer.debts.map(\.partsAgree),
            "debts agree \(dues.debts.map(\.partsAgree)) for \(answer.json)")
        Property.require(
            dues.totalsAgree == answer.totalsAgree,
            "totals agree \(dues.totalsAgree) for \(answer.json)")
        Property.require(
            registration.record.lastPaidYear == answer.lastPaidYear,
            "last paid year \(String(describing: registration.record.lastPaidYear))"
                + " for \(answer.json)")
        Property.require(
            registration.record.registrationExpirationDate == answer.expirationDay,
            "expiry \(String(describing: registration.record.registrationExpirationDate))"
                + " for \(answer.json)")
    }

    /// Every amount owed within zero and a billion dollars, every year within its bounds.
    private static func checkBounds(_ registration: SRIRegistration) {
        let dues = registration.dues
        let owed =
            [dues.total].compactMap { $0 } + dues.debts.map(\.subtotal)
            + dues.debts.flatMap { $0.items.map(\.amount) }
        Property.require(
            owed.allSatisfy { (0...100_000_000_000).contains($0.cents) },
            "an amount owed out of bounds: \(owed)")
        let details = dues.debts.flatMap { $0.items.flatMap { $0.details.map(\.amount.cents) } }
        Property.require(
            details.allSatisfy { (-100_000_000_000...100_000_000_000).contains($0) },
            "a detail out of bounds: \(details)")
        let record = registration.record
        Property.require(
            record.lastPaidYear.map { (1950...2027).contains($0) } ?? true,
            "last paid year \(String(describing: record.lastPaidYear))")
        Property.require(
            record.modelYear.map { (1900...2028).contains($0) } ?? true,
            "model year \(String(describing: record.modelYear))")
    }

    private static func checkTexts(_ registration: SRIRegistration) {
        let record = registration.record
        var texts = [
            record.make, record.model, record.vehicleClass, record.service, record.use,
            record.countryOfManufacture, record.canton, record.camvCpn, record.vehicleStatus,
        ].compactMap { $0 }
        texts += record.notices.map(\.text)
        for debt in registration.dues.debts {
            texts.append(debt.description)
            for item in debt.items {
                texts += [item.description, item.fiscalPeriod, item.beneficiary]
                texts += item.details.map(\.description)
            }
        }
        for text in texts {
            Property.require(
                TerminalSafety.firstForbidden(in: text) == nil && CollapsedText.holds(for: text),
                "an SRI text is not ready to print: \(Property.quote(text))")
        }
    }
}
