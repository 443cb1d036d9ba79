import Foundation

/// Fixed task identifiers, so tests never depend on random ones.
enum TaskIDs {
    /// `2F1E3C4D-5A6B-4C7D-8E9F-0A1B2C3D4E5F`.
    static let first = UUID(
        uuid: (
            0x2F, 0x1E, 0x3C, 0x4D, 0x5A, 0x6B, 0x4C, 0x7D, 0x8E, 0x9F, 0x0A, 0x1B, 0x2C, 0x3D,
            0x4E, 0x5F
        ))
    /// `00000000-0000-4000-8000-000000000002`.
    static let second = UUID(
        uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, 0x02))
}
