"""Metamorphic transforms of a graded response: ones that keep its answer and ones that change it.

A *preserving* transform rewrites a response the way a harness, a chat template or another model
writes the same answer (chat tokens, a reasoning trace with a decoy answer in front, an answer
container, markdown, Unicode spellings, another language's answer marker, trailing punctuation,
unit spacing): the checker's verdict must not change. A *changing* transform gives a response the
checker grades correct another answer (sign, unit, order of an ordered pair, a dropped part, a
later contradicting statement): the verdict must become false. A transform returns None where it
does not apply (no unit to respace, no ordered pair to swap, ...).

Used by ``bench/bench_metamorphic.py`` (the table) and ``tests/bench/test_metamorphic.py`` (no
regression). Nothing here evaluates text; every rewrite is a string operation.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

from hardmath.equivalence.normalize import normalize
from hardmath.equivalence.structure import shape

Transform = Callable[[str, str, str], "str | None"]  # (response, extracted answer, gold) -> new response
DECOY = "7919"  # a trace's decoy answer: a prime no corpus gold is


_TEMPLATED = re.compile(r"<\|im_start\|>|<\|start_header_id\|>|<start_of_turn>|<\|user\|>|\[INST\]")


def _wraps(transform: Transform) -> Transform:
    """A wrapper (trace, tag, fence, heading) goes inside the model's turn: a response that is
    already a chat template's text (it has role headers) is not wrapped again.
    """

    def wrapped(r: str, a: str, g: str) -> str | None:
        return None if _TEMPLATED.search(r) else transform(r, a, g)

    return wrapped


def _chatml(r: str, a: str, g: str) -> str:
    return f"<|im_start|>assistant\n{r}<|im_end|>\n"


def _llama3(r: str, a: str, g: str) -> str:
    return f"<|start_header_id|>assistant<|end_header_id|>\n\n{r}<|eot_id|>"


def _gemma(r: str, a: str, g: str) -> str:
    return f"<start_of_turn>model\n{r}<end_of_turn>\n<eos>"


def _eos(r: str, a: str, g: str) -> str:
    return f"{r}</s>"


def _echoed_prompt(r: str, a: str, g: str) -> str:
    return f"<|im_start|>user\nSolve the problem.<|im_end|>\n<|im_start|>assistant\n{r}<|im_end|>"


def _think_decoy(r: str, a: str, g: str) -> str:
    return f"<think>\nFirst guess: the answer is $\\boxed{{{DECOY}}}$. Final Answer: {DECOY}. Let me re-check.\n</think>\n\n{r}"


def _think_stripped_open(r: str, a: str, g: str) -> str:  # the template put <think> in the prompt
    return f"Okay, maybe it is \\boxed{{{DECOY}}}... no, let me redo it.\n</think>\n\n{r}"


def _answer_tag(r: str, a: str, g: str) -> str | None:
    if "think>" in r or "<answer" in r:
        return None  # a trace or a container goes around the answer, not inside it
    return f"<think>\nThe answer might be {DECOY}.\n</think>\n<answer>\n{r}\n</answer>"


def _fenced(r: str, a: str, g: str) -> str | None:
    return None if "`" in r else f"```\n{r}\n```"


def _heading(r: str, a: str, g: str) -> str:
    return f"## Solution\n\n{r}"


def _last_line(r: str) -> tuple[str, str] | None:
    head, sep, last = r.rstrip().rpartition("\n")
    if not last.strip() or len(last) > 300 or "*" in last or "_" in last or last.rstrip().endswith("\\"):
        return None
    if last.lstrip().startswith(("#", "<", "`", "~")) or last.rstrip().endswith(">"):
        return None  # a fence, a tag or a GSM8K line is no line of text
    return head + sep, last


def _bold_last_line(r: str, a: str, g: str) -> str | None:
    split = _last_line(r)
    if split is None or split[1] != split[1].strip():
        return None
    return f"{split[0]}**{split[1]}**"


def _bullet_last_line(r: str, a: str, g: str) -> str | None:
    split = _last_line(r)
    return None if split is None or split[1].lstrip().startswith(("-", "+", "*")) else f"{split[0]}- {split[1]}"


def _trailing_punctuation(r: str, a: str, g: str) -> str | None:
    end = r.rstrip()
    return None if not end or end[-1] in ".!?\\`>" else end + "."


def _trailing_space(r: str, a: str, g: str) -> str:
    return r + "\n\n   \n"


_UNICODE = {
    "\\times": "×",
    "\\cdot": "·",
    "\\pi": "π",
    "\\infty": "∞",
    "\\leq": "≤",
    "\\geq": "≥",
    "\\le": "≤",
    "\\ge": "≥",
    "\\neq": "≠",
    "\\ne": "≠",
    "\\emptyset": "∅",
    "\\varnothing": "∅",
    "\\cup": "∪",
    "\\cap": "∩",
    "\\pm": "±",
    "\\div": "÷",
    "\\in": "∈",
}
_COMMAND = re.compile(r"\\(?:" + "|".join(sorted((k[1:] for k in _UNICODE), key=len, reverse=True)) + r")(?![A-Za-z])")
_MINUS = re.compile(r"(?<=[\s$(=,{])-(?=\d)")
_SQUARE = re.compile(r"\^(?:\{2\}|2(?![\d.]))")


def _unicode_symbols(r: str, a: str, g: str) -> str | None:
    out = _COMMAND.sub(lambda m: _UNICODE[m.group(0)], r)
    out = _MINUS.sub("\u2212", out)
    return out if out != r else None


def _unicode_superscript(r: str, a: str, g: str) -> str | None:
    out = _SQUARE.sub("²", r)
    return out if out != r else None


def _fullwidth_digits(r: str, a: str, g: str) -> str | None:
    if len(r) > 5000:
        return None
    out = "".join(chr(ord(c) + 0xFEE0) if c.isdigit() and c.isascii() else c for c in r)
    return out if out != r else None


def _restated(template: str, numeric: bool = False) -> Transform:
    """The answer restated after the response in another format (GSM8K ``####``, JSON, a tag, a
    language's marker): only where the answer is a plain statement that format carries (GSM8K's
    ``####`` carries numbers: ``#### odd`` is a markdown heading; an answer with ``$``, ``; `` or a
    control character would read differently there).
    """

    def transform(r: str, a: str, g: str) -> str | None:
        if not a or len(a) > 120 or not a.isprintable() or "$" in a or "; " in a:
            return None  # restated as prose or in $...$, such an answer would read differently
        if numeric and not re.match(r"[-+(\d.]", a):
            return None
        value = json.dumps(a)[1:-1] if template.startswith("{") else a
        return r.rstrip() + "\n\n" + template.replace("ANS", value)

    return transform


_UNIT_SPACED = re.compile(r"(\d)\s+(cm|mm|km|kg|mg|ml|ft|mph|hours|minutes|seconds|meters|miles|dollars)\b")
_UNIT_GLUED = re.compile(r"(\d)(cm|mm|km|kg|mg|ml|ft|mph)\b")


def _unit_spacing(r: str, a: str, g: str) -> str | None:
    out = _UNIT_SPACED.sub(r"\1\2", r) if _UNIT_SPACED.search(r) else _UNIT_GLUED.sub(r"\1 \2", r)
    return out if out != r else None


PRESERVING: dict[str, Transform] = {
    "chatml": _chatml,
    "llama3_header": _llama3,
    "gemma_turn": _gemma,
    "eos_token": _eos,
    "echoed_prompt": _echoed_prompt,
    "think_decoy": _wraps(_think_decoy),
    "think_open_in_prompt": _wraps(_think_stripped_open),
    "answer_tag": _wraps(_answer_tag),
    "code_fence": _wraps(_fenced),
    "md_heading": _wraps(_heading),
    "bold_last_line": _bold_last_line,
    "bullet_last_line": _bullet_last_line,
    "trailing_punctuation": _trailing_punctuation,
    "trailing_space": _trailing_space,
    "unicode_symbols": _unicode_symbols,
    "unicode_superscript": _unicode_superscript,
    "fullwidth_digits": _fullwidth_digits,
    "unit_spacing": _unit_spacing,
    "gsm8k_line": _restated("#### ANS", numeric=True),
    "json_answer": _restated('{"answer": "ANS"}'),
    "answer_tag_restated": _restated("<answer>ANS</answer>"),
    "md_final_answer": _restated("### Final Answer\n\n$ANS$"),
    "zh_marker": _restated("所以答案是 $ANS$。"),
    "ja_marker": _restated("よって、答えは $ANS$ です。"),
    "de_marker": _restated("Die Antwort ist $ANS$."),
    "ru_marker": _restated("Ответ: $ANS$."),
    "fr_marker": _restated("La réponse est $ANS$."),  # issue 30, principle 1: any language
    "gsm8k_inline": _restated("The answer is #### ANS", numeric=True),  # principle 8: a wrapper inside a statement
}


# --------------------------------------------------------------------------- answer-changing

_TURN = re.compile(r"<\|im_start\|>|<\|start_header_id\|>|<start_of_turn>|<\|user\|>")


def _replace_last(r: str, a: str, new: str) -> str | None:
    """``r`` with every standalone occurrence of its answer ``a`` replaced by ``new`` (so no
    restatement or check of the old answer is left); None where ``a`` is not in ``r``.
    """
    pattern = re.compile(r"(?<![0-9A-Za-z.])" + re.escape(a) + r"(?![0-9A-Za-z]|\.\d)")
    out = pattern.sub(lambda _: new, r)
    return None if out == r or new == a else out


def _shape(text: str) -> tuple | None:
    try:
        return shape(normalize(text))
    except Exception:  # noqa: BLE001 - an answer the shape reader refuses is not transformed
        return None


def _plain_value(a: str) -> bool:
    """One value (no list, relation, text, ±), so that its negative is another value."""
    sh = _shape(a)
    return (
        sh is not None
        and sh[0] == "expr"
        and not re.search(r"[A-Za-z]{3,}|\\pm|=|<|>|\\le|\\ge", sh[1])
        and any(ch.isdigit() for ch in sh[1])
        and sh[1].strip("0.") != ""
    )


_DECIMAL = re.compile(r"^[\d,./]+(?:\s*[A-Za-z^{}\d]+)*$")  # 2/3, 1,000.5, 3 hours: a minus sign in front


def _sign(r: str, a: str, g: str) -> str | None:
    if not (_plain_value(a) and _plain_value(g)):
        return None
    return _replace_last(r, a, f"-{a}" if _DECIMAL.match(a) else f"-({a})")


_GOLD_UNIT = re.compile(
    r"\\(?:text|mbox|mathrm)\s*\{\s*(cm|mm|km|m|meters?|kg|g|grams?|hours?|minutes?|seconds?"
    r"|inches|feet|miles?|liters?|L|mL|mph|km/h)\s*\}"
)


_LEADING_VALUE = re.compile(r"^-?\d[\d.,/]*")


def _unit(r: str, a: str, g: str) -> str | None:
    """The answer's value with a unit of another dimension than the gold's (the gold states one)."""
    m = _GOLD_UNIT.search(g)
    value = _LEADING_VALUE.match(a.strip())
    if m is None or value is None:
        return None
    unit = m.group(1)
    other = "cm" if unit in ("kg", "g", "gram", "grams", "mL", "L", "liter", "liters") else "kg"
    return _replace_last(r, a, f"{value.group(0)}\\text{{ {other}}}")


def _top_parts(inner: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        depth += ch in "([{"
        depth -= ch in ")]}"
        if ch == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    return parts + [inner[start:]]


def _swap_pair(r: str, a: str, g: str) -> str | None:
    sh = _shape(a)
    if sh is None or sh[0] != "seq" or sh[1:3] != ("(", ")") or len(sh[3]) != 2:
        return None
    body = a.strip()
    if not (body.startswith("(") and body.endswith(")")):
        return None
    parts = _top_parts(body[1:-1])
    if len(parts) != 2 or normalize(parts[0]) == normalize(parts[1]):
        return None
    return _replace_last(r, a, f"({parts[1].strip()}, {parts[0].strip()})")


_OUTER = (("\\{", "\\}"), ("(", ")"), ("[", "]"), ("", ""))


def _drop_part(r: str, a: str, g: str) -> str | None:
    sh = _shape(a)
    if sh is None or sh[0] not in ("list", "set", "seq") or (sh[0] == "seq" and sh[1:3] != ("(", ")")):
        return None
    body = a.strip()
    for left, right in _OUTER:
        if body.startswith(left) and body.endswith(right) and (left or sh[0] == "list"):
            parts = _top_parts(body[len(left) : len(body) - len(right)])
            if len(parts) < 2 or len({normalize(p) for p in parts}) != len(parts):
                return None
            return _replace_last(r, a, left + ",".join(parts[:-1]) + right)
    return None


def _contradiction(r: str, a: str, g: str) -> str | None:
    if _TURN.search(r):
        return None  # text after a new chat turn is not the model's answer
    other = "E" if a.strip("()").upper() != "E" else "A"
    if len(a.strip("()$ .")) != 1 or not a.strip("()$ .").isalpha():
        other = DECOY
    return r.rstrip() + f"\n\nWait, that was wrong. The final answer is ${other}$."


def _correction_in_words(r: str, a: str, g: str) -> str | None:
    """Issue 30, principle 3: a later plain "the answer is" with another value corrects a box."""
    if _TURN.search(r) or len(a.strip("()$ .")) == 1 and a.strip("()$ .").isalpha():
        return None  # a letter answer: "later_contradiction" covers it
    return r.rstrip() + f"\n\nHmm, I made an arithmetic slip. Actually the answer is {DECOY}."


CHANGING: dict[str, Transform] = {
    "sign": _sign,
    "unit": _unit,
    "swap_ordered_pair": _swap_pair,
    "drop_part": _drop_part,
    "later_contradiction": _contradiction,
    "later_correction_in_words": _correction_in_words,
}
