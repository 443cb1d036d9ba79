/// The zsh completion script, `platefinder completion zsh`: an autoloaded `_platefinder`
/// function (`#compdef`), its words and options written out from the table.
struct ZshCompletionScript {
    /// What the script offers.
    let model: CompletionModel

    /// The whole script.
    func render() -> String {
        """
        #compdef platefinder
        # zsh completion for platefinder, written by `platefinder completion zsh`; plates and
        # task ids come from `platefinder \(CompletionListing.command) plates|tasks`.

        _platefinder_list() {
            local -a store
            [[ -n $2 ]] && store=(--store "$2")
            ${words[1]} \(CompletionListing.command) $1 $store 2>/dev/null
        }

        _platefinder() {
            local cur=${words[CURRENT]} prev=${words[CURRENT-1]} command= subcommand= store=
            local option= offered= options= plates= tasks= i word
            local value_options=" \(model.valueSpellings) "
            for (( i = 2; i < CURRENT; i++ )); do
                word=${words[i]}
                case $word in
                    --) break ;;
                    --*=*) [[ ${word%%=*} == --store ]] && store=${word#*=} ;;
                    -*)
                        if [[ $value_options == *" $word "* ]]; then
                            (( i++ ))
                            [[ $word == --store ]] && store=${words[i]}
                        fi
                        ;;
        \(model.operandCaseArm)
                esac
            done
            if [[ $cur == -*=* ]]; then
                option=${cur%%=*}
                compset -P '*='
            elif [[ $value_options == *" $prev "* ]]; then
                option=$prev
            fi
            if [[ -n $option ]]; then
        \(valueCase)
                return
            fi
        \(placeCase)
            if [[ $cur == -* ]]; then
                compadd -- ${=options}
                return
            fi
            [[ -n $plates ]] && offered="$offered $(_platefinder_list plates "$store")"
            [[ -n $tasks ]] && offered="$offered $(_platefinder_list tasks "$store")"
            compadd -- ${=offered}
        }

        _platefinder "$@"

        """
    }

    private var valueCase: String {
        model.valueCase { kind in
            switch kind {
            case .words(let words): "compadd -- \(words.map(Self.quoted).joined(separator: " "))"
            case .file: "_files"
            case .plate: "compadd -- $(_platefinder_list plates \"$store\")"
            case .free: ":"
            }
        }
    }

    /// `word` as zsh reads it back: quoted when it holds what the shell would act on
    /// (`--delimiter`'s `;`).
    private static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || "_.,-".contains($0))
        }
        return plain ? word : "'" + word + "'"
    }

    private var placeCase: String { model.placeCase(wordsVariable: "offered") }
}
