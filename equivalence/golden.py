r"""The golden ratio written as its symbol: ``\phi``, ``\varphi``, ``φ`` are :math:`\frac{1+\sqrt{5}}{2}` only
where the symbol is defined as such, because a bare ``\phi`` may be any variable (an angle, a function):
the response, the gold or the question names the golden ratio (in a language of the lexicon:
"golden ratio", "nombre d'or", "goldener Schnitt", "黄金比", ...) or defines the symbol
(``\varphi = \frac{1+\sqrt5}{2}``). Then the symbol on both sides, and the words "the golden ratio"
standing for it in an answer, are read as the value; Euler's ``\phi(n)`` stays a function.
"""

from __future__ import annotations

import re

VALUE = r"\frac{1+\sqrt{5}}{2}"
_SYMBOL = r"(?:\\(?:var)?phi(?![a-zA-Z])|φ|ϕ)"
_NAMES = (  # the golden ratio's name in the languages of the lexicon (lower case)
    "golden ratio|golden mean|golden section|nombre d'or|nombre d’or|goldene[nr]? schnitt|"
    "razón áurea|número áureo|número de oro|proporción áurea|sezione aurea|rapporto aureo|numero aureo|"
    "proporção áurea|razão áurea|número de ouro|gulden snede|złota proporcja|złoty podział|altın oran|"
    "rasio emas|tỷ lệ vàng|tỉ lệ vàng|золотое сечение|золотого сечения|золотий переріз|黄金比|黄金分割|"
    "黄金比例|황금비|النسبة الذهبية|स्वर्ण अनुपात|সোনালী অনুপাত|নিয়ত অনুপাত|نسبت طلایی|อัตราส่วนทองคำ"
)
_NAMED = re.compile(_NAMES, re.IGNORECASE)
_DEFINED = re.compile(
    rf"{_SYMBOL}(?:=|:=|\\coloneqq|\\equiv)(?:\\[dt]?frac1\+\\sqrt52|\(1\+(?:\\sqrt5|√5|sqrt\(5\))\)/2)"
)
_SQUEEZED = re.compile(r"\s|[{}$]|\\left|\\right|\\,")
_REMARK = re.compile(  # "\varphi \text{ (the golden ratio)}", "φ (golden ratio)": the name as a remark
    rf"\s*(?:\\text\s*\{{\s*)?\(\s*(?:the\s+)?(?:{_NAMES})\s*\)\s*(?:\}})?", re.IGNORECASE
)
_PHRASE = re.compile(  # "the golden ratio $\phi$", "the golden ratio": the name standing for the value
    rf"(?:the\s+)?(?:golden ratio|golden mean)(?:\s*,?\s*\$?\s*{_SYMBOL}\s*\$?)?", re.IGNORECASE
)
_STANDING = re.compile(rf"{_SYMBOL}(?!\s*(?:\(|\\left\s*\(|=|:=|\\coloneqq|\\equiv))")  # not φ(n), not "φ ="


def golden_ratio_defined(*texts: str | None) -> bool:
    r"""Whether one of ``texts`` (the response, the gold, the question) names the golden ratio or defines
    its symbol as :math:`\frac{1+\sqrt5}{2}`.
    """
    for text in texts:
        if not text:
            continue
        if _NAMED.search(text):
            return True
        if "phi" not in text and "φ" not in text and "ϕ" not in text:
            continue  # no symbol to define
        squeezed = _SQUEEZED.sub("", text).replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")
        if _DEFINED.search(squeezed):
            return True
    return False


def golden_ratio_valued(answer: str) -> str:
    """``answer`` with the golden ratio's symbol and name written as its value (call it only where
    :func:`golden_ratio_defined` holds); unchanged when it holds neither.
    """
    if not re.search(rf"{_SYMBOL}|golden", answer, re.IGNORECASE):
        return answer
    answer = _REMARK.sub("", answer)
    answer = _PHRASE.sub(lambda _: f"({VALUE})", answer)
    return _STANDING.sub(lambda _: f"({VALUE})", answer)
