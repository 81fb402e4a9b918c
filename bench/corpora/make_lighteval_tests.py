r"""Convert lighteval's extractive-match test cases into a labeled checker corpus (data only).

Source: ``tests/unit/metrics/test_extractive_match.py`` of huggingface/lighteval (MIT licensed),
as of commit ``16318bb4cc736cfb29d72eb31bd19c55d0283565`` (the last commit that changed the file;
unchanged at ``3fd15266bc8448b797e61462d293aa3fd40b3580``). Get it with

    git clone https://github.com/huggingface/lighteval /tmp/lighteval
    git -C /tmp/lighteval show 16318bb4cc736cfb29d72eb31bd19c55d0283565:tests/unit/metrics/test_extractive_match.py \
        > /tmp/lighteval_test_extractive_match.py

and run

    python bench/corpora/make_lighteval_tests.py /tmp/lighteval_test_extractive_match.py

which writes ``bench/corpora/lighteval_tests.jsonl``. The file is read with ``ast``: only the
*literal* arguments of each ``@pytest.mark.parametrize`` case are taken (``ast.literal_eval``; a
``Language.X`` argument is read as the name ``X``); nothing from it is imported or executed.

Math-Verify was split out of lighteval, and most of these cases are also in Math-Verify's own
suite (``math_verify_tests.jsonl``). A case whose (gold, prediction, label) is already there is
left out, so the two corpora do not count one case twice; the count is printed.

Each row records the lighteval settings its label was written under (``config``: ``language``,
extraction ``match_types``, ``precision``) and ``config_choice``: null, or why the label holds
only under a setting of lighteval. lighteval is not installed here, so this is decided by rule,
not probed: a multiple-choice row whose *gold* is an option's text rather than a bare letter
("(D) Alina", "A Peter\nCelina bum") is graded as a letter only because the test reads both sides
with the letter extractor (``NativeLetters`` with ``try_extract_without_anchor=True``); a row whose
test sets ``precision`` other than the default 6 depends on that rounding.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import sys
from pathlib import Path

from hardmath.cache import write_atomically

HERE = Path(__file__).resolve().parent
OUT = HERE / "lighteval_tests.jsonl"
MV_CORPUS = HERE / "math_verify_tests.jsonl"
REPO = "huggingface/lighteval"
COMMIT = "16318bb4cc736cfb29d72eb31bd19c55d0283565"
PATH = "tests/unit/metrics/test_extractive_match.py"
SHA256 = "036b990b19750c085129afbe04d81eb01b5844b48de16dae1414074e43185fb0"
DEFAULTS = {"language": "ENGLISH", "match_types": ["latex", "expr"], "precision": 6}
LABEL_NAMES = ("expected", "result")


class SourceError(ValueError):
    """The test file does not have the shape this converter understands."""


def _literal(node: ast.AST, where: str):
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Language":
        return node.attr  # Language.FRENCH -> "FRENCH"
    try:
        return ast.literal_eval(node)
    except ValueError:
        raise SourceError(f"{where}: argument is not a literal: {ast.unparse(node)}") from None


def _parametrize(func: ast.FunctionDef) -> ast.Call | None:
    for deco in func.decorator_list:
        if isinstance(deco, ast.Call) and ast.unparse(deco.func).endswith("mark.parametrize"):
            return deco
    return None


def _compare_call(func: ast.FunctionDef) -> ast.Call | None:
    for node in ast.walk(func):
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "compare_strings":
            return node
    return None


def _config(call: ast.Call, params: dict, where: str) -> dict:
    """Settings of a compare_strings(gold, pred, language, match_types, precision) call."""
    config = dict(DEFAULTS)
    positional = ["gold", "pred", "language", "match_types", "precision"]
    bound = list(zip(positional, call.args, strict=False)) + [(kw.arg, kw.value) for kw in call.keywords]
    for key, value in bound:
        if key in ("gold", "pred"):
            continue
        if key not in config:
            raise SourceError(f"{where}: unknown compare_strings argument {key!r}")
        config[key] = params[value.id] if isinstance(value, ast.Name) and value.id in params else _literal(value, where)
    return config


def read_cases(source: str) -> list[dict]:
    cases = []
    for func in [n for n in ast.parse(source).body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]:
        deco, call = _parametrize(func), _compare_call(func)
        if deco is None or call is None:
            continue  # test_precision: sympy_expr_eq / a direct call, no parametrized case
        where = f"{PATH}::{func.name}"
        names = [s.strip() for s in _literal(deco.args[0], where).split(",")]
        label = next((n for n in names if n in LABEL_NAMES), None)
        if not {"gold", "pred"} <= set(names) or label is None:
            continue
        for row in deco.args[1].elts:
            row_where = f"{where} (line {row.lineno})"
            values = [_literal(v, row_where) for v in row.elts]
            if len(values) != len(names):
                raise SourceError(f"{row_where}: {len(values)} values for {len(names)} names")
            params = dict(zip(names, values, strict=True))
            if not isinstance(params["gold"], str) or not isinstance(params["pred"], str):
                raise SourceError(f"{row_where}: gold/pred not strings")
            if params[label] not in (0, 1, True, False):
                raise SourceError(f"{row_where}: label {params[label]!r} is not 0/1")
            cases.append(
                {
                    "function": func.name,
                    "line": row.lineno,
                    "gold": params["gold"],
                    "prediction": params["pred"],
                    "expected": bool(params[label]),
                    "config": _config(call, params, row_where),
                }
            )
    return cases


def config_choice(case: dict) -> str | None:
    cfg = case["config"]
    notes = []
    gold = case["gold"].strip()
    if cfg["match_types"] == ["NativeLetters"] and not (len(gold) == 1 and gold.isalpha()):
        notes.append(
            "extraction: the gold is an option's text, read as its letter only because the test "
            "extracts letters from both sides (NativeLetters, try_extract_without_anchor=True)"
        )
    if cfg["precision"] != DEFAULTS["precision"]:
        notes.append(f"precision: the test sets precision={cfg['precision']} (default 6)")
    return "; ".join(notes) or None


def build_rows(path: Path) -> tuple[list[dict], int]:
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SHA256:
        raise SystemExit(f"{path}: sha256 {digest} is not the pinned {SHA256} ({REPO}@{COMMIT}:{PATH})")
    known = set()
    if MV_CORPUS.exists():
        for line in MV_CORPUS.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            known.add((r["gold"], r["prediction"], r["expected"]))
    rows, seen, skipped = [], {}, 0
    for case in read_cases(data.decode("utf-8")):
        if (case["gold"], case["prediction"], case["expected"]) in known:
            skipped += 1
            continue
        key = case["function"]
        seen[key] = seen.get(key, 0) + 1
        rows.append(
            {
                "id": f"lv-{key.removeprefix('test_')}-{seen[key]:03d}",
                "source": {
                    "repo": REPO,
                    "commit": COMMIT,
                    "path": PATH,
                    "file_sha256": digest,
                    "function": case["function"],
                    "line": case["line"],
                },
                "gold": case["gold"],
                "prediction": case["prediction"],
                "expected": case["expected"],
                "config": case["config"],
                "config_choice": config_choice(case),
            }
        )
    return rows, skipped


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("test_file", type=Path, help=f"{PATH} at {COMMIT} (see module docstring)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    if not args.test_file.is_file():
        ap.error(f"{args.test_file}: no such file; get it with git (see --help)")
    rows, skipped = build_rows(args.test_file)
    write_atomically(args.out, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8"))
    n_choice = sum(r["config_choice"] is not None for r in rows)
    print(
        f"wrote {args.out}: {len(rows)} cases ({n_choice} with a configuration choice); "
        f"{skipped} cases left out as already in {MV_CORPUS.name}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
