"""Black-box probe of hardmath.equivalence.grade on LONG reasoning-style responses.

Run:  python bench/probes/long/probe.py [--seed 1] [--show N] [--out DIR]

Prints totals, a table by pattern and every failure. With --out DIR, writes DIR/results.jsonl
(every case with its verdict).
"""

import argparse
import importlib.util
import json
import math
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

# The generator's sibling modules (problems.py, lang.py) sit next to this file; no package, no install.
sys.path.insert(0, str(Path(__file__).resolve().parent))

import lang
from problems import (
    DIGITS as DIGITS_,
    GCDLCM,
    HYP as HYP_,
    IE,
    LIN,
    LOAN,
    MCQ,
    MOD,
    PROB as PROB_,
    QUAD,
    SERIES,
    SINGLE,
)

MINLEN, MAXLEN = 1500, 30000

END_STYLES = [
    "boxed_sentence",
    "final_answer_section",
    "md_heading",
    "answer_is",
    "answer_colon",
    "plain",
    "display_box",
    "minerva",
]


def tex(p, v):
    return p.tex(v)


def ending(p, v, style, rng):
    t = tex(p, v)
    if p.mcq:
        return {
            "boxed_sentence": f"Therefore, the answer is $\\boxed{{{t}}}$.",
            "final_answer_section": f"**Final Answer**\n\n\\[\n\\boxed{{{t}}}\n\\]",
            "md_heading": f"## Final Answer\n\n**({t})**",
            "answer_is": f"The answer is ({t}).",
            "answer_colon": f"**Answer:** ({t})",
            "plain": rng.choice(p.final_sentences(v)),
            "display_box": f"\\[\\boxed{{\\text{{({t})}}}}\\]",
            "minerva": f"Final Answer: The final answer is $\\boxed{{{t}}}$. I hope it is correct.",
        }[style]
    if style == "two_boxes":
        if isinstance(p, QUAD):
            return ", ".join(f"$x_{{{i + 1}}} = \\boxed{{{r}}}$" for i, r in enumerate(v)) + "."
        return "\n".join(f"({'ab'[i]}) $\\boxed{{{r}}}$" for i, r in enumerate(v))
    return {
        "boxed_sentence": f"Therefore, the final answer is $\\boxed{{{t}}}$.",
        "final_answer_section": f"**Final Answer**\n\n\\[\n\\boxed{{{t}}}\n\\]",
        "md_heading": f"## Final Answer\n\n$$\\boxed{{{t}}}$$",
        "answer_is": f"The answer is ${t}$.",
        "answer_colon": f"**Answer:** ${t}$",
        "plain": rng.choice(p.final_sentences(v)),
        "display_box": f"\\[\\boxed{{{t}}}\\]",
        "minerva": f"Final Answer: The final answer is ${t}$. I hope it is correct.",
    }[style]


DOUBLE_CHECK = [
    "Let me double-check this another way.",
    "Before finalizing, let me verify.",
    "Hmm, let me make sure by an independent check.",
    "Let me sanity-check the numbers.",
    "Actually, let me re-verify this carefully.",
]


def pad_to(parts_before, extra_fn, target, rng, fixed_len):
    """Return list of extra paragraphs so that total length ~ target."""
    target = max(target, MINLEN + 700)
    out, i = [], rng.randint(0, 5)
    cur = fixed_len
    while cur < target and len(out) < 60:
        par = rng.choice(DOUBLE_CHECK) + "\n\n" + extra_fn(i)
        if cur + len(par) > MAXLEN - 600:
            break
        out.append(par)
        cur += len(par) + 2
        i += 1
    return out


def J(parts):
    return "\n\n".join(x for x in parts if x)


def target_len(rng):
    return int(math.exp(rng.uniform(math.log(MINLEN), math.log(MAXLEN * 0.8))))


def pick_twin(p, rng):
    near = p.near()
    kinds = list(near)
    k = "mistake" if ("mistake" in near and rng.random() < 0.5) else rng.choice(kinds)
    return k, near[k]


# ------------------------------------------------------------------ patterns
# Each builder returns (response, expected) for value v; `twin` = None or the twin kind.


def body(p, rng, twin, boxes=False, tgt=None):
    work = p.work(boxes=boxes)
    concl = p.mistake_conclude() if twin == "mistake" else p.conclude()
    fixed = len(J(work)) + len(concl) + 400
    ex = pad_to(work, p.extras, tgt or target_len(rng), rng, fixed)
    cut = rng.randint(0, len(ex))
    return work + ex[:cut] + [concl] + ex[cut:]


def pat_end(style):
    def f(p, rng, v, twin):
        return J(body(p, rng, twin) + [ending(p, v, style, rng)])

    f.__name__ = "end_" + style
    return f


def pat_inter_boxes(p, rng, v, twin):
    style = rng.choice(["boxed_sentence", "final_answer_section", "answer_is", "answer_colon", "plain", "minerva"])
    return J(body(p, rng, twin, boxes=True) + [ending(p, v, style, rng)]), style


def pat_correction(p, rng, v, twin):
    """right: wrong first (boxed), 'Wait' + fix, final = gold. twin: gold first (boxed), bogus fix, final = wrong."""
    work = p.work()
    style = rng.choice(["boxed_sentence", "final_answer_section", "answer_is", "plain", "answer_colon"])
    ex = pad_to(work, p.extras, target_len(rng), rng, len(J(work)) + 1500)
    first_v = p.near()["mistake"] if twin is None else p.val
    first_c = p.mistake_conclude() if twin is None else p.conclude()
    second_c = p.conclude() if twin is None else p.mistake_conclude()
    story = p.right_story() if twin is None else p.wrong_story()
    lead = rng.choice(["So the answer is $\\boxed{%s}$.", "This gives $\\boxed{%s}$.", "**Answer:** $%s$"]) % tex(
        p, first_v
    )
    wait = rng.choice(
        [
            "Wait, let me re-check this.",
            "Hmm, wait. Something seems off.",
            "Hold on, let me reconsider.",
            "Actually, wait — let me double-check that last step.",
        ]
    )
    return J(work + ex + [first_c, lead, wait, story, second_c, ending(p, v, style, rng)]), style


def pat_correction_inline(p, rng, v, twin):
    """The correction is a sentence (no new box): '... Wait, that is wrong; the answer is actually X.'"""
    work = p.work()
    ex = pad_to(work, p.extras, target_len(rng), rng, len(J(work)) + 1500)
    first_v = p.near()["mistake"] if twin is None else p.val
    first_c = p.mistake_conclude() if twin is None else p.conclude()
    second_c = p.conclude() if twin is None else p.mistake_conclude()
    story = p.right_story() if twin is None else p.wrong_story()
    tail = rng.choice(
        [
            "I made an error, so the answer is actually ${t}$.",
            "So the correct answer is ${t}$.",
            "Wait, actually the answer is ${t}$.",
            "So my final answer is ${t}$.",
        ]
    ).format(t=tex(p, v))
    return J(work + ex + [first_c, f"So the answer is $\\boxed{{{tex(p, first_v)}}}$.", story, second_c, tail]), tail[
        :12
    ]


def pat_reconfirm(p, rng, v, twin):
    style = rng.choice(["boxed_sentence", "answer_is", "final_answer_section", "plain"])
    b = body(p, rng, twin, tgt=target_len(rng) // 2)
    conf = rng.choice(
        [
            "Yes, the answer {t} is confirmed.",
            "Good, that matches: {t}.",
            "So I'm confident in {t}.",
            "Everything checks out, so the answer stays {t}.",
        ]
    ).format(t=f"${tex(p, v)}$")
    return J(
        b + [ending(p, v, style, rng), "Wait, let me re-check this once more.", p.extras(7), p.verify(), conf]
    ), style


def pat_verify_after(p, rng, v, twin):
    style = rng.choice(["boxed_sentence", "final_answer_section", "answer_is", "answer_colon", "display_box"])
    return J(body(p, rng, twin) + [ending(p, v, style, rng), p.verify()]), style


def pat_check_last(p, rng, v, twin):
    style = rng.choice(["boxed_sentence", "display_box", "final_answer_section"])
    return J(body(p, rng, twin) + [ending(p, v, style, rng), p.check_line()]), style


def pat_think_closed(p, rng, v, twin):
    style = rng.choice(["boxed_sentence", "final_answer_section", "answer_is", "plain", "answer_colon", "minerva"])
    b = body(p, rng, None)  # the trace reaches the gold
    trace = "<think>\n" + J(b + [f"So the answer should be {tex(p, p.val)}. Let me write it up."]) + "\n</think>\n\n"
    summ = rng.choice(["Here is a concise solution.", "**Solution summary.**", "Let me summarize the key steps."])
    short = p.mistake_conclude() if twin == "mistake" else p.conclude()
    return trace + J([summ, short, ending(p, v, style, rng)]), style


def pat_think_unclosed(p, rng, v, twin):
    b = body(p, rng, twin)
    end = rng.choice(
        [
            f"So the answer is $\\boxed{{{tex(p, v)}}}$.\n\nWait, let me double-check the",
            f"**Final Answer**\n\n\\[\\boxed{{{tex(p, v)}}}\\]",
            f"The answer is {tex(p, v)}.",
        ]
    )
    return "<think>\n" + J(b + [end]), "unclosed"


def pat_think_empty(p, rng, v, twin):
    b = body(p, rng, twin)
    return "<think>\n" + J(b + [f"So the answer is $\\boxed{{{tex(p, v)}}}$."]) + "\n</think>", "empty_after"


def pat_answer_first(p, rng, v, twin):
    t = tex(p, v)
    head = rng.choice([f"**Answer: {t}**", f"The answer is ${t}$.", f"**Final answer:** $\\boxed{{{t}}}$"])
    b = body(p, rng, twin)
    close = rng.choice(
        [
            "This completes the explanation.",
            "Each step above uses only the definitions, so the result is reliable.",
            "That is the whole argument.",
        ]
    )
    return J([head, "Here is the reasoning."] + b + [close]), head[:10]


def pat_table(p, rng, v, twin):
    rows = p.rows(v)
    tab = (
        "| Quantity | Value |\n|---|---|\n"
        + "\n".join(f"| {a} | {b} |" for a, b in rows[:-1])
        + f"\n| **{rows[-1][0]}** | **{rows[-1][1]}** |"
    )
    b = body(p, rng, twin)
    var = rng.choice(["table_then_box", "box_then_table", "table_only"])
    if var == "table_then_box":
        return J(
            b
            + [
                "**Summary:**",
                tab,
                ending(p, v, rng.choice(["boxed_sentence", "answer_is", "final_answer_section"]), rng),
            ]
        ), var
    if var == "box_then_table":
        return J(
            b
            + [
                ending(p, v, rng.choice(["boxed_sentence", "final_answer_section"]), rng),
                "For reference, here are the quantities used:",
                tab,
            ]
        ), var
    return J(b + ["**Summary of the computation:**", tab]), var


def pat_list(p, rng, v, twin):
    rows = p.rows(v)
    lst = "\n".join(f"- {a}: {b}" for a, b in rows[:-1]) + f"\n- **{rows[-1][0]}: {rows[-1][1]}**"
    b = body(p, rng, twin)
    if rng.random() < 0.5:
        return J(b + ["To summarize:", lst]), "list_last"
    return J(
        b
        + [
            ending(p, v, rng.choice(["boxed_sentence", "final_answer_section"]), rng),
            "Key facts used:",
            lst.replace("**", ""),
        ]
    ), "box_then_list"


CHATTER = [
    "I hope this helps! Let me know if you have any other questions.",
    "Let me know if you'd like me to explain any step in more detail, or to try a similar problem with 200 or 300 instead.",
    "Feel free to ask if anything is unclear. 😊",
    "This was a nice exercise in careful counting — thanks for the question!",
]


def pat_chatter(p, rng, v, twin):
    style = rng.choice(["boxed_sentence", "final_answer_section", "answer_is", "answer_colon", "display_box"])
    ch = rng.choice(CHATTER)
    return J(body(p, rng, twin) + [ending(p, v, style, rng), ch]), style + "|" + ch[:12]


def pat_chatter_plain(p, rng, v, twin):
    ch = rng.choice(CHATTER)
    return J(body(p, rng, twin) + [rng.choice(p.final_sentences(v)), ch]), "plain|" + ch[:12]


def pat_restate(p, rng, v, twin):
    ss = p.restate_sentences(v)
    i = rng.randrange(len(ss))
    return J(body(p, rng, twin) + [ss[i]]), f"restate{i}"


def pat_multipart(p, rng, v, twin):
    style = rng.choice(["boxed_sentence", "final_answer_section", "plain", "two_boxes", "answer_colon", "plain"])
    if len(v) == 1 and style == "two_boxes":
        style = "boxed_sentence"
    extra = [p.verify()] if rng.random() < 0.4 else []
    return J(body(p, rng, twin) + [ending(p, v, style, rng)] + extra), style + ("+verify" if extra else "")


def pat_verify_after_plain(p, rng, v, twin):
    """Plain (unmarked) final sentence, then a verification paragraph / check line."""
    tail = rng.choice([p.verify(), p.check_line()])
    return J(body(p, rng, twin) + [rng.choice(p.final_sentences(v)), tail]), "plain+" + (
        "check" if len(tail) < 60 else "verify"
    )


def pat_answer_is_long_tail(p, rng, v, twin):
    """'So the answer is X.' followed by a LONG verification (> 4,000 chars) that restates nothing."""
    t = tex(p, v)
    head = rng.choice(
        [
            f"So the answer is ${t}$.",
            f"Therefore, the answer is {t}.",
            f"The answer is **{t}**.",
            f"The final answer is ${t}$.",
            f"**Answer:** ${t}$",
        ]
    )
    b = body(p, rng, twin, tgt=2500)
    tail, i = [], 3
    while len(J(tail)) < 4500:
        tail.append(rng.choice(DOUBLE_CHECK) + "\n\n" + p.extras(i))
        i += 1
    end = rng.choice(
        ["Everything is consistent.", p.check_line(), "All the checks agree, so I am confident in the result."]
    )
    return J(b + [head] + tail + [end]), head.split()[0] + "|" + ("check" if "✓" in end else "words")


def pat_mcq_after(p, rng, v, twin):
    b = body(p, rng, twin)
    st = rng.choice(["answer_is", "answer_colon", "boxed_sentence"])
    recap = "Recap of the options:\n" + "\n".join(
        f"- ({L}) {o}: " + ("prime ✓" if o == p.p else "composite ✗") for L, o in zip(p.letters, p.opts, strict=True)
    )
    return J(b + [ending(p, v, st, rng), recap]), st + "+recap"


PATTERNS = {
    **{"end_" + s: pat_end(s) for s in END_STYLES},
    "inter_boxes": pat_inter_boxes,
    "correction": pat_correction,
    "correction_inline": pat_correction_inline,
    "reconfirm": pat_reconfirm,
    "verify_after": pat_verify_after,
    "check_last": pat_check_last,
    "think_closed": pat_think_closed,
    "think_unclosed": pat_think_unclosed,
    "think_empty": pat_think_empty,
    "answer_first": pat_answer_first,
    "table": pat_table,
    "list": pat_list,
    "chatter": pat_chatter,
    "restate": pat_restate,
    "verify_after_plain": pat_verify_after_plain,
    "answer_is_long_tail": pat_answer_is_long_tail,
    "chatter_plain": pat_chatter_plain,
}
NEGATIVE = {"think_unclosed", "think_empty"}  # both versions expected False


# ------------------------------------------------------------------ languages
def lang_case(L, fam, rng, twin_kind):
    p = fam(rng)
    mk = lang.PARTS[p.name]
    if twin_kind is None:
        v, mistake = p.val, False
    elif twin_kind == "mistake":
        v, mistake = p.W, True
    else:
        v, mistake = p.val + 1, False
    q, work, concl, extra, plain = mk(p, L, v, mistake)
    t = lang.T[L]
    style = rng.choice(
        ["boxed", "marker", "label", "plain", "plain", "correction", "correction_plain", "chatter", "verify"]
    )
    tgt = max(target_len(rng), MINLEN + 900)
    ex, i = [], 0
    cur = len(J(work)) + 800
    while cur < tgt and i < 40:
        e = extra(i)
        if cur + len(e) > MAXLEN - 800:
            break
        ex.append(e)
        cur += len(e)
        i += 1
    parts = work + ex + [concl]
    if style == "correction":
        # earlier wrong (or for the twin: earlier right) boxed value, then a correction in the language
        other = p.val + 2 if twin_kind is None else p.val
        parts = work + ex + [t["boxed"].format(v=other), t["wait"], t["fix"], concl, t["boxed"].format(v=v)]
    elif style == "correction_plain":
        other = p.val + 2 if twin_kind is None else p.val
        parts = work + ex + [t["boxed"].format(v=other), t["wait"], t["fix"], concl, plain]
    elif style == "chatter":
        parts += [t["boxed"].format(v=v), t["chatter"]]
    elif style == "verify":
        parts += [t["label"].format(v=v), t["recheck"] + " " + extra(3) + "\n\n" + t["ok"]]
    elif style == "plain":
        parts += [plain]
    else:
        parts += [t[style].format(v=v)]
    return q, p.gold, J(parts), style


# ------------------------------------------------------------------ MCQ
def mcq_case(rng, twin):
    p = MCQ(rng)
    v = p.val if twin is None else p.near()[twin]
    style = rng.choice(END_STYLES)
    b = body(p, rng, "mistake" if twin == "mistake" else None)
    resp = J(b + [ending(p, v, style, rng)])
    return p, resp, style


# ------------------------------------------------------------------ assemble
def cases(seed=1):
    rng = random.Random(seed)
    out = []

    def add(pattern, variant, fam, q, resp, gold, expected, twin_of=None, kind="right", choices=None, detail=""):
        out.append(
            dict(
                id=len(out),
                pattern=pattern,
                variant=variant,
                family=fam,
                question=q,
                response=resp,
                gold=gold,
                expected=expected,
                kind=kind,
                twin_of=twin_of,
                choices=choices,
                detail=detail,
            )
        )
        return len(out) - 1

    def gen(fn, p, v, twin):
        for _ in range(8):
            r = fn(p, rng, v, twin)
            resp = r[0] if isinstance(r, tuple) else r
            if MINLEN <= len(resp) <= MAXLEN:
                break
        return r

    per_pattern = {name: 14 for name in PATTERNS}
    per_pattern.update(
        {
            "correction": 26,
            "correction_inline": 20,
            "inter_boxes": 22,
            "restate": 24,
            "think_closed": 22,
            "verify_after": 16,
            "check_last": 16,
            "table": 20,
            "list": 14,
            "chatter": 16,
            "answer_first": 16,
            "think_unclosed": 10,
            "think_empty": 6,
            "verify_after_plain": 16,
            "answer_is_long_tail": 20,
            "chatter_plain": 16,
        }
    )
    for name, fn in PATTERNS.items():
        for k in range(per_pattern[name]):
            fam = (
                SINGLE[k % len(SINGLE)]
                if name != "restate"
                else [IE, LOAN, DIGITS_, SERIES, MOD, PROB_, HYP_, LIN][k % 8]
            )
            p = fam(rng)
            r = gen(fn, p, p.val, None)
            resp, var = r if isinstance(r, tuple) else (r, name)
            neg = name in NEGATIVE
            i = add(name, var, p.name, p.question, resp, p.gold, not neg, kind="negative" if neg else "right")
            # twin: same random stream position not needed; rebuild with the same problem
            tk, tv = pick_twin(p, rng)
            if name in ("correction", "correction_inline"):
                tk, tv = "retracted_right", p.near()["mistake"]
                r2 = gen(fn, p, tv, "retracted")
            elif name == "answer_first":
                tk, tv = "mistake", p.near()["mistake"]
                r2 = gen(fn, p, tv, "mistake")
            else:
                r2 = gen(fn, p, tv, tk)
            resp2, var2 = r2 if isinstance(r2, tuple) else (r2, name)
            add(
                name, var2, p.name, p.question, resp2, p.gold, False, twin_of=i, kind="twin", detail=f"{tk}={p.tex(tv)}"
            )
    # multipart
    for k in range(30):
        p = (QUAD if k % 2 else GCDLCM)(rng)
        resp, var = pat_multipart(p, rng, p.val, None)
        i = add("multipart", var, p.name, p.question, resp, p.gold, True)
        tk, tv = pick_twin(p, rng)
        resp2, var2 = pat_multipart(p, rng, tv, tk)
        add(
            "multipart",
            var2,
            p.name,
            p.question,
            resp2,
            p.gold,
            False,
            twin_of=i,
            kind="twin",
            detail=f"{tk}={p.tex(tv)}",
        )
    # MCQ
    for k in range(24):
        p, resp, var = mcq_case(rng, None)
        ch = p.choices if k % 2 else None
        i = add("mcq", var + ("|choices" if ch else ""), p.name, p.question, resp, p.gold, True, choices=ch)
        # twin from the same problem
        tk = rng.choice(["mistake", "adjacent"])
        tv = p.near()[tk]
        style = rng.choice(END_STYLES)
        b = body(p, rng, "mistake" if tk == "mistake" else None)
        add(
            "mcq",
            style + ("|choices" if ch else ""),
            p.name,
            p.question,
            J(b + [ending(p, tv, style, rng)]),
            p.gold,
            False,
            twin_of=i,
            kind="twin",
            choices=ch,
            detail=f"{tk}={tv}",
        )
    for k in range(12):
        p = MCQ(rng)
        ch = p.choices if k % 2 else None
        resp, var = pat_mcq_after(p, rng, p.val, None)
        i = add("mcq_after", var + ("|choices" if ch else ""), p.name, p.question, resp, p.gold, True, choices=ch)
        tk = rng.choice(["mistake", "adjacent"])
        tv = p.near()[tk]
        resp2, var2 = pat_mcq_after(p, rng, tv, tk)
        add(
            "mcq_after",
            var2 + ("|choices" if ch else ""),
            p.name,
            p.question,
            resp2,
            p.gold,
            False,
            twin_of=i,
            kind="twin",
            choices=ch,
            detail=f"{tk}={tv}",
        )
    # languages
    for L in ["zh", "fr", "es", "de"]:
        for k in range(15):
            fam = [LIN, IE, SERIES][k % 3]
            st = rng.getstate()
            q, gold, resp, style = lang_case(L, fam, rng, None)
            i = add("lang_" + L, style, fam.name, q, resp, gold, True)
            rng2 = random.Random(k * 7919 + ord(L[0]))
            rng.setstate(st)  # same problem for the twin
            tk = rng2.choice(["mistake", "off_by_one"])
            q2, gold2, resp2, style2 = lang_case(L, fam, rng, tk)
            assert gold2 == gold
            add("lang_" + L, style2, fam.name, q2, resp2, gold, False, twin_of=i, kind="twin", detail=tk)
    return out


def _sealed_split():
    """bench/sealed.py: which cases are sealed (never graded or shown here)."""
    spec = importlib.util.spec_from_file_location("sealed", Path(__file__).resolve().parents[2] / "sealed.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=3, help="failures to print per cluster")
    ap.add_argument("--out", type=Path, metavar="DIR", help="write results.jsonl here")
    a = ap.parse_args()
    from hardmath.equivalence import grade

    cs = cases(a.seed)
    sealed = _sealed_split()
    cs = [c for c in cs if not sealed.is_sealed(sealed.long_key(c))]
    print(f"development split only: {len(cases(a.seed)) - len(cs)} sealed cases left out (bench/sealed.py)")
    lens = [len(c["response"]) for c in cs]
    bad_len = [c["id"] for c in cs if not (MINLEN <= len(c["response"]) <= MAXLEN)]
    t0 = time.time()
    for c in cs:
        try:
            v = grade(c["response"], c["gold"], question=c["question"], choices=c["choices"])
            c["got"] = bool(v)
            c["answer"] = v.answer
            c["reason"] = v.reason
            c["status"] = v.status
        except Exception as e:  # noqa: BLE001
            c["got"], c["answer"], c["reason"], c["status"] = False, None, f"EXC {e!r}", "exception"
        c["ok"] = c["got"] == c["expected"]
    dt = time.time() - t0
    if a.out:
        a.out.mkdir(parents=True, exist_ok=True)
        with open(a.out / "results.jsonl", "w", encoding="utf-8") as f:
            f.writelines(json.dumps(c, ensure_ascii=False) + "\n" for c in cs)
    n = len(cs)
    acc = sum(c["ok"] for c in cs) / n
    right = [c for c in cs if c["kind"] == "right"]
    twins = [c for c in cs if c["kind"] == "twin"]
    negs = [c for c in cs if c["kind"] == "negative"]
    print(
        f"cases={n}  len min/median/max={min(lens)}/{sorted(lens)[n // 2]}/{max(lens)}  out-of-range={len(bad_len)}  grade time={dt:.1f}s"
    )
    print(
        f"accuracy={acc:.4f}  recall(right)={sum(c['got'] for c in right)}/{len(right)}  "
        f"FP(twins)={sum(c['got'] for c in twins)}/{len(twins)}  FP(negatives)={sum(c['got'] for c in negs)}/{len(negs)}"
    )
    by = defaultdict(list)
    for c in cs:
        by[c["pattern"]].append(c)
    print(f"\n{'pattern':24s} {'n':>4s} {'acc':>6s} {'recall':>9s} {'FP':>7s}")
    for k, v in sorted(by.items()):
        r = [c for c in v if c["kind"] == "right"]
        t = [c for c in v if c["kind"] != "right"]
        print(
            f"{k:24s} {len(v):4d} {sum(c['ok'] for c in v) / len(v):6.3f} {sum(c['got'] for c in r):4d}/{len(r):<4d} {sum(c['got'] for c in t):3d}/{len(t):<3d}"
        )
    fails = [c for c in cs if not c["ok"]]
    print(f"\nfailures: {len(fails)}")
    for c in fails:
        print(
            f"- id={c['id']} {c['pattern']}/{c['variant']} fam={c['family']} kind={c['kind']} {c['detail']} gold={c['gold']!r} "
            f"expected={c['expected']} got={c['got']} answer={c['answer']!r} reason={c['reason']!r} len={len(c['response'])}"
        )
        print("    tail:", repr(c["response"][-260:]))
    if a.out:
        print(f"\nwrote {a.out / 'results.jsonl'}")


if __name__ == "__main__":
    main()
