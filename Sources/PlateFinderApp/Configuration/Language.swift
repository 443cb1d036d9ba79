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
    /// The variable that lists preferred languages (`es:en`) before the locale, as gettext
    /// reads it.
    public static let priorityVariable = "LANGUAGE"

    /// The language named by `--lang` when given, otherwise the one the environment's
    /// locale implies.
    public static func resolve(
        flag: String?, environment: [String: String]
    ) throws(ConfigurationError) -> Language {
        guard let flag else { return Language(environment: environment) }
        guard let language = Language(rawValue: flag.lowercased()) else {
            throw .invalidLanguage(flag)
        }
        return language
    }

    /// The language the environment asks for, as gettext decides it: the first language of
    /// `LANGUAGE` that PlateFinder speaks (English when it names none), unless the locale
    /// is `C` or `POSIX` (or unset), which ignores `LANGUAGE`; otherwise the first non-empty
    /// locale variable: Spanish for `es` locales (`es`, `es_EC.UTF-8`, `es-419`), English
    /// for anything else or when none is set.
    public init(environment: [String: String]) {
        let locale = Language.localeVariables.lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        if let locale, !Language.isPlain(locale),
            let priorities = environment[Language.priorityVariable], !priorities.isEmpty
        {
            self =
                priorities.split(separator: ":").lazy
                .compactMap { Language(code: Language.code(of: $0)) }
                .first ?? .english
            return
        }
        self = locale.map { Language(code: Language.code(of: $0)) ?? .english } ?? .english
    }

    /// The C locale (`C`, `C.UTF-8`, `POSIX`), which speaks no language of its own.
    private static func isPlain(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX" || locale.hasPrefix("C.")
    }

    /// The language part of a locale name: `es` of `es_EC.UTF-8`, lower-cased.
    private static func code(of locale: some StringProtocol) -> String {
        String(locale.lowercased().prefix { $0.isASCII && $0.isLetter })
    }

    private init?(code: String) {
        switch code {
        case "es": self = .spanish
        case "en": self = .english
        default: return nil
        }
    }
}
