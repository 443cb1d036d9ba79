import Foundation
import PlateFinderApp

extension HelpText {
    /// What help says about `completion`, its page listing `options`.
    func completionHelp(options: [CardRow]) -> CommandHelp {
        command(
            does: localized(
                "Print a completion script for bash, zsh or fish.",
                "Imprime un guion de autocompletado para bash, zsh o fish."),
            summary: localized(
                "prints the completion script of a shell.",
                "imprime el guion de autocompletado de bash, zsh o fish."),
            usage: ["platefinder completion bash|zsh|fish"],
            sections: [
                (localized("Commands", "Comandos"), completionShellRows),
                (
                    localized("Completed", "Qué se completa"),
                    [
                        row(
                            "",
                            localized(
                                "Commands, subcommands, options and their values; the plates "
                                    + "of the history and favourites, and the ids of the "
                                    + "tasks, read from the store (--store when typed) when "
                                    + "the script asks.",
                                "Comandos, subcomandos, opciones y sus valores; las placas del "
                                    + "historial y las favoritas, y los id de las tareas, "
                                    + "leídos del almacén (el de --store si se escribió) "
                                    + "cuando el guion los pide."))
                    ]
                ),
                (localized("Options", "Opciones"), options),
                (
                    localized("Exit codes", "Códigos de salida"),
                    exitRows([.success, .usage, .output])
                ),
            ])
    }

    /// One row per shell: the script it gets, and where an installation keeps it.
    private var completionShellRows: [CardRow] {
        [
            row(
                "bash",
                localized(
                    "The bash script; install it as "
                        + "~/.local/share/bash-completion/completions/platefinder, or load it "
                        + "with: source <(platefinder completion bash).",
                    "El guion de bash; se instala como "
                        + "~/.local/share/bash-completion/completions/platefinder, o se carga "
                        + "con: source <(platefinder completion bash).")),
            row(
                "zsh",
                localized(
                    "The zsh script; install it as _platefinder in a folder of $fpath "
                        + "(~/.local/share/zsh/site-functions), then run compinit.",
                    "El guion de zsh; se instala como _platefinder en una carpeta de $fpath "
                        + "(~/.local/share/zsh/site-functions) y luego se ejecuta compinit.")),
            row(
                "fish",
                localized(
                    "The fish script; install it as "
                        + "~/.local/share/fish/vendor_completions.d/platefinder.fish.",
                    "El guion de fish; se instala como "
                        + "~/.local/share/fish/vendor_completions.d/platefinder.fish.")),
        ]
    }
}
