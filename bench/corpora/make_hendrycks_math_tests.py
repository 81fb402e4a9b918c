r"""Convert the MATH benchmark's own ``is_equiv`` unit tests into a labeled checker corpus (data only).

Source: ``modeling/math_equivalence_test.py`` of hendrycks/math (MIT licensed), as of commit
``5f3bf91d13367550bed100240554fd11c25abe48`` (the last commit that changed the file; unchanged
at ``985bdc1696e88e8643f081a0ff4719da39f2ae2a``). Get it with

    git clone https://github.com/hendrycks/math /tmp/hendrycks-math
    git -C /tmp/hendrycks-math show 5f3bf91d13367550bed100240554fd11c25abe48:modeling/math_equivalence_test.py \
        > /tmp/math_equivalence_test.py

and run

    python bench/corpora/make_hendrycks_math_tests.py /tmp/math_equivalence_test.py

which writes ``bench/corpora/hendrycks_math_tests.jsonl``. Each test method assigns two string
literals (``test_in``, ``test_out``) and asserts ``self.assertTrue/assertFalse(is_equiv(test_in,
test_out))``; the file is read with ``ast`` and only those literals are taken
(``ast.literal_eval``); nothing from it is imported or executed.

Which side is the gold: MATH's evaluation script calls ``is_equiv(model_output, answer)``, so the
first argument (``test_in``) is the prediction and the second (``test_out``) the gold. Strings are
taken exactly as the test writes them, including the doubled backslash of two golds
(``"\\\\frac{1}{2} + 2/3"`` is the text ``\\frac{1}{2} + 2/3``). ``is_equiv`` has no
settings, so no row has a ``config``/``config_choice`` other than null.
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
OUT = HERE / "hendrycks_math_tests.jsonl"
REPO = "hendrycks/math"
COMMIT = "5f3bf91d13367550bed100240554fd11c25abe48"
PATH = "modeling/math_equivalence_test.py"
SHA256 = "e2d998c789786e320618cbceb309d344b6bf6d64bf76d330b52235974618821a"
ASSERTS = {"self.assertTrue": True, "self.assertFalse": False}


class SourceError(ValueError):
    """The test file does not have the shape this converter understands."""


def _case(method: ast.FunctionDef) -> dict | None:
    """(prediction, gold, label) of one test method, or None when it has no is_equiv assert."""
    values = {}
    for node in method.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                values[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                raise SourceError(f"{method.name} (line {node.lineno}): not a literal") from None
    for node in ast.walk(method):
        if not (isinstance(node, ast.Call) and ast.unparse(node.func) in ASSERTS and node.args):
            continue
        inner = node.args[0]
        if not (isinstance(inner, ast.Call) and ast.unparse(inner.func) == "is_equiv" and len(inner.args) == 2):
            continue
        pred, gold = (values[a.id] if isinstance(a, ast.Name) else ast.literal_eval(a) for a in inner.args)
        if not isinstance(pred, str) or not isinstance(gold, str):
            raise SourceError(f"{method.name}: is_equiv arguments are not strings")
        return {
            "function": method.name,
            "line": node.lineno,
            "prediction": pred,
            "gold": gold,
            "expected": ASSERTS[ast.unparse(node.func)],
        }
    return None


def read_cases(source: str) -> list[dict]:
    cases = []
    for cls in [n for n in ast.parse(source).body if isinstance(n, ast.ClassDef)]:
        for method in [n for n in cls.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]:
            case = _case(method)
            if case is not None:
                cases.append(case)
    return cases


def build_rows(path: Path) -> list[dict]:
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != SHA256:
        raise SystemExit(f"{path}: sha256 {digest} is not the pinned {SHA256} ({REPO}@{COMMIT}:{PATH})")
    return [
        {
            "id": f"hm-{case['function'].removeprefix('test_')}",
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
            "config": None,
            "config_choice": None,
        }
        for case in read_cases(data.decode("utf-8"))
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("test_file", type=Path, help=f"{PATH} at {COMMIT} (see module docstring)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    if not args.test_file.is_file():
        ap.error(f"{args.test_file}: no such file; get it with git (see --help)")
    rows = build_rows(args.test_file)
    write_atomically(args.out, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8"))
    print(f"wrote {args.out}: {len(rows)} cases, {sum(not r['expected'] for r in rows)} labeled false")
    return 0


if __name__ == "__main__":
    sys.exit(main())
