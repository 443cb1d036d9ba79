import Foundation
import PlateFinderTestSupport

/// The bash completion script at work, as bash runs it when Tab is pressed: sourced, then
/// its function called with `COMP_WORDS` and `COMP_CWORD` set.
public enum BashCompletionRun {
    /// What the completion function of `script` offers for `words` (the program's name
    /// first, the word being completed last), one word per element.
    public static func offered(
        _ words: [String], script: String, environment: [String: String] = [:]
    ) async throws -> [String] {
        let program = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
            COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            _platefinder
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await InstalledTool.run(
            "bash", ["-c", program, "bash", script] + words, environment: environment)
        return result.output.split(separator: "\n").map(String.init)
    }
}
