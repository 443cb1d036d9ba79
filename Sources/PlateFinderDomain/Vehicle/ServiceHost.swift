import Foundation

/// A host that batches pace their requests to: the sources it serves share one pacing, so
/// two sources on one host never double what it receives.
public enum ServiceHost: Hashable, Sendable {
    /// The ANT's portal: the vehicle page (and its fines grid).
    case ant
    /// The tax authority's (SRI) service.
    case sri
}
