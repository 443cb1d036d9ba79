import Foundation

/// A free-text notice the SRI attaches to a vehicle.
public struct SRINotice: Hashable, Sendable {
    /// Which field of the SRI's answer the notice came from.
    public enum Kind: String, CaseIterable, Sendable {
        /// `mensajeMotivoAuto`: why the vehicle is held, e.g. a sale prohibition.
        case vehicleMessage
        /// `informacion`: general information.
        case information
        /// `remision`: a remission (discount) programme.
        case remission
    }

    /// Where it came from.
    public let kind: Kind
    /// The notice, stripped of anything that could drive a terminal.
    public let text: String

    /// A notice of `kind` saying `text`.
    public init(kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }
}
