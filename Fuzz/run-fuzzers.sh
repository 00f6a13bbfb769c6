#!/bin/sh
# Runs each fuzz target named after the first two arguments for SECONDS, one after another,
# from its corpus folder (the seeds, and what earlier runs found); prints each target's
# executions per second and outcome. A crash, hang (an input over 10 s), leak or memory blow-up (over
# 2 GB) is a failure: its input is saved in FUZZ_DIR/crashes/<target>/ and the script exits 1
# once every target has run.
#
# usage: run-fuzzers.sh FUZZ_DIR SECONDS TARGET...
fuzz_dir=$1
seconds=$2
shift 2
binaries=$fuzz_dir/release
failed=""
for target in "$@"; do
    mkdir -p "$fuzz_dir/crashes/$target" "$fuzz_dir/logs"
    log=$fuzz_dir/logs/$target.log
    "$binaries/$target" "$fuzz_dir/corpus/$target" -max_total_time="$seconds" \
        -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$fuzz_dir/crashes/$target/" >"$log" 2>&1
    status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    if [ "$status" -eq 0 ]; then
        echo "$target: ${runs:-0} runs in ${seconds} s, ${rate:-0} exec/s, nothing found"
    else
        artifact=$(sed -n 's/^.*Test unit written to //p' "$log" | tail -n 1)
        echo "$target: FAILED after ${runs:-?} runs (${rate:-?} exec/s): ${artifact:-see $log}"
        grep -m 3 -E 'ERROR: |Fatal error|deadly signal|timeout|out-of-memory' "$log" |
            sed 's/^/    /'
        failed="$failed $target"
    fi
done
if [ -n "$failed" ]; then
    echo "fuzzing found a problem in:$failed (logs in $fuzz_dir/logs)"
    exit 1
fi
