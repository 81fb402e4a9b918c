"""Where the suite starts lm-eval, and which tests touch it (issue 42).

Two rules, applied from tests/conftest.py:

- **No lm_eval start in the quick tier.** A test not marked ``slow`` fails if it runs lm-eval's
  command line in a subprocess (``lm_eval``/``lm-eval``, ``python -m lm_eval``, or a Python script
  that ends in lm-eval's ``cli_evaluate``; ``--help`` excepted: it indexes no task), or calls
  ``cli_evaluate`` / ``simple_evaluate`` in-process the expensive way (no ``task_manager``: lm-eval
  then indexes its own 14,732 task YAMLs; or a backend named by string other than ``dummy``: lm-eval
  builds it from its registry, ``hf`` loads weights). A scripted model object with a hardmath-only
  ``TaskManager`` stays quick.
- **The ``lmeval`` marker** names the tests that touch lm-eval: those under tests/lmeval/ and
  tests/lm_eval_tasks/, and those whose file imports lm-eval or hardmath's seam to it, starts it, or
  reads lm-eval output. CI's oldest-stack phase runs only these (``-m lmeval``);
  tests/test_lm_eval_starts.py checks that the other files import no lm-eval.
"""

from __future__ import annotations

import re
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence

TESTS = Path(__file__).resolve().parent
LMEVAL_FOLDERS = ("lmeval", "lm_eval_tasks")
# a file that mentions any of these touches lm-eval: imports it or hardmath's seam to it (hardmath.lmeval,
# the report, the CLI), starts it, builds its task index, or uses a fixture that does
LMEVAL_TEXT = re.compile(
    r"\bimport lm_eval\b|\bfrom lm_eval\b|\blm_eval\.|[\"']lm[_-]eval[\"']|run_lm_eval|TaskManager"
    r"|hardmath\.lmeval|hardmath import lmeval|hardmath\.report|hardmath\.cli|hardmath\.tasks_cli"
    r"|offline_model|tiny_model|smol_run"
)
HELP_FLAGS = {"-h", "--help"}
CLI_NAMES = {"lm_eval", "lm-eval"}
CLI_SCRIPT_TEXT = re.compile(r"\bcli_evaluate\b|\brun_cli\(")


def touches_lm_eval(path: Path) -> bool:
    """Whether the test file at ``path`` touches lm-eval (the ``lmeval`` marker's rule)."""
    try:
        folder = path.resolve().relative_to(TESTS).parts[0]
    except ValueError:  # a file outside tests/
        folder = ""
    return folder in LMEVAL_FOLDERS or bool(LMEVAL_TEXT.search(path.read_text(encoding="utf-8")))


def _script_runs_cli(arg: str) -> bool:
    path = Path(arg)
    return path.suffix == ".py" and path.is_file() and bool(CLI_SCRIPT_TEXT.search(path.read_text(encoding="utf-8")))


def cli_start(argv: str | bytes | Sequence[Any]) -> str | None:
    """The command line, when ``argv`` (a subprocess's) runs lm-eval's CLI on tasks; else None."""
    if isinstance(argv, (str, bytes)):
        words = (argv.decode() if isinstance(argv, bytes) else argv).split()
    else:
        words = [str(a) for a in argv]
    if not words or HELP_FLAGS & set(words):
        return None
    line = " ".join(words)
    if Path(words[0]).name in CLI_NAMES:
        return line
    if Path(words[0]).name.startswith("python"):
        rest = words[1:]
        for i, word in enumerate(rest):
            if word == "-m":
                return line if i + 1 < len(rest) and rest[i + 1] in ("lm_eval", "lm_eval.__main__") else None
            if word == "-c":
                return line if i + 1 < len(rest) and CLI_SCRIPT_TEXT.search(rest[i + 1]) else None
            if not word.startswith("-"):
                return line if _script_runs_cli(word) else None
    return None


def in_process_start(name: str, kwargs: dict[str, Any]) -> str | None:
    """Why an in-process ``name(**kwargs)`` call (``simple_evaluate`` or ``cli_evaluate``) is an lm_eval
    start, or None when it is the quick kind (a model object, a given ``task_manager``).
    """
    if name == "cli_evaluate":
        return "cli_evaluate() runs lm-eval's command line"
    model = kwargs.get("model", "hf")
    if isinstance(model, str) and model != "dummy":
        return f"simple_evaluate(model={model!r}) builds lm-eval's {model!r} backend"
    if kwargs.get("task_manager") is None:
        return "simple_evaluate() without task_manager indexes all of lm-eval's task YAMLs"
    return None


def _refuse(nodeid: str, what: str) -> None:
    pytest.fail(
        f"{nodeid} starts lm_eval in the quick tier ({what}): mark it @pytest.mark.slow, or read the "
        "session's shared run (tests/shared_runs.py)",
        pytrace=False,
    )


@contextmanager
def watching(item: pytest.Item) -> Iterator[None]:
    """Around one test's setup or call (fixtures of any scope included): fail a quick-tier test that
    starts lm_eval, and a test not marked ``lmeval`` that imports lm-eval when nothing had before it.
    """
    touches = item.get_closest_marker("lmeval") is not None
    imported = "lm_eval" in sys.modules
    with pytest.MonkeyPatch.context() as patch:
        if item.get_closest_marker("slow") is None:
            _watch_starts(item.nodeid, patch, in_process=touches)
        yield
    if not touches and not imported and "lm_eval" in sys.modules:
        pytest.fail(
            f"{item.nodeid} imported lm_eval, but its file is not marked lmeval: add what it uses "
            "to LMEVAL_TEXT in tests/lm_eval_starts.py",
            pytrace=False,
        )


def _watch_starts(nodeid: str, patch: pytest.MonkeyPatch, in_process: bool) -> None:
    original_init = subprocess.Popen.__init__

    def popen_init(self: subprocess.Popen, args: Any, *rest: Any, **kwargs: Any) -> None:
        started = cli_start(args)
        if started:
            _refuse(nodeid, started)
        original_init(self, args, *rest, **kwargs)

    patch.setattr(subprocess.Popen, "__init__", popen_init)
    if not in_process:  # its file imports no lm-eval: nothing in-process to watch
        return
    import lm_eval.evaluator  # the lmeval tests import it anyway; patched before the test runs

    def watched(name: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            why = in_process_start(name, kwargs)
            if why:
                _refuse(nodeid, why)
            return call(*args, **kwargs)

        return wrapper

    evaluate = lm_eval.evaluator.simple_evaluate
    patch.setattr(lm_eval.evaluator, "simple_evaluate", watched("simple_evaluate", evaluate))
    patch.setattr(sys.modules["lm_eval"], "simple_evaluate", watched("simple_evaluate", evaluate), raising=False)
    main = sys.modules.get("lm_eval.__main__")
    if main is not None and hasattr(main, "cli_evaluate"):
        patch.setattr(main, "cli_evaluate", watched("cli_evaluate", main.cli_evaluate))
