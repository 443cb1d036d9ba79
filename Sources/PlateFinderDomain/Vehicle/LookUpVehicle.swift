import Foundation

/// Looks a plate up in every source wanted and puts their answers in one report: the one
/// plan every front end runs, for one person (requests sent at once) or for a batch (paced
/// and retried per host).
///
/// - The ANT and the SRI are asked at the same time: they are different hosts.
/// - The fines come from the ANT's host too, so they are asked after the vehicle page,
///   read from that page when it was just fetched (parsed once, never fetched again).
///   When the portal has just failed to give the page, it is not asked again for the
///   fines: their saved copy stands in at once, or they fail with the page's failure. A portal
///   that has no such vehicle has no fines for it either.
/// - Each source's part follows the freshness asked for (`FreshOrSaved`): a saved answer
///   stands in, labelled, whenever a source cannot be asked. "Saved, else ask" is decided
///   for the report as a whole: the saved answers when the plate has any, else every source
///   asked.
/// - A person's search is recorded in the history, found or failed; a batch's answers are
///   kept apart from it. Nothing is recorded or kept once the lookup is cancelled.
public struct LookUpVehicle: Sendable {
    /// Told each part as it lands, before the lookup ends.
    public typealias Progress = @Sendable (ReportUpdate) async -> Void

    private let pages: any VehiclePageLoader
    private let finesLoader: any FinesLoader
    private let registrations: any RegistrationLoader
    private let vehicles: any CarStore
    private let savedFines: any FinesStore
    private let savedRegistrations: any RegistrationStore
    private let clock: DayClock

    /// A lookup asking the ANT's `pages` and `fines` and the SRI's `registrations`, keeping
    /// their answers in `vehicles` (with the search history), `savedFines` and
    /// `savedRegistrations`; answers are stamped and facts judged by `clock`.
    public init(
        pages: any VehiclePageLoader, fines: any FinesLoader,
        registrations: any RegistrationLoader, vehicles: any CarStore,
        savedFines: any FinesStore, savedRegistrations: any RegistrationStore, clock: DayClock
    ) {
        self.pages = pages
        self.finesLoader = fines
        self.registrations = registrations
        self.vehicles = vehicles
        self.savedFines = savedFines
        self.savedRegistrations = savedRegistrations
        self.clock = clock
    }

    /// The report on `plate` as `options` ask, its requests sent at once; `progress` is
    /// told each part as it lands.
    public func callAsFunction(
        _ plate: LookupPlate, _ options: LookupOptions = LookupOptions(),
        progress: Progress? = nil
    ) async -> VehicleReport {
        await run(plate, options, requests: DirectRequests(), progress: progress)
    }

    /// The report on `plate` as `options` ask, its requests sent through `requests`.
    func run(
        _ plate: LookupPlate, _ options: LookupOptions, requests: any SourceRequests,
        progress: Progress? = nil
    ) async -> VehicleReport {
        var options = options
        if options.freshness == .savedElseAsk {
            options.freshness = await hasSavedAnswer(plate.plate, options) ? .savedOnly : .alwaysAsk
        }
        async let sri = duesPart(plate, options, requests, progress)
        let (ant, fines) = await portalParts(plate, options, requests, progress)
        await requests.doneAsking(.ant)
        let dues = await sri
        var storeFailures: [VehicleSource: StoreError] = [:]
        storeFailures[.ant] = ant.storeFailure
        storeFailures[.fines] = fines.storeFailure
        storeFailures[.sri] = dues.storeFailure
        var unreadable: [VehicleSource: UnreadableRow] = [:]
        unreadable[.ant] = ant.unreadableSavedCopy
        unreadable[.fines] = fines.unreadableSavedCopy
        unreadable[.sri] = dues.unreadableSavedCopy
        return VehicleReport(
            plate: plate, ant: ant.part, fines: fines.part, sri: dues.part,
            today: clock.today(), requestCount: ant.requests + fines.requests + dues.requests,
            storeFailures: storeFailures, unreadableSavedCopies: unreadable)
    }

    private var parts: FreshOrSaved { FreshOrSaved(clock: clock.instants) }

    /// Whether a source wanted has a saved answer about `plate`: "saved, else ask" shows
    /// the saved report whole when there is one (a source with nothing saved says so), and
    /// a fresh one otherwise. A saved answer that cannot be read is one, which the report
    /// says it cannot read; a store that cannot be read has none, and the parts say why.
    private func hasSavedAnswer(_ plate: Plate, _ options: LookupOptions) async -> Bool {
        let sources = options.sources
        if sources.contains(.ant),
            await isSaved({ () async throws(StoreError) in
                try await vehicles.savedVehicle(for: plate) != nil
            })
        {
            return true
        }
        if sources.contains(.sri),
            await isSaved({ () async throws(StoreError) in
                try await savedRegistrations.savedRegistration(for: plate) != nil
            })
        {
            return true
        }
        guard sources.contains(.fines) else { return false }
        let statuses = options.fineStatuses
        return await isSaved({ () async throws(StoreError) in
            try await savedFines.savedFines(for: plate)?.report.narrowed(to: statuses) != nil
        })
    }

    /// Whether `read` found a saved answer, or one that cannot be read.
    private func isSaved(_ read: () async throws(StoreError) -> Bool) async -> Bool {
        do { return try await read() } catch .unreadableRow { return true } catch { return false }
    }

    private func duesPart(
        _ plate: LookupPlate, _ options: LookupOptions, _ requests: any SourceRequests,
        _ progress: Progress?
    ) async -> SourcePart<SRIRegistration> {
        guard options.sources.contains(.sri) else {
            await requests.doneAsking(.sri)
            return .notAsked
        }
        let registrations = registrations
        let (part, _) = await parts.part(
            plate: plate.plate, policy: options.freshness,
            store: DuesAnswers(store: savedRegistrations),
            ask: {
                await requests.send(to: .sri, followingUp: false) {
                    () async throws(LookupFailure) -> SRIRegistration? in
                    try await registrations.loadRegistration(for: plate)
                }
            }, keep: { $0 })
        await requests.doneAsking(.sri)
        await progress?(.sri(part.part))
        return part
    }

    /// The ANT's parts wanted: the vehicle, then the fines.
    private func portalParts(
        _ plate: LookupPlate, _ options: LookupOptions, _ requests: any SourceRequests,
        _ progress: Progress?
    ) async -> (ant: SourcePart<Car>, fines: SourcePart<FinesReport>) {
        var ant = SourcePart<Car>.notAsked
        var page: VehiclePage?
        if options.sources.contains(.ant) {
            let pages = pages
            (ant, page) = await parts.part(
                plate: plate.plate, policy: options.freshness,
                store: VehicleAnswers(store: vehicles, recordsSearches: options.recordsSearch),
                ask: {
                    await requests.send(to: .ant, followingUp: false) {
                        () async throws(LookupFailure) -> VehiclePage? in
                        try await pages.loadPage(for: plate)
                    }
                }, keep: \.car)
            await progress?(.ant(ant.part))
        }
        guard options.sources.contains(.fines) else { return (ant, .notAsked) }
        let fines = await finesPart(plate, options, requests, after: ant.part, page: page)
        await progress?(.fines(fines.part))
        return (ant, fines)
    }

    /// The fines, read as what the vehicle page just said allows.
    private func finesPart(
        _ plate: LookupPlate, _ options: LookupOptions, _ requests: any SourceRequests,
        after vehicle: ReportPart<Car>, page: VehiclePage?
    ) async -> SourcePart<FinesReport> {
        // A lookup abandoned while the vehicle was asked asks nothing more.
        if Task.isCancelled || vehicle == .cancelled { return SourcePart(part: .cancelled) }
        if case .noData(.asked(let at)) = vehicle {
            return SourcePart(part: .noData(.asked(at: at)))
        }
        let (statuses, finesLoader) = (options.fineStatuses, finesLoader)
        let ask: () async -> SourceReply<FinesReport>
        if let failure = vehicle.failure {
            // The page the fines are read from just failed: asking again would only fail
            // again, or wait as long again. The failure stays the page's, so it names the
            // ANT portal.
            let reply = SourceReply<FinesReport>(.failed(failure), requests: 0)
            ask = { reply }
        } else if let page {
            ask = {
                await requests.send(to: .fines, followingUp: true) {
                    () async throws(LookupFailure) -> FinesReport? in
                    try await finesLoader.loadFines(from: page, of: plate, statuses: statuses)
                }
            }
        } else {
            ask = {
                await requests.send(to: .fines, followingUp: false) {
                    () async throws(LookupFailure) -> FinesReport? in
                    try await finesLoader.loadFines(for: plate, statuses: statuses)
                }
            }
        }
        return await parts.part(
            plate: plate.plate, policy: options.freshness, store: FinesAnswers(store: savedFines),
            fit: { $0.narrowed(to: statuses) }, ask: ask, keep: { $0 }
        ).part
    }
}
