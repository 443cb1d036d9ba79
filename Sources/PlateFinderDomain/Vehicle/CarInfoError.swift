import Foundation

/// Why a vehicle could not be looked up.
public enum CarInfoError: Error, Equatable, Sendable {
    /// The portal could not be reached (no route, refused, reset, cut mid-way).
    case networkError
    /// The portal answered with a non-2xx status code.
    case serverError(statusCode: Int)
    /// The portal answered, but has no vehicle for the plate.
    case noDataFound
    /// The portal's answer could not be understood; the text says what was wrong.
    case parsingError(String)
    /// The plate is incomplete or invalid, so nothing was asked. A `LookupPlate` is
    /// complete, so no lookup of one ends with this.
    case invalidPlateFormat
    /// The portal did not answer in time.
    case timeout
    /// The portal answered, but not with its vehicle page (a maintenance or error page, a
    /// redirect elsewhere, a document it could not have meant); the text says what came.
    case portalUnavailable(String)
}
