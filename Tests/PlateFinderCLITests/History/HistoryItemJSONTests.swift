import Foundation
import PlateFinderApp
import PlateFinderCLI
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

@Suite struct HistoryItemJSONTests {
    static let searched = Date(timeIntervalSince1970: 1_795_960_980)
    static let fetched = Date(timeIntervalSince1970: 1_795_874_400)

    @Test func object_holdsVehicleAndDates_forSuccessfulSearch() {
        let item = SearchHistoryItem.success(
            Plate("ABC1234"), car: CarFactory.make(), at: Self.searched)

        let object = makeSUT(item, isFavorite: true)

        #expect(
            object
                == .object([
                    "plateNumber": .string("ABC1234"),
                    "searchDate": .string("2026-11-29T14:03:00Z"),
                    "car": CarJSON.object(for: CarFactory.make()),
                    "fetchedAt": .string("2026-11-29T14:03:00Z"),
                    "failure": .null, "isFavorite": .bool(true),
                ]))
    }

    @Test func object_holdsNullCarAndFailure_forFailedSearchWithoutCopy() {
        let item = SearchHistoryItem.failure(
            Plate("XYZ9876"), reason: .noData, at: Self.searched)

        let object = makeSUT(item, isFavorite: false)

        #expect(
            object
                == .object([
                    "plateNumber": .string("XYZ9876"),
                    "searchDate": .string("2026-11-29T14:03:00Z"),
                    "car": .null, "fetchedAt": .null,
                    "failure": .object([
                        "code": .string("noDataFound"), "statusCode": .null,
                        "source": .string("ant"),
                    ]),
                    "isFavorite": .bool(false),
                ]))
    }

    @Test func object_keepsSavedCopyAndItsDate_besideLaterFailure() {
        let item = SearchHistoryItem(
            plate: Plate("ABC1234"), searchDate: Self.searched, car: CarFactory.make(),
            carFetchedAt: Self.fetched, lastFailure: .timedOut)

        guard case .object(let members) = makeSUT(item, isFavorite: false) else {
            Issue.record("not an object")
            return
        }

        #expect(Set(members.keys) == HistoryItemJSON.keys)
        #expect(members["car"] == CarJSON.object(for: CarFactory.make()))
        #expect(members["fetchedAt"] == .string("2026-11-28T14:00:00Z"))
        #expect(
            members["failure"]
                == .object([
                    "code": .string("timeout"), "statusCode": .null, "source": .string("ant"),
                ]))
    }

    @Test func array_keepsOrder_andMarksFavourites() {
        let items = ["AAA1111", "BBB2222", "CCC3333"].map {
            SearchHistoryItem.failure(Plate($0), reason: .unreachable, at: Self.searched)
        }

        let array = HistoryItemJSON.array(for: items, favorites: [Plate("BBB2222")])

        guard case .array(let elements) = array else {
            Issue.record("not an array")
            return
        }
        let marks = elements.map { element -> JSONValue? in
            guard case .object(let members) = element else { return nil }
            return members["isFavorite"]
        }
        #expect(marks == [.bool(false), .bool(true), .bool(false)])
        #expect(
            elements.map { members($0)["plateNumber"] }
                == ["AAA1111", "BBB2222", "CCC3333"].map(JSONValue.string))
    }

    @Test func object_stripsControlCharacters_fromStoredPlate() {
        let item = SearchHistoryItem(
            plate: Plate("ABC\u{1B}[2J1234"), searchDate: Self.searched, car: nil,
            lastFailure: .unreachable)

        #expect(members(makeSUT(item, isFavorite: false))["plateNumber"] == .string("ABC1234"))
    }

    // MARK: - Helpers

    private func makeSUT(_ item: SearchHistoryItem, isFavorite: Bool) -> JSONValue {
        HistoryItemJSON.object(for: item, isFavorite: isFavorite)
    }

    private func members(_ value: JSONValue) -> [String: JSONValue] {
        guard case .object(let members) = value else { return [:] }
        return members
    }
}
