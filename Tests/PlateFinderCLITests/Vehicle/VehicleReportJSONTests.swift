import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// `find --json`'s object: every key the vehicle search wrote, with its old meaning, and
/// the report's identity, deadline and parts beside them.
@Suite struct VehicleReportJSONTests {
    private typealias Reports = VehicleReports

    @Test func object_keepsEveryVehicleKey_andAddsTheReportKeys() {
        let members = makeMembers(Reports.report(ant: Reports.asked(Reports.car)))

        #expect(Set(members.keys) == CarJSON.keys.union(VehicleReportJSON.reportKeys))
        let vehicle = Self.members(CarJSON.object(for: Reports.car))
        for key in CarJSON.keys {
            #expect(members[key] == vehicle[key], "\(key) changed")
        }
    }

    @Test func object_saysPortalAndWhenFetched_forTheANTsFreshAnswer() {
        let members = makeMembers(Reports.report(ant: Reports.asked(Reports.car)), isFavorite: true)

        #expect(members["source"] == .string("portal"))
        #expect(members["fetchedAt"] == .string("2026-11-30T00:53:20Z"))
        #expect(members["portalFailure"] == .null)
        #expect(members["isFavorite"] == .bool(true))
    }

    @Test func object_saysCacheAndWhy_whenTheANTsSavedCopyStoodIn() {
        let failure = LookupFailure(.ant, .httpStatus(502))
        let members = makeMembers(
            Reports.report(ant: Reports.saved(Reports.car, standingInFor: failure)))

        #expect(members["source"] == .string("cache"))
        #expect(members["fetchedAt"] == .string("2026-11-29T23:53:20Z"))
        #expect(
            members["portalFailure"]
                == .object([
                    "code": .string("serverError"), "statusCode": .int(502),
                    "source": .string("ant"),
                ]))
        #expect(members["isFavorite"] == .bool(false))
    }

    @Test func object_writesTheANTsKeysNull_whenTheANTGaveNoVehicle_evenWithTheSRIsIdentity() {
        let members = makeMembers(
            Reports.report(
                ant: .failed(LookupFailure(.ant, .unreachable)),
                sri: Reports.asked(Reports.registration)))

        for key in ["manufacturer", "model", "year", "colorName", "fines", "expirationDate"] {
            #expect(members[key] == .null, "\(key)")
        }
        #expect(members["plate"] == .string("PBX1234"))
        #expect(members["format"] == .string("car"))
        #expect(members["province"] == .string("Pichincha"))
        #expect(members["registrationMonth"] == .int(5))
        #expect(members["source"] == .null)
        #expect(members["fetchedAt"] == .null)
        #expect(
            members["portalFailure"]
                == .object([
                    "code": .string("networkError"), "statusCode": .null,
                    "source": .string("ant"),
                ]))
        #expect(
            members["identity"]
                == .object([
                    "make": .string("TOYOTA"), "model": .string("RAV4"), "year": .int(2020),
                    "source": .string("sri"),
                ]))
    }

    @Test func object_saysNoDataFound_whenTheANTHasNoSuchVehicle() {
        let members = makeMembers(Reports.report(ant: .noData(.asked(at: Reports.now))))

        #expect(Self.members(members["portalFailure"])["code"] == .string("noDataFound"))
        #expect(Self.members(members["ant"])["status"] == .string("noData"))
        #expect(members["identity"] == .null)
    }

    @Test func identity_isTheANTs_whenItAnswered() {
        let members = makeMembers(
            Reports.report(
                ant: Reports.asked(Reports.car), sri: Reports.asked(Reports.registration)))

        #expect(
            members["identity"]
                == .object([
                    "make": .string("TOYOTA"), "model": .string("AA COROLLA 1.6"),
                    "year": .int(2009), "source": .string("ant"),
                ]))
    }

    @Test func registration_givesTheStatusAndDeadline_ofThePaymentThatMatters() {
        let members = makeMembers(Reports.report(sri: Reports.asked(Reports.registration)))

        #expect(
            members["registrationStatus"]
                == .object(["state": .string("late"), "month": .int(5), "year": .int(2026)]))
        #expect(members["registrationDeadline"] == .string("2026-05-31"))
    }

    @Test func registration_isUnknownWithTheComingDeadline_withoutTheSRI() {
        let members = makeMembers(Reports.report(ant: Reports.asked(Reports.car)))

        #expect(Self.members(members["registrationStatus"])["state"] == .string("unknown"))
        #expect(members["registrationDeadline"] == .string("2027-05-31"))
        #expect(members["sri"] == .null)
    }

    @Test func pendingFines_areTheGridsCountAndTotal_whenItListedThem() {
        let members = makeMembers(
            Reports.report(ant: Reports.asked(Reports.car), fines: Reports.asked(Reports.fines)))

        #expect(members["pendingFines"] == .object(["count": .int(2), "total": .string("95.40")]))
        #expect(
            members["finesGrid"]
                == .object([
                    "status": .string("answered"), "source": .string("portal"),
                    "fetchedAt": .string("2026-11-30T00:53:20Z"), "failure": .null,
                    "unread": .array([]),
                ]))
    }

    @Test(arguments: [
        ReportPart<FinesReport>.notAsked, .failed(LookupFailure(.fines, .timedOut)),
        .answered(FinesFactory.unreadReport(plate: "PBX1234"), .asked(at: VehicleReports.now)),
    ])
    func pendingFines_areNull_withoutTheGridsList(fines: ReportPart<FinesReport>) {
        let members = makeMembers(
            Reports.report(ant: Reports.asked(Reports.car), fines: fines))

        #expect(members["pendingFines"] == .null)
    }

    @Test func finesGrid_namesTheStatusesItCouldNotRead() {
        let members = makeMembers(
            Reports.report(
                ant: Reports.asked(Reports.car),
                fines: Reports.asked(FinesFactory.unreadReport(plate: "PBX1234", listed: 0))))

        #expect(
            Self.members(members["finesGrid"])["unread"]
                == .array([
                    .object([
                        "status": .string("pending"), "listed": .int(0), "counted": .int(2),
                    ])
                ]))
    }

    @Test func finesGrid_saysWhyItFailed_andHasNoUnreadList() {
        let members = makeMembers(
            Reports.report(
                ant: Reports.asked(Reports.car), fines: .failed(LookupFailure(.fines, .timedOut))))

        #expect(
            members["finesGrid"]
                == .object([
                    "status": .string("failed"), "source": .null, "fetchedAt": .null,
                    "failure": .object([
                        "code": .string("timeout"), "statusCode": .null,
                        "source": .string("fines"),
                    ]),
                    "unread": .null,
                ]))
    }

    @Test(arguments: [
        (ReportPart<Car>.notAsked, nil as String?),
        (VehicleReports.asked(VehicleReports.car), "answered"),
        (.noData(.asked(at: VehicleReports.now)), "noData"),
        (.failed(LookupFailure(.ant, .timedOut)), "failed"), (.notSaved, "notSaved"),
        (.cancelled, "cancelled"),
    ])
    func ant_saysHowTheANTsPartEnded(part: ReportPart<Car>, status: String?) {
        let members = makeMembers(Reports.report(ant: part))

        #expect(Self.members(members["ant"])["status"] == status.map(JSONValue.string))
        #expect((members["ant"] == .null) == (status == nil))
    }

    @Test func ant_saysWhereTheSavedCopyCameFrom_andWhyItStoodIn() {
        let failure = LookupFailure(.ant, .busy(statusCode: 429, retryAfter: nil))
        let members = makeMembers(
            Reports.report(ant: Reports.saved(Reports.car, standingInFor: failure)))

        #expect(
            members["ant"]
                == .object([
                    "status": .string("answered"), "source": .string("cache"),
                    "fetchedAt": .string("2026-11-29T23:53:20Z"),
                    "failure": .object([
                        "code": .string("serverError"), "statusCode": .int(429),
                        "source": .string("ant"),
                    ]),
                ]))
    }

    @Test(arguments: [
        (ReportPart<SRIRegistration>.noData(.asked(at: VehicleReports.now)), "notRegistered"),
        (.failed(LookupFailure(.sri, .httpStatus(503))), "failed"), (.notSaved, "notSaved"),
        (.cancelled, "cancelled"), (VehicleReports.asked(VehicleReports.registration), "answered"),
    ])
    func sri_saysHowTheSRIsPartEnded(part: ReportPart<SRIRegistration>, status: String) {
        let sri = Self.members(makeMembers(Reports.report(sri: part))["sri"])

        #expect(sri["status"] == .string(status))
        #expect(sri["amountDue"] == (part.answer == nil ? .null : .string("874.16")))
    }

    @Test func sri_namesTheSRIAsTheSource_ofItsFailure() {
        let sri = Self.members(
            makeMembers(Reports.report(sri: .failed(LookupFailure(.sri, .httpStatus(404)))))[
                "sri"])

        #expect(
            sri["failure"]
                == .object([
                    "code": .string("serverError"), "statusCode": .int(404),
                    "source": .string("sri"),
                ]))
    }

    // MARK: - Helpers

    private func makeMembers(
        _ report: VehicleReport, isFavorite: Bool = false
    ) -> [String: JSONValue] {
        Self.members(VehicleReportJSON.object(for: report, isFavorite: isFavorite))
    }

    private static func members(_ value: JSONValue?) -> [String: JSONValue] {
        guard case .object(let members)? = value else { return [:] }
        return members
    }
}
