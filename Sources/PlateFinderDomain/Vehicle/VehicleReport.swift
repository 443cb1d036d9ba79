import Foundation

/// Everything the sources wanted said about a plate, each source's part with its outcome
/// and origin, and the facts derived from them once.
///
/// One source failing never hides another's answer. Every front end renders this; none
/// derives a fact of its own.
public struct VehicleReport: Equatable, Sendable {
    /// The plate asked about.
    public let plate: LookupPlate
    /// The ANT's vehicle page.
    public let ant: ReportPart<Car>
    /// The ANT's fines grid.
    public let fines: ReportPart<FinesReport>
    /// The SRI's dues.
    public let sri: ReportPart<SRIRegistration>
    /// What the parts say, on the day of the report.
    public let facts: VehicleFacts
    /// Requests sent for the report, retries included.
    public let requestCount: Int
    /// Why the store could not keep or give a part's answer, by source.
    public let storeFailures: [VehicleSource: StoreError]
    /// The saved copies that could not be read, by source: each such part is what it would
    /// be with nothing saved (failed, or not saved), and says its copy could not be read.
    public let unreadableSavedCopies: [VehicleSource: UnreadableRow]

    /// A report of the parts given, its facts judged on `today`.
    public init(
        plate: LookupPlate, ant: ReportPart<Car> = .notAsked,
        fines: ReportPart<FinesReport> = .notAsked, sri: ReportPart<SRIRegistration> = .notAsked,
        today: CalendarDate, requestCount: Int = 0,
        storeFailures: [VehicleSource: StoreError] = [:],
        unreadableSavedCopies: [VehicleSource: UnreadableRow] = [:]
    ) {
        self.plate = plate
        self.ant = ant
        self.fines = fines
        self.sri = sri
        self.requestCount = requestCount
        self.storeFailures = storeFailures
        self.unreadableSavedCopies = unreadableSavedCopies
        facts = VehicleFacts(plate: plate, ant: ant, fines: fines, sri: sri, today: today)
        self.today = today
    }

    /// The day the facts are judged on.
    public let today: CalendarDate

    /// The report with `update` in place of its part, facts judged again.
    public func updating(_ update: ReportUpdate) -> VehicleReport {
        var (ant, fines, sri) = (self.ant, self.fines, self.sri)
        switch update {
        case .ant(let part): ant = part
        case .fines(let part): fines = part
        case .sri(let part): sri = part
        }
        return VehicleReport(
            plate: plate, ant: ant, fines: fines, sri: sri, today: today,
            requestCount: requestCount, storeFailures: storeFailures,
            unreadableSavedCopies: unreadableSavedCopies)
    }

    /// Whether `source`'s part was wanted.
    public func asked(_ source: VehicleSource) -> Bool {
        switch source {
        case .ant: ant != .notAsked
        case .fines: fines != .notAsked
        case .sri: sri != .notAsked
        }
    }

    /// Where `source`'s answer (or its "no data") came from; nil without either.
    public func origin(of source: VehicleSource) -> AnswerOrigin? {
        switch source {
        case .ant: ant.origin
        case .fines: fines.origin
        case .sri: sri.origin
        }
    }

    /// Whether a source answered about the vehicle: the ANT found it or listed its fines,
    /// or the SRI has a record of it ("no data" is no answer about the vehicle).
    public var hasAnswer: Bool {
        ant.answer != nil || sri.answer != nil || fines.answer != nil
    }

    /// Why no source answered about the vehicle: the first source asked (the ANT, then the
    /// SRI, then the fines) that failed or said it has no such vehicle, as its failure or
    /// its "no data"; when none did (every part wanted is not saved or was cancelled), the
    /// "no data" of the first source asked (the ANT's when none was); nil when one
    /// answered.
    public var failureWhenUnanswered: LookupFailure? {
        guard !hasAnswer else { return nil }
        let parts: [(source: VehicleSource, failure: LookupFailure?, isNoData: Bool)] = [
            (.ant, ant.failure, ant.origin != nil), (.sri, sri.failure, sri.origin != nil),
            (.fines, fines.failure, fines.origin != nil),
        ]
        for part in parts {
            if part.isNoData { return LookupFailure(part.source, .noData) }
            if let failure = part.failure { return failure }
        }
        return LookupFailure(VehicleSource.allCases.first(where: asked) ?? .ant, .noData)
    }

    /// The first store failure, in source order, if any: the same store fails with the
    /// same error every run.
    public var firstStoreFailure: StoreError? { storeFailuresInSourceOrder.first }

    /// The first store failure that is more than a store that can only be read, if any.
    public var unusableStore: StoreError? {
        storeFailuresInSourceOrder.first { $0 != .readOnly }
    }

    /// The saved copies that could not be read, in source order.
    public var unreadableSavedCopiesInSourceOrder: [UnreadableRow] {
        VehicleSource.allCases.compactMap { unreadableSavedCopies[$0] }
    }

    /// The saved copies that could not be read where the report shows what is saved (their
    /// parts are not saved for it), in source order; not those that could not stand in.
    public var unreadableSavedParts: [UnreadableRow] {
        VehicleSource.allCases.compactMap { source in
            let notSaved =
                switch source {
                case .ant: ant == .notSaved
                case .fines: fines == .notSaved
                case .sri: sri == .notSaved
                }
            return notSaved ? unreadableSavedCopies[source] : nil
        }
    }

    private var storeFailuresInSourceOrder: [StoreError] {
        VehicleSource.allCases.compactMap { storeFailures[$0] }
    }
}

extension VehicleReport {
    /// How many parts are saved copies, used by the freshness or standing in.
    public var savedPartCount: Int {
        [ant.origin, fines.origin, sri.origin].filter { $0?.isSavedCopy == true }.count
    }

    /// How many parts hold an answer asked just now beside a store failure: answers the
    /// store may not have kept. A saved copy read back is not one of them.
    public var unsavedPartCount: Int {
        [(VehicleSource.ant, ant.origin), (.fines, fines.origin), (.sri, sri.origin)]
            .filter { source, origin in
                storeFailures[source] != nil && origin.map { !$0.isSavedCopy } == true
            }.count
    }
}
