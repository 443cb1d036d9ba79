import Foundation

/// The language of everything PlateFinder says to a person.
public enum Language: String, CaseIterable, Sendable {
    /// English, the fallback for every locale that is not Spanish.
    case english = "en"
    /// Spanish, as spoken in Ecuador.
    case spanish = "es"

    /// The environment variables that name the locale, in the order POSIX gives them
    /// precedence.
    public static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language named by `--lang` when given, otherwise the one the environment's
    /// locale implies.
    public static func resolve(
        flag: String?, environment: [String: String]
    ) throws(UsageError) -> Language {
        guard let flag else { return Language(environment: environment) }
        guard let language = Language(rawValue: flag.lowercased()) else {
            throw .invalidLanguage(flag)
        }
        return language
    }

    /// The language of the first non-empty locale variable: Spanish for `es` locales
    /// (`es`, `es_EC.UTF-8`, `es-419`), English for anything else or when none is set.
    public init(environment: [String: String]) {
        let locale = Language.localeVariables.lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        self = locale.map(Language.init(locale:)) ?? .english
    }

    private init(locale: String) {
        let code = locale.lowercased().prefix { $0.isASCII && $0.isLetter }
        self = code == "es" ? .spanish : .english
    }
}
