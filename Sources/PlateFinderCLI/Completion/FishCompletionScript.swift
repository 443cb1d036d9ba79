import PlateFinderApp

/// The fish completion script, `platefinder completion fish`: `complete` commands whose
/// conditions ask where on the line the cursor is, written out from the table.
struct FishCompletionScript {
    /// What the script offers.
    let model: CompletionModel

    /// The whole script.
    func render() -> String {
        """
        # fish completion for platefinder, written by `platefinder completion fish`; plates
        # and task ids come from `platefinder \(CompletionListing.command) plates|tasks`.

        # The command and subcommand typed so far (aliases as their command), then operands.
        function __platefinder_words
            set -l tokens (commandline -opc)
            set -e tokens[1]
            set -l skip 0
            set -l found
            for token in $tokens
                if test $skip = 1
                    set skip 0
                    continue
                end
                switch $token
                    case --
                        break
                    case '--*=*'
                    case '-*'
                        contains -- $token \(model.valueSpellings); and set skip 1
                    case '*'
                        if test (count $found) = 0
                            switch $token
        \(aliasCases)
                            end
                        end
                        set -a found $token
                end
            end
            printf '%s\\n' $found
        end

        # True when the words typed are exactly the arguments (none: no command yet).
        function __platefinder_at
            set -l found (__platefinder_words)
            test "$found" = "$argv"
        end

        # True when the words typed start with the arguments.
        function __platefinder_in
            set -l found (__platefinder_words)
            set -l wanted (count $argv)
            test (count $found) -ge $wanted; or return 1
            test "$found[1..$wanted]" = "$argv"
        end

        # The words `__complete` lists: plates or tasks, from the store the line names.
        function __platefinder_list
            set -l tokens (commandline -opc)
            set -l store
            for i in (seq 2 (count $tokens))
                switch $tokens[$i]
                    case --store
                        set store $tokens[(math $i + 1)] 2>/dev/null
                    case '--store=*'
                        set store (string replace -- --store= '' $tokens[$i])
                end
            end
            command -q $tokens[1]; or return
            if test -n "$store"
                $tokens[1] \(CompletionListing.command) $argv[1] --store $store 2>/dev/null
            else
                $tokens[1] \(CompletionListing.command) $argv[1] 2>/dev/null
            end
        end

        complete -c platefinder -f
        complete -c platefinder -n __platefinder_at -a '\(model.commandWords.joined(separator: " "))'
        \(toolOptionLines)
        \(placeLines)

        """
    }

    private var aliasCases: String {
        model.aliases.map { alias in
            "                        case \(alias.alias)\n"
                + "                            set token \(alias.command)"
        }.joined(separator: "\n")
    }

    private var toolOptionLines: String {
        optionLines(CommandDeclaration.tool.options, condition: "__platefinder_at")
    }

    private var placeLines: String {
        CommandTable.shownCommands.compactMap { command -> String? in
            guard let name = command.name else { return nil }
            let words = command.subcommands.map(\.name)
            let at = command.subcommands.isEmpty ? "__platefinder_in" : "__platefinder_at"
            var lines: [String] = []
            if !words.isEmpty {
                lines.append(
                    "complete -c platefinder -n '__platefinder_at \(name)' -a '"
                        + words.joined(separator: " ") + "'")
            }
            lines.append(optionLines(command.options, condition: "\(at) \(name)"))
            lines += operandLines(command.operand, condition: "__platefinder_in \(name)")
            for subcommand in command.subcommands {
                let condition = "__platefinder_in \(name) \(subcommand.name)"
                lines.append(optionLines(subcommand.options, condition: condition))
                lines += operandLines(subcommand.operand, condition: condition)
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The line offering the store's plates or task ids where `condition` holds, for the
    /// operands that are one.
    private func operandLines(_ operand: ValuePlaceholder?, condition: String) -> [String] {
        let listing: CompletionListing
        switch operand {
        case .plate?: listing = .plates
        case .id?: listing = .tasks
        default: return []
        }
        return [
            "complete -c platefinder -n '\(condition)' -a '(__platefinder_list \(listing.rawValue))'"
        ]
    }

    /// One `complete` line per option accepted where `condition` holds, globals included.
    private func optionLines(_ options: [CommandOption], condition: String) -> String {
        let accepted = Set(options).union(CommandTable.globalOptions)
        return CommandTable.options.filter { accepted.contains($0.option) }.map { spec in
            var line = "complete -c platefinder -n '\(condition)' -l \(spec.name.dropFirst(2))"
            if let short = spec.shortName { line += " -s \(short.dropFirst())" }
            switch spec.value.map(CompletionModel.kind) {
            case nil: break
            case .words(let words)?: line += " -x -a '\(words.joined(separator: " "))'"
            case .file?: line += " -r -F"
            case .plate?: line += " -x -a '(__platefinder_list plates)'"
            case .free?: line += " -x"
            }
            return line
        }.joined(separator: "\n")
    }
}
