/// `platefinder find` as typed: the options stay text until the configuration judges them.
struct FindRequest: Equatable {
    /// The plate, its words joined by single spaces.
    let plateText: String
    /// Whether to print JSON instead of the card.
    let json: Bool
    /// `--endpoint`, if given.
    let endpoint: String?
    /// `--timeout`, if given.
    let timeout: String?
    /// `--lang`, if given.
    let language: String?
}
