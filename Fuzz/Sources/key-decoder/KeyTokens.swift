import TerminalUI

/// Keys with their characters taken apart into scalars: reads split a grapheme cluster as
/// they please, so only the scalars typed and the other keys between them must agree.
struct KeyTokens: Equatable {
    private enum Token: Equatable {
        case scalar(Unicode.Scalar)
        case key(Key)
    }

    private let tokens: [Token]

    init(_ keys: [Key]) {
        tokens = keys.flatMap { key -> [Token] in
            guard case .character(let character) = key else { return [.key(key)] }
            return character.unicodeScalars.map(Token.scalar)
        }
    }
}
