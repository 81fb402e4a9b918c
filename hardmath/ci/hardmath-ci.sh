#!/usr/bin/env bash
# hardmath in a leaderboard's CI: run the CI tier on a candidate model, report it, and gate it
# against a stored baseline run (docs/leaderboard-ci.md). Ships inside the package: run it as
# `hardmath ci` (`hardmath ci --first-baseline` makes the first baseline; `--print-script` prints this). Exit codes: 0 pass, 1 regression (the gate stopped the candidate), 2 not
# comparable (different task/checker version or data, missing tasks or samples), 3: a setting is
# missing or wrong (one line) or a step failed.
#
# Settings (environment):
#   CI_MODEL_ARGS   lm_eval --model_args of the candidate (required), e.g. pretrained=org/model,revision=abc
#   CI_BASELINE     folder of the stored baseline run: one model's lm-eval output (required unless
#                   CI_FIRST_BASELINE=1: `hardmath ci --first-baseline` runs the tier and the report
#                   into CI_OUT without a gate, the run to store as the first baseline)
#   CI_OUT          where this run goes (default ci-run); its report goes to $CI_OUT/report
#   CI_MODEL        lm_eval --model (default hf)
#   CI_TASKS        tasks to run and gate (default hardmath_ci = harp_ci,math_p_simple,math_p_hard)
#   CI_ALPHA        one-sided level per gated task (default 0.0167 = 0.05 / 3 tasks: <= 5% false alarms in all)
#   CI_EXTRA_ARGS   more lm_eval arguments (e.g. --batch_size auto, --limit 20 for a smoke test)
#   CI_COMPARE_ARGS more hardmath compare arguments (e.g. --allow-partial for a --limit smoke test)
#   LM_EVAL         the lm_eval command (default lm_eval)
#   HARDMATH_DATA_DIR  the data folder (`hardmath data fetch DIR` once; cache it between jobs)
set -uo pipefail
fail_setting() {
    echo "hardmath-ci: $1" >&2
    exit 3
}
[ -n "${CI_MODEL_ARGS:-}" ] || fail_setting "set CI_MODEL_ARGS (lm_eval --model_args of the candidate)"
FIRST=${CI_FIRST_BASELINE:-0}
CI_OUT=${CI_OUT:-ci-run}
# The baseline must be another run: a candidate gated against itself always passes.
same_folder() {
    local a b
    a=$(realpath -m -- "$1") && b=$(realpath -m -- "$2") && [ "$a" = "$b" ]
}
if [ "$FIRST" = 1 ]; then
    [ ! -e "$CI_OUT" ] || fail_setting "CI_OUT ($CI_OUT) exists: a first baseline goes into a new folder"
else
    [ -n "${CI_BASELINE:-}" ] ||
        fail_setting "set CI_BASELINE (folder of the stored baseline run; make the first one with: hardmath ci --first-baseline)"
    if same_folder "$CI_BASELINE" "$CI_OUT"; then
        fail_setting "CI_BASELINE ($CI_BASELINE) is CI_OUT ($CI_OUT) or a link to it: gate against a stored baseline run"
    fi
    [ -d "$CI_BASELINE" ] ||
        fail_setting "CI_BASELINE ($CI_BASELINE) is not a folder: store a baseline run there first (hardmath ci --first-baseline)"
fi
CI_MODEL=${CI_MODEL:-hf}
CI_TASKS=${CI_TASKS:-hardmath_ci}
CI_ALPHA=${CI_ALPHA:-0.0167}
LM_EVAL=${LM_EVAL:-lm_eval}
GATED=${CI_TASKS/hardmath_ci/harp_ci,math_p_simple,math_p_hard}

# 1. Run the tier. --log_samples: the gate compares problem by problem.
# shellcheck disable=SC2086  # LM_EVAL and CI_EXTRA_ARGS are word lists
$LM_EVAL --model "$CI_MODEL" --model_args "$CI_MODEL_ARGS" --tasks "$CI_TASKS" \
    --output_path "$CI_OUT" --log_samples ${CI_EXTRA_ARGS:-} || exit 3

# 2. The report (report.md: HARP's estimate of the full score with its interval, labelled).
hardmath report "$CI_OUT" --out "$CI_OUT/report" || exit 3

if [ "$FIRST" = 1 ]; then
    echo "hardmath-ci: BASELINE written to $CI_OUT (report in $CI_OUT/report): store it (commit it or keep it as an artifact) and set CI_BASELINE to it"
    exit 0
fi

# 3. The gate: paired bootstrap against the baseline, on `correct`, one line per moved metric.
# shellcheck disable=SC2086  # CI_COMPARE_ARGS is a word list
hardmath compare "$CI_BASELINE" "$CI_OUT" --tasks "$GATED" --metrics correct --alpha "$CI_ALPHA" ${CI_COMPARE_ARGS:-}
status=$?

# 4. The job summary (Markdown: decision, per-task changes, flipped problems; appended to GitHub's
#    $GITHUB_STEP_SUMMARY when set) and the page with both responses of every flipped problem.
# shellcheck disable=SC2086  # CI_COMPARE_ARGS is a word list
hardmath compare "$CI_BASELINE" "$CI_OUT" --tasks "$GATED" --metrics correct --alpha "$CI_ALPHA" ${CI_COMPARE_ARGS:-} \
    --format markdown --html "$CI_OUT/report/compare.html" > "$CI_OUT/summary.md"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then cat "$CI_OUT/summary.md" >> "$GITHUB_STEP_SUMMARY"; fi
case $status in
    0) echo "hardmath-ci: PASS" ;;
    1) echo "hardmath-ci: REGRESSION: the candidate is worse than the baseline beyond noise" >&2 ;;
    2) echo "hardmath-ci: NOT COMPARABLE: see the line above (hardmath rescore, or a new baseline)" >&2 ;;
    *) echo "hardmath-ci: the gate failed (exit $status)" >&2; status=3 ;;
esac
exit $status
