#!/usr/bin/env python3
"""Generate set ZN: blind labelled model responses for a math answer grader.

Standard library only, deterministic (fixed seed). Reads /work/shared/data, writes
cases.jsonl and README.md next to this script.
"""
import json
import os
import random
import re
from collections import Counter
from fractions import Fraction

SEED = 20261202
DATA = "/work/shared/data"
HERE = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(SEED)


def load(rel):
    out = []
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        for i, line in enumerate(f):
            line = line.strip()
            if line:
                out.append((i, json.loads(line)))
    return out


# ---------------------------------------------------------------- gold parsing
def strip_dollars(s):
    s = str(s).strip()
    if s.startswith("$") and s.endswith("$") and len(s) >= 2:
        s = s.strip("$").strip()
    return s


def parse_gold(g):
    """Return dict(kind=..., val=Fraction, unit=str, pct=bool, tex=str)."""
    tex = strip_dollars(g)
    s = tex
    unit = ""
    m = re.match(r"^(.*?)\\(?:text|mbox|textrm)\{\s*([A-Za-z][A-Za-z .]*?)\s*\}\s*$", s)
    if m and re.search(r"\d", m.group(1)):
        s, unit = m.group(1).strip(), m.group(2).strip()
    pct = False
    if s.endswith("\\%"):
        s, pct = s[:-2].strip(), True
    s2 = s.replace("\\!", "").replace("{,}", ",").replace(" ", "")
    neg = 1
    if s2.startswith("-"):
        neg, s2 = -1, s2[1:]
    val = None
    if re.fullmatch(r"\d+", s2):
        val = Fraction(int(s2))
    elif re.fullmatch(r"\d{1,3}(,\d{3})+", s2):
        val = Fraction(int(s2.replace(",", "")))
    elif re.fullmatch(r"\d+\.\d+", s2):
        val = Fraction(s2)
    else:
        m = re.fullmatch(r"\\[dt]?frac\{?(\d+)\}?\{?(\d+)\}?", s2)
        if m and int(m.group(2)) != 0:
            val = Fraction(int(m.group(1)), int(m.group(2)))
        else:
            m = re.fullmatch(r"(\d+)\\[dt]?frac\{(\d+)\}\{(\d+)\}", s2)
            if m and int(m.group(3)) != 0 and int(m.group(2)) < int(m.group(3)):
                val = int(m.group(1)) + Fraction(int(m.group(2)), int(m.group(3)))
            else:
                m = re.fullmatch(r"(\d+)/(\d+)", s2)
                if m and int(m.group(2)) != 0:
                    val = Fraction(int(m.group(1)), int(m.group(2)))
    if val is None:
        return {"kind": "other", "tex": tex}
    val = neg * val
    return {"kind": "num", "val": val, "unit": unit, "pct": pct, "tex": tex}


# ---------------------------------------------------------------- number rendering
EN_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
           "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def en_words(n):
    if n < 0:
        return "negative " + en_words(-n)
    if n < 20:
        return EN_ONES[n]
    if n < 100:
        return EN_TENS[n // 10] + ("" if n % 10 == 0 else "-" + EN_ONES[n % 10])
    if n < 1000:
        r = n % 100
        return EN_ONES[n // 100] + " hundred" + ("" if r == 0 else " " + en_words(r))
    if n < 1000000:
        r = n % 1000
        return en_words(n // 1000) + " thousand" + ("" if r == 0 else " " + en_words(r))
    return str(n)


ZH_D = "零一二三四五六七八九"


def zh_words(n):
    if n < 0:
        return "负" + zh_words(-n)
    if n < 10:
        return ZH_D[n]
    if n < 20:
        return "十" + ("" if n == 10 else ZH_D[n - 10])
    if n < 100:
        return ZH_D[n // 10] + "十" + ("" if n % 10 == 0 else ZH_D[n % 10])
    if n < 1000:
        r = n % 100
        s = ZH_D[n // 100] + "百"
        if r == 0:
            return s
        if r < 10:
            return s + "零" + ZH_D[r]
        return s + (ZH_D[r // 10] + "十" + ("" if r % 10 == 0 else ZH_D[r % 10]))
    return str(n)


def digits_map(s, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
DEVANAGARI = "०१२३४५६७८९"
FULLWIDTH = "０１２３４５６７８９"


def dec_str(fr, places=None):
    """Exact decimal string if terminating, else None."""
    d = fr.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if d != 1:
        return None
    neg = fr < 0
    fr = abs(fr)
    ip = fr.numerator // fr.denominator
    rem = fr - ip
    digs = ""
    while rem:
        rem *= 10
        digs += str(rem.numerator // rem.denominator)
        rem -= rem.numerator // rem.denominator
    s = str(ip) + ("." + digs if digs else "")
    return ("-" if neg else "") + s


def frac_forms(fr, words=True):
    """Equivalent renderings of a rational value (list of strings)."""
    forms = []
    if fr.denominator == 1:
        n = fr.numerator
        forms += [str(n), "$%d$" % n]
        if abs(n) >= 1000:
            forms.append(f"{n:,}")
        if 0 <= n < 1000000 and rng.random() < 0.5 and words:
            forms.append(en_words(n))
        if rng.random() < 0.3:
            forms.append(str(n) + ".0")
    else:
        a, b = fr.numerator, fr.denominator
        sa = "-" if a < 0 else ""
        forms += ["%d/%d" % (a, b), "\\frac{%d}{%d}" % (a, b), "%s\\dfrac{%d}{%d}" % (sa, abs(a), b),
                  "\\tfrac{%d}{%d}" % (a, b)]
        ds = dec_str(fr)
        if ds:
            forms.append(ds)
        forms.append("%d/%d" % (2 * a, 2 * b) if rng.random() < 0.2 else "(%d)/(%d)" % (a, b))
        if abs(a) > b and a > 0:
            ip = a // b
            forms.append("%d\\frac{%d}{%d}" % (ip, a - ip * b, b))
    return forms


def render_true(p, lang="en"):
    """A right answer in some natural notation (string), and a short tag."""
    if p["kind"] != "num":
        t = p["tex"]
        opts = [t, t.replace("\\dfrac", "\\frac"), t.replace("\\frac", "\\dfrac")]
        return rng.choice(opts)
    v = p["val"]
    if p["pct"]:
        ds = dec_str(v)
        opts = [strip_dollars(p["tex"])]
        if ds:
            opts += [ds + "%", ds + " percent"]
        return rng.choice(opts)
    f = rng.choice(frac_forms(v, words=(lang == "en")))
    if p["unit"]:
        u = p["unit"]
        f = rng.choice([f + " " + u, f + "\\text{ " + u + "}", f + " " + u])
    return f


def wrong_values(p, pool):
    """Candidate wrong answers (strings) that are clearly not equal to gold."""
    out = []
    if p["kind"] == "num":
        v = p["val"]
        cands = []
        if v.denominator == 1:
            cands += [v + 1, v - 1, v + 2, 2 * v, v * 10 if v else Fraction(1)]
            if v != 0:
                cands.append(-v)
        else:
            cands += [1 / v if v else v + 1, v + Fraction(1, v.denominator), -v, v * 2,
                      Fraction(v.numerator + 1, v.denominator)]
            if dec_str(v) is None:
                # close-but-not-equal decimal (truncated/wrongly rounded)
                approx = Fraction(int(v * 100), 100) - Fraction(1, 100)
                cands.append(approx)
        for c in cands:
            if c != v:
                if c.denominator == 1:
                    s = str(c.numerator)
                else:
                    s = rng.choice(["%d/%d" % (c.numerator, c.denominator),
                                    "\\frac{%d}{%d}" % (c.numerator, c.denominator)])
                    ds = dec_str(c)
                    if ds and rng.random() < 0.4:
                        s = ds
                if p["pct"]:
                    s += "\\%"
                elif p["unit"]:
                    s += " " + p["unit"]
                out.append(s)
        return out
    t = p["tex"]
    digs = [m.start() for m in re.finditer(r"\d", t)
            if not re.search(r"\}\^\{?$", t[:m.start()]) and not re.search(r"\[\d*$", t[:m.start()])]
    if digs:
        i = rng.choice(digs)
        d = int(t[i])
        bad = {d}
        if re.search(r"\\sqrt\{?$|\^\{?$|\\frac\{[^{}]*\}\{$", t[:i]) and not (i + 1 < len(t) and t[i + 1].isdigit()):
            bad |= {1}
        nd = str(rng.choice([x for x in range(1, 10) if x not in bad]))
        if True:
            w = t[:i] + nd + t[i + 1:]
            out.append(w)
    if t.startswith("-"):
        out.append(t[1:])
    elif re.fullmatch(r"[0-9\\a-z{}\s\+\-\*/\^\(\)]+", t) and "," not in t and "or" not in t and "pm" not in t \
            and "mp" not in t and "text" not in t:
        out.append("-" + ("(" + t + ")" if re.search(r"[\+\-]", t) else t))
    # fall back on another problem's gold with a different normal form
    for _ in range(20 if (pool and not out) else 0):
        o = rng.choice(pool)
        if norm(o).replace("{", "").replace("}", "") != norm(t).replace("{", "").replace("}", "") and o \
                and parse_gold(o)["kind"] == "other":
            out.append(o)
            break
    return out


def norm(s):
    return re.sub(r"\s|\\[dt]?frac|\\left|\\right|\$|\\!|\\,", "", str(s))


# ---------------------------------------------------------------- language packs
L = {
    "en": dict(final="The final answer is", so="Therefore", step="Let me work through this step by step.",
               wait="Wait, let me double-check that.", check="Let me verify:", sure="I'm fairly confident.",
               hedge="I can't decide between {a} and {b}; both seem plausible from my work.",
               answer="Answer", given="We are asked:"),
    "es": dict(final="La respuesta final es", so="Por lo tanto", step="Resolvamos el problema paso a paso.",
               wait="Espera, déjame revisarlo.", check="Verificación:", sure="Estoy bastante seguro.",
               hedge="No puedo decidir entre {a} y {b}; ambos parecen posibles.",
               answer="Respuesta", given="Se pide:"),
    "fr": dict(final="La réponse finale est", so="Donc", step="Résolvons le problème étape par étape.",
               wait="Attendez, vérifions cela.", check="Vérification :", sure="J'en suis assez sûr.",
               hedge="J'hésite entre {a} et {b} ; les deux semblent possibles.",
               answer="Réponse", given="On cherche :"),
    "de": dict(final="Die endgültige Antwort ist", so="Also", step="Lösen wir das Schritt für Schritt.",
               wait="Moment, das prüfe ich noch einmal.", check="Probe:", sure="Ich bin ziemlich sicher.",
               hedge="Ich schwanke zwischen {a} und {b}; beides scheint möglich.",
               answer="Antwort", given="Gesucht ist:"),
    "zh": dict(final="最终答案是", so="因此", step="我们一步一步来解。", wait="等等，我再检查一下。",
               check="验证：", sure="我比较有把握。", hedge="我无法在 {a} 和 {b} 之间确定，两者似乎都有可能。",
               answer="答案", given="题目要求："),
    "ja": dict(final="最終的な答えは", so="したがって", step="順を追って解いていきます。", wait="待って、もう一度確認します。",
               check="検算：", sure="かなり自信があります。", hedge="{a} と {b} のどちらか決めきれません。",
               answer="答え", given="求めるもの："),
    "ru": dict(final="Окончательный ответ:", so="Следовательно", step="Решим задачу по шагам.",
               wait="Подождите, перепроверю.", check="Проверка:", sure="Я вполне уверен.",
               hedge="Не могу выбрать между {a} и {b}; оба варианта кажутся возможными.",
               answer="Ответ", given="Требуется найти:"),
    "ar": dict(final="الإجابة النهائية هي", so="إذن", step="لنحل المسألة خطوة بخطوة.", wait="لحظة، دعني أتحقق من ذلك.",
               check="التحقق:", sure="أنا واثق إلى حد كبير.", hedge="لا أستطيع الاختيار بين {a} و {b}؛ كلاهما ممكن.",
               answer="الإجابة", given="المطلوب:"),
    "hi": dict(final="अंतिम उत्तर है", so="इसलिए", step="आइए इसे चरण दर चरण हल करें।", wait="रुकिए, मैं इसे दोबारा जाँचता हूँ।",
               check="जाँच:", sure="मुझे काफ़ी भरोसा है।", hedge="मैं {a} और {b} के बीच तय नहीं कर पा रहा हूँ।",
               answer="उत्तर", given="पूछा गया है:"),
    "pt": dict(final="A resposta final é", so="Portanto", step="Vamos resolver passo a passo.",
               wait="Espere, deixe-me verificar.", check="Verificação:", sure="Estou bastante confiante.",
               hedge="Não consigo decidir entre {a} e {b}.", answer="Resposta", given="Pede-se:"),
    "ko": dict(final="최종 답은", so="따라서", step="단계별로 풀어 보겠습니다.", wait="잠깐, 다시 확인해 보겠습니다.",
               check="검증:", sure="꽤 확신합니다.", hedge="{a}와 {b} 중 어느 쪽인지 결정하지 못하겠습니다.",
               answer="답", given="구하는 것:"),
}


def working(row, bench, lang, wrong_hint=None, drop_gold=False, max_len=1800):
    """Some working text. For HARP we reuse the human solution (boxes removed)."""
    if bench == "harp" and row.get("solution_1") and lang == "en":
        sol = row["solution_1"]
        sol = re.sub(r"\\boxed\{((?:[^{}]|\{[^{}]*\})*)\}", r"\1", sol)
        sol = re.sub(r"\\textbf\{\(([A-E])\)[^}]*\}", "", sol)
        sol = re.sub(r"\(\s*\\mathrm\s*\{\s*\(?[A-E]\)?\s*\}\s*\)", "", sol)
        if drop_gold:
            sol = sol[: max(80, len(sol) // 2)]
            g = strip_dollars(row.get("answer", ""))
            cut = [sol.find(x) for x in (g, "answer", "Answer") if x and sol.find(x) >= 0]
            if cut:
                sol = sol[: min(cut)]
        if len(sol) > max_len:
            sol = sol[:max_len].rsplit(" ", 1)[0] + " ..."
        return sol
    P = L[lang]
    q = row["problem"]
    first = q.split(".")[0][:160]
    if lang == "en":
        lines = [f"{P['given']} {first}...", "Set up the relevant quantities and simplify.",
                 "Checking the constraints, the cases reduce to one configuration."]
    else:
        lines = [P["step"], f"{P['given']} {first}...", P["check"] + " OK."]
    return "\n".join(lines)


# ---------------------------------------------------------------- format wrappers
# Each wrapper: f(ctx) -> response string. ctx has question, final (string to commit to),
# work (working text), lang, pre (text inserted before the final commitment, e.g. a
# retraction), extra (observation text), answer_in_tool (string printed by the tool).

def fmt_think_boxed(c):
    P = L[c["lang"]]
    return (f"<think>\n{P['step']}\n{c['work']}\n{c['pre']}\n</think>\n\n"
            f"{P['so']}, $\\boxed{{{c['final']}}}$.")


def fmt_think_plain(c):
    P = L[c["lang"]]
    return (f"<think>\nOkay, so the problem asks: {c['question'][:200]}\n\n{c['work']}\n{c['pre']}\n"
            f"So the answer should be {c['final']}.\n</think>\n\n**{P['answer']}:** {c['final']}")


def fmt_harmony(c):
    P = L[c["lang"]]
    return ("<|start|>assistant<|channel|>analysis<|message|>" + c["work"] + "\n" + c["pre"] +
            "<|end|><|start|>assistant<|channel|>final<|message|>" +
            f"{P['final']} **{c['final']}**.<|return|>")


def fmt_md_bold(c):
    P = L[c["lang"]]
    return (f"## {P['step']}\n\n{c['work']}\n\n{c['pre']}\n\n---\n\n**{P['final']} ${c['final']}$**")


def fmt_md_table(c):
    P = L[c["lang"]]
    return (f"### Solution\n\n{c['work']}\n\n{c['pre']}\n\n| Quantity | Value |\n|---|---|\n"
            f"| {P['answer']} | ${c['final']}$ |\n")


def fmt_json_final(c):
    obj = {"reasoning": (c["work"] + " " + c["pre"]).strip()[:1200], "final_answer": c["final"]}
    return json.dumps(obj, ensure_ascii=False, indent=2)


def fmt_json_fenced(c):
    obj = {"status": "ok", "answer": c["final"], "confidence": round(rng.uniform(0.6, 0.97), 2)}
    return ("Here is the structured result:\n\n```json\n" + json.dumps(obj, ensure_ascii=False, indent=2) +
            "\n```" + ("\n\nNote: " + c["pre"] if c["pre"] else ""))


def fmt_python_exec(c):
    code = ("from sympy import *\n# model the problem\nres = solve_problem()  # see derivation above\n"
            "print(res)")
    return (f"{c['work']}\n\nLet me confirm numerically.\n\n```python\n{code}\n```\n\n```output\n"
            f"{c['tool_out']}\n```\n\n{c['pre']}\n\n{L[c['lang']]['final']} $\\boxed{{{c['final']}}}$.")


def fmt_react(c):
    return (f"Thought: I need to solve: {c['question'][:160]}\n"
            f"Action: python\nAction Input: {{\"code\": \"compute()\"}}\n"
            f"Observation: {c['tool_out']}\n"
            f"Thought: {c['pre'] or 'The observation matches my derivation.'}\n"
            f"Final Answer: {c['final']}")


def fmt_openai_toolcalls(c):
    msgs = [
        {"role": "assistant", "content": None, "tool_calls": [{"id": "call_%05d" % rng.randrange(99999),
          "type": "function", "function": {"name": "python", "arguments": json.dumps({"code": "print(answer())"})}}]},
        {"role": "tool", "tool_call_id": "call_x", "content": c["tool_out"]},
        {"role": "assistant", "content": (c["pre"] + " " if c["pre"] else "") +
         f"The answer is {c['final']}."},
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=1)


def fmt_submit_call(c):
    return (f"{c['work']}\n\n{c['pre']}\n\n<tool_call>\n" +
            json.dumps({"name": "submit_answer", "arguments": {"answer": c["final"]}}, ensure_ascii=False) +
            "\n</tool_call>")


def fmt_anthropic_blocks(c):
    blocks = {"id": "msg_01" + "%08x" % rng.getrandbits(32), "type": "message", "role": "assistant",
              "content": [{"type": "thinking", "thinking": (c["work"][:600] + " " + c["pre"]).strip()},
                          {"type": "text", "text": f"{L[c['lang']]['final']} {c['final']}."}],
              "stop_reason": "end_turn"}
    return json.dumps(blocks, ensure_ascii=False, indent=2)


def fmt_api_completion(c):
    obj = {"id": "chatcmpl-%x" % rng.getrandbits(40), "object": "chat.completion", "model": "some-model",
           "choices": [{"index": 0, "message": {"role": "assistant",
                        "content": f"{c['pre']} {L[c['lang']]['final']} \\boxed{{{c['final']}}}".strip()},
                        "finish_reason": "stop"}],
           "usage": {"prompt_tokens": rng.randrange(80, 400), "completion_tokens": rng.randrange(50, 3000)}}
    return json.dumps(obj, ensure_ascii=False)


def fmt_xml_answer(c):
    return f"<reasoning>\n{c['work']}\n{c['pre']}\n</reasoning>\n<answer>\n{c['final']}\n</answer>"


def fmt_terse(c):
    return c["final"] if not c["pre"] else c["pre"] + "\n" + c["final"]


def fmt_answer_first(c):
    P = L[c["lang"]]
    return f"**{P['answer']}: ${c['final']}$**\n\n{c['work']}\n\n{c['pre']}\n\n{P['sure']}"


def fmt_verify_chatter(c):
    P = L[c["lang"]]
    return (f"{c['work']}\n\n{c['pre']}\n\n{P['final']} \\(\\boxed{{{c['final']}}}\\).\n\n{P['check']} "
            f"plugging the value back into the original conditions gives a consistent result.\n\n"
            "Let me know if you'd like a diagram or another method!")


def fmt_agent_log(c):
    return (f"[step 1] plan: parse problem, derive, verify with code\n[step 2] run_python -> {c['tool_out']}\n"
            f"[step 3] note: {c['pre'] or 'consistent'}\n[step 4] FINAL_ANSWER = {c['final']}\n[done]")


def fmt_yaml(c):
    fin = str(c["final"]).replace('"', '\\"')
    return f"```yaml\nproblem_id: auto\nsteps: 3\nnotes: \"{c['pre']}\"\nresult:\n  answer: \"{fin}\"\n```"


def fmt_jupyter(c):
    return (f"In [1]: ans = solve()\n\nIn [2]: ans\nOut[2]: {c['tool_out']}\n\n{c['pre']}\n\n"
            f"So the answer is **{c['final']}**.")


def fmt_mcp_result(c):
    obj = {"jsonrpc": "2.0", "id": rng.randrange(1, 99),
           "result": {"content": [{"type": "text", "text": f"{c['pre']} answer: {c['final']}".strip()}],
                      "isError": False}}
    return "Calling tool `math_solver`...\n\n" + json.dumps(obj, ensure_ascii=False, indent=2)


def fmt_final_line(c):
    P = L[c["lang"]]
    return f"{P['step']}\n\n{c['work']}\n\n{c['pre']}\n\n{P['answer']}: {c['final']}"


def fmt_multi_turn(c):
    return (f"user: {c['question'][:220]}\n\nassistant: I'll derive it and then check with the sandbox.\n"
            f"{c['work'][:700]}\n\n<tool name=\"sandbox.exec\">python3 check.py</tool>\n"
            f"<tool_result>\nstdout: {c['tool_out']}\nexit_code: 0\n</tool_result>\n\n"
            f"assistant: {c['pre'] + ' ' if c['pre'] else ''}Final: {c['final']}")


def fmt_gemini(c):
    obj = {"candidates": [{"content": {"role": "model", "parts": [
        {"text": (c["pre"] or "Computed the result and verified it.")},
        {"functionCall": {"name": "record_answer", "args": {"value": c["final"]}}}]},
        "finishReason": "STOP"}], "modelVersion": "model-x"}
    return json.dumps(obj, ensure_ascii=False, indent=2)


def fmt_code_var(c):
    fin = str(c["final"]).replace("\\", "\\\\").replace('"', '\\"')
    return (f"```python\n# brute force / exact check\nfrom fractions import Fraction\n...\nanswer = \"{fin}\"\n"
            f"print('answer =', answer)\n```\n\nOutput:\n```\nanswer = {c['final']}\n```"
            + (f"\n\n{c['pre']}" if c["pre"] else ""))


def fmt_final_answer_display(c):
    return (f"{c['work']}\n\n{c['pre']}\n\n**Final Answer**\n\n\\[\n\\boxed{{{c['final']}}}\n\\]")


def fmt_fbox(c):
    P = L[c["lang"]]
    return f"{c['work']}\n\n{c['pre']}\n\n{P['so']}: $\\fbox{{{c['final']}}}$"


def fmt_numbered(c):
    P = L[c["lang"]]
    steps = [x for x in c["work"].split("\n") if x.strip()][:6]
    body = "\n".join(f"{k}. {x.strip()}" for k, x in enumerate(steps, 1))
    return f"{body}\n\n{c['pre']}\n\n> **{P['answer']}:** {c['final']}"


def fmt_responses_api(c):
    obj = {"id": "resp_%x" % rng.getrandbits(48), "object": "response", "status": "completed",
           "output": [{"type": "reasoning", "summary": [{"type": "summary_text",
                                                          "text": (c["pre"] or "Solved and double-checked.")}]},
                      {"type": "message", "role": "assistant",
                       "content": [{"type": "output_text", "text": f"{L[c['lang']]['final']} {c['final']}."}]}]}
    return json.dumps(obj, ensure_ascii=False, indent=2)


def fmt_swe_submit(c):
    return (f"DISCUSSION\nI wrote a quick script to check the result.\n\n```\npython solve.py\n```\n"
            f"{c['tool_out']}\n\n(Open file: solve.py)\n(Current directory: /workspace)\nbash-$ "
            + (f"\nDISCUSSION\n{c['pre']}\n" if c["pre"] else "") +
            f"\n```\nsubmit --answer \"{c['final']}\"\n```")


FORMATS = {
    "chat_markdown/final_answer_display_boxed": fmt_final_answer_display,
    "boxed/fbox_variant": fmt_fbox,
    "chat_markdown/numbered_steps_blockquote": fmt_numbered,
    "api_response/responses_api_output": fmt_responses_api,
    "agent_trace/swe_agent_submit": fmt_swe_submit,
    "agent_trace/multi_turn_sandbox": fmt_multi_turn,
    "api_response/gemini_function_call": fmt_gemini,
    "code_exec/answer_variable": fmt_code_var,
    "think_tag/boxed_after_trace": fmt_think_boxed,
    "think_tag/bold_after_trace": fmt_think_plain,
    "channel_markers/harmony_final": fmt_harmony,
    "chat_markdown/bold_final_line": fmt_md_bold,
    "chat_markdown/table_answer": fmt_md_table,
    "agent_json/final_answer_field": fmt_json_final,
    "agent_json/fenced_structured": fmt_json_fenced,
    "code_exec/python_output_then_boxed": fmt_python_exec,
    "agent_trace/react_final_answer": fmt_react,
    "tool_calls/openai_messages": fmt_openai_toolcalls,
    "tool_calls/submit_answer_call": fmt_submit_call,
    "api_response/anthropic_blocks": fmt_anthropic_blocks,
    "api_response/chat_completion_json": fmt_api_completion,
    "xml_tags/answer_tag": fmt_xml_answer,
    "terse/value_only": fmt_terse,
    "answer_first/explain_after": fmt_answer_first,
    "verbose/verify_then_chatter": fmt_verify_chatter,
    "agent_trace/step_log": fmt_agent_log,
    "structured/yaml_block": fmt_yaml,
    "code_exec/jupyter_out": fmt_jupyter,
    "tool_calls/mcp_jsonrpc_result": fmt_mcp_result,
    "plain/answer_line": fmt_final_line,
}
FMT_NAMES = list(FORMATS)
AGENT_FMTS = [f for f in FMT_NAMES if f.split("/")[0] in
              ("agent_json", "agent_trace", "tool_calls", "api_response", "code_exec", "structured")]
ML_OK = ["think_tag/boxed_after_trace", "chat_markdown/bold_final_line", "plain/answer_line",
         "answer_first/explain_after", "channel_markers/harmony_final", "xml_tags/answer_tag",
         "api_response/anthropic_blocks", "agent_json/final_answer_field", "tool_calls/submit_answer_call",
         "chat_markdown/final_answer_display_boxed", "boxed/fbox_variant", "chat_markdown/numbered_steps_blockquote",
         "api_response/responses_api_output"]


SENTENCE_OK = ["agent_json/final_answer_field", "agent_json/fenced_structured", "agent_trace/react_final_answer",
               "tool_calls/submit_answer_call", "xml_tags/answer_tag", "terse/value_only", "structured/yaml_block",
               "tool_calls/mcp_jsonrpc_result", "plain/answer_line", "agent_trace/step_log",
               "agent_trace/multi_turn_sandbox", "api_response/gemini_function_call",
               "chat_markdown/numbered_steps_blockquote"]


def localize_num(s, lang):
    """Render pure-integer answers in native digits/words sometimes."""
    if not re.fullmatch(r"-?\d+", s):
        return s
    n = int(s)
    r = rng.random()
    if lang == "ar" and r < 0.6:
        return digits_map(s, ARABIC_INDIC)
    if lang == "hi" and r < 0.6:
        return digits_map(s, DEVANAGARI)
    if lang in ("zh", "ja") and r < 0.4 and 0 <= n < 1000:
        return zh_words(n)
    if lang in ("zh", "ja") and r < 0.6:
        return digits_map(s, FULLWIDTH)
    return s


# ---------------------------------------------------------------- case builder
def build(bench, rel, idx, row, question, gold, p, pool, want_true, lang):
    if lang != "en":
        fmt = rng.choice(ML_OK)
    elif rng.random() < 0.6:
        fmt = rng.choice(AGENT_FMTS)
    else:
        fmt = rng.choice(FMT_NAMES)
    P = L[lang]
    wrongs = wrong_values(p, pool) if p is not None else []
    true_ans = render_true(p, lang) if p is not None else None
    if true_ans is not None and fmt not in ("terse/value_only", "plain/answer_line", "xml_tags/answer_tag",
                                            "agent_json/final_answer_field", "tool_calls/submit_answer_call"):
        true_ans = strip_dollars(true_ans)
    scen_t = ["plain", "plain", "plain", "fix_wrong_attempt", "tool_wrong_then_fix"]
    scen_f = ["wrong_final", "wrong_final", "retract", "tool_right_final_wrong", "hedge", "truncated",
              "conflict", "no_answer", "wrong_final"]
    scen_t = scen_t + ["long_verify"]
    if lang != "en":
        scen_t = ["plain"]
        scen_f = ["wrong_final", "wrong_final", "hedge", "truncated", "wrong_final"]
    if not wrongs:
        scen_f = ["truncated"]
    scen = rng.choice(scen_t if want_true else scen_f)
    c = {"question": question, "lang": lang, "pre": "", "work": working(row, bench, lang),
         "tool_out": "", "final": ""}
    if want_true:
        fin = true_ans
        if lang != "en":
            fin = localize_num(fin, lang)
        c["final"] = fin
        c["tool_out"] = fin if rng.random() < 0.7 else fin + "  # exact"
        if scen == "fix_wrong_attempt" and wrongs:
            w = rng.choice(wrongs)
            c["pre"] = (f"My first attempt gave {w}, but that used the wrong case; "
                        f"{P['wait']} Correcting the arithmetic gives {fin}.")
        elif scen == "long_verify":
            w2 = working(row, bench, lang, max_len=5000)
            c["work"] = (w2 + "\n\n### Second approach (sanity check)\n\n" +
                         "Instead of the direct computation, let me recount using complementary reasoning. " +
                         "I'll enumerate the cases carefully, then compare with the first method.\n\n" +
                         "\n".join(rng.sample(["- Split by the parity of the first index; the two halves mirror each other.",
                                                "- The boundary configuration contributes nothing new.",
                                                "- Symmetry lets me count one orientation and double it.",
                                                "- The degenerate case is excluded by the problem's conditions.",
                                                "- Recomputing the key product by hand gives the same intermediate value."],
                                               rng.randint(2, 5))) +
                         "\n\nLet me redo the main computation once more, carefully, to be sure.\n\n" + w2 +
                         "\n\nBoth methods agree.")
            fmt = rng.choice(["think_tag/boxed_after_trace", "chat_markdown/bold_final_line",
                              "verbose/verify_then_chatter", "answer_first/explain_after"])
        elif scen == "tool_wrong_then_fix" and wrongs:
            w = rng.choice(wrongs)
            c["tool_out"] = w
            c["pre"] = (f"The tool printed {w}, but my script had an off-by-one in the loop bound. "
                        f"After fixing it the output is {fin}.")
        else:
            scen = "plain"
        resp = FORMATS[fmt](c)
        label = True
    else:
        label = False
        if scen == "truncated":
            c["work"] = working(row, bench, lang, drop_gold=True)
            full = FORMATS["think_tag/boxed_after_trace"](dict(c, final="", pre=""))
            resp = full.split("</think>")[0]
            resp = resp[: max(60, int(len(resp) * rng.uniform(0.5, 0.95)))]
            fmt = "truncated/cut_mid_trace"
        elif scen == "conflict":
            w = rng.choice(wrongs)
            resp = (f"{c['work']}\n\nSo the value is $\\boxed{{{strip_dollars(true_ans)}}}$.\n\n"
                    "Submitting via the grader tool:\n\n```json\n" +
                    json.dumps({"tool": "submit", "answer": w}, ensure_ascii=False) + "\n```")
            fmt = "tool_calls/prose_and_call_disagree"
        elif scen == "no_answer":
            resp = (f"{c['work'] if lang != 'en' else working(row, bench, lang, drop_gold=True)}\n\n"
                    "I wasn't able to finish the computation within the tool budget. "
                    "The sandbox timed out on the enumeration step, so I can't give a reliable final answer.\n\n"
                    + json.dumps({"status": "error", "final_answer": None, "error": "TimeoutError: exceeded 60s"}))
            fmt = "agent_json/error_no_answer"
        elif scen in ("hedge", "hedge_other"):
            a = true_ans if true_ans is not None else None
            b = rng.choice(wrongs) if wrongs else None
            if a is None or b is None:
                # no safe alternative value: cut off instead
                c["work"] = working(row, bench, lang, drop_gold=True)
                resp = ("<think>\n" + c["work"])[: 400] + "\n\n[max_tokens reached]"
                fmt = "truncated/max_tokens_marker"
            else:
                x, y = (a, b) if rng.random() < 0.5 else (b, a)
                resp = (f"{c['work']}\n\n" + P["hedge"].format(a=x, b=y) +
                        ("\n\nFinal answer: either " + x + " or " + y + "." if (lang == "en" and rng.random() < 0.5) else ""))
                fmt = "hedge/two_values_no_commit"
        else:
            w = rng.choice(wrongs)
            c["final"] = localize_num(w, lang) if lang != "en" else w
            c["tool_out"] = w
            if scen == "retract":
                c["pre"] = (f"This gives {true_ans}. {P['wait']} I dropped a factor earlier; "
                            f"redoing it properly gives {w} instead.")
            elif scen == "tool_right_final_wrong":
                c["tool_out"] = true_ans
                c["pre"] = (f"The script printed {true_ans}, but that counts a degenerate case I must "
                            f"exclude, so the actual value is {w}.")
            resp = FORMATS[fmt](c)
    resp = re.sub(r"\n{3,}", "\n\n", resp).strip()
    return {"benchmark": bench, "source_row": f"{rel}:{idx}", "question": question, "gold": gold,
            "response": resp, "label": label, "style": fmt, "language": lang, "_scen": scen}


def putnam_parts(ans):
    """(claim sentence, math segment or None) for a Putnam answer_text."""
    s = ans.strip()
    s2 = re.sub(r"^(Show|Prove) that\s+", "", s)
    claim = s2[0].upper() + s2[1:] if (s2 != s and s2[:1].isalpha()) else s2
    segs = re.findall(r"(?<!\$)\$([^$]+)\$(?!\$)", ans)
    seg = segs[-1] if segs else None
    return claim, seg, len(segs) == 1


def main():
    harp = load("harp/harp_default.jsonl")
    mps = [("math_perturb/math_perturb_simple.jsonl", i, r) for i, r in load("math_perturb/math_perturb_simple.jsonl")]
    mph = [("math_perturb/math_perturb_hard.jsonl", i, r) for i, r in load("math_perturb/math_perturb_hard.jsonl")]
    put = load("putnam/putnam_with_answers.jsonl")
    harp_pool = [strip_dollars(r["answer"]) for _, r in harp]
    mp_pool = [strip_dollars(r["answer"]) for _, _, r in mps + mph]

    N_H, N_M, N_P = 270, 90, 90
    langs_other = ["es", "fr", "de", "zh", "ja", "ru", "ar", "hi", "pt", "ko"]
    cases = []

    def pick_lang():
        return rng.choice(langs_other) if rng.random() < 0.22 else "en"

    hs = rng.sample(harp, N_H * 2)
    hs = [x for x in hs if len(strip_dollars(x[1]["answer"])) < 60 and not x[1]["multiple_choice_only"]][:N_H]
    for k, (i, r) in enumerate(hs):
        p = parse_gold(r["answer"])
        cases.append(build("harp", "harp/harp_default.jsonl", i, r, r["problem"], r["answer"], p,
                           harp_pool, k % 2 == 0, pick_lang()))
    ms = rng.sample(mps + mph, N_M)
    for k, (rel, i, r) in enumerate(ms):
        p = parse_gold(r["answer"])
        cases.append(build("math_perturb", rel, i, r, r["problem"], r["answer"], p, mp_pool,
                           k % 2 == 1, pick_lang()))
    ps = [x for x in put if len(x[1]["answer_text"]) < 130]
    rng.shuffle(ps)

    def falsifiable(r):
        cl, sg, sgl = putnam_parts(r["answer_text"])
        g = r["answer_text"]
        dig = sg is not None and re.search(r"\d", sg) and (
            re.search(r"(is|are|equals|equal|be|to)\s+\$" + re.escape(sg) + r"\$\.?\s*$", g)
            or (sgl and re.match(r"^(Show|Prove) that \$", g) and g.strip().endswith("$.") and "=" in sg))
        return bool(dig) or flip_claim(cl) is not None
    fal = [x for x in ps if falsifiable(x[1])]
    fal_ids = set(i for i, _ in fal[:38])
    rest = [x for x in ps if x[0] not in fal_ids]
    chosen_f = fal[:38] + rest[:N_P // 2 - 38]
    chosen_t = rest[N_P // 2 - 38: N_P // 2 - 38 + N_P // 2]
    ps = []
    for a, b in zip(chosen_t, chosen_f):
        ps += [a, b]
    for k, (i, r) in enumerate(ps):
        claim, seg, single = putnam_parts(r["answer_text"])
        lang = "en"
        want = k % 2 == 0
        if seg is not None:
            p = parse_gold(seg)
            if p["kind"] == "other":
                p = {"kind": "other", "tex": seg}
        else:
            p = None
        case = build_putnam(r, i, claim, seg, p, want, single)
        cases.append(case)

    rng.shuffle(cases)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for n, c in enumerate(cases, 1):
            c.pop("_scen", None)
            c = {"id": "zn-%04d" % n, **c}
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    write_readme(cases)


FLIPS = [
    (r"\bthe answer is no\b", "the answer is yes"), (r"\bThe answer is no\b", "The answer is yes"),
    (r"\bThe answer is yes\b", "The answer is no"), (r"\bthe answer is yes\b", "the answer is no"),
    (r"\bis odd\b", "is even"), (r"\bis even\b", "is odd"), (r"\bis true\b", "is false"),
    (r"\bis false\b", "is true"), (r"^Such ", "No such "), (r"^There are no such\b", "There are such"),
    (r"^No such (\w+) exists?", r"Such \1 exist"), (r"\bdoes not exist\b", "exists"),
    (r"\bis dense\b", "is not dense"), (r"\bmust be identically\b", "need not be identically"),
    (r"\bdoes follow\b", "does not follow"), (r"\bdoes not follow\b", "does follow"),
    (r"\bhas a winning strategy\b", "does not have a winning strategy"),
    (r"\bconverges\b", "diverges"), (r"\bdiverges\b", "converges"),
    (r"\bis not possible\b", "is possible"), (r"\bis possible\b", "is not possible"),
    (r"\bis irrational\b", "is rational"), (r"\bis rational\b", "is irrational"),
]


def lc(claim):
    w = claim.split(" ", 1)[0]
    if w in ("The", "This", "Such", "There", "It", "No", "Only", "All", "For", "We", "Every", "A", "An"):
        return claim[:1].lower() + claim[1:]
    return claim


def flip_claim(claim):
    if re.search(r"if and only if|iff", claim):
        return None
    for pat, sub in FLIPS:
        if re.search(pat, claim):
            return re.sub(pat, sub, claim, count=1)
    return None


PUTNAM_WORK = [
    "We analyze small cases, conjecture the pattern, and then prove it in general.",
    "First I restate the problem: {q}...\nI test the extreme configurations, then argue by induction.",
    "Plan: (1) compute examples numerically, (2) guess the closed form, (3) prove it.\nExamples computed with a short script agree with the guess.",
    "Key idea: use a generating function and compare coefficients. After simplification, the identity reduces to a telescoping sum.",
    "Consider the symmetric case first; by convexity the extremum is attained there. Checking the boundary confirms it.",
    "Step 1: reduce modulo small primes.\nStep 2: use the pigeonhole principle on residues.\nStep 3: construct an explicit example showing the bound is sharp.",
]


def build_putnam(r, i, claim, seg, p, want, single):
    question, gold = r["problem"], r["answer_text"]
    c = {"question": question, "lang": "en", "pre": "",
         "work": "We analyze small cases, conjecture the pattern, and then prove it in general.",
         "tool_out": "", "final": ""}
    fmt = rng.choice(FMT_NAMES)
    c["work"] = rng.choice(PUTNAM_WORK).format(q=question[:150].replace("{", "(").replace("}", ")"))
    wrong_seg = None
    eligible = seg is not None and re.search(r"\d", seg) and (
        re.search(r"(is|are|equals|equal|be|to)\s+\$" + re.escape(seg) + r"\$\.?\s*$", gold)
        or (single and re.match(r"^(Show|Prove) that \$", gold) and gold.strip().endswith("$.") and "=" in seg))
    if eligible and p is not None:
        if p["kind"] == "num":
            ws = wrong_values(p, [])
        else:
            ws = [w for w in wrong_values(p, []) if not w.startswith("-")]
        ws = [w for w in ws if norm(w) != norm(seg)]
        # only digit/sign mutations are safe for Putnam segments
        if ws:
            wrong_seg = ws[0]
    if want:
        if single and seg is not None and rng.random() < 0.6 and re.search(r"\bis \$[^$]+\$\.?$", gold):
            fin = render_true(p) if p["kind"] == "num" else seg
            c["final"] = fin
        else:
            c["final"] = claim
            if fmt not in SENTENCE_OK:
                fmt = rng.choice(SENTENCE_OK)
        c["tool_out"] = c["final"]
        resp = FORMATS[fmt](c)
        label = True
    else:
        label = False
        if wrong_seg is not None and rng.random() < 0.8:
            k = claim.rfind("$" + seg + "$")
            wrong_claim = claim[:k] + "$" + wrong_seg + "$" + claim[k + len(seg) + 2:]
            if rng.random() < 0.4:
                c["pre"] = f"At first it looks like {lc(claim)} {L['en']['wait']} " \
                           f"The small case check fails for that, so it must be different."
            c["final"] = wrong_claim if (rng.random() < 0.5 or not single
                                         or not re.search(r"\bis \$[^$]+\$\.?$", gold)) else wrong_seg
            if c["final"] != wrong_seg and fmt not in SENTENCE_OK:
                fmt = rng.choice(SENTENCE_OK)
            c["tool_out"] = wrong_seg
            resp = FORMATS[fmt](c)
        elif flip_claim(claim) is not None and rng.random() < 0.85:
            fc = flip_claim(claim)
            kind = rng.random()
            if kind < 0.3:
                resp = (f"{c['work']}\n\nIt is tempting to conclude: {lc(claim)} "
                        f"However, the construction breaks for small cases, so I conclude instead:\n\n**{fc}**")
                fmt = "retraction/flip_after_tempting_claim"
            elif kind < 0.45:
                resp = (f"{c['work']}\n\nI could not settle it. Either {lc(claim).rstrip('.')}, "
                        f"or {lc(fc).rstrip('.')}. I lean neither way without a full proof.")
                fmt = "hedge/two_claims_no_commit"
            else:
                c["final"] = fc
                c["tool_out"] = "checked n<=12: pattern holds"
                if fmt not in SENTENCE_OK:
                    fmt = rng.choice(SENTENCE_OK)
                resp = FORMATS[fmt](c)
        else:
            tk = rng.random()
            if tk < 0.35:
                resp = (f"<think>\nThe problem: {question[:300]}\n\n{c['work']}\n"
                        "Let me try n = 1, 2, 3 first and look for a pattern. For n = 1 the expression")
                fmt = "truncated/cut_mid_trace"
            elif tk < 0.7:
                resp = (f"Thought: {c['work']}\nAction: python\nAction Input: {{\"code\": \"import itertools\\n"
                        "best = None\\nfor n in range(1, 9):\\n    for perm in itertools.permutations(range(n)):")
                fmt = "truncated/agent_cut_mid_tool_call"
            else:
                resp = ('{"reasoning": "' + c["work"].replace('"', "'") +
                        ' Checking the boundary case, we get that the quantity is bounded by')
                fmt = "truncated/json_cut_before_final_field"
    resp = re.sub(r"\n{3,}", "\n\n", resp).strip()
    return {"benchmark": "putnam", "source_row": f"putnam/putnam_with_answers.jsonl:{i}",
            "question": question, "gold": gold, "response": resp, "label": label, "style": fmt,
            "language": "en"}


def write_readme(cases):
    def tab(counter):
        return "\n".join(f"| {k} | {v} |" for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], str(kv[0]))))
    lines = ["# Set ZN: labelled model responses for a math answer grader", "",
             "Regenerate: `python3 make_cases.py` (standard library only, fixed seed; reads /work/shared/data).",
             "", f"Total cases: {len(cases)}", "",
             "## By label", "| label | n |", "|---|---|", tab(Counter(str(c['label']).lower() for c in cases)), "",
             "## By benchmark", "| benchmark | n |", "|---|---|", tab(Counter(c['benchmark'] for c in cases)), "",
             "## By language", "| language | n |", "|---|---|", tab(Counter(c['language'] for c in cases)), "",
             "## By format", "| format | n |", "|---|---|", tab(Counter(c['style'].split('/')[0] for c in cases)), "",
             "## By style", "| style | n |", "|---|---|", tab(Counter(c['style'] for c in cases)), ""]
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
