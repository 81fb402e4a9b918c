r"""String-level normalization of one answer (LaTeX in, canonical LaTeX-ish text out).

Removes what never changes the value: math delimiters, ``\left``/``\right``, spacing
commands, ``\text{}`` wrappers, degree signs, units, currency, percent signs, thousands
separators, trailing punctuation and an ``x \in`` prefix. Rewrites ``\dfrac``/``\tfrac``
to ``\frac`` and mixed numbers ``10\frac{2}{3}`` to ``(10+\frac{2}{3})``. All regexes are
linear (no nested quantifiers) and the input is capped before it gets here.
"""

from __future__ import annotations

import functools
import re
from fractions import Fraction

from . import lexicon
from .functions import NAMES, ROUNDING
from .locale_numbers import one_number, plain_number
from .notation import value_notation
from .plaintext import to_latex
from .presentation import unpresented, without_all
from .setnotation import reals_without_points, set_builder_condition, set_builder_members
from .spoken import spoken
from .symbols import unicode_math
from .worded import worded

_PHANTOM = re.compile(r"\\[hv]?phantom\s*(?:\{[^{}]*\}|[^\s{}])")  # invisible: \phantom{-}1 is 1
_DROP_CMDS = re.compile(
    r"\\(?:left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|Biggl|Biggr|big|Big|bigg|Bigg"
    r"|displaystyle|textstyle|scriptstyle|limits|nolimits|mathstrut|underline|uline|underbar|uuline"
    r"|tiny|scriptsize|footnotesize|small|normalsize|large|Large|LARGE|huge|Huge"
    r"|color\s*\{[^{}]*\}|bfseries|itshape|boldmath)(?![a-zA-Z])"
)
_SPACES = re.compile(
    r"\\(?:quad|qquad|enspace|thinspace|medspace|thickspace|hspace\{[^{}]*\}|[,:; ])"
    r"|~|\\!(?![=])"
)
_TEMPERATURE = re.compile(
    r"\s*(?:\^\s*\{?\s*\\circ\s*\}?\s*(?:\\text\{\s*|\\mathrm\{\s*)?[FC]\s*\}?"
    r"|(?:\\text\{\s*)?degrees?\s+(?:Fahrenheit|Celsius)\s*\}?)\s*$"
)  # 77°F, 77^\circ\text{F}, "77 degrees Fahrenheit": the scale is named, not a unit to convert
_CLOCK = re.compile(
    r"^(\d{1,2})\s*(?::|\{:\})\s*(\d{2})\s*(?:\\(?:text|mathrm)\s*\{\s*)?([AaPp])\.?\s*[Mm]\.?\s*\}?\.?$"
)  # 10:15 PM, 10{:}15 \text{ PM}, 10:15 p.m.: a time of day, not a ratio
_O_CLOCK = re.compile(r"^\s*(\d{1,2})\s*o\s*['’]\s*clock\s*\.?\s*$", re.IGNORECASE)
_PM_SET = re.compile(r"\\\{\s*\\pm\s*([^,{}\\]+?)\s*\\\}")  # \{\pm 1\}: both signs
_TEXT_NUMBER = re.compile(
    r"^\\text\{\s*(-?\d[\d,.]*)\s*((?:[^{}]|\{[^{}]*\})*)\}$"
)  # \text{25 girls}: a number in text
_EITHER = re.compile(
    r"^\s*\$?\s*(?:\\text\{\s*either\s*\}|either\s)(?=[^,]*(?:\\text\{\s*or\s*\}|\sor\s)[^,]*$)",
    re.IGNORECASE | re.DOTALL,
)  # two values, not two lists ("either 0,1,2 or 1,2" stays a hedge)
_TEXT_MATH = re.compile(r"^\\text\{((?:[^{}]|\{[^{}]*\})*[\^\\/()+][^{}]*(?:\{[^{}]*\}[^{}]*)*)\}$")  # math set as text
_DEGREES = re.compile(
    r"\^\s*\{?\s*\\circ\s*\}?|\^\s*\{\s*\\text\{\s*o\s*\}\s*\}|\\degree|\\circ"
    r"|\\text\{\s*(?:degrees?|deg)\s*\}"
)
_WRAPPERS = re.compile(
    r"\\(?:text|textbf|textit|textrm|textnormal|mathrm|mathbf|mathit|mbox|operatorname"
    r"|emph|textsf|mathsf|boxed|fbox|hbox|textsc|textup|textmd|mathnormal)\s*\{([^{}]*)\}"
)
_CURRENCY = re.compile(r"\\textdollar|\\\$|\\pounds|\\euro|\\texteuro|\bUSD\b|\$|\u20ac|\u00a3|\u00a5|\u00a2")
_COUNTRY_DOLLAR = re.compile(
    r"(?<![\w\\$])(?:US|R|A|C|NZ|HK|S|NT|MX)(?=\$\s?\d)"
)  # US$ 345, R$ 12: a country's dollar sign before an amount
_PERCENT = re.compile(r"\\%|%|\\text\{\s*(?:percent|percentage|pct)\s*\}|\s*\b(?:percent|percentage|pct)\b")
_CHOOSE = re.compile(r"\{([^{}]*)\\choose([^{}]*)\}|^([^{}]*)\\choose([^{}]*)$")
_REPEATING = re.compile(r"(?<![\d.])(-?)(\d*)\.(\d*)\\overline\s*\{?\s*(\d+)\s*\}?")
_APPROX = re.compile(r"\\approx(?![a-zA-Z])")
_PLAIN_MOD = re.compile(r"(?<![\\A-Za-z])mod(?![A-Za-z])")  # "17 mod 5", "(mod 3)" in plain text
_CONGRUENCE = re.compile(
    r"^([^=]+?)\s*\\equiv(?![a-zA-Z])\s*([^=]+?)\s*"
    r"(?:\\pmod\s*\{\s*([^{}]+?)\s*\}|\\pmod\s*(\w+)|\(\s*\\(?:bmod|mod)\s*\{?\s*([^(){}]+?)\s*\}?\s*\)|\\mod\s*\{?\s*([\w]+)\s*\}?)$"
)  # a \equiv b \pmod m: the residue b of a modulo m (issue 30, principle 5)
_NAME_ONLY = re.compile(r"^\s*(?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?[a-zA-Z0-9]+\}?)?(?:\([a-z]\))?\s*$")
_FRAC_ALIASES = re.compile(r"\\(?:dfrac|tfrac|cfrac|nicefrac|sfrac|flatfrac)(?![a-zA-Z])")

_THOUSANDS = re.compile(r"^[-+]?[1-9]\d{0,2}(?:,\d{3})+(?:\.\d+)?$")  # 0,111 is no thousands number
_DECIMAL_COMMA = re.compile(
    r"^\s*(?:[a-zA-Z]\s*=\s*)?(?:\\?\$|€|£|US\$)?\s*([-+]?\d+),(\d+)\s*(?:\\?\$|€|£)?\s*((?:\\,|\s)*\\?%|[a-zA-Z]{1,3}\b)?\s*$"
)  # 2,74; 12,50 $; US$ 1,06; 12,5 % (a percent sign kept); h = 0,4; 0,4 m (a unit kept)
_ONE_NUMBER = re.compile(
    r"^\s*\$?\s*[-+]?\(?(?:\d+\s*\+?\s*)?(?:\d*\.\d+|\d+\s*/\s*\d+|\\[dt]?frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d))\)?"
    r"\s*\$?\s*(?:[A-Za-z]{2,}\s*|(?:\\,|\s)*\\?%)?$"
)  # 2.74, "12.50 dollars", 9/16, \frac{9}{16}, 12.5\%: no integer
_INTEGER = re.compile(r"^\s*[-+]?\d+\s*$")
_GROUP_COMMA = re.compile(r"(?<=\d),\\!\s*(?=\d)")  # 11,\! 111: a thousands group
_SPACE_GROUPS = re.compile(r"^[-+]?\d{1,3}(?: \d{3})+(?:\.\d+)?$")
_BRACED_THOUSANDS = re.compile(r"(?<=\{)\s*(\d{1,3}(?:,\d{3})+)\s*(?=\})")  # \frac{1}{21,000}
_LATEX_THOUSANDS = re.compile(r"(?<=\d)\s*\{\s*,\s*\}\s*(?=\d{3})")
_MIXED = re.compile(r"(^|[\s(\[,=+\-{])(\d+)\s*\\frac\s*(?:\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}|(\d)(\d))(?![\d^])")
_UNIT_WORDS = (
    "units?|square|sq|cubic|cu|cm|mm|km|m|meters?|metres?|centimeters?|millimeters?|kilometers?"
    "|in|inch(?:es)?|ft|feet|foot|yards?|yd|miles?|mi|mph|kph|km/h|m/s|degrees?|deg|radians?|rad"
    "|dollars?|cents?|hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s|days?|weeks?|months?|years?"
    "|kg|g|grams?|kilograms?|pounds?|lbs?|oz|ounces?|liters?|litres?|l|ml|gallons?|gal"
    "|points?|people|persons?|students?|ways?|times|numbers?|integers?|digits?|values?"
    "|sides?|edges?|vertices|triangles?|squares?|coins?|balls?|cookies|marbles|apples|pages?"
    "|games?|steps?|moves?|seats?|handshakes?|tiles?|cubes?|blocks?|boxes|cars?|books?|pieces?|st|nd|rd|th"
)
_GLUED_UNITS = (
    "cm|mm|km|kg|mg|ml|mL|ft|in|yd|mi|mph|kph|km/h|m/s|hrs?|mins?|secs?|lbs?|oz|gal|sq|cu"
    "|meters?|metres?|inch(?:es)?|feet|miles?|hours?|minutes?|seconds?|days?|grams?|dollars?|cents?"
    "|st|nd|rd|th"
)  # 5th: an ordinal's suffix
_TRAILING_UNITS = re.compile(
    r"(?<=[\d}).\s])\s*(?:(?:\s*\b(?:"
    + _UNIT_WORDS
    + r"|per)|(?<=\d)(?:"
    + _GLUED_UNITS
    + r"))\b\.?(?:\s*\^\s*\{?\d\}?)?)+\s*$"
)  # 5 cm, 5cm, 60 miles per hour
# "17\\text{ any text}": words in a text wrapper closing an answer after its number label what it counts
# (a unit, a noun); words that change the value ("or more", "at least") are not labels
_NUMBER_LABEL = re.compile(
    r"(?<=\d)\s*\\(?:text|mbox|textrm|mathrm)\s*\{\s*(?!(?:[a-zA-Z]+\s+)*?(?:or|and|more|less"
    r"|fewer|least|most|than|not|no|over|under|about|approximately|nearly|almost|roughly"
    r"|between|from|to|plus|minus)\b)[a-zA-Z][a-zA-Z\s]*\}\s*\.?\s*$",
    re.IGNORECASE,
)
_IN_PREFIX = re.compile(
    r"^(?:[a-zA-Z]|\\[a-zA-Z]+|\((?:\s*[a-zA-Z]\s*,)+\s*[a-zA-Z]\s*\))(?:_\{?\w+\}?)?\s*\\in(?![a-zA-Z])\s*"
)  # x \in, a_1 \in, (x, y) \in
_WS_DROP = re.compile(r"\s+(?![a-zA-Z])|(?<![a-zA-Z])\s+")
_RATIO_WORDS = re.compile(r"^(\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)$")  # "1 to 4": the ratio 1:4, said in words
_SPACED_SCRIPT = re.compile(r"([\^_])(\d)\s+(?=\d)")  # \ln^2 2: a one-digit script ends at the space (not ^22)
_ROW = "\x01"
_ROW_SPACING = re.compile(
    r"\\\\\[\s*-?\d*\.?\d*\s*(?:pt|em|ex|mm|cm|in|mu|bp)\s*\]"
)  # \\[2pt]: a row break with spacing
_MATH_DELIMITER = re.compile(r"(?<!\\)\\[][()]")  # \( \) \[ \]; not the "\\" of a row break followed by "(" or "["
_DOUBLED_COMMAND = re.compile(
    r"(?<!\\)\\\\(?=(?:left|right|frac|dfrac|sqrt|pi|cdot|times|le|ge|leq|geq|in|infty|boxed|text"
    r"|mathrm|begin|end)(?![a-zA-Z]))"
)  # \\frac: an escaped backslash twice  # stands for the matrix row separator ``\\`` while spacing commands are removed
_EMPTY_SET = re.compile(r"\\(?:varnothing|O)(?![a-zA-Z])|^\\\{\s*\\\}$")
_REALS = re.compile(
    r"^(?:\\mathbb\s*\{?\s*R\s*\}?|\\R|\\Bbb\s*\{?R\}?|all\s+real\s+numbers?"
    r"|\(\s*-\s*\\infty\s*,\s*\+?\s*\\infty\s*\))$",
    re.IGNORECASE,
)
_GLUED_CONNECTIVE = re.compile(r"(?<=\d)(or|and)(?=(?:[a-zA-Z]|\\[a-zA-Z]+)(?:_\{?\w+\}?)?(?:\([^()]*\))?=)")  # 1orx=2
_INEQUALITY = re.compile(r"[<>]|\\[lg]e")
_CONNECTIVE = re.compile(r"\s+(?:or|and)\s+|\s*,\s*(?:or|and)\s+|(?<=[)\]])\s*(?:or|and)\s*(?=[(\[])")
_CONDITION = re.compile(r"\b(?:if|unless|only|except|when|but|assuming)\b", re.IGNORECASE)  # a remark that limits
_ROMAN = re.compile(r"[IVXLC]{1,8}")  # a Roman numeral, not a word
_WORD = re.compile(r"(?<![\\a-zA-Z])(?<!\d)[a-zA-Z]{3,}(?![\^_a-zA-Z])")  # "2abxy", "abc^2": a product of letters
_FUNC_WORDS = NAMES - ROUNDING
_SHORT_WORDS = {"no", "ok"}
_ARTICLES = {"the", "a", "an", "it", "is"}
_JOINERS = {"and", "or", "but", "not"}
_PHRASE_LEADS = {"neither", "both", "either"}
_ARITHMETIC = re.compile(r"[+*/^=<>]|\\(?:cdot|times|div)(?![a-zA-Z])")
_GLUED_JOINER = re.compile(r"(?<![a-z])(or|and|nor)(?=\d)")  # "DNE or0" (spaces dropped before a digit): "or", "0"
_KINDS = {  # a noun naming the kind of a one-word answer before it ("the month of March", "the letter B")
    *("month", "day", "weekday", "year", "season", "city", "country", "state", "color", "colour"),
    *("letter", "word", "shape", "planet", "team", "player", "person", "student", "name", "animal"),
}


def is_text(s: str) -> bool:
    """``s`` contains a word (3+ letters, not a LaTeX command or function name), or is "no"."""
    return s.strip().lower() in _SHORT_WORDS or any(w.lower() not in _FUNC_WORDS for w in _WORD.findall(s))


def phrase_states(phrase: str, word: str) -> bool:
    """A short phrase (up to 6 words) answering with one word: its first word after articles
    ("neither even nor odd" states "neither"); a phrase joining alternatives ("even and odd",
    "not even", "Hikmet (oder Marta)": an alternative of any language) states nothing, unless it starts
    with neither/both/either.
    """
    words = re.findall(r"[a-z0-9]+", _GLUED_JOINER.sub(r"\1 ", strip_wrappers(phrase).lower()))
    target = re.findall(r"[a-z0-9]+", strip_wrappers(word).lower())
    while words and words[0] in _ARTICLES:
        words = words[1:]
    if len(words) > 1 and words[0] in _KINDS:  # "the month of March", "the color red": the kind named first
        kind = words[2:] if words[1] == "of" else words[1:]
        if kind == target:
            return True
    if len(target) != 1 or not 1 < len(words) <= 6 or words[0] != target[0] or _ARITHMETIC.search(phrase):
        return False  # "NaN+1" is arithmetic on the word, no phrase stating it
    rest = " ".join(words[1:])
    return words[0] in _PHRASE_LEADS or not (
        _JOINERS & set(words) or _hedge_words().search(rest) or _CONDITION.search(rest)
    )


_NOT_CONVERGE = re.compile(r"(^|\s)(?:does|do)\s+not\s+converge\b", re.IGNORECASE)  # says it diverges
_CLAIM_LEAD = ("show", "prove", "verify")  # "Show that the series diverges.": the claim is the sentence after "that"
_SUBJECT_LEADS = {"the", "a", "an", "this", "it", "its", "our", "such", "every", "each", "all"}
_COPULAS = {"is", "are", "was", "were", "be"}
_NEGATIONS = {"not", "no", "never", "none", "neither", "nor", "cannot", "isn", "aren", "doesn", "don", "nothing"}
MAX_CLAIM_WORDS = 8


def predicate_states(sentence: str, answer: str) -> bool:
    """A short sentence (up to :data:`MAX_CLAIM_WORDS` words; "Show that" dropped) answered by its
    predicate: "The series diverges." by "diverges", "the statement is true" by "true". The answer's
    words end the sentence; the words left are a subject (an article or "it" first, no negation) and,
    unless they end with "is"/"are", at most three words before a predicate written in lower case (a
    verb, not a name: "The player beats Alice" is not answered by "Alice").
    """
    sentence = _NOT_CONVERGE.sub(r"\1diverges", sentence)  # "Show that the sum does not converge."
    answer = _NOT_CONVERGE.sub(r"\1diverges", answer)
    words = re.findall(r"[A-Za-z0-9]+", strip_wrappers(sentence))
    said = re.findall(r"[A-Za-z0-9]+", strip_wrappers(answer))
    if len(words) > 2 and words[0].lower() in _CLAIM_LEAD and words[1].lower() == "that":
        words = words[2:]
    if not 1 <= len(said) < len(words) <= MAX_CLAIM_WORDS:
        return False
    if [w.lower() for w in words[-len(said) :]] != [w.lower() for w in said]:
        return False
    subject = [w.lower() for w in words[: -len(said)]]
    if subject[0] not in _SUBJECT_LEADS or _NEGATIONS & set(subject):
        return False
    if subject[-1] in _COPULAS:
        return True
    noun_phrase = said[0].lower() in ("the", "a", "an") or subject[-1] in ("of", "to", "in", "on", "for", "by", "with")
    return not noun_phrase and len(subject) <= 3 and said[0].islower()  # "the square of the volume": no predicate


_REMARK = re.compile(r"\s*\(([^()]*)\)\W*$")
_WORD_LEAD = re.compile(
    r"^\s*[^\W\d_]{3,}(?![^\W\d_]*\()"
)  # "twelve", "that is, a dozen", "confidence 90%"; not "sqrt(2)"
_MOD_REMARK = re.compile(r"^\s*(?:mod|modulo)\b", re.IGNORECASE)  # "3 (mod 5)": a residue, no remark


def without_remark(s: str) -> str:
    """A worded answer without a closing parenthesized remark: "infinitely many (there is no finite
    bound)" -> "infinitely many"; the text unchanged when the brackets hold no word, an alternative or
    a hedge ("(or possibly Marta)", lexicon.ALTERNATIVE), or nothing precedes them with a word (``f(x)``, "(2)").
    """
    plain = strip_wrappers(s).strip()
    m = _REMARK.search(plain)
    if m is None or not _WORD.search(m.group(1)) or _MOD_REMARK.match(m.group(1)):
        return s
    if not _WORD.search(plain[: m.start()]) and not (m.group(0)[:1].isspace() and _WORD_LEAD.match(m.group(1))):
        return s  # f(x), "(2)"; but "12 (twelve)", "42 (confidence 90%)": a spaced remark that opens with a word
    if _hedge_words().search(m.group(1)) or _CONDITION.search(m.group(1)):
        return s  # "Hikmet (or possibly Marta)": an alternative; "yes (if n is even)": a condition
    return plain[: m.start()]


@functools.cache
def _hedge_words() -> re.Pattern:
    return re.compile(lexicon.words(lexicon.ALTERNATIVE) + r"|\b(?:not|maybe|perhaps|possibly)\b", re.IGNORECASE)


MAX_FOREIGN_PHRASE = 5


def foreign_predicate(phrase: str) -> str | None:
    """The English one-word answer a short phrase of another language ends on ("die Aussage ist
    falsch" -> "false", "mệnh đề đúng" -> "true"; lexicon.ANSWER_WORDS; before a closing verb where the
    language puts it last, lexicon.CLOSING_COPULA: "यह कथन सत्य है" -> "true"), when no word before it negates
    it (lexicon.NOT: "die Aussage ist nicht falsch" states nothing) and no word before it offers an
    alternative or another answer word (lexicon.ALTERNATIVE: "oui ou non", "ja of nee" state nothing);
    else None.
    """
    words = strip_wrappers(phrase).strip().rstrip(".。!।").split()
    copulas = {w for lang in lexicon.LANGUAGES for w in lexicon.CLOSING_COPULA.get(lang, ())}
    if len(words) > 2 and words[-1] in copulas:
        words = words[:-1]  # "سری واگرا است": the predicate comes before the verb
    if not 2 <= len(words) <= MAX_FOREIGN_PHRASE:
        return None
    english = lexicon.in_english(words[-1])
    if english is None or english == words[-1].lower():
        return None
    negations = {w for lang in lexicon.LANGUAGES for w in lexicon.NOT.get(lang, ())}
    if _hedge_words().search(" ".join(words[:-1])) or any(
        lexicon.in_english(w) not in (None, english) for w in words[:-1]
    ):
        return None  # "oui ou non", "ja of nee": a hedge, or two answer words, states neither
    return None if negations & {w.casefold().strip(",") for w in words[:-1]} else english


def strip_wrappers(s: str) -> str:
    r"""Replace ``\text{x}``-style wrappers by their content (innermost first)."""
    for _ in range(6):
        new = _WRAPPERS.sub(r" \1 ", s)
        if new == s:
            break
        s = new
    return s


def normalize(answer: str) -> str:
    """Canonical form of one answer string (see module docstring)."""
    s = value_notation(unicode_math(answer.strip()))  # 2+3\mathrm{i}, 1.5 million, \sin 30^\circ, 0.(3)
    s = _EITHER.sub("", s)  # "\text{either }3-\sqrt{5}\text{ or }3+\sqrt{5}": the two values
    s = _COUNTRY_DOLLAR.sub("", s)
    s = _ROW_SPACING.sub(r"\\\\", s)
    s = _MATH_DELIMITER.sub("", s)
    s = s.replace("$", "") if s.count("\\$") == 0 else s
    s = unpresented(s)
    s = plain_number(s)
    s = to_latex(spoken(s))  # "the square root of 2", "3 over 4" (:mod:`.spoken`)
    s = _approximately(s)
    s = _PM_SET.sub(r"\\{-\1, \1\\}", s)
    s = _CHOOSE.sub(_binom, s)
    s = _REPEATING.sub(_repeating, s)
    s = _DOUBLED_COMMAND.sub(r"\\", s)
    s = _GROUP_COMMA.sub(",", s)
    s = s.replace("\\\\", _ROW)
    s = _CLOCK.sub(lambda m: f"\\text{{{int(m.group(1))}:{m.group(2)} {m.group(3).lower()}m}}", s)
    s = _TEXT_NUMBER.sub(_text_number, s)
    s = _TEXT_MATH.sub(lambda m: m.group(0) if is_text(m.group(1)) else m.group(1), s)  # \text{(\ln 2)^{2}}
    s = _PHANTOM.sub("", s)
    s = _DROP_CMDS.sub("", s)
    s = _TEMPERATURE.sub("", s)
    s = _DEGREES.sub("", s)
    s = s.replace("\\!", "")
    s = _SPACES.sub(" ", s)
    s = _PERCENT.sub("", s)
    s = _CURRENCY.sub("", s)
    s = _NUMBER_LABEL.sub("", s)
    s = worded(_clock_time(strip_wrappers(s)))  # "The limit does not exist.", "I, II, and III only"
    s = without_all(s)
    if _NO_SOLUTION.match(s):
        s = "\\emptyset"  # "no solution", "no real solutions": the empty solution set
    core = _grouped(s)  # {{\text{twelve}}}: groups left by presentation commands (\underline) hold nothing else
    if core[:1] == " " and core[1:2].isalpha():  # \text{twelve}: a number in words inside a wrapper
        s = to_latex(core.strip())
    s = _FRAC_ALIASES.sub(r"\\frac", s)
    s = s.replace("\\le ", "\\le ").replace("\\leqslant", "\\le").replace("\\geqslant", "\\ge")
    s = s.replace("\\leq", "\\le").replace("\\geq", "\\ge").replace("\\neq", "\\ne")
    s = s.replace("!=", "\\ne ")  # "x != 3"; a factorial before "=" stands apart from it: "5! = 120"
    s = re.sub(r"\s+", " ", s).strip()
    s = _RATIO_WORDS.sub(r"\1:\2", s)
    s = _PLAIN_MOD.sub(r"\\bmod ", s)
    s = _CONGRUENCE.sub(_congruence, s)
    s = reals_without_points(set_builder_members(set_builder_condition(s)))
    s = _IN_PREFIX.sub("", s)
    s = _connectives(s)
    s = _EMPTY_SET.sub("\\\\emptyset", s)
    if _REALS.match(s):
        s = "(-\\infty,\\infty)"
    for _ in range(3):
        before = s
        s = s.rstrip(" .,;:" + _ROW).strip() if not s.endswith("\\.") else s  # 185\\: a line break ends no value
        s = _TRAILING_UNITS.sub("", s).strip()
        s = _grouped(s).strip()
        if s == before:
            break
    s = _LATEX_THOUSANDS.sub("", s)
    s = _BRACED_THOUSANDS.sub(lambda m: m.group(1).replace(",", ""), s)
    if _THOUSANDS.match(s) or _SPACE_GROUPS.match(s):
        s = s.replace(",", "").replace(" ", "")
    s = _MIXED.sub(_mixed, s)
    return _WS_DROP.sub("", _SPACED_SCRIPT.sub(r"\1{\2}", s)).replace(_ROW, "\\\\")


_CLOCK_TIME = re.compile(
    r"^\s*(\d{1,2})\s*(?:(?::|\{:\})\s*(\d{2})\s*)?(?:([AaPp])\.?\s*[Mm]\.?)?\s*$"
)  # 10:15 PM, 11:00, 11 AM


def _clock_time(s: str) -> str:
    r"""A time of day in one form, "h:mm am/pm": "10:15 PM" (also once unwrapped from ``\text{}``),
    and a time with no half of the day whose minutes are 00 (no ratio has a zero term) read on the
    24-hour clock: "11:00" is "11:00 am", "23:00" is "11:00 pm"; "11 AM" is "11:00 am". Any other
    "h:mm" may be a ratio (9:16).
    """
    s = _O_CLOCK.sub(r"\1:00", s)  # "4 o'clock" is 4:00
    m = _CLOCK_TIME.match(s)
    if m is None:
        return s
    hour, minutes, half = int(m.group(1)), m.group(2), m.group(3)
    if minutes is None and (half is None or not 1 <= hour <= 12):
        return s  # a plain number, or "13 PM"
    minutes = minutes or "00"  # "11 AM" is 11:00 am
    if half is None:
        if minutes != "00" or hour > 23:
            return s
        half, hour = ("p" if hour >= 12 else "a"), (hour - 12 if hour > 12 else hour or 12)
    return f"\\text{{{hour}:{minutes} {half.lower()}m}}"  # wrapped: a time is no ratio (11:00 pm is not 11:00 am)


def _approximately(s: str) -> str:
    r"""``x \approx 3.14`` -> ``3.14``; ``\pi \approx 3.14`` -> ``\pi`` (the exact value stated first)."""
    if "\\approx" not in s:
        return s
    parts = [p for p in _APPROX.split(s) if p.strip()]
    if len(parts) > 1 and _NAME_ONLY.match(parts[0]):
        parts = parts[1:]
    return parts[0].strip() if parts else s


def _text_number(m: re.Match) -> str:
    r"""``\text{25 girls}`` -> ``25\text{ girls}`` (a label after a number), ``\text{60^\circ}`` -> ``60^\circ``."""
    number, rest = m.group(1), m.group(2).strip()
    return f"{number}\\text{{ {rest}}}" if rest[:1].isalpha() and "^" not in rest else f"{number}{rest}"


def _congruence(m: re.Match) -> str:
    r"""``17 \equiv 2 \pmod 5`` -> ``17 \bmod 5 = 2``: the congruence states the residue of its left side."""
    modulus = next(g for g in m.groups()[2:] if g is not None)
    return f"{m.group(1)} \\bmod {{{modulus}}} = {m.group(2)}"


def _binom(m: re.Match) -> str:
    n, k = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
    return f"\\binom{{{n.strip()}}}{{{k.strip()}}}"


def _repeating(m: re.Match) -> str:
    r"""``0.4\overline{9}`` -> its exact value as a fraction (``\frac{1}{2}``)."""
    sign, whole, fixed, period = m.group(1), m.group(2) or "0", m.group(3), m.group(4)
    if len(fixed) + len(period) > 40:
        return m.group(0)
    value = (
        Fraction(int(whole))
        + Fraction(int(fixed or "0"), 10 ** len(fixed))
        + Fraction(int(period), (10 ** len(period) - 1) * 10 ** len(fixed))
    )
    return f"{sign}\\frac{{{value.numerator}}}{{{value.denominator}}}"


def _connectives(s: str) -> str:
    """``x=1 or x=5`` / ``1 and 5`` -> ``x=1, x=5`` / ``1, 5`` when every piece is math (no words);
    inequalities joined by "and" are left alone (an intersection).
    """
    s = _GLUED_CONNECTIVE.sub(r" \1 ", s)
    if " or " not in s and " and " not in s and ")or(" not in s and ")and(" not in s:
        return s
    pieces = _CONNECTIVE.split(s)
    if len(pieces) < 2 or not all(p.strip() and (not is_text(p) or _ROMAN.fullmatch(p.strip())) for p in pieces):
        return s  # words are no list; Roman numerals are ("I, II, and III")
    if " and " in s and any(_INEQUALITY.search(p) for p in pieces):
        return s  # "x > 1 and x < 5" is an intersection, not a list of answers
    return ", ".join(p.strip() for p in pieces)


def _mixed(m: re.Match) -> str:
    whole = m.group(2)
    num, den = (m.group(3), m.group(4)) if m.group(3) is not None else (m.group(5), m.group(6))
    if int(num) >= int(den) or int(den) == 0:
        return m.group(0)
    return f"{m.group(1)}({whole}+\\frac{{{num}}}{{{den}}})"


def _grouped(s: str) -> str:
    """``s`` without the balanced braces that enclose all of it."""
    while s.startswith("{") and s.endswith("}") and _balanced_inner(s):
        s = s[1:-1]
    return s


def _balanced_inner(s: str) -> bool:
    depth = 0
    for i, ch in enumerate(s):
        depth += ch == "{"
        depth -= ch == "}"
        if depth == 0 and i < len(s) - 1:
            return False
    return True


def text_key(s: str) -> str:
    """Key for comparing text answers: lower case, letters and digits only."""
    s = strip_wrappers(s).lower()
    return re.sub(r"[^a-z0-9]", "", s)


_NO_SOLUTION = re.compile(
    r"^\s*(?:(?:there\s+(?:is|are)\s+)?no\s+(?:(?:real|integer|integral|rational|positive|complex)\s+)?"
    r"(?:solutions?|roots?|zeros?)(?:\s+exists?)?|none|(?:the\s+)?(?:solution\s+set|set\s+of\s+solutions)\s+is\s+empty"
    r"|(?:the\s+)?empty(?:\s+set)?)\s*\.?\s*$",
    re.IGNORECASE,
)
_PERCENT_OF = re.compile(
    r"^\s*\$?\s*([-+]?(?:\d+(?:\.\d*)?|\.\d+)|\\frac\{\d+\}\{\d+\})\s*(?:\\%|%|\\text\{\s*percent\s*\}|percent)\s*\$?\s*\.?\s*$"
)


def per_hundred(text: str) -> str | None:
    r"""A number written as a percent as the fraction it is ("25%" -> ``\frac{25}{100}``), else None."""
    m = _PERCENT_OF.match(text)
    return f"\\frac{{{m.group(1)}}}{{100}}" if m else None


def decimal_comma(text: str, other: str) -> str:
    r"""``text`` with its comma read as a decimal point (``2,74`` -> ``2.74``, ``0,5625`` ->
    ``0.5625``) when ``other`` is one number written as a decimal or a fraction of integers
    (``2.74``, ``\frac{9}{16}``; against an integer ``5,2`` may be two answers, 5 and 2, but ``5,0`` is 5) and
    ``text`` is ``digits,digits`` with no space that is no thousands number (``1,000`` stays
    1000; ``0,111`` is none); otherwise ``text`` unchanged (``1,2`` against a list gold stays a list of two answers, as MATH golds write them, and
    ``2, 3`` is two answers against any gold).
    """
    m = _DECIMAL_COMMA.match(text.replace("{,}", ","))  # LaTeX's decimal comma: 67{,}5
    if m is None or _THOUSANDS.match(f"{m.group(1)},{m.group(2)}"):
        return text  # 1,000: a thousands group
    if set(m.group(2)) == {"0"} and _INTEGER.match(other.strip("$ ")):
        return m.group(1)  # "3,0" against 3: no list of 3 and 0 answers a one-number question
    if not _ONE_NUMBER.match(one_number(other)):
        return text
    return f"{m.group(1)}.{m.group(2)}" + ("\\%" if "%" in (m.group(3) or "") else f" {m.group(3) or ''}".rstrip())
