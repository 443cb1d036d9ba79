import Foundation
import FuzzSupport
import FuzzWording
import PlateFinderData
import PlateFinderDomain

/// The SRI's answer, as bytes, maps to the record and dues of the plate it names or to a
/// typed failure; an answer written from known amounts maps to exactly those amounts, and
/// says its parts agree exactly when they add up.
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
                let registration = try SRIRegistrationMapper.map(data, for: plate)
                answered.append(plate)
                Property.require(
                    registration.record.plate == plate,
                    "the record of \(registration.record.plate) for \(plate)")
                checkTexts(registration)
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
            registration = try SRIRegistrationMapper.map(Data(answer.json.utf8), for: plates[0])
        } catch {
            Property.require(false, "a well-formed answer failed with \(error): \(answer.json)")
            return
        }
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
            dues.total.cents == answer.total, "total \(dues.total) for \(answer.json)")
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
