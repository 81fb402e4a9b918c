#!/usr/bin/env python3
"""Blind labeled set O of model responses for a math answer grader.
Deterministic: fixed seed, standard library only. Usage: python3 make_cases.py [DATA_DIR]
Writes cases.jsonl next to this script."""
import json, os, random, sys

DATA = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/data"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
rng = random.Random(20260202)

def load(rel):
    p = os.path.join(DATA, rel)
    return [json.loads(l) for l in open(p, encoding="utf-8")]

FILES = {"hd": "harp/harp_default.jsonl", "hm": "harp/harp_mcq.jsonl",
         "ms": "math_perturb/math_perturb_simple.jsonl", "mh": "math_perturb/math_perturb_hard.jsonl",
         "pu": "putnam/putnam_with_answers.jsonl"}
CACHE = {k: load(v) for k, v in FILES.items()}

# (file key, row, expected gold (assert), equivalent finals, wrong-near finals)
# None for eq/near => derived automatically for integers.
HD = [
 (0, "$10\\frac{2}{3}$", ["10\\frac{2}{3}", "\\frac{32}{3}", "32/3", "10\\tfrac23", "10.\\overline{6}"], ["10\\frac{1}{3}", "\\frac{31}{3}", "11"]),
 (1, "$21$", None, None),
 (442, "$5:11$", ["5:11", "5 : 11", "5\\text{ to }11", "\\frac{5}{11}"], ["11:5", "5:6", "6:11"]),
 (180, "$\\text{a rectangle}$", ["a rectangle", "\\text{rectangle}", "Rectangle"], ["a square", "a rhombus", "a parallelogram"]),
 (928, "$2-i$", ["2-i", "-i+2", "2 - 1i"], ["2+i", "-2+i", "1-2i"]),
 (2100, "$75\\%$", ["75\\%", "@en:75 percent", "75%", "75\\,\\%"], ["25\\%", "80\\%", "7.5\\%"]),
 (2506, "$\\frac{\\pi}{3}+1-\\sqrt{3}$", ["\\frac{\\pi}{3}+1-\\sqrt{3}", "1-\\sqrt{3}+\\frac{\\pi}{3}", "\\frac{\\pi+3-3\\sqrt{3}}{3}"], ["\\frac{\\pi}{3}-1+\\sqrt{3}", "\\frac{\\pi}{3}+1+\\sqrt{3}", "\\frac{\\pi}{6}+1-\\sqrt{3}"]),
 (993, "$\\text{second}$", ["second", "@en:the second one", "\\text{second}"], ["first", "third"]),
 (729, "$a=3x \\text{ or } a = -2x$", ["a=3x \\text{ or } a=-2x", "a = -2x \\text{ or } a = 3x", "a\\in\\{3x,-2x\\}"], ["a=3x", "a=-3x \\text{ or } a=2x", "a=2x \\text{ or } a=-3x"]),
 (1395, "$16:3$", ["16:3", "16 : 3", "\\frac{16}{3}"], ["3:16", "16:9", "4:3"]),
 (24, "$8\\text{ ft}$", ["8\\text{ ft}", "@en:8 feet", "8", "8\\ \\mathrm{ft}", "96 inches"], ["6\\text{ ft}", "9\\text{ ft}", "8\\text{ in}"]),
 (2018, "$5/3$", ["5/3", "\\frac{5}{3}", "1\\frac{2}{3}", "1.\\overline{6}"], ["3/5", "5/2", "4/3"]),
 (3440, "${-8}$", None, None),
 (780, "$1-2x$", ["1-2x", "-2x+1", "-(2x-1)"], ["2x-1", "1+2x", "1-x"]),
 (2789, "$8 \\frac34$", ["8\\frac{3}{4}", "8.75", "\\frac{35}{4}", "35/4"], ["8\\frac{1}{4}", "8.5", "9\\frac34"]),
 (1170, "$4\\text{ minutes}$", ["4\\text{ minutes}", "4 min", "240 seconds", "4"], ["5\\text{ minutes}", "3\\text{ minutes}", "4\\text{ seconds}"]),
 (57, "$(3,3)$", ["(3,3)", "(3, 3)", "x=3,\\ y=3"], ["(3,-3)", "(2,3)", "(-3,-3)"]),
 (4676, "$\\textdollar50$", ["\\$50", "@en:50 dollars", "\\$50.00", "50"], ["\\$45", "\\$55", "\\$5"]),
 (302, "$\\text{two}$", ["\\text{two}", "@en:two", "2"], ["three", "one", "1"]),
 (646, "$\\text{I, II, and III}$", ["\\text{I, II, and III}", "I, II, III", "all three (I, II and III)", "III, II, I"], ["\\text{I and II only}", "\\text{II and III only}", "\\text{I only}"]),
 (1124, "$\\text{Ann, Dick, Bill, Carol}$", ["Ann, Dick, Bill, Carol", "\\text{Ann, Dick, Bill, Carol}"], ["Dick, Ann, Bill, Carol", "Ann, Bill, Dick, Carol", "Ann, Dick, Carol, Bill"]),
 (655, "$3\\frac{2}{3}$", ["3\\frac{2}{3}", "\\frac{11}{3}", "11/3", "3.\\overline{6}"], ["3\\frac{1}{3}", "\\frac{10}{3}"]),
 (1284, "$\\frac{\\sqrt{2}}{2}$", ["\\frac{\\sqrt{2}}{2}", "\\frac{1}{\\sqrt{2}}", "\\sqrt{2}/2", "2^{-1/2}", "\\sqrt{\\tfrac12}"], ["\\sqrt{2}", "\\frac{\\sqrt{3}}{2}", "\\frac{1}{2}"]),
 (2693, "$12.5$", ["12.5", "\\frac{25}{2}", "12\\frac12"], ["12", "13", "125", "1.25"]),
 (3092, "$3\\sqrt{2}$", ["3\\sqrt{2}", "\\sqrt{18}", "3\\sqrt2", "\\frac{6}{\\sqrt{2}}"], ["2\\sqrt{3}", "3\\sqrt{3}", "\\sqrt{8}"]),
 (6, "$300\\%$", ["300\\%", "@en:300 percent", "300%"], ["200\\%", "400\\%", "30\\%"]),
 (2623, "$\\frac 58$", ["\\frac{5}{8}", "0.625", "5/8", "\\dfrac58", "0.6250"], ["\\frac{3}{8}", "\\frac{5}{6}"]),
 (3160, "$\\hspace{.05in}92$", None, None),
 (4101, "$12 - 4\\sqrt{3}$", ["12-4\\sqrt{3}", "4(3-\\sqrt{3})", "-4\\sqrt{3}+12", "12-\\sqrt{48}"], ["12+4\\sqrt{3}", "12-2\\sqrt{3}", "4\\sqrt{3}-12"]),
 (66, "$9\\frac{1}{11}\\%$", ["9\\frac{1}{11}\\%", "\\frac{100}{11}\\%", "9.\\overline{09}\\%"], ["9\\%", "10\\%", "9\\frac{1}{10}\\%", "\\frac{1}{11}"]),
 (2008, "$\\frac{4}9$", ["\\frac{4}{9}", "4/9", "0.\\overline{4}", "\\dfrac{8}{18}"], ["\\frac{5}{9}", "\\frac{4}{7}"]),
 (2409, "${{{\\frac{7}{2}}}}$", ["\\frac{7}{2}", "3.5", "3\\frac12", "7/2"], ["\\frac{5}{2}", "\\frac{2}{7}", "4"]),
 (1656, "$0.1997$", ["0.1997", ".1997"], ["0.1979", "0.19997"]),
 (100, "$b+c=10$", ["b+c=10", "c+b=10", "b + c = 10"], ["b+c=11", "bc=10", "b-c=10"]),
 (500, "$2xy+\\frac{2}{xy}$", ["2xy+\\frac{2}{xy}", "\\frac{2}{xy}+2xy", "2\\left(xy+\\frac{1}{xy}\\right)", "\\frac{2x^2y^2+2}{xy}"], ["xy+\\frac{1}{xy}", "2xy-\\frac{2}{xy}", "2xy+\\frac{2}{x}"]),
 (1500, "$\\dfrac{5}{24}$", ["\\frac{5}{24}", "5/24", "\\dfrac{10}{48}"], ["\\frac{5}{12}", "\\frac{7}{24}"]),
 (2200, "$120$", None, None),
 (3300, "$\\pi$", ["\\pi", "\\pi\\cdot 1", "1\\pi"], ["2\\pi", "\\frac{\\pi}{2}"]),
 (3900, "$\\frac{140}{37}$", ["\\frac{140}{37}", "140/37", "3\\frac{29}{37}"], ["\\frac{37}{140}", "\\frac{140}{39}"]),
 (4400, "$285$", None, None),
 (4700, "$12$", None, None),
 (1234, "$9$", None, None),
 (2345, "$18$", None, None),
 (3456, "$2^{1005}$", ["2^{1005}", "2^{1005}", "2**1005"], ["2^{1004}", "2^{1006}", "2^{2010}"]),
 (4567, "$23$", None, None),
 (75, "$1: 2$", ["1:2", "1 : 2", "\\frac12"], ["2:1", "1:3", "1:4"]),
 (309, "$x^4$", ["x^4", "x^{4}", "x\\cdot x\\cdot x\\cdot x"], ["x^3", "x^2", "4x"]),
 (58, "$\\sqrt{85}$", ["\\sqrt{85}", "85^{1/2}", "\\sqrt{85}\\ \\text{units}"], ["\\sqrt{58}", "85", "\\sqrt{89}"]),
 (3575, "$3 + 2\\sqrt{3}$", ["3+2\\sqrt{3}", "2\\sqrt{3}+3", "3+\\sqrt{12}", "\\sqrt{3}(\\sqrt{3}+2)"], ["3-2\\sqrt{3}", "2+3\\sqrt{3}", "3+\\sqrt{3}"]),
 (4125, "$2\\sqrt{5}$", ["2\\sqrt{5}", "\\sqrt{20}", "\\frac{10}{\\sqrt5}"], ["5\\sqrt{2}", "\\sqrt{5}", "4\\sqrt{5}"]),
 (4779, "$315$", None, None),
]
MCQ = [1, 5, 40, 300, 1000, 2000, 3000, 4000, 10, 20, 700, 1500, 2500, 3500]
MS = [
 (0, 10, None, None),
 (1, "6-\\sqrt{5}", ["6-\\sqrt{5}", "-\\sqrt5+6", "6 - \\sqrt 5"], ["6+\\sqrt{5}", "5-\\sqrt{6}", "\\sqrt{5}-6"]),
 (7, 16.5, ["16.5", "\\frac{33}{2}", "16\\frac12"], ["16", "17", "33"]),
 (22, 0.25, ["0.25", "\\frac14", "1/4"], ["0.5", "0.2", "\\frac{1}{5}"]),
 (57, "[2,10]", ["[2,10]", "[2, 10]", "2\\le j(x)\\le 10"], ["(2,10)", "[2,10)", "[2,8]"]),
 (65, "40^\\circ", ["40^\\circ", "40°", "40 degrees", "40^{\\circ}"], ["50^\\circ", "140^\\circ"]),
 (75, "270,\\!000", ["270000", "270\\,000", "@en:270,000", "2.7\\times10^5"], ["27000", "2700000", "207000"]),
 (87, "\\frac{1}{25}-\\frac{7}{25}i", ["\\frac{1}{25}-\\frac{7}{25}i", "\\frac{1-7i}{25}", "0.04-0.28i"], ["\\frac{1}{25}+\\frac{7}{25}i", "\\frac{7}{25}-\\frac{1}{25}i", "1-7i"]),
 (53, "9/\\sqrt{5}", ["9/\\sqrt{5}", "\\frac{9\\sqrt5}{5}", "\\frac{9}{\\sqrt{5}}"], ["9\\sqrt{5}", "\\frac{5}{9}", "\\sqrt{5}/9"]),
 (26, 37, None, None),
 (88, 24576, None, None),
]
MH = [
 (3, "0 or 4", ["0 or 4", "4 or 0", "0, 4", "\\{0, 4\\}"], ["4", "0", "0 or -4"]),
 (21, "\\emptyset", ["\\emptyset", "\\varnothing", "\\{\\}", "no solution (the empty set)"], ["\\{0\\}", "\\mathbb{R}", "\\{1\\}"]),
 (15, "5^{2/3}", ["5^{2/3}", "\\sqrt[3]{25}", "\\sqrt[3]{5^2}"], ["5^{3/2}", "\\sqrt{5}", "5^{1/3}"]),
 (28, "(2^6) *( 3^4) * (5^2)", ["2^6\\cdot 3^4\\cdot 5^2", "129600", "2^6 \\times 3^4 \\times 5^2"], ["2^6\\cdot3^4\\cdot5", "2^5\\cdot3^4\\cdot5^2", "64800"]),
 (55, "\\infty", ["\\infty", "+\\infty", "@en:infinity"], ["-\\infty", "0", "1"]),
 (63, "n+1", ["n+1", "1+n"], ["n", "n-1", "2n"]),
 (74, "[0, 90^\\circ]", ["[0, 90^\\circ]", "[0^\\circ,90^\\circ]", "[0,90]"], ["(0,90^\\circ)", "[0,180^\\circ]", "[0, 90^\\circ)"]),
 (10, 72.8, ["72.8", "\\frac{364}{5}", "72\\frac45", "72.8\\%"], ["72.08", "73", "7.28"]),
 (0, 36, None, None),
 (8, 571052, None, None),
 (66, "1-2^{n-3}", ["1-2^{n-3}", "-2^{n-3}+1", "1-\\frac{2^n}{8}"], ["1-2^{n-2}", "2^{n-3}-1", "1-2^{3-n}"]),
]
PU = [
 (30, ["11", "@en:eleven"], ["10", "12"]),
 (12, ["a=5", "5", "the minimum of a is 5"], ["a=4", "6"]),
 (72, ["-1", "\\lim = -1"], ["1", "0"]),
 (84, ["\\frac{2}{9}", "2/9", "0.\\overline{2}"], ["\\frac{2}{3}", "\\frac{1}{9}"]),
 (222, ["\\frac{\\sqrt 2}{2}", "\\frac{1}{\\sqrt{2}}"], ["\\sqrt{2}", "\\frac12"]),
 (240, ["S=3/2", "\\frac{3}{2}", "1.5"], ["S=2", "\\frac{2}{3}"]),
 (300, ["578"], ["576", "587"]),
 (150, ["2n-3", "2n - 3"], ["2n-2", "2n+3", "n-3"]),
 (270, ["e-1", "-1+e"], ["e", "e+1", "1-e^{-1}"]),
 (6, ["No such function exists.", "There are no such functions."], ["f(x)=x", "f(x)=0"]),
 (66, ["c\\geq \\frac12", "c \\ge 1/2", "[\\tfrac12,\\infty)"], ["c>\\frac12", "c\\le\\frac12", "c\\geq 1"]),
 (120, ["x>\\frac12", "x\\in(\\tfrac12,\\infty)", "x > 0.5"], ["x\\ge\\frac12", "x>1", "x<\\frac12"]),
 (288, ["5n+1", "1+5n"], ["5n-1", "5n", "4n+1"]),
 (324, ["3", "@en:three"], ["2", "4"]),
 (336, ["\\frac{1-e^{-2}}{2}", "\\frac{1}{2}-\\frac{1}{2e^2}", "\\frac{e^2-1}{2e^2}"], ["\\frac{1-e^{-2}}{4}", "\\frac{1+e^{-2}}{2}", "1-e^{-2}"]),
 (96, ["e^d-1", "-1+e^{d}"], ["e^d", "e^d+1", "e^{d-1}"]),
 (108, ["h=2/5", "\\frac25", "0.4"], ["h=3/5", "\\frac52"]),
 (264, ["4", "@en:four"], ["3", "5"]),
 (276, ["a=16", "16"], ["a=15", "8"]),
 (294, ["4^k", "2^{2k}"], ["2^k", "4^{k-1}"]),
 (306, ["\\frac23", "2/3"], ["\\frac32", "\\frac13"]),
 (318, ["n=18", "18"], ["n=17", "n=19"]),
 (90, ["p=4", "4"], ["p=3", "p=5"]),
 (42, ["(p,r,q,s)=(3,2,2,3)\\text{ and }(2,3,3,2)", "(2,3,3,2) \\text{ and } (3,2,2,3)"], ["(3,2,2,3)\\text{ only}", "(2,2,3,3)\\text{ and }(3,3,2,2)"]),
]

# ---------- number helpers ----------
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
def en_words(n):
    if n < 0: return "negative " + en_words(-n)
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000: return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + en_words(n % 100))
    return None
ZH = "零一二三四五六七八九"
def zh_num(n):
    if n < 0: return "负" + zh_num(-n)
    if n >= 10000: return None
    if n < 10: return ZH[n]
    s = ""; units = [(1000, "千"), (100, "百"), (10, "十")]; zero = False; started = False
    for u, c in units:
        d = n // u; n %= u
        if d:
            if zero and started: s += "零"
            s += ("" if (u == 10 and d == 1 and not started) else ZH[d]) + c; started = True; zero = False
        elif started: zero = True
    if n:
        if zero: s += "零"
        s += ZH[n]
    return s
def native(s, lang):
    tab = {"ar": "٠١٢٣٤٥٦٧٨٩", "hi": "०१२३४५६७८९", "fa": "۰۱۲۳۴۵۶۷۸۹"}[lang]
    return "".join(tab[int(c)] if c.isdigit() else c for c in s)

def int_forms(g):
    eq = [str(g), "%d.0" % g if abs(g) < 1000 else "@en:" + "{:,}".format(g)]
    if g >= 0 and abs(g) >= 1000: eq.append("{:,}".format(g).replace(",", "\\,"))
    w = en_words(g)
    if w: eq.append("@en:" + w)
    near = [str(g + 1), str(g - 1), str(2 * g if g != 0 else 2), str(g + 10), str(-g if g != 0 else 5)]
    return eq, near

# ---------- language phrase tables ----------
P = {
 "en": dict(fin="The final answer is {a}.", go="Let me work through this step by step.", wait="Wait, I made an arithmetic slip. Let me recheck that step.",
            hedge="So the answer is either {a} or {b}; I can't pin down which one.", mid="At this stage we get {a}.", ans="Answer", so="Therefore"),
 "zh": dict(fin="最终答案是 {a}。", go="我们一步一步来分析。", wait="等等，我算错了，重新检查一下这一步。",
            hedge="所以答案是 {a} 或 {b}，我无法确定是哪一个。", mid="这一步得到 {a}。", ans="答案", so="因此"),
 "ja": dict(fin="最終的な答えは {a} です。", go="順を追って考えます。", wait="待ってください、計算を間違えました。もう一度確認します。",
            hedge="したがって答えは {a} か {b} のどちらかですが、どちらかは確定できません。", mid="ここで {a} が得られます。", ans="答え", so="よって"),
 "ko": dict(fin="최종 답은 {a}입니다.", go="단계별로 풀어 보겠습니다.", wait="잠깐, 계산에 실수가 있었습니다. 다시 확인하겠습니다.",
            hedge="따라서 답은 {a} 또는 {b}인데, 어느 쪽인지 확실하지 않습니다.", mid="이 단계에서 {a}를 얻습니다.", ans="답", so="따라서"),
 "ru": dict(fin="Окончательный ответ: {a}.", go="Решим задачу по шагам.", wait="Подождите, я ошибся в вычислениях. Проверю этот шаг ещё раз.",
            hedge="Итак, ответ либо {a}, либо {b}; не могу сказать точно.", mid="На этом шаге получаем {a}.", ans="Ответ", so="Следовательно"),
 "ar": dict(fin="الإجابة النهائية هي {a}.", go="لنحلّ المسألة خطوة بخطوة.", wait="انتظر، لقد أخطأت في الحساب. دعني أراجع هذه الخطوة.",
            hedge="إذن الإجابة إما {a} أو {b}، ولست متأكدًا أيهما.", mid="في هذه الخطوة نحصل على {a}.", ans="الإجابة", so="إذن"),
 "hi": dict(fin="अंतिम उत्तर {a} है।", go="आइए इसे चरण-दर-चरण हल करें।", wait="रुकिए, मुझसे गणना में गलती हुई। इस चरण को फिर से जाँचता हूँ।",
            hedge="तो उत्तर या तो {a} है या {b}; निश्चित रूप से नहीं कह सकता।", mid="इस चरण में हमें {a} मिलता है।", ans="उत्तर", so="अतः"),
 "vi": dict(fin="Đáp án cuối cùng là {a}.", go="Ta giải từng bước.", wait="Khoan, tôi đã tính sai. Để tôi kiểm tra lại bước này.",
            hedge="Vậy đáp án là {a} hoặc {b}; tôi không chắc là giá trị nào.", mid="Ở bước này ta được {a}.", ans="Đáp án", so="Vậy"),
 "fr": dict(fin="La réponse finale est {a}.", go="Procédons étape par étape.", wait="Attendez, je me suis trompé dans le calcul. Je revérifie cette étape.",
            hedge="La réponse est donc soit {a}, soit {b} ; je ne peux pas trancher.", mid="À cette étape, on obtient {a}.", ans="Réponse", so="Donc"),
 "es": dict(fin="La respuesta final es {a}.", go="Resolvamos paso a paso.", wait="Espera, me equivoqué en la cuenta. Voy a revisar este paso.",
            hedge="Así que la respuesta es {a} o {b}; no estoy seguro de cuál.", mid="En este paso obtenemos {a}.", ans="Respuesta", so="Por lo tanto"),
 "de": dict(fin="Die endgültige Antwort lautet {a}.", go="Gehen wir Schritt für Schritt vor.", wait="Moment, ich habe mich verrechnet. Ich prüfe diesen Schritt noch einmal.",
            hedge="Die Antwort ist also entweder {a} oder {b}; ich bin mir nicht sicher.", mid="In diesem Schritt erhalten wir {a}.", ans="Antwort", so="Also"),
 "pt": dict(fin="A resposta final é {a}.", go="Vamos resolver passo a passo.", wait="Espere, cometi um erro de conta. Vou verificar este passo novamente.",
            hedge="Então a resposta é {a} ou {b}; não tenho certeza de qual.", mid="Nesta etapa obtemos {a}.", ans="Resposta", so="Portanto"),
}
LANGS = list(P)

FILLER = [
 "First I restate the conditions and name the unknowns.",
 "Setting up the relation from the problem statement gives one equation.",
 "Substituting and simplifying, the expression collapses nicely.",
 "A quick sanity check with a small case agrees with this pattern.",
 "Let me double-check the algebra: expanding both sides gives the same polynomial.",
 "Hmm, the diagram suggests symmetry, so I can halve the work.",
 "Using the standard identity and collecting like terms,",
 "Counting carefully so nothing is double counted,",
]
def body(lang, n=2):
    fl = rng.sample(FILLER, n) if lang == "en" else [P[lang]["go"]] + rng.sample(FILLER, max(0, n - 2))
    return "\n".join(fl)

def dollar(a):
    return a if a.startswith("$") or not any(c in a for c in "\\^_{") else "$" + a + "$"

# ---------- format renderers: (reasoning, final) -> response ----------
def F_think_boxed(r, a, L):
    return "<think>\n%s\n</think>\n\n%s\n\n$$\\boxed{%s}$$" % (r, P[L]["so"] + ",", a)
def F_deepseek(r, a, L):
    return "<｜Assistant｜><think>\n%s\n</think>\n\n%s\n\n**%s:** $\\boxed{%s}$<｜end▁of▁sentence｜>" % (r, body(L, 1), P[L]["ans"], a)
def F_chatml(r, a, L):
    return "<|im_start|>assistant\n%s\n\n%s \\(\\boxed{%s}\\)<|im_end|>\n<|endoftext|>" % (r, P[L]["fin"].split("{a}")[0].rstrip(), a)
def F_llama3(r, a, L):
    return "<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1\n%s\n\n## Conclusion\n%s<|eot_id|>" % (r, P[L]["fin"].format(a="$\\boxed{" + a + "}$"))
def F_harmony(r, a, L):
    return ("<|channel|>analysis<|message|>%s<|end|><|start|>assistant<|channel|>final<|message|>**%s:** %s<|return|>"
            % (r.replace("\n", " "), P[L]["ans"], dollar(a)))
def F_gemma(r, a, L):
    return "<start_of_turn>model\n%s\n\n%s<end_of_turn>" % (r, P[L]["fin"].format(a="**" + dollar(a) + "**"))
def F_mistral_think(r, a, L):
    return "[THINK]%s[/THINK]\n\n%s\n\n\\[\n\\boxed{%s}\n\\]</s>" % (r, P[L]["so"], a)
def F_kimi(r, a, L):
    return "◁think▷%s◁/think▷\n\n%s" % (r, P[L]["fin"].format(a="$\\boxed{" + a + "}$"))
def F_openthoughts(r, a, L):
    return ("<|begin_of_thought|>\n\n%s\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n%s\n\n\\(\\boxed{%s}\\)\n\n<|end_of_solution|>"
            % (r, P[L]["so"], a))
def F_seed(r, a, L):
    return "<seed:think>\n%s\n</seed:think>\n%s" % (r, P[L]["fin"].format(a="\\(" + a + "\\)"))
def F_md_heading(r, a, L):
    return "### %s\n\n%s\n\n---\n\n### %s\n\n> **%s**" % ("Solution" if L == "en" else P[L]["go"], r, P[L]["ans"], dollar(a))
def F_md_table(r, a, L):
    return ("%s\n\n| # | Step | Result |\n|---|------|--------|\n| 1 | setup | — |\n| 2 | simplify | — |\n| **%s** | | **%s** |\n"
            % (r, P[L]["ans"], dollar(a)))
def F_json(r, a, L):
    return "```json\n" + json.dumps({"reasoning": r.replace("\n", " "), "final_answer": a}, ensure_ascii=False, indent=2) + "\n```"
def F_json_raw(r, a, L):
    return json.dumps({"steps": r.split("\n"), "answer": a, "confidence": 0.86}, ensure_ascii=False)
def F_toolcall(r, a, L):
    return json.dumps({"role": "assistant", "content": r.replace("\n", " "), "tool_calls": [{"id": "call_7Qx", "type": "function",
        "function": {"name": "submit_answer", "arguments": json.dumps({"answer": a}, ensure_ascii=False)}}]}, ensure_ascii=False)
def F_anth_tool(r, a, L):
    return json.dumps([{"type": "text", "text": r}, {"type": "tool_use", "id": "toolu_01", "name": "final_answer", "input": {"answer": a}}], ensure_ascii=False)
def F_code(r, a, L):
    return ("%s\n\n```python\nfrom sympy import *\nres = solve_problem()\nprint(latex(res))\n```\n```output\n%s\n```\n\n%s" % (r, a, P[L]["fin"].format(a=dollar(a))))
def F_terse(r, a, L):
    return a
def F_answer_line(r, a, L):
    return "%s\n\n%s: %s" % (r, "ANSWER" if L == "en" else P[L]["ans"], a)
def F_gsm(r, a, L):
    return "%s\n#### %s" % (r, a)
def F_xml(r, a, L):
    return "<reasoning>\n%s\n</reasoning>\n<answer>\n%s\n</answer>" % (r, a)
def F_thinking_claude(r, a, L):
    return "<thinking>\n%s\n</thinking>\n\n%s" % (r, P[L]["fin"].format(a="**" + dollar(a) + "**"))
def F_html(r, a, L):
    return "<div class=\"solution\"><p>%s</p><p><strong>%s:</strong> <span class=\"math\">%s</span></p></div>" % (r.replace("\n", "<br>"), P[L]["ans"], a)
def F_fbox(r, a, L):
    return "%s\n\\[\n\\fbox{$%s$}\n\\]" % (r, a)
def F_yaml(r, a, L):
    return "reasoning: |\n  %s\nfinal_answer: \"%s\"" % (r.replace("\n", "\n  "), a.replace("\\", "\\\\"))
def F_qwen3_empty_think(r, a, L):
    return "<think>\n\n</think>\n\n%s\n\n**%s**\n$$\n\\boxed{%s}\n$$" % (r, "Final Answer" if L == "en" else P[L]["ans"], a)
def F_phi4(r, a, L):
    return "<|assistant|><think>%s</think>\n%s<|end|>" % (r, P[L]["fin"].format(a="$\\boxed{" + a + "}$"))
def F_command_r(r, a, L):
    return "<|START_THINKING|>%s<|END_THINKING|><|START_RESPONSE|>%s: %s<|END_RESPONSE|>" % (r.replace("\n", " "), P[L]["ans"], a)
def F_hermes_tool(r, a, L):
    return "%s\n<tool_call>\n%s\n</tool_call>" % (r, json.dumps({"name": "report_answer", "arguments": {"value": a, "units": None}}, ensure_ascii=False))
def F_llama_python_tag(r, a, L):
    return "<|python_tag|>submit(answer=%s)<|eom_id|>" % json.dumps(a, ensure_ascii=False)
def F_bullets(r, a, L):
    return "- " + r.replace("\n", "\n- ") + "\n- **%s = %s**" % (P[L]["ans"], dollar(a))
def F_blockquote_answer(r, a, L):
    return "%s\n\n> [!NOTE]\n> %s" % (r, P[L]["fin"].format(a=dollar(a)))
def F_csv(r, a, L):
    return "problem_id,answer\n1,\"%s\"" % a.replace('"', '""')
FORMATS = {n[2:]: f for n, f in list(globals().items()) if n.startswith("F_")}
FNAMES = sorted(FORMATS)


# ---------- hand-written cases (unusual but real-looking outputs) ----------
def HAND_CASES():
    H = [
     ("hd", 1, "Final Answer: The final answer is $21$. I hope it is correct.", True, "minerva/final_answer_line", "en"),
     ("hd", 1, "From $8g-4=16$ we get $g=\\boxed{\\tfrac52}$.\n\nThen with $S=10$: $R=10\\cdot\\tfrac52-4=\\boxed{21}$.", True, "multi_boxed/last_is_gold", "en"),
     ("hd", 1, "With $S=10$, $R = 10g - 4 = \\boxed{21}$.\n\nHmm, wait: I used $g=\\tfrac52$ but should double check $8g-4=16$... $8g = 20$, fine. But the problem says $R=gS-4$ with $S=8$ giving $R=16$, and now I think the intended reading is $R = g(S-4)$, so $g=4$ and $R = 4\\cdot 6 = \\boxed{24}$.", False, "multi_boxed/last_is_other", "en"),
     ("hd", 1, "答案：２１", True, "terse/fullwidth_digits", "zh"),
     ("hd", 1, "ابتدا $g$ را پیدا می‌کنیم: $8g-4=16$ پس $g=\\frac{5}{2}$.\nپاسخ نهایی: ۲۱", True, "plain/persian_digits", "fa"),
     ("hd", 1, "```python\ng = (16 + 4) / 8\nR = g * 10 - 4\nprint(R)\n```\n```output\n21.0\n```\nThe code confirms it. **R = 21**", True, "code/float_output", "en"),
     ("hd", 1, "\\begin{aligned}\n8g-4&=16 \\implies g=\\tfrac{5}{2}\\\\\nR&=\\tfrac{5}{2}\\cdot 10-4\\\\\n&=25-4\\\\\n&=21\n\\end{aligned}", True, "latex/aligned_no_phrase", "en"),
     ("hd", 1, "Thought: I need g first.\nAction: calculator\nAction Input: (16+4)/8\nObservation: 2.5\nThought: now R at S=10.\nAction: calculator\nAction Input: 2.5*10-4\nObservation: 21\nThought: I now know the final answer\nFinal Answer: 21", True, "react/final_answer", "en"),
     ("hd", 1, "Thought: compute R.\nAction: calculator\nAction Input: 2.5*10-4\nObservation: 21\nThought: the question might want R at S=10 plus the original 16... I'll add them.\nAction: calculator\nAction Input: 21+16\nObservation: 37\nFinal Answer: 37", False, "react/final_answer_other", "en"),
     ("hd", 1, "La respuesta es veintiuno.", True, "terse/number_word", "es"),
     ("hd", 1, "Also ist $R$ gleich einundzwanzig.", True, "terse/number_word", "de"),
     ("hd", 1, "Ответ: двадцать один.", True, "terse/number_word", "ru"),
     ("hd", 1, "अतः उत्तर इक्कीस है।", True, "terse/number_word", "hi"),
     ("hd", 1, "Vậy R bằng hai mươi mốt.", True, "terse/number_word", "vi"),
     ("hd", 1, "Donc $R$ vaut vingt et un.", True, "terse/number_word", "fr"),
     ("hd", 1, "Portanto, R = vinte e um.", True, "terse/number_word", "pt"),
     ("hd", 1, "The answer is not 20 but 21.", True, "plain/negated_distractor", "en"),
     ("hd", 1, "The answer is 20, not 21.", False, "plain/negated_gold", "en"),
     ("hd", 1, "<think>\n8g-4=16 so g=5/2. Then R=25-4=21.\n</think>\n\nSo $R = \\boxed{2", False, "truncated/inside_box", "en"),
     ("hd", 0, "Let the parts be $x$, $2x$, $3x$; then $6x = 64$, so $x = \\frac{32}{3}$.\n\nThe largest part is $3x = 32$.\n\n**Answer: 32**", False, "markdown/answer_to_other_quantity", "en"),
     ("hd", 0, "Parts: x, 2x, 3x → 6x = 64 → x = 10 ⅔.\n\nAnswer: 10 ⅔", True, "plain/unicode_vulgar_fraction", "en"),
     ("hd", 2693, "**Result:** 12½", True, "markdown/unicode_vulgar_fraction", "en"),
     ("hd", 3092, "∴ the distance is 3√2.", True, "plain/unicode_radical", "en"),
     ("hd", 1284, "sin 45° = √2⁄2, so the answer is √2⁄2.", True, "plain/unicode_radical", "en"),
     ("hd", 4101, "Answer → 12 − 4√3", True, "plain/unicode_minus", "en"),
     ("hd", 928, "Multiplying by the conjugate: $z = 2 + i$, and therefore $\\bar z = 2 - i$.\n\nThe requested value is $z$, so the answer is $2+i$.", False, "plain/conjugate_confusion", "en"),
     ("hd", 928, "**Answer:** 2 − i", True, "markdown/unicode_minus", "en"),
     ("hd", 1395, "比は 16∶3 になります。", True, "plain/ratio_colon_char", "ja"),
     ("hd", 442, "The ratio is 5 to 11.", True, "plain/ratio_words", "en"),
     ("hd", 1124, "Ranking (highest → lowest):\n1. Ann\n2. Dick\n3. Bill\n4. Carol", True, "markdown/numbered_list", "en"),
     ("hd", 1124, "Ranking (highest → lowest):\n1. Dick\n2. Ann\n3. Bill\n4. Carol\n\n(Ann is second because Dick's score exceeds Bill + Carol.)", False, "markdown/numbered_list_wrong_order", "en"),
     ("hd", 3171, "Since $\\frac{7}{21}=\\frac13$, we get $\\boxed{\\frac{5}{19}<\\frac{1}{3}<\\frac{9}{23}}$.", True, "boxed/simplified_member", "en"),
     ("hd", 3171, "In increasing order: 5/19 < 7/21 < 9/23", True, "plain/inequality_chain", "en"),
     ("hd", 3171, "Comparing cross products, $\\boxed{\\frac{7}{21}<\\frac{5}{19}<\\frac{9}{23}}$.", False, "boxed/wrong_order", "en"),
     ("hd", 993, "1985 sits in **column 2** (counting from the left).", True, "markdown/ordinal_as_number", "en"),
     ("hd", 993, "1985 is in the second column from the right, i.e. the fourth column from the left.\n\n**Answer: fourth**", False, "markdown/answer_from_other_side", "en"),
     ("ms", 22, "∴ Answer = ¼", True, "plain/unicode_vulgar_fraction", "en"),
     ("mh", 21, "No value works, so the solution set is ∅.", True, "plain/unicode_empty_set", "en"),
     ("mh", 55, "The expression grows without bound: **∞**", True, "markdown/unicode_infinity", "en"),
     ("mh", 55, "The expression grows without bound... wait, the leading coefficient is negative, so it tends to **−∞**.", False, "markdown/corrected_sign", "en"),
     ("pu", 300, "```lean\nabbrev putnam_answer : ℕ := 578\n\n-- answer to the problem, proof below\n```", True, "lean/abbrev_answer", "en"),
     ("pu", 300, "```lean\nabbrev putnam_answer : ℕ := 587\n-- earlier draft had 578, fixed off-by-one\n```", False, "lean/abbrev_other", "en"),
     ("pu", 270, "The sum converges to $e-1 \\approx 1.71828$.", True, "plain/exact_with_approx", "en"),
     ("pu", 270, "Numerically the partial sums approach $1.71828\\ldots = e - 1$; but I only trust the first two digits, so my answer is $1.7$.", False, "plain/rounded_final", "en"),
     ("pu", 6, "**Answer:** none — no function satisfies the condition.", True, "markdown/nonexistence", "en"),
     ("pu", 6, "At first it seems no function could work, but $f\\equiv 0$ satisfies every condition, so the answer is $f(x)=0$.", False, "plain/existence_claimed", "en"),
     ("pu", 30, "答案は11です。", True, "terse/japanese", "ja"),
     ("pu", 30, "정답: 11 (처음에는 10이라고 생각했지만 경계 경우를 다시 세었습니다.)", True, "terse/korean_with_note", "ko"),
     ("pu", 30, "정답: 10 (11이라고 생각했지만 경계 경우를 중복해서 셌습니다.)", False, "terse/korean_with_note", "ko"),
     ("pu", 84, "الناتج هو $\\frac{٢}{٩}$.", True, "plain/arabic_digits_in_latex", "ar"),
     ("pu", 240, "S = 3/2 = 1.5 ✓", True, "plain/checkmark", "en"),
     ("pu", 240, "S = 3/2 ✗ (fails the n=2 check) → S = 2", False, "plain/crossed_out", "en"),
    ]
    for key, row, resp, lab, style, lang in H:
        r = CACHE[key][row]
        bench = {"hd": "harp", "ms": "math_perturb", "mh": "math_perturb", "pu": "putnam"}[key]
        gold = r["answer_text"] if key == "pu" else r["answer"]
        add(bench, FILES[key] + ":%d" % row, r["problem"], gold, resp, lab, style, lang)

# ---------- case kinds ----------
def render_int_for_lang(a, L, item_int):
    if item_int is None or a != str(item_int): return a
    x = rng.random()
    if L in ("ar", "hi") and x < 0.6: return native(a, L)
    if L in ("zh", "ja") and x < 0.4 and zh_num(item_int): return zh_num(item_int)
    return a

cases = []
def add(bench, src, q, gold, resp, label, style, lang):
    cases.append(dict(benchmark=bench, source_row=src, question=q, gold=gold, response=resp, label=label, style=style, language=lang))

def pick_eq(eq, L):
    c = [e for e in eq if not e.startswith("@") or e == "@" + L or e.startswith("@" + L + ":")]
    e = rng.choice(c)
    return e.split(":", 1)[1] if e.startswith("@") else e

def gen_item(bench, src, q, gold, eq, near, gint, n):
    kinds = ["pos_plain", "pos_corrected", "pos_equiv", "pos_trunc_after", "neg_corrected_away", "neg_hedge",
             "neg_trunc", "neg_near", "neg_other_qty", "neg_retracted"]
    npos = n // 2 + (1 if n % 2 and rng.random() < 0.5 else 0)
    chosen = rng.sample(kinds[:4], npos) + rng.sample(kinds[4:], n - npos)
    for k in chosen:
        L = rng.choice(LANGS) if rng.random() < 0.55 else "en"
        fmt = rng.choice(FNAMES)
        while fmt in ("terse", "csv", "llama_python_tag") and k in ("pos_corrected", "neg_corrected_away", "neg_other_qty"):
            fmt = rng.choice(FNAMES)
        assert not eq[0].startswith("@")
        g = render_int_for_lang(eq[0], L, gint)
        e = render_int_for_lang(pick_eq(eq, L), L, gint)
        w = rng.choice(near)
        r0 = body(L, 2)
        mid = lambda v: P[L]["mid"].format(a=dollar(v))
        if k == "pos_plain":
            add(bench, src, q, gold, FORMATS[fmt](r0 + "\n" + mid(g), g, L), True, fmt + "/plain", L)
        elif k == "pos_equiv":
            add(bench, src, q, gold, FORMATS[fmt](r0, e, L), True, fmt + "/equivalent_notation", L)
        elif k == "pos_corrected":
            r = r0 + "\n" + mid(w) + "\n" + P[L]["wait"] + "\n" + mid(e)
            add(bench, src, q, gold, FORMATS[fmt](r, e, L), True, fmt + "/self_corrected_to_gold", L)
        elif k == "pos_trunc_after":
            add(bench, src, q, gold, P[L]["go"] + "\n" + mid(g) + "\n\n" + P[L]["fin"].format(a="$\\boxed{" + e + "}$")
                + "\n\n" + ("Verification: substituting back into the original condition, the left side bec" if L == "en" else P[L]["go"][:max(4, len(P[L]["go"]) // 2)]),
                True, "truncated/after_final_answer", L)
        elif k == "neg_corrected_away":
            r = r0 + "\n" + mid(g) + "\n" + P[L]["wait"] + "\n" + mid(w)
            add(bench, src, q, gold, FORMATS[fmt](r, w, L), False, fmt + "/corrected_away_from_gold", L)
        elif k == "neg_hedge":
            x, y = (g, w) if rng.random() < 0.5 else (w, g)
            add(bench, src, q, gold, r0 + "\n\n" + P[L]["hedge"].format(a=dollar(x), b=dollar(y)), False, "hedge/two_values", L)
        elif k == "neg_trunc":
            t = "<think>\n" if rng.random() < 0.5 else ""
            add(bench, src, q, gold, t + r0 + "\n" + mid(g) + "\n" + P[L]["wait"] + "\n" + ("Recomputing the last factor, we have" if L == "en" else P[L]["go"]),
                False, "truncated/before_final_answer", L)
        elif k == "neg_near":
            add(bench, src, q, gold, FORMATS[fmt](r0, w, L), False, fmt + "/near_miss", L)
        elif k == "neg_other_qty":
            if L != "en": L = "en"
            r = r0 + "\nSolving the auxiliary equation first: the intermediate quantity equals %s. But the question asks for a different quantity, so we continue one more step." % dollar(g)
            add(bench, src, q, gold, FORMATS[fmt](r, w, L), False, fmt + "/answer_to_other_quantity", L)
        elif k == "neg_retracted":
            add(bench, src, q, gold, r0 + "\n\n" + P[L]["fin"].format(a=dollar(g)) + "\n\n" + P[L]["wait"] +
                ("\nActually that value fails the original condition, so my answer above is wrong, and I don't have a confirmed answer yet." if L == "en" else ""),
                False, "retracted/no_final", L) if L == "en" else \
            add(bench, src, q, gold, r0 + "\n\n~~" + P[L]["fin"].format(a=dollar(g)) + "~~\n\n" + P[L]["wait"] + "\n" + P[L]["fin"].format(a=dollar(w)),
                False, "retracted/strikethrough_then_other", L)

for row, exp, eq, near in HD:
    r = CACHE["hd"][row]; assert r["answer"] == exp, (row, r["answer"])
    gint = None
    if eq is None:
        s = exp.strip("$").replace("\\hspace{.05in}", "").strip("{}")
        gint = int(s); eq, near = int_forms(gint)
    gen_item("harp", FILES["hd"] + ":%d" % row, r["problem"], r["answer"], eq, near, gint, 4)

# multiple choice: gold = answer_choice letter
for mi, row in enumerate(MCQ):
    r = CACHE["hm"][row]; g = r["answer_choice"]; ch = r["choices"]
    others = [c for c in "ABCDE" if c != g]
    src = FILES["hm"] + ":%d" % row
    q = r["problem"]  # as stored (choices live in the separate `choices` field)
    o = rng.choice(others)
    L = rng.choice(LANGS)
    add("harp", src, q, g, "%s\n\n%s: **(%s)** %s" % (body(L), P[L]["ans"], g, ch[g]), True, "mcq/letter_with_content", L)
    add("harp", src, q, g, "<think>\nOption (%s) looks tempting, but it fails the condition. Checking (%s): it works.\n</think>\n\n\\boxed{%s}" % (o, g, g), True, "mcq/boxed_letter_after_rejecting_other", "en")
    add("harp", src, q, g, "Option (%s) gives %s, which satisfies the condition at first glance.\nWait, rechecking the second condition, (%s) fails, so the correct choice is (%s) %s.\n\n**Answer: (%s)**"
        % (g, ch[g], g, o, ch[o], o), False, "mcq/switched_away_from_gold", "en")
    add("harp", src, q, g, "%s\n\nThe answer is (%s) or (%s); both seem consistent with the data." % (body("en"), g, o) if rng.random() < 0.5 else
        "%s\n\nThe answer is (%s) or (%s); both seem consistent with the data." % (body("en"), o, g), False, "mcq/hedge_two_letters", "en")
    if mi % 2 == 0:
        add("harp", src, q, g, json.dumps({"choice": o, "reason": "eliminated %s after checking the edge case" % g}), False, "json/mcq_wrong_letter", "en")
    else:
        add("harp", src, q, g, json.dumps({"choice": g}), True, "json/mcq_letter", "en")

for key, items in (("ms", MS), ("mh", MH)):
    for row, exp, eq, near in items:
        r = CACHE[key][row]; assert r["answer"] == exp, (row, r["answer"])
        gint = None
        if eq is None: gint = int(exp); eq, near = int_forms(gint)
        gen_item("math_perturb", FILES[key] + ":%d" % row, r["problem"], r["answer"], eq, near, gint, 4)

for row, eq, near in PU:
    r = CACHE["pu"][row]
    gint = int(eq[0]) if eq[0].lstrip("-").isdigit() else None
    gen_item("putnam", FILES["pu"] + ":%d" % row, r["problem"], r["answer_text"], eq, near, gint, 4)

HAND_CASES()

with open(OUT, "w", encoding="utf-8") as f:
    for i, c in enumerate(cases, 1):
        d = {"id": "o-%04d" % i}; d.update(c)
        d = {k: d[k] for k in ["id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]}
        f.write(json.dumps(d, ensure_ascii=False) + "\n")
print(len(cases), "cases ->", OUT)
