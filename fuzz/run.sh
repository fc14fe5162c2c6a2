#!/usr/bin/env bash
# Runs every fuzz target from its committed corpus (fuzz/corpus/<target>) and prints a
# table: executions, final coverage (cov:), corpus size and findings per target.
#
#   fuzz/run.sh                    each target for 5 s, one after the other (CI)
#   fuzz/run.sh 1500 --together    every target at once for 1500 s, under nice -n 10
#   fuzz/run.sh 600 scanner        only the targets named
#
# Needs the nightly toolchain; installs cargo-fuzz when missing. New inputs go to
# fuzz/target/runs/corpus/<target>, never into the committed corpus (docs/fuzzing.md tells
# how to minimise them into it); a finding is saved in fuzz/artifacts/<target>/ and makes
# the script fail.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-5}
shift || true
together=
if [ "${1:-}" = --together ]; then
    together=yes
    shift
fi

command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
cargo +nightly test --lib --quiet
# The short run builds unoptimised (its build took about 40% less CPU), a campaign
# optimised.
if [ -n "$together" ] || [ "$seconds" -gt 60 ]; then
    profile=(release)
else
    profile=(debug --dev)
fi
cargo +nightly fuzz build -s none "${profile[@]:1}"
bin=target/$(rustc +nightly -vV | sed -n 's/^host: //p')/${profile[0]}
runs=target/runs
rm -rf "$runs/logs"
mkdir -p "$runs/logs"

# Runs target $1 for $seconds seconds (under nice -n 10 with --together), its log (and
# its CPU time, last) in $runs/logs.
fuzz() {
    local target=$1 options=() niced=()
    [ -n "$together" ] && niced=(nice -n 10)
    mkdir -p "$runs/corpus/$target" "corpus/$target" "artifacts/$target"
    [ -f "dict/$target.dict" ] && options+=("-dict=dict/$target.dict")
    "${niced[@]}" /usr/bin/time -f "cpu: %U s user, %S s system" \
        "$bin/$target" "$runs/corpus/$target" "corpus/$target" \
        -max_total_time="$seconds" -timeout=30 -rss_limit_mb=1024 -print_final_stats=1 \
        -artifact_prefix="artifacts/$target/" "${options[@]}" \
        >"$runs/logs/$target.log" 2>&1
}

start=$(date +%s)
failed=0
targets=${*:-$(cargo +nightly fuzz list)}
if [ -n "$together" ]; then
    pids=()
    for target in $targets; do
        fuzz "$target" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do
        wait "$pid" || failed=1
    done
else
    for target in $targets; do
        fuzz "$target" || failed=1
    done
fi

printf '%-20s %12s %8s %16s %s\n' target executions cov corpus findings
for target in $targets; do
    log=$runs/logs/$target.log
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    last=$(grep -E '^#[0-9]+' "$log" | tail -1)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    corpus=$(sed -n 's/.* corp: \([^ ]*\).*/\1/p' <<<"$last")
    findings=$(find "artifacts/$target" -type f | wc -l)
    printf '%-20s %12s %8s %16s %s   (%s)\n' "$target" "${execs:-?}" "${cov:-?}" \
        "${corpus:-?}" "$findings" "$(tail -1 "$log")"
done
echo "fuzz/run.sh: $(($(date +%s) - start)) s of fuzzing"
exit "$failed"
