/// One token of JavaScript source, as far as reading object and array literals needs.
enum JavaScriptToken: Equatable {
    /// A string literal's value, escapes resolved.
    case string(String)
    /// A name: `jqGrid`, `url`, `colNames`.
    case identifier(String)
    /// One of `{ } [ ] ( ) : , .`.
    case punctuation(Character)
    /// Anything else (numbers, operators, a regular-expression literal), which the readers
    /// only step over.
    case other
}
