# fish completion for platefinder, written by `platefinder completion fish`; plates
# and task ids come from `platefinder __complete plates|tasks`.

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
                contains -- $token --title --note --due --plate --output -o --format --concurrency --interval --max-age --retries --older-than --within --plates --delimiter --lang --sources --endpoint --sri-endpoint --timeout --store; and set skip 1
            case '*'
                if test (count $found) = 0
                    switch $token
                        case favourites
                            set token favorites
                    end
                end
                set -a found $token
        end
    end
    printf '%s\n' $found
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
        $tokens[1] __complete $argv[1] --store $store 2>/dev/null
    else
        $tokens[1] __complete $argv[1] 2>/dev/null
    end
end

complete -c platefinder -f
complete -c platefinder -n __platefinder_at -a 'find check fines validate history favorites favourites tasks open batch saved due completion help'
complete -c platefinder -n '__platefinder_at' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_at' -l endpoint -x
complete -c platefinder -n '__platefinder_at' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_at' -l timeout -x
complete -c platefinder -n '__platefinder_at' -l store -r -F
complete -c platefinder -n '__platefinder_at' -l help -s h
complete -c platefinder -n '__platefinder_at' -l version -s V
complete -c platefinder -n '__platefinder_in find' -l json -s j
complete -c platefinder -n '__platefinder_in find' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in find' -l sources -x -a 'ant sri fines'
complete -c platefinder -n '__platefinder_in find' -l endpoint -x
complete -c platefinder -n '__platefinder_in find' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in find' -l timeout -x
complete -c platefinder -n '__platefinder_in find' -l store -r -F
complete -c platefinder -n '__platefinder_in find' -l help -s h
complete -c platefinder -n '__platefinder_in find' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in check' -l json -s j
complete -c platefinder -n '__platefinder_in check' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in check' -l endpoint -x
complete -c platefinder -n '__platefinder_in check' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in check' -l timeout -x
complete -c platefinder -n '__platefinder_in check' -l store -r -F
complete -c platefinder -n '__platefinder_in check' -l help -s h
complete -c platefinder -n '__platefinder_in check' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in fines' -l all
complete -c platefinder -n '__platefinder_in fines' -l json -s j
complete -c platefinder -n '__platefinder_in fines' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in fines' -l endpoint -x
complete -c platefinder -n '__platefinder_in fines' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in fines' -l timeout -x
complete -c platefinder -n '__platefinder_in fines' -l store -r -F
complete -c platefinder -n '__platefinder_in fines' -l help -s h
complete -c platefinder -n '__platefinder_in fines' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in validate' -l json -s j
complete -c platefinder -n '__platefinder_in validate' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in validate' -l endpoint -x
complete -c platefinder -n '__platefinder_in validate' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in validate' -l timeout -x
complete -c platefinder -n '__platefinder_in validate' -l store -r -F
complete -c platefinder -n '__platefinder_in validate' -l help -s h
complete -c platefinder -n '__platefinder_in validate' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_at history' -a 'show remove clear'
complete -c platefinder -n '__platefinder_at history' -l json -s j
complete -c platefinder -n '__platefinder_at history' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_at history' -l endpoint -x
complete -c platefinder -n '__platefinder_at history' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_at history' -l timeout -x
complete -c platefinder -n '__platefinder_at history' -l store -r -F
complete -c platefinder -n '__platefinder_at history' -l help -s h
complete -c platefinder -n '__platefinder_in history show' -l json -s j
complete -c platefinder -n '__platefinder_in history show' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in history show' -l sources -x -a 'ant sri fines'
complete -c platefinder -n '__platefinder_in history show' -l endpoint -x
complete -c platefinder -n '__platefinder_in history show' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in history show' -l timeout -x
complete -c platefinder -n '__platefinder_in history show' -l store -r -F
complete -c platefinder -n '__platefinder_in history show' -l help -s h
complete -c platefinder -n '__platefinder_in history show' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in history remove' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in history remove' -l endpoint -x
complete -c platefinder -n '__platefinder_in history remove' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in history remove' -l timeout -x
complete -c platefinder -n '__platefinder_in history remove' -l store -r -F
complete -c platefinder -n '__platefinder_in history remove' -l help -s h
complete -c platefinder -n '__platefinder_in history remove' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in history clear' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in history clear' -l endpoint -x
complete -c platefinder -n '__platefinder_in history clear' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in history clear' -l timeout -x
complete -c platefinder -n '__platefinder_in history clear' -l store -r -F
complete -c platefinder -n '__platefinder_in history clear' -l yes -s y
complete -c platefinder -n '__platefinder_in history clear' -l help -s h
complete -c platefinder -n '__platefinder_at favorites' -a 'add remove toggle'
complete -c platefinder -n '__platefinder_at favorites' -l json -s j
complete -c platefinder -n '__platefinder_at favorites' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_at favorites' -l endpoint -x
complete -c platefinder -n '__platefinder_at favorites' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_at favorites' -l timeout -x
complete -c platefinder -n '__platefinder_at favorites' -l store -r -F
complete -c platefinder -n '__platefinder_at favorites' -l help -s h
complete -c platefinder -n '__platefinder_in favorites add' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in favorites add' -l endpoint -x
complete -c platefinder -n '__platefinder_in favorites add' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in favorites add' -l timeout -x
complete -c platefinder -n '__platefinder_in favorites add' -l store -r -F
complete -c platefinder -n '__platefinder_in favorites add' -l help -s h
complete -c platefinder -n '__platefinder_in favorites add' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in favorites remove' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in favorites remove' -l endpoint -x
complete -c platefinder -n '__platefinder_in favorites remove' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in favorites remove' -l timeout -x
complete -c platefinder -n '__platefinder_in favorites remove' -l store -r -F
complete -c platefinder -n '__platefinder_in favorites remove' -l help -s h
complete -c platefinder -n '__platefinder_in favorites remove' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in favorites toggle' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in favorites toggle' -l endpoint -x
complete -c platefinder -n '__platefinder_in favorites toggle' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in favorites toggle' -l timeout -x
complete -c platefinder -n '__platefinder_in favorites toggle' -l store -r -F
complete -c platefinder -n '__platefinder_in favorites toggle' -l help -s h
complete -c platefinder -n '__platefinder_in favorites toggle' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_at tasks' -a 'add done undo edit remove remind export'
complete -c platefinder -n '__platefinder_at tasks' -l pending
complete -c platefinder -n '__platefinder_at tasks' -l done
complete -c platefinder -n '__platefinder_at tasks' -l all
complete -c platefinder -n '__platefinder_at tasks' -l json -s j
complete -c platefinder -n '__platefinder_at tasks' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_at tasks' -l endpoint -x
complete -c platefinder -n '__platefinder_at tasks' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_at tasks' -l timeout -x
complete -c platefinder -n '__platefinder_at tasks' -l store -r -F
complete -c platefinder -n '__platefinder_at tasks' -l help -s h
complete -c platefinder -n '__platefinder_in tasks add' -l note -x
complete -c platefinder -n '__platefinder_in tasks add' -l due -x
complete -c platefinder -n '__platefinder_in tasks add' -l plate -x -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in tasks add' -l json -s j
complete -c platefinder -n '__platefinder_in tasks add' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in tasks add' -l endpoint -x
complete -c platefinder -n '__platefinder_in tasks add' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in tasks add' -l timeout -x
complete -c platefinder -n '__platefinder_in tasks add' -l store -r -F
complete -c platefinder -n '__platefinder_in tasks add' -l help -s h
complete -c platefinder -n '__platefinder_in tasks done' -l json -s j
complete -c platefinder -n '__platefinder_in tasks done' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in tasks done' -l endpoint -x
complete -c platefinder -n '__platefinder_in tasks done' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in tasks done' -l timeout -x
complete -c platefinder -n '__platefinder_in tasks done' -l store -r -F
complete -c platefinder -n '__platefinder_in tasks done' -l help -s h
complete -c platefinder -n '__platefinder_in tasks done' -a '(__platefinder_list tasks)'
complete -c platefinder -n '__platefinder_in tasks undo' -l json -s j
complete -c platefinder -n '__platefinder_in tasks undo' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in tasks undo' -l endpoint -x
complete -c platefinder -n '__platefinder_in tasks undo' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in tasks undo' -l timeout -x
complete -c platefinder -n '__platefinder_in tasks undo' -l store -r -F
complete -c platefinder -n '__platefinder_in tasks undo' -l help -s h
complete -c platefinder -n '__platefinder_in tasks undo' -a '(__platefinder_list tasks)'
complete -c platefinder -n '__platefinder_in tasks edit' -l title -x
complete -c platefinder -n '__platefinder_in tasks edit' -l note -x
complete -c platefinder -n '__platefinder_in tasks edit' -l due -x
complete -c platefinder -n '__platefinder_in tasks edit' -l no-due
complete -c platefinder -n '__platefinder_in tasks edit' -l plate -x -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in tasks edit' -l no-plate
complete -c platefinder -n '__platefinder_in tasks edit' -l json -s j
complete -c platefinder -n '__platefinder_in tasks edit' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in tasks edit' -l endpoint -x
complete -c platefinder -n '__platefinder_in tasks edit' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in tasks edit' -l timeout -x
complete -c platefinder -n '__platefinder_in tasks edit' -l store -r -F
complete -c platefinder -n '__platefinder_in tasks edit' -l help -s h
complete -c platefinder -n '__platefinder_in tasks edit' -a '(__platefinder_list tasks)'
complete -c platefinder -n '__platefinder_in tasks remove' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in tasks remove' -l endpoint -x
complete -c platefinder -n '__platefinder_in tasks remove' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in tasks remove' -l timeout -x
complete -c platefinder -n '__platefinder_in tasks remove' -l store -r -F
complete -c platefinder -n '__platefinder_in tasks remove' -l help -s h
complete -c platefinder -n '__platefinder_in tasks remove' -a '(__platefinder_list tasks)'
complete -c platefinder -n '__platefinder_in tasks remind' -l json -s j
complete -c platefinder -n '__platefinder_in tasks remind' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in tasks remind' -l endpoint -x
complete -c platefinder -n '__platefinder_in tasks remind' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in tasks remind' -l timeout -x
complete -c platefinder -n '__platefinder_in tasks remind' -l store -r -F
complete -c platefinder -n '__platefinder_in tasks remind' -l help -s h
complete -c platefinder -n '__platefinder_in tasks remind' -a '(__platefinder_list plates)'
complete -c platefinder -n '__platefinder_in tasks export' -l ics
complete -c platefinder -n '__platefinder_in tasks export' -l output -s o -r -F
complete -c platefinder -n '__platefinder_in tasks export' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in tasks export' -l endpoint -x
complete -c platefinder -n '__platefinder_in tasks export' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in tasks export' -l timeout -x
complete -c platefinder -n '__platefinder_in tasks export' -l store -r -F
complete -c platefinder -n '__platefinder_in tasks export' -l help -s h
complete -c platefinder -n '__platefinder_in open' -l json -s j
complete -c platefinder -n '__platefinder_in open' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in open' -l endpoint -x
complete -c platefinder -n '__platefinder_in open' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in open' -l timeout -x
complete -c platefinder -n '__platefinder_in open' -l store -r -F
complete -c platefinder -n '__platefinder_in open' -l help -s h
complete -c platefinder -n '__platefinder_in batch' -l output -s o -r -F
complete -c platefinder -n '__platefinder_in batch' -l format -x -a 'table csv jsonl'
complete -c platefinder -n '__platefinder_in batch' -l concurrency -x
complete -c platefinder -n '__platefinder_in batch' -l interval -x
complete -c platefinder -n '__platefinder_in batch' -l max-age -x
complete -c platefinder -n '__platefinder_in batch' -l retries -x
complete -c platefinder -n '__platefinder_in batch' -l delimiter -x -a ', ; tab'
complete -c platefinder -n '__platefinder_in batch' -l excel
complete -c platefinder -n '__platefinder_in batch' -l resume
complete -c platefinder -n '__platefinder_in batch' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in batch' -l sources -x -a 'ant sri fines'
complete -c platefinder -n '__platefinder_in batch' -l endpoint -x
complete -c platefinder -n '__platefinder_in batch' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in batch' -l timeout -x
complete -c platefinder -n '__platefinder_in batch' -l store -r -F
complete -c platefinder -n '__platefinder_in batch' -l help -s h
complete -c platefinder -n '__platefinder_at saved' -a 'prune'
complete -c platefinder -n '__platefinder_at saved' -l json -s j
complete -c platefinder -n '__platefinder_at saved' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_at saved' -l endpoint -x
complete -c platefinder -n '__platefinder_at saved' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_at saved' -l timeout -x
complete -c platefinder -n '__platefinder_at saved' -l store -r -F
complete -c platefinder -n '__platefinder_at saved' -l help -s h
complete -c platefinder -n '__platefinder_in saved prune' -l older-than -x
complete -c platefinder -n '__platefinder_in saved prune' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in saved prune' -l endpoint -x
complete -c platefinder -n '__platefinder_in saved prune' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in saved prune' -l timeout -x
complete -c platefinder -n '__platefinder_in saved prune' -l store -r -F
complete -c platefinder -n '__platefinder_in saved prune' -l help -s h
complete -c platefinder -n '__platefinder_in due' -l ics
complete -c platefinder -n '__platefinder_in due' -l output -s o -r -F
complete -c platefinder -n '__platefinder_in due' -l within -x
complete -c platefinder -n '__platefinder_in due' -l plates -r -F
complete -c platefinder -n '__platefinder_in due' -l delimiter -x -a ', ; tab'
complete -c platefinder -n '__platefinder_in due' -l refresh
complete -c platefinder -n '__platefinder_in due' -l json -s j
complete -c platefinder -n '__platefinder_in due' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in due' -l endpoint -x
complete -c platefinder -n '__platefinder_in due' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in due' -l timeout -x
complete -c platefinder -n '__platefinder_in due' -l store -r -F
complete -c platefinder -n '__platefinder_in due' -l help -s h
complete -c platefinder -n '__platefinder_at completion' -a 'bash zsh fish'
complete -c platefinder -n '__platefinder_at completion' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_at completion' -l endpoint -x
complete -c platefinder -n '__platefinder_at completion' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_at completion' -l timeout -x
complete -c platefinder -n '__platefinder_at completion' -l store -r -F
complete -c platefinder -n '__platefinder_at completion' -l help -s h
complete -c platefinder -n '__platefinder_in completion bash' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in completion bash' -l endpoint -x
complete -c platefinder -n '__platefinder_in completion bash' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in completion bash' -l timeout -x
complete -c platefinder -n '__platefinder_in completion bash' -l store -r -F
complete -c platefinder -n '__platefinder_in completion bash' -l help -s h
complete -c platefinder -n '__platefinder_in completion zsh' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in completion zsh' -l endpoint -x
complete -c platefinder -n '__platefinder_in completion zsh' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in completion zsh' -l timeout -x
complete -c platefinder -n '__platefinder_in completion zsh' -l store -r -F
complete -c platefinder -n '__platefinder_in completion zsh' -l help -s h
complete -c platefinder -n '__platefinder_in completion fish' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in completion fish' -l endpoint -x
complete -c platefinder -n '__platefinder_in completion fish' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in completion fish' -l timeout -x
complete -c platefinder -n '__platefinder_in completion fish' -l store -r -F
complete -c platefinder -n '__platefinder_in completion fish' -l help -s h
complete -c platefinder -n '__platefinder_in help' -l lang -x -a 'en es'
complete -c platefinder -n '__platefinder_in help' -l endpoint -x
complete -c platefinder -n '__platefinder_in help' -l sri-endpoint -x
complete -c platefinder -n '__platefinder_in help' -l timeout -x
complete -c platefinder -n '__platefinder_in help' -l store -r -F
complete -c platefinder -n '__platefinder_in help' -l help -s h
complete -c platefinder -n '__platefinder_in help' -l man
