import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct CarSearchJSONTests {
    static let now = Date(timeIntervalSince1970: 1_795_960_980)
    static let earlier = Date(timeIntervalSince1970: 1_795_874_400)

    @Test func object_keepsEveryVehicleKey_andAddsSearchKeys() throws {
        let members = try makeMembers(source: .portal(fetchedAt: Self.now))

        #expect(Set(members.keys) == CarJSON.keys.union(CarSearchJSON.searchKeys))
        for key in CarJSON.keys {
            #expect(members[key] == vehicleMembers()[key], "\(key) changed")
        }
    }

    @Test func object_saysPortalAndNow_forVehicleFromPortal() throws {
        let members = try makeMembers(source: .portal(fetchedAt: Self.now), isFavorite: true)

        #expect(members["source"] == .string("portal"))
        #expect(members["fetchedAt"] == .string("2026-11-29T14:03:00Z"))
        #expect(members["portalFailure"] == .null)
        #expect(members["isFavorite"] == .bool(true))
    }

    @Test func object_saysCacheAndWhenFetched_forSavedCopy() throws {
        let members = try makeMembers(
            source: .cache(fetchedAt: Self.earlier), failure: .serverError(statusCode: 502))

        #expect(members["source"] == .string("cache"))
        #expect(members["fetchedAt"] == .string("2026-11-28T14:00:00Z"))
        #expect(
            members["portalFailure"]
                == .object(["code": .string("serverError"), "statusCode": .int(502)]))
        #expect(members["isFavorite"] == .bool(false))
    }

    // MARK: - Helpers

    private func makeMembers(
        source: CarSearchResult.Source, failure: CarInfoError? = nil, isFavorite: Bool = false
    ) throws -> [String: JSONValue] {
        let result = CarSearchResult(
            plate: .complete("ABC1234"), car: CarFactory.make(), source: source,
            portalFailure: failure, isFavorite: isFavorite)
        let object = CarSearchJSON.object(for: result)
        guard case .object(let members) = object else {
            Issue.record("not an object: \(object)")
            return [:]
        }
        return members
    }

    private func vehicleMembers() -> [String: JSONValue] {
        guard case .object(let members) = CarJSON.object(for: CarFactory.make()) else { return [:] }
        return members
    }
}
