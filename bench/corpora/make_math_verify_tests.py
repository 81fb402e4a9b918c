"""Convert Hugging Face Math-Verify's own test suite into a labeled checker corpus (data only).

Source: the ``tests/`` folder of the math-verify 0.9.0 sdist on PyPI (= huggingface/Math-Verify,
release 0.9.0; MIT / Apache-2.0 licensed). Get it with

    pip download --no-deps --no-binary :all: math-verify==0.9.0 -d /tmp/mv

and run

    python bench/corpora/make_math_verify_tests.py /tmp/mv/math_verify-0.9.0.tar.gz

which writes ``bench/corpora/math_verify_tests.jsonl``: one line per parametrized
(gold, prediction, expected) case, plus the direct ``compare_strings`` calls with literal
arguments. The test files are read with ``ast`` and only *literal* arguments are taken
(``ast.literal_eval``); nothing from them is imported or executed. One argument written as an
f-string (``f"{math.sqrt(17):.15f}"``) is listed in ``COMPUTED`` with its value.

Each row records the math-verify configuration the label was written under (``config``:
extraction targets, ``precision`` = float_rounding, ``strict``, ``allow_set_relation_comp``) and
``config_choice``: null, or a note naming each configuration choice the label depends on. A
label depends on a choice when math-verify 0.9 itself gives a different verdict once that choice
is changed (probed here, so math-verify must be importable):

- extraction: default ``parse`` (gold in ``$...$`` when it has no math delimiter) instead of the
  test's extraction targets (``match_types`` / ``boxed_match_priority=0``);
- precision: an exact comparison (``float_rounding=30, numeric_precision=40``) instead of the
  test's rounding (a decimal that equals the gold only after rounding), or the default
  ``float_rounding=6`` where the test sets another;
- strict: ``strict`` flipped;
- set-relation: ``allow_set_relation_comp`` flipped.

Rows also carry ``mv_own_verdict``: math-verify 0.9's verdict under the test's own configuration
(False/True); a row where it differs from ``expected`` is a test math-verify fails itself.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import importlib.util
import json
import logging
import math
import sys
import tarfile
from pathlib import Path

from hardmath.cache import write_atomically

HERE = Path(__file__).resolve().parent
OUT = HERE / "math_verify_tests.jsonl"
REPO = "huggingface/Math-Verify"
RELEASE = "0.9.0"
SDIST = f"math_verify-{RELEASE}.tar.gz"

DEFAULT_CONFIG = {
    "match_types": ["latex", "expr"],
    "precision": 6,
    "strict": True,
    "allow_set_relation_comp": False,
    "extraction": "compare_strings",
}
# Arguments that are not literals in the source, with the value the test computes.
COMPUTED = {"f'{math.sqrt(17):.15f}'": f"{math.sqrt(17):.15f}"}
LABEL_NAMES = ("expected", "result")
EXACT = (30, 40)  # float_rounding, numeric_precision: far beyond any decimal written in the tests


class SourceError(ValueError):
    """A test file does not have the shape this converter understands."""


# --------------------------------------------------------------------------- reading the tests


def _literal(node: ast.AST, where: str):
    if isinstance(node, ast.JoinedStr) and all(isinstance(v, ast.Constant) for v in node.values):
        return "".join(v.value for v in node.values)  # an f-string without placeholders
    try:
        return ast.literal_eval(node)
    except ValueError:
        text = ast.unparse(node)
        if text in COMPUTED:
            return COMPUTED[text]
        raise SourceError(f"{where}: argument is not a literal: {text}") from None


def _parametrize(func: ast.FunctionDef) -> ast.Call | None:
    for deco in func.decorator_list:
        if isinstance(deco, ast.Call) and ast.unparse(deco.func).endswith("mark.parametrize"):
            return deco
    return None


def _checker_call(func: ast.FunctionDef) -> ast.Call | None:
    """The compare_strings(...) or verify(parse(..), parse(..)) call the test asserts on."""
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and ast.unparse(node.func) in ("compare_strings", "verify"):
            return node
    return None


def _config(call: ast.Call, params: dict, where: str) -> dict:
    """The configuration a call runs under; a keyword naming a test parameter takes its value."""
    config = dict(DEFAULT_CONFIG)
    if ast.unparse(call.func) == "verify":
        config["extraction"] = "default_parse"
        return config
    for kw in call.keywords:
        key = "precision" if kw.arg == "precision" else kw.arg
        if key not in config:
            raise SourceError(f"{where}: unknown compare_strings keyword {kw.arg!r}")
        if isinstance(kw.value, ast.Name) and kw.value.id in params:
            config[key] = params[kw.value.id]
        else:
            config[key] = _literal(kw.value, where)
    return config


def _cases_in(path_in_repo: str, source: str) -> list[dict]:
    tree = ast.parse(source)
    cases = []
    for func in [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]:
        call = _checker_call(func)
        deco = _parametrize(func)
        where = f"{path_in_repo}::{func.name}"
        if deco is not None and call is not None:
            names = [s.strip() for s in _literal(deco.args[0], where).split(",")]
            label_name = next((n for n in names if n in LABEL_NAMES), None)
            if not {"gold", "pred"} <= set(names) or label_name is None:
                continue
            rows = deco.args[1]
            if not isinstance(rows, (ast.List, ast.Tuple)):
                raise SourceError(f"{where}: parametrize values are not a list")
            for k, row in enumerate(rows.elts):
                row_where = f"{where}[{k}] (line {row.lineno})"
                values = [_literal(v, row_where) for v in row.elts]
                if len(values) != len(names):
                    raise SourceError(f"{row_where}: {len(values)} values for {len(names)} names")
                params = dict(zip(names, values, strict=True))
                cases.append(
                    _case(
                        path_in_repo,
                        func.name,
                        row.lineno,
                        params["gold"],
                        params["pred"],
                        params[label_name],
                        _config(call, params, row_where),
                    )
                )
        elif deco is None:  # direct compare_strings("gold", "pred", ...) == label with literal args
            for node in ast.walk(func):
                if (
                    isinstance(node, ast.Compare)
                    and isinstance(node.left, ast.Call)
                    and ast.unparse(node.left.func) == "compare_strings"
                    and isinstance(node.ops[0], ast.Eq)
                ):
                    c = node.left
                    row_where = f"{where} (line {node.lineno})"
                    gold, pred = (_literal(a, row_where) for a in c.args[:2])
                    cases.append(
                        _case(
                            path_in_repo,
                            func.name,
                            node.lineno,
                            gold,
                            pred,
                            _literal(node.comparators[0], row_where),
                            _config(c, {}, row_where),
                        )
                    )
    return cases


def _case(path: str, function: str, line: int, gold, pred, label, config: dict) -> dict:
    if not isinstance(gold, str) or not isinstance(pred, str) or label not in (0, 1, True, False):
        raise SourceError(f"{path}::{function} (line {line}): not a (str, str, 0/1) case")
    return {
        "path": path,
        "function": function,
        "line": line,
        "gold": gold,
        "prediction": pred,
        "expected": bool(label),
        "config": config,
    }


def read_tests(sdist: Path) -> tuple[list[dict], list[str]]:
    """All cases of the sdist's tests/*.py, in file order; plus the test files read."""
    cases, files = [], []
    with tarfile.open(sdist) as tar:
        members = sorted(
            (
                m
                for m in tar.getmembers()
                if m.isfile() and m.name.split("/", 1)[-1].startswith("tests/") and m.name.endswith(".py")
            ),
            key=lambda m: (not m.name.endswith("tests/test_all.py"), m.name),
        )
        for member in members:
            path_in_repo = member.name.split("/", 1)[1]
            files.append(path_in_repo)
            cases += _cases_in(path_in_repo, tar.extractfile(member).read().decode("utf-8"))
    return cases, files


# --------------------------------------------------------------------------- probing math-verify


def _bench_module():
    """bench/bench_equivalence.py: the gold is given to math-verify the way the bench gives it."""
    spec = importlib.util.spec_from_file_location("bench_equivalence", HERE.parent / "bench_equivalence.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Prober:
    """math-verify 0.9 verdicts under the test's configuration and under one change of it."""

    def __init__(self) -> None:
        from importlib.metadata import version

        if version("math-verify") != RELEASE:
            raise SystemExit(f"math-verify {version('math-verify')} installed; probe with {RELEASE}")
        from math_verify import ExprExtractionConfig, LatexExtractionConfig, parse, verify

        logging.getLogger("math_verify").setLevel(logging.CRITICAL)
        self.parse, self.verify = parse, verify
        self.latex, self.expr = LatexExtractionConfig, ExprExtractionConfig
        self.bench_gold = _bench_module().math_verify_gold

    def _targets(self, match_types: list[str]) -> list:
        return [self.latex(boxed_match_priority=0) if t == "latex" else self.expr() for t in match_types]

    def verdict(self, case: dict, gold_text: str | None = None, **change) -> bool:
        """Verdict under the case's configuration with ``change`` applied; ``gold_text`` replaces
        the gold given to the default parse.
        """
        cfg = {**case["config"], **change}
        if cfg["extraction"] == "default_parse":
            gold, pred = self.parse(gold_text or case["gold"]), self.parse(case["prediction"])
        else:
            targets = self._targets(cfg["match_types"])
            gold, pred = self.parse(case["gold"], targets), self.parse(case["prediction"], targets)
        try:
            return bool(
                self.verify(
                    gold,
                    pred,
                    float_rounding=cfg["precision"],
                    numeric_precision=cfg.get("numeric_precision", 15),
                    strict=cfg["strict"],
                    allow_set_relation_comp=cfg["allow_set_relation_comp"],
                )
            )
        except Exception:  # noqa: BLE001 - a probe that raises counts as "not verified", as verify does
            return False

    def config_choice(self, case: dict) -> tuple[bool, str | None]:
        own = self.verdict(case)
        cfg = case["config"]
        notes = []
        if self.verdict(case, extraction="default_parse", gold_text=self.bench_gold(case["gold"])) != own:
            notes.append(
                f"extraction: math-verify's default parse (gold in $...$) gives {not own}; the label "
                f"needs the test's extraction targets {cfg['match_types']} with boxed_match_priority=0"
            )
        if self.verdict(case, precision=EXACT[0], numeric_precision=EXACT[1]) != own:
            notes.append(
                f"precision: the verdict holds only because floats are rounded (float_rounding="
                f"{cfg['precision']}); an exact comparison (float_rounding={EXACT[0]}, "
                f"numeric_precision={EXACT[1]}) gives {not own}"
            )
        elif cfg["precision"] != DEFAULT_CONFIG["precision"] and self.verdict(case, precision=6) != own:
            notes.append(f"precision: the test sets float_rounding={cfg['precision']}; the default 6 gives {not own}")
        if self.verdict(case, strict=not cfg["strict"]) != own:
            notes.append(f"strict: the verdict holds only with strict={cfg['strict']}")
        if self.verdict(case, allow_set_relation_comp=not cfg["allow_set_relation_comp"]) != own:
            notes.append(
                f"set-relation: the verdict holds only with allow_set_relation_comp={cfg['allow_set_relation_comp']}"
            )
        return own, "; ".join(notes) or None


# --------------------------------------------------------------------------- writing


def build_rows(sdist: Path) -> list[dict]:
    cases, _ = read_tests(sdist)
    prober = Prober()
    digest = hashlib.sha256(sdist.read_bytes()).hexdigest()
    rows, seen = [], {}
    for case in cases:
        stem = Path(case["path"]).stem
        seen[(stem, case["function"])] = seen.get((stem, case["function"]), 0) + 1
        own, choice = prober.config_choice(case)
        rows.append(
            {
                "id": f"mv-{stem.removeprefix('test_')}-{case['function'].removeprefix('test_')}-"
                f"{seen[(stem, case['function'])]:03d}",
                "source": {
                    "repo": REPO,
                    "release": RELEASE,
                    "sdist": SDIST,
                    "sdist_sha256": digest,
                    "path": case["path"],
                    "function": case["function"],
                    "line": case["line"],
                },
                "gold": case["gold"],
                "prediction": case["prediction"],
                "expected": case["expected"],
                "config": case["config"],
                "config_choice": choice,
                "mv_own_verdict": own,
            }
        )
    return rows


def render(rows: list[dict]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("sdist", type=Path, help=f"path to {SDIST} (pip download, see module docstring)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    if not args.sdist.is_file():
        ap.error(f"{args.sdist}: no such file; download it with pip (see --help)")
    rows = build_rows(args.sdist)
    write_atomically(args.out, render(rows).encode("utf-8"))
    n_choice = sum(r["config_choice"] is not None for r in rows)
    n_own_fail = sum(r["mv_own_verdict"] != r["expected"] for r in rows)
    print(
        f"wrote {args.out}: {len(rows)} cases, {n_choice} with a configuration choice, "
        f"{n_own_fail} that math-verify {RELEASE} fails under the test's own configuration"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
