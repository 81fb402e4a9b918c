r"""The response stage: a model response as harnesses hand it over, made plain before extraction.

Each step is a general rule about how responses are written, not a list of cases:

1. *Chat templates.* Role headers (``<|im_start|>assistant``, ``<|start_header_id|>user<|end_header_id|>``,
   ``<start_of_turn>model``, ``<|assistant|>``, ``[INST]``) split the text into turns; the response
   is the model's own turn (text before any header, else the first assistant turn) up to a header
   of another role, which the model went on to write. Special tokens (``<|...|>``, ``<｜...｜>``,
   ``</s>``, ``<eos>``, ``<end_of_turn>``) are dropped wherever they are.
2. *Reasoning traces.* A closed trace (``<think>...</think>``, thinking/thought/reasoning, a harmony
   analysis channel) is never graded: only what follows the last closing tag is, and nothing following it is no
   answer. A trace that never closes has no final answer (:data:`UNFINISHED`). This gives the
   same verdict whether or not lm-eval's ``think_end_token`` already cut the text before ``</think>``.
3. *Answer containers.* The last ``<answer>...</answer>`` (or ``<final_answer>``, ``<final>``, ``[FINAL]``) and what follows
   it are the response (a short line in it -- up to four words, no sentence end, no statement of
   its own -- is the answer itself: ``<answer>Tuesday</answer>``); a JSON object's ``"answer"``
   field is an answer statement; code fences and backticks are dropped, keeping what they hold.
4. *Markdown.* Headings lose their ``#`` marks (GSM8K's ``#### 42`` is an answer line; a heading
   "Final Answer", like a label ``\text{Answer: }`` inside math, is an ``Answer:`` line for what
   follows); bold/italic marks around text are dropped (never ``x**2`` or ``2*3``), and so are
   list bullets, blockquote marks (``> 30 dollars``), HTML markup (``<p>The answer is <b>6</b>.</p>``)
   and a markup tag alone on its line (``</solution>``). Runs before step 3.
5. *Unicode math* (:func:`.symbols.unicode_math`): full-width forms, − × ÷ √ π ∅ ≤ ... as LaTeX; a
   mixed number in words as digits ("4 and a half" -> "4 1/2": :func:`.plaintext.mixed_number_words`).
6. *Other languages.* Answer markers of Chinese, Japanese, Korean, French, Spanish, Portuguese,
   German and Russian read as "the answer is" / "Final Answer:", and their sentence ends
   (``。``, a CJK word glued after the answer) end the statement; a value rejected for another ("not 20 but 10",
   "391 ではなく 394") is dropped (:mod:`.contrast`).

Steps 1-2 read the whole text; steps 3-6 rewrite its last :data:`TAIL` characters (where final
statements are; earlier text of a huge response keeps its markup, and a box there is still read).
Every pattern is linear (no nested quantifiers); :func:`prepare` never raises on a string.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import deque
from dataclasses import dataclass

from . import lexicon, structured, transcript
from .contrast import settled
from .lexicon import alternation, anchors, ascii_digits, phrases, words
from .open_box import closed_box
from .plaintext import mixed_number_words
from .program import exact_values, without_comments
from .status import UNFINISHED_REASON
from .symbols import unicode_math

UNFINISHED = UNFINISHED_REASON
TAIL = 20_000  # steps 3-6 rewrite the last TAIL characters; earlier text of a huge response keeps its markup

# 1. chat templates ---------------------------------------------------------------------------------
_ROLE = r"(functions\.[\w.-]{1,40}|system|user|assistant|model|human|gpt|bot|tool|developer|ipython|function|python)"
_HEADER = re.compile(
    r"<\|im_start\|>[ \t]*" + _ROLE + r"?"  # ChatML (Qwen, many others)
    r"|<\|start_header_id\|>[ \t]*" + _ROLE + r"?[ \t]*<\|end_header_id\|>"  # Llama 3
    r"|<start_of_turn>[ \t]*" + _ROLE + r"?"  # Gemma
    r"|<\|" + _ROLE + r"\|>"  # Phi, Zephyr
    r"|<｜(User|Assistant)｜>"  # DeepSeek
    r"|<\|start\|>[ \t]*" + _ROLE + r"?(?:<\|channel\|>[ \t]*\w{1,30})?(?:<\|message\|>)?"  # harmony (gpt-oss)
    r"|<\|channel\|>[ \t]*\w{1,30}[ \t]*<\|message\|>"  # a harmony channel of the same turn: its name is no text
    r"|\[(INST)\]|\[/(INST)\]",  # Llama 2 / Mistral: [INST] opens a user turn, [/INST] the reply
    re.IGNORECASE,
)
_ANALYSIS_CHANNEL = re.compile(r"<\|channel\|>[ \t]*analysis\b", re.IGNORECASE)
_SPECIAL = re.compile(
    r"<\|[^|<>\n]{1,40}\|>|<｜[^｜<>\n]{1,40}｜>|</?s>|<(?:eos|bos|pad|unk|end_of_turn|start_of_turn"
    r"|end_of_text|endoftext|eot|im_end|im_start)>"
    r"|<[a-z]{2,12}:(?:eos|bos|pad|eot|eom|end)>"  # a family's namespaced tokens: <seed:eos>
)
MAX_HEADERS = 256  # turns read; text after the 256th header belongs to the turn it opened
_ASSISTANT = {"assistant", "model", "gpt", "bot", "/inst"}

# 2. reasoning traces -----------------------------------------------------------------------------------
_TRACE = r"(?:think|thinking|thought|thoughts|reasoning|reflection|scratchpad)"
_TRACE_TOKEN = re.compile(
    r"(?:(end_of_|/)|(?:begin|start)_of_)?" + _TRACE + r"(?:_(end)|_(?:start|begin))?", re.IGNORECASE
)  # <|reasoning_start|>, <|begin_of_thought|>, <|end_of_thinking|>, <|/thought|>  # the name inside a special token that opens or closes a reasoning block
_TRACE_NAME = re.compile(_TRACE)
_ANSWER_NAME = re.compile(r"(?:final_|final-)?answer|final")  # [ANSWER], [FINAL_ANSWER], [FINAL]
_BRACKET_TAG = re.compile(
    r"\[\[?(/?)([A-Za-z][A-Za-z_-]{1,30})\]\]?"
)  # [THINK] ... [/THINK], [ANSWER] ... [/ANSWER], [[FINAL]] ... [[/FINAL]]
_LINE_TRACE = re.compile(
    r"\A[ \t]*(Thinking\.\.\.)[ \t]*$|^[ \t]*\.\.\.done thinking\.?[ \t]*$", re.MULTILINE
)  # a trace written as lines: "Thinking..." opening the response, "...done thinking." closing it
_ANY_TRACE_TAG = re.compile(
    r"[<\u25c1\u25c0\u27e8\u3008\u00ab\u3010]\s*(/?)\s*(?:[a-z]{1,12}:)?(?:"
    + _TRACE
    + r"|\u601d\u8003)\s*[>\u25b7\u25b6\u27e9\u3009\u00bb\u3011]",
    re.IGNORECASE,
)  # a trace's tag in any family's brackets or namespace: <seed:think>, \u25c1think\u25b7, \u3010\u601d\u8003\u3011
_TRACE_OPEN = re.compile(r"<" + _TRACE + r">|<\|begin_of_thought\|>", re.IGNORECASE)
_TRACE_CLOSE = re.compile(r"</" + _TRACE + r">|<\|end_of_thought\|>", re.IGNORECASE)

# 3. answer containers ---------------------------------------------------------------------------------
_ANSWER_OPEN = re.compile(r"<(?:final_answer|final-answer|answer|final)>", re.IGNORECASE)
_ANSWER_CLOSE = re.compile(r"</(?:final_answer|final-answer|answer|final)>", re.IGNORECASE)
_SENTENCE_MARK = re.compile(r"[:\n]|\.(?:\s|$)")
_ONE_SPAN = re.compile(r"\$\$[^$]+\$\$|\$[^$]+\$|\\\((?:(?!\\\)).)+\\\)|\\\[(?:(?!\\\]).)+\\\]", re.DOTALL)
_STATES = re.compile(r"answer|\$|\\boxed|\\\(|\\\[", re.IGNORECASE)  # the line states its answer itself
_JSON_ANSWER = re.compile(
    r'"(?:final_answer|finalAnswer|answer)"\s*:\s*("(?:[^"\\\n]|\\.){0,400}"|[-+.\d][-+.\deE/]{0,60})'
)
_YAML_ANSWER = re.compile(
    r'^[ \t]*(?:final_answer|finalAnswer|answer)[ \t]*[:=][ \t]*("(?:[^"\\\n]|\\.){0,400}")[ \t]*$',
    re.MULTILINE | re.IGNORECASE,
)  # answer: "\\frac{1}{2}" (YAML), answer = "..." (TOML): a double-quoted string, escaped as JSON's
_FENCE = re.compile(r"^[ \t]*(?:```|~~~)[A-Za-z0-9_+-]*[ \t]*$", re.MULTILINE)
_GSM8K_INLINE = re.compile(r"(?<=[\s:])####[ \t]*(?=[-+$\\(\d.])")
_GSM8K = re.compile(r"^[ \t]*####[ \t]*(?=[-+$\\(\d.])", re.MULTILINE)

# 4. markdown ------------------------------------------------------------------------------------------------
_TAG_LINE = re.compile(
    r"^[ \t]*</?(?!(?:final_|final-)?answer>|final>)[A-Za-z_][\w-]{0,30}>[ \t]*$", re.MULTILINE | re.IGNORECASE
)  # <solution> alone on its line
_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+", re.MULTILINE)
_QUOTE = re.compile(r"^[ \t]{0,3}(?:>[ \t]?)+", re.MULTILINE)  # "> 30 dollars": a blockquote's marks
_HTML_INLINE = re.compile(  # <b>x</b>, <strong class="a">x</strong>: an inline HTML pair around text
    r"<(b|strong|em|i|u|span|mark|code|big)\b[^<>\n]{0,200}>([^<]{0,400}?)</\1>", re.IGNORECASE
)
_HTML_BLOCK = re.compile(r"</?(?:p|div|li|ul|ol|br|blockquote|section|article)\b[^<>\n]{0,200}/?>", re.IGNORECASE)
_HTML_CLOSED = re.compile(r"</(?:p|div|li|blockquote|section|article)>", re.IGNORECASE)  # the text is HTML
_DOCUMENT = re.compile(
    r"^[ \t]*\\(?:documentclass|usepackage)(?:\[[^\]\n]*\])?\{[^}\n]*\}[ \t]*$|\\(?:begin|end)\{document\}|\\maketitle\b",
    re.MULTILINE,
)  # a whole LaTeX document: its preamble and document markers hold no text
_HIGHLIGHT = re.compile(r"(?<![=\w])==(?=\S)([^=\n]{1,200}?)(?<=\S)==(?![=\w])")  # ==12==: marked text keeps its text
_STRUCK = re.compile(
    r"(?<![\w~\\}])~~(?=\S)[^~\n]{1,400}?(?<=\S)~~(?!~)|<(del|s|strike)>[^<]{0,400}</\1>", re.IGNORECASE
)  # ~~11~~, <del>11</del>: struck-through text is taken back
_BULLET = re.compile(r"^[ \t]*(?:[-*+\u2022]|\d{1,2}[.)])[ \t]+(?=\S)", re.MULTILINE)
_CLOSING_LIST = re.compile(
    r"^([^\n]{0,120}:)[ \t]*\n((?:[ \t]*(?:[-*+\u2022]|\d{1,2}[.)])[ \t]+[^\n]{1,40}(?:\n|\Z)){2,12})\s*\Z",
    re.MULTILINE,
)  # "Ranking:\n1. Cassie\n2. Hannah" closing the response: a lead-in, then short items
_PICTOGRAPH = re.compile(
    r"[\U0001F000-\U0001FAFF\u2600-\u26FF\u2B50\u2B55\uFE0F\u200D]+[ \t]?"
)  # emoji and their joiners: decoration (a bullet, a smile), never part of an answer
_CHECKED_LABEL = re.compile(
    r"^([ \t]*(?:[-*+\u2022][ \t]+)?)[\u2713\u2714\u2705\u2611]+[ \t]*(?=[^\W\d_][^\n:]{0,30}:)", re.MULTILINE
)  # "\u2714 Result: $7$": a check mark before a label decorates the line
_GLUED_SCRIPT = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"  # kana, ideographs, Hangul: words glued to a bold value
_BOLD = re.compile(
    rf"(?:(?<=[{_GLUED_SCRIPT}])|(?<![\w)\]}}*\\]))(\*\*|__)(?=[^\s*_])([^*\n]{{1,400}}?)(?<=[^\s\\])\1"
    rf"(?![^\W{_GLUED_SCRIPT}]|[(*])"
)  # "**3**입니다", "答案是**3**": a bold value glued to a word of a script written without spaces
_BOLD_NUMBER = re.compile(
    r"^[-+\u2212]?(?:\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+|\d[\d,]*)(?:\.\d+)?(?:\s*/\s*\d+)?%?$"
)  # **27 720**: digits grouped by spaces are one number
_BOLD_PHRASE = re.compile(
    r"^((?=[^\d]*[^\W\d_]{3})[^\d$\\:=<>+^_|]*?\s)([-+\u2212]?\d[\d,]*(?:\.\d+)?(?:\s?%)?)((?:\s[^\W\d]{1,12}){0,2})$"
)  # "une augmentation de 300 %", "a total of 45 minutes": words, then their one number (and its unit)
MAX_BOLD_PHRASE_WORDS = 8
_ITALIC = re.compile(r"(?<![\w)\]}*\\^_])\*(?=[^\s*])([^*\n]{1,400}?)(?<=[^\s*\\])\*(?![\w(*])")
_TEXT_LABEL = re.compile(
    r"\\(?:text(?:bf|it)?|emph|paragraph|(?:sub)*section)\*?\s*\{\s*((?:final\s+)?answer)\s*[:.]?\s*\}(?:\s*=)?",
    re.IGNORECASE,
)  # $\text{Answer: } 42$, $$\text{Answer} = 42$$
_BOXED_LABEL = re.compile(
    r"(\\(?:boxed|fbox|framebox)\s*\{)\s*\\text(?:bf)?\s*\{\s*(?:final\s+)?answer\s*:?\s*\}(?:\s*[=:])?\s*",
    re.IGNORECASE,
)  # \boxed{\text{answer} = \sqrt{8}-1}: the label opens the box, which holds the value
_RULE = re.compile(r"^[ \t]*(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$", re.MULTILINE)  # --- *** ___
_LAST_TABLE = re.compile(
    r"^[ \t]*\|([^\n]+)\|[ \t]*\n[ \t]*\|[-:| \t]+\|[ \t]*\n[ \t]*\|([^\n]+)\|[ \t]*(?:\n|\Z)"
    r"(?=(?:[ \t]*</?[A-Za-z_][\w-]{0,30}>[ \t]*\n?)*\s*\Z)",
    re.MULTILINE,
)  # a header, its rule and one row, then only closing tags: the table that closes the response
_CELL_NUMBER = re.compile(r"\$?[-+\u2212]?\d[\d.,/]*\$?")
_CELL_NAME = re.compile(r"\$?[A-Za-z](?:_\{?\w{1,3}\}?)?\$?")
MAX_TABLE_CELLS = 8
_ANSWER_HEADING = re.compile(
    r"^[ \t]*(?:" + phrases(lexicon.ANSWER_HEADING) + r")[ \t]*[:：]?[ \t]*$", re.IGNORECASE | re.MULTILINE
)  # "## Answer", "**Respuesta final**", "### Ответ" alone on a line: the answer follows it
_ANSWER_ROW = re.compile(
    r"^[ \t]*\|(?:[^|\n]{0,12}\|)?[ \t]*(?:"
    + phrases(lexicon.ANSWER_HEADING)
    + r")[ \t]*[:：]?[ \t]*\|[ \t]*([^|\n]+?)[ \t]*\|?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)  # a markdown table row whose first cell (or second, after a short step number) names the answer: its next cell

# 6. other languages ------------------------------------------------------------------------------------
_MARKERS = re.compile(
    "(?:" + phrases(lexicon.ANSWER_IS) + r")([ \t]*(?:" + words(lexicon.NOT) + r")(?=[ \t]+[-$\\(\d]))?", re.IGNORECASE
)  # "the answer is" of other languages, and "is not" ("Die Antwort ist nicht 8, sondern 17")
_MARKER_ANCHORS = anchors(lexicon.ANSWER_ANCHORS)  # every marker holds one: text without any skips the search
CJK_LETTERS = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"  # kana, CJK ideographs, hangul
_CJK_SCALE = "万萬亿億千만억천"  # a scale word that ends a number: "3万" is 30000 (plaintext.scaled_number)
_CJK_AFTER_ANSWER = re.compile(
    r"(?<=[0-9A-Za-z$})\]])(?<!the answer is)[ \t]*(?=[" + CJK_LETTERS + r"])"
    r"(?!" + alternation(lexicon.ALTERNATIVE, ("zh", "ja", "ko")) + r")"
    r"(?![" + _CJK_SCALE + r"](?![米克瓦分]))"
    r"(?!分[のの之]|분의|[時时点點시](?![間间]))"  # "27分の7", "9분의 4", "3時30分": a fraction or a time in words
    r"(?!(?:(?<=[時时点點시]\d)|(?<=[時时点點시]\d\d))[分분])"  # the minutes of that time
)  # "300分钟" -> "300. 分钟"; not after a marker read as "the answer is", nor before "or" ("B 또는 D": one
# hedge), nor between a number and its scale word ("3万", "3만입니다"; "3千米" is 3 km and is split)
_CJK_STOP = re.compile(r"[。．！？।॥]")  # also the danda of Bengali and Devanagari


@dataclass(frozen=True)
class Prepared:
    """A response made plain: ``text`` to extract from, or ``unfinished`` (a reasoning trace
    that never closed: no final answer).
    """

    text: str
    unfinished: bool = False


def _role(m: re.Match) -> str:
    """The role a header opens ("other" when it names none)."""
    if m.group(0).upper() == "[/INST]":
        return "/inst"
    return next((g.lower() for g in m.groups() if g), "other")


def own_turn(text: str) -> str:
    """The model's own turn (rule 1) with every special token dropped (:func:`_token`)."""
    if "<" not in text and "[" not in text:
        return text
    kept: list[str] = []
    answer_turn = 0  # the model's turns from here on: after the last tool turn (transcript rule 2)
    role, pos, trace = "assistant", 0, False  # text before any header is the model's
    for m in [*itertools.islice(_HEADER.finditer(text), MAX_HEADERS), None]:
        segment = text[pos : m.start() if m is not None else len(text)]
        if role in _ASSISTANT:
            if _SPECIAL.sub("", segment).strip():
                kept.append(f"<think>{segment}</think>" if trace else segment)
        elif kept and transcript.is_tool_turn(role, segment):
            answer_turn = len(kept)  # a tool's output in the model's round trip: read on
        elif kept:
            break  # another role after the model's text: a turn the model went on to write
        if m is not None:
            role, pos = (role if m.group(0).startswith("<|channel|>") else _role(m)), m.end()
            trace = _ANALYSIS_CHANNEL.search(m.group(0)) is not None  # harmony's reasoning: a trace (rule 2)
    kept = kept[answer_turn:] if answer_turn < len(kept) else kept
    return _SPECIAL.sub(_token, "\n\n".join(kept))  # turns and channels kept are paragraphs apart


def _as_tag(m: re.Match) -> str:
    """A bracket token of a reasoning block or an answer (``[THINK]``, ``[/ANSWER]``) as its tag, read as
    rules 2 and 3 read tags; any other bracketed word stays as written.
    """
    name = m.group(2).lower()
    if _TRACE_NAME.fullmatch(name) or _ANSWER_NAME.fullmatch(name):
        return f"<{m.group(1)}{name}>"
    return m.group(0)


def _token(m: re.Match) -> str:
    """A special token of any family, as a class: one that opens or closes a reasoning block
    (``<|reasoning_start|>``, ``<|begin_of_thought|>``, ``<|end_of_thinking|>``) becomes the trace
    tag rule 2 reads; any other is a word break (never glues ``41<|sep|>48`` into ``4148``).
    """
    name = _TRACE_TOKEN.fullmatch(m.group(0)[2:-2]) if m.group(0)[:2] in ("<|", "<｜") else None
    if name is None:
        return " " if m.start() > 0 and m.end() < len(m.string) else ""
    return "</think>" if name.group(1) or name.group(2) else "<think>"


def last_match(pattern: re.Pattern, text: str, start: int = 0, end: int | None = None) -> re.Match | None:
    """The last match ``pattern.finditer(text, start, end)`` yields (None without one)."""
    found = deque(pattern.finditer(text, start, len(text) if end is None else end), maxlen=1)
    return found[0] if found else None


def _last_close(text: str) -> int | None:
    """Index after the last closing trace tag: searched from the end, then (after 64 other tags)
    by one forward scan, so both many traces and many other tags stay linear.
    """
    end = len(text)
    for _ in range(64):
        pos = max(text.rfind("</", 0, end), text.rfind("<|end_of_thought", 0, end))
        if pos < 0:
            return None
        m = _TRACE_CLOSE.match(text, pos)
        if m is not None:
            return m.end()
        end = pos
    best = last_match(_TRACE_CLOSE, text, 0, end)
    return best.end() if best is not None else None


def _after_trace(text: str) -> tuple[str, bool]:
    """Rule 2: (what follows the last closed trace, whether a trace is left open); a trace left open
    ends where an answer container opens.
    """
    last_close = _last_close(text)
    rest = text[last_close:] if last_close is not None else text
    opened = _TRACE_OPEN.search(rest)
    if opened is not None:
        answer = _ANSWER_OPEN.search(rest, opened.end())  # "[[REASONING]] ... [[FINAL]] 4^k": the answer ends the trace
        if answer is not None:
            return rest[answer.start() :], False
        closing = _closing_label_line().search(rest, opened.end())  # a trace its model ended on "Final Answer: 314"
        if closing is not None:
            return closing.group(1), False
        return rest[: opened.start()], True
    return rest, False


@functools.cache
def _closing_label_line() -> re.Pattern:
    """A last line that labels and states the answer ("Final Answer: 314"): it finishes a trace left open."""
    label = phrases(lexicon.ANSWER_HEADING)
    return re.compile(rf"\n([ \t#>*_]*(?:{label})[ \t*_]*[:：][ \t*_]*[^\s?][^\n?]{{0,200}})\s*$", re.IGNORECASE)


def _container(text: str) -> str:
    """Rule 3: the content of the last answer tag (to its close or the end), else ``text``."""
    last = last_match(_ANSWER_OPEN, text)
    if last is None:
        return text
    close = _ANSWER_CLOSE.search(text, last.end())
    inner = text[last.end() : close.start() if close else len(text)].strip()
    if not inner:
        return text
    short = len(inner.split()) <= 4 and not _SENTENCE_MARK.search(inner) and not _STATES.search(inner)
    short = short or (_ONE_SPAN.fullmatch(inner) is not None and "boxed" not in inner)  # <answer>$12$</answer>
    after = text[close.end() :] if close else ""  # a later statement still overrides it
    return (f"Final Answer: {inner}" if short else inner) + "\n" + after


def _json_answer(text: str) -> str:
    r"""Rule 3: a JSON object's answer field (its string unescaped only for ``\\`` and ``\"``,
    since models write LaTeX in JSON both escaped and not), else ``text``.
    """
    called = structured.call_answer(text) if "answer" in text.lower() else None  # final_answer("...") in code
    called = called or (structured.csv_answer(text) if "answer" in text.lower() else None)  # problem_id,answer
    if called is not None:
        return f"Final Answer: {called[0]}\n{text[called[1] :]}"
    if '"' not in text:
        return text
    parsed = structured.answer(text)  # a JSON object or a function call's arguments, parsed
    if parsed is not None:
        return f"Final Answer: {parsed[0]}\n{text[parsed[1] :]}"
    if "answer" not in text.lower():
        return text
    last = last_match(_JSON_ANSWER, text) or last_match(_YAML_ANSWER, text)  # a field in JSON that does not parse,
    if last is None:  # or a YAML/TOML key with a quoted value (answer: "\\frac{1}{2}")
        return text
    value = last.group(1)
    if value.startswith('"'):
        value = value[1:-1].replace("\\\\", "\x00").replace('\\"', '"').replace("\x00", "\\")
    return f"Final Answer: {value}\n{text[last.end() :]}" if value.strip() else text  # a later statement still counts


def _bold(m: re.Match) -> str:
    """A bold span without its marks; a bold number is a math span (the answer a sentence stresses), and so is
    the one number of a short bold phrase ending on it, with its unit ("soit **une augmentation de 300 %**."),
    unless the phrase labels what follows ("**Step 2**:").
    """
    if _BOLD_NUMBER.match(m.group(2)):
        return f"${m.group(2)}$"
    phrase = _BOLD_PHRASE.match(m.group(2))
    if phrase is None or m.string.startswith(":", m.end()) or len(m.group(2).split()) > MAX_BOLD_PHRASE_WORDS:
        return m.group(2)
    return f"{phrase.group(1)}${phrase.group(2)}${phrase.group(3)}"


def _table_row(m: re.Match) -> str:
    """A table of one row of numbers that closes the response, as the values it holds: named by its header
    when each header cell is a name ("x = 4, y = 3, z = 9"), else listed ("4, 3, 9"); any other table as written.
    """
    heads, cells = (tuple(c.strip() for c in m.group(k).split("|")) for k in (1, 2))
    if len(heads) != len(cells) or len(cells) > MAX_TABLE_CELLS or not all(map(_CELL_NUMBER.fullmatch, cells)):
        return m.group(0)
    if all(_CELL_NAME.fullmatch(h) for h in heads):
        return ", ".join(f"{h.strip('$')} = {c.strip('$')}" for h, c in zip(heads, cells, strict=True)) + "\n"
    return ", ".join(c.strip("$") for c in cells) + "\n"


def _markdown(text: str) -> str:
    """Rule 4: headings, horizontal rules, bold/italic/highlight, bullets and blockquote marks dropped, struck-through text removed, and HTML
    markup (an inline pair keeps its text; block tags of HTML text end lines); a lone "Final Answer"
    line gets a colon.
    """
    if "---" in text or "***" in text or "___" in text:
        text = _RULE.sub("", text)
    if "#" in text:
        text = _GSM8K.sub("Final Answer: ", text)
        text = _GSM8K_INLINE.sub("", text)  # "The answer is #### 42": a wrapper inside a statement
        text = _HEADING.sub("", text)
    if "*" in text or "__" in text:
        for _ in range(2):  # ***x***: bold then italic
            text = _BOLD.sub(_bold, text)
        text = _ITALIC.sub(r"\1", text)
    if not text.isascii():
        text = _CHECKED_LABEL.sub(r"\1", _PICTOGRAPH.sub("", text))
    text = _CLOSING_LIST.sub(_closing_list, text)
    text = _BULLET.sub("", text)
    if "document" in text:
        text = _DOCUMENT.sub("", text)
    if "==" in text:
        text = _HIGHLIGHT.sub(r"\1", text)
    if "~~" in text or "</" in text:
        text = _STRUCK.sub("", text)
    if ">" in text:
        text = _QUOTE.sub("", text)
    if "</" in text:
        text = _HTML_INLINE.sub(r"\2", text)
        if _HTML_CLOSED.search(text):
            text = _HTML_BLOCK.sub("\n", text)
    if "<" in text:
        text = _TAG_LINE.sub("", text)
    if "\\" in text:
        text = _TEXT_LABEL.sub(r"\n\1: ", _BOXED_LABEL.sub(r"\1", text))
    if "|" in text:
        text = _ANSWER_ROW.sub(r"Final Answer: \1", text)  # | Answer | $112$ |: a table's answer row
        text = _LAST_TABLE.sub(_table_row, text)  # | x | y | / | 4 | 3 |, closing the response: x = 4, y = 3
    return _ANSWER_HEADING.sub("Final Answer:", text)


_HOUR_MINUTES = re.compile(r"(?<![\w.,])([01]?\d|2[0-3])[ \t]?h[ \t]?([0-5]\d)(?![\w,.]\d|\w)")  # 11 h 00, 14h30


_RATIO_TO = re.compile(r"(\bratio\b[^.\n\d]{0,60}?)(\d+(?:\.\d+)?)[ \t]+to[ \t]+(\d+(?:\.\d+)?)\b", re.IGNORECASE)
_DENIED_REMARK = re.compile(r"[ \t]*\((?:not|but not|and not|nicht|pas|no)[ \t]+[^()\n]{1,60}\)", re.IGNORECASE)


_PROSE_REMARK = re.compile(
    r"(?<=[\d$])[ \t]+\((?=(?:[^()\n]*?(?<![\\\w])[^\W\d_]{3,}){3})(?=[^()\n]*\d)[^()\n]{1,160}\)"
)  # "553 (earlier I got 554, but ...)": three words of prose and a number of its own


def _prose_remark(m: re.Match) -> str:
    """A remark in brackets after a value that holds a value of its own, dropped; kept when it hedges or sets a condition."""
    return m.group(0) if lexicon.hedging().search(m.group(0)) else ""


def _closing_list(m: re.Match) -> str:
    """A list of short items (up to 4 words, no sentence) after a lead-in line, closing the response: one
    line, "Ranking: Cassie, Hannah, Bridget." (a list of steps or sentences is left as it is).
    """
    items = [_BULLET.sub("", line).strip() for line in m.group(2).splitlines() if line.strip()]
    if any(len(item.split()) > 4 or item.endswith((":", ".", "?")) for item in items):
        return m.group(0)
    return f"{m.group(1)} {', '.join(items)}."


def _languages(text: str) -> str:
    """Rule 6: answer markers of other languages in English (an "or" that is another English word,
    :data:`.lexicon.ALTERNATIVE_AFTER_ANSWER`, as "or" between two values on the marker's line); CJK
    sentence ends as full stops.
    """
    lowered = text.lower()
    if any(anchor in lowered for anchor in _MARKER_ANCHORS):
        for marker, alternative in _or_after_answer():
            text = marker.sub(lambda m, alt=alternative: m.group(1) + alt.sub(" or ", m.group(2)), text)
        text = _MARKERS.sub(lambda m: " the answer is not " if m.group(1) else " the answer is ", text)
    if text.isascii():
        return text
    text = _CJK_STOP.sub(". ", text)
    return _CJK_AFTER_ANSWER.sub(". ", text)


@functools.cache
def _or_after_answer() -> tuple[tuple[re.Pattern, re.Pattern], ...]:
    """Per language of :data:`.lexicon.ALTERNATIVE_AFTER_ANSWER`: its answer phrase, and its "or" ("3 of 4")."""
    return tuple(
        (
            re.compile(f"((?:{phrases(lexicon.ANSWER_IS, (lang,))}))([^\n]*)", re.IGNORECASE),
            re.compile(
                rf"(?<=[\d$}}])[ \t]+(?:{alternation(lexicon.ALTERNATIVE_AFTER_ANSWER, (lang,))})[ \t]+(?=[-\d$\\])"
            ),
        )
        for lang in lexicon.ALTERNATIVE_AFTER_ANSWER
    )


def prepare(response: str) -> Prepared:
    """The response made plain for extraction (see module docstring)."""
    streamed = transcript.reply(response)  # a streamed reply or content blocks: its text (transcript rules 1, 3)
    if streamed is not None:
        if not streamed.finished:
            return Prepared(streamed.text, unfinished=True)
        response = streamed.text
    text = own_turn(response)
    if "hinking..." in text:
        text = _LINE_TRACE.sub(lambda m: "<think>" if m.group(1) else "</think>", text)
    if "[" in text:
        text = _BRACKET_TAG.sub(_as_tag, text)
    text = _ANY_TRACE_TAG.sub(lambda m: "</think>" if m.group(1) else "<think>", text)
    text, unfinished = _after_trace(text)
    if unfinished:
        return Prepared(text, unfinished=True)
    head, text = text[:-TAIL], text[-TAIL:]  # statements are read near the end (see TAIL)
    if "`" in text:
        text = _FENCE.sub("", without_comments(text)).replace("`", "")
    text = _json_answer(_container(_markdown(text)))
    text = exact_values(mixed_number_words(ascii_digits(unicode_math(text))))  # Fraction(11, 30): 11/30
    text = _HOUR_MINUTES.sub(r"\1:\2", text) if "h" in text else text  # a time written the French way
    text = _RATIO_TO.sub(r"\1\2:\3", text) if " to " in text else text  # "the ratio is 5 to 11"
    if "(" in text:  # "77 (not 78.0)", "553 (earlier I got 554, but ...)": a remark's value is none
        text = _PROSE_REMARK.sub(_prose_remark, _DENIED_REMARK.sub("", text))
    return Prepared(head + _languages(closed_box(settled(text))))
