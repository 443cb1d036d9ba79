import Foundation
import PlateFinderDomain

/// Reads every page of the fines grid for one status, one request after another, and
/// checks that the pages add up to the grid's own count.
struct ANTFinesGridPager {
    /// No status's grid is read past this many pages (a thousand fines at fifty a page):
    /// a grid that says it has more is not believed, and its pages are not asked for.
    static let maximumPages = 20

    /// Sends the requests.
    let client: any HTTPClient
    /// Where the grid is.
    let grid: ANTFinesGridURL
    /// Where each column read stands in a row.
    let columns: [ANTFinesColumn: Int]
    /// The plate every fine must be about.
    let plate: Plate
    /// Stamps each request, as jqGrid does, so no cache between answers an old page.
    let clock: InstantClock

    /// Every fine of `status`, in the grid's order.
    ///
    /// A page other than the one asked for, pages that disagree on how many there are or
    /// how many fines they hold, more than `maximumPages` pages, and fines that add up to the
    /// grid's count neither as rows nor as distinct fines are each not understood; a page
    /// answered `429` or `503` is the portal saying it is busy, with the wait it asked for
    /// (`Retry-After`).
    func fines(in status: FineStatus) async throws(LookupFailureReason) -> [TrafficFine] {
        let first = try await page(1, of: status)
        guard first.totalPages <= Self.maximumPages else {
            throw .notUnderstood(.grid(.tooManyPages(first.totalPages, maximum: Self.maximumPages)))
        }
        // An empty grid may number its only page 0.
        guard first.page == 1 || first.totalPages == 0 else {
            throw .notUnderstood(.grid(.wrongPage(sent: first.page, asked: 1)))
        }
        var fines = first.fines
        for number in stride(from: 2, through: first.totalPages, by: 1) {
            let next = try await page(number, of: status)
            guard next.page == number else {
                throw .notUnderstood(.grid(.wrongPage(sent: next.page, asked: number)))
            }
            guard next.totalPages == first.totalPages, next.records == first.records else {
                throw .notUnderstood(.grid(.countChanged))
            }
            fines += next.fines
        }
        // A fine listed twice is one fine (FineCounting counts it once), whether the grid's
        // own count counted its rows (a fine repeated in the grid's data) or its fines (a
        // grid that shifted between its pages).
        let distinct = FineCounting.distinct(fines).count
        guard fines.count == first.records || distinct == first.records else {
            throw .notUnderstood(
                .grid(.countMismatch(listed: distinct, counted: first.records)))
        }
        return fines
    }

    private func page(
        _ number: Int, of status: FineStatus
    ) async throws(LookupFailureReason) -> ANTFinesGridPage {
        let timestamp =
            Int64(exactly: (clock.now().timeIntervalSince1970 * 1_000).rounded(.down)) ?? 0
        guard let url = grid.url(status: status, page: number, timestamp: timestamp) else {
            throw .notUnderstood(.grid(.addressNotURL))
        }
        let response = try await client.sourceAnswer(from: url, accept: "application/json")
        return try ANTFinesGridMapper.page(response.body, columns: columns, plate: plate)
    }
}
