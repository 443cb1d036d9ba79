import Foundation
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// The purchase check's rules: the SRI's status and notices, the report's derived facts,
/// the services' agreement about the vehicle and the sources that failed, each to its
/// findings and verdict.
struct PurchaseCheckTests {
    private static let quiet = FinesSummary(
        pending: 0, disputed: 0, voided: 0, paid: 0, inAgreement: 0)

    @Test(arguments: [
        ("ASIGNADO", [String](), [PurchaseFindingKind](), PurchaseVerdict.clear),
        ("al día", [], [], .clear),
        ("  Activo ", [], [], .clear),
        ("BLOQUEADO", [], [.vehicleBlocked], .blocked),
        (
            "BLOQUEADO", ["VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"],
            [.saleProhibited, .vehicleBlocked], .blocked
        ),
        ("ASIGNADO", ["vehiculo con prohibicion de enajenar"], [.saleProhibited], .blocked),
        ("ASIGNADO", ["Reserva  de DOMINIO a favor del banco"], [.saleProhibited], .blocked),
        ("ASIGNADO", ["Vehículo ROBADO"], [.saleProhibited], .blocked),
        ("ASIGNADO", ["Vehículo bloqueado por la ANT"], [.vehicleBlocked], .blocked),
        ("ASIGNADO", ["Matricule su vehículo a tiempo"], [], .clear),
        ("ASIGNADO", ["Pago aprobado; sin retraso"], [], .clear),
        ("ASIGNADO", ["(EMBARGO) dispuesto"], [.saleProhibited], .blocked),
        ("EN TRÁMITE", [], [.unknownStatus], .clear),
        ("EN TRÁMITE", ["Gravamen registrado"], [.saleProhibited, .vehicleBlocked], .blocked),
    ])
    func check_readsTheSRIStatusAndNotices_withoutCaseOrAccents(
        status: String, notices: [String], kinds: [PurchaseFindingKind],
        verdict: PurchaseVerdict
    ) {
        let check = makeSUT(sri: Self.record(status: status, notices: notices))

        #expect(check.findings.map(\.kind) == kinds)
        #expect(check.verdict == verdict)
    }

    @Test func check_keepsTheNoticeVerbatim_forTheFrontEndsToShow() {
        let notice = "VEHÍCULO CON PROHIBICIÓN DE ENAJENAR POR ORDEN JUDICIAL"

        let check = makeSUT(sri: Self.record(status: "BLOQUEADO", notices: [notice]))

        #expect(check.findings.first?.detail == .sourceText(notice))
        #expect(check.findings.first?.source == .sri)
        #expect(check.findings.first?.asOf == VehicleReports.now)
    }

    @Test(arguments: [
        ("28-11-2026", "", [PurchaseFindingKind.registrationExpired]),
        ("29-11-2026", "", []),
        ("30-11-2026", "28-11-2026", [.tintExpired]),
        ("30-11-2026", "29-11-2026", []),
        ("01-01-2020", "01-01-2020", [.registrationExpired, .tintExpired]),
    ])
    func check_findsAnExpiry_onlyAfterItsDay(
        expiry: String, tintExpiry: String, kinds: [PurchaseFindingKind]
    ) {
        let car = CarFactory.make(
            plate: "PBX1234", expirationDate: expiry, tintExpirationDate: tintExpiry,
            fines: Self.quiet)

        let check = makeSUT(car: car, sri: Self.record())

        #expect(check.findings.map(\.kind) == kinds)
        #expect(check.verdict == (kinds.isEmpty ? .clear : .blocked))
    }

    @Test(arguments: [
        ("TOYOTA", "2009", "Toyota", 2009, false),
        ("CHEVROLET", "2009", "chevrolet ", 2009, false),
        ("CITROËN", "2009", "CITROEN", 2009, false),
        ("GREAT  WALL", "2009", "GREAT WALL", 2009, false),
        ("TOYOTA", "2009", "KIA", 2009, true),
        ("TOYOTA", "2009", "TOYOTA", 2010, true),
    ])
    func check_warnsWhenTheServicesDisagreeAboutTheVehicle_afterNormalising(
        antMake: String, antYear: String, sriMake: String, sriYear: Int, mismatch: Bool
    ) {
        let car = CarFactory.make(
            plate: "PBX1234", manufacturer: antMake, year: antYear, fines: Self.quiet)

        let check = makeSUT(car: car, sri: Self.record(make: sriMake, year: sriYear))

        #expect(check.findings.map(\.kind) == (mismatch ? [.identityMismatch] : []))
        #expect(check.findings.first?.severity == (mismatch ? .warning : nil))
        #expect(check.verdict == .clear)
    }

    @Test(arguments: [
        ("PBX1234", 2025, [PurchaseFindingKind.registrationLate]),
        ("PBX1230", 2025, [.registrationDueThisMonth]),
        ("PBX1234", 2026, []),
    ])
    func check_readsTheRegistrationFromTheReportsDerivedFact(
        plate: String, lastPaidYear: Int, kinds: [PurchaseFindingKind]
    ) {
        let car = CarFactory.make(plate: plate, fines: Self.quiet)

        let check = makeSUT(
            plate, car: car, sri: Self.record(plate: plate, lastPaidYear: lastPaidYear))

        #expect(check.findings.map(\.kind) == kinds)
    }

    @Test func check_findsPendingFines_withTheirCountAndTotal_andWarnsOfDisputedOnes() {
        let fines = FinesFactory.report(plate: "PBX1234", statuses: [.pending, .disputed])

        let check = makeSUT(
            car: CarFactory.make(plate: "PBX1234", fines: Self.quiet), fines: fines,
            sri: Self.record())

        #expect(check.findings.map(\.kind) == [.finesPending, .finesDisputed])
        #expect(check.findings.first?.detail == .fines(count: 1, total: Money(cents: 5_170)))
        #expect(check.verdict == .blocked)
    }

    @Test func check_warnsOfFinesInAgreement_fromThePagesCount_withoutTheGrid() {
        let counts = FinesSummary(pending: 0, disputed: 0, voided: 0, paid: 0, inAgreement: 2)

        let check = makeSUT(car: CarFactory.make(plate: "PBX1234", fines: counts), sri: nil)

        #expect(check.findings.map(\.kind) == [.finesInAgreement])
        #expect(check.findings.first?.source == .ant)
    }

    @Test(arguments: [
        (true, PurchaseVerdict.blocked), (false, .incomplete),
    ])
    func check_isIncompleteWhenASourceFailed_unlessABlockerIsFound(
        blocked: Bool, verdict: PurchaseVerdict
    ) {
        let failure = LookupFailure(.sri, .timedOut)
        let car = CarFactory.make(
            plate: "PBX1234", expirationDate: blocked ? "01-01-2020" : "31-05-2030",
            fines: Self.quiet)

        let check = PurchaseCheck(
            report: VehicleReports.report(ant: VehicleReports.asked(car), sri: .failed(failure)))

        #expect(check.verdict == verdict)
        #expect(check.unchecked == [UnansweredPart(source: .sri, failure: failure)])
    }

    @Test func check_listsBlockersBeforeWarnings() {
        let car = CarFactory.make(plate: "PBX1234", manufacturer: "KIA", fines: Self.quiet)

        let check = makeSUT(
            car: car, sri: Self.record(status: "EN TRÁMITE", lastPaidYear: 2025))

        #expect(
            check.findings.map(\.kind) == [.registrationLate, .unknownStatus, .identityMismatch])
        #expect(check.blockers.map(\.kind) == [.registrationLate])
    }

    private func makeSUT(
        _ plate: String = "PBX1234", car: Car? = nil, fines: FinesReport? = nil,
        sri: SRIRegistration?
    ) -> PurchaseCheck {
        let car = car ?? CarFactory.make(plate: plate, fines: Self.quiet)
        return PurchaseCheck(
            report: VehicleReports.report(
                plate, ant: VehicleReports.asked(car),
                fines: fines.map { VehicleReports.asked($0) } ?? .notAsked,
                sri: sri.map { VehicleReports.asked($0) } ?? .notAsked))
    }

    private static func record(
        plate: String = "PBX1234", status: String = "ASIGNADO", notices: [String] = [],
        make: String = "TOYOTA", year: Int = 2009, lastPaidYear: Int = 2026
    ) -> SRIRegistration {
        let record = SRIVehicleRecord(
            plate: Plate(plate), make: make, model: "COROLLA", modelYear: year,
            vehicleClass: "AUTOMOVIL", service: "PARTICULAR", use: "PRIVADO",
            countryOfManufacture: "JAPÓN", cylinderCapacity: 1_600, canton: "QUITO",
            camvCpn: "U02506654", lastRegistrationDate: nil,
            registrationExpirationDate: CalendarDate(year: 2030, month: 5, day: 31),
            inspectionDate: nil, purchaseDate: nil, lastPaidYear: lastPaidYear,
            vehicleStatus: status,
            notices: notices.map { SRINotice(kind: .vehicleMessage, text: $0) })
        return SRIRegistration(record: record, dues: .none)
    }
}
