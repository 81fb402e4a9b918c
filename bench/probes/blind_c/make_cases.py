#!/usr/bin/env python3
# ruff: noqa: B023 - the deck filters are called inside the loop iteration that defines them
"""Write cases.jsonl beside this script (blind labeled grader cases, set C) and README counts.

Deterministic: fixed seed, standard library only.  Reads the benchmark rows from
/work/shared/data (override with DATA_DIR env var).  Uses specs.py (golds, equivalent
renderings, wrong values) and templates.py (response formats) next to this file.
"""

import collections
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import templates as T  # noqa: E402
from specs import SPECS  # noqa: E402

DATA = os.environ.get("DATA_DIR", "/work/shared/data")
SEED = 20261202

BENCH = {"harp": "harp", "math_perturb": "math_perturb", "putnam": "putnam"}

YN_OK_NEG = {
    "self_consistency_majority",
    "conditional_answer",
    "openthoughts_solution_differs",
    "ja_corrected_think",
    "fr_corrected",
    "ru_truncated",
    "corrected_intermediate",
    "retracted_box",
    "think_vs_final_mismatch",
    "harmony_analysis_vs_final",
    "truncated_before_final",
    "json_scratch_vs_final",
    "answer_tag_vs_body",
    "final_boxed_overrides_bold",
    "tokens_chatml_corrected",
    "zh_corrected",
    "ko_corrected",
    "ar_corrected",
    "es_corrected",
    "hi_corrected",
    "right_in_restatement_only",
    "markdown_table_last_row",
}
MULTI_BAD_NEG = {
    "conditional_answer",
    "zh_hedge",
    "ko_hedge",
    "vi_hedge",
    "self_consistency_majority",
    "hedge_two_values",
    "hedge_most_likely",
    "question_back_to_user",
    "two_final_answers",
    "fr_hesitation",
    "ja_hedge",
    "checks_candidates_rejects_right",
}
YN_BAD_POS = {"python_then_statement", "boxed_wrong_then_corrected", "answer_first_then_explanation"}
YES_NO = {53, 70, 133, 135}
MULTI = {
    ("math_perturb/math_perturb_hard.jsonl", 154),
    ("math_perturb/math_perturb_hard.jsonl", 277),
    ("putnam/putnam_with_answers.jsonl", 213),
    ("putnam/putnam_with_answers.jsonl", 109),
    ("putnam/putnam_with_answers.jsonl", 42),
    ("math_perturb/math_perturb_simple.jsonl", 93),
}

_cache = {}


def row(path, i):
    if path not in _cache:
        with open(os.path.join(DATA, path), encoding="utf-8") as fh:
            _cache[path] = fh.readlines()
    return json.loads(_cache[path][i])


class Deck:
    def __init__(self, items, rng):
        self.items, self.rng, self.cur = list(items), rng, []

    def draw(self, ok):
        for _ in range(3):
            if not self.cur:
                self.cur = list(self.items)
                self.rng.shuffle(self.cur)
            for k, it in enumerate(self.cur):
                if ok(it):
                    return self.cur.pop(k)
            self.cur = []
        raise RuntimeError("no compatible template")


def main():
    rng = random.Random(SEED)
    pdeck, ndeck = Deck(T.P, rng), Deck(T.N, rng)
    mpdeck, mndeck = Deck(T.MP_, rng), Deck(T.MN_, rng)
    cases = []
    wrng = random.Random(SEED + 1)
    wcount = [0]
    for sp in SPECS:
        path, i = sp["f"], sp["i"]
        d = row(path, i)
        bench = path.split("/")[0]
        if bench == "putnam":
            q, gold = d["problem"], d["answer_text"]
        elif sp.get("mcq"):
            q, gold = d["problem"], d["answer_choice"]
        else:
            q, gold = d["problem"], d["answer"]
            assert gold == sp["gold"], (path, i, gold, sp["gold"])
        c = {"q": q, "bench": bench, "rng": rng}
        npos, nneg = sp["n"]
        items = []
        if sp.get("mcq"):
            L, V = d["answer_choice"], d["choices"][d["answer_choice"]]
            WL = sp["wl"]
            assert WL != L
            WV = d["choices"][WL]
            for _ in range(npos):
                fmt, sub, lang, fn = mpdeck.draw(lambda t: True)
                items.append((fn(L, V, c), True, f"{fmt}/{sub}", lang))
            for _ in range(nneg):
                fmt, sub, lang, fn = mndeck.draw(lambda t: True)
                items.append((fn(L, V, WL, WV, c), False, f"{fmt}/{sub}", lang))
        else:
            alts, wr = sp["alts"], sp["wr"]
            yn = bench == "putnam" and i in YES_NO
            multi = (path, i) in MULTI
            used = set()
            for k in range(npos):
                a = alts[k % len(alts)]

                def okp(t, a=a):
                    fmt, sub, lang, req, fn = t
                    if req == "int" and not T.isint(a):
                        return False
                    if lang != "en" and T.has_words(a):
                        return False
                    if yn and sub in YN_BAD_POS:
                        return False
                    return sub not in used

                fmt, sub, lang, req, fn = pdeck.draw(okp)
                used.add(sub)
                note = a[2]
                style = f"{fmt}/{sub}" + ("" if note == "canonical" else f"+{note}")
                items.append((fn(a, c), True, style, lang))
            for k in range(nneg):
                w = wr[k % len(wr)]
                r = alts[(k + 1) % len(alts)]

                def okn(t):
                    fmt, sub, lang, fn = t
                    if lang != "en" and (T.has_words(r) or T.has_words(w)):
                        return False
                    if yn and sub not in YN_OK_NEG:
                        return False
                    if multi and sub in MULTI_BAD_NEG:
                        return False
                    return sub not in used

                fmt, sub, lang, fn = ndeck.draw(okn)
                used.add(sub)
                resp = fn(r, w, c)
                wsub = sub
                if not resp.startswith(("<", "{", "[", "`")) and wrng.random() < 0.45:
                    wname, wfn = T.WRAPPERS[wcount[0] % len(T.WRAPPERS)]
                    wcount[0] += 1
                    resp = wfn(resp)
                    wsub = f"{sub}@{wname}"
                items.append((resp, False, f"{fmt}/{wsub}+{w[2]}", lang))
        for resp, label, style, lang in items:
            cases.append(
                {
                    "benchmark": bench,
                    "source_row": f"{path}:{i}",
                    "question": q,
                    "gold": gold,
                    "response": resp,
                    "label": label,
                    "style": style,
                    "language": lang,
                }
            )
    out = []
    for n, cs in enumerate(cases, 1):
        out.append(dict(id=f"c-{n:04d}", **cs))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as fh:
        for cs in out:
            fh.write(json.dumps(cs, ensure_ascii=False) + "\n")
    write_readme(out)
    print(len(out), "cases written")


def table(counter, head):
    lines = [f"| {head} | true | false | total |", "|---|---|---|---|"]
    for k in sorted(counter):
        t, f = counter[k][True], counter[k][False]
        lines.append(f"| {k} | {t} | {f} | {t + f} |")
    return "\n".join(lines)


def write_readme(out):
    by = {k: collections.defaultdict(collections.Counter) for k in ("benchmark", "format", "language")}
    lab = collections.Counter()
    for cs in out:
        lab[cs["label"]] += 1
        by["benchmark"][cs["benchmark"]][cs["label"]] += 1
        by["format"][cs["style"].split("/")[0]][cs["label"]] += 1
        by["language"][cs["language"]][cs["label"]] += 1
    styles = len({cs["style"].split("+")[0] for cs in out})
    txt = f"""# Set C: blind labeled responses for a math answer grader

Written without reading the grader, its docs, tests or other probe sets; only
`/work/shared/data` (and its README) was read, for problems and golds.

## Regenerate

    python3 make_cases.py          # writes cases.jsonl and this README (deterministic, seed {SEED})

Files: `make_cases.py` (driver), `specs.py` (which data rows; equivalent renderings of each gold and
non-equal values), `templates.py` (response formats). Standard library only. `DATA_DIR` overrides
`/work/shared/data`.

## Fields

`id`, `benchmark` (harp | math_perturb | putnam), `source_row` (`<file under /work/shared/data>:<0-based line>`),
`question` (the row's problem text as stored), `gold` (copied exactly as stored, JSON type kept: HARP default
`answer`; HARP MCQ rows (`harp/harp_mcq.jsonl`) use `answer_choice`, the letter; MATH-Perturb `answer`
(sometimes a JSON number); Putnam `answer_text`, a sentence), `response`, `label` (true iff the response's
final answer equals the gold), `style` (`<format>/<subtype>[+<notation of the answer given>]`), `language`
(ISO 639-1; `en` for English/neutral).

Note on MCQ cases: `question` is the stored problem text without the choices (it is stored that way);
positive MCQ responses give the correct letter (sometimes with its value), negatives end on another letter.

## Counts

Total: {len(out)} cases — {lab[True]} true, {lab[False]} false. Distinct format/subtype templates: {styles}.

### By benchmark
{table(by["benchmark"], "benchmark")}

### By format
{table(by["format"], "format")}

### By language
{table(by["language"], "language")}

## What is covered

Formats: reasoning traces (`<think>` closed, missing opening tag, `<seed:think>`, `<reasoning>`+`<answer>`,
`<thinking>`, Kimi `◁think▷`, OpenThoughts `<|begin_of_solution|>`, Gemini-style thought summaries, many
"Wait," corrections, truncation after the final answer), chat markdown (headings, tables, bullet lists,
blockquotes, emoji chat, Claude/o1 styles, User/Assistant transcript), special-token wrappers (ChatML,
Llama-3, Gemma, gpt-oss harmony channels, Mistral [INST], DeepSeek full-width bars, Phi, GLM box tokens,
Command-R START_RESPONSE, Granite roles; negatives are also wrapped in these about 40% of the time,
marked `@wrapper` in the style),
agent/tool output (bare JSON, fenced JSON, OpenAI tool_calls with string arguments, Hermes `<tool_call>`,
Anthropic XML invoke, smolagents `final_answer(...)`, ReAct `Final Answer:`, YAML, python + output blocks),
terse answers (bare, `ANSWER:`, `####`, Minerva sentence, boxed only, code fence only, answer followed
by a "Confidence: 85%" line), MathML, `\\boxed{{\\text{{…}}}}`, LaTeX (`\\fbox`,
`\\boxed{{answer = …}}`, `\\(...\\)`), HTML, 20 languages besides English (zh, ja, ko, ru, ar, fa, hi, bn, th, vi, fr, es,
de, pt, it, tr, id, pl, uk, he) incl. native digits (Arabic-Indic, Persian, Devanagari, Bengali, Thai,
full-width, Chinese numerals) and English number words; equivalent notations (decimals for fractions,
mixed numbers, percent, units, unsimplified radicals, powers, factorials, reordered sums/factors/sets,
set-builder / inequality for intervals, named components, ratios, thousands separators).

Hard negatives (about half): corrected intermediate, retracted boxed value, hedge between two values,
`<think>` conclusion contradicted by final, harmony analysis vs final channel, truncated before a final answer,
right value for an auxiliary variable, JSON scratchpad vs final_answer, tool output overridden, two final answers,
self-consistency majority vote for the wrong value, empty final `\\boxed{{}}`, conditional answers,
body vs `<answer>` tag, right value explicitly rejected, right value only named as "a common mistake",
question back to the user, wrong MCQ letter (incl. right value mapped to the wrong letter), and near-miss values
(rounded decimals, open vs closed endpoints, reciprocal, sign flip, off by one, missing element of a set,
incomplete `±`/"or" answers, reversed ratio/order/pair).
"""
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(txt)


if __name__ == "__main__":
    main()
