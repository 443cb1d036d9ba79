import Foundation
import PlateFinderDomain

/// The SRI's answer as PlateFinder's file keeps it: JSON of its own shape, amounts in cents
/// and days as `YYYY-MM-DD`, so nothing is lost or rounded when it is read back.
struct StoredRegistration: Codable, Equatable {
    struct Notice: Codable, Equatable {
        let kind: String
        let text: String
    }

    struct Detail: Codable, Equatable {
        let description: String
        let year: Int?
        let cents: Int
    }

    struct Item: Codable, Equatable {
        let description: String
        let fiscalPeriod: String
        let beneficiary: String
        let cents: Int
        let details: [Detail]
    }

    struct Debt: Codable, Equatable {
        let description: String
        let subtotalCents: Int
        let items: [Item]
    }

    let make: String?
    let model: String?
    let modelYear: Int?
    let vehicleClass: String?
    let service: String?
    let use: String?
    let countryOfManufacture: String?
    let cylinderCapacity: Int?
    let canton: String?
    let camvCpn: String?
    let lastRegistrationDate: String?
    let registrationExpirationDate: String?
    let inspectionDate: String?
    let purchaseDate: String?
    let lastPaidYear: Int?
    let vehicleStatus: String?
    let notices: [Notice]
    let debts: [Debt]
    /// Absent when the SRI said nothing of what is owed.
    let totalCents: Int?

    /// The stored shape of `registration`.
    init(_ registration: SRIRegistration) {
        let record = registration.record
        make = record.make
        model = record.model
        modelYear = record.modelYear
        vehicleClass = record.vehicleClass
        service = record.service
        use = record.use
        countryOfManufacture = record.countryOfManufacture
        cylinderCapacity = record.cylinderCapacity
        canton = record.canton
        camvCpn = record.camvCpn
        lastRegistrationDate = record.lastRegistrationDate?.isoString
        registrationExpirationDate = record.registrationExpirationDate?.isoString
        inspectionDate = record.inspectionDate?.isoString
        purchaseDate = record.purchaseDate?.isoString
        lastPaidYear = record.lastPaidYear
        vehicleStatus = record.vehicleStatus
        notices = record.notices.map { Notice(kind: $0.kind.rawValue, text: $0.text) }
        debts = registration.dues.debts.map { debt in
            Debt(
                description: debt.description, subtotalCents: debt.subtotal.cents,
                items: debt.items.map { item in
                    Item(
                        description: item.description, fiscalPeriod: item.fiscalPeriod,
                        beneficiary: item.beneficiary, cents: item.amount.cents,
                        details: item.details.map {
                            Detail(
                                description: $0.description, year: $0.year, cents: $0.amount.cents)
                        })
                })
        }
        totalCents = registration.dues.total?.cents
    }

    /// The answer about `plate` these values stand for; throws for values no PlateFinder
    /// writes.
    func registration(for plate: Plate) throws(SQLiteError) -> SRIRegistration {
        let record = SRIVehicleRecord(
            plate: plate, make: make, model: model, modelYear: modelYear,
            vehicleClass: vehicleClass, service: service, use: use,
            countryOfManufacture: countryOfManufacture, cylinderCapacity: cylinderCapacity,
            canton: canton, camvCpn: camvCpn,
            lastRegistrationDate: try Self.day(lastRegistrationDate),
            registrationExpirationDate: try Self.day(registrationExpirationDate),
            inspectionDate: try Self.day(inspectionDate), purchaseDate: try Self.day(purchaseDate),
            lastPaidYear: lastPaidYear, vehicleStatus: vehicleStatus,
            notices: try notices.map { notice throws(SQLiteError) in
                guard let kind = SRINotice.Kind(rawValue: notice.kind) else {
                    throw .corrupt(message: "a saved SRI answer has a notice of no known kind")
                }
                return SRINotice(kind: kind, text: notice.text)
            })
        let debts = debts.map { debt in
            DuesDebt(
                description: debt.description, subtotal: Money(cents: debt.subtotalCents),
                items: debt.items.map { item in
                    DuesItem(
                        description: item.description, fiscalPeriod: item.fiscalPeriod,
                        beneficiary: item.beneficiary, amount: Money(cents: item.cents),
                        details: item.details.map {
                            DuesDetail(
                                description: $0.description, year: $0.year,
                                amount: Money(cents: $0.cents))
                        })
                })
        }
        return SRIRegistration(
            record: record,
            dues: RegistrationDues(debts: debts, total: totalCents.map { Money(cents: $0) }))
    }

    private static func day(_ text: String?) throws(SQLiteError) -> CalendarDate? {
        guard let text else { return nil }
        guard let day = CalendarDate(isoString: text) else {
            throw .corrupt(message: "a saved SRI answer has a date that is no day")
        }
        return day
    }
}
