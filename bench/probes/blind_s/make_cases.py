#!/usr/bin/env python3
"""Deterministically write /work/probe_s/cases.jsonl (blind labeled grader test set S).
Standard library only; fixed seed. Usage: python3 make_cases.py [DATA_DIR]"""
import json, os, random, re, sys
from fractions import Fraction

DATA = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
R = random.Random(20261202)


def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [(i, json.loads(l)) for i, l in enumerate(f) if l.strip()]


def clean_ltx(a):
    """numeric-looking LaTeX: has a digit, no plain words of 2+ letters, no geometry symbols"""
    if not re.search(r"\d", a) or "triangle" in a:
        return False
    return not re.search(r"(?<![\\a-zA-Z])[a-zA-Z]{2,}", a)


def strip_dollar(s):
    s = str(s).strip()
    if len(s) >= 2 and s.startswith("$") and s.endswith("$") and s.count("$") == 2:
        return s[1:-1].strip()
    return s


INT_RE = re.compile(r"^-?\d+$")
FRAC_RE = re.compile(r"^(-?)\\d?frac\{(\d+)\}\{(\d+)\}$")
BAD = re.compile(r"\\text|=|,|:|%|\\circ|\\textdollar|\\le|\\ge|<|>|\\cup|\\in|\bor\b|and|\\pm|\\infty|''|\\emptyset|\[|\(")

# ---------------------------------------------------------------- numerals
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 0:
        return "negative " + words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words(n % 100))
    if n < 1000000:
        return words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words(n % 1000))
    raise ValueError


ZH = "零一二三四五六七八九"


def zh_num(n):
    if n == 0:
        return "零"
    if n < 0:
        return "负" + zh_num(-n)
    units = [(10000, "万"), (1000, "千"), (100, "百"), (10, "十")]
    out, zero = "", False
    for v, u in units:
        d = n // v
        n %= v
        if d:
            if zero:
                out += "零"
                zero = False
            out += ("" if (v == 10 and d == 1 and not out) else (zh_num(d) if v == 10000 else ZH[d])) + u
        elif out:
            zero = True
    if n:
        if zero:
            out += "零"
        out += ZH[n]
    return out


def digits_map(s, zero):
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)


AR = lambda s: digits_map(s, "\u0660")
FA = lambda s: digits_map(s, "\u06f0")
HI = lambda s: digits_map(s, "\u0966")
FW = lambda s: digits_map(s, "\uff10")

# ------------------------------------------------------------- languages
L = {
    "en": dict(ans="The answer is {}.", fin="**Final answer:** {}", wait="Wait, I made an arithmetic slip above. Redoing the last step carefully gives {} instead.",
               inter="so the intermediate quantity equals {}.", hedge="So the answer is either {} or {}; I cannot decide between them.",
               start="Let me work through this step by step.", cut="Now, substituting this back into the original condition, we obtain"),
    "zh": dict(ans="答案是 {}。", fin="**最终答案：** {}", wait="等一下，上面的计算有误。重新计算最后一步，得到 {}。",
               inter="因此中间量等于 {}。", hedge="所以答案可能是 {} 或 {}，无法确定。", start="我们逐步分析这个问题。", cut="现在将其代入原条件，可以得到"),
    "ja": dict(ans="答えは {} です。", fin="**最終解答：** {}", wait="待ってください、上の計算に誤りがありました。最後のステップをやり直すと {} になります。",
               inter="したがって途中の値は {} です。", hedge="よって答えは {} か {} のどちらかですが、決めきれません。", start="順を追って考えます。", cut="これを元の条件に代入すると"),
    "ko": dict(ans="답은 {}입니다.", fin="**최종 답:** {}", wait="잠깐, 위의 계산에 실수가 있었습니다. 마지막 단계를 다시 계산하면 {}입니다.",
               inter="따라서 중간값은 {}입니다.", hedge="따라서 답은 {} 또는 {}인데, 어느 쪽인지 확실하지 않습니다.", start="단계별로 풀어 보겠습니다.", cut="이제 이것을 원래 조건에 대입하면"),
    "ru": dict(ans="Ответ: {}.", fin="**Окончательный ответ:** {}", wait="Подождите, выше была ошибка в вычислениях. Пересчитав последний шаг, получаем {}.",
               inter="значит, промежуточная величина равна {}.", hedge="Итак, ответ либо {}, либо {} — точно сказать не могу.", start="Решим задачу по шагам.", cut="Теперь подставим это в исходное условие и получим"),
    "ar": dict(ans="الإجابة هي {}.", fin="**الإجابة النهائية:** {}", wait="انتظر، هناك خطأ حسابي أعلاه. بإعادة الخطوة الأخيرة نحصل على {}.",
               inter="إذن القيمة الوسيطة تساوي {}.", hedge="إذن الإجابة إما {} أو {}، ولا أستطيع الجزم.", start="لنحل المسألة خطوة بخطوة.", cut="الآن بالتعويض في الشرط الأصلي نحصل على"),
    "hi": dict(ans="उत्तर {} है।", fin="**अंतिम उत्तर:** {}", wait="रुकिए, ऊपर गणना में गलती हुई। अंतिम चरण दोबारा करने पर {} मिलता है।",
               inter="अतः मध्यवर्ती मान {} है।", hedge="तो उत्तर या तो {} है या {}, निश्चित नहीं कह सकते।", start="आइए इसे चरण दर चरण हल करें।", cut="अब इसे मूल शर्त में रखने पर हमें मिलता है"),
    "vi": dict(ans="Đáp án là {}.", fin="**Đáp số cuối cùng:** {}", wait="Khoan đã, phép tính ở trên bị sai. Tính lại bước cuối ta được {}.",
               inter="vậy đại lượng trung gian bằng {}.", hedge="Vậy đáp án là {} hoặc {}, tôi không chắc chắn.", start="Ta giải từng bước.", cut="Bây giờ thay vào điều kiện ban đầu, ta thu được"),
    "fr": dict(ans="La réponse est {}.", fin="**Réponse finale :** {}", wait="Attendez, il y a une erreur de calcul plus haut. En refaisant la dernière étape, on obtient {}.",
               inter="donc la quantité intermédiaire vaut {}.", hedge="La réponse est donc soit {}, soit {} ; je ne peux pas trancher.", start="Procédons étape par étape.", cut="En substituant maintenant dans la condition initiale, on obtient"),
    "es": dict(ans="La respuesta es {}.", fin="**Respuesta final:** {}", wait="Espera, hubo un error de cálculo arriba. Rehaciendo el último paso se obtiene {}.",
               inter="así que la cantidad intermedia es {}.", hedge="Entonces la respuesta es {} o {}; no puedo decidir.", start="Resolvamos paso a paso.", cut="Ahora, sustituyendo en la condición original, obtenemos"),
    "de": dict(ans="Die Antwort ist {}.", fin="**Endergebnis:** {}", wait="Moment, oben steckt ein Rechenfehler. Wenn man den letzten Schritt neu rechnet, erhält man {}.",
               inter="also ist die Zwischengröße gleich {}.", hedge="Die Antwort ist also entweder {} oder {}; ich kann mich nicht festlegen.", start="Wir gehen Schritt für Schritt vor.", cut="Setzt man das nun in die Ausgangsbedingung ein, erhält man"),
    "pt": dict(ans="A resposta é {}.", fin="**Resposta final:** {}", wait="Espere, houve um erro de cálculo acima. Refazendo o último passo, obtemos {}.",
               inter="logo a quantidade intermediária vale {}.", hedge="Portanto a resposta é {} ou {}; não consigo decidir.", start="Vamos resolver passo a passo.", cut="Agora, substituindo na condição original, obtemos"),
}
LANGS = list(L)

# -------------------------------------------------------------- wrappers
def w_deepseek(reason, final):
    return "<think>\n" + reason + "\n</think>\n\n" + final


def w_qwen(reason, final):
    return "<|im_start|>assistant\n<think>\n" + reason + "\n</think>\n\n" + final + "<|im_end|>"


def w_harmony(reason, final):
    return ("<|start|>assistant<|channel|>analysis<|message|>" + reason + "<|end|><|start|>assistant<|channel|>final<|message|>"
            + final + "<|return|>")


def w_seed(reason, final):
    return "<seed:think>" + reason + "</seed:think>" + final


def w_kimi(reason, final):
    return "◁think▷" + reason + "◁/think▷" + final


def w_llama(reason, final):
    return "<|start_header_id|>assistant<|end_header_id|>\n\n" + reason + "\n\n" + final + "<|eot_id|>"


def w_gemma(reason, final):
    return "<start_of_turn>model\n" + reason + "\n\n" + final + "<end_of_turn>"


def w_mistral(reason, final):
    return "[THINK]" + reason + "[/THINK]" + final + "</s>"


def w_phi(reason, final):
    return "<|assistant|>\n" + reason + "\n" + final + "<|end|>"


def w_md(reason, final):
    return "## Solution\n\n" + reason + "\n\n---\n\n### Final Answer\n\n" + final


def w_plain(reason, final):
    return reason + "\n\n" + final


def w_thinking_tag(reason, final):
    return "<thinking>\n" + reason + "\n</thinking>\n<answer>\n" + final + "\n</answer>"


def w_reasoning_md(reason, final):
    return "> **Thinking…**\n>\n" + "\n".join("> " + x for x in reason.split("\n")) + "\n\n" + final


WRAP = [("think/deepseek", w_deepseek), ("think/qwen3_chatml", w_qwen), ("think/harmony_gptoss", w_harmony),
        ("think/seed", w_seed), ("think/kimi", w_kimi), ("special/llama3", w_llama), ("special/gemma", w_gemma),
        ("think/mistral_magistral", w_mistral), ("special/phi", w_phi), ("markdown/headings", w_md),
        ("plain/paragraph", w_plain), ("think/thinking_answer_tags", w_thinking_tag), ("markdown/quoted_thinking", w_reasoning_md)]


def filler(lang, k):
    bits = {
        "en": ["Let the unknown be x and set up the equation from the statement.", "Simplifying both sides gives a linear relation.",
               "Checking small cases confirms the pattern.", "By symmetry, we only need one case."],
        "zh": ["设未知量为 x，根据题意列方程。", "两边化简得到一个线性关系。", "检验小情形可确认规律。", "由对称性只需考虑一种情况。"],
        "ja": ["未知数を x とおいて式を立てる。", "両辺を整理すると一次の関係式が得られる。", "小さな場合で確かめると規則が成り立つ。", "対称性より一つの場合を考えれば十分。"],
        "ko": ["미지수를 x라 두고 식을 세웁니다.", "양변을 정리하면 일차 관계식을 얻습니다.", "작은 경우를 확인하면 규칙이 맞습니다.", "대칭성에 의해 한 경우만 보면 됩니다."],
        "ru": ["Обозначим неизвестное через x и составим уравнение.", "Упрощая обе части, получаем линейное соотношение.", "Проверка малых случаев подтверждает закономерность.", "По симметрии достаточно одного случая."],
        "ar": ["لنفرض أن المجهول هو x ونكوّن المعادلة.", "بتبسيط الطرفين نحصل على علاقة خطية.", "التحقق من حالات صغيرة يؤكد النمط.", "بالتماثل تكفي حالة واحدة."],
        "hi": ["अज्ञात को x मानकर समीकरण बनाते हैं।", "दोनों पक्षों को सरल करने पर रैखिक संबंध मिलता है।", "छोटे मामलों की जाँच से पैटर्न पुष्ट होता है।", "सममिति से एक ही स्थिति पर्याप्त है।"],
        "vi": ["Gọi ẩn là x và lập phương trình.", "Rút gọn hai vế ta được một hệ thức bậc nhất.", "Kiểm tra các trường hợp nhỏ xác nhận quy luật.", "Do tính đối xứng, chỉ cần xét một trường hợp."],
        "fr": ["Notons x l'inconnue et posons l'équation.", "En simplifiant les deux membres on obtient une relation linéaire.", "Les petits cas confirment le motif.", "Par symétrie, un seul cas suffit."],
        "es": ["Sea x la incógnita y planteemos la ecuación.", "Simplificando ambos lados se obtiene una relación lineal.", "Comprobar casos pequeños confirma el patrón.", "Por simetría basta un caso."],
        "de": ["Sei x die Unbekannte; wir stellen die Gleichung auf.", "Vereinfachen beider Seiten liefert eine lineare Beziehung.", "Kleine Fälle bestätigen das Muster.", "Aus Symmetriegründen genügt ein Fall."],
        "pt": ["Seja x a incógnita e montemos a equação.", "Simplificando ambos os lados obtemos uma relação linear.", "Verificar casos pequenos confirma o padrão.", "Por simetria basta um caso."],
    }[lang]
    return " ".join(R.sample(bits, k))


# ----------------------------------------------------- answer renderings
def int_equivs(n, lang):
    """(display, subtype) equivalent renderings of integer n suitable for lang."""
    s = str(n)
    opts = [("\\boxed{%s}" % s, "boxed"), ("$%s$" % s, "dollar"), (s, "bare")]
    if abs(n) >= 1000 and lang in ("en", "zh", "ja", "ko", "hi"):
        opts.append(("{:,}".format(n), "thousands_sep"))
        opts.append(("\\boxed{%s}" % "{:,}".format(n).replace(",", "{,}"), "latex_sep"))
    if lang == "en" and abs(n) < 1000000:
        opts.append((words(n), "words"))
        opts.append(("%s (%s)" % (words(n), s), "words_digits"))
    if lang == "zh" and abs(n) < 100000:
        opts.append((zh_num(n), "zh_numerals"))
    if lang == "ja":
        opts.append((FW(s), "fullwidth"))
    if lang == "ar":
        opts.append((AR(s), "arabic_indic"))
    if lang == "hi":
        opts.append((HI(s), "devanagari"))
    if lang in ("de", "fr", "es", "pt", "vi") and abs(n) >= 1000:
        sep = "." if lang in ("de", "es", "pt", "vi") else "\u202f"
        opts.append(("{:,}".format(n).replace(",", sep), "locale_sep"))
    opts.append(("%s.0" % s, "trailing_decimal"))
    opts.append(("\\[\\boxed{\\mathbf{%s}}\\]" % s, "display_mathbf"))
    if abs(n) >= 1000 and n % 10 != 0:
        t = s.lstrip("-")
        opts.append(("%s%s.%s \\times 10^{%d}" % ("-" if n < 0 else "", t[0], t[1:], len(t) - 1), "scientific"))
    if n >= 8 and n & (n - 1) == 0:
        opts.append(("2^{%d}" % (n.bit_length() - 1), "power_of_two"))
    return opts


def latex_equivs(a):
    opts = [("\\boxed{%s}" % a, "boxed"), ("$%s$" % a, "dollar"), ("\\(%s\\)" % a, "paren_delim")]
    m = FRAC_RE.match(a)
    if m:
        sg, p, q = m.group(1), int(m.group(2)), int(m.group(3))
        fr = Fraction(int(sg + "1") * p, q)
        opts.append(("%s%d/%d" % (sg, p, q), "slash_fraction"))
        opts.append(("\\boxed{%s\\dfrac{%d}{%d}}" % (sg, p, q), "dfrac"))
        opts.append(("\\boxed{%s\\tfrac{%d}{%d}}" % (sg, p, q), "tfrac"))
        if fr.denominator != 1:
            d = fr.denominator
            while d % 2 == 0:
                d //= 2
            while d % 5 == 0:
                d //= 5
            words_fr = {Fraction(1, 2): "one half", Fraction(1, 3): "one third", Fraction(2, 3): "two thirds",
                        Fraction(1, 4): "one quarter", Fraction(3, 4): "three quarters", Fraction(1, 5): "one fifth",
                        Fraction(1, 8): "one eighth", Fraction(3, 8): "three eighths", Fraction(5, 8): "five eighths"}
            if fr in words_fr:
                opts.append((words_fr[fr], "fraction_words"))
            if fr == Fraction(1, 2):
                opts.append(("½", "unicode_vulgar"))
            if fr < 0:
                opts.append(("\\boxed{\\frac{-%d}{%d}}" % (p, q), "neg_in_numerator"))
            else:
                opts.append(("\\boxed{\\frac{%d}{%d}}" % (p * 3, q * 3), "unreduced"))
            if d == 1:
                dec = "%.10f" % float(fr)
                dec = dec.rstrip("0").rstrip(".")
                opts.append((dec, "decimal"))
    if a.startswith("\\sqrt{") and a.endswith("}") and a.count("{") == 1:
        opts.append(("\\boxed{\\sqrt %s}" % a[6:-1] if len(a[6:-1]) == 1 else "\\boxed{(%s)^{1/2}}" % a[6:-1], "sqrt_alt"))
    return opts


# ------------------------------------------------------------ builders
cases = []


def add(bench, src, q, gold, resp, label, style, lang):
    cases.append(dict(benchmark=bench, source_row=src, question=q, gold=gold, response=resp, label=label, style=style, language=lang))


def wrong_int(n):
    c = R.choice([n + 1, n - 1, n * 2 if n != 0 else 7, n + 10, int(str(abs(n))[::-1]) if abs(n) > 9 else n + 3])
    if c == n:
        c = n + 1
    return c


POS_KINDS = ["direct", "direct", "fixed_to_right", "equiv", "equiv", "verify_reject"]
NEG_KINDS = ["corrected_away", "hedge", "retracted", "truncated", "other_quantity", "near_miss"]


def gen_generic(bench, src, q, gold, right_disp_opts, wrong_disp, wrong_label_ok=True, positive=None, lang=None):
    """right_disp_opts: list of (display, subtype) that are equal to gold (first item = canonical)."""
    if lang is None:
        lang = R.choice(LANGS) if R.random() < 0.55 else "en"
    if positive is None:
        positive = R.random() < 0.5
    wname, wfn = R.choice(WRAP)
    T = L[lang]
    canon = right_disp_opts[0][0]
    if positive:
        kind = R.choice(POS_KINDS)
        disp, sub = canon, "canonical"
        exotic = [o for o in right_disp_opts if o[1] not in ("boxed", "dollar", "bare", "paren_delim")]
        if kind == "equiv":
            disp, sub = R.choice(exotic) if exotic and R.random() < 0.8 else R.choice(right_disp_opts)
        elif exotic and R.random() < 0.45:
            disp, sub = R.choice(exotic)
        if kind == "fixed_to_right":
            reason = T["start"] + " " + filler(lang, 2) + " " + T["inter"].format(wrong_disp) + " " + T["wait"].format(disp)
        elif kind == "verify_reject":
            reason = T["start"] + " " + filler(lang, 2) + " " + T["ans"].format(disp) + " " + filler(lang, 1) + \
                (" (A tempting wrong value would be %s, but it fails the check.)" % wrong_disp)
        else:
            reason = T["start"] + " " + filler(lang, R.randint(1, 3))
        final = R.choice([T["fin"], T["ans"]]).format(disp)
        resp = wfn(reason, final)
        style = "%s/%s+%s" % (wname.split("/")[0], wname.split("/")[1], kind + ":" + sub)
        return resp, True, style, lang
    kind = R.choice(NEG_KINDS)
    if kind == "corrected_away":
        reason = T["start"] + " " + filler(lang, 2) + " " + T["ans"].format(canon) + " " + T["wait"].format(wrong_disp)
        final = T["fin"].format(wrong_disp)
        resp = wfn(reason, final)
    elif kind == "hedge":
        a, b = (canon, wrong_disp) if R.random() < 0.5 else (wrong_disp, canon)
        resp = wfn(T["start"] + " " + filler(lang, 2), T["hedge"].format(a, b))
    elif kind == "retracted":
        reason = T["start"] + " " + filler(lang, 1)
        final = ("%s\n\n" % canon) if canon.startswith("\\boxed{") else "\\boxed{%s}\n\n" % canon
        final += "Hmm, no — that contradicts the constraint checked above, so I retract it. " + T["fin"].format(wrong_disp)
        resp = wfn(reason, final)
    elif kind == "truncated":
        reason = T["start"] + " " + filler(lang, 2) + " " + T["inter"].format(canon) + " " + T["cut"]
        resp = R.choice(["<think>\n" + reason, reason, "<|channel|>analysis<|message|>" + reason])
        wname = "truncated/" + wname.split("/")[1]
    elif kind == "other_quantity":
        reason = T["start"] + " " + filler(lang, 2) + " " + T["inter"].format(canon) + \
            " This is not yet what is asked; the question wants the derived quantity, which is obtained from it."
        resp = wfn(reason, T["fin"].format(wrong_disp))
    else:  # near_miss
        reason = T["start"] + " " + filler(lang, 2) + " " + T["inter"].format(canon)
        resp = wfn(reason, T["ans"].format(wrong_disp))
    style = "%s/%s+%s" % (wname.split("/")[0], wname.split("/")[1], kind)
    return resp, False, style, lang


# ------------------------------------------------------ special formats
def agent_format(canon, wrong, positive, n_tool):
    k = n_tool % 6
    if k == 0:
        obj = {"reasoning": "Computed via the recurrence; checked small cases.", "final_answer": canon if positive else wrong,
               "candidates": [wrong, canon] if positive else [canon, wrong]}
        return json.dumps(obj, ensure_ascii=False), "agent/json_final_answer"
    if k == 1:
        ans = canon if positive else wrong
        return ('I\'ll submit the result.\n<tool_call>\n{"name": "submit_answer", "arguments": {"answer": %s}}\n</tool_call>'
                % json.dumps(ans, ensure_ascii=False)), "agent/hermes_tool_call"
    if k == 2:
        ans = canon if positive else wrong
        body = ('{"tool_calls":[{"id":"call_0","type":"function","function":{"name":"final_answer","arguments":%s}}]}'
                % json.dumps(json.dumps({"value": ans, "scratch": wrong if positive else canon}, ensure_ascii=False)))
        return body, "agent/openai_function_arguments"
    if k == 3:
        printed = canon if positive else canon
        tail = ("The script confirms it, so the answer is %s." % canon) if positive else \
            ("But the script solved the unreduced version; applying the last condition of the problem gives %s, which is my final answer." % wrong)
        return ("```python\nresult = solve()\nprint(result)\n```\n```output\n%s\n```\n%s" % (printed, tail)), "agent/code_output"
    if k == 4:
        ans = canon if positive else wrong
        return ("<|python_tag|>{\"name\": \"answer\", \"parameters\": {\"result\": %s}}<|eom_id|>" % json.dumps(ans, ensure_ascii=False)), "agent/llama_python_tag"
    ans = canon if positive else wrong
    note = wrong if positive else canon
    return ("Thought: I checked %s but it violates the condition.\nAction: Finish\nAction Input: %s" % (note, ans)) if positive else \
        ("Thought: The computation gives %s.\nObservation: the grader wants the count of remaining cases.\nAction: Finish\nAction Input: %s" % (note, ans)), "agent/react_finish"


def table_format(canon, wrong, positive):
    if positive:
        return ("| Step | Quantity | Value |\n|---|---|---|\n| 1 | first estimate | %s |\n| 2 | after correction | %s |\n\n**Answer: %s**" % (wrong, canon, canon)), "markdown/table"
    return ("| Step | Quantity | Value |\n|---|---|---|\n| 1 | first estimate | %s |\n| 2 | after correction | %s |\n\n**Answer: %s**" % (canon, wrong, wrong)), "markdown/table"


def terse_format(canon, wrong, positive, i):
    k = i % 4
    if positive:
        return [canon, "Answer: " + canon, "**" + canon + "**", "#### " + canon][k], "terse/" + ["bare", "answer_line", "bold", "gsm_hash"][k]
    return [canon + " — no wait, " + wrong, "Answer: " + wrong + " (not " + canon + ")", "~~" + canon + "~~ **" + wrong + "**",
            "#### " + canon + "\n#### " + wrong + " (final)"][k], "terse/neg_" + ["selfcorrect", "answer_line_not", "strike", "double_hash"][k]


# ------------------------------------------------------------- main sets
def main():
    harp = load("harp/harp_default.jsonl")
    mcq = load("harp/harp_mcq.jsonl")
    mph = load("math_perturb/math_perturb_hard.jsonl")
    mps = load("math_perturb/math_perturb_simple.jsonl")
    put = load("putnam/putnam_with_answers.jsonl")

    # HARP default: integers and clean LaTeX expressions
    harp_int = [(i, r) for i, r in harp if INT_RE.match(strip_dollar(r["answer"]))]
    harp_ltx = [(i, r) for i, r in harp if not INT_RE.match(strip_dollar(r["answer"])) and not BAD.search(strip_dollar(r["answer"]))
                and len(strip_dollar(r["answer"])) < 40 and "$" not in strip_dollar(r["answer"])]
    harp_ltx = [(i, r) for i, r in harp_ltx if clean_ltx(strip_dollar(r["answer"]))]
    harp_odd = [(i, r) for i, r in harp if ("\\text" in r["answer"] or "," in r["answer"]) and len(r["answer"]) < 45]
    R.shuffle(harp_int); R.shuffle(harp_ltx); R.shuffle(harp_odd)
    tool_ctr = [0]

    def do_int(bench, src, q, gold, n):
        wrong = wrong_int(n)
        lang = None
        r = R.random()
        positive = R.random() < 0.5
        if r < 0.14:
            resp, style = agent_format(str(n), str(wrong), positive, tool_ctr[0]); tool_ctr[0] += 1
            add(bench, src, q, gold, resp, positive, style, "en"); return
        if r < 0.2:
            resp, style = table_format(str(n), str(wrong), positive)
            add(bench, src, q, gold, resp, positive, style, "en"); return
        if r < 0.28:
            resp, style = terse_format(str(n), str(wrong), positive, tool_ctr[0]); tool_ctr[0] += 1
            add(bench, src, q, gold, resp, positive, style, "en"); return
        lang = R.choice(LANGS) if R.random() < 0.6 else "en"
        eqv = int_equivs(n, lang)
        wdisp = str(wrong)
        if lang == "ar" and R.random() < 0.5:
            wdisp = AR(wdisp)
        if lang == "hi" and R.random() < 0.5:
            wdisp = HI(wdisp)
        resp, lab, style, _ = gen_generic(bench, src, q, gold, eqv, wdisp, positive=positive, lang=lang)
        # regenerate with the chosen lang: gen_generic picks its own lang; rebuild to keep native digits coherent
        add(bench, src, q, gold, resp, lab, style, lang)

    def do_ltx(bench, src, q, gold, a, wrong_a):
        positive = R.random() < 0.5
        r = R.random()
        if r < 0.15:
            resp, style = agent_format(a, wrong_a, positive, tool_ctr[0]); tool_ctr[0] += 1
            add(bench, src, q, gold, resp, positive, style, "en"); return
        if r < 0.22:
            resp, style = terse_format("$%s$" % a, "$%s$" % wrong_a, positive, tool_ctr[0]); tool_ctr[0] += 1
            add(bench, src, q, gold, resp, positive, style, "en"); return
        resp, lab, style, lang = gen_generic(bench, src, q, gold, latex_equivs(a), "$%s$" % wrong_a, positive=positive)
        add(bench, src, q, gold, resp, lab, style, lang)

    # ---- HARP ints (~110)
    for i, r in harp_int[:110]:
        do_int("harp", "harp/harp_default.jsonl:%d" % i, r["problem"], r["answer"], int(strip_dollar(r["answer"])))
    # ---- HARP latex (~50)
    for j, (i, r) in enumerate(harp_ltx[:50]):
        a = strip_dollar(r["answer"])
        wrong_a = "2\\left(%s\\right)" % a if j % 2 == 0 else "%s+1" % a
        do_ltx("harp", "harp/harp_default.jsonl:%d" % i, r["problem"], r["answer"], a, wrong_a)
    # ---- HARP odd golds (words, units, lists) (~25): verbatim restatement vs other-row value
    for j, (i, r) in enumerate(harp_odd[:25]):
        a = strip_dollar(r["answer"])
        positive = j % 2 == 0
        lang = LANGS[j % len(LANGS)]
        T = L[lang]
        if positive:
            resp = R.choice([w_deepseek, w_md, w_gemma])(T["start"] + " " + filler(lang, 2), T["fin"].format("$%s$" % a))
            style = "verbatim/odd_gold"
        else:
            resp = w_qwen(T["start"] + " " + filler(lang, 2) + " " + T["ans"].format("$%s$" % a),
                          T["wait"].format("a different result") + "\n\nAfter rechecking, the value $%s$ does not satisfy the last condition, so there is no valid answer among my candidates; I cannot give a final answer." % a)
            style = "verbatim/odd_gold_retracted_no_final"
        add("harp", "harp/harp_default.jsonl:%d" % i, r["problem"], r["answer"], resp, positive, style, lang)

    # ---- HARP MCQ (~60)
    mc = [(i, r) for i, r in mcq if r.get("answer_choice") in r.get("choices", {}) and len(r["choices"]) >= 4
          and r["choices"][r["answer_choice"]] == r["answer"]]
    mc = [(i, r) for i, r in mc if len(set(r["choices"].values())) == len(r["choices"])]
    R.shuffle(mc)
    for j, (i, r) in enumerate(mc[:60]):
        ch = r["choices"]; L0 = r["answer_choice"]
        others = sorted(k for k in ch if k != L0)
        W = R.choice(others)
        v, wv = ch[L0], ch[W]
        k = j % 8
        lang = LANGS[(j * 5) % len(LANGS)]
        T = L[lang]
        if k == 0:
            resp, lab, st = w_deepseek(T["start"] + " " + filler(lang, 2) + " " + T["ans"].format(v), "**(%s)** %s" % (L0, v)), True, "mcq/think_letter_value"
        elif k == 1:
            resp, lab, st = "The correct option is \\boxed{\\textbf{(%s)}\\ %s}" % (L0, strip_dollar(v)), True, "mcq/boxed_textbf_letter_value"
        elif k == 2:
            resp, lab, st = json.dumps({"choice": L0, "value": v}, ensure_ascii=False), True, "mcq/json_choice"
        elif k == 3:
            resp, lab, st = w_md(T["start"] + " " + filler(lang, 1), T["fin"].format("%s) %s" % (L0, v))), True, "mcq/markdown_letter_paren"
        elif k == 4:
            resp, lab, st = w_deepseek(T["start"] + " " + filler(lang, 2) + " " + T["inter"].format(v), "**(%s)** %s" % (W, wv)), False, "mcq/neg_value_seen_wrong_letter"
        elif k == 5:
            resp, lab, st = ("I first picked (%s) %s, but re-reading the problem shows a sign error.\n\nFinal: \\boxed{\\textbf{(%s)}\\ %s}" % (L0, v, W, strip_dollar(wv))), False, "mcq/neg_retracted_correct_letter"
        elif k == 6:
            resp, lab, st = ("It is either (%s) %s or (%s) %s — both seem plausible." % ((L0, v, W, wv) if j % 2 else (W, wv, L0, v))), False, "mcq/neg_hedge_two_letters"
        else:
            resp, lab, st = w_harmony(T["start"] + " " + filler(lang, 1) + " " + T["ans"].format("(%s) %s" % (L0, v)) + " Wait, check option %s." % W,
                                      T["fin"].format("(%s) %s" % (W, wv))), False, "mcq/neg_harmony_switch"
        if k in (1, 2, 5, 6):
            lang = "en"
        add("harp", "harp/harp_mcq.jsonl:%d" % i, r["problem"], r["answer"], resp, lab, st, lang)

    # ---- MATH-Perturb (~80)
    mp = [("math_perturb/math_perturb_hard.jsonl", i, r) for i, r in mph] + [("math_perturb/math_perturb_simple.jsonl", i, r) for i, r in mps]
    R.shuffle(mp)
    n_int = n_ltx = 0
    for f, i, r in mp:
        g = r["answer"]
        s = str(g).strip()
        if isinstance(g, bool):
            continue
        if isinstance(g, int) or INT_RE.match(s):
            if n_int >= 50:
                continue
            n_int += 1
            do_int("math_perturb", "%s:%d" % (f, i), r["problem"], g, int(s))
        elif isinstance(g, str) and not BAD.search(s) and len(s) < 40 and "$" not in s and clean_ltx(s):
            if n_ltx >= 32:
                continue
            n_ltx += 1
            do_ltx("math_perturb", "%s:%d" % (f, i), r["problem"], g, s, ("2\\left(%s\\right)" % s) if n_ltx % 2 else "%s+1" % s)
        if n_int >= 50 and n_ltx >= 32:
            break

    # ---- Putnam (~85)
    PRE = re.compile(r"(?:is|equals|are|be) \$([^$]{1,40})\$\.?\s*$")
    pt = []
    for i, r in put:
        m = PRE.search(r["answer_text"])
        if m and "=" not in m.group(1) and r["answer_text"].count("$") == 2 and "\\text" not in m.group(1) \
                and "possible" not in r["answer_text"] and not re.search(r"<|\\le|\\infty", m.group(1)):
            pt.append((i, r, m.group(1).strip()))
    R.shuffle(pt)
    for j, (i, r, a) in enumerate(pt[:85]):
        src = "putnam/putnam_with_answers.jsonl:%d" % i
        if INT_RE.match(a):
            do_int("putnam", src, r["problem"], r["answer_text"], int(a))
        else:
            do_ltx("putnam", src, r["problem"], r["answer_text"], a, ("2\\left(%s\\right)" % a) if j % 2 else "%s+1" % a)

    # finalize
    with open(OUT, "w", encoding="utf-8") as f:
        for k, c in enumerate(cases, 1):
            row = {"id": "s-%04d" % k}
            row.update(c)
            row = {x: row[x] for x in ["id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote", len(cases), "cases to", OUT)


SCRIPT_HINTS = [("zh", re.compile(r"[\u4e00-\u9fff]")), ("ja", re.compile(r"[\u3040-\u30ff]")), ("ko", re.compile(r"[\uac00-\ud7af]")),
                ("ru", re.compile(r"[\u0400-\u04ff]")), ("ar", re.compile(r"[\u0600-\u06ff]")), ("hi", re.compile(r"[\u0900-\u097f]"))]
LATIN = [("vi", "Đáp"), ("fr", "Procédons"), ("es", "Resolvamos"), ("de", "Schritt für Schritt"), ("pt", "Vamos resolver")]


def _lang_of(resp):
    if re.search(r"[\u3040-\u30ff]", resp):
        return "ja"
    for code, rx in SCRIPT_HINTS:
        if rx.search(resp):
            return code
    for code, w in LATIN:
        if w in resp:
            return code
    return "en"


if __name__ == "__main__":
    main()
