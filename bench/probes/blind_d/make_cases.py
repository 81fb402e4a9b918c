#!/usr/bin/env python3
"""Deterministic generator of a blind labeled set of model responses (set D).

Reads golds/questions from /work/shared/data, writes /work/probe_d/cases.jsonl.
Standard library only; fixed seed.  Run:  python3 make_cases.py
"""

import json
import os
import random
import re
from fractions import Fraction

SEED = 20261202
DATA = "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(SEED)


def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


F_HD = "harp/harp_default.jsonl"
F_HM = "harp/harp_mcq.jsonl"
F_MS = "math_perturb/math_perturb_simple.jsonl"
F_MH = "math_perturb/math_perturb_hard.jsonl"
F_PU = "putnam/putnam_with_answers.jsonl"
ROWS = {f: load(f) for f in (F_HD, F_HM, F_MS, F_MH, F_PU)}
BENCH = {F_HD: "harp", F_HM: "harp", F_MS: "math_perturb", F_MH: "math_perturb", F_PU: "putnam"}


def q_of(f, i):
    r = ROWS[f][i]
    return r.get("problem")


def gold_of(f, i):
    r = ROWS[f][i]
    if f == F_HM:
        return r["answer_choice"]
    if f == F_PU:
        return r["answer_text"]
    return r["answer"]


# ---------------------------------------------------------------- numerals
ONES = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
TENS = ["x", "x", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def en_words(n):
    if n < 0:
        return "negative " + en_words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + en_words(n % 100))
    if n < 10**6:
        return en_words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + en_words(n % 1000))
    return str(n)


ZH_D = "零一二三四五六七八九"


def zh_num(n):
    if n < 0:
        return "负" + zh_num(-n)
    if n < 10:
        return ZH_D[n]
    if n >= 100000:
        return str(n)
    units = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十")]
    s = ""
    zero = False
    started = False
    for u, c in units:
        d = n // u
        n %= u
        if d:
            if zero and started:
                s += "零"
            s += ("" if (u == 10 and d == 1 and not started) else ZH_D[d]) + c
            started = True
            zero = False
        elif started:
            zero = True
    if n:
        if zero and started:
            s += "零"
        s += ZH_D[n]
    return s


def digits(s, lang):
    tables = {
        "ar": "٠١٢٣٤٥٦٧٨٩",
        "hi": "०१२३४५६७८९",
        "fa": "۰۱۲۳۴۵۶۷۸۹",
        "th": "๐๑๒๓๔๕๖๗๘๙",
        "bn": "০১২৩৪৫৬৭৮৯",
        "ja": "０１２３４５６７８９",
    }
    t = tables[lang]
    return "".join(t[int(c)] if c.isdigit() else c for c in s)


def thousands(n, sep=","):
    return f"{n:,}".replace(",", sep)


# ---------------------------------------------------------------- languages
L = {
    "en": dict(
        final="The final answer is {}.",
        so="So we get {}.",
        wait="Wait, let me double-check that step.",
        fix="I made an arithmetic slip; correcting it gives {}.",
        either="The answer is either {} or {}; I am not fully sure which.",
        var="So $x = {}$. The question asks for a different quantity, which is therefore {}.",
        ans="Answer",
    ),
    "zh": dict(
        final="最终答案是 {}。",
        so="因此得到 {}。",
        wait="等等，我再检查一下这一步。",
        fix="刚才计算有误，改正后得到 {}。",
        either="答案可能是 {} 或 {}，不太确定。",
        var="所以 $x = {}$，但题目要求的是另一个量，它等于 {}。",
        ans="答案",
    ),
    "ja": dict(
        final="したがって、答えは {} です。",
        so="よって {} となる。",
        wait="待って、この計算をもう一度確認します。",
        fix="計算ミスがありました。訂正すると {} です。",
        either="答えは {} か {} のどちらかだと思います。",
        var="よって $x = {}$。求めるべき量は別で、それは {} です。",
        ans="答え",
    ),
    "ko": dict(
        final="따라서 최종 답은 {}입니다.",
        so="그러므로 {}를 얻습니다.",
        wait="잠깐, 이 단계를 다시 확인해 보겠습니다.",
        fix="계산 실수가 있었습니다. 수정하면 {}입니다.",
        either="답은 {} 또는 {}인 것 같습니다.",
        var="따라서 $x = {}$입니다. 문제가 묻는 값은 다른 양이며 {}입니다.",
        ans="정답",
    ),
    "ru": dict(
        final="Ответ: {}.",
        so="Таким образом, получаем {}.",
        wait="Подождите, перепроверю этот шаг.",
        fix="Я ошибся в вычислениях; после исправления получается {}.",
        either="Ответ: либо {}, либо {} — точно не уверен.",
        var="Значит, $x = {}$. Но спрашивается другая величина, она равна {}.",
        ans="Ответ",
    ),
    "ar": dict(
        final="الإجابة النهائية هي {}.",
        so="إذن نحصل على {}.",
        wait="لحظة، دعني أتحقق من هذه الخطوة.",
        fix="هناك خطأ حسابي؛ بعد التصحيح نحصل على {}.",
        either="الإجابة إما {} أو {}، ولست متأكدًا تمامًا.",
        var="إذن $x = {}$. لكن المطلوب كمية أخرى تساوي {}.",
        ans="الإجابة",
    ),
    "hi": dict(
        final="अतः अंतिम उत्तर {} है।",
        so="इसलिए हमें {} मिलता है।",
        wait="रुकिए, इस चरण को फिर से जाँचते हैं।",
        fix="गणना में गलती थी; सुधारने पर {} मिलता है।",
        either="उत्तर या तो {} है या {}, पक्का नहीं।",
        var="अतः $x = {}$। पर पूछी गई राशि अलग है, जो {} है।",
        ans="उत्तर",
    ),
    "vi": dict(
        final="Vậy đáp án cuối cùng là {}.",
        so="Do đó ta được {}.",
        wait="Khoan, để kiểm tra lại bước này.",
        fix="Mình đã tính nhầm; sửa lại thì được {}.",
        either="Đáp án là {} hoặc {}, mình chưa chắc.",
        var="Vậy $x = {}$. Nhưng đề hỏi một đại lượng khác, bằng {}.",
        ans="Đáp án",
    ),
    "fr": dict(
        final="La réponse finale est {}.",
        so="On obtient donc {}.",
        wait="Attendez, vérifions cette étape.",
        fix="J'ai fait une erreur de calcul ; après correction on obtient {}.",
        either="La réponse est soit {}, soit {} ; je ne suis pas certain.",
        var="Donc $x = {}$. Mais on demande une autre quantité, qui vaut {}.",
        ans="Réponse",
    ),
    "es": dict(
        final="La respuesta final es {}.",
        so="Por lo tanto obtenemos {}.",
        wait="Un momento, revisemos este paso.",
        fix="Cometí un error de cálculo; al corregirlo se obtiene {}.",
        either="La respuesta es {} o {}; no estoy seguro.",
        var="Así que $x = {}$. Pero se pide otra cantidad, que vale {}.",
        ans="Respuesta",
    ),
    "de": dict(
        final="Die endgültige Antwort lautet {}.",
        so="Damit erhalten wir {}.",
        wait="Moment, ich prüfe diesen Schritt noch einmal.",
        fix="Ich habe mich verrechnet; korrigiert ergibt sich {}.",
        either="Die Antwort ist entweder {} oder {}, ich bin unsicher.",
        var="Also ist $x = {}$. Gefragt ist aber eine andere Größe, nämlich {}.",
        ans="Antwort",
    ),
    "pt": dict(
        final="A resposta final é {}.",
        so="Portanto obtemos {}.",
        wait="Espere, vou verificar este passo.",
        fix="Errei uma conta; corrigindo, obtém-se {}.",
        either="A resposta é {} ou {}; não tenho certeza.",
        var="Logo $x = {}$. Mas pede-se outra grandeza, que vale {}.",
        ans="Resposta",
    ),
    "it": dict(
        final="La risposta finale è {}.",
        so="Quindi otteniamo {}.",
        wait="Aspetta, ricontrollo questo passaggio.",
        fix="Ho sbagliato un calcolo; correggendo si ottiene {}.",
        either="La risposta è {} oppure {}, non sono sicuro.",
        var="Quindi $x = {}$. Ma si chiede un’altra quantità, pari a {}.",
        ans="Risposta",
    ),
    "tr": dict(
        final="Sonuç olarak cevap {}.",
        so="Böylece {} elde ederiz.",
        wait="Bir dakika, bu adımı tekrar kontrol edeyim.",
        fix="Hesap hatası yaptım; düzeltince {} çıkıyor.",
        either="Cevap ya {} ya da {}, emin değilim.",
        var="Yani $x = {}$. Ama sorulan başka bir nicelik ve o {}.",
        ans="Cevap",
    ),
    "id": dict(
        final="Jadi jawaban akhirnya adalah {}.",
        so="Dengan demikian kita peroleh {}.",
        wait="Tunggu, saya periksa lagi langkah ini.",
        fix="Ada salah hitung; setelah diperbaiki hasilnya {}.",
        either="Jawabannya {} atau {}, saya kurang yakin.",
        var="Jadi $x = {}$. Namun yang ditanyakan besaran lain, yaitu {}.",
        ans="Jawaban",
    ),
    "th": dict(
        final="ดังนั้นคำตอบสุดท้ายคือ {}",
        so="ดังนั้นได้ {}",
        wait="เดี๋ยวก่อน ขอตรวจสอบขั้นตอนนี้อีกครั้ง",
        fix="คำนวณผิดไป แก้ไขแล้วได้ {}",
        either="คำตอบคือ {} หรือ {} ยังไม่แน่ใจ",
        var="ดังนั้น $x = {}$ แต่โจทย์ถามปริมาณอื่นซึ่งเท่ากับ {}",
        ans="คำตอบ",
    ),
    "fa": dict(
        final="پاسخ نهایی {} است.",
        so="بنابراین {} به دست می‌آید.",
        wait="صبر کنید، این مرحله را دوباره بررسی کنم.",
        fix="اشتباه محاسباتی داشتم؛ پس از اصلاح {} می‌شود.",
        either="پاسخ یا {} است یا {}، مطمئن نیستم.",
        var="پس $x = {}$. اما کمیت خواسته‌شده چیز دیگری است و برابر {} است.",
        ans="پاسخ",
    ),
}
LANGS_ALL = list(L)
LANGS_REQ = ["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"]


def reason_en(q, seed_vals=()):
    qs = re.sub(r"\s+", " ", q or "").strip()
    head = qs[:110] + ("…" if len(qs) > 110 else "")
    opts = [
        f'We are asked: "{head}" Let me set up the relevant quantities carefully.',
        f"Restating the problem: {head}\nFirst, identify what is given and what is asked.",
        f"Okay, so the problem says: {head} Hmm, let me think about the structure here.",
        f"Problem: {head}\nPlan: translate the conditions into equations, then solve.",
    ]
    return rng.choice(opts)


FILLER = [
    "Expanding and collecting like terms gives a cleaner expression.",
    "By symmetry, it suffices to handle one case and multiply.",
    "Substituting back into the original condition confirms consistency.",
    "Let me organize the cases by the value of the first parameter.",
    "Using the standard identity, the sum telescopes.",
    "Now I compute each term separately and add them up.",
    "Applying Vieta's formulas to the resulting polynomial:",
    "Drawing the configuration, the key right triangle has legs we can compute.",
]


def filler(k=2):
    return " ".join(rng.sample(FILLER, k))


# ---------------------------------------------------------------- content builders
# Each returns (body_text, final_value_or_None).  body includes reasoning; the
# format wrapper decides how the final value is presented.


def content(kind, q, A, W, lang="en"):
    P = L[lang]
    r = reason_en(q)
    if kind == "direct":
        return f"{r}\n{filler()}\n" + P["so"].format(f"${A}$" if not A.startswith("$") else A), A
    if kind == "corrected_to_gold":
        return (
            f"{r}\n{filler(1)}\n" + P["so"].format(f"${W}$") + "\n" + P["wait"] + "\n" + P["fix"].format(f"${A}$")
        ), A
    if kind == "near_miss":
        return f"{r}\n{filler()}\n" + P["so"].format(f"${W}$"), W
    if kind == "corrected_away":
        return (
            f"{r}\n{filler(1)}\n" + P["so"].format(f"${A}$") + "\n" + P["wait"] + "\n" + P["fix"].format(f"${W}$")
        ), W
    if kind == "wrong_var":
        return f"{r}\n{filler(1)}\n" + P["var"].format(A, f"${W}$"), W
    raise ValueError(kind)


# ---------------------------------------------------------------- format wrappers
def fw_think_boxed(body, fin, lang, native=None):
    shown = native or fin
    return f"<think>\n{body}\n</think>\n\n" + L[lang]["final"].format(f"$\\boxed{{{shown}}}$")


def fw_qwq_open(body, fin, lang, native=None):
    shown = native or fin
    return f"{body}\n</think>\n\n**{L[lang]['ans']}:** $\\boxed{{{shown}}}$"


def fw_harmony(body, fin, lang, native=None):
    shown = native or fin
    return (
        "<|channel|>analysis<|message|>"
        + body
        + "<|end|><|start|>assistant<|channel|>final<|message|>"
        + L[lang]["final"].format(f"**{shown}**")
        + "<|return|>"
    )


def fw_chatml(body, fin, lang, native=None):
    shown = native or fin
    return (
        "<|im_start|>assistant\n"
        + body
        + "\n\n"
        + L[lang]["final"].format(f"\\( \\boxed{{{shown}}} \\)")
        + "<|im_end|>"
    )


def fw_llama3(body, fin, lang, native=None):
    shown = native or fin
    return (
        "<|start_header_id|>assistant<|end_header_id|>\n\n## Solution\n\n"
        + body
        + f"\n\n## {L[lang]['ans']}\n\n$$\\boxed{{{shown}}}$$<|eot_id|>"
    )


def fw_gemma(body, fin, lang, native=None):
    shown = native or fin
    return "<start_of_turn>model\n" + body + "\n\n" + f"**{L[lang]['ans']}: {shown}**" + "<end_of_turn>"


def fw_mistral(body, fin, lang, native=None):
    shown = native or fin
    return "[/INST] " + body + "\n\n" + L[lang]["final"].format(f"$\\boxed{{{shown}}}$") + "</s>"


def fw_kimi(body, fin, lang, native=None):
    shown = native or fin
    return "◁think▷" + body + "◁/think▷" + L[lang]["final"].format(f"$\\boxed{{{shown}}}$")


def fw_seed(body, fin, lang, native=None):
    shown = native or fin
    return "<seed:think>\n" + body + "\n</seed:think>\n" + L[lang]["final"].format(f"$\\boxed{{{shown}}}$")


def fw_claude_tags(body, fin, lang, native=None):
    shown = native or fin
    return f"<thinking>\n{body}\n</thinking>\n\n<answer>{shown}</answer>"


def fw_md_table(body, fin, lang, native=None):
    shown = native or fin
    return (
        f"### Step-by-step\n\n{body}\n\n| Step | Result |\n|---|---|\n| Setup | done |\n| Simplify | done |\n"
        f"| **{L[lang]['ans']}** | **${shown}$** |\n"
    )


def fw_md_bold(body, fin, lang, native=None):
    shown = native or fin
    return f"**Solution.**\n\n- {body}\n\n---\n\n> **{L[lang]['ans']}:** ${shown}$\n"


def fw_minerva(body, fin, lang, native=None):
    shown = native or fin
    return f"{body}\n\nFinal Answer: The final answer is ${shown}$. I hope it is correct."


def fw_hashes(body, fin, lang, native=None):
    shown = native or fin
    return f"{body}\n\n#### {shown}"


def fw_inspect(body, fin, lang, native=None):
    shown = native or fin
    return f"{body}\n\nANSWER: {shown}"


def fw_json(body, fin, lang, native=None):
    shown = native or fin
    return json.dumps({"reasoning": body, "final_answer": shown}, ensure_ascii=False, indent=2)


def fw_toolcall(body, fin, lang, native=None):
    shown = native or fin
    call = {
        "tool_calls": [
            {
                "id": "call_7f3a",
                "type": "function",
                "function": {"name": "submit_answer", "arguments": json.dumps({"answer": shown}, ensure_ascii=False)},
            }
        ]
    }
    return body + "\n\n" + json.dumps(call, ensure_ascii=False)


def fw_xml_final(body, fin, lang, native=None):
    shown = native or fin
    return f"<reasoning>\n{body}\n</reasoning>\n<final_answer>\n{shown}\n</final_answer>"


def fw_terse(body, fin, lang, native=None):
    shown = native or fin
    return f"{shown}"


def fw_terse_boxed(body, fin, lang, native=None):
    shown = native or fin
    return f"$\\boxed{{{shown}}}$"


def fw_yaml(body, fin, lang, native=None):
    shown = native or fin
    b = body.replace("\n", " ")
    return f'```yaml\nproblem_type: competition\nwork: "{b[:200]}"\nanswer: "{shown}"\nconfidence: 0.86\n```'


def fw_fbox(body, fin, lang, native=None):
    shown = native or fin
    return f"{body}\n\n\\[\n\\fbox{{${shown}$}}\n\\]"


def fw_deepseek_tokens(body, fin, lang, native=None):
    shown = native or fin
    return (
        "<｜Assistant｜><think>\n"
        + body
        + "\n</think>\n\n"
        + L[lang]["final"].format(f"$\\boxed{{{shown}}}$")
        + "<｜end▁of▁sentence｜>"
    )


def fw_phi(body, fin, lang, native=None):
    shown = native or fin
    return "<|assistant|>\n" + body + "\n\n" + L[lang]["final"].format(f"$\\boxed{{{shown}}}$") + "<|end|>"


def fw_glm(body, fin, lang, native=None):
    shown = native or fin
    return "<|assistant|><think>" + body + "</think>\n<|begin_of_box|>" + shown + "<|end_of_box|>"


def fw_python(body, fin, lang, native=None):
    shown = native or fin
    return (
        f"{body}\n\nLet me verify with code.\n\n```python\nfrom fractions import Fraction\nimport sympy as sp\n"
        f'res = "{fin}"\nprint(res)\n```\n```output\n{fin}\n```\n\n' + L[lang]["final"].format(f"$\\boxed{{{shown}}}$")
    )


def fw_conclusion_first(body, fin, lang, native=None):
    shown = native or fin
    return f"**{L[lang]['ans']}: ${shown}$**\n\n<details><summary>Work</summary>\n\n{body}\n\n</details>"


FORMATS = {
    "think/deepseek": fw_think_boxed,
    "think/qwq_open": fw_qwq_open,
    "special/harmony": fw_harmony,
    "special/chatml": fw_chatml,
    "special/llama3": fw_llama3,
    "special/gemma": fw_gemma,
    "special/mistral": fw_mistral,
    "think/kimi": fw_kimi,
    "think/seed": fw_seed,
    "think/claude_tags": fw_claude_tags,
    "markdown/table": fw_md_table,
    "markdown/bold_quote": fw_md_bold,
    "plain/minerva": fw_minerva,
    "plain/hashes": fw_hashes,
    "plain/inspect": fw_inspect,
    "agent/json": fw_json,
    "agent/toolcall": fw_toolcall,
    "xml/final_answer": fw_xml_final,
    "terse/bare": fw_terse,
    "terse/boxed": fw_terse_boxed,
    "agent/yaml": fw_yaml,
    "latex/fbox": fw_fbox,
    "special/deepseek_tokens": fw_deepseek_tokens,
    "special/phi": fw_phi,
    "special/glm_box": fw_glm,
    "agent/python": fw_python,
    "markdown/answer_first": fw_conclusion_first,
}
FMT_NAMES = list(FORMATS)
_fmt_cycle = []


def next_fmt():
    global _fmt_cycle
    if not _fmt_cycle:
        _fmt_cycle = FMT_NAMES[:]
        rng.shuffle(_fmt_cycle)
    return _fmt_cycle.pop()


# ---------------------------------------------------------------- special negative shapes (own format)
def neg_hedge(q, A, W, lang):
    P = L[lang]
    body = reason_en(q) + "\n" + filler(2) + "\n" + P["either"].format(f"${A}$", f"${W}$")
    return body, "hedge"


def neg_retracted(q, A, W, lang):
    P = L[lang]
    return (
        reason_en(q)
        + "\n"
        + filler(1)
        + f"\n\n$\\boxed{{{A}}}$\n\n"
        + P["wait"]
        + " "
        + P["fix"].format(f"$\\boxed{{{W}}}$")
    ), "retracted"


def neg_truncated(q, A, W, lang):
    P = L[lang]
    cut = rng.choice(
        [
            "and now we still need to subtract the overcounted cas",
            "but this is only the value of the first pa",
            "Next, multiply by the number of arrangements, which is",
            "Hmm, that cannot be the final answer yet because",
        ]
    )
    return reason_en(q) + "\n" + filler(1) + "\n" + P["so"].format(f"${A}$") + " " + cut, "truncated"


def neg_unfinished_think(q, A, W, lang):
    return (
        "<think>\n"
        + reason_en(q)
        + "\n"
        + filler(2)
        + f"\nSo maybe the answer is {A}? Let me verify by plugging in small cases. "
        "For the first case we get a different count, so something is off. Let me recount"
    ), "unfinished_think"


def neg_tool_mismatch(q, A, W, lang):
    return (
        f'I will compute this with Python.\n\n```python\n# candidate from the derivation\ncandidate = "{A}"\nprint(candidate)\n```\n'
        f"```output\n{A}\n```\n\nThe printed value is only the intermediate quantity; applying the final step of the problem gives "
        f"${W}$.\n\n" + L[lang]["final"].format(f"$\\boxed{{{W}}}$")
    ), "tool_intermediate"


def neg_two_boxes(q, A, W, lang):
    return (
        reason_en(q)
        + f"\n\nPart of the computation: $\\boxed{{{A}}}$ is the value of the inner sum.\n"
        + filler(1)
        + "\n"
        + L[lang]["final"].format(f"$\\boxed{{{W}}}$")
    ), "two_boxes_last_wrong"


NEG_SPECIAL = [neg_hedge, neg_retracted, neg_truncated, neg_unfinished_think, neg_tool_mismatch, neg_two_boxes]


def pos_tool_intermediate(q, A, W, lang):
    return (
        f'```python\nval = "{W}"  # intermediate (before the last step)\nprint(val)\n```\n```output\n{W}\n```\n'
        f"That is the intermediate value; finishing the last step gives ${A}$.\n\n"
        + L[lang]["final"].format(f"$\\boxed{{{A}}}$")
    ), "tool_intermediate_then_gold"


def pos_retract_wrong(q, A, W, lang):
    return (
        reason_en(q) + f"\n\n$\\boxed{{{W}}}$\n\n" + L[lang]["wait"] + " " + L[lang]["fix"].format(f"$\\boxed{{{A}}}$")
    ), "retracted_wrong_then_gold"


POS_SPECIAL = [pos_tool_intermediate, pos_retract_wrong]

# ---------------------------------------------------------------- case store
cases = []


def add(f, i, response, label, style, lang):
    cases.append(
        dict(
            benchmark=BENCH[f],
            source_row=f"{f}:{i}",
            question=q_of(f, i),
            gold=gold_of(f, i),
            response=response,
            label=bool(label),
            style=style,
            language=lang,
        )
    )


def pick_lang(p_en=0.55):
    return "en" if rng.random() < p_en else rng.choice(LANGS_ALL[1:])


def make_pair(f, i, pos_forms, neg_forms, lang=None, n_pos=1, n_neg=1, native_pos=None):
    """pos_forms: strings equal to gold; neg_forms: strings not equal to gold (near misses)."""
    for k in range(n_pos):
        A = pos_forms[k % len(pos_forms)]
        W = neg_forms[k % len(neg_forms)]
        lg = lang or pick_lang()
        r = rng.random()
        if r < 0.12:
            fn = rng.choice(POS_SPECIAL)
            resp, sub = fn(q_of(f, i), A, W, lg)
            add(f, i, resp, True, f"special_pos/{sub}", lg)
        else:
            kind = "corrected_to_gold" if r < 0.3 else "direct"
            body, fin = content(kind, q_of(f, i), A, W, lg)
            fmt = next_fmt()
            nat = native_pos(lg) if native_pos else None
            resp = FORMATS[fmt](body, fin, lg, nat)
            sub = "final_only" if fmt.startswith("terse") else kind
            add(f, i, resp, True, f"{fmt}/{sub}" + ("+native" if nat and nat != fin else ""), lg)
    for k in range(n_neg):
        A = pos_forms[(k + 1) % len(pos_forms)]
        W = neg_forms[k % len(neg_forms)]
        lg = lang or pick_lang()
        r = rng.random()
        if r < 0.45:
            fn = rng.choice(NEG_SPECIAL)
            resp, sub = fn(q_of(f, i), A, W, lg)
            add(f, i, resp, False, f"special_neg/{sub}", lg)
        else:
            kinds = ["near_miss", "corrected_away", "corrected_away"]
            if "=" not in A and "\\text" not in A:
                kinds.append("wrong_var")
            kind = rng.choice(kinds)
            body, fin = content(kind, q_of(f, i), A, W, lg)
            fmt = next_fmt()
            resp = FORMATS[fmt](body, fin, lg)
            add(f, i, resp, False, f"{fmt}/" + ("final_only_wrong" if fmt.startswith("terse") else kind), lg)


# ---------------------------------------------------------------- 1. HARP integer golds
hd = ROWS[F_HD]
int_rows = [i for i, r in enumerate(hd) if re.fullmatch(r"\$-?\d+\$", r["answer"])]
rng.shuffle(int_rows)


def wrong_int(n):
    c = [n + 1, n - 1, n + 2, 2 * n, n + 10, n - 10]
    c = [x for x in c if x != n and (x >= 0 or n < 0)]
    return rng.choice(c)


def int_alt_forms(n, lang):
    forms = [str(n)]
    comma_dec = lang in ("de", "fr", "ru", "es", "pt", "it", "vi", "tr", "id")
    if n >= 1000:
        forms += [thousands(n, "\\,")] + ([] if comma_dec else [thousands(n), thousands(n, "{,}")])
    if lang == "en" and 0 <= n < 10**6:
        forms.append("\\text{" + en_words(n) + "}")
    if lang == "fr" and n >= 1000:
        forms.append(thousands(n, "\\ "))
    forms.append(f"{n}.0")
    return forms


def native_for(n):
    def f(lang):
        if lang in ("ar", "hi", "fa", "th", "ja") and rng.random() < 0.7:
            return digits(str(n), lang)
        if lang == "zh" and 0 <= n < 100000 and rng.random() < 0.5:
            return zh_num(n)
        return None

    return f


for i in int_rows[:96]:
    n = int(hd[i]["answer"].strip("$"))
    lg = pick_lang(0.45)
    A = rng.choice(int_alt_forms(n, lg))
    W = str(wrong_int(n))
    if len(cases) % 2 == 0:
        make_pair(F_HD, i, [A], [W], lang=lg, n_pos=1, n_neg=0, native_pos=native_for(n))
    else:
        make_pair(F_HD, i, [A, str(n)], [W], lang=lg, n_pos=0, n_neg=1)

# ---------------------------------------------------------------- 2. HARP simple fractions
frac_rows = []
for i, r in enumerate(hd):
    m = re.fullmatch(r"\$(-?)\\[dt]?frac\s*\{?(\d+)\}?\s*\{?(\d+)\}?\$", r["answer"].strip())
    if m:
        sgn, p, q = m.group(1), int(m.group(2)), int(m.group(3))
        if len(str(p)) + len(str(q)) <= 5 and Fraction(p, q).denominator == q and q > 1:
            frac_rows.append((i, -p if sgn else p, q))
rng.shuffle(frac_rows)


def term_decimal(fr):
    q = fr.denominator
    while q % 2 == 0:
        q //= 2
    while q % 5 == 0:
        q //= 5
    if q != 1:
        return None
    s = f"{float(fr):.10f}".rstrip("0")
    return s


for k, (i, p, q) in enumerate(frac_rows[:28]):
    fr = Fraction(p, q)
    lg = pick_lang(0.5)
    pos = [f"{p}/{q}", f"\\dfrac{{{p}}}{{{q}}}", f"\\tfrac{{{p}}}{{{q}}}"]
    d = term_decimal(fr)
    if d:
        if lg in ("de", "fr", "ru", "es", "pt", "it", "vi", "tr", "id"):
            pos = [d.replace(".", ",")]
        else:
            pos = [d, f"{p}/{q}"]
    if abs(p) > q and p > 0:
        pos.append(f"{p // q}\\tfrac{{{p % q}}}{{{q}}}" if p % q else str(p // q))
    negc = [
        f"\\frac{{{q}}}{{{p}}}" if abs(p) != q else f"\\frac{{{p + 1}}}{{{q}}}",
        f"\\frac{{{p + 1}}}{{{q}}}",
        f"\\frac{{{p}}}{{{q + 1}}}",
    ]
    rng.shuffle(pos)
    if k % 2 == 0:
        make_pair(F_HD, i, [pos[0]], [rng.choice(negc)], lang=lg, n_pos=1, n_neg=0)
    else:
        make_pair(F_HD, i, [pos[0]], [rng.choice(negc)], lang=lg, n_pos=0, n_neg=1)

# ---------------------------------------------------------------- 3. HARP hand-picked unusual golds
# (line, [forms equal to gold], [near-miss forms NOT equal to gold])
HARP_SPECIAL = [
    (4504, ["-2a+3", "3-2a"], ["2a-3"]),
    (4243, ["\\frac{3953}{2}", "1976\\tfrac{1}{2}"], ["1976"]),
    (162, ["5.87\\times10^{14}\\text{ miles}", "587\\times 10^{12}"], ["587\\cdot 10^{9}\\text{ miles}"]),
    (332, ["3 : 1", "3\\text{ to }1"], ["1:3"]),
    (4213, ["9900", "9\\,900"], ["9,990"]),
    (2042, ["\\sqrt{5}", "5^{1/2}"], ["2\\sqrt{5}"]),
    (2229, ["\\text{Alice}"], ["\\text{Ben}"]),
    (3434, ["\\sqrt{3}+3"], ["3-\\sqrt{3}"]),
    (253, ["(n+1)/2", "\\frac{n}{2}+\\frac{1}{2}"], ["\\frac{n-1}{2}"]),
    (2295, ["250500", "250\\,500"], ["250{,}250"]),
    (72, ["245\\text{ yards}", "245"], ["254\\text{ yd}"]),
    (1608, ["-\\frac{1}{4}", "-1/4"], ["0.25"]),
    (1937, ["\\frac{10000!}{2^{5000}\\,(5000!)}"], ["\\frac{10000!}{2^{5000}}"]),
    (3702, ["\\$87.50", "87.5\\text{ dollars}"], ["\\$78.50"]),
    (851, ["60^{\\circ}", "60\\text{ degrees}"], ["120^\\circ"]),
    (1115, ["w-z-y", "-y-z+w"], ["w-y+z"]),
    (57, ["(3, 3)"], ["(3,-3)"]),
    (65, ["\\text{a loss of } \\$1000", "\\text{loses }\\$1{,}000"], ["\\text{a gain of }\\$1000"]),
    (24, ["8\\text{ feet}", "96\\text{ inches}"], ["8\\text{ yards}"]),
    (1522, ["4+2\\pi"], ["2\\pi+2"]),
    (3623, ["\\text{3:30 p.m.}", "15{:}30"], ["\\text{3:30 a.m.}"]),
    (681, ["262144", "2^{18}"], ["4^{8}"]),
    (1990, ["\\text{Friday}"], ["\\text{Thursday}"]),
    (737, ["\\text{I, II and III}"], ["\\text{I and II only}"]),
    (689, ["y \\geq x", "x\\le y"], ["x<y"]),
    (56, ["C = 3P + 7"], ["C=10+3P"]),
    (987, ["2+\\frac{5\\pi}{3}"], ["\\frac{5}{3}\\pi+1"]),
    (2136, ["67.6", "\\frac{338}{5}"], ["\\frac{26^2}{5}"]),
    (4231, ["(-1030,-990)"], ["(-990,-1030)"]),
    (2582, ["IV", "\\text{Tile IV}"], ["III"]),
    (4073, ["\\text{red}"], ["\\text{white}"]),
    (1190, ["\\dfrac{y_3-y_1}{x_3-x_1}"], ["\\dfrac{y_2-y_1}{x_2-x_1}"]),
    (3154, ["9", "9\\text{ pounds}"], ["8"]),
    (3056, ["\\frac16"], ["\\frac13"]),
    (6, ["300\\%", "300\\text{ percent}"], ["200\\%"]),
]
for line, pos, neg in HARP_SPECIAL:
    make_pair(F_HD, line, pos, neg, n_pos=1, n_neg=1)

# ---------------------------------------------------------------- 4. HARP multiple choice (gold = answer_choice letter)
hm = ROWS[F_HM]
mcq_rows = [i for i, r in enumerate(hm) if r.get("answer_choice") in "ABCDE" and r.get("choices")]
rng.shuffle(mcq_rows)
MCQ_POS = [
    lambda L_, v, lg: (
        f"<think>\nThe value works out to {v}. Matching with the options, that is choice {L_}.\n</think>\n\n$\\boxed{{\\textbf{{({L_})}}\\ {v}}}$"
    ),
    lambda L_, v, lg: f"Computing carefully, the quantity equals {v}.\n\n**Answer: ({L_})**",
    lambda L_, v, lg: f"{L_}",
    lambda L_, v, lg: f'{{"choice": "{L_}", "explanation": "value is {v}"}}',
    lambda L_, v, lg: f"经过计算，结果为 {v}，对应选项 {L_}。\n\n答案：{L_}",
    lambda L_, v, lg: f"Der gesuchte Wert ist {v}, also Antwort ({L_}).",
    lambda L_, v, lg: f"The answer is $\\boxed{{{L_}}}$",
    lambda L_, v, lg: (
        f"<|im_start|>assistant\nOption {L_} is correct because the expression simplifies to {v}.<|im_end|>"
    ),
    lambda L_, v, lg: (
        f"Initially I picked ({'B' if L_ == 'A' else 'A'}), but rechecking the sign shows the value is {v}.\n\nFinal choice: **{L_}**"
    ),
    lambda L_, v, lg: f"Ответ: {L_}) {v}",
]
MCQ_LANG_POS = ["en", "en", "en", "en", "zh", "de", "en", "en", "en", "ru"]
MCQ_NEG = [
    (
        "wrong_letter_value_right",
        lambda g, w, v, wv: f"The value is {v}, which corresponds to choice ({w}).\n\n$\\boxed{{\\text{{({w})}}}}$",
        "en",
    ),
    (
        "hedge_letters",
        lambda g, w, v, wv: f"It is either ({g}) or ({w}); both seem plausible.\n\n**Answer: ({g}) or ({w})**",
        "en",
    ),
    (
        "retracted",
        lambda g, w, v, wv: (
            f"<think>\nfirst pass gives ({g})\n</think>\nMy first thought was **({g})**, but on recheck the value is {wv}, so the answer is **({w})**."
        ),
        "en",
    ),
    (
        "letter_in_reasoning_only",
        lambda g, w, v, wv: (
            f"Choice {g} looks tempting at first, but it ignores the constraint. Eliminating, the correct option is {w}.\n\nANSWER: {w}"
        ),
        "en",
    ),
    ("wrong_letter_ja", lambda g, w, v, wv: f"選択肢 {g} は条件を満たしません。したがって、答えは {w} です。", "ja"),
    (
        "wrong_letter_es",
        lambda g, w, v, wv: f"Descartamos ({g}) porque da {v} solo en un caso particular. Respuesta: ({w}).",
        "es",
    ),
    ("truncated", lambda g, w, v, wv: f"Testing each option in turn. Option ({g}) gives {v}, which matches so f", "en"),
]
for k, i in enumerate(mcq_rows[:34]):
    r = hm[i]
    g = r["answer_choice"]
    v = r["choices"][g].strip().strip("$")
    others = [c for c in r["choices"] if c != g]
    w = rng.choice(others)
    wv = r["choices"][w].strip().strip("$")
    if k % 2 == 0:
        j = (k // 2) % len(MCQ_POS)
        add(F_HM, i, MCQ_POS[j](g, v, "en"), True, f"mcq/pos_{j}", MCQ_LANG_POS[j])
    else:
        name, fn, lg = MCQ_NEG[(k // 2) % len(MCQ_NEG)]
        add(F_HM, i, fn(g, w, v, wv), False, f"mcq/{name}", lg)

# ---------------------------------------------------------------- 5. MATH-Perturb
ms, mh = ROWS[F_MS], ROWS[F_MH]
mp_int = [(F_MS, i) for i, r in enumerate(ms) if isinstance(r["answer"], int)] + [
    (F_MH, i) for i, r in enumerate(mh) if isinstance(r["answer"], int)
]
rng.shuffle(mp_int)
for k, (f, i) in enumerate(mp_int[:30]):
    n = ROWS[f][i]["answer"]
    lg = pick_lang(0.4)
    A = rng.choice(int_alt_forms(n, lg))
    W = str(wrong_int(n))
    if k % 2 == 0:
        make_pair(f, i, [A], [W], lang=lg, n_pos=1, n_neg=0, native_pos=native_for(n))
    else:
        make_pair(f, i, [A], [W], lang=lg, n_pos=0, n_neg=1)

MP_SPECIAL = [
    (F_MS, 7, ["\\frac{33}{2}", "16\\tfrac12"], ["16"]),
    (F_MS, 22, ["\\frac{1}{4}", "1/4"], ["0.5"]),
    (F_MS, 57, ["2 \\le j(x) \\le 10", "[2, 10]"], ["(2,10)"]),
    (F_MS, 65, ["40\\text{ degrees}", "40"], ["50^\\circ"]),
    (F_MS, 75, ["270000", "2.7\\times 10^{5}"], ["27000"]),
    (F_MS, 87, ["\\frac{1-7i}{25}", "0.04-0.28i"], ["\\frac{1}{25}+\\frac{7}{25}i"]),
    (F_MS, 93, ["H, G, F, E, D, A", "A,D,E,F,G,H"], ["A, D, E, F, G"]),
    (F_MS, 112, ["f(x)>1", "(1, +\\infty)"], ["[1,\\infty)"]),
    (F_MS, 141, ["\\text{does not exist}", "\\text{DNE}"], ["0"]),
    (F_MS, 146, ["\\mathbb{R}\\setminus\\{0\\}", "t\\neq 0"], ["(0,\\infty)"]),
    (F_MS, 200, ["\\text{CAKE}", "\\text{cake}"], ["\\text{BAKE}"]),
    (F_MS, 252, ["[0,6)\\cup\\{-2\\}"], ["[0,6)"]),
    (F_MS, 270, ["\\left(\\frac{14}{9}, -\\frac{7}{9}, \\frac{22}{9}\\right)"], ["(14/9, 7/9, 22/9)"]),
    (F_MS, 138, ["4852 + 9800x + 4950x^2"], ["4950x^2+9800x+4851"]),
    (F_MH, 3, ["4, 0", "0, 4"], ["4"]),
    (F_MH, 21, ["\\varnothing", "\\{\\}"], ["\\{0\\}"]),
    (F_MH, 96, ["20 \\text{ or } 10"], ["10"]),
    (F_MH, 135, ["\\text{Hardy}"], ["\\text{Ramanujan}"]),
    (F_MH, 209, ["\\text{NaN}"], ["15"]),
    (F_MH, 277, ["1, -1", "\\pm1"], ["1"]),
    (F_MH, 28, ["129600", "2^6\\cdot 3^4\\cdot 5^2"], ["2^6\\cdot 3^4\\cdot 5"]),
    (F_MH, 75, ["3889620", "3\\,889\\,620"], ["3889602"]),
    (F_MH, 51, ["\\log_5 100"], ["\\log_5 4"]),
    (F_MH, 197, ["3x+y+3=0"], ["y=-3x+3"]),
    (F_MH, 238, ["a<-\\tfrac14"], ["(-\\infty,-0.25]"]),
    (F_MH, 68, ["1.4"], ["1.04"]),
    (F_MH, 24, ["\\frac{2^{n+1}-1}{3}"], ["\\frac{2^{n+1}+1}{3}"]),
    (F_MH, 10, ["\\frac{364}{5}"], ["72.08"]),
]
for f, line, pos, neg in MP_SPECIAL:
    if len(cases) % 3 == 0:
        make_pair(f, line, pos, neg, n_pos=1, n_neg=1)
    elif len(cases) % 3 == 1:
        make_pair(f, line, pos, neg, n_pos=1, n_neg=0)
    else:
        make_pair(f, line, pos, neg, n_pos=0, n_neg=1)

# ---------------------------------------------------------------- 6. Putnam (gold = answer_text sentence)
PUTNAM = [
    (1, ["2^{n-2}n(n+1)", "(n^2+n)\\,2^{n-2}"], ["n\\,2^{n-1}"]),
    (3, ["a=2"], ["a=1"]),
    (8, ["\\frac{\\pi}{15}", "12^\\circ"], ["\\frac{\\pi}{12}"]),
    (10, ["0.5"], ["\\frac14"]),
    (12, ["5"], ["4"]),
    (13, ["8", "\\text{eight}"], ["6"]),
    (17, ["p(p+1)"], ["p^2"]),
    (23, ["(a,b)=(11,8)"], ["a=8,\\ b=11"]),
    (40, ["1/k!"], ["\\frac{1}{(k+1)!}"]),
    (46, ["n!"], ["(n-1)!"]),
    (47, ["k=-0.875"], ["k=\\frac78"]),
    (50, ["\\frac{x}{1-x}"], ["\\frac{1}{1-x}"]),
    (55, ["1.75"], ["\\frac32"]),
    (56, ["(2x^2-1)^2"], ["4x^4-4x^2-1"]),
    (65, ["e^{-1}"], ["e"]),
    (69, ["0.125"], ["\\frac{1}{4}"]),
    (73, ["4(3-2\\sqrt{2})"], ["12+8\\sqrt2"]),
    (77, ["\\frac{\\pi\\ln\\pi}{2}"], ["\\pi\\ln\\pi"]),
    (80, ["\\frac{4\\sqrt{2}-4}{3}"], ["\\frac{4}{3}(\\sqrt{2}+1)"]),
    (86, ["2\\ln 2-\\ln\\pi"], ["\\ln\\frac{\\pi}{4}"]),
    (95, ["6^{10}", "60466176"], ["2^{10}3^{9}"]),
    (101, ["101^{99}"], ["100^{99}"]),
    (108, ["0.4"], ["\\frac52"]),
    (124, ["\\frac{1+\\sqrt3}{2}"], ["\\frac{1+\\sqrt5}{2}"]),
    (132, ["2^n+n!"], ["n!+2^{n-1}"]),
    (134, ["3", "\\text{three punches}"], ["2"]),
    (159, ["x<1", "(-\\infty, 1)"], ["(-\\infty,1]"]),
    (167, ["F_n"], ["F_{n+1}"]),
    (172, ["e^{1/2}"], ["e"]),
    (183, ["0.28125"], ["\\frac{9}{16}"]),
    (185, ["-\\frac{n^2-1}{4}"], ["\\frac{n^2-1}{4}"]),
    (199, ["2e^{-1}"], ["\\frac1e"]),
    (206, ["\\frac{n+1}{3}"], ["\\frac{n}{3}"]),
    (
        213,
        ["\\left\\{\\frac32, \\frac23, \\frac{13-\\sqrt{601}}{12}, \\frac{13+\\sqrt{601}}{12}\\right\\}"],
        ["\\left\\{\\frac23,\\frac32\\right\\}"],
    ),
    (222, ["\\frac{1}{\\sqrt2}"], ["\\frac{\\sqrt3}{2}"]),
    (231, ["2{,}020{,}050"], ["2020000"]),
    (240, ["S=1.5"], ["S=\\frac23"]),
    (257, ["2\\ln 2-\\ln 3"], ["\\ln\\frac32"]),
    (265, ["\\frac{\\pi^2}{16}"], ["\\frac{\\pi^2}{8}"]),
    (267, ["\\varphi^2 = \\frac{3+\\sqrt5}{2}", "\\frac{3+\\sqrt5}{2}"], ["\\frac{1+\\sqrt5}{2}"]),
    (270, ["e-1"], ["e"]),
    (277, ["\\ln^2 2"], ["\\ln 2"]),
    (281, ["9\\tfrac{39}{49}"], ["\\frac{480}{7}"]),
    (283, ["\\{4, 16, 256, 65536\\}"], ["\\{4,16,256\\}"]),
    (285, ["\\frac{1}{\\sqrt[2019]{2019}}"], ["2019^{1/2019}"]),
    (290, ["\\ln 4-\\frac12"], ["2\\ln2-1"]),
    (294, ["2^{2k}"], ["2^k"]),
    (300, ["578"], ["576"]),
    (309, ["2(n-1)"], ["2n-1"]),
    (310, ["\\frac{2}{\\sqrt e}-3"], ["2e^{-1/2}-2"]),
    (313, ["n\\in\\{7,1\\}"], ["n=7"]),
    (318, ["18"], ["17"]),
    (337, ["-0.5"], ["\\frac12"]),
    (133, ["\\text{Yes}"], ["\\text{No}"]),
    (135, ["\\text{No}"], ["\\text{Yes}"]),
    (53, ["\\text{No, not necessarily}"], ["\\text{Yes}"]),
    (70, ["\\text{DNE}", "\\text{the limit does not exist}"], ["0"]),
    (295, ["\\text{diverges}"], ["\\text{converges to }1"]),
    (
        20,
        ["\\text{max length } 3,\\ \\text{smallest square } 1444"],
        ["\\text{max length } 3,\\ \\text{smallest square } 144"],
    ),
    (44, ["a=4,\\ b=1"], ["a=2,\\ b=1"]),
]
for k, (line, pos, neg) in enumerate(PUTNAM):
    if k % 5 == 4:
        make_pair(F_PU, line, pos, neg, n_pos=1, n_neg=0)
    elif k % 5 == 3:
        make_pair(F_PU, line, pos, neg, n_pos=0, n_neg=1)
    else:
        make_pair(F_PU, line, pos, neg, n_pos=1, n_neg=1)


# ---------------------------------------------------------------- 7. bespoke hand-written cases
used = {c["source_row"] for c in cases}


def fresh(f, pred):
    for i, r in enumerate(ROWS[f]):
        key = f"{f}:{i}"
        if key not in used and pred(r):
            used.add(key)
            return i
    raise LookupError


def hd_int(n, extra=lambda r: True):
    return fresh(F_HD, lambda r: r["answer"] == f"${n}$" and extra(r))


B = []  # (file, line, label, lang, style, response)
i = hd_int(12)
B.append(
    (
        F_HD,
        i,
        True,
        "fr",
        "words/fr",
        "On compte les cas un par un : 4 + 5 + 3.\n\nIl y a donc **douze** possibilités.\n\nRéponse : douze.",
    )
)
i = hd_int(12)
B.append(
    (
        F_HD,
        i,
        False,
        "de",
        "words/de_corrected_away",
        "Zunächst erhalten wir zwölf Fälle. Allerdings wurden zwei davon doppelt gezählt, also bleiben zehn übrig.\n\n**Antwort:** zehn",
    )
)
i = hd_int(21)
B.append(
    (
        F_HD,
        i,
        True,
        "ru",
        "words/ru",
        "Решение. Складывая найденные значения, получаем 6 + 15.\n\n**Ответ:** двадцать один.",
    )
)
i = hd_int(21)
B.append(
    (
        F_HD,
        i,
        False,
        "ru",
        "words/ru_near_miss",
        "Промежуточно находим 21 вариант, но один из них не удовлетворяет условию, его нужно исключить.\n\n**Ответ:** двадцать.",
    )
)
i = hd_int(21)
B.append((F_HD, i, True, "es", "words/es", "Sumamos los casos: $6+15$.\n\n**Respuesta:** veintiuno."))
i = hd_int(21)
B.append(
    (
        F_HD,
        i,
        True,
        "pt",
        "words/pt",
        "Somando as contribuições de cada caso, chegamos a vinte e um.\n\nResposta final: vinte e um",
    )
)
i = hd_int(21)
B.append((F_HD, i, True, "vi", "words/vi", "Cộng các trường hợp lại: 6 + 15.\n\n**Đáp án:** hai mươi mốt"))
i = hd_int(21)
B.append((F_HD, i, True, "hi", "words/hi_native", "सभी स्थितियों को जोड़ने पर ६ + १५ मिलता है।\n\n**उत्तर:** इक्कीस (२१)"))
i = hd_int(7)
B.append((F_HD, i, True, "ja", "words/ja_kanji", "各場合を数えると、合計で七通りになります。\n\n**答え：七**"))
i = hd_int(7)
B.append((F_HD, i, True, "ko", "native/ko_counter", "경우를 모두 세어 보면 3 + 4입니다.\n\n**답: 7개**"))
i = hd_int(7)
B.append(
    (
        F_HD,
        i,
        False,
        "ar",
        "native/ar_corrected_away",
        "بجمع الحالات نحصل على ٧، لكن يجب إضافة الحالة التي أهملناها، فيصبح المجموع ٨.\n\nالإجابة النهائية: ٨",
    )
)
i = hd_int(12)
B.append((F_HD, i, True, "zh", "native/zh_fullwidth", "把各种情况加起来：５＋７。\n\n答案：１２"))
i = hd_int(12)
B.append(
    (
        F_HD,
        i,
        False,
        "en",
        "truncated/unclosed_box",
        "Adding up the three cases gives 5 + 7 = 12 candidates, but we still have to remove the ones that violate the parity condition. After removing them, the final answer is $\\boxed{1",
    )
)
i = hd_int(21)
B.append(
    (
        F_HD,
        i,
        True,
        "en",
        "degenerate/repetition",
        "So the total is 21.\n\n$\\boxed{21}$\n\n$\\boxed{21}$\n\n$\\boxed{21}$\n\n$\\boxed{21}$",
    )
)
i = hd_int(21)
B.append(
    (
        F_HD,
        i,
        True,
        "en",
        "xml/answer_then_chatter",
        "<answer>\n21\n</answer>\n\nLet me know if you'd like me to walk through any step in more detail!",
    )
)
i = hd_int(21)
B.append(
    (
        F_HD,
        i,
        False,
        "en",
        "trap/not_gold",
        "Many people answer 21 here, but that counts the arrangement with both ends equal twice. Correcting for that overcount, the number is 22.\n\n**Answer: 22**",
    )
)
i = hd_int(20)
B.append(
    (
        F_HD,
        i,
        True,
        "en",
        "trap/trap_then_gold",
        "It is tempting to answer 21 by counting the endpoints, but the last point coincides with the first, so it must not be counted again. The correct count is 20.\n\n**Answer: 20**",
    )
)
i = hd_int(12)
B.append((F_HD, i, True, "en", "latex/mathbf", "Therefore \\[\\boxed{\\mathbf{12}}\\]"))
i = hd_int(12)
B.append((F_HD, i, True, "en", "markdown/codeblock_only", "```\n12\n```"))
i = fresh(F_HD, lambda r: r["contest"] == "AIME" and re.fullmatch(r"\$\d\d\$", r["answer"]) is not None)
nn = int(ROWS[F_HD][i]["answer"].strip("$"))
B.append(
    (
        F_HD,
        i,
        True,
        "en",
        "aime/zero_padded",
        f"Summing the residues mod 1000 gives {nn}.\n\nAnswer: $\\boxed{{{nn:03d}}}$",
    )
)
i = fresh(F_HD, lambda r: r["contest"] == "AIME" and re.fullmatch(r"\$\d\d\d\$", r["answer"]) is not None)
nn = int(ROWS[F_HD][i]["answer"].strip("$"))
B.append(
    (
        F_HD,
        i,
        False,
        "en",
        "aime/mod_reduced_wrong_quantity",
        f"The full count is $N = 2{nn:03d}$, so the requested remainder when $N$ is divided by $1000$ is what we report. Hmm, actually the problem asks for $N$ itself, not the remainder.\n\n$\\boxed{{2{nn:03d}}}$",
    )
)
i = hd_int(21)
B.append(
    (
        F_HD,
        i,
        False,
        "en",
        "special/harmony_no_final",
        "<|channel|>analysis<|message|>We need the count. Cases give 6 and 15, total 21. Let me double check using a quick script.<|end|><|start|>assistant<|channel|>commentary to=python<|message|>print(sum(1 for a in range(30) if a % 7 == 0))<|call|>",
    )
)
# MCQ bespoke
i = fresh(F_HM, lambda r: r["answer_choice"] == "C")
B.append(
    (
        F_HM,
        i,
        True,
        "en",
        "mcq/lowercase_letter",
        "Checking each option, only (c) satisfies both conditions.\n\nanswer: (c)",
    )
)
i = fresh(F_HM, lambda r: r["answer_choice"] == "D")
B.append((F_HM, i, True, "ko", "mcq/ko", "각 보기를 대입해 보면 조건을 만족하는 것은 D뿐입니다.\n\n**정답: (D)**"))
i = fresh(F_HM, lambda r: r["answer_choice"] == "B")
B.append(
    (
        F_HM,
        i,
        False,
        "en",
        "mcq/letter_then_switch",
        "**Answer: (B)**\n\nHmm, wait: option (B) fails for the boundary case. Re-examining, the only option that survives every check is (D).\n\n**Final answer: (D)**",
    )
)
i = fresh(F_HM, lambda r: r["answer_choice"] == "A")
B.append(
    (
        F_HM,
        i,
        False,
        "vi",
        "mcq/vi_hedge",
        "Sau khi loại trừ, còn lại hai phương án (A) và (E). Mình nghiêng về (A) nhưng (E) cũng có thể đúng.\n\nĐáp án: A hoặc E",
    )
)
i = fresh(F_HM, lambda r: r["answer_choice"] == "E")
B.append(
    (
        F_HM,
        i,
        True,
        "fr",
        "mcq/fr_text_box",
        "Après vérification de chaque proposition, seule la dernière convient.\n\n$\\boxed{\\text{(E)}}$",
    )
)
# MATH-Perturb bespoke
B.append(
    (
        F_MS,
        22,
        True,
        "ar",
        "native/ar_decimal_sep",
        "باحتساب الاحتمال نجد أن الحالات المناسبة ربع الحالات الممكنة.\n\nالإجابة: ٠٫٢٥",
    )
)
B.append((F_MS, 22, True, "en", "agent/json_number", '{"answer": 0.25, "unit": null, "steps": 4}'))
B.append(
    (
        F_MS,
        75,
        True,
        "en",
        "agent/e_notation",
        "```python\nprint(float(total))\n```\n```output\n270000.0\n```\nThe computed total is 2.7e5.\n\nANSWER: 2.7e5",
    )
)
B.append(
    (
        F_MS,
        75,
        False,
        "en",
        "agent/output_right_answer_wrong",
        "```python\nprint(total)\n```\n```output\n270000\n```\nThat output counts ordered selections; dividing by 10 for the rotations gives the answer.\n\nANSWER: 27000",
    )
)
B.append(
    (
        F_MH,
        209,
        True,
        "en",
        "sentence/nan",
        "We would need $f^{-1}(15/0)$, which involves division by zero, so no numerical solution exists. Per the instructions: **NaN**.",
    )
)
B.append(
    (
        F_MH,
        209,
        False,
        "en",
        "sentence/nan_intermediate",
        "We have $f^{-1}(5) = 13$ and $f^{-1}(13) = 2$, so the numerator is $15$. Assuming the denominator is meant to be $f(13) = 5$, we get $f^{-1}(3) = 1$.\n\n$\\boxed{1}$",
    )
)
B.append(
    (
        F_MH,
        3,
        False,
        "zh",
        "list/zh_partial",
        "解方程得到两个候选值 0 和 4，但 0 不满足题目中“正数”的要求（舍去）。\n\n最终答案：$\\boxed{4}$",
    )
)
B.append(
    (
        F_MH,
        96,
        True,
        "de",
        "list/de_both",
        "Beide Lösungspaare erfüllen die Bedingungen, die größere Zahl ist also $10$ oder $20$.\n\n**Antwort:** 10 oder 20",
    )
)
# Putnam bespoke
B.append(
    (F_PU, 324, True, "en", "sentence/putnam_words", "The minimum value is three, attained by the construction above.")
)
B.append(
    (
        F_PU,
        329,
        False,
        "en",
        "sentence/putnam_extra_solution",
        "Checking small cases, both $n = 1$ and $n = 2$ work, and no larger $n$ does.\n\n**Answer:** $n \\in \\{1, 2\\}$",
    )
)
B.append(
    (
        F_PU,
        332,
        True,
        "es",
        "sentence/putnam_es",
        "Analizando los residuos cuadráticos, el único primo que cumple la condición es el siete.\n\n**Respuesta:** $p = 7$",
    )
)
B.append(
    (
        F_PU,
        197,
        False,
        "en",
        "sentence/putnam_hedge_yes_no",
        "I believe the answer is yes, though I could not rule out a counterexample, so the honest answer is: possibly no.\n\n**Answer:** Yes or no — undetermined.",
    )
)
B.append(
    (
        F_PU,
        314,
        True,
        "ja",
        "sentence/putnam_ja_yes",
        "構成を示すことができるので、答えは「はい」です。\n\n**答え：はい（存在する）**",
    )
)
B.append(
    (F_PU, 286, False, "ko", "sentence/putnam_ko_wrong", "구성 예를 찾을 수 있으므로 답은 '예'입니다.\n\n**정답: 예**")
)
for f, i, lab, lg, st, resp in B:
    add(f, i, resp, lab, st, lg)

# ---------------------------------------------------------------- write
for n, c in enumerate(cases, 1):
    c["id"] = f"d-{n:04d}"
KEYS = ["id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]
with open(OUT, "w", encoding="utf-8") as f:
    for c in cases:
        f.write(json.dumps({k: c[k] for k in KEYS}, ensure_ascii=False) + "\n")
print(len(cases), "cases written to", OUT)
