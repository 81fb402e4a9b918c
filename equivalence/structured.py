r"""Structured output as a class: the answer-like field of a JSON object or of a function call's
arguments, parsed with :func:`json.loads` (never evaluated), whatever the model family names its tool.

Models write LaTeX in JSON both escaped (``"\\frac"``) and not (``"\frac"``, where JSON would read
``\f`` as a form feed): a backslash that does not start ``\\``, ``\"``, ``\/`` or ``\uXXXX`` is read
as a literal backslash. Fields, by name (case, ``_`` and ``-`` ignored): an answer field
(:data:`ANSWER_KEYS`) anywhere; a result field (:data:`RESULT_KEYS`) only in an object that ends the
response (a ``{"value": 3}`` quoted in the working is no answer). Nested objects and arguments
given as a JSON string are read too (:data:`MAX_DEPTH` levels). A call of an answer function in code
(``final_answer("y^2+10y-7=0")``, smolagents' way) states its one literal argument, and a proof assistant's
definition of the answer (``abbrev solution_answer : ℤ := 162``) its value (:func:`call_answer`).
"""

from __future__ import annotations

import csv
import json
import re

ANSWER_KEYS = (  # "answer" in each language a model names its fields in (lower case, no "_" or "-")
    "finalanswer",
    "answer",
    "choice",
    "dapan",  # vi đáp án
    "đápán",
    "respuesta",
    "reponse",
    "réponse",
    "resposta",
    "risposta",
    "antwort",
    "otvet",
    "ответ",
    "jawaban",
    "cevap",
    "odpowiedz",
    "odpowiedź",
)
RESULT_KEYS = ("finalresult", "result", "value", "output", "final", "solution")
MAX_DEPTH = 6  # a Gemini reply's call arguments sit six levels down (candidates, content, parts, functionCall, args)
MAX_OBJECTS = 32  # JSON objects tried, from the end
_OPENING = re.compile(r"\{\s*\"")  # where a JSON object with a key starts
_BACKSLASH = re.compile(r"\\([\\\"/]|u[0-9a-fA-F]{4})?")  # an escape JSON knows (group 1), or a lone backslash
_ENDING = re.compile(r"[\s)\]}`;,.]*(?:</?[\w-]{1,30}>[\s)\]}`;,.]*)*")  # what may follow a closing object
_DECODER = json.JSONDecoder()


def _key(name: str) -> str:
    return name.lower().replace("_", "").replace("-", "")


def _scalar(value: object) -> str | None:
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float, str)):
        return str(value).strip() or None
    if isinstance(value, list) and value and all(isinstance(v, (int, float, str)) for v in value):
        return ", ".join(str(v) for v in value)
    return None


def field(obj: object, keys: tuple[str, ...], depth: int = 0) -> str | None:
    """The value of the first field of ``obj`` named in ``keys`` (in their order), searched in
    ``obj`` first, then in its nested objects and lists of them (a JSON string holding an object is one).
    """
    if depth > MAX_DEPTH:
        return None
    if isinstance(obj, str) and obj.lstrip().startswith("{"):  # arguments written as a JSON string
        parsed = _parsed(obj.strip(), 0)
        obj = parsed[0] if parsed is not None else None
    if not isinstance(obj, dict):
        return None
    named = {_key(k): v for k, v in obj.items() if isinstance(k, str)}
    for key in keys:
        if key in named and (found := _scalar(named[key])) is not None:
            return _with_value(found, named) if key == "choice" else found
    for value in obj.values():
        for item in value if isinstance(value, list) else (value,):  # a list of calls ("tool_calls": [...])
            if isinstance(item, (dict, str)) and (found := field(item, keys, depth + 1)) is not None:
                return found
    return None


_LETTER = re.compile(r"^\(?([A-E])\)?$")


def _with_value(choice: str, named: dict) -> str:
    """A choice letter with its value when the object names both (``{"choice": "C", "value": "9"}`` -> ``(C) 9``):
    the letter answers a letter gold, the value a value gold.
    """
    letter = _LETTER.match(choice)
    value = next(
        (v for k in ("value", "answervalue", "text", "content") if (v := _scalar(named.get(k))) is not None), None
    )
    return f"({letter.group(1)}) {value}" if letter is not None and value is not None else choice


def _parsed(text: str, start: int) -> tuple[object, int] | None:
    """The JSON value that starts at ``text[start]`` and the index in ``text`` where it ends."""
    inserted: list[int] = []

    def double(m: re.Match) -> str:
        if m.group(1) is not None:
            return m.group(0)
        inserted.append(m.start())
        return "\\\\"

    escaped = _BACKSLASH.sub(double, text[start:])
    try:
        obj, end = _DECODER.raw_decode(escaped)
    except ValueError:
        return None
    shift = sum(1 for i, at in enumerate(inserted) if at + i < end)
    return obj, start + end - shift


def answer(text: str) -> tuple[str, int] | None:
    """(the answer field's value, where its object ends) of the last JSON object in ``text`` that
    states one (:data:`ANSWER_KEYS` anywhere, :data:`RESULT_KEYS` when the object ends the text).
    """
    if '"' not in text:
        return None
    starts = [m.start() for m in _OPENING.finditer(text)][-MAX_OBJECTS:]
    objects = [(start, *parsed) for start in starts if (parsed := _parsed(text, start)) is not None]
    outermost = [o for o in objects if not any(s < o[0] and o[2] <= e for s, _, e in objects)]
    for _, obj, end in reversed(outermost):  # the last object first; an object inside it is read by field()
        found = field(obj, ANSWER_KEYS)
        if found is None and _ENDING.fullmatch(text, end):
            found = field(obj, RESULT_KEYS)
        if found is not None:
            return found, end
    return None


_CALL = re.compile(  # final_answer("..."), submit_answer(answer='...'), final_answer(42): one literal argument
    r"\b(?:final_?answer|submit_?answer|answer|submit)\(\s*(?:answer\s*=\s*)?"
    r"(?:\"((?:[^\"\\\n]|\\.){1,400})\"|'((?:[^'\\\n]|\\.){1,400})'|(-?\d[\d.,/]{0,60}))\s*\)",
    re.IGNORECASE,
)
_DEFINED = re.compile(
    r"^[ \t]*(?:abbrev|def|noncomputable\s+def|Definition)\s+\w*(?:answer|solution)\w*\s*(?::\s*[^:=\n]{1,30})?:=\s*"
    r"([^\n]{1,80}?)\s*\.?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)  # a proof assistant's definition of the answer (Lean 4, Coq): ``abbrev solution_answer : ℤ := 162``
_PY_ESCAPE = re.compile(r"\\([\\\"'])")  # the escapes a Python string literal of LaTeX holds


def call_answer(text: str) -> tuple[str, int] | None:
    r"""(the literal argument, where the call ends) of the last call of an answer function in ``text``
    (``final_answer("b=1\\text{ or }b=-1")``: its string read as Python reads it, for ``\\``,
    ``\"`` and ``\'`` only), else None.
    """
    found = next(iter(reversed(list(_CALL.finditer(text)))), None)
    defined = next(iter(reversed(list(_DEFINED.finditer(text)))), None)
    if defined is not None and (found is None or defined.start() > found.start()):
        return defined.group(1).strip(), defined.end()  # abbrev solution_answer : ℤ := 162
    if found is None:
        return None
    quoted = found.group(1) if found.group(1) is not None else found.group(2)
    value = _PY_ESCAPE.sub(r"\1", quoted) if quoted is not None else found.group(3)
    return (value.strip(), found.end()) if value.strip() else None


_CSV_HEADER = re.compile(
    r"^[ \t]*(?:\w+[ \t]*,[ \t]*)*(?:final_?answer|answer)(?:[ \t]*,[ \t]*\w+)*[ \t]*\n", re.IGNORECASE | re.MULTILINE
)  # "problem_id,answer": a CSV header with an answer column


def csv_answer(text: str) -> tuple[str, int] | None:
    r"""(the answer column's value in the last row, where that row ends) of a CSV table that closes ``text`` and
    names an answer column in its header (``problem_id,answer`` / ``1,"\\frac{5}{8}"``), else None.
    """
    header = next(iter(reversed(list(_CSV_HEADER.finditer(text)))), None)
    if header is None:
        return None
    lines = [ln for ln in text[header.end() :].splitlines() if ln.strip()]
    names = [n.strip().lower().replace("_", "") for n in header.group(0).split(",")]
    rows = list(csv.reader(lines)) if lines else []
    if not rows or any(len(row) != len(names) for row in rows):
        return None  # not a table of the header's columns to the end
    value = rows[-1][names.index(next(n for n in names if n in ("answer", "finalanswer")))].strip()
    return (value, len(text)) if value else None
