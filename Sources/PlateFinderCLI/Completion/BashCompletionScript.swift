/// The bash completion script, `platefinder completion bash`: a `_platefinder` function
/// registered with `complete -F`, its words and options written out from the table.
struct BashCompletionScript {
    /// What the script offers.
    let model: CompletionModel

    /// The whole script.
    func render() -> String {
        """
        # bash completion for platefinder -*- shell-script -*-
        # Written by `platefinder completion bash`; plates and task ids come from
        # `platefinder \(CompletionListing.command) plates|tasks`.

        _platefinder_list() {
            local -a store=()
            [[ -n $2 ]] && store=(--store "$2")
            command "${COMP_WORDS[0]}" \(CompletionListing.command) "$1" "${store[@]}" 2>/dev/null
        }

        _platefinder() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev="" command="" subcommand="" store=""
            local option="" words="" options="" plates="" tasks="" i word
            local value_options=" \(model.valueSpellings) "
            (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
            COMPREPLY=()
            for (( i = 1; i < COMP_CWORD; i++ )); do
                word=${COMP_WORDS[i]}
                case $word in
                    --) break ;;
                    -*)
                        [[ $value_options == *" $word "* ]] || continue
                        # `--opt=value` reaches bash split at `=`.
                        if [[ ${COMP_WORDS[i+1]} == "=" ]]; then (( i++ )); fi
                        (( i++ ))
                        [[ $word == --store ]] && store=${COMP_WORDS[i]}
                        ;;
        \(model.operandCaseArm)
                esac
            done
            if [[ $cur == "=" ]]; then
                option=$prev
                cur=""
            elif [[ $prev == "=" ]] && (( COMP_CWORD > 1 )); then
                option=${COMP_WORDS[COMP_CWORD-2]}
            elif [[ $value_options == *" $prev "* ]]; then
                option=$prev
            fi
            if [[ -n $option ]]; then
        \(valueCase)
                return 0
            fi
        \(placeCase)
            if [[ $cur == -* ]]; then
                mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
                return 0
            fi
            if [[ -n $plates ]]; then
                words="$words $(_platefinder_list plates "$store")"
            fi
            if [[ -n $tasks ]]; then
                words="$words $(_platefinder_list tasks "$store")"
            fi
            mapfile -t COMPREPLY < <(compgen -W "$words" -- "$cur")
            return 0
        }

        complete -F _platefinder platefinder

        """
    }

    private var valueCase: String {
        model.valueCase { kind in
            switch kind {
            case .words(let words):
                "mapfile -t COMPREPLY < <(compgen -W \"\(words.joined(separator: " "))\" "
                    + "-- \"$cur\")"
            case .file:
                "compopt -o filenames 2>/dev/null; "
                    + "mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")"
            case .plate:
                "mapfile -t COMPREPLY < <(compgen -W \"$(_platefinder_list plates \"$store\")\" "
                    + "-- \"$cur\")"
            case .free:
                ":"
            }
        }
    }

    private var placeCase: String { model.placeCase(wordsVariable: "words") }
}
