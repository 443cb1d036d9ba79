/// Words the generated scripts write the same way in every shell.
extension CompletionModel {
    /// Every spelling of an option that takes a value, space-separated.
    var valueSpellings: String {
        valueOptions.flatMap(\.spellings).joined(separator: " ")
    }

    /// The global options' long names, space-separated.
    var globalSpellings: String {
        CommandTable.options.filter { CommandTable.globalOptions.contains($0.option) }
            .map(\.name).joined(separator: " ")
    }

    /// The `case` arms, for bash and zsh, that turn an alias into its command.
    var aliasCaseArms: String {
        aliases.map { "                        \($0.alias)) command=\($0.command) ;;" }
            .joined(separator: "\n")
    }

    /// The `case` arm, for bash and zsh, that takes an operand as the command (an alias as
    /// the command it stands for) or, after a command that has them, as its subcommand.
    var operandCaseArm: String {
        let withSubcommands = commandsWithSubcommands.joined(separator: " ")
        return """
                        *)
                            if [[ -z $command ]]; then
                                case $word in
            \(aliasCaseArms)
                                    *) command=$word ;;
                                esac
                            elif [[ -z $subcommand && " \(withSubcommands) " == *" $command "* ]]; then
                                subcommand=$word
                            fi
                            ;;
            """
    }

    /// The `case` statement, for bash and zsh, that completes the value of the option in
    /// `$option` with what `action` gives for its kind.
    func valueCase(_ action: (ValueKind) -> String) -> String {
        let arms = valueOptions.map { option in
            "            \(option.spellings.joined(separator: "|"))) \(action(option.kind)) ;;"
        }
        return """
                    case $option in
            \(arms.joined(separator: "\n"))
                    esac
            """
    }

    /// The `case` statement, for bash and zsh, that sets what the place reached offers: its
    /// words into the variable `wordsVariable`, its options, and whether it takes plates or
    /// task ids.
    func placeCase(wordsVariable: String) -> String {
        let arms = places.map { place in
            let key = place.command + ":" + (place.subcommand ?? "")
            var line =
                "        \"\(key)\") \(wordsVariable)=\"\(place.words.joined(separator: " "))\"; "
                + "options=\"\(place.options.joined(separator: " "))\""
            if place.takesPlates { line += "; plates=1" }
            if place.takesTaskIDs { line += "; tasks=1" }
            return line + " ;;"
        }
        return """
                case "$command:$subcommand" in
                    ":") \(wordsVariable)="\(commandWords.joined(separator: " "))"; \
            options="\(toolOptions.joined(separator: " "))" ;;
            \(arms.joined(separator: "\n"))
                    *) options="\(globalSpellings)" ;;
                esac
            """
    }
}
