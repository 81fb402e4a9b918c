#!/usr/bin/env python
"""Black-box probe of hardmath.equivalence.grade on final-answer styles of current models.

Run:  python bench/probes/modern/probe.py [--styles] [--show N] [--out DIR]

Prints a summary (totals, then tables by family, answer type and case kind; by style with --styles).
With --out DIR, writes DIR/results.jsonl (every case with its verdict) and DIR/failures.jsonl.
"""

import argparse
import collections
import importlib.util
import json
import re
import sys
import time
from pathlib import Path

# The generator's sibling modules (problems.py, mcq.py) sit next to this file; no package, no install.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from mcq import MCQ
from problems import PROBLEMS

from hardmath.equivalence import grade

LCWORDS = ("The ", "There ", "In ", "As ", "A ", "Each ", "It ", "Maria", "Lena")


def lcfirst(s):
    for w in ("The ", "There ", "In ", "As ", "A ", "Each ", "It "):
        if s.startswith(w):
            return s[0].lower() + s[1:]
    return s


def say(p, a, x):
    s = (a.say or p.say).replace("{}", x, 1)
    return s.replace("..", ".")


def work_lines(p, a, inter):
    lines = list(p.work)
    if not inter:
        v = a.P if p.atype == "text" else a.V
        lines.append(p.step.replace("{}", v, 1).replace("..", "."))
    return lines


def W(p, a, inter):
    return "\n".join(work_lines(p, a, inter))


def qlast(p):
    parts = re.split(r"(?<=[.?!])\s+", p.q.strip())
    return parts[-1]


# ---------------------------------------------------------------- free-answer styles
# each: (name, family, fn(p, a, inter, i) -> str or None)
STYLES = []


def style(name, family, types=None, skip=None):
    def deco(fn):
        STYLES.append((name, family, fn, types, skip))
        return fn

    return deco


NUMERIC = {"integer", "unit", "money", "percent", "degrees", "decimal", "thousands", "equation_value"}


@style("gpt4o_display_box", "boxed_display")
def _(p, a, inter, i):
    return (
        "To solve this, let's work step by step.\n\n"
        + W(p, a, inter)
        + "\n\nTherefore, the final answer is:\n\n\\[\n\\boxed{"
        + a.L
        + "}\n\\]"
    )


@style("gpt4o_say_then_box", "boxed_display")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nSo, " + lcfirst(say(p, a, a.P)) + "\n\n\\[\n\\boxed{" + a.L + "}\n\\]"


@style("gpt4o_steps_headers_box", "boxed_display")
def _(p, a, inter, i):
    ls = work_lines(p, a, inter)
    body = "\n\n".join(f"### Step {k + 1}:\n{l}" for k, l in enumerate(ls))
    return body + "\n\n### Conclusion:\n" + say(p, a, "\\( \\boxed{" + a.L + "} \\)")


@style("qwq_final_answer_heading", "final_heading")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Final Answer**\n\\[ \\boxed{" + a.L + "} \\]"


@style("md_final_answer_heading", "final_heading")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n## Final Answer\n\n" + say(p, a, "$\\boxed{" + a.L + "}$")


@style("bold_final_answer_colon", "final_heading")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Final Answer:** " + a.P


@style("final_answer_heading_plain_line", "final_heading")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n### Final Answer\n" + a.P


@style("inline_box_sentence", "inline_boxed")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nTherefore, " + lcfirst(say(p, a, "$\\boxed{" + a.L + "}$"))


@style("qwen_math_final", "inline_boxed")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nThus, the final answer is \\(\\boxed{" + a.L + "}\\)."


@style("deepseek_v3_answer_box", "inline_boxed")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Answer:** $\\boxed{" + a.L + "}$"


@style("llama3_steps", "llama_steps")
def _(p, a, inter, i):
    ls = work_lines(p, a, inter)
    body = "\n\n".join(
        f"## Step {k + 1}: {'Understand the problem' if k == 0 else 'Continue the calculation'}\n{l}"
        for k, l in enumerate(ls)
    )
    return body + "\n\nThe final answer is: $\\boxed{" + a.L + "}$"


@style("mistral_final", "llama_steps")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nThe final answer is $\\boxed{" + a.L + "}$."


@style("metamath_answer_is", "answer_is")
def _(p, a, inter, i):
    return W(p, a, inter) + "\nThe answer is: " + a.P


@style("answer_is_math", "answer_is")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nThe answer is $" + a.L + "$."


@style("prm_hash_answer", "answer_is")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n# Answer\n\n" + a.P


@style("gsm8k_hash", "gsm8k")
def _(p, a, inter, i):
    if a.N is None:
        return None
    return W(p, a, inter) + "\n#### " + a.N


@style("minerva", "minerva")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nFinal Answer: The final answer is $" + a.L + "$. I hope it is correct."


@style("gemini_final_box", "minerva")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nFinal Answer: The final answer is $\\boxed{" + a.L + "}$"


@style("claude_bold_sentence", "bold")
def _(p, a, inter, i):
    return "I'll work through this step by step.\n\n" + W(p, a, inter) + "\n\n" + say(p, a, "**" + a.P + "**")


@style("bold_answer_line", "bold")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Answer: " + a.P + "**"


@style("o1_answer_paren_math", "bold")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Answer:** \\(" + a.L + "\\)"


@style("plain_therefore", "prose")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nTherefore, " + lcfirst(say(p, a, a.P))


@style("plain_say_inline_math", "prose")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n" + say(p, a, "\\(" + a.L + "\\)")


@style("plain_so_answer", "prose")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nSo the answer is " + a.P + "."


CHATTER = [
    "I hope this helps! Let me know if you have any other questions.",
    "Let me know if you'd like me to explain any step in more detail! 😊",
    "If you have any more questions, feel free to ask.",
    "Feel free to ask if you'd like to see another method, such as a step-by-step table for all 3 cases.",
]


@style("box_then_chatter", "chatter")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n\\[\n\\boxed{" + a.L + "}\n\\]\n\n" + CHATTER[i % len(CHATTER)]


@style("bold_then_chatter", "chatter")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n" + say(p, a, "**" + a.P + "**") + "\n\n" + CHATTER[(i + 1) % len(CHATTER)]


@style("answer_line_then_chatter", "chatter")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nAnswer: " + a.P + "\n\nI hope this helps."


def trace(p, a, inter, other=None):
    t = "Okay, let's see. " + p.q + "\n\nHmm. " + " ".join(work_lines(p, a, inter))
    if other is not None:
        t += "\n\nWait, could it be " + other + " instead? Let me recheck. No, I think I mixed something up there."
    t += "\n\nLet me double-check the computation once more. Yes, that's consistent."
    return t


@style("r1_think_final_heading", "think")
def _(p, a, inter, i):
    return (
        "<think>\n"
        + trace(p, a, inter)
        + "\n</think>\n\n"
        + W(p, a, inter)
        + "\n\n**Final Answer**\n\\[\n\\boxed{"
        + a.L
        + "}\n\\]"
    )


@style("r1_think_answer_bold", "think")
def _(p, a, inter, i):
    return "<think>\n" + trace(p, a, inter) + "\n</think>\n\n" + W(p, a, inter) + "\n\n**Answer:** " + a.P


@style("r1_think_sentence_box", "think")
def _(p, a, inter, i):
    return (
        "<think>\n"
        + trace(p, a, inter)
        + "\n</think>\n\n"
        + W(p, a, inter)
        + "\n\n"
        + say(p, a, "$\\boxed{" + a.L + "}$")
    )


@style("qwen3_think_guess_in_trace", "think")
def _(p, a, inter, i):
    other = p.wrong[0].P if a is not p.wrong[0] else p.right[0].P
    return (
        "<think>\n"
        + trace(p, a, inter, other=other)
        + "\n</think>\n\n"
        + W(p, a, inter)
        + "\n\nThe answer is $\\boxed{"
        + a.L
        + "}$."
    )


@style("code_fence_answer", "code")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Answer:**\n```\n" + a.P + "\n```"


@style("python_then_answer", "code")
def _(p, a, inter, i):
    return (
        "Let me compute this.\n\n"
        + W(p, a, inter)
        + "\n\n```python\n# double-check\nresult = "
        + (a.N or repr(a.P))
        + "\nprint(result)\n```\n\nThe answer is `"
        + a.P
        + "`."
    )


@style("md_bullets", "markdown_list")
def _(p, a, inter, i):
    ls = work_lines(p, a, inter)
    return "**Solution:**\n\n" + "\n".join("- " + l for l in ls) + "\n- **Final answer:** " + a.P


@style("md_numbered", "markdown_list")
def _(p, a, inter, i):
    ls = work_lines(p, a, inter)
    return "\n".join(f"{k + 1}. {l}" for k, l in enumerate(ls)) + "\n\n**Result:** " + a.P


FOREIGN = [
    ("zh_box", lambda w, a: "解：\n" + w + "\n\n因此，答案是 $\\boxed{" + a.L + "}$。"),
    ("zh_answer_label", lambda w, a: "解答过程如下：\n" + w + "\n\n**答案：** " + a.P),
    ("zh_suoyi", lambda w, a: w + "\n\n所以最终答案为 $" + a.L + "$。"),
    ("fr", lambda w, a: "Résolvons ce problème étape par étape.\n" + w + "\n\nDonc, la réponse est $" + a.L + "$."),
    ("es", lambda w, a: "Resolvamos paso a paso.\n" + w + "\n\nPor lo tanto, la respuesta es **" + a.P + "**."),
    ("de", lambda w, a: "Wir lösen die Aufgabe Schritt für Schritt.\n" + w + "\n\nDie Antwort lautet: $" + a.L + "$."),
    ("ja", lambda w, a: "順に計算します。\n" + w + "\n\nしたがって、答えは $" + a.L + "$ です。"),
    ("ru", lambda w, a: "Решим задачу по шагам.\n" + w + "\n\n**Ответ:** " + a.P),
]
for _name, _fn in FOREIGN:

    def _mk(fn):
        def f(p, a, inter, i):
            return fn(W(p, a, inter), a)

        return f

    STYLES.append(("foreign_" + _name, "foreign", _mk(_fn), None, {"text"}))


@style("answer_first_then_explanation", "answer_first")
def _(p, a, inter, i):
    return "The answer is " + a.P + ".\n\nExplanation:\n" + W(p, a, inter)


@style("bold_answer_then_double_check", "verify_after")
def _(p, a, inter, i):
    chk = (
        ("Double-check: " + p.step.replace("{}", a.V, 1))
        if not inter
        else "Double-check: this is consistent with the steps above ✓"
    )
    return W(p, a, inter) + "\n\n**Answer:** " + a.P + "\n\n" + chk


@style("say_then_verify_numbers", "verify_after")
def _(p, a, inter, i):
    if not p.check:
        return None
    chk = p.check if a in p.right else "Substituting back confirms this ✓"
    return W(p, a, inter) + "\n\n" + say(p, a, "$" + a.L + "$") + "\n\n**Verification:** " + chk


@style("box_text_wrapper", "text_wrapper")
def _(p, a, inter, i):
    if "$" in a.P or "\\" in a.P or "{" in a.P:
        return None
    return W(p, a, inter) + "\n\n\\[\n\\boxed{\\text{" + a.P + "}}\n\\]"


@style("final_answer_restates_sentence", "restate")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Final Answer:** " + say(p, a, a.P)


@style("qa_restate_last_line", "restate")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**" + qlast(p) + "**\n" + say(p, a, a.P)


@style("recap_clause_with_givens", "restate")
def _(p, a, inter, i):
    if not p.recap:
        return None
    s = say(p, a, a.P)
    return W(p, a, inter) + "\n\nSo, " + lcfirst(s.rstrip(".")) + " " + p.recap + "."


@style("box_then_recap_sentence", "restate")
def _(p, a, inter, i):
    if not p.recap:
        return None
    s = say(p, a, a.P)
    return (
        W(p, a, inter)
        + "\n\n\\[\n\\boxed{"
        + a.L
        + "}\n\\]\n\n"
        + lcfirst(s.rstrip(".")).capitalize()[:1]
        + s.rstrip(".")[1:]
        + " "
        + p.recap
        + "."
    )


@style("json_answer", "json")
def _(p, a, inter, i):
    return W(p, a, inter) + '\n\n```json\n{"answer": ' + json.dumps(a.P, ensure_ascii=False) + "}\n```"


@style("prose_then_chatter", "chatter")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\nTherefore, " + lcfirst(say(p, a, a.P)) + "\n\nI hope this helps!"


@style("whole_sentence_bold", "bold")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**" + say(p, a, a.P) + "**"


@style("bare_boxed_no_delims", "boxed_display")
def _(p, a, inter, i):
    return W(p, a, inter) + "\n\n**Final Answer**\n\\boxed{" + a.L + "}"


@style("separate_boxes_per_part", "boxed_display", skip=None)
def _(p, a, inter, i):
    if p.atype != "solution_set" or inter or "text" in a.L:
        return None
    parts = [
        x.strip()
        for x in re.sub(r"^x\s*=\s*|\\\\[{}]|\\\\left\\\\\{|\\\\right\\\\\}|\\\\text\{ or \}|n \\\\in", "", a.L)
        .replace("x=", ",")
        .split(",")
    ]
    parts = [x for x in parts if x]
    return W(p, a, inter) + "\n\nSo the solutions are " + " and ".join("$x = \\boxed{" + x + "}$" for x in parts) + "."


@style("self_correction_final", "self_correction")
def _(p, a, inter, i):
    if inter:
        return None
    other = p.wrong[0] if a is not p.wrong[0] and a in p.right else p.right[0]
    return (
        W(p, other, False)
        + "\n\nSo the answer is $"
        + other.L
        + "$.\n\nWait, I made an error in the last step. Let me redo it.\n"
        + p.step.replace("{}", a.V, 1)
        + "\n\nSo the correct answer is $\\boxed{"
        + a.L
        + "}$."
    )


@style("hedge_two_values", "hedge")
def _(p, a, inter, i):
    # always a wrong-type response: two different values offered
    return None


def decomma(x):
    return re.sub(r"(\d)\.(\d)", r"\1,\2", x)


@style("de_decimal_comma", "foreign")
def _(p, a, inter, i):
    if p.atype not in ("decimal", "money"):
        return None
    return (
        "Wir rechnen Schritt für Schritt.\n"
        + decomma(W(p, a, inter))
        + "\n\nDie Antwort lautet: **"
        + decomma(a.P.replace("$", ""))
        + "**"
    )


@style("fr_decimal_comma", "foreign")
def _(p, a, inter, i):
    if p.atype not in ("decimal", "money"):
        return None
    v = decomma(a.P.replace("$", "").replace(" dollars", ""))
    unit = " $" if p.atype == "money" else ""
    return "Calculons étape par étape.\n" + decomma(W(p, a, inter)) + "\n\nLa réponse est donc " + v + unit + "."


# ---------------------------------------------------------------- multiple choice styles
def mc_styles():
    S = []

    def s(name):
        def deco(fn):
            S.append((name, fn))
            return fn

        return deco

    @s("answer_is_paren")
    def _(w, X, T, other, i):
        return w + "\n\nThe answer is (" + X + ")."

    @s("bold_answer_letter")
    def _(w, X, T, other, i):
        return w + "\n\n**Answer: " + X + "**"

    @s("boxed_letter_display")
    def _(w, X, T, other, i):
        return w + "\n\n\\[\n\\boxed{" + X + "}\n\\]"

    @s("boxed_text_letter")
    def _(w, X, T, other, i):
        return w + "\n\nThe correct choice is $\\boxed{\\text{" + X + "}}$."

    @s("amc_textbf_box")
    def _(w, X, T, other, i):
        return w + "\n\n$\\boxed{\\textbf{(" + X + ")}\\ " + T + "}$"

    @s("bold_letter_paren_value")
    def _(w, X, T, other, i):
        return w + "\n\nThe correct answer is **" + X + ") $" + T + "$**."

    @s("answer_colon_letter_value")
    def _(w, X, T, other, i):
        return w + "\n\nAnswer: " + X + ") $" + T + "$"

    @s("option_word")
    def _(w, X, T, other, i):
        return w + "\n\nTherefore, the answer is option " + X + "."

    @s("llama_final_box_letter")
    def _(w, X, T, other, i):
        return w + "\n\nThe final answer is: $\\boxed{" + X + "}$"

    @s("value_only_box")
    def _(w, X, T, other, i):
        return w + "\n\nSo the answer is $\\boxed{" + T + "}$."

    @s("bare_letter_last_line")
    def _(w, X, T, other, i):
        return w + "\n\n" + X

    @s("zh_guxuan")
    def _(w, X, T, other, i):
        return w + "\n\n故选：" + X + "。"

    @s("zh_answer_is")
    def _(w, X, T, other, i):
        return w + "\n\n所以正确答案是 " + X + "。"

    @s("think_then_bold")
    def _(w, X, T, other, i):
        return (
            "<think>\nLet me look at each option. "
            + w.replace("\n", " ")
            + "\n</think>\n\n"
            + w
            + "\n\n**Answer: "
            + X
            + "**"
        )

    @s("discuss_other_then_answer")
    def _(w, X, T, other, i):
        return (
            w
            + "\n\nOption ("
            + other
            + ") is incorrect, since it does not match this result.\n\nSo the answer is ("
            + X
            + ")."
        )

    @s("answer_is_letter_colon_value")
    def _(w, X, T, other, i):
        return w + "\n\nThe answer is " + X + ": $" + T + "$."

    @s("answer_then_chatter")
    def _(w, X, T, other, i):
        return w + "\n\nAnswer: " + X + "\n\nI hope this helps! Let me know if you have any other questions."

    @s("json_letter")
    def _(w, X, T, other, i):
        return w + '\n\n{"answer": "' + X + '"}'

    @s("claude_bold_letter_value")
    def _(w, X, T, other, i):
        return w + "\n\nThe answer is **(" + X + ") $" + T + "$**."

    @s("correct_option_heading")
    def _(w, X, T, other, i):
        return w + "\n\n### Correct option: **" + X + "**"

    @s("md_final_answer_letter")
    def _(w, X, T, other, i):
        return w + "\n\n**Final Answer**\n\\[\n\\boxed{" + X + "}\n\\]"

    @s("fr_la_reponse")
    def _(w, X, T, other, i):
        return w + "\n\nLa bonne réponse est donc **" + X + "**."

    @s("ru_otvet")
    def _(w, X, T, other, i):
        return w + "\n\nОтвет: " + X

    @s("id_go_with")
    def _(w, X, T, other, i):
        return w + "\n\nI'd go with " + X + "."

    return S


# ---------------------------------------------------------------- build cases
def build():
    cases = []
    for p in PROBLEMS:
        si = 0
        for name, fam, fn, _types, skip in STYLES:
            if name == "gsm8k_hash" and p.atype not in NUMERIC:
                continue
            if skip and p.atype in skip:
                continue
            a = p.right[si % len(p.right)]
            r = fn(p, a, False, si)
            if r is None:
                continue
            base = dict(
                pid=p.pid, atype=p.atype, qtype=p.qtype, style=name, family=fam, question=p.q, gold=p.gold, choices=None
            )
            cases.append(dict(base, kind="right", expected=True, response=r, written=a.L))
            w = p.wrong[si % len(p.wrong)]
            rw = fn(p, w, False, si)
            if rw is not None:
                cases.append(dict(base, kind="wrong", expected=False, response=rw, written=w.L))
            if p.inter is not None and si % 2 == 0:
                ri = fn(p, p.inter, True, si)
                if ri is not None:
                    cases.append(dict(base, kind="inter", expected=False, response=ri, written=p.inter.L))
            si += 1
    mcs = mc_styles()
    for k, (pid, stem, choices, gold, work) in enumerate(MCQ):
        q = stem + "\n\n" + "\n".join(f"({L}) ${v}$" for L, v in choices.items())
        letters = list(choices)
        for j, (name, fn) in enumerate(mcs):
            w = "\n".join(work)
            others = [L for L in letters if gold != L]
            other = others[(j + k) % len(others)]
            base = dict(
                pid="mc_" + pid,
                atype="mc",
                qtype="mc",
                style="mc_" + name,
                family="mc",
                question=q,
                gold=gold,
                choices=choices,
            )
            # right: the working leads to the gold letter
            cases.append(
                dict(base, kind="right", expected=True, response=fn(w, gold, choices[gold], other, j), written=gold)
            )
            cases.append(
                dict(base, kind="wrong", expected=False, response=fn(w, other, choices[other], gold, j), written=other)
            )
    return cases


def cause(c):
    """Heuristic cluster tag for a failed case (for the summary only)."""
    ans = c["answer"] or ""
    r = c["response"]
    tail = r[-200:]
    q = c["question"]
    if re.search(r"\\sqrt\d\d", ans):
        return "unicode_sqrt_multidigit"
    if c["style"] in ("bold_then_chatter", "prose_then_chatter") and not c["answer"]:
        return "closing_chatter_after_prose_answer"
    if "donc" in ans:
        return "french_donc_after_marker"
    if c["style"] == "mc_zh_guxuan":
        return "chinese_guxuan_mc"
    if c["pid"] == "temp":
        return "fahrenheit_unit"
    if c["pid"] == "movie_time":
        return "time_of_day"
    if re.search(r"\d and \d+/\d", ans + tail) and c["pid"] == "mixed":
        return "mixed_number_with_and"
    if c["pid"] == "int_set" and "and 2" in tail:
        return "oxford_and_list"
    if c["style"] == "box_text_wrapper":
        return "whole_answer_in_text_wrapper"
    if c["style"] == "say_then_verify_numbers":
        return "verification_line_after_answer"
    if "," in ans and re.search(r"\d,\d\d(?!\d)", ans) and c["style"] in ("de_decimal_comma", "fr_decimal_comma"):
        return "decimal_comma_with_question"
    if ans and "$" in r and (ans.endswith(":") or "\n" in ans or re.search(r"\$\d", tail)) and c["atype"] == "money":
        return "currency_dollar_pairs_with_math_dollar"
    if ans and len(ans) > 3 and ans.replace("\\", "") in q.replace("\\", "") and not c["expected"]:
        return "FP_question_expression_restated"
    if ans and re.sub(r"[{}\s]", "", ans) in re.sub(r"[{}\s]", "", q) and c["expected"]:
        return "question_math_span_or_given_read"
    if c["atype"] == "text":
        return "text_answer_in_prose"
    if c["style"] == "final_answer_restates_sentence" and ans and len(ans.split()) >= 3:
        return "final_answer_label_then_full_sentence"
    if re.search(r"π/4 and 5π/4|are 2 and 3", tail):
        return "plain_math_joined_by_and"
    if re.search(r"\d \d{3}", tail):
        return "space_thousands_in_prose"
    if re.search(r"[a-z]+\(\d+, \d+\) = \d+|\d! = \d+", tail):
        return "function_call_or_factorial_equation_in_prose"
    if "π cm" in tail:
        return "pi_with_unit_in_prose"
    return "other"


def run(cases):
    t0 = time.time()
    for c in cases:
        kw = dict(question=c["question"])
        if c["choices"]:
            kw["choices"] = c["choices"]
        try:
            v = grade(c["response"], c["gold"], **kw)
            c.update(got=bool(v), answer=v.answer, reason=v.reason, status=v.status)
        except Exception as e:  # noqa: BLE001
            c.update(got=False, answer=None, reason=f"EXCEPTION {type(e).__name__}: {e}", status="exception")
        c["ok"] = c["got"] == c["expected"]
    return time.time() - t0


def table(cases, key):
    agg = collections.defaultdict(lambda: [0, 0, 0, 0, 0, 0])  # n ok nR okR nW okW
    for c in cases:
        g = agg[c[key]]
        g[0] += 1
        g[1] += c["ok"]
        if c["expected"]:
            g[2] += 1
            g[3] += c["ok"]
        else:
            g[4] += 1
            g[5] += c["ok"]
    print(f"\n{key:<34} {'n':>5} {'acc':>7} {'recall':>13} {'FP rate':>13}")
    for k in sorted(agg, key=lambda k: (agg[k][1] / agg[k][0], k)):
        n, ok, nr, okr, nw, okw = agg[k]
        rec = f"{okr}/{nr}" if nr else "-"
        fp = f"{nw - okw}/{nw}" if nw else "-"
        print(f"{k:<34} {n:>5} {ok / n:>7.1%} {rec:>13} {fp:>13}")


def write_jsonl(path, rows):
    """Write one JSON object a line."""
    with open(path, "w", encoding="utf-8") as f:
        f.writelines(json.dumps(c, ensure_ascii=False) + "\n" for c in rows)


def _sealed_split():
    """bench/sealed.py: which cases are sealed (never graded or shown here)."""
    spec = importlib.util.spec_from_file_location("sealed", Path(__file__).resolve().parents[2] / "sealed.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--styles", action="store_true", help="also print the table by style")
    ap.add_argument("--show", type=int, default=0, metavar="N", help="print the first N failures")
    ap.add_argument("--out", type=Path, metavar="DIR", help="write results.jsonl and failures.jsonl here")
    a = ap.parse_args()
    cases = build()
    sealed = _sealed_split()
    kept = [c for c in cases if not sealed.is_sealed(sealed.modern_key(c))]
    print(f"development split only: {len(cases) - len(kept)} sealed cases left out (bench/sealed.py)")
    cases = kept
    dt = run(cases)
    if a.out:
        a.out.mkdir(parents=True, exist_ok=True)
        write_jsonl(a.out / "results.jsonl", cases)
    n = len(cases)
    R = [c for c in cases if c["expected"]]
    Wr = [c for c in cases if not c["expected"]]
    print(f"{n} cases ({len(R)} right, {len(Wr)} wrong twins) graded in {dt:.1f}s")
    print(
        f"overall accuracy {sum(c['ok'] for c in cases) / n:.2%}; "
        f"recall {sum(c['ok'] for c in R)}/{len(R)} = {sum(c['ok'] for c in R) / len(R):.2%}; "
        f"false positives {sum(not c['ok'] for c in Wr)}/{len(Wr)} = {sum(not c['ok'] for c in Wr) / len(Wr):.2%}"
    )
    table(cases, "family")
    table(cases, "atype")
    table(cases, "kind")
    if a.styles:
        table(cases, "style")
    fails = [c for c in cases if not c["ok"]]
    cl = collections.defaultdict(list)
    for c in fails:
        c["cause"] = cause(c)
        cl[c["cause"]].append(c)
    print("\nfailure clusters (heuristic tags):")
    for k, v in sorted(cl.items(), key=lambda kv: -len(kv[1])):
        nr = sum(c["expected"] for c in v)
        print(f"  {k:<46} {len(v):>4}  (missed right {nr}, false positives {len(v) - nr})")
    if a.out:
        write_jsonl(a.out / "failures.jsonl", fails)
    for c in fails[: a.show]:
        print("=" * 70)
        print(
            c["pid"],
            c["style"],
            c["kind"],
            "expected",
            c["expected"],
            "| got",
            c["got"],
            "| answer",
            repr(c["answer"]),
            "|",
            c["reason"],
            "| gold",
            repr(c["gold"]),
        )
        print(c["response"][-300:])
    if a.out:
        print(f"\nwrote {a.out / 'results.jsonl'} and {a.out / 'failures.jsonl'}")


if __name__ == "__main__":
    main()
