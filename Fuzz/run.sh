#!/usr/bin/env bash
# Fuzzes every parser of outside input: builds each fuzz target with libFuzzer and
# AddressSanitizer in release mode, runs each for SECONDS on its seed corpus (Corpus/TARGET)
# with a time limit of 1 s and a memory limit of 512 MB per input, prints one line per
# target, and exits non-zero on any crash, broken property, hang, leak or limit.
#
#   Fuzz/run.sh SECONDS [TARGET...]
#
# An input that fails is kept in Fuzz/Findings/TARGET/; run the target on it to see the
# failure again (Fuzz/.build/release/TARGET Fuzz/Findings/TARGET/crash-…). Inputs found
# interesting are kept in Fuzz/.build/corpus/TARGET, so later runs start from them.
set -euo pipefail

usage() {
    echo "usage: Fuzz/run.sh SECONDS [TARGET...]" >&2
    exit 2
}
[ $# -ge 1 ] && [[ "$1" =~ ^[1-9][0-9]*$ ]] || usage
seconds=$1
shift

cd "$(dirname "$0")"
fuzz=$(pwd)
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

if [ $# -gt 0 ]; then
    targets=("$@")
else
    targets=()
    for main in Sources/*/main.swift; do
        targets+=("$(basename "$(dirname "$main")")")
    done
fi
for target in "${targets[@]}"; do
    [ -f "Sources/$target/main.swift" ] && [ -d "Corpus/$target" ] \
        || { echo "no fuzz target named $target" >&2; exit 2; }
done

flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
echo "building ${#targets[@]} fuzz targets (release, libFuzzer and AddressSanitizer)"
build_log=$(mktemp)
swift build "${flags[@]}" 2>&1 | tee "$build_log"
warnings=$(grep -E '^/[^:]*/Sources/[^:]*:[0-9]+:[0-9]+: warning:' "$build_log" | sort -u || true)
rm -f "$build_log"
if [ -n "$warnings" ]; then
    echo "compiler warnings in our code:"
    echo "$warnings"
    exit 1
fi
bin=$(swift build "${flags[@]}" --show-bin-path)

# The Swift runtime's own crash reporter would hold a failing input up for half a minute;
# libFuzzer reports crashes itself. AddressSanitizer's quarantine of freed memory, 256 MB
# by default, would count against the memory limit; 64 MB still catches a use after free.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="quarantine_size_mb=64${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
failed=()
for target in "${targets[@]}"; do
    corpus="$fuzz/.build/corpus/$target"
    findings="$fuzz/Findings/$target"
    mkdir -p "$corpus" "$findings"
    log=$(mktemp)
    start="$log.start"
    touch "$start"
    status=0
    "$bin/$target" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=512 \
        -malloc_limit_mb=512 -print_final_stats=1 -artifact_prefix="$findings/" \
        "$corpus" "Corpus/$target" >"$log" 2>&1 || status=$?
    runs=$(awk '/^stat::number_of_executed_units:/ { n = $2 } END { print n + 0 }' "$log")
    coverage=$(awk '{ for (i = 1; i < NF; i++) if ($i == "cov:") c = $(i + 1) }
        END { print c + 0 }' "$log")
    crashes=$(find "$findings" -type f -newer "$start" | wc -l)
    echo "$target: $runs runs, cov $coverage, $crashes crashes"
    if [ "$status" -ne 0 ] || [ "$crashes" -ne 0 ]; then
        failed+=("$target")
        tail -n 60 "$log" | cut -c 1-300
        find "$findings" -type f -newer "$start" -printf 'input kept in %p\n'
    fi
    rm -f "$log" "$start"
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzzing failed: ${failed[*]}"
    exit 1
fi
