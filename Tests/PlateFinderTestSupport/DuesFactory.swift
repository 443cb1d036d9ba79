import Foundation
import PlateFinderDomain

/// SRI answers for tests: a record with every field chosen and dues of one item.
public enum DuesFactory {
    /// The day SRI answers are read on in tests: 2026-06-15, so next year is 2027.
    public static let answerDay = CalendarDate(
        instant: Date(timeIntervalSince1970: 1_781_524_800), in: .gmt)

    /// An answer about `plate`, last paid for `lastPaidYear`, owing `owedCents` (nil: an
    /// answer that does not say what is owed).
    public static func registration(
        plate: String = "PCQ5129", lastPaidYear: Int? = 2025, owedCents: Int? = 2_674
    ) -> SRIRegistration {
        let record = SRIVehicleRecord(
            plate: Plate(plate), make: "TOYOTA", model: "RAV4", modelYear: 2020,
            vehicleClass: "JEEP", service: "PARTICULAR", use: "PRIVADO",
            countryOfManufacture: "JAPÓN", cylinderCapacity: 1987, canton: "QUITO",
            camvCpn: "U02506654", lastRegistrationDate: CalendarDate(year: 2023, month: 6, day: 27),
            registrationExpirationDate: CalendarDate(year: 2028, month: 6, day: 27),
            inspectionDate: nil, purchaseDate: nil, lastPaidYear: lastPaidYear,
            vehicleStatus: "ASIGNADO", notices: [])
        guard let owedCents else {
            return SRIRegistration(record: record, dues: .unknown)
        }
        let amount = Money(cents: owedCents)
        let dues =
            owedCents == 0
            ? RegistrationDues.none
            : RegistrationDues(
                debts: [
                    DuesDebt(
                        description: "PAGO DEL VALOR DE LA MATRÍCULA", subtotal: amount,
                        items: [
                            DuesItem(
                                description: "TASA SPPAT", fiscalPeriod: "2026 - 2026",
                                beneficiary: "SPPAT", amount: amount, details: [])
                        ])
                ], total: amount)
        return SRIRegistration(record: record, dues: dues)
    }
}
