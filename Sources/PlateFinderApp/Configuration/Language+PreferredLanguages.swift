import Foundation

extension Language {
    /// The language of the first entry of `preferredLanguages` (BCP 47 tags, most wanted
    /// first, as Apple's `Locale.preferredLanguages` lists them) that PlateFinder speaks:
    /// `es-EC` is Spanish, `en-GB` English; English when none is either.
    public init(preferredLanguages: [String]) {
        // Only a few entries matter; a list from outside is not read to its end.
        let codes = preferredLanguages.prefix(Self.maximumPreferredLanguages).lazy.map { tag in
            String(tag.lowercased().prefix { $0.isASCII && $0.isLetter })
        }
        self = codes.compactMap(Language.init(rawValue:)).first ?? .english
    }

    /// How many preferred languages are read at most.
    public static let maximumPreferredLanguages = 16
}
