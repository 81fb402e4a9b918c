# -*- coding: utf-8 -*-
"""Automatic part of set G: integer golds and MCQ letters, many wrappers x answer modes.
Imported by make_cases.py (standard library only, deterministic)."""
import json
import random
import re

# ---------------------------------------------------------------- numerals
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def en_words(n):
    if n < 0:
        return "negative " + en_words(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")
    if n < 1000:
        return ONES[n // 100] + " hundred" + (" " + en_words(n % 100) if n % 100 else "")
    for div, name in ((10**9, "billion"), (10**6, "million"), (1000, "thousand")):
        if n >= div:
            return en_words(n // div) + " " + name + (" " + en_words(n % div) if n % div else "")


CN_D = "零一二三四五六七八九"


def _cn4(n):
    # 0 < n < 10000
    s = ""
    units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
    zero = False
    started = False
    for u, name in units:
        d = n // u % 10
        if d == 0:
            if started:
                zero = True
            continue
        if zero:
            s += "零"
            zero = False
        s += CN_D[d] + name
        started = True
    return s


def cn_num(n):
    if n < 0:
        return "负" + cn_num(-n)
    if n == 0:
        return "零"
    if n >= 10**8:
        return None
    hi, lo = divmod(n, 10000)
    if hi:
        s = _cn4(hi) + "万"
        if lo:
            if lo < 1000:
                s += "零"
            s += _cn4(lo)
    else:
        s = _cn4(lo)
    if s.startswith("一十"):
        s = s[1:]
    return s


NATIVE = {
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "hi": "०१२३४५६७८९",
    "fa": "۰۱۲۳۴۵۶۷۸۹",
    "bn": "০১২৩৪৫৬৭৮৯",
    "fw": "０１２３４５６７８９",
}


def native(s, key):
    t = NATIVE[key]
    return "".join(t[int(c)] if c.isdigit() and c in "0123456789" else c for c in str(s))


def thousands(n, sep):
    s = f"{abs(n):,}".replace(",", sep)
    return ("-" if n < 0 else "") + s


# ---------------------------------------------------------------- phrases
P = {
    "en": dict(start="Let me set up the problem carefully.", step="Working through the algebra, the key quantity comes out to {a}.",
               ans="So the answer is {a}.", wait="Wait — I dropped a term in the last step. Redoing it carefully:",
               either="So the answer is either {a} or {b}; I can't pin it down further.", asked="But that is not what the question asks for. The requested quantity is {b}.",
               cut="Now I substitute this back into the original condition and expand to get", check="Quick check: it satisfies every condition.", final="Final answer"),
    "zh": dict(start="我们先仔细分析题目。", step="经过代数化简，关键量等于 {a}。", ans="所以答案是 {a}。", wait="等等，上一步我漏掉了一项，重新计算：",
               either="所以答案是 {a} 或 {b}，目前无法进一步确定。", asked="但这并不是题目要求的量。题目要求的是 {b}。",
               cut="现在把它代回原条件并展开，得到", check="验证：满足所有条件。", final="最终答案"),
    "ja": dict(start="まず問題を整理します。", step="式を整理すると、重要な値は {a} になります。", ans="よって答えは {a} です。", wait="待ってください、前のステップで項を落としていました。計算し直します：",
               either="したがって答えは {a} または {b} です。これ以上は絞れません。", asked="しかし、問題が求めているのはこの値ではありません。求める量は {b} です。",
               cut="これを元の条件に代入して展開すると", check="確認：すべての条件を満たします。", final="最終解答"),
    "ko": dict(start="먼저 문제를 정리해 보겠습니다.", step="식을 정리하면 핵심 값은 {a}입니다.", ans="따라서 답은 {a}입니다.", wait="잠깐, 앞 단계에서 항 하나를 빠뜨렸습니다. 다시 계산하면:",
               either="따라서 답은 {a} 또는 {b}입니다. 더 이상 확정할 수 없습니다.", asked="하지만 문제에서 묻는 것은 이 값이 아닙니다. 구하는 값은 {b}입니다.",
               cut="이제 이것을 원래 조건에 대입하여 전개하면", check="검산: 모든 조건을 만족합니다.", final="최종 답"),
    "ru": dict(start="Сначала аккуратно разберём условие.", step="После преобразований ключевая величина равна {a}.", ans="Итак, ответ: {a}.", wait="Подождите, на прошлом шаге я потерял слагаемое. Пересчитаю:",
               either="Итак, ответ либо {a}, либо {b}; точнее определить не получается.", asked="Но это не та величина, которую спрашивают. Искомая величина равна {b}.",
               cut="Теперь подставим это в исходное условие и раскроем скобки, получим", check="Проверка: все условия выполнены.", final="Окончательный ответ"),
    "ar": dict(start="لنحلل المسألة بعناية أولاً.", step="بعد التبسيط الجبري، تكون القيمة الأساسية {a}.", ans="إذن الإجابة هي {a}.", wait="لحظة، لقد أسقطت حدًا في الخطوة السابقة. أعيد الحساب:",
               either="إذن الإجابة إما {a} أو {b}، ولا يمكنني التحديد أكثر.", asked="لكن هذا ليس المطلوب في السؤال. القيمة المطلوبة هي {b}.",
               cut="الآن نعوض بهذا في الشرط الأصلي ونفك الأقواس فنحصل على", check="تحقق: جميع الشروط متحققة.", final="الإجابة النهائية"),
    "hi": dict(start="पहले प्रश्न को ध्यान से समझते हैं।", step="बीजगणित हल करने पर मुख्य मान {a} आता है।", ans="अतः उत्तर {a} है।", wait="रुकिए, पिछले चरण में एक पद छूट गया था। दोबारा गणना करते हैं:",
               either="अतः उत्तर या तो {a} है या {b}; इससे आगे तय नहीं कर सकते।", asked="लेकिन प्रश्न यह मान नहीं पूछ रहा है। पूछा गया मान {b} है।",
               cut="अब इसे मूल शर्त में रखकर विस्तार करने पर हमें मिलता है", check="जाँच: सभी शर्तें पूरी होती हैं।", final="अंतिम उत्तर"),
    "vi": dict(start="Trước hết ta phân tích đề bài.", step="Biến đổi đại số, đại lượng chính bằng {a}.", ans="Vậy đáp án là {a}.", wait="Khoan đã, ở bước trước tôi bỏ sót một số hạng. Tính lại:",
               either="Vậy đáp án là {a} hoặc {b}; chưa thể xác định chính xác hơn.", asked="Nhưng đó không phải đại lượng đề bài hỏi. Đại lượng cần tìm là {b}.",
               cut="Bây giờ thay vào điều kiện ban đầu và khai triển, ta được", check="Kiểm tra: thỏa mãn mọi điều kiện.", final="Đáp án cuối cùng"),
    "fr": dict(start="Commençons par bien poser le problème.", step="Après simplification, la quantité clé vaut {a}.", ans="Donc la réponse est {a}.", wait="Attendez — j'ai oublié un terme à l'étape précédente. Je refais le calcul :",
               either="Donc la réponse est soit {a}, soit {b} ; je ne peux pas trancher.", asked="Mais ce n'est pas ce que demande l'énoncé. La quantité demandée vaut {b}.",
               cut="On substitue maintenant dans la condition initiale et on développe, ce qui donne", check="Vérification : toutes les conditions sont satisfaites.", final="Réponse finale"),
    "es": dict(start="Primero planteemos el problema con cuidado.", step="Simplificando, la cantidad clave resulta {a}.", ans="Por lo tanto, la respuesta es {a}.", wait="Espera, en el paso anterior omití un término. Lo rehago:",
               either="Por lo tanto, la respuesta es {a} o {b}; no puedo precisar más.", asked="Pero eso no es lo que pide el problema. La cantidad pedida es {b}.",
               cut="Ahora sustituimos en la condición original y desarrollamos, obteniendo", check="Comprobación: cumple todas las condiciones.", final="Respuesta final"),
    "de": dict(start="Zuerst stellen wir das Problem sorgfältig auf.", step="Nach Umformen ergibt sich für die zentrale Größe {a}.", ans="Also ist die Antwort {a}.", wait="Moment – im letzten Schritt habe ich einen Term vergessen. Nochmal:",
               either="Die Antwort ist also entweder {a} oder {b}; genauer kann ich es nicht festlegen.", asked="Aber das ist nicht die gesuchte Größe. Gesucht ist {b}.",
               cut="Jetzt setzen wir das in die ursprüngliche Bedingung ein und multiplizieren aus, dann erhalten wir", check="Probe: alle Bedingungen sind erfüllt.", final="Endergebnis"),
    "pt": dict(start="Primeiro vamos organizar o problema.", step="Simplificando, a quantidade principal vale {a}.", ans="Portanto, a resposta é {a}.", wait="Espere, no passo anterior esqueci um termo. Refazendo:",
               either="Portanto, a resposta é {a} ou {b}; não consigo decidir.", asked="Mas não é isso que o problema pede. A quantidade pedida é {b}.",
               cut="Agora substituímos na condição original e expandimos, obtendo", check="Verificação: satisfaz todas as condições.", final="Resposta final"),
    "fa": dict(start="ابتدا مسئله را مرتب می‌کنیم.", step="پس از ساده‌سازی، مقدار اصلی برابر {a} است.", ans="بنابراین پاسخ {a} است.", wait="صبر کنید، در مرحلهٔ قبل یک جمله را جا انداختم. دوباره حساب می‌کنم:",
               either="بنابراین پاسخ یا {a} است یا {b}.", asked="اما این مقدار خواسته‌شده نیست. مقدار خواسته‌شده {b} است.",
               cut="حالا این را در شرط اصلی جایگذاری و بسط می‌دهیم و به دست می‌آوریم", check="بررسی: همهٔ شرایط برقرار است.", final="پاسخ نهایی"),
    "bn": dict(start="প্রথমে সমস্যাটি ভালোভাবে সাজাই।", step="সরলীকরণের পর মূল মানটি হয় {a}।", ans="অতএব উত্তর {a}।", wait="দাঁড়ান, আগের ধাপে একটি পদ বাদ পড়েছে। আবার হিসাব করি:",
               either="অতএব উত্তর হয় {a} অথবা {b}।", asked="কিন্তু প্রশ্নে এই মান চাওয়া হয়নি। চাওয়া মানটি হলো {b}।",
               cut="এখন এটি মূল শর্তে বসিয়ে বিস্তার করলে পাই", check="যাচাই: সব শর্ত পূরণ হয়।", final="চূড়ান্ত উত্তর"),
}

# ---------------------------------------------------------------- wrappers
# each wrapper: f(reason, final_sentence, value, lang, truncated) -> text


def w_qwen_think(r, f, v, L, t):
    return "<think>\n" + r + ("" if t else "\n</think>\n\n" + f)


def w_deepseek(r, f, v, L, t):
    return "<think>\n" + r + ("" if t else "\n</think>\n\n" + f + "<｜end▁of▁sentence｜>")


def w_harmony(r, f, v, L, t):
    s = "<|channel|>analysis<|message|>" + r
    if t:
        return s
    return s + "<|end|><|start|>assistant<|channel|>final<|message|>" + f + "<|return|>"


def w_kimi(r, f, v, L, t):
    return "◁think▷" + r + ("" if t else "◁/think▷" + f)


def w_magistral(r, f, v, L, t):
    return "[THINK]" + r + ("" if t else "[/THINK]\n" + f + "</s>")


def w_seed(r, f, v, L, t):
    return "<seed:think>\n" + r + ("" if t else "\n</seed:think>\n" + f + "<seed:eos>")


def w_skyt1(r, f, v, L, t):
    s = "<|begin_of_thought|>\n\n" + r
    if t:
        return s
    return s + "\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n" + f + "\n\n<|end_of_solution|>"


def w_chatml(r, f, v, L, t):
    return "<|im_start|>assistant\n" + r + ("" if t else "\n\n" + f + "<|im_end|>\n<|endoftext|>")


def w_llama3(r, f, v, L, t):
    return "<|start_header_id|>assistant<|end_header_id|>\n\n" + r + ("" if t else "\n\n" + f + "<|eot_id|>")


def w_gemma(r, f, v, L, t):
    return "<start_of_turn>model\n" + r + ("" if t else "\n\n" + f + "<end_of_turn>\n<eos>")


def w_granite(r, f, v, L, t):
    s = "<|start_of_role|>assistant<|end_of_role|>Here is my thought process:\n" + r
    return s + ("" if t else "\n\nHere is my response:\n" + f + "<|end_of_text|>")


def w_cohere(r, f, v, L, t):
    s = "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|><|START_THINKING|>" + r
    if t:
        return s
    return s + "<|END_THINKING|><|START_RESPONSE|>" + f + "<|END_RESPONSE|><|END_OF_TURN_TOKEN|>"


def w_phi(r, f, v, L, t):
    return "<|assistant|><think>" + r + ("" if t else "</think>\n" + f + "<|end|>")


def w_glm(r, f, v, L, t):
    return "<|assistant|>\n<think>" + r + ("" if t else "</think>\n" + f + "<|user|>")


def w_md_sections(r, f, v, L, t):
    s = "## " + ("Solution" if L == "en" else P[L]["start"].rstrip("。.:：")) + "\n\n" + r
    if t:
        return s
    return s + "\n\n---\n\n### " + P[L]["final"] + "\n\n" + f


def w_md_bullets(r, f, v, L, t):
    lines = [x for x in re.split(r"(?<=[.。!?！？:：])\s+|\n", r) if x.strip()]
    s = "\n".join("- " + x for x in lines)
    return s if t else s + "\n\n> **" + P[L]["final"] + ":** " + v


def w_md_table(r, f, v, L, t):
    lines = [x for x in re.split(r"(?<=[.。!?！？])\s+|\n", r) if x.strip()]
    s = "| # | Step |\n|---|---|\n" + "\n".join(f"| {i+1} | {x.replace('|', '/')} |" for i, x in enumerate(lines))
    return s if t else s + f"\n| ✔ | **{P[L]['final']}: {v}** |"


def w_json(r, f, v, L, t):
    if t:
        return json.dumps({"reasoning": r}, ensure_ascii=False)[:-3]
    return json.dumps({"reasoning": r, "final_answer": v}, ensure_ascii=False, indent=2)


def w_oai_call(r, f, v, L, t):
    args = json.dumps({"answer": v, "explanation": r}, ensure_ascii=False)
    obj = {"role": "assistant", "content": None, "tool_calls": [{"id": "call_7Hq2", "type": "function",
           "function": {"name": "submit_answer", "arguments": args}}]}
    s = json.dumps(obj, ensure_ascii=False)
    return s[: len(s) // 2] if t else s


def w_hermes(r, f, v, L, t):
    s = r + "\n\n<tool_call>\n"
    if t:
        return s + '{"name": "submit_final_answer", "argum'
    return s + json.dumps({"name": "submit_final_answer", "arguments": {"value": v}}, ensure_ascii=False) + "\n</tool_call>"


def w_mistral_tools(r, f, v, L, t):
    if t:
        return r
    return r + "\n[TOOL_CALLS][" + json.dumps({"name": "final_answer", "arguments": {"answer": v}}, ensure_ascii=False) + "]</s>"


def w_python(r, f, v, L, t):
    s = r + "\n\n```python\nfrom sympy import *\n# verify numerically\nres = solve_problem()\nprint(res)\n```\n"
    if t:
        return s + "```output\n"
    return s + "```output\n" + v + "\n```\n\n" + f


def w_minerva(r, f, v, L, t):
    return r + ("" if t else "\nFinal Answer: The final answer is $" + v + "$. I hope it is correct.")


def w_gsm(r, f, v, L, t):
    return r + ("" if t else "\n#### " + v)


def w_answer_tag(r, f, v, L, t):
    return "<reasoning>\n" + r + ("" if t else "\n</reasoning>\n<answer>\n" + v + "\n</answer>")


def w_xml(r, f, v, L, t):
    s = "<response>\n  <analysis>" + r + "</analysis>\n"
    return s if t else s + "  <final_answer>" + v + "</final_answer>\n</response>"


def w_yaml(r, f, v, L, t):
    s = "analysis: |\n" + "\n".join("  " + x for x in r.split("\n"))
    return s if t else s + "\nanswer: " + v + "\nconfidence: 0.8"


def w_jupyter(r, f, v, L, t):
    s = "In [1]: # " + r.replace("\n", "\n       # ") + "\nIn [2]: answer = compute()\nIn [3]: answer\n"
    return s if t else s + "Out[3]: " + v + "\n\n" + f


def w_html(r, f, v, L, t):
    s = "<div class=\"solution\"><p>" + r.replace("\n", "</p><p>") + "</p>"
    return s if t else s + "<p><strong>" + P[L]["final"] + ":</strong> " + v + "</p></div>"


def w_latex_doc(r, f, v, L, t):
    s = "\\begin{proof}[Solution]\n" + r
    return s if t else s + "\n\\[\n\\boxed{" + v + "}\n\\]\n\\end{proof}"


def w_plain(r, f, v, L, t):
    return r if t else r + "\n\n" + f


def w_claude(r, f, v, L, t):
    return "I'll work through this step by step.\n\n" + r + ("" if t else "\n\n**" + P[L]["final"] + ": " + v + "**")


def w_fbox(r, f, v, L, t):
    return r if t else r + "\n\n$$\\fbox{" + v + "}$$"


def w_terse(r, f, v, L, t):
    return r.split("\n")[0][:60] if t else v


def w_sse(r, f, v, L, t):
    # streamed chunks concatenated as server-sent events
    toks = re.findall(r".{1,18}", r + ("" if t else "\n" + f), flags=re.S)
    out = ""
    for tk in toks:
        out += "data: " + json.dumps({"choices": [{"delta": {"content": tk}}]}, ensure_ascii=False) + "\n\n"
    return out if t else out + "data: [DONE]\n"


WRAPPERS = {
    "reasoning/qwen3_think": w_qwen_think, "reasoning/deepseek_r1": w_deepseek, "special_tokens/gpt_oss_harmony": w_harmony,
    "reasoning/kimi_think": w_kimi, "reasoning/magistral_think": w_magistral, "reasoning/seed_think": w_seed,
    "reasoning/sky_t1_thought": w_skyt1, "special_tokens/chatml": w_chatml, "special_tokens/llama3": w_llama3,
    "special_tokens/gemma": w_gemma, "special_tokens/granite": w_granite, "special_tokens/cohere_command": w_cohere,
    "reasoning/phi4_think": w_phi, "special_tokens/glm": w_glm, "markdown/sections": w_md_sections,
    "markdown/bullets_quote": w_md_bullets, "markdown/table": w_md_table, "agent/json_object": w_json,
    "agent/openai_tool_call": w_oai_call, "agent/hermes_tool_call": w_hermes, "agent/mistral_tool_calls": w_mistral_tools,
    "agent/python_output": w_python, "plain/minerva_final": w_minerva, "plain/gsm8k_hashes": w_gsm,
    "structured/answer_tag": w_answer_tag, "structured/xml": w_xml, "structured/yaml": w_yaml, "agent/jupyter": w_jupyter,
    "structured/html": w_html, "latex/proof_env": w_latex_doc, "plain/prose": w_plain, "markdown/bold_final": w_claude,
    "latex/fbox": w_fbox, "terse/bare": w_terse, "agent/sse_stream": w_sse,
}


def boxed(v):
    return "\\boxed{" + v + "}"


# ---------------------------------------------------------------- integer answer modes
def pos_render(n, L, rnd):
    """An equivalent rendering of integer n suitable for language L; returns (text, tag)."""
    opts = ["digits", "latex_var", "decimal0"]
    if L in ("ar", "hi", "fa", "bn"):
        opts += ["native", "native", "native"]
    if L in ("zh", "ja") and cn_num(n):
        opts += ["cjk", "cjk"]
    if L == "ja":
        opts += ["fullwidth"]
    if L == "en" and abs(n) < 10**7:
        opts += ["words", "words"]
    if abs(n) >= 1000:
        opts += ["thousands", "thousands"]
    k = rnd.choice(opts)
    if k == "digits":
        return str(n), k
    if k == "latex_var":
        return "x = " + str(n), k
    if k == "decimal0":
        return (str(n) + (",0" if L in ("de", "fr", "es", "pt", "ru", "vi") else ".0")), k
    if k == "native":
        return native(n, L), k
    if k == "cjk":
        return cn_num(n), k
    if k == "fullwidth":
        return native(n, "fw"), k
    if k == "words":
        return en_words(n), k
    if k == "thousands":
        sep = {"en": ",", "zh": ",", "ja": ",", "ko": ",", "de": ".", "es": ".", "pt": ".", "vi": ".", "fr": "\u202f", "ru": "\u00a0"}.get(L, ",")
        return thousands(n, sep), k


def wrong_of(n, rnd):
    c = rnd.choice(["p1", "m1", "x2", "neg", "p2", "x10"])
    if c == "p1":
        w = n + 1
    elif c == "m1":
        w = n - 1
    elif c == "x2":
        w = 2 * n if n != 0 else 2
    elif c == "neg":
        w = -n if n != 0 else 1
    elif c == "p2":
        w = n + 2
    else:
        w = 10 * n if n != 0 else 10
    if w == n:
        w = n + 3
    return w


def fmt(n, L):
    if L in ("ar", "hi", "fa", "bn"):
        return native(n, L)
    return str(n)


def make_int_case(n, L, wname, polarity, rnd):
    """Returns (response, label, style_subtype)."""
    ph = P[L]
    w = wrong_of(n, rnd)
    if polarity == "pos":
        kind = rnd.choice(["clean", "clean", "fixed", "verified", "truncated_after_answer"])
        val, tag = pos_render(n, L, rnd)
        if kind == "clean":
            r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L) if tag != "digits" else str(n)) + "\n" + ph["check"]
        elif kind == "fixed":
            r = ph["start"] + "\n" + ph["step"].format(a=fmt(w, L)) + "\n" + ph["wait"] + "\n" + ph["step"].format(a=fmt(n, L)) + "\n" + ph["check"]
        elif kind == "verified":
            r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L)) + "\n" + ph["check"]
        else:
            r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L))
        f = ph["ans"].format(a="$" + boxed(val) + "$" if tag in ("digits", "latex_var", "decimal0") and rnd.random() < 0.5 else val)
        t = False
        text = WRAPPERS[wname](r, f, val, L, t)
        if kind == "truncated_after_answer" and wname not in ("terse/bare",):
            text = text + "\n\n" + ph["check"][: max(6, len(ph["check"]) // 2)]
        return text, True, f"{tag}_{kind}"
    kind = rnd.choice(["corrected", "hedge", "other_quantity", "near_miss", "truncated", "retracted_box", "think_vs_final"])
    if wname == "terse/bare" and kind in ("truncated",):
        kind = "near_miss"
    t = False
    if kind == "corrected":
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L)) + "\n" + ph["ans"].format(a=fmt(n, L)) + "\n" + ph["wait"] + "\n" + ph["step"].format(a=fmt(w, L))
        val = fmt(w, L)
        f = ph["ans"].format(a="$" + boxed(str(w)) + "$")
    elif kind == "hedge":
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L) + " / " + fmt(w, L))
        val = fmt(n, L) + " or " + fmt(w, L) if L == "en" else fmt(n, L) + ", " + fmt(w, L) + "?"
        f = ph["either"].format(a=fmt(n, L), b=fmt(w, L))
    elif kind == "other_quantity":
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L)) + "\n" + ph["asked"].format(b=fmt(w, L))
        val = fmt(w, L)
        f = ph["ans"].format(a=fmt(w, L))
    elif kind == "near_miss":
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(w, L)) + "\n" + ph["check"]
        val = fmt(w, L)
        f = ph["ans"].format(a="$" + boxed(str(w)) + "$")
    elif kind == "truncated":
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L)) + "\n" + ph["cut"]
        val = ""
        f = ""
        t = True
    elif kind == "retracted_box":
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L)) + "\n$" + boxed(str(n)) + "$\n" + ph["wait"] + "\n" + ph["step"].format(a=fmt(w, L))
        val = str(w)
        f = "$" + boxed(str(w)) + "$"
    else:  # think_vs_final: the trace reaches n, the visible answer states w
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(n, L)) + "\n" + ph["ans"].format(a=fmt(n, L))
        if wname not in ("reasoning/qwen3_think", "reasoning/deepseek_r1", "special_tokens/gpt_oss_harmony", "reasoning/kimi_think",
                         "reasoning/magistral_think", "reasoning/seed_think", "reasoning/sky_t1_thought", "special_tokens/cohere_command",
                         "reasoning/phi4_think", "special_tokens/glm"):
            r += "\n" + ph["wait"] + "\n" + ph["step"].format(a=fmt(w, L))
        val = fmt(w, L)
        f = ph["ans"].format(a=fmt(w, L))
    text = WRAPPERS[wname](r, f, val, L, t)
    return text, False, kind


# ---------------------------------------------------------------- MCQ
MCQ_POS = [
    ("en", "The correct option is **({c})** ${v}$."),
    ("en", "Answer: {c}"),
    ("en", "$\\boxed{{\\textbf{{({c})}}\\ {v}}}$"),
    ("en", "Therefore the answer is $\\boxed{{{c}}}$."),
    ("en", "The answer is ({lc})."),
    ("zh", "故选 {c}。"),
    ("zh", "答案：{c}（${v}$）"),
    ("ja", "正解は ({c}) です。"),
    ("ko", "정답은 {c}번입니다."),
    ("ru", "Ответ: вариант ({c})."),
    ("de", "Richtige Antwort: ({c})"),
    ("es", "La opción correcta es la {c}."),
    ("fr", "Réponse : ({c})"),
    ("pt", "Alternativa correta: {c}"),
    ("vi", "Chọn đáp án {c}."),
    ("en", "{{\"choice\": \"{c}\"}}"),
    ("en", "<answer>{c}</answer>"),
    ("en", "**{c}** — ${v}$"),
]
MCQ_NEG = [
    ("en", "wrong_letter_right_value", "The value works out to ${v}$, which is choice **({d})**.\n\nAnswer: ({d})"),
    ("en", "hedge_letters", "It is either ({c}) or ({d}); I'd lean toward both being plausible.\n\n**Answer: ({c}) or ({d})**"),
    ("en", "retracted_letter", "My first instinct is ({c}). Hmm, wait — rechecking the second case, that overcounts. So the answer must be $\\boxed{{\\text{{({d})}}}}$."),
    ("zh", "wrong_letter_right_value", "计算得到 ${v}$，对应选项 {d}。\n\n故选 {d}。"),
    ("ja", "retracted_letter", "最初は ({c}) だと思いましたが、見直すと条件を満たしません。正解は ({d}) です。"),
    ("es", "hedge_letters", "La respuesta es {c} o {d}."),
    ("en", "truncated", "Let's check each option. Option ({c}) gives ${v}$, which matches our computation so far. Now for option ({d}) we need to"),
    ("ru", "wrong_letter_right_value", "Получаем ${v}$. Ответ: ({d})."),
    ("de", "retracted_letter", "Zunächst scheint ({c}) richtig. Aber bei genauer Prüfung stimmt das nicht, also ist ({d}) die Lösung.\n\nAntwort: {d}"),
    ("en", "letter_list", "Options ({c}) and ({d}) both satisfy the condition.\n\nFinal answer: {c}, {d}"),
    ("ko", "wrong_letter_right_value", "값은 ${v}$이므로 정답은 ({d})입니다."),
]
# -*- coding: utf-8 -*-
# Hand-written cases: (file, line, label, style, language, response)
HD = "harp/harp_default.jsonl"
HM = "harp/harp_mcq.jsonl"
MS = "math_perturb/math_perturb_simple.jsonl"
MH = "math_perturb/math_perturb_hard.jsonl"
PU = "putnam/putnam_with_answers.jsonl"

HAND = [
    # ---------------- HARP: unusual golds
    (HD, 383, True, "markdown/fraction_for_decimal", "en",
     "### Step 1\nSet up the proportion and solve.\n\n### Step 2\n$x = \\frac{75}{2}$\n\n**Answer:** $\\dfrac{75}{2}$"),
    (HD, 383, False, "reasoning/near_miss_rounding", "en",
     "<think>\nThe exact value is 37.5, but the problem wants a count of whole items so I should round down.\n</think>\n\nThe answer is $\\boxed{37}$."),
    (HD, 157, True, "plain/unicode_superscript", "en",
     "Completing the square, the minimum is attained at x = p/2 and the value is p²/4.\n\nAnswer: p²/4"),
    (HD, 157, False, "reasoning/retracted", "en",
     "<think>\nI think it's p^2/4. Hmm, actually I need to divide by 2 again because of the symmetric part.\n</think>\nThe answer is $\\boxed{\\frac{p^2}{8}}$."),
    (HD, 2236, True, "terse/decimal_for_fraction", "en", "1.5"),
    (HD, 2236, False, "terse/reciprocal", "en", "$\\boxed{\\tfrac{2}{3}}$"),
    (HD, 2236, True, "special_tokens/chatml_slash", "zh",
     "<|im_start|>assistant\n设比值为 $k$，由条件得 $2k = 3$。\n\n所以答案是 $3/2$。<|im_end|>"),
    (HD, 4347, True, "latex/reordered_terms", "en",
     "Telescoping the product $(3+2)(3^2+2^2)(3^4+2^4)\\cdots(3^{64}+2^{64})$ after multiplying by $(3-2)$ gives\n\\[\\boxed{-2^{128}+3^{128}}\\]"),
    (HD, 4347, False, "latex/off_by_one_exponent", "en",
     "Multiplying by $(3-2)=1$ and telescoping: $3^{128}-2^{128}$ is the numerator... but there is one factor fewer, so\n\\[\\boxed{3^{64}-2^{64}}\\]"),
    (HD, 1666, True, "plain/degree_word", "en", "So angle BAC measures 35 degrees.\n\n**Final answer: 35 degrees**"),
    (HD, 1666, False, "plain/complementary_angle", "en",
     "Angle $ABD = 35^\\circ$, so the requested angle is its complement.\n\nFinal answer: $55^\\circ$"),
    (HD, 2100, True, "multilingual/percent_words_zh", "zh", "<think>\n比例为 3/4。\n</think>\n答案是百分之七十五。"),
    (HD, 2100, True, "plain/percent_spaced", "fr", "Le pourcentage cherché est donc de 75 %."),
    (HD, 2100, False, "plain/complement_percent", "en", "So 75% approve, which means the percent asked for (the rest) is **25%**."),
    (HD, 3709, True, "plain/sentence_paraphrase", "en",
     "Tracking the vertices, A''=(2,0) goes back to A=(0,2), B'' to B, etc. The single transformation is a reflection across the line y = x."),
    (HD, 3709, False, "plain/sentence_wrong_line", "en",
     "The composition maps (a,b) to (-b,-a), so it is undone by a reflection about the line $y=-x$."),
    (HD, 3709, False, "markdown/hedge_two_transformations", "en",
     "**Answer:** either a reflection about the line $y = x$ or a $90^\\circ$ clockwise rotation about the origin — both look plausible from the sketch."),
    (HD, 4, True, "latex/equation_spacing", "en", "The new equation is $$y^2 + 10y - 7 = 0.$$"),
    (HD, 4, False, "latex/sign_flip", "en", "Substituting $y = x + 5$... we get $\\boxed{y^{2}+10y+7=0}$."),
    (HD, 2225, True, "plain/decimal_mixed_number", "es", "Resolviendo, la respuesta es 22,5."),
    (HD, 2225, True, "latex/improper_fraction", "de", "Also erhalten wir $\\boxed{\\frac{45}{2}}$."),
    (HD, 2225, False, "plain/integer_part_only", "en", "The whole-number part is what's asked: 22."),
    (HD, 2141, True, "plain/ratio_words", "en", "The cone's volume is three times the sphere's... so the ratio is 3 to 1."),
    (HD, 2141, False, "plain/ratio_reversed", "en", "Ratio of cone height to radius: $\\boxed{1:3}$"),
    (HD, 723, True, "terse/decimal", "en", "0.8"),
    (HD, 723, False, "terse/reciprocal", "en", "5/4"),
    (HD, 3163, True, "terse/odd_gold_spacing", "en", "The answer is 9."),
    (HD, 3163, True, "plain/number_word", "en", "There are nine of them in total."),
    (HD, 4452, True, "latex/unsimplified_radical", "en", "So $BC = \\sqrt{315}$.\n\n$\\boxed{\\sqrt{315}}$"),
    (HD, 4452, False, "latex/dropped_factor", "en", "So $BC^2 = 315 = 9\\cdot 35$, hence $BC = \\boxed{3\\sqrt{5}}$."),
    (HD, 1629, True, "latex/sqrt8", "en", "$$d=\\sqrt{8}$$"),
    (HD, 1629, True, "plain/unicode_radical", "ru", "Ответ: 2√2"),
    (HD, 1629, False, "plain/squared_value", "en", "The distance squared is 8, and that's what we report: **8**."),
    (HD, 338, True, "latex/rationalized_differently", "en", "Thus $\\cos\\theta = \\boxed{\\frac{1}{\\sqrt{2}}}$."),
    (HD, 3506, True, "latex/split_fraction", "en", "$$\\boxed{\\frac32+\\frac{\\sqrt5}{2}}$$"),
    (HD, 3506, False, "latex/conjugate_root", "en",
     "The two roots are $\\frac{3\\pm\\sqrt5}{2}$; we need the smaller one, so the answer is $\\boxed{\\frac{3-\\sqrt5}{2}}$."),
    (HD, 153, True, "plain/currency_words", "en", "The difference between the two discount schemes is 345 dollars."),
    (HD, 153, True, "markdown/currency_symbol", "pt", "**Resposta:** US$ 345"),
    (HD, 153, False, "plain/transposed_digits", "en", "The better choice saves \\$354."),
    (HD, 297, True, "plain/sentence", "en", "Since x = 3 makes the denominator zero, the equation has no roots."),
    (HD, 297, False, "plain/sentence_wrong", "en", "Cancelling the fraction leaves x = 3, so the equation has exactly one root, x = 3."),
    (HD, 1990, True, "multilingual/weekday_ja", "ja", "706 = 7×100 + 6 なので、土曜日から 6 日後は金曜日です。\n\n答え：金曜日"),
    (HD, 1990, True, "multilingual/weekday_fr", "fr", "706 ≡ 6 (mod 7), donc le jour est un **vendredi**."),
    (HD, 1990, False, "plain/off_by_one_day", "en",
     "706 mod 7 = 6. Counting 6 days after Saturday, but day 1 is the birth day itself, so it's 5 days: **Thursday**."),
    (HD, 2454, True, "plain/direction_capitalized", "en", "Net: 1½ revolutions counterclockwise from west → it points East."),
    (HD, 2454, False, "plain/direction_wrong", "en", "Net movement is 1.5 turns counterclockwise, so the spinner points **west** again after a full turn... final: north."),
    (HD, 4191, True, "plain/thousands_sep", "en", "The total is 8,072."),
    (HD, 1606, True, "plain/currency", "es", "Su salario en julio fue de $1.920."),
    (HD, 3299, True, "markdown/ordered_list", "en",
     "Ranking from highest to lowest:\n1. Cassie\n2. Hannah\n3. Bridget"),
    (HD, 3299, False, "markdown/wrong_order", "en", "**Answer:** Hannah, Cassie, Bridget"),
    (HD, 241, True, "plain/sentence_variant", "en", "Both the converse and the inverse are false — neither is true."),
    (HD, 241, False, "plain/sentence_only_one", "en", "The converse is false, but the inverse is true."),
    (HD, 727, True, "plain/power_of_ten", "en", "So the answer is $10^4$."),
    (HD, 727, True, "terse/no_separator", "en", "10000"),
    (HD, 727, False, "terse/order_of_magnitude_off", "en", "$1{,}000$"),
    (HD, 4553, True, "plain/coordinates_words", "en", "After rotation, the point lands at x = 0, y = 5."),
    (HD, 4553, False, "plain/swapped_coordinates", "en", "The new position is $(5, 0)$."),
    (HD, 2057, True, "plain/named_pair", "en", "So a = 1 and b = -2."),
    (HD, 2057, False, "plain/swapped_pair", "en", "$(a,b)=(-2,1)$"),
    (HD, 684, True, "latex/inequality_form", "en", "$$-3<x<2$$"),
    (HD, 684, False, "latex/closed_interval", "en", "The solution set is $[-3, 2]$."),
    (HD, 540, True, "latex/set_reordered", "en", "$\\boxed{\\left\\{-\\frac1n,\\,0\\right\\}}$"),
    (HD, 540, False, "latex/set_missing_element", "en", "For even $n$ the mean is $0$, which is the only value: $\\boxed{\\{0\\}}$."),
    (HD, 3079, True, "plain/currency_trailing", "en", "Michelle's bill is $28."),
    (HD, 56, True, "latex/expanded_formula", "en", "Each additional pound costs 3 cents, so $C = 3P + 7$."),
    (HD, 56, False, "latex/formula_off_by_one", "en", "So the formula is $\\boxed{C = 10 + 3P}$."),
    (HD, 2714, True, "plain/fraction_for_decimal", "en", "P = 3 · 0.7 · 0.3² = 189/1000."),
    (HD, 2714, False, "plain/transposed_decimal", "en", "P ≈ 0.198"),
    (HD, 681, True, "plain/evaluated_power", "en", "The quotient is 2^18 = 262144."),
    (HD, 681, False, "plain/wrong_power", "en", "Each factor pair divides to 4 and there are 8 of them, so the quotient is $4^8$."),
    (HD, 2610, True, "latex/expanded", "en", "Area $= 2\\pi - 4$."),
    (HD, 2610, False, "latex/half_area", "en", "One lens half has area $\\pi - 2$, which is the answer: $\\boxed{\\pi-2}$."),
    (HD, 3572, True, "plain/time_format", "en", "The disk is tangent at the 4:00 position."),
    (HD, 3552, True, "plain/no_separator", "en", "Probability = 1/21000"),
    (HD, 1315, True, "plain/no_separator_large", "en", "1000000000000 - 777777777777 = 222222222223"),
    (HD, 1315, False, "plain/digit_dropped", "en", "= 22,222,222,223"),
    (HD, 4017, True, "latex/scientific", "en", "$$\\sum_{i,j}(i+j) = 2\\cdot 100 \\cdot 5050 = 1.01\\times 10^{6}$$"),
    (HD, 2003, True, "plain/unit_conversion", "en", "He needs 120 minutes on the ninth day."),
    (HD, 2003, False, "plain/wrong_duration", "en", "He needs to skate 1 hr 45 min on the ninth day."),
    (HD, 3156, True, "plain/24h_time", "de", "Sonnenuntergang: 17:21 Uhr."),
    (HD, 3156, False, "plain/time_digits_swapped", "en", "The sun set at 5:12 PM."),
    (HD, 975, True, "plain/cents", "en", "The difference is 10 cents."),
    (HD, 975, False, "plain/decimal_shift", "en", "The difference is $\\$1.00$."),
    (HD, 62, True, "plain/improper_fraction_with_unit", "en", "Average speed = 2·10·20/30 = 40/3 mph."),
    (HD, 62, False, "plain/arithmetic_mean_trap", "en",
     "At first glance the average is (10+20)/2 = 15 mph. But harmonic mean gives 40/3 ≈ 13.3... no wait, the problem says same time, so it's 15 mph.\n\nFinal: 15 mph"),
    (HD, 63, True, "plain/both_values_reordered", "en", "a = 3 (with r = 1/2) or a = 9 (with r = -1/2). The first term is 3 or 9."),
    (HD, 63, False, "plain/one_of_two_values", "en", "Since the ratio must be positive, r = 1/2 and the first term is 3."),
    (HD, 42, True, "latex/solution_set", "en", "$a^2-15a-100=0$, so $a\\in\\{-5,\\,20\\}$."),
    (HD, 42, False, "latex/missing_root", "en", "$a^2-15a-100=0 \\Rightarrow (a-20)(a+5)=0$. Since $a>0$, $a=\\boxed{20}$."),
    (HD, 2457, True, "plain/order_with_symbols", "en", "Radii: Z=3, X=π, Y=4. Order: Z < X < Y."),
    (HD, 2457, False, "plain/wrong_order", "en", "Radii: X = π ≈ 3.14 and Z = 3... I'll compare areas instead of radii: order X, Z, Y."),
    (HD, 3371, True, "plain/sentence_paraphrase", "en",
     "With 2013 coins Jenna wins no matter who starts; with 2014 coins the first player wins."),
    (HD, 3371, False, "plain/sentence_swapped", "en",
     "With 2013 coins whoever goes first wins, and with 2014 coins Jenna wins."),
    (HD, 445, True, "latex/ratio_fraction", "en", "Ratio $= \\dfrac{r}{\\pi r/3} = \\dfrac{3}{\\pi}$."),
    (HD, 3993, True, "latex/interval", "en", "The whole interval works: $y\\in[0,\\pi]$."),
    (HD, 3993, False, "latex/half_interval", "en", "Only $0 \\le y \\le \\frac{\\pi}{2}$ works."),
    (HD, 1181, True, "latex/expanded_square", "en", "After division we get $a^2x^2 + 2abxy + b^2y^2$."),
    (HD, 1181, False, "latex/wrong_square", "en", "After division we get $a^2x^2 + b^2y^2$."),
    (HD, 846, True, "latex/equivalent_inequality", "en", "$M(1+p/100)(1-q/100) > M \\iff 100p - pq - 100q > 0 \\iff p(100-q) > 100q$. So $p > \\frac{100q}{100-q}$."),
    (HD, 846, False, "latex/wrong_inequality", "en", "The condition is $p > q$."),
    (HD, 4615, True, "markdown/table_counts", "en", "| Letter | Count |\n|---|---|\n| P | 133 |\n| Q | 134 |\n| R | 133 |"),
    (HD, 4615, False, "markdown/counts_swapped", "en", "- P: 134\n- Q: 133\n- R: 133"),
    (HD, 3196, True, "plain/between_integers", "en", "AD = √(10² + 30²) = √1000 ≈ 31.6, so it lies between 31 and 32."),
    (HD, 3625, True, "multilingual/name_ru", "ru", "Расставив участников, получаем, что шестым пришёл Marzuq.\n\nОтвет: Marzuq"),
    (HD, 1991, True, "plain/letter_text_gold", "en", "Graph (A) — volume rises then stays flat."),
    # ---------------- MCQ (gold is answer_choice)
    (HM, 0, True, "mcq/value_and_letter", "en", "The parts are x, 2x, 3x with 6x = 64, so the smallest is 32/3, i.e. **(A) $10\\frac{2}{3}$**."),
    (HM, 0, False, "mcq/right_value_no_letter_wrong", "en", "Smallest part $=\\frac{32}{3}=10\\frac23$, none of the options B–D, so **(E)**."),
    (HM, 1, True, "mcq/boxed_letter", "en", "$\\boxed{\\text{C}}$"),
    (HM, 2, True, "mcq/none_of_these", "en", "Sum of roots is 2, which is not listed. $\\boxed{\\textbf{(E)}\\ \\text{None of these}}$"),
    # ---------------- MATH-Perturb
    (MS, 1, True, "latex/reordered_terms", "en", "Minimum distance $AB = -\\sqrt5 + 6$."),
    (MS, 1, False, "latex/intermediate_distance", "en", "The distance from the center $(-6,0)$ to the parabola is $6$... wait, minus the radius $\\sqrt5$ gives $6-\\sqrt5$. Hmm, but the closest point is actually at distance $\\sqrt{5}$ from... so $AB = \\boxed{\\sqrt5}$."),
    (MS, 4, True, "latex/factored", "en", "$\\boxed{12(1+\\sqrt2)}$"),
    (MS, 7, True, "plain/fraction_for_decimal", "en", "The answer is 33/2."),
    (MS, 7, False, "plain/truncated_decimal", "en", "The answer is 16."),
    (MS, 17, True, "latex/pi_coefficient_after", "en", "Area $= \\pi\\cdot 18$"),
    (MS, 17, False, "latex/numeric_approx_wrong", "en", "Area $= 18\\pi \\approx 56.55$; rounding to the nearest integer gives $\\boxed{57}$."),
    (MS, 22, True, "plain/fraction", "en", "Summing over all valid pairs, $a_1+b_1+\\dots+a_n+b_n = 1/4$."),
    (MS, 23, True, "latex/conjugate_form", "en", "$\\frac{1}{\\sqrt2+1}$, i.e. $\\boxed{\\dfrac{1}{1+\\sqrt{2}}}$"),
    (MS, 23, False, "latex/sign_error", "en", "$\\boxed{\\sqrt2+1}$"),
    (MS, 53, True, "latex/rationalized", "en", "$$\\frac{9\\sqrt5}{5}$$"),
    (MS, 53, False, "latex/unrationalized_wrong", "en", "$$\\frac{5}{9\\sqrt5}$$"),
    (MS, 57, True, "latex/interval_inequality", "en", "The range is all $y$ with $2 \\le y \\le 10$."),
    (MS, 57, False, "latex/open_interval", "en", "Range: $(2,10)$"),
    (MS, 65, True, "plain/degree_word", "ja", "したがって、角度は40度です。"),
    (MS, 65, False, "plain/supplement", "en", "So $\\angle A = 40^\\circ$, and the requested angle is its supplement, $\\boxed{140^\\circ}$."),
    (MS, 75, True, "plain/thousands_plain", "en", "270000"),
    (MS, 75, True, "plain/words_mixed", "en", "That is 270 thousand."),
    (MS, 87, True, "latex/complex_combined", "en", "$$\\frac{1-7i}{25}$$"),
    (MS, 87, False, "latex/complex_conjugate", "en", "$$\\frac{1}{25}+\\frac{7}{25}i$$"),
    (MS, 93, True, "plain/list_reordered", "en", "The functions with inverses are H, G, F, E, D, A."),
    (MS, 93, False, "plain/list_missing", "en", "Letters: A, D, E, F, H"),
    (MS, 112, True, "latex/inequality_form", "en", "So the solution is $x > 1$."),
    (MS, 112, False, "latex/closed_endpoint", "en", "So the solution set is $[1,\\infty)$."),
    (MS, 124, True, "plain/letter", "fr", "La bonne réponse est (B)."),
    (MS, 124, False, "plain/letter_wrong", "en", "Answer: (D)"),
    (MS, 141, True, "plain/sentence_not_exist", "en", "Comparing degrees forces deg p = 2, and then the coefficients are inconsistent — such a polynomial does not exist."),
    (MS, 141, False, "plain/value_instead", "en", "Comparing coefficients gives $p(x) = 2x$."),
    (MS, 144, True, "latex/rationalized_vector", "en",
     "$$\\frac{1}{\\sqrt{30}}\\begin{pmatrix}-2\\\\1\\\\5\\end{pmatrix}$$"),
    (MS, 144, False, "latex/opposite_vector", "en",
     "$$\\begin{pmatrix} \\frac{2}{\\sqrt{30}} \\\\ -\\frac{1}{\\sqrt{30}} \\\\ -\\frac{5}{\\sqrt{30}} \\end{pmatrix}$$"),
    (MS, 146, True, "latex/set_builder", "en", "The domain is $\\{x\\in\\mathbb{R} : x\\neq 0\\}$."),
    (MS, 146, False, "latex/positive_only", "en", "Domain: $(0,\\infty)$"),
    (MS, 151, True, "plain/decimal_comma", "de", "Das Ergebnis ist 10,32."),
    (MS, 173, True, "latex/set_minus", "en", "$\\mathbb{R}\\setminus\\{-1\\}$"),
    (MS, 184, True, "latex/factored_reordered", "en", "$$4(3+2x)(3-2x)$$"),
    (MS, 200, True, "plain/word_answer", "en", "Reading the letters in order spells **CAKE**."),
    (MS, 200, False, "plain/word_anagram", "en", "The hidden word is **KACE**."),
    (MS, 215, True, "latex/reordered_sum", "en", "$$\\boxed{b+a}$$"),
    (MS, 250, True, "latex/inequality_pair", "en", "$x<-4$ or $x>6$"),
    (MS, 250, False, "latex/complement_interval", "en", "$(-4, 6)$"),
    (MS, 252, True, "latex/union_reordered", "en", "$$[0,6)\\cup\\{-2\\}$$"),
    (MS, 252, False, "latex/missing_point", "en", "$$[0,6)$$"),
    (MS, 270, True, "latex/point_latex_fracs", "en", "$\\left(\\frac{14}{9}, -\\frac{7}{9}, \\frac{22}{9}\\right)$"),
    (MS, 270, False, "latex/point_sign", "en", "$\\left(\\frac{14}{9}, \\frac{7}{9}, \\frac{22}{9}\\right)$"),
    (MS, 277, True, "plain/decimal_repeating", "en", "-0.666… = -2/3. Final: $-\\tfrac{2}{3}$"),
    (MH, 3, True, "plain/set_of_values", "en", "So $b\\in\\{0, 4\\}$."),
    (MH, 3, False, "plain/one_value", "en", "Excluding the trivial solution, $b = 4$."),
    (MH, 15, True, "latex/radical_form", "en", "$$\\sqrt[3]{25}$$"),
    (MH, 15, False, "latex/wrong_radical", "en", "$$\\sqrt[2]{5^3}$$"),
    (MH, 21, True, "plain/empty_set_words", "en", "No real x satisfies both conditions, so the solution set is empty."),
    (MH, 21, False, "plain/nonempty_set", "en", "The only solution is x = 0, so the set is {0}."),
    (MH, 28, True, "latex/evaluated_product", "en", "$2^6\\cdot 3^4\\cdot 5^2 = 129600$"),
    (MH, 28, False, "latex/exponent_slip", "en", "$$2^6\\cdot 3^4\\cdot 5^3$$"),
    (MH, 55, True, "latex/infinity_words", "en", "The expression grows without bound, so the answer is infinity."),
    (MH, 55, False, "latex/neg_infinity", "en", "$\\boxed{-\\infty}$"),
    (MH, 93, True, "plain/list_reordered", "en", "G, F, D, A"),
    (MH, 96, True, "plain/either_values_gold", "en", "Both cases are consistent, so it is 20 or 10."),
    (MH, 96, False, "plain/single_value_gold_or", "en", "Case 2 is inconsistent, hence only 10."),
    (MH, 135, True, "plain/name", "es", "El matemático es Hardy."),
    (MH, 135, False, "plain/other_name", "en", "This is Ramanujan's taxicab number story; the answer is Ramanujan."),
    (MH, 209, True, "plain/nan_words", "en", "Since f(8) = 0 we would divide by zero, so no numerical value exists: NaN."),
    (MH, 277, True, "latex/set_pm", "en", "$x\\in\\{-1, 1\\}$"),
    (MH, 277, False, "latex/only_positive", "en", "$x = 1$"),
    (MH, 238, True, "latex/fraction_endpoint", "en", "$(-\\infty, -\\tfrac14)$"),
    (MH, 238, False, "latex/closed_endpoint", "en", "$(-\\infty, -\\tfrac14]$"),
    (MH, 75, True, "plain/thin_space_thousands", "fr", "Le résultat est 3 889 620."),
    (MH, 126, True, "latex/equivalent_power", "en", "$$90\\cdot 10^{n-3}$$"),
    (MH, 126, False, "latex/exponent_off", "en", "$$9\\cdot 10^{n-1}$$"),
    # ---------------- Putnam (gold is the answer sentence)
    (PU, 1, True, "latex/expanded_product", "en", "$$\\sum_{k=1}^n \\binom{n}{k}k^2 = (n^2+n)\\,2^{n-2}$$"),
    (PU, 1, False, "latex/exponent_off", "en", "Differentiating $(1+x)^n$ twice... the sum is $\\boxed{n(n+1)2^{n-1}}$."),
    (PU, 3, True, "plain/variable_value", "en", "Only $a=2$ works."),
    (PU, 8, True, "latex/degrees_for_radians", "en", "So $\\angle CAB = 12^\\circ$."),
    (PU, 8, False, "latex/wrong_angle", "en", "Thus $\\angle CAB = \\frac{\\pi}{12}$."),
    (PU, 10, True, "plain/decimal", "en", "The limit is 0.5."),
    (PU, 13, True, "plain/digit_for_word", "en", "**Maximum: 8**"),
    (PU, 13, False, "plain/lower_bound_only", "en", "We can construct 8 distinct 4-tuples... but the maximum is actually 16 after allowing sign changes. Final answer: 16"),
    (PU, 44, True, "plain/pair_values", "en", "$a = 4,\\ b = 1$"),
    (PU, 44, False, "plain/only_limit_wrong_form", "en", "The limit is $\\ln 4 + 1$."),
    (PU, 53, True, "plain/no", "en", "No — not necessarily; here is a counterexample."),
    (PU, 53, False, "plain/yes", "en", "Yes, it always holds."),
    (PU, 64, True, "latex/fraction_pi", "en", "$$\\int_0^{\\pi/2}\\frac{dx}{1+\\tan^{\\sqrt2}x} = \\frac{\\pi}{4}$$"),
    (PU, 64, False, "latex/half_off", "en", "$$\\frac{\\pi}{2}$$"),
    (PU, 65, True, "latex/exponential", "en", "$u = e^{-1}$"),
    (PU, 70, True, "plain/dne", "en", "The limit doesn't exist (DNE)."),
    (PU, 70, False, "plain/limit_value", "en", "The limit is $1/2$."),
    (PU, 73, True, "latex/factored", "en", "$\\boxed{4(3-2\\sqrt2)}$"),
    (PU, 73, False, "latex/squared_form", "en", "$\\boxed{(2-\\sqrt2)^2}$"),
    (PU, 86, True, "latex/log_difference", "en", "$$\\ln 4 - \\ln \\pi$$"),
    (PU, 95, True, "plain/evaluated", "en", "The number of triples is 6^10 = 60466176."),
    (PU, 95, False, "plain/exponent_off", "en", "The number of triples is $6^{9}$."),
    (PU, 108, True, "plain/decimal", "fr", "La seule valeur est h = 0,4."),
    (PU, 133, True, "plain/yes_short", "en", "Yes."),
    (PU, 135, True, "plain/no_short_ru", "ru", "Ответ: нет."),
    (PU, 135, False, "plain/yes_ru", "ru", "Ответ: да, такое возможно."),
    (PU, 136, True, "plain/number_only", "en", "17711"),
    (PU, 136, False, "plain/fib_index_off", "en", "It is the 21st Fibonacci number, $F_{21} = 10946$."),
    (PU, 143, True, "plain/fraction", "ja", "積分の最大値は 1/3 です。"),
    (PU, 156, True, "plain/pair", "en", "r = 5/4, s = -1/4"),
    (PU, 156, False, "plain/pair_swapped", "en", "r = -1/4, s = 5/4"),
    (PU, 159, True, "latex/inequality", "en", "The set of such $k$ is $k<1$."),
    (PU, 172, True, "latex/exponential", "en", "$$e^{1/2}$$"),
    (PU, 172, False, "latex/missing_sqrt", "en", "$$e$$"),
    (PU, 183, True, "plain/decimal", "en", "0.28125"),
    (PU, 199, True, "latex/fraction", "en", "$$\\frac{2}{e}$$ (approximately 0.7358)"),
    (PU, 205, True, "latex/reordered", "en", "Volume $= 6\\pi^2$... equivalently $\\pi^2\\cdot 6$."),
    (PU, 205, False, "latex/missing_square", "en", "Volume $= 6\\pi$."),
    (PU, 213, True, "latex/set_reordered", "en",
     "$$\\left\\{\\tfrac{3}{2},\\ \\tfrac{2}{3},\\ \\tfrac{13-\\sqrt{601}}{12},\\ \\tfrac{13+\\sqrt{601}}{12}\\right\\}$$"),
    (PU, 213, False, "latex/set_partial", "en", "$$\\left\\{\\tfrac{2}{3}, \\tfrac{3}{2}\\right\\}$$"),
    (PU, 240, True, "plain/decimal", "vi", "Vậy S = 1,5."),
    (PU, 253, True, "plain/decimal_repeating", "en", "≈0.428571… i.e. exactly 3/7"),
    (PU, 253, False, "plain/near_fraction", "en", "4/7"),
    (PU, 257, True, "latex/log_difference", "en", "$$\\ln 4 - \\ln 3$$"),
    (PU, 263, True, "plain/fraction_latex", "en", "$\\dfrac{17}{21}$"),
    (PU, 265, True, "latex/fraction", "en", "$\\frac{\\pi^2}{16}$"),
    (PU, 265, False, "latex/wrong_power", "en", "$\\frac{\\pi^2}{8}$"),
    (PU, 270, True, "plain/expression", "en", "Sum = −1 + e"),
    (PU, 277, True, "latex/log_squared", "en", "$$\\ln^2 2$$"),
    (PU, 281, True, "plain/mixed_number", "en", "480/49 ≈ 9.7959..., so the exact answer is 480/49."),
    (PU, 283, True, "latex/evaluated_set", "en", "$\\{4, 16, 256, 65536\\}$"),
    (PU, 283, False, "latex/set_missing", "en", "$\\{4, 16, 256\\}$"),
    (PU, 285, True, "latex/radical", "en", "$M = \\dfrac{1}{\\sqrt[2019]{2019}}$"),
    (PU, 289, True, "latex/fraction_pi", "en", "$\\boxed{8/\\pi^3}$"),
    (PU, 299, True, "plain/fraction", "en", "1/4040"),
    (PU, 299, False, "plain/fraction_off", "en", "1/2020"),
    (PU, 306, True, "plain/fraction_de", "de", "Die Wahrscheinlichkeit ist 2/3."),
    (PU, 313, True, "plain/list", "en", "n = 7 or n = 1"),
    (PU, 313, False, "plain/list_partial", "en", "n = 7"),
    (PU, 316, True, "latex/interval", "en", "$p\\in(-\\infty, \\tfrac14]$"),
    (PU, 316, False, "latex/strict", "en", "$p < 1/4$"),
    (PU, 320, True, "latex/decimal_pi", "en", "$r = \\frac{\\pi}{2}$"),
    (PU, 336, True, "latex/split", "en", "$\\frac12 - \\frac{1}{2e^2}$"),
    (PU, 337, True, "plain/decimal", "en", "-0.5"),
    (PU, 337, False, "plain/sign", "en", "0.5"),
    (PU, 344, True, "plain/decimal", "en", "r_max = 0.25"),
    (PU, 322, True, "plain/sentence", "en", "Bob wins for every n."),
    (PU, 322, False, "plain/sentence_alice", "en", "Alice has a winning strategy for all n."),
    (PU, 343, True, "plain/yes_sentence", "es", "Sí, S contiene todos los enteros positivos."),
    (PU, 219, True, "plain/diverges", "en", "The series diverges."),
    (PU, 219, False, "plain/converges", "en", "The series converges to 1."),
]

# ---------------- formats graders may not anticipate (HARP integer golds)
HAND += [
    (HD, 1962, True, "markdown/answer_first_then_explanation", "en",
     "**Answer: 79**\n\nExplanation: the number of non-decreasing sequences of four rolls is $\\binom{9}{4} = 126$, so the probability is $\\frac{126}{1296} = \\frac{7}{72}$ and $m+n = 7 + 72$. (Complementary count: $1296 - 126 = 1170$.)"),
    (HD, 1962, False, "markdown/answer_first_then_changed", "en",
     "**Answer: 79**\n\n...Hold on, I used $6^4$ in the denominator but only three rolls matter, so $p = \\frac{56}{216} = \\frac{7}{27}$ and $m+n = 34$.\n\n**Corrected answer: 34**"),
    (HD, 2394, True, "plain/trailing_offer", "en",
     "From $4(a+b+c)=112$ and $2(ab+bc+ca)=384$ we get $a^2+b^2+c^2 = 784-384 = 400$, so $2r = 20$ and $r = 10$.\n\nLet me know if you'd like me to walk through the identity $(a+b+c)^2$ in more detail, or try a similar problem with surface area 600!"),
    (HD, 2394, False, "plain/diameter_vs_radius", "en",
     "$a^2+b^2+c^2 = 400$, so the space diagonal is $20$; the radius is half of it, $10$.\n\nHowever the question asks for the diameter of the sphere: $\\boxed{20}$."),
    (HD, 1163, True, "latex/boxed_with_unit_text", "en", "Profit per disk is $\\frac53-\\frac54=\\frac{5}{12}$ dollars, so he must sell $\\boxed{240\\text{ disks}}$."),
    (HD, 1163, False, "plain/confidence_trailer", "en",
     "Profit per disk = 5/12 dollar, so for \\$100 he sells 100 ÷ (5/12) disks.\n\nAnswer: 120\nConfidence: 240/250 (I'm fairly sure)"),
    (HD, 3293, True, "multilingual/fullwidth_answer_zh", "zh", "第一双原价 50 美元，第二双打六折，第三双半价……共节省 45 美元，占 150 美元的百分之三十。\n\n答：３０"),
    (HD, 3293, False, "plain/percent_of_wrong_base", "en", "Saved \\$45 out of \\$150, i.e. 30% ... wait, relative to what she paid (\\$105) that's about 43%.\n\n**Final: 43**"),
    (HD, 4069, True, "special_tokens/gemma_with_units", "en",
     "<start_of_turn>model\nShe needs $5\\cdot 81 = 405$ total points; she has $257$, so the remaining two tests must total $148$. With one being $100$, the lowest is $48$ points.<end_of_turn>"),
    (HD, 4069, False, "plain/other_test_score", "en", "The two remaining scores total 148. One of them is 100, so the lowest could be 48 — but both must be at least 76 to keep her average... so the lowest score is 74."),
    (HD, 3422, True, "agent/code_then_text", "en",
     "```python\nfrom math import comb\nconference = 2 * comb(8, 2)\nnonconference = 8 * 4\nprint(conference + nonconference)\n```\nOutput:\n```\n88\n```\nSo there are **88** games in a season."),
    (HD, 3422, False, "agent/code_bug_final_differs", "en",
     "```python\nfrom math import comb\nprint(2*comb(8,2) + 8*4)\n```\n```\n88\n```\nThe code double-counts non-conference games shared between two conference teams? No — those opponents are outside, but I'll halve them to be safe: 56 + 16 = **72**."),
    (HD, 41, True, "plain/factorial_expression", "en", "n³ − n = (n−1)n(n+1), a product of three consecutive integers, always divisible by 3! — and 3! is the largest such number."),
    (HD, 41, False, "plain/larger_for_odd", "en", "(n−1)n(n+1) is divisible by 6, and for odd n even by 24, so the largest number is 24."),
    (HD, 2762, True, "latex/display_aligned_final", "en",
     "\\begin{align*}\nN &= \\sum_{k} \\big[(4k)^2 + (4k-1)^2 - (4k-2)^2 - (4k-3)^2\\big] \\\\\n  &= \\sum_{k=1}^{25} (32k - 8) = 10400 - 200 = 10100\n\\end{align*}\nand $10100 \\bmod 1000 = 100$."),
    (HD, 2762, False, "latex/unreduced_mod", "en", "$N = 10100$, which leaves remainder $100$ when divided by $1000$.\n\n$$\\boxed{10100}$$"),
    (HD, 405, True, "multilingual/korean_number_word", "ko", "둘레가 48이고 한 변이 21이므로 나머지 두 변의 합은 27입니다. 헤론의 공식으로 확인하면 가장 짧은 변의 길이는 10입니다.\n\n정답: 열 (10)"),
    (HD, 3405, True, "multilingual/hindi_native_digits", "hi", "गिनती करने पर ऐसे बहुपदों की संख्या ५४० है।\n\nअंतिम उत्तर: ५४०"),
    (HD, 3405, False, "multilingual/arabic_native_hedge", "ar", "بعد العد نحصل على ٥٤٠، لكن إذا استبعدنا الحالة c = 0 يصبح العدد ٥٣٩.\n\nالإجابة: ٥٤٠ أو ٥٣٩"),
    (HD, 1615, True, "multilingual/vietnamese_words", "vi", "Gọi số ngày làm xuất sắc là x: 3(10 − x) + 5x = 36 nên x = 3.\n\nĐáp số: ba ngày."),
    (HD, 3480, True, "plain/fraction_then_sum", "en", "The interval has length 3/256, so m + n = 3 + 256 = 259... let me recheck: the length is 15/256, hence m+n = 271."),
    (HD, 3480, False, "plain/fraction_then_sum_reversed", "en", "The length is 15/256, hence m+n = 271... let me recheck: actually the length is 3/256, so m + n = 259."),
    (HD, 1353, True, "plain/roman_free_spelled", "es", "Solo hay dos números «lindos» de seis cifras: 123654 y 321654. Respuesta: dos."),
    (HD, 1353, False, "plain/lists_numbers_not_count", "en", "The cute 6-digit integers are 123654 and 321654.\n\nAnswer: 123654, 321654"),
    (HD, 4344, True, "special_tokens/deepseek_full_template", "en",
     "<｜begin▁of▁sentence｜><｜User｜>A deck of cards has only red cards and black cards...<｜Assistant｜><think>\nr/(r+b) = 1/3 so b = 2r; then r/(r+b+4) = 1/4 gives 4r = 3r + 4, r = 4, b = 8, total 12.\n</think>\n\nThe deck originally had $\\boxed{12}$ cards.<｜end▁of▁sentence｜>"),
    (HD, 4344, False, "special_tokens/deepseek_wrong_quantity", "en",
     "<think>\nr = 4, b = 8, so 12 cards originally; after adding 4 black cards there are 16.\n</think>\n\nThe deck has $\\boxed{16}$ cards.<｜end▁of▁sentence｜>"),
    (HD, 1510, True, "plain/scientific_small", "fr", "Par proportionnalité, l'aire manquante vaut 15 (soit 1,5 × 10¹)."),
    (HD, 3762, True, "latex/power_form", "en", "The maximum sum of the vertex products is $(2+7)(3+6)(4+5) = 9^3$, i.e. $\\boxed{9^3}$."),
    (HD, 3762, False, "latex/other_arrangement", "en", "The sum equals $(a+b)(c+d)(e+f)$; pairing $(2,3),(4,5),(6,7)$ gives $5\\cdot 9\\cdot 13 = \\boxed{585}$."),
    (HD, 2110, False, "plain/multiple_boxed_last_wrong", "en", "One solution has $W = \\boxed{3}$; another arrangement gives $W=\\boxed{1}$, which is smaller. Final: $\\boxed{1}$"),
    (HD, 2110, True, "plain/multiple_boxed_last_right", "en", "A first attempt gave $\\boxed{1}$ but that repeats the digit 1 with F. Fixing it, $W = \\boxed{3}$."),
]


# ---------------- extra multilingual hand cases (native digits, localized phrasing)
HAND += [
    (HD, 1653, True, "multilingual/arabic_native_boxed", "ar", "باستخدام نظرية المنصف نحصل على النسبة، ثم m + n = ٦٥.\n\nالإجابة النهائية: $\\boxed{٦٥}$"),
    (HD, 4178, True, "multilingual/arabic_rtl_mark", "ar", "\u200fبعد حساب قيم الظل نجد أن الزاوية θ = ٥٤٠/٧ درجة، وبالتالي m + n = ٥٤٧.\n\u200fالجواب: ٥٤٧"),
    (HD, 1879, False, "multilingual/arabic_wrong_sum", "ar", "المساحة تساوي ٧٠٠/٣١ ميلًا مربعًا، إذن m + n = ٧٣١... ولكن الكسر غير مختزل، فالجواب ٧٣٠.\n\nالإجابة: ٧٣٠"),
    (HD, 2194, True, "multilingual/hindi_native_words", "hi", "p = d/n − arctan m के रूप में लिखने पर m + n = ९२ आता है।\n\n**उत्तर: बानवे (९२)**"),
    (HD, 3777, True, "multilingual/korean_table", "ko", "| 단계 | 값 |\n|---|---|\n| BI/IL 비 | 13/... |\n| m + n | **13** |\n\n최종 답: 13"),
    (HD, 3777, False, "multilingual/korean_retracted", "ko", "따라서 답은 13입니다.\n\n아, 잠깐만요. 비를 거꾸로 계산했네요. 다시 하면 m + n = 31입니다.\n\n**최종 답: 31**"),
    (MS, 6, True, "multilingual/persian_digits", "fa", "پس از محاسبه، پاسخ نهایی برابر ۶۹ است."),
    (MS, 9, False, "multilingual/thai_digits_near", "th", "ดังนั้นคำตอบคือ ๒๒"),
    (MS, 9, True, "multilingual/thai_digits", "th", "ดังนั้นคำตอบคือ ๒๑"),
]

# ---------------------------------------------------------------- main
import os
import collections

DATA = "/work/shared/data"
OUT = "/work/probe_g/cases.jsonl"
SEED = 20261202

PUTNAM_INT = {3: 2, 12: 5, 14: 8, 28: 3, 30: 11, 33: 25, 39: 7, 82: 2301, 90: 4, 92: 8, 103: 18, 104: 3, 112: 1984,
              147: 1992, 152: 3984, 155: 3987, 171: 28, 178: 6, 184: 3, 214: 4, 220: 2, 231: 2020050, 235: 3,
              239: 10053, 251: 3, 259: 13725, 264: 4, 266: 8, 276: 16, 293: 508536, 298: 1990, 300: 578, 311: 290,
              318: 18, 324: 3, 326: 29, 329: 1, 332: 7, 333: 0, 340: 3}

LANGS = ["en"] * 8 + ["zh"] * 3 + ["ja"] * 2 + ["ko"] * 2 + ["ru"] * 2 + ["ar"] * 2 + ["hi"] * 2 + ["vi"] * 2 + \
    ["fr"] * 2 + ["es"] * 2 + ["de"] * 2 + ["pt"] * 2 + ["fa", "bn"]

CODE_WRAPPERS = {"agent/python_output", "agent/jupyter"}
TRUNC_OK = {"plain/prose", "markdown/bold_final", "plain/minerva_final", "latex/fbox"}
MCQ_WRAPPERS = ["reasoning/qwen3_think", "reasoning/deepseek_r1", "special_tokens/gpt_oss_harmony", "reasoning/kimi_think",
                "special_tokens/chatml", "special_tokens/llama3", "special_tokens/gemma", "plain/prose", "reasoning/seed_think"]
MCQ_REASON = {"en": "Let me evaluate each option against the computed value.", "zh": "逐一检验各选项。", "ja": "各選択肢を確認します。",
              "ko": "각 보기를 확인해 보겠습니다.", "ru": "Проверим каждый вариант.", "de": "Prüfen wir jede Antwortmöglichkeit.",
              "es": "Revisemos cada opción.", "fr": "Vérifions chaque option.", "pt": "Vamos verificar cada alternativa.",
              "vi": "Kiểm tra từng phương án."}


def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as fh:
        return [json.loads(l) for l in fh.read().split("\n") if l.strip()]


def gold_of(rel, row):
    if rel.startswith("putnam/"):
        return row["answer_text"]
    if rel == "harp/harp_mcq.jsonl":
        return row["answer_choice"]
    return row["answer"]


def bench_of(rel):
    return {"harp": "harp", "math_perturb": "math_perturb", "putnam": "putnam"}[rel.split("/")[0]]


def int_gold(g):
    if isinstance(g, bool):
        return None
    if isinstance(g, int):
        return g
    if isinstance(g, str):
        m = re.fullmatch(r"\$?(-?\d+)\$?", g.strip())
        if m and len(m.group(1).lstrip("-")) <= 7:
            return int(m.group(1))
    return None


def pos_int_case(n, L, wname, rnd):
    ph = P[L]
    val, tag = pos_render(n, L, rnd)
    kind = rnd.choice(["clean", "clean", "fixed", "truncated_after_answer"])
    if kind == "truncated_after_answer" and wname not in TRUNC_OK:
        kind = "clean"
    w = wrong_of(n, rnd)
    shown = fmt(n, L)
    if kind == "fixed":
        r = ph["start"] + "\n" + ph["step"].format(a=fmt(w, L)) + "\n" + ph["wait"] + "\n" + ph["step"].format(a=shown) + "\n" + ph["check"]
    else:
        r = ph["start"] + "\n" + ph["step"].format(a=shown) + "\n" + ph["check"]
    in_f = "$" + boxed(val) + "$" if tag in ("digits", "latex_var", "decimal0") and rnd.random() < 0.5 else val
    f = ph["ans"].format(a=in_f)
    v = str(n) if wname in CODE_WRAPPERS else val
    text = WRAPPERS[wname](r, f, v, L, False)
    if kind == "truncated_after_answer":
        text += "\n\n" + ph["check"][: max(6, len(ph["check"]) // 2)]
    return text, True, tag + "+" + kind


_CYCLE = collections.Counter()


def _next(key):
    _CYCLE[key] += 1
    return _CYCLE[key] - 1


def mcq_case(row, L, rnd, polarity):
    c = row["answer_choice"]
    letters = [x for x in "ABCDE" if x in row["choices"] and x != c]
    d = rnd.choice(letters)
    v = row["choices"][c].strip().strip("$")
    if polarity == "pos":
        pool = [t for t in MCQ_POS if t[0] == L] or [t for t in MCQ_POS if t[0] == "en"]
        lang, tpl = pool[_next("pos" + L) % len(pool)]
        f = tpl.format(c=c, lc=c.lower(), v=v)
        kind = "letter"
    else:
        pool = [t for t in MCQ_NEG if t[0] == L] or [t for t in MCQ_NEG if t[0] == "en"]
        lang, kind, tpl = pool[_next("neg" + L) % len(pool)]
        f = tpl.format(c=c, d=d, v=v)
    wname = rnd.choice(MCQ_WRAPPERS)
    r = MCQ_REASON.get(lang, MCQ_REASON["en"])
    sol = row.get("solution_1") or ""
    letter_ref = re.search(r"\([A-E]\)|\\text(?:bf)?\{\s*\(?[A-E]\)|option [A-E]\b|choice [A-E]\b|answer is [A-E]\b", sol)
    if lang == "en" and sol and len(sol) < 1500 and "[asy]" not in sol and kind != "truncated" and not letter_ref:
        r = sol.strip()
        kind += "+humansol"
    if polarity != "pos" and kind == "truncated":
        return WRAPPERS[wname](r + "\n" + f, "", "", lang, True), False, lang, "mcq/" + wname.split("/")[1] + "+truncated"
    if wname.startswith("reasoning/") or wname == "special_tokens/gpt_oss_harmony":
        text = WRAPPERS[wname](r, f, c, lang, False)
    else:
        text = WRAPPERS[wname](r, f, c, lang, False)
    return text, polarity == "pos", lang, "mcq/" + wname.split("/")[1] + "+" + kind


BOX_RE = re.compile(r"\\(?:boxed|fbox)\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}")


def sol_reasoning(sol, n):
    """Human solution with the final box removed (for realistic traces); None if unusable."""
    if not sol or len(sol) > 1800 or "[asy]" in sol:
        return None
    boxes = BOX_RE.findall(sol)
    if len(boxes) != 1:
        return None
    inner = boxes[0].strip().strip("$")
    inner = re.sub(r"\\(?:text|textbf|mathrm)\{([^{}]*)\}", r"\1", inner).strip()
    if inner != str(n):
        return None
    plain = BOX_RE.sub(lambda m: m.group(1), sol)
    num = re.compile(r"(?<![\d.])" + re.escape(str(n)) + r"(?![\d])")
    first = num.search(plain)
    if not first:
        return None
    return {"boxed": sol, "plain": plain, "first": first.start()}


EN_WAIT = ["Wait, I should double-check that last step.", "Hmm, hold on. I think I misread what is being asked.",
           "Actually, wait. Let me re-examine the counting; I may have double counted.", "Let me reconsider the boundary case."]
EN_FINAL = ["So the answer is {a}.", "Therefore, the final answer is $\\boxed{{{a}}}$.", "**Answer: {a}**", "Final answer: {a}",
            "Thus the required value is ${a}$."]


def sol_case(n, sol, wname, rnd, positive):
    w = wrong_of(n, rnd)
    if positive:
        val, tag = pos_render(n, "en", rnd)
        r = sol["plain"]
        f = rnd.choice(EN_FINAL).format(a=val)
        v = str(n) if wname in CODE_WRAPPERS else val
        return WRAPPERS[wname](r, f, v, "en", False), True, "humansol+" + tag
    kind = rnd.choice(["corrected", "retracted_box", "other_quantity", "hedge", "think_vs_final", "truncated"])
    t = False
    val = str(w)
    if kind == "corrected":
        r = sol["plain"] + "\n\n" + rnd.choice(EN_WAIT) + " Redoing the final computation carefully gives " + str(w) + " instead."
        f = rnd.choice(EN_FINAL).format(a=w)
    elif kind == "retracted_box":
        r = sol["boxed"] + "\n\n" + rnd.choice(EN_WAIT) + " That boxed value is wrong; the correct value is " + str(w) + "."
        f = "$\\boxed{" + str(w) + "}$"
    elif kind == "other_quantity":
        r = sol["plain"] + "\n\nBut the problem asks for the related quantity (one step further), which is " + str(w) + "."
        f = rnd.choice(EN_FINAL).format(a=w)
    elif kind == "hedge":
        r = sol["plain"] + "\n\nUnder the other reading of the statement, though, the value would be " + str(w) + "."
        val = str(n) + " or " + str(w)
        f = "The answer is either " + str(n) + " or " + str(w) + ", depending on interpretation."
    elif kind == "think_vs_final":
        r = sol["plain"]
        f = rnd.choice(EN_FINAL).format(a=w)
        if wname not in THINK_WRAPPERS:
            r += "\n\n" + rnd.choice(EN_WAIT)
    else:
        cut = sol["first"]
        if cut < 40:
            cut = None
        if cut is None:
            kind = "corrected"
            r = sol["plain"] + "\n\n" + rnd.choice(EN_WAIT) + " Redoing it gives " + str(w) + "."
            f = rnd.choice(EN_FINAL).format(a=w)
        else:
            r = sol["plain"][:cut].rstrip()
            f = ""
            val = ""
            t = True
    return WRAPPERS[wname](r, f, val, "en", t), False, "humansol+" + kind


THINK_WRAPPERS = {"reasoning/qwen3_think", "reasoning/deepseek_r1", "special_tokens/gpt_oss_harmony", "reasoning/kimi_think",
                  "reasoning/magistral_think", "reasoning/seed_think", "reasoning/sky_t1_thought", "special_tokens/cohere_command",
                  "reasoning/phi4_think", "special_tokens/glm"}



def main():
    rnd = random.Random(SEED)
    files = {}

    def rows(rel):
        if rel not in files:
            files[rel] = load(rel)
        return files[rel]

    cases = []
    seen = set()

    def add(rel, line, label, style, lang, response):
        row = rows(rel)[line]
        key = (rel, line, response)
        if key in seen:
            return False
        seen.add(key)
        cases.append({
            "benchmark": bench_of(rel),
            "source_row": f"{rel}:{line}",
            "question": row["problem"],
            "gold": gold_of(rel, row),
            "response": response,
            "label": bool(label),
            "style": style,
            "language": lang,
        })
        return True

    for rel, line, label, style, lang, resp in HAND:
        add(rel, line, label, style, lang, resp)

    wnames = sorted(WRAPPERS)

    # integer golds: HARP default, MATH-Perturb, Putnam
    hd = rows("harp/harp_default.jsonl")
    hd_int = [i for i, r in enumerate(hd) if re.fullmatch(r"\$-?\d{1,7}\$", r["answer"])]
    ms = rows("math_perturb/math_perturb_simple.jsonl")
    mh = rows("math_perturb/math_perturb_hard.jsonl")
    mp_int = [("math_perturb/math_perturb_simple.jsonl", i) for i, r in enumerate(ms) if int_gold(r["answer"]) is not None] + \
             [("math_perturb/math_perturb_hard.jsonl", i) for i, r in enumerate(mh) if int_gold(r["answer"]) is not None]
    pool = [("harp/harp_default.jsonl", i) for i in rnd.sample(hd_int, 100)] + rnd.sample(mp_int, 14) + \
           [("putnam/putnam_with_answers.jsonl", i) for i in rnd.sample(sorted(PUTNAM_INT), 12)]
    for k, (rel, line) in enumerate(pool):
        row = rows(rel)[line]
        n = PUTNAM_INT[line] if rel.startswith("putnam/") else int_gold(row["answer"])
        L = rnd.choice(LANGS)
        wname = wnames[k % len(wnames)] if k < 2 * len(wnames) else rnd.choice(wnames)
        sol = None
        if rel == "harp/harp_default.jsonl" and L == "en" and wname != "terse/bare":
            sol = sol_reasoning(row.get("solution_1") or "", n)
        if sol is not None:
            text, label, sub = sol_case(n, sol, wname, rnd, rnd.random() < 0.32)
        elif rnd.random() < 0.32:
            text, label, sub = pos_int_case(n, L, wname, rnd)
        else:
            text, label, sub = make_int_case(n, L, wname, "neg", rnd)
        if wname == "terse/bare" and not label:
            sub = "wrong_value"
        add(rel, line, label, wname + "+" + sub, L, text)

    # MCQ
    hm = rows("harp/harp_mcq.jsonl")
    mcq_idx = rnd.sample(range(len(hm)), 36)
    for line in mcq_idx:
        L = rnd.choice(["en", "en", "en", "zh", "ja", "ko", "ru", "de", "es", "fr", "pt", "vi"])
        pol = "pos" if rnd.random() < 0.45 else "neg"
        text, label, lang, style = mcq_case(hm[line], L, rnd, pol)
        add("harp/harp_mcq.jsonl", line, label, style, lang, text)

    with open(OUT, "w", encoding="utf-8") as fh:
        for i, c in enumerate(cases):
            obj = {"id": f"g-{i+1:04d}"}
            obj.update(c)
            obj = {k: obj[k] for k in ("id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language")}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")

    cnt = lambda f: collections.Counter(f(c) for c in cases)
    print("total", len(cases))
    print("label", dict(cnt(lambda c: c["label"])))
    print("benchmark", dict(cnt(lambda c: c["benchmark"])))
    print("benchmark x label", dict(cnt(lambda c: (c["benchmark"], c["label"]))))
    print("format", dict(sorted(cnt(lambda c: c["style"].split("/")[0]).items())))
    print("language", dict(sorted(cnt(lambda c: c["language"]).items())))


if __name__ == "__main__":
    main()
