r"""Split a normalized answer into its shape: tuple, set, list, interval(s), matrix, relation, ±.

Shapes (tuples of strings; leaves are still text for :mod:`.latex`):
``("expr", s)``, ``("seq", open, close, items)`` (bracketed, ordered; ``(a,b)``/``[a,b)``
may be a tuple or an interval), ``("set", items)`` (``\{...\}``), ``("list", items)``
(bare commas / ``\pm`` expansions, unordered), ``("union", parts)`` (``\cup``),
``("matrix", rows)``, ``("ratio", parts)`` (``a:b``), ``("rel", parts, ops)`` (``=``, ``<``, ``\le``, ... chains).
"""

from __future__ import annotations

import re

_REL_CANON = {"\\le": "<=", "\\ge": ">=", "\\ne": "!=", "\\lt": "<", "\\gt": ">"}
_MATRIX = re.compile(r"^\\begin\{([pbvBV]?matrix|array)\}(?:\{[^{}]*\})?(.*)\\end\{\1\}$", re.DOTALL)
_SET_OPEN, _SET_CLOSE = "\\{", "\\}"


def _depth_split(s: str, seps: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """Split ``s`` at top-level occurrences of any of ``seps``; returns parts and the separators."""
    parts, found, depth, start, i = [], [], 0, 0, 0
    while i < len(s):
        ch = s[i]
        if s.startswith(_SET_OPEN, i) or s.startswith("\\begin", i):
            depth += 1
            i += 2 if ch == "\\" and s[i + 1] == "{" else 6
            continue
        if s.startswith(_SET_CLOSE, i) or s.startswith("\\end", i):
            depth -= 1
            i += 2 if s[i + 1] == "}" else 4
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0:
            for sep in seps:
                if s.startswith(sep, i) and not (sep[-1].isalpha() and s[i + len(sep) : i + len(sep) + 1].isalpha()):
                    parts.append(s[start:i])
                    found.append(sep)
                    i += len(sep)
                    start = i
                    break
            else:
                i += 1
            continue
        i += 1
    parts.append(s[start:])
    return parts, found


def _wrapped(s: str, left: str, right: str) -> bool:
    """``s`` is ``left ... right`` with the two brackets matching each other."""
    if not (s.startswith(left) and s.endswith(right)) or len(s) < len(left) + len(right):
        return False
    inner = s[len(left) : len(s) - len(right)]
    parts, _ = _depth_split(inner, ())
    depth = 0
    for ch in inner:  # the outer brackets must enclose everything
        depth += ch in "([{"
        depth -= ch in ")]}"
        if depth < 0:
            return False
    return depth == 0 and len(parts) == 1


def expand_pm(s: str) -> list[str]:
    r"""``a \pm b`` -> [``a+b``, ``a-b``] (``\mp`` the other way); at most two signs."""
    if "\\pm" not in s and "\\mp" not in s:
        return [s]
    out = [s]
    for _ in range(2):
        nxt = []
        for t in out:
            m = re.search(r"\\(pm|mp)(?![a-zA-Z])", t)
            if not m:
                nxt.append(t)
                continue
            first, second = ("+", "-") if m.group(1) == "pm" else ("-", "+")
            nxt += [t[: m.start()] + first + t[m.end() :], t[: m.start()] + second + t[m.end() :]]
        out = nxt
    return out


def _as_matrix(s: str) -> tuple | None:
    """A written-out matrix (maybe in outer brackets), or the sum, difference or product of two."""
    m = _MATRIX.match(s)
    if m is None and len(s) > 2 and s[0] + s[-1] in ("[]", "()") and _MATRIX.match(s[1:-1].strip()):
        m = _MATRIX.match(s[1:-1].strip())  # \left[\begin{array}...\end{array}\right]
    arithmetic = _matrix_arithmetic(s) if s.count("\\begin") == 2 else None
    if arithmetic is not None:
        return ("matrix", arithmetic)
    if m and s.count("\\begin") == 1:
        return ("matrix", _rows(m.group(2)))
    scaled = _scaled_matrix(s) if s.count("\\begin") == 1 else None
    return ("matrix", scaled) if scaled is not None else None


_SCALAR_TIMES = re.compile(r"^(.+?)\s*(?:\\cdot|\\times)?\s*$", re.DOTALL)


def _scaled_matrix(s: str) -> tuple | None:
    r"""``\frac{1}{\sqrt{30}}\begin{pmatrix}-2\\1\end{pmatrix}``: a scalar before one written-out matrix ->
    the rows with each cell times it (``(\frac{1}{\sqrt{30}})(-2)``); None otherwise.
    """
    found = _MATRIX_ENV.search(s)
    if found is None or s[found.end() :].strip():
        return None
    scalar = _SCALAR_TIMES.match(s[: found.start()])
    factor = scalar.group(1).strip() if scalar else ""
    if not factor or not _balanced(factor) or factor[-1] in "+-=,":
        return None
    return tuple(tuple(f"({factor})({cell})" for cell in row) for row in _rows(found.group(2)))


def _as_union(s: str) -> tuple | None:
    parts, _ = _depth_split(s, ("\\cup",))
    return ("union", tuple(shape(p) for p in parts)) if len(parts) > 1 else None


def _as_set(s: str) -> tuple | None:
    if not _wrapped(s, _SET_OPEN, _SET_CLOSE):
        return None
    items, _ = _depth_split(s[2:-2], (",", ";"))
    return ("set", _spliced(i for i in items if i.strip()))


def _spliced(items) -> tuple:
    r"""The shapes of a set's or list's items, an item with a sign of both (``\pm 4``) spliced in as its two values."""
    out: list = []
    for item in items:
        found = shape(item)
        out.extend(found[1] if found[0] == "list" and _as_pm(item.strip()) == found else (found,))
    return tuple(out)


def _as_groups(s: str) -> tuple | None:
    """``p=5,q=2; p=7,q=2``: each group is one ordered answer."""
    groups, _ = _depth_split(s, (";",))
    if len(groups) > 1 and all("," in g for g in groups) and all(g.strip() for g in groups):
        return ("list", tuple(("seq", "(", ")", tuple(shape(i) for i in _depth_split(g, (",",))[0])) for g in groups))
    return None


def _as_list(s: str) -> tuple | None:
    """Bare commas (or semicolons); an empty item makes the whole text one expression."""
    parts, _ = _depth_split(s, (",", ";"))
    if len(parts) <= 1:
        return None
    if any(not p.strip() for p in parts):
        return ("expr", s)
    return ("list", _spliced(parts))


def _as_bracketed(s: str) -> tuple | None:
    """``(a, b)``, ``[a, b)``, ``(1; 2)``: a tuple or interval; ``[[1,2],[3,4]]``: a matrix."""
    if not (len(s) >= 2 and s[0] in "([" and s[-1] in ")]" and _balanced(s[1:-1])):
        return None
    items, _ = _depth_split(s[1:-1], (",",))
    if len(items) == 1:
        items, _ = _depth_split(s[1:-1], (";",))  # (1; 2)
    if len(items) <= 1:
        return None
    rows = _bracket_rows(s, items)
    if rows is not None:
        return ("matrix", rows)
    return ("seq", s[0], s[-1], tuple(shape(i) for i in items))


_REL_OPS = ("\\le", "\\ge", "\\ne", "\\lt", "\\gt", "<=", ">=", "<", ">", "=")  # "!=" is \ne by now


def _as_relation(s: str) -> tuple | None:
    parts, ops = _depth_split(s, _REL_OPS)
    if len(parts) > 1 and all(p.strip() for p in parts):
        return ("rel", tuple(p.strip() for p in parts), tuple(_REL_CANON.get(o, o) for o in ops))
    return None


def _as_ratio(s: str) -> tuple | None:
    parts, _ = _depth_split(s, (":",))
    if len(parts) > 1 and all(p.strip() for p in parts):
        return ("ratio", tuple(p.strip() for p in parts))
    return None


def _as_pm(s: str) -> tuple | None:
    variants = expand_pm(s)
    return ("list", tuple(("expr", v) for v in variants)) if len(variants) > 1 else None


_READERS = (_as_matrix, _as_union, _as_set, _as_groups, _as_list, _as_bracketed, _as_relation, _as_ratio, _as_pm)


def shape(s: str) -> tuple:
    """Shape of a normalized answer (see module docstring): the first reader, in the order of
    ``_READERS``, that sees its shape in ``s``; else one expression.
    """
    s = s.strip()
    for read in _READERS:
        found = read(s)
        if found is not None:
            return found
    return ("expr", s)


_MATRIX_ENV = re.compile(r"\\begin\{([pbvBV]?matrix|array)\}(?:\{[^{}]*\})?(.*?)\\end\{\1\}", re.DOTALL)
_MATRIX_OP = re.compile(r"^\s*(\+|-|\\cdot|\\times|)\s*$")


def _rows(body: str) -> tuple:
    rows = [r for r in re.split(r"\\\\", body) if r.strip()]
    return tuple(tuple(c.strip() for c in r.split("&")) for r in rows)


def _matrix_arithmetic(s: str) -> tuple | None:
    """``A + B``, ``A - B`` or ``A B`` of two written-out matrices -> the rows of the result,
    each cell as text (``(1)+(5)``; products as sums of cell products); None otherwise.
    """
    found = list(_MATRIX_ENV.finditer(s))
    if len(found) != 2 or s[: found[0].start()].strip() or s[found[1].end() :].strip():
        return None
    op = _MATRIX_OP.match(s[found[0].end() : found[1].start()])
    if op is None:
        return None
    a, b = _rows(found[0].group(2)), _rows(found[1].group(2))
    if op.group(1) in ("+", "-"):
        if len(a) != len(b) or any(len(r) != len(q) for r, q in zip(a, b, strict=True)):
            return None
        return tuple(
            tuple(f"({x}){op.group(1)}({y})" for x, y in zip(r, q, strict=True)) for r, q in zip(a, b, strict=True)
        )
    if any(len(r) != len(b) for r in a) or len({len(q) for q in b}) != 1:
        return None
    return tuple(tuple("+".join(f"({r[k]})({b[k][j]})" for k in range(len(b))) for j in range(len(b[0]))) for r in a)


def _bracket_rows(s: str, items: list[str]) -> tuple | None:
    """``[[1,2],[3,4]]``: rows of a bracketed matrix (2+ rows of one length), else None."""
    if s[0] != "[" or not all(i.strip().startswith("[") and i.strip().endswith("]") for i in items):
        return None
    rows = tuple(tuple(c.strip() for c in _depth_split(i.strip()[1:-1], (",",))[0]) for i in items)
    if len({len(r) for r in rows}) != 1 or len(rows[0]) < 2:
        return None
    return rows


def _balanced(s: str) -> bool:
    depth = 0
    for ch in s:
        depth += ch in "([{"
        depth -= ch in ")]}"
        if depth < 0:
            return False
    return depth == 0
