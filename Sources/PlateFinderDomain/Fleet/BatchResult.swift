import Foundation

/// Everything a batch learned about one plate, source by source.
///
/// A part is nil when its source was not asked.
public struct BatchResult: Equatable, Sendable {
    /// The plate.
    public let plate: Plate
    /// The ANT's vehicle page.
    public let ant: BatchPart<Car>?
    /// The SRI's dues.
    public let sri: BatchPart<SRIRegistration>?
    /// The ANT's pending fines, read from its fines grid.
    public let fines: BatchPart<FineList>?
    /// Whether the registration is paid, judged from the SRI's last paid year on the day of
    /// the batch; `unknown` without it.
    public let registrationStatus: RegistrationStatus
    /// How many requests were sent for the plate, retries included.
    public let requestCount: Int

    /// A result of the parts given.
    public init(
        plate: Plate, ant: BatchPart<Car>?, sri: BatchPart<SRIRegistration>?,
        fines: BatchPart<FineList>? = nil, registrationStatus: RegistrationStatus,
        requestCount: Int
    ) {
        self.plate = plate
        self.ant = ant
        self.sri = sri
        self.fines = fines
        self.registrationStatus = registrationStatus
        self.requestCount = requestCount
    }

    /// How each source asked ended: the ANT, the SRI, the fines.
    public var outcomes: [BatchPartOutcome] {
        [ant?.outcome, sri?.outcome, fines?.outcome].compactMap { $0 }
    }

    /// How the plate's lookup ended over every source asked.
    public var status: BatchPlateStatus {
        BatchPlateStatus(outcomes: outcomes)
    }

    /// How many parts came from saved answers, without a request.
    public var savedPartCount: Int {
        [ant.map(Self.isSaved), sri.map(Self.isSaved), fines.map(Self.isSaved)]
            .filter { $0 == true }.count
    }

    /// How many fresh parts could not be kept.
    public var unsavedPartCount: Int {
        [ant.map(Self.isUnsaved), sri.map(Self.isUnsaved), fines.map(Self.isUnsaved)]
            .filter { $0 == true }.count
    }

    private static func isSaved<Answer>(_ part: BatchPart<Answer>) -> Bool {
        if case .saved = part { return true }
        return false
    }

    private static func isUnsaved<Answer>(_ part: BatchPart<Answer>) -> Bool {
        if case .fresh(_, .some) = part { return true }
        return false
    }
}
