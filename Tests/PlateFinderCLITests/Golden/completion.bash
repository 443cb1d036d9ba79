# bash completion for platefinder -*- shell-script -*-
# Written by `platefinder completion bash`; plates and task ids come from
# `platefinder __complete plates|tasks`.

_platefinder_list() {
    local -a store=()
    [[ -n $2 ]] && store=(--store "$2")
    command "${COMP_WORDS[0]}" __complete "$1" "${store[@]}" 2>/dev/null
}

_platefinder() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev="" command="" subcommand="" store=""
    local option="" words="" options="" plates="" tasks="" i word
    local value_options=" --title --note --due --plate --output -o --format --concurrency --interval --max-age --retries --older-than --within --plates --delimiter --lang --sources --endpoint --sri-endpoint --timeout --store "
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
    if [[ $cur == "=" ]]; then
        option=$prev
        cur=""
    elif [[ $prev == "=" ]] && (( COMP_CWORD > 1 )); then
        option=${COMP_WORDS[COMP_CWORD-2]}
    elif [[ $value_options == *" $prev "* ]]; then
        option=$prev
    fi
    if [[ -n $option ]]; then
        case $option in
            --title) : ;;
            --note) : ;;
            --due) : ;;
            --plate) mapfile -t COMPREPLY < <(compgen -W "$(_platefinder_list plates "$store")" -- "$cur") ;;
            --output|-o) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
            --format) mapfile -t COMPREPLY < <(compgen -W "table csv jsonl" -- "$cur") ;;
            --concurrency) : ;;
            --interval) : ;;
            --max-age) : ;;
            --retries) : ;;
            --older-than) : ;;
            --within) : ;;
            --plates) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
            --delimiter) mapfile -t COMPREPLY < <(compgen -W ", ; tab" -- "$cur") ;;
            --lang) mapfile -t COMPREPLY < <(compgen -W "en es" -- "$cur") ;;
            --sources) mapfile -t COMPREPLY < <(compgen -W "ant sri fines" -- "$cur") ;;
            --endpoint) : ;;
            --sri-endpoint) : ;;
            --timeout) : ;;
            --store) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
        esac
        return 0
    fi
    case "$command:$subcommand" in
        ":") words="find check fines validate history favorites favourites tasks open batch saved due completion help"; options="--lang --endpoint --sri-endpoint --timeout --store --help --version -h -V" ;;
        "find:") words=""; options="--json --lang --sources --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "check:") words=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "fines:") words=""; options="--all --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "validate:") words=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "history:") words="show remove clear"; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "history:show") words=""; options="--json --lang --sources --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "history:remove") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "history:clear") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --yes --help -y -h" ;;
        "favorites:") words="add remove toggle"; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "favorites:add") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "favorites:remove") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "favorites:toggle") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; plates=1 ;;
        "tasks:") words="add done undo edit remove remind export"; options="--pending --done --all --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "tasks:add") words=""; options="--note --due --plate --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "tasks:done") words=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; tasks=1 ;;
        "tasks:undo") words=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; tasks=1 ;;
        "tasks:edit") words=""; options="--title --note --due --no-due --plate --no-plate --json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; tasks=1 ;;
        "tasks:remove") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h"; tasks=1 ;;
        "tasks:remind") words=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h"; plates=1 ;;
        "tasks:export") words=""; options="--ics --output --lang --endpoint --sri-endpoint --timeout --store --help -o -h" ;;
        "open:") words=""; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "batch:") words=""; options="--output --format --concurrency --interval --max-age --retries --delimiter --excel --resume --lang --sources --endpoint --sri-endpoint --timeout --store --help -o -h" ;;
        "saved:") words="prune"; options="--json --lang --endpoint --sri-endpoint --timeout --store --help -j -h" ;;
        "saved:prune") words=""; options="--older-than --lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "due:") words=""; options="--ics --output --within --plates --delimiter --refresh --json --lang --endpoint --sri-endpoint --timeout --store --help -o -j -h" ;;
        "completion:") words="bash zsh fish"; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "completion:bash") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "completion:zsh") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "completion:fish") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help -h" ;;
        "help:") words=""; options="--lang --endpoint --sri-endpoint --timeout --store --help --man -h" ;;
        *) options="--lang --endpoint --sri-endpoint --timeout --store" ;;
    esac
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
