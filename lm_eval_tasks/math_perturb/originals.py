"""Match each MATH-Perturb ``problem_id`` to its original level-5 MATH problem by text similarity.

The MATH-Perturb release has no original problems. Each ``problem_id`` has a simple and a hard
perturbation of one level-5 MATH problem whose subject (``type``) and split (``original_split``)
the rows record. We score every level-5 MATH problem of that split and subject against both
perturbations with a TF-IDF cosine over character 4-grams and word 1/2-grams (standard library
only), pick the best, and keep its score and its margin over the runner-up. The committed
mapping (:data:`MAPPING_FILE`) holds ids and scores only, never problem text.

CLI: ``hardmath math-p map-originals --math-file math_full.jsonl --out mapping.json``.
"""

from __future__ import annotations

import json
import math
import re
import sys
from collections import Counter
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hardmath.cache import write_atomically
from hardmath.data import SOURCES, DataError, load_rows, parse_rows, read_local

if TYPE_CHECKING:
    import argparse
    from collections.abc import Iterable, Sequence

MAPPING_FILE = Path(__file__).resolve().parent / "originals.json"
LEVEL = "Level 5"
# Below this margin (best - runner-up, combined score) a match is reported as ambiguous.
AMBIGUOUS_MARGIN = 0.05

Vector = dict[str, float]


def _features(text: str) -> Counter:
    """Character 4-grams of the whitespace-normalised text plus word unigrams and bigrams."""
    flat = " ".join(text.lower().split())
    grams = Counter(f"c:{flat[i : i + 4]}" for i in range(max(len(flat) - 3, 0)))
    words = re.findall(r"[a-z]+|\d+|\\[a-z]+|[^\sa-z\d]", flat)
    grams.update(f"w:{w}" for w in words)
    grams.update(f"b:{a} {b}" for a, b in pairwise(words))
    return grams


class TfIdf:
    """TF-IDF vectors (sublinear tf, smoothed idf, L2-normalised) fitted on a corpus."""

    def __init__(self, corpus: Iterable[str]) -> None:
        counts = [_features(t) for t in corpus]
        df: Counter = Counter()
        for c in counts:
            df.update(c.keys())
        n = len(counts)
        self.idf = {g: math.log((1 + n) / (1 + k)) + 1.0 for g, k in df.items()}
        self._default_idf = math.log(1 + n) + 1.0
        self.vectors = [self._weigh(c) for c in counts]

    def _weigh(self, counts: Counter) -> Vector:
        vec = {g: (1.0 + math.log(k)) * self.idf.get(g, self._default_idf) for g, k in counts.items()}
        norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
        return {g: v / norm for g, v in vec.items()}

    def vector(self, text: str) -> Vector:
        return self._weigh(_features(text))


def cosine(a: Vector, b: Vector) -> float:
    """Dot product of two L2-normalised sparse vectors."""
    if len(a) > len(b):
        a, b = b, a
    return sum(v * b.get(g, 0.0) for g, v in a.items())


def _paired(simple: Sequence[dict], hard: Sequence[dict]) -> list[tuple[dict, dict]]:
    by_id = {r["problem_id"]: r for r in hard}
    if set(by_id) != {r["problem_id"] for r in simple}:
        raise DataError("math_perturb_simple and math_perturb_hard do not hold the same problem_ids")
    return [(s, by_id[s["problem_id"]]) for s in sorted(simple, key=lambda r: r["problem_id"])]


def match_originals(
    simple: Sequence[dict], hard: Sequence[dict], math_rows: Sequence[dict], level: str = LEVEL
) -> list[dict[str, Any]]:
    """One match per ``problem_id``: the level-``level`` MATH problem of the same split and type
    closest to both perturbations (mean of the two cosines).

    Each match records ``unique_id``, ``split``, ``type``, ``score`` (the mean cosine),
    ``score_simple``, ``score_hard``, ``margin`` (over the runner-up among the allowed
    candidates; 1.0 when there is only one), ``runner_up`` and ``global_best`` (whether the
    choice is also the best over all level-``level`` problems, ignoring split and type).
    """
    pool = [r for r in math_rows if r["level"] == level]
    if not pool:
        raise DataError(f"the MATH file has no {level} problems to match against")
    tfidf = TfIdf(r["problem"] for r in pool)
    matches = []
    for s_row, h_row in _paired(simple, hard):
        q_simple, q_hard = tfidf.vector(s_row["problem"]), tfidf.vector(h_row["problem"])
        scored = []
        for row, vec in zip(pool, tfidf.vectors, strict=True):
            cs, ch = cosine(q_simple, vec), cosine(q_hard, vec)
            scored.append(((cs + ch) / 2, cs, ch, row))
        scored.sort(key=lambda t: -t[0])
        allowed = [t for t in scored if t[3]["split"] == s_row["original_split"] and t[3]["type"] == s_row["type"]]
        if not allowed:
            raise DataError(
                f"problem_id {s_row['problem_id']}: no {level} MATH problem of split "
                f"{s_row['original_split']!r} and type {s_row['type']!r}"
            )
        best = allowed[0]
        second = allowed[1] if len(allowed) > 1 else None
        matches.append(
            {
                "problem_id": s_row["problem_id"],
                "unique_id": best[3]["unique_id"],
                "split": best[3]["split"],
                "type": best[3]["type"],
                "score": round(best[0], 4),
                "score_simple": round(best[1], 4),
                "score_hard": round(best[2], 4),
                "margin": round(best[0] - second[0], 4) if second else 1.0,
                "runner_up": second[3]["unique_id"] if second else None,
                "global_best": scored[0][3]["unique_id"] == best[3]["unique_id"],
            }
        )
    return matches


def reciprocal_ranks(queries: Sequence[dict], originals: dict[int, dict]) -> list[float]:
    """1/rank of each query's matched original among all matched originals (the paper's MRR
    setup: retrieve the original from the set of 279 by similarity; here TF-IDF cosine).
    """
    ids = sorted(originals)
    tfidf = TfIdf(originals[i]["problem"] for i in ids)
    ranks = []
    for q in queries:
        qv = tfidf.vector(q["problem"])
        sims = [cosine(qv, v) for v in tfidf.vectors]
        own = sims[ids.index(q["problem_id"])]
        ranks.append(1.0 / (1 + sum(1 for x in sims if x > own)))
    return ranks


def summarize(
    matches: Sequence[dict], simple: Sequence[dict], hard: Sequence[dict], math_rows: Sequence[dict]
) -> dict[str, Any]:
    """Figures on a mapping: split counts, ambiguity, score range, MRR of simple/hard."""
    by_uid = {r["unique_id"]: r for r in math_rows}
    originals = {m["problem_id"]: by_uid[m["unique_id"]] for m in matches}
    scores = sorted(m["score"] for m in matches)
    margins = sorted(m["margin"] for m in matches)
    mrr = {}
    for name, rows in (("simple", simple), ("hard", hard)):
        ranks = reciprocal_ranks(rows, originals)
        mrr[name] = round(sum(ranks) / len(ranks), 4)
    return {
        "matched": len(matches),
        "distinct_originals": len({m["unique_id"] for m in matches}),
        "split": dict(Counter(m["split"] for m in matches)),
        "unambiguous": sum(m["margin"] >= AMBIGUOUS_MARGIN for m in matches),
        "global_best_agrees": sum(m["global_best"] for m in matches),
        "score_min": scores[0],
        "score_median": scores[len(scores) // 2],
        "margin_min": margins[0],
        "margin_median": margins[len(margins) // 2],
        "mrr": mrr,
    }


def write_mapping(matches: Sequence[dict], path: Path, source: str) -> None:
    """Write the mapping JSON (ids and scores only), one match per line."""
    about = (
        "MATH-Perturb problem_id -> original level-5 MATH problem, matched by TF-IDF cosine "
        "(char 4-grams + words) within the same split and type; score = mean cosine to the "
        "simple and hard perturbation; margin over the runner-up."
    )
    lines = ",\n".join("  " + json.dumps(m, ensure_ascii=False) for m in matches)
    write_atomically(
        path,
        (
            f'{{\n "about": {json.dumps(about)},\n "source": {json.dumps(source)},\n "matches": [\n{lines}\n ]\n}}\n'
        ).encode(),
    )


def load_mapping(path: str | Path | None = None) -> dict[int, dict[str, Any]]:
    """``problem_id`` -> match, from ``path`` or the committed :data:`MAPPING_FILE`."""
    path = Path(path) if path else MAPPING_FILE
    try:
        payload = json.loads(path.read_text(encoding="utf-8"))
        return {int(m["problem_id"]): m for m in payload["matches"]}
    except FileNotFoundError:
        raise DataError(f"{path}: mapping file not found; build it with `hardmath math-p map-originals`") from None
    except (json.JSONDecodeError, KeyError, TypeError, ValueError) as err:
        raise DataError(f"{path}: not a MATH-Perturb originals mapping ({err})") from err


def _read_math_file(path: Path) -> list[dict]:
    text = read_local(path, "the MATH file given with --math-file", "give MATH's train+test jsonl")
    return parse_rows(text, SOURCES["math"], str(path))


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", required=True)
    m = sub.add_parser("map-originals", help="match problem_ids to level-5 MATH originals")
    m.add_argument(
        "--math-file",
        type=Path,
        help="MATH train+test jsonl (unique_id, split, problem, solution, level, type); "
        "default: math/math_full.jsonl of --data-dir / HARDMATH_DATA_DIR",
    )
    m.add_argument("--data-dir", help="data folder for MATH-Perturb (and MATH without --math-file)")
    m.add_argument("--out", type=Path, default=MAPPING_FILE, help=f"mapping JSON (default {MAPPING_FILE})")


def run(args: argparse.Namespace) -> int:
    simple = load_rows("math_perturb_simple", args.data_dir)
    hard = load_rows("math_perturb_hard", args.data_dir)
    math_rows = _read_math_file(args.math_file) if args.math_file else load_rows("math", args.data_dir)
    matches = match_originals(simple, hard, math_rows)
    source = args.math_file.name if args.math_file else "math/math_full.jsonl"
    write_mapping(matches, args.out, source)
    summary = summarize(matches, simple, hard, math_rows)
    print(json.dumps(summary, indent=1))
    print(f"wrote {len(matches)} matches to {args.out}", file=sys.stderr)
    return 0


def same_as_original(answer: str | None, original_answer: str | None) -> bool | None:
    """Whether a final answer is equivalent to the original problem's answer; None when the
    original answer is unknown.
    """
    if original_answer is None or original_answer == "":
        return None
    if answer is None:
        return False
    from hardmath.equivalence import is_equivalent

    return bool(is_equivalent(answer, original_answer))
