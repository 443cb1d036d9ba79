#compdef platefinder
# zsh completion for platefinder, written by `platefinder completion zsh`; plates and
# task ids come from `platefinder __complete plates|tasks`.

_platefinder_list() {
    local -a store
    [[ -n $2 ]] && store=(--store "$2")
    ${words[1]} __complete $1 $store 2>/dev/null
}

_platefinder() {
    local cur=${words[CURRENT]} prev=${words[CURRENT-1]} command= subcommand= store=
    local option= offered= options= plates= tasks= i word
    local value_options=" --title --note --due --plate --output -o --format --concurrency --interval --max-age --retries --older-than --within --plates --delimiter --lang --sources --endpoint --sri-endpoint --timeout --store "
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
            *)
                if [[ -z $command ]]; then
                    case $word in
                        favourites) command=favorites ;;
                        *) command=$word ;;
                    esac
                elif [[ -z $subcommand && " history favorites tasks saved completion " == *" $command "* ]]; then
                    subcommand=$word
                fi
                ;;
        esac
    done
    if [[ $cur == -*=* ]]; then
        option=${cur%%=*}
        compset -P '*='
    elif [[ $value_options == *" $prev "* ]]; then
        option=$prev
    fi
    if [[ -n $option ]]; then
        case $option in
            --title) : ;;
            --note) : ;;
            --due) : ;;
            --plate) compadd -- $(_platefinder_list plates "$store") ;;
            --output|-o) _files ;;
            --format) compadd -- table csv jsonl ;;
            --concurrency) : ;;
            --interval) : ;;
            --max-age) : ;;
            --retries) : ;;
            --older-than) : ;;
            --within) : ;;
            --plates) _files ;;
            --delimiter) compadd -- , ';' tab ;;
            --lang) compadd -- en es ;;
            --sources) compadd -- ant sri fines ;;
            --endpoint) : ;;
            --sri-endpoint) : ;;
            --timeout) : ;;
            --store) _files ;;
        esac
        return
    fi
    case "$command:$subcommand" in
        ":") offered="find check fines validate history favorites favourites tasks open batch saved due completion help"; options="--lang --endpoint --sri-endpoint --timeout --store --help --version -h -V" ;;
        "find:") offered=""; options="--json --lang --sources --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "check:") offered=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "fines:") offered=""; options="--all --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "validate:") offered=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "history:") offered="show remove clear"; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "history:show") offered=""; options="--json --lang --sources --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "history:remove") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "history:clear") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --yes --help -y -h" ;;
        "favorites:") offered="add remove toggle"; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "favorites:add") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "favorites:remove") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "favorites:toggle") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "tasks:") offered="add done undo edit remove remind export"; options="--pending --done --all --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "tasks:add") offered=""; options="--note --due --plate --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "tasks:done") offered=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; tasks=1 ;;
        "tasks:undo") offered=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; tasks=1 ;;
        "tasks:edit") offered=""; options="--title --note --due --no-due --plate --no-plate --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; tasks=1 ;;
        "tasks:remove") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; tasks=1 ;;
        "tasks:remind") offered=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "tasks:export") offered=""; options="--ics --output --lang --endpoint --sri-endpoint --timeout --store --help -o -h" ;;
        "open:") offered=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "batch:") offered=""; options="--output --format --concurrency --interval --max-age --retries --delimiter --excel --resume --lang --sources --endpoint --sri-endpoint --timeout --store --help -o -h" ;;
        "saved:") offered="prune"; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "saved:prune") offered=""; options="--older-than --lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "due:") offered=""; options="--ics --output --within --plates --delimiter --refresh --json --lang --endpoint --sri-endpoint --timeout --store --help -o -j -h" ;;
        "completion:") offered="bash zsh fish"; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "completion:bash") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "completion:zsh") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "completion:fish") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "help:") offered=""; options="--lang --endpoint --sri-endpoint --timeout --store --help --man -h" ;;
        *) options="--lang --endpoint --sri-endpoint --timeout --store" ;;
    esac
    if [[ $cur == -* ]]; then
        compadd -- ${=options}
        return
    fi
    [[ -n $plates ]] && offered="$offered $(_platefinder_list plates "$store")"
    [[ -n $tasks ]] && offered="$offered $(_platefinder_list tasks "$store")"
    compadd -- ${=offered}
}

_platefinder "$@"
