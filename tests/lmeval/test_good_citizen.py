"""A guest in someone else's lm-eval (issue 18): installing hardmath changes nothing for any task that
is not hardmath's.

The compatibility suite runs small tasks of a user's own (``fixtures/guest_tasks``: the default
filter + ``exact_match``, ``take_first``, ``regex`` + ``exact_match``, multiple choice by
log-likelihood, ``loglikelihood_rolling``, and a ``--apply_chat_template`` run) through the real
``lm_eval`` CLI on the offline model, with hardmath's plugin off (``HARDMATH_AUTOLOAD=0``) and on,
and asserts identical samples and results. The plugin-on side is one mixed run (the same tasks plus
``harp_default``): it scores the guest tasks exactly as the plugin-off run while HARP still records
truncation and token counts. (Issue 42: a separate plugin-on run of the guest tasks alone was a third
``lm_eval`` start; the mixed run has the plugin on and its hooks at work, the stricter case.)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

from hardmath.grade_record import GradeRecord

FIXTURE = Path(__file__).with_name("fixtures") / "guest_tasks"
GUESTS = ["guest_add", "guest_add_take_first", "guest_add_regex", "guest_mc", "guest_rolling"]
CHAT_GUESTS = ["guest_add", "guest_add_regex", "guest_mc"]
# what a run writes that does not depend on the tasks' outputs (dates, timings, environment)
RESULT_KEYS = ("results", "configs", "versions", "n-shot", "higher_is_better", "n-samples", "group_subtasks")


def guest_tasks(tmp_path: Path) -> Path:
    """The guest task folder with ``{DATA}`` pointing at its data file."""
    folder = tmp_path / "guest_tasks"
    folder.mkdir(exist_ok=True)
    data = folder / "guest_data.jsonl"
    data.write_text((FIXTURE / "guest_data.jsonl").read_text())
    for f in FIXTURE.glob("*.yaml"):
        (folder / f.name).write_text(f.read_text().replace("{DATA}", str(data)))
    return folder


def _run(
    tmp_path: Path, name: str, model: Path, tasks: list[str], plugin: bool, *extra: str, **env: str
) -> tuple[dict, dict]:
    out = tmp_path / name
    run_lm_eval(
        [
            "--model",
            "hf",
            "--model_args",
            f"pretrained={model},dtype=float32",
            "--include_path",
            str(guest_tasks(tmp_path)),
            "--tasks",
            ",".join(tasks),
            "--limit",
            "4",
            "--gen_kwargs",
            "max_gen_toks=16",
            "--output_path",
            str(out),
            "--log_samples",
            *extra,
        ],
        tmp_path,
        HARDMATH_AUTOLOAD="1" if plugin else "0",
        **env,
    )
    return read_results(out)


def _comparable(results: dict, tasks: list[str]) -> dict:
    return {key: {t: v for t, v in results.get(key, {}).items() if t in tasks} for key in RESULT_KEYS}


def _assert_same(a: tuple[dict, dict], b: tuple[dict, dict], tasks: list[str]) -> None:
    (res_a, samples_a), (res_b, samples_b) = a, b
    for task in tasks:
        assert samples_a[task] == samples_b[task], f"{task}: logged samples differ"
        assert json.dumps(samples_a[task], sort_keys=True) == json.dumps(samples_b[task], sort_keys=True)
    assert _comparable(res_a, tasks) == _comparable(res_b, tasks)


@pytest.mark.slow
@pytest.mark.both_ends  # CI runs it on the oldest stack too
def test_guest_tasks_identical_with_the_plugin_on_and_off_and_next_to_harp(tmp_path, offline_model, shared_data):
    """Issue 18's reproduction (``guest_add``: default filter + exact_match crashed with the plugin on)
    and the compatibility suite; then the same tasks in one run with ``harp_default``.
    """
    off = _run(tmp_path, "off", offline_model, GUESTS, False)
    # plugin on: the guest tasks next to harp_default in one start (the data folder by environment:
    # lm-eval merges --metadata into every task's config)
    mixed = _run(tmp_path, "mixed", offline_model, [*GUESTS, "harp_default"], True, HARDMATH_DATA_DIR=str(shared_data))
    _assert_same(mixed, off, GUESTS)
    assert set(mixed[0]["results"]) == {*GUESTS, "harp_default"}  # every guest task ran and scored
    assert "exact_match,none" in mixed[0]["results"]["guest_add"]
    harp = [GradeRecord.from_log(r) for s in mixed[1]["harp_default"] for r in s["filtered_resps"][0]]
    assert len(harp) == 4
    assert all(r.max_length is not None and r.tokens is not None and 0 < r.tokens <= 16 for r in harp)
    assert all(not r.correct for r in harp if r.max_length)  # truncated responses score wrong
    assert mixed[0]["results"]["harp_default"]["max_length,graded"] is not None


@pytest.mark.slow
def test_chat_template_run_identical_with_the_plugin_on_and_off(tmp_path, offline_model):
    off = _run(tmp_path, "off", offline_model, CHAT_GUESTS, False, "--apply_chat_template")
    on = _run(tmp_path, "on", offline_model, CHAT_GUESTS, True, "--apply_chat_template")
    _assert_same(on, off, CHAT_GUESTS)
    assert "<|im_start|>" in on[1]["guest_add"][0]["arguments"]["gen_args_0"]["arg_0"]  # the template was applied


PROBE = """
import json, sys
from lm_eval.tasks import TaskManager
manager = TaskManager()
from hardmath.lmeval.compat import task_index, task_yaml_path
from lm_eval.api.model import LM
from lm_eval.tasks._index import TaskIndex
indexers = [TaskIndex.build]
from lm_eval.models.huggingface import HFLM
index = task_index(manager)
print(json.dumps({
    "hardmath_modules": sorted(m for m in sys.modules if m.startswith("hardmath")),
    "hf_generate_until": HFLM.generate_until.__module__,
    "teacher_forced": hasattr(LM, "teacher_forced"),
    "init_subclass": getattr(LM.__dict__.get("__init_subclass__"), "__module__", None),
    "indexers": sorted({getattr(f, "__module__", None) for f in indexers}),
    "paths": {t: task_yaml_path(index[t]) for t in index if t.startswith("putnam_axiom")},
}))
"""


def _probe(plugin: bool) -> dict:
    env = {**os.environ, "HARDMATH_AUTOLOAD": "1" if plugin else "0", "HF_HUB_OFFLINE": "1"}
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_building_a_task_manager_patches_nothing_and_loads_only_discovery():
    on, off = _probe(True), _probe(False)
    # discovery only: the import hook, the seam's package, compat and discovery
    # (no checker, no report, no registration, no cache of our own)
    assert set(on["hardmath_modules"]) <= {
        "hardmath",
        "hardmath._autoload",
        "hardmath.lmeval",
        "hardmath.lmeval.compat",
        "hardmath.lmeval.discovery",
    }, on["hardmath_modules"]
    assert on["indexers"] == off["indexers"] and all(
        m.startswith("lm_eval") for m in on["indexers"]
    )  # lm-eval indexes our folder
    assert on["hf_generate_until"] == off["hf_generate_until"] == "lm_eval.models.huggingface"
    assert on["teacher_forced"] is off["teacher_forced"] is False
    assert on["init_subclass"] == off["init_subclass"]
    # lm-eval's own putnam_axiom* tasks resolve to lm-eval's files next to ours, the same as without us
    theirs = {t: p for t, p in on["paths"].items() if f"lm_eval{os.sep}tasks" in (p or "")}
    assert theirs == off["paths"]
    if off["paths"]:  # lm-eval 0.4.13 ships its own Putnam-AXIOM tasks; 0.4.12 has none
        assert {"putnam_axiom_original", "putnam_axiom_variations"} <= set(theirs)
    ours = {"putnam_axiom_orig", "putnam_axiom_var", "putnam_axiom_var_published"}
    assert ours <= set(on["paths"]) and all("lm_eval_tasks" in on["paths"][t] for t in ours)
    assert not ours & set(off["paths"])


# ------------------------------------------------------- an OpenAI-style API backend (local server)
class _FakeCompletions:
    """A completions server on 127.0.0.1: adds the two numbers of a guest question; any other prompt
    (a HARP problem) gets an answer that ran to the token limit. Bounded: it serves until stopped.
    """

    def __enter__(self) -> str:
        import re
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        def answer(prompt: str) -> tuple[str, str]:
            nums = re.findall(r"What is (\d+) \+ (\d+)\?", prompt)
            if nums:
                a, b = nums[-1]
                return f" {int(a) + int(b)}", "stop"
            return "The final answer is 3. Let me check that again, and again", "length"

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                prompts = body["prompt"] if isinstance(body["prompt"], list) else [body["prompt"]]
                choices = [
                    {"index": i, "text": t, "finish_reason": r} for i, (t, r) in enumerate(answer(p) for p in prompts)
                ]
                data = json.dumps({"choices": choices, "usage": {"completion_tokens": 16}}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1/completions"

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


API_GUESTS = ["guest_add", "guest_add_take_first", "guest_add_regex"]


def _run_api(tmp_path: Path, name: str, url: str, tasks: list[str], plugin: bool, **env: str) -> tuple[dict, dict]:
    out = tmp_path / name
    run_lm_eval(
        [
            "--model",
            "local-completions",
            "--model_args",
            f"base_url={url},model=fake,tokenizer_backend=None,tokenized_requests=False,max_retries=1",
            "--include_path",
            str(guest_tasks(tmp_path)),
            "--tasks",
            ",".join(tasks),
            "--limit",
            "4",
            "--output_path",
            str(out),
            "--log_samples",
        ],
        tmp_path,
        HARDMATH_AUTOLOAD="1" if plugin else "0",
        **env,
    )
    return read_results(out)


@pytest.mark.slow
def test_api_backend_guest_tasks_identical_and_harp_flags_recorded(tmp_path, shared_data):
    with _FakeCompletions() as url:
        off = _run_api(tmp_path, "off", url, API_GUESTS, False)
        mixed = _run_api(  # plugin on, next to harp_default (no separate plugin-on start: issue 42)
            tmp_path, "mixed", url, [*API_GUESTS, "harp_default"], True, HARDMATH_DATA_DIR=str(shared_data)
        )
    _assert_same(mixed, off, API_GUESTS)
    assert mixed[0]["results"]["guest_add"]["exact_match,none"] == 1.0  # the server's sums are right
    harp = [GradeRecord.from_log(r) for s in mixed[1]["harp_default"] for r in s["filtered_resps"][0]]
    assert [(r.max_length, r.tokens, r.correct) for r in harp] == [(True, 16, False)] * 4
