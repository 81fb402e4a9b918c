# ruff: noqa  (written by the blind writer of set A; kept as written, only formatted)
import json
import re
import sys

sys.path.insert(0, "/work/probe_a")
import os

from make_cases import digits, words
from problems import PROBLEMS

spec = {}
for _b, f, row, ok, bad, o in PROBLEMS:
    spec[(os.path.basename(f), row)] = (ok, bad, o)
C = [json.loads(l) for l in open("/work/probe_a/cases.jsonl")]


def forms(vals, o):
    out = set()
    for v in vals:
        out |= {v, v.replace("{,}", ",")}
    if o.get("int") is not None and vals is not None:
        pass
    return out


def has(text, v):
    return re.search(r"(?<![A-Za-z0-9.\\])" + re.escape(v) + r"(?![A-Za-z0-9.^_])", text) is not None


flags = []
for c in C:
    f, row = c["source_row"].split(" ")[0].split(":")
    ok, bad, o = spec[(f, int(row))]
    r = c["response"]
    tail = r[-260:]
    okf = forms(ok, o)
    if o.get("int") is not None:
        n = o["int"]
        okf |= {digits(n, s) for s in ["ar", "fw", "hi"]}
        if words(n):
            okf.add(words(n))
    if c["label"]:
        if not any(has(tail, v) for v in okf):
            flags.append(("POS-no-ok-in-tail", c["id"]))
    else:
        if c["style"] in (
            "hedge",
            "mcq_hedge",
            "retract_to_wrong",
            "retract_no_answer",
            "multi_box_last_wrong",
            "long_cot_revised_wrong",
        ):
            continue
        if any(has(r, v) for v in okf):
            flags.append(("NEG-has-ok", c["id"]))
print(len(flags))
for fl in flags:
    print(fl)
