import Foundation
import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The real answers in the fixtures, mapped field by field.
struct SRIRegistrationMapperTests {
    @Test func map_readsTheRecord_ofAVehicleThatOwes() throws {
        let record = try makeSUT("valor_PCQ5129.json", plate: "PCQ5129").record

        #expect(record.plate == Plate("PCQ5129"))
        #expect(record.make == "TOYOTA")
        #expect(record.model == "RAV4 LS AC 2.0 5P 4X2 TM")
        #expect(record.modelYear == 2020)
        #expect(record.vehicleClass == "JEEP")
        #expect(record.service == "PARTICULAR")
        #expect(record.use == "NO APLICA")
        #expect(record.countryOfManufacture == "JAPÓN")
        #expect(record.cylinderCapacity == 1987)
        #expect(record.canton == "QUITO")
        #expect(record.camvCpn == "U02506654")
        #expect(record.lastRegistrationDate == CalendarDate(year: 2023, month: 6, day: 27))
        #expect(record.registrationExpirationDate == CalendarDate(year: 2028, month: 6, day: 27))
        #expect(record.inspectionDate == CalendarDate(year: 2025, month: 7, day: 3))
        #expect(record.purchaseDate == CalendarDate(year: 2019, month: 11, day: 28))
        #expect(record.lastPaidYear == 2023)
        #expect(record.vehicleStatus == "ASIGNADO")
        #expect(record.notices.isEmpty)
    }

    @Test func map_readsTheDuesTree_exactToTheCent() throws {
        let dues = try makeSUT("valor_PCQ5129.json", plate: "PCQ5129").dues

        #expect(dues.total == Money(cents: 87_416))
        #expect(dues.totalsAgree)
        #expect(
            dues.debts.map(\.description) == [
                "PAGO DE AJUSTES", "PAGO DEL VALOR DE LA MATRÍCULA",
                "PAGO DEL VALOR DE TRANSFERENCIA DE DOMINIO",
            ])
        #expect(dues.debts.map(\.subtotal.cents) == [64_057, 2_674, 20_685])
        let adjustment = try #require(dues.debts.first?.items.first)
        #expect(adjustment.description == "IMPUESTO A LA PROPIEDAD")
        #expect(adjustment.fiscalPeriod == "2022 - 2022")
        #expect(adjustment.beneficiary == "SRI")
        #expect(adjustment.details.map(\.amount.cents) == [53_570, 20_974, -10_487])
        #expect(adjustment.details.map(\.year) == [2022, 2022, 2022])
        #expect(dues.debts[1].items.first?.amount == Money(cents: 2_674))
    }

    @Test func map_readsAVehicleThatOwesNothing_withItsInformation() throws {
        let answer = try makeSUT("valor_AAB0101_al_dia.json", plate: "AAB0101")

        #expect(answer.dues == .none)
        #expect(answer.record.lastPaidYear == 2026)
        #expect(answer.record.vehicleStatus == "AL DIA")
        #expect(answer.record.vehicleClass == "AUTOMÓVIL")
        #expect(
            answer.record.notices == [
                SRINotice(
                    kind: .information,
                    text: "El vehículo no registra valores pendientes de pago")
            ])
    }

    // MARK: - Helpers

    private func makeSUT(_ fixture: String, plate: String) throws -> SRIRegistration {
        try SRIRegistrationMapper.map(
            Fixture.data(named: fixture), for: Plate(plate), today: DuesFactory.answerDay)
    }
}
