"""Contamination check: near-duplicates of a benchmark's problems in a text corpus (HARP §2.1).

Two matchers, both on text normalised by :func:`normalize` (lower case, one space between words):

- ``prefix`` — the HARP paper's procedure: the longest common prefix of a problem and a corpus
  document counts as a duplicate when it reaches ``min(60 characters, 90% of the problem)``.
  Indexed by exact prefix hashes, one dictionary per distinct threshold length, so a document
  costs a few dozen dictionary look-ups whatever the benchmark size.
- ``ngram`` — containment: the share of a problem's token n-grams (default 10; tokens are words
  and single symbols, so spacing does not matter but ``+`` vs ``-`` does) that occur in one
  corpus document; a duplicate when it reaches ``ngram_threshold`` (default 0.5). Finds a
  problem inside a longer document, with a changed opening or other LaTeX spacing. N-grams
  shared by more than ``COMMON_NGRAM`` problems are not counted. Problems with no other
  n-gram (fewer than ``n`` tokens) are left to the prefix matcher (counted as ``too_short``).

The corpus is streamed in byte ranges by worker processes (``jobs``), each returning the best
match per problem of its range; memory is the index plus one range per worker.
"""

from __future__ import annotations

import json
import math
import multiprocessing as mp
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hardmath.cache import write_atomically

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

PREFIX_CHARS = 60
PREFIX_SHARE = 0.9
NGRAM = 10
NGRAM_THRESHOLD = 0.5
# An n-gram in more problems than this (e.g. "$ \ frac { 1 } { 2 } $") says little about which
# problem a document copies and would make every document that uses it a candidate for all of
# them: it is left out of the index and of its problems' n-gram counts.
COMMON_NGRAM = 10
TEXT_FIELDS = ("text", "problem", "content", "question")
ID_FIELDS = ("id", "unique_id", "problem_id", "name")
CHUNK_BYTES = 4 << 20
_TOKEN = re.compile(r"\w+|[^\w\s]")  # words and single symbols: "+" and "-" differ


class OverlapError(ValueError):
    """Bad input: names the file and line."""


@dataclass(frozen=True)
class Match:
    """The best corpus document for one problem under one method."""

    problem_id: str
    method: str  # "prefix" | "ngram"
    score: float  # prefix: common-prefix chars / problem chars; ngram: contained share
    line: int  # 1-based line of the corpus document
    doc_id: str
    detail: str  # e.g. "62 chars" or "31/40 8-grams"


def normalize(text: str) -> str:
    """Lower case, whitespace runs collapsed to one space, ends stripped."""
    return " ".join(text.lower().split())


def prefix_threshold(length: int) -> int:
    """Characters a common prefix needs: 60, or 90% of a shorter problem (HARP §2.1)."""
    return min(PREFIX_CHARS, math.ceil(PREFIX_SHARE * length))


def _common_prefix(a: str, b: str) -> int:
    return len(os.path.commonprefix([a, b]))


def _ngrams(text: str, n: int) -> set[tuple[str, ...]]:
    words = _TOKEN.findall(text)
    return set(zip(*[words[i:] for i in range(n)], strict=False))


class Matcher:
    """An index of a benchmark's problems; :meth:`scan` finds each problem's best documents."""

    def __init__(
        self,
        problems: Iterable[tuple[str, str]],
        methods: Sequence[str] = ("prefix", "ngram"),
        ngram: int = NGRAM,
        ngram_threshold: float = NGRAM_THRESHOLD,
    ) -> None:
        unknown = set(methods) - {"prefix", "ngram"}
        if unknown or not methods:
            raise ValueError(f"unknown overlap method(s) {sorted(unknown)}; use prefix and/or ngram")
        if ngram < 1 or not 0 < ngram_threshold <= 1:
            raise ValueError("ngram must be >= 1 and ngram_threshold in (0, 1]")
        self.methods, self.n, self.ngram_threshold = tuple(methods), ngram, ngram_threshold
        self.texts: dict[str, str] = {}
        for pid, text in problems:
            if pid in self.texts:
                raise ValueError(f"duplicate problem id {pid!r}")
            self.texts[pid] = normalize(text)
        # prefix: threshold length -> {prefix: [problem ids]}
        self.by_prefix: dict[int, dict[str, list[str]]] = {}
        # ngram: n-gram -> [problem ids]; each problem's n-gram count
        self.by_ngram: dict[tuple[str, ...], list[str]] = {}
        self.ngram_count: dict[str, int] = {}
        for pid, text in self.texts.items():
            if not text:
                continue
            t = prefix_threshold(len(text))
            self.by_prefix.setdefault(t, {}).setdefault(text[:t], []).append(pid)
            for g in _ngrams(text, ngram):
                self.by_ngram.setdefault(g, []).append(pid)
        self.by_ngram = {g: ids for g, ids in self.by_ngram.items() if len(ids) <= COMMON_NGRAM}
        for ids in self.by_ngram.values():
            for pid in ids:
                self.ngram_count[pid] = self.ngram_count.get(pid, 0) + 1
        self.too_short = [pid for pid, text in self.texts.items() if text and pid not in self.ngram_count]
        self.all_grams = frozenset(self.by_ngram)
        self.lengths = sorted(self.by_prefix)

    def match(self, text: str) -> Iterator[tuple[str, str, float, str]]:
        """(problem id, method, score, detail) for every problem this one document duplicates."""
        low = text.lower()
        if "prefix" in self.methods:
            doc = " ".join(low.split())
            for t in self.lengths:
                if t > len(doc):
                    break
                for pid in self.by_prefix[t].get(doc[:t], ()):
                    problem = self.texts[pid]
                    common = _common_prefix(problem, doc)
                    yield pid, "prefix", common / len(problem), f"{common} chars"
        if "ngram" in self.methods:
            shared = _ngrams(low, self.n) & self.all_grams
            if shared:
                hits: dict[str, int] = {}
                for g in shared:
                    for pid in self.by_ngram[g]:
                        hits[pid] = hits.get(pid, 0) + 1
                for pid, k in hits.items():
                    total = self.ngram_count[pid]
                    if k / total >= self.ngram_threshold:
                        yield pid, "ngram", k / total, f"{k}/{total} {self.n}-grams"


# --------------------------------------------------------------------------- reading a corpus


@dataclass(frozen=True)
class CorpusFormat:
    """How corpus lines become documents: JSON objects (``text_field``) or plain text lines."""

    jsonl: bool
    text_field: str | None = None
    id_field: str | None = None


def sniff_format(
    path: Path, text_field: str | None = None, id_field: str | None = None, fmt: str = "auto"
) -> CorpusFormat:
    """JSONL when the first non-empty line is a JSON object (fields guessed from it), else text."""
    first = None
    with path.open("rb") as fh:
        for raw in fh:
            if raw.strip():
                first = raw.decode("utf-8", errors="replace")
                break
    if fmt == "text":
        return CorpusFormat(jsonl=False)
    obj = None
    if first is not None and first.lstrip().startswith("{"):
        try:
            obj = json.loads(first)
        except json.JSONDecodeError:
            obj = None
    if not isinstance(obj, dict):
        if fmt == "jsonl":
            raise OverlapError(f"{path}: first line is not a JSON object")
        return CorpusFormat(jsonl=False)
    field = text_field or next((f for f in TEXT_FIELDS if isinstance(obj.get(f), str)), None)
    if field is None or field not in obj:
        raise OverlapError(f"{path}:1: no text field {text_field or TEXT_FIELDS}; give --text-field")
    ident = id_field or next((f for f in ID_FIELDS if f in obj), None)
    return CorpusFormat(jsonl=True, text_field=field, id_field=ident)


def _document(raw: bytes, fmt: CorpusFormat) -> tuple[str, str | None]:
    """(text, id or None) of one line; OverlapError (without a location) when it is malformed."""
    line = raw.decode("utf-8", errors="replace")
    if not fmt.jsonl:
        return line, None
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        raise OverlapError(f"not JSON: {exc}") from None
    text = obj.get(fmt.text_field) if isinstance(obj, dict) else None
    if not isinstance(text, str):
        raise OverlapError(f"no string field {fmt.text_field!r}")
    return text, (str(obj[fmt.id_field]) if fmt.id_field and fmt.id_field in obj else None)


def byte_ranges(path: Path, size: int = CHUNK_BYTES) -> list[tuple[int, int]]:
    """[start, end) ranges that each begin at a line start and together cover the file."""
    total = path.stat().st_size
    cuts = [0]
    with path.open("rb") as fh:
        while cuts[-1] + size < total:
            fh.seek(cuts[-1] + size)
            fh.readline()
            pos = fh.tell()
            if pos >= total:
                break
            cuts.append(pos)
    return [(a, b) for a, b in zip(cuts, cuts[1:] + [total], strict=True) if b > a]


_WORKER: dict[str, Any] = {}


def _init_worker(matcher: Matcher, path: str, fmt: CorpusFormat) -> None:
    _WORKER.update(matcher=matcher, path=path, fmt=fmt)


Best = dict[tuple[str, str], tuple[float, int, str | None, str]]  # (pid, method) -> (score, line, doc id, detail)


def _scan_range(span: tuple[int, int]) -> tuple[int, Best, tuple[int, str] | None]:
    """Lines in the range, best match per (problem, method) with range-local line numbers, and
    the (local line, message) of a malformed line (the scan of the range stops there).
    """
    matcher, fmt = _WORKER["matcher"], _WORKER["fmt"]
    best: Best = {}
    count = 0
    with open(_WORKER["path"], "rb") as fh:
        fh.seek(span[0])
        pos = span[0]
        while pos < span[1]:
            raw = fh.readline()
            if not raw:
                break
            pos += len(raw)
            count += 1
            if not raw.strip():
                continue
            try:
                text, doc_id = _document(raw, fmt)
            except OverlapError as exc:
                return count, best, (count, str(exc))
            for pid, method, score, detail in matcher.match(text):
                key = (pid, method)
                if key not in best or score > best[key][0]:
                    best[key] = (score, count, doc_id, detail)
    return count, best, None


def scan(
    matcher: Matcher,
    corpus: Path,
    fmt: CorpusFormat | None = None,
    jobs: int | None = None,
    chunk_bytes: int = CHUNK_BYTES,
) -> tuple[list[Match], int]:
    """Stream ``corpus`` through ``matcher`` on ``jobs`` processes: best matches and line count."""
    fmt = fmt or sniff_format(corpus)
    spans = byte_ranges(corpus, chunk_bytes)
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(spans) or 1))
    found: dict[tuple[str, str], Match] = {}
    offset = 0
    args = (matcher, str(corpus), fmt)
    if jobs == 1:
        _init_worker(*args)
        results: Iterable = map(_scan_range, spans)
        pool = None
    else:
        pool = mp.get_context("fork").Pool(jobs, _init_worker, args)
        results = pool.imap(_scan_range, spans)
    try:
        for count, best, error in results:
            if error:
                raise OverlapError(f"{corpus}:{offset + error[0]}: {error[1]}")
            for (pid, method), (score, line, doc_id, detail) in best.items():
                old = found.get((pid, method))
                if old is None or score > old.score:
                    found[(pid, method)] = Match(
                        pid, method, score, offset + line, doc_id or f"line {offset + line}", detail
                    )
            offset += count
    finally:
        if pool is not None:
            pool.terminate()
            pool.join()
    order = {pid: i for i, pid in enumerate(matcher.texts)}
    return sorted(found.values(), key=lambda m: (order[m.problem_id], m.method)), offset


# --------------------------------------------------------------------------- benchmarks


def benchmark_fields() -> dict[str, tuple[Callable[[Mapping[str, Any]], str], str]]:
    """Data name -> (problem id of a row, problem text field), as each benchmark declares them
    (its declaration's ``overlap``).
    """
    from hardmath.benchmarks import all_benchmarks

    return {o.dataset: (o.row_id, o.text_field) for b in all_benchmarks() for o in b.declaration.overlap}


def benchmark_problems(
    spec: str, data_dir: str | None = None, id_field: str | None = None, text_field: str | None = None
) -> list[tuple[str, str]]:
    """(id, text) of a benchmark: a hardmath data name (see :func:`benchmark_fields`) or a JSONL path."""
    known = benchmark_fields()
    if spec in known:
        from hardmath.data import load_rows

        ident, field = known[spec]
        return [(ident(row), str(row[text_field or field])) for row in load_rows(spec, data_dir)]
    path = Path(spec)
    if not path.is_file():
        raise OverlapError(f"{spec}: not a known benchmark ({', '.join(known)}) nor a file")
    fmt = sniff_format(path, text_field, id_field, fmt="jsonl")
    problems = []
    with path.open("rb") as fh:
        for line_no, raw in enumerate(fh, 1):
            if raw.strip():
                try:
                    text, doc_id = _document(raw, fmt)
                except OverlapError as exc:
                    raise OverlapError(f"{path}:{line_no}: {exc}") from None
                problems.append((doc_id if doc_id is not None else str(line_no), text))
    return problems


def read_exclude_ids(path: str | os.PathLike) -> set[str]:
    """Ids of an exclusion list (one per line; blank lines and '#' comments ignored)."""
    file = Path(path)
    if not file.is_file():
        raise OverlapError(f"exclude_ids_file {file}: no such file")
    return {
        s
        for s in (line.strip() for line in file.read_text(encoding="utf-8").splitlines())
        if s and not s.startswith("#")
    }


def write_exclude_ids(path: Path, ids: Iterable[str], header: str) -> None:
    """Write an exclusion list atomically: '#' header lines, then one id per line."""
    lines = [f"# {h}" for h in header.splitlines()] + list(ids)
    write_atomically(path, ("\n".join(lines) + "\n").encode("utf-8"))


# --------------------------------------------------------------------------- command line


def configure(parser) -> None:
    """``hardmath overlap BENCHMARK CORPUS``."""
    parser.description = __doc__.split("\n")[0]
    parser.add_argument("benchmark", help=f"a data name ({', '.join(benchmark_fields())}) or a JSONL file")
    parser.add_argument("corpus", type=Path, help="JSONL (a text field per line) or plain text, one document per line")
    parser.add_argument(
        "--method",
        choices=("prefix", "ngram", "both"),
        default="both",
        help="prefix: HARP §2.1 (common prefix >= min(60 chars, 90%%)); ngram: token n-gram containment",
    )
    parser.add_argument(
        "--ngram", type=int, default=NGRAM, help="tokens (words, single symbols) per n-gram (default %(default)s)"
    )
    parser.add_argument(
        "--ngram-threshold",
        type=float,
        default=NGRAM_THRESHOLD,
        help="share of a problem's n-grams one document must contain (default %(default)s)",
    )
    parser.add_argument("--text-field", default=None, help=f"corpus JSONL text field (default: first of {TEXT_FIELDS})")
    parser.add_argument(
        "--id-field", default=None, help=f"corpus JSONL id field (default: first of {ID_FIELDS}, else the line)"
    )
    parser.add_argument("--format", choices=("auto", "jsonl", "text"), default="auto", dest="corpus_format")
    parser.add_argument("--benchmark-id-field", default=None, help="id field when BENCHMARK is a file")
    parser.add_argument("--benchmark-text-field", default=None, help="text field when BENCHMARK is a file")
    parser.add_argument("--data-dir", default=None, help="local copy of the datasets (as --metadata data_dir)")
    from hardmath.cli import positive_int

    parser.add_argument("--jobs", type=positive_int, default=None, help="worker processes (default: all cores)")
    parser.add_argument(
        "--exclude-out",
        type=Path,
        default=None,
        help="write the overlapping problem ids here (for --metadata exclude_ids_file)",
    )
    parser.add_argument("--json-out", type=Path, default=None, help="write every match as JSON here")
    parser.add_argument("--quiet", action="store_true", help="print the summary only")


def run(args) -> int:
    import time

    start = time.perf_counter()
    try:
        problems = benchmark_problems(args.benchmark, args.data_dir, args.benchmark_id_field, args.benchmark_text_field)
        methods = ("prefix", "ngram") if args.method == "both" else (args.method,)
        matcher = Matcher(problems, methods, args.ngram, args.ngram_threshold)
        fmt = sniff_format(args.corpus, args.text_field, args.id_field, args.corpus_format)
        matches, lines = scan(matcher, args.corpus, fmt, args.jobs)
    except (OverlapError, ValueError, OSError) as exc:
        print(f"hardmath overlap: {exc}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - start
    flagged = list(dict.fromkeys(m.problem_id for m in matches))
    if not args.quiet:
        for m in matches:
            print(f"{m.problem_id}\t{m.method}\t{m.score:.3f}\t{m.detail}\t{m.doc_id}")
    per_method = {k: len({m.problem_id for m in matches if m.method == k}) for k in methods}
    shown = ", ".join(f"{k}: {v}" for k, v in per_method.items())
    short = (
        f"; {len(matcher.too_short)} problems without a distinctive {args.ngram}-gram (prefix only)"
        if "ngram" in methods
        else ""
    )
    print(
        f"{len(flagged)} of {len(problems)} problems of {args.benchmark} overlap {args.corpus} "
        f"({shown}){short}; {lines} corpus lines in {elapsed:.1f} s"
    )
    header = (
        f"hardmath overlap {args.benchmark} {args.corpus} --method {args.method}"
        f"\n{len(flagged)} of {len(problems)} problems overlap ({shown})"
    )
    if args.exclude_out:
        write_exclude_ids(args.exclude_out, flagged, header)
        print(f"wrote {args.exclude_out}")
    if args.json_out:
        write_atomically(
            args.json_out,
            json.dumps(
                {
                    "benchmark": args.benchmark,
                    "corpus": str(args.corpus),
                    "problems": len(problems),
                    "corpus_lines": lines,
                    "seconds": elapsed,
                    "matches": [m.__dict__ for m in matches],
                },
                indent=1,
            ).encode("utf-8"),
        )
        print(f"wrote {args.json_out}")
    return 0
