#!/usr/bin/env python3
"""Blind labeled set E of model responses for a math-answer grader.

Deterministic (fixed seed), standard library only.
Reads ../shared/data (i.e. /work/shared/data) and writes cases.jsonl next to this file.
"""

import json
import os
import random
import re
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("SHARED_DATA", "/work/shared/data")
SEED = 20261202
rng = random.Random(SEED)


def load(rel):
    with open(os.path.join(DATA, rel), encoding="utf-8") as f:
        return [json.loads(l) for l in f]


HD = "harp/harp_default.jsonl"
HM = "harp/harp_mcq.jsonl"
MS = "math_perturb/math_perturb_simple.jsonl"
MH = "math_perturb/math_perturb_hard.jsonl"
PA = "putnam/putnam_with_answers.jsonl"
ROWS = {k: load(k) for k in (HD, HM, MS, MH, PA)}
GOLD_FIELD = {HD: "answer", HM: "answer_choice", MS: "answer", MH: "answer", PA: "answer_text"}
Q_FIELD = {HD: "problem", HM: "problem", MS: "problem", MH: "problem", PA: "problem"}
BENCH = {HD: "harp", HM: "harp", MS: "math_perturb", MH: "math_perturb", PA: "putnam"}

# ----------------------------------------------------------------------------------------------
# number helpers
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
TENS = ["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words_en(n):
    if n < 0:
        return "negative " + words_en(-n)
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        return ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + words_en(n % 100))
    if n < 1000000:
        return words_en(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + words_en(n % 1000))
    raise ValueError(n)


ZH_D = "零一二三四五六七八九"


def zh_num(n):
    if n < 0:
        return "负" + zh_num(-n)
    if n < 10:
        return ZH_D[n]
    if n < 20:
        return "十" + ("" if n == 10 else ZH_D[n - 10])
    if n >= 10000:
        raise ValueError
    s = ""
    units = [(1000, "千"), (100, "百"), (10, "十"), (1, "")]
    zero = False
    started = False
    for u, name in units:
        d = n // u % 10
        if d:
            if zero and started:
                s += "零"
            s += ZH_D[d] + name
            zero = False
            started = True
        elif started:
            zero = True
    return s


def ja_num(n):
    if n == 0:
        return "零"
    s = ""
    for u, name in ((1000, "千"), (100, "百"), (10, "十")):
        d = n // u % 10
        if d:
            s += ("" if d == 1 else ZH_D[d]) + name
    if n % 10:
        s += ZH_D[n % 10]
    return s


def digits(s, table):
    return "".join(table[int(c)] if c.isdigit() else c for c in s)


AR_D = "٠١٢٣٤٥٦٧٨٩"
HI_D = "०१२३४५६७८९"
FW_D = "０１２３４５６７８９"


def ar_digits(s):
    return digits(s, AR_D).replace(".", "٫").replace("-", "−")


def hi_digits(s):
    return digits(s, HI_D)


def fw_digits(s):
    return digits(s, FW_D)


def group(n, sep):
    s = f"{abs(n):,}".replace(",", sep)
    return ("-" if n < 0 else "") + s


# ----------------------------------------------------------------------------------------------
# item construction
class Item:
    def __init__(self, src, line, ans, alts, wrongs, kind="expr", num=None, mcq=None):
        self.src, self.line = src, line
        row = ROWS[src][line]
        self.row = row
        self.question = row[Q_FIELD[src]]
        self.gold = row[GOLD_FIELD[src]]
        self.bench = BENCH[src]
        self.ans = ans  # canonical LaTeX of the correct final answer (no $)
        self.alts = alts  # equivalent (label-true) alternative notations: list of (text, subtype)
        self.wrongs = wrongs  # values that are NOT equal to the gold
        self.kind = kind
        self.num = num  # int or Fraction if numeric
        self.mcq = mcq  # (letter, choices) for MCQ

    def wrong(self, r):
        return r.choice(self.wrongs)


def strip_dollars(a):
    a = a.strip()
    if a.startswith("$") and a.endswith("$"):
        a = a[1:-1]
    return a.strip()


def int_item(src, line):
    g = ROWS[src][line][GOLD_FIELD[src]]
    n = int(strip_dollars(str(g)))
    alts = []
    if 0 <= n < 1000:
        alts.append(("\\text{" + words_en(n) + "}", "number_words"))
    if abs(n) >= 1000:
        alts.append((group(n, ","), "thousands_comma"))
        alts.append((group(n, "{,}"), "latex_grouping"))
        alts.append((group(n, "\\,"), "thin_space_grouping"))
    alts.append((f"{n}.0", "trailing_decimal"))
    if n > 12 and any(n % p == 0 for p in (2, 3, 5, 7)):
        for p in (2, 3, 5, 7):
            if n % p == 0 and n // p > 1:
                alts.append((f"{p} \\cdot {n // p}", "unevaluated_product"))
                break
    if n % 1000 == 0 and n != 0:
        k = 0
        m = n
        while m % 10 == 0:
            m //= 10
            k += 1
        alts.append((f"{m} \\times 10^{{{k}}}", "scientific"))
    deltas = [1, -1, 2, n if n != 0 else 3, 10]
    wrongs = []
    for d in deltas:
        w = n + d
        if w != n and str(w) not in wrongs:
            wrongs.append(str(w))
    return Item(src, line, str(n), alts, wrongs, kind="int", num=n)


FRAC_RE = re.compile(r"^(-?)\\[dt]?frac\{(\d+)\}\{(\d+)\}$")


def frac_item(src, line):
    g = strip_dollars(str(ROWS[src][line][GOLD_FIELD[src]]))
    m = FRAC_RE.match(g)
    sign, p, q = m.group(1), int(m.group(2)), int(m.group(3))
    fr = Fraction(p, q) * (-1 if sign else 1)
    alts = [(f"{sign}\\dfrac{{{p}}}{{{q}}}", "dfrac"), (f"{sign}{p}/{q}", "slash")]
    # terminating decimal?
    qq = fr.denominator
    while qq % 2 == 0:
        qq //= 2
    while qq % 5 == 0:
        qq //= 5
    if qq == 1:
        dec = str(float(fr))
        if len(dec) < 12:
            alts.append((dec, "decimal"))
    if abs(fr) > 1 and fr.denominator != 1:
        w, r = divmod(abs(fr.numerator), fr.denominator)
        alts.append((f"{sign}{w}\\frac{{{r}}}{{{fr.denominator}}}", "mixed_number"))
    alts.append((f"{sign}\\frac{{{2 * p}}}{{{2 * q}}}", "unreduced_fraction"))
    if sign:
        alts.append((f"\\frac{{-{p}}}{{{q}}}", "sign_in_numerator"))
    wrongs = []
    for cand in (Fraction(p + 1, q), Fraction(q, p) if p else Fraction(1, q), Fraction(p, q + 1), Fraction(p, 2 * q)):
        c = cand * (-1 if sign else 1)
        if c != fr:
            wrongs.append(
                f"{'-' if c < 0 else ''}\\frac{{{abs(c.numerator)}}}{{{c.denominator}}}"
                if c.denominator != 1
                else str(c.numerator)
            )
    return Item(src, line, f"{sign}\\frac{{{p}}}{{{q}}}", alts, wrongs, kind="frac", num=fr)


def hand(src, line, ans, alts, wrongs, kind="expr"):
    return Item(src, line, ans, [(a, s) for a, s in alts], wrongs, kind=kind)


# ---- hand-curated HARP default items with unusual golds ------------------------------------
HARP_HAND = [
    hand(
        HD,
        1990,
        "\\text{Friday}",
        [("Friday", "plain_word"), ("\\textbf{Friday}", "bold_word")],
        ["\\text{Saturday}", "\\text{Thursday}"],
        "word",
    ),
    hand(HD, 3625, "\\text{Marzuq}", [("Marzuq", "plain_word")], ["\\text{Nabeel}", "\\text{Lian}"], "word"),
    hand(
        HD,
        45,
        "32\\text{ mph}",
        [("32 miles per hour", "unit_words"), ("32", "unit_dropped")],
        ["16\\text{ mph}", "64\\text{ mph}"],
    ),
    hand(
        HD,
        2523,
        "\\{-1,1\\}",
        [("\\{1,-1\\}", "reordered_set"), ("\\{\\pm 1\\}", "pm_set")],
        ["\\{1\\}", "\\{-1,0,1\\}"],
        "set",
    ),
    hand(
        HD,
        3769,
        "[201,400]",
        [("201 \\le n \\le 400", "inequality_form"), ("[201,\\ 400]", "spaced_interval")],
        ["[401,600]", "[1,200]"],
        "interval",
    ),
    hand(
        HD,
        3846,
        "(-4, 9)",
        [("C = (-4,\\,9)", "named_point"), ("x=-4,\\ y=9", "coordinate_equations")],
        ["(9,-4)", "(-4,3)"],
        "tuple",
    ),
    hand(
        HD,
        684,
        "x \\in (-3,2)",
        [("-3 < x < 2", "inequality_form"), ("(-3,\\,2)", "bare_interval")],
        ["[-3,2]", "(-2,3)"],
        "interval",
    ),
    hand(
        HD,
        1211,
        "40\\%",
        [("40 percent", "percent_word"), ("forty percent", "number_words")],
        ["60\\%", "0.4\\%"],
        "percent",
    ),
    hand(
        HD,
        554,
        "2:3",
        [("\\frac{2}{3}", "ratio_as_fraction"), ("2 \\text{ to } 3", "ratio_words"), ("4:6", "unreduced_ratio")],
        ["3:2", "1:2"],
        "ratio",
    ),
    hand(
        HD,
        198,
        "47\\frac{7}{19}",
        [("\\frac{900}{19}", "improper_fraction"), ("900/19\\text{ mph}", "slash_with_unit")],
        ["47.5", "\\frac{900}{17}"],
        "mixed",
    ),
    hand(
        HD,
        102,
        "\\frac{4\\pi}{3}",
        [("\\frac{4}{3}\\pi", "coefficient_split"), ("4\\pi/3", "slash")],
        ["\\frac{3\\pi}{4}", "2\\pi"],
    ),
    hand(
        HD,
        3200,
        "\\frac{\\sqrt{10}}{10}",
        [("\\frac{1}{\\sqrt{10}}", "unrationalized"), ("\\sqrt{10}/10", "slash")],
        ["\\frac{\\sqrt{10}}{5}", "\\frac{1}{10}"],
    ),
    hand(
        HD,
        894,
        "x^4+x^2-3",
        [("x^2+x^4-3", "reordered_terms"), ("-3 + x^2 + x^4", "ascending_order")],
        ["x^4+x^2+3", "x^4-x^2-3"],
        "poly",
    ),
    hand(
        HD,
        1632,
        "135^\\circ",
        [("135", "degree_sign_dropped"), ("\\frac{3\\pi}{4}", "radians"), ("135 \\text{ degrees}", "degree_word")],
        ["120^\\circ", "45^\\circ"],
        "angle",
    ),
    hand(
        HD,
        2509,
        "\\$1.65",
        [("165 \\text{ cents}", "cents"), ("1.65 \\text{ dollars}", "dollar_word")],
        ["\\$2.53", "\\$1.56"],
        "money",
    ),
    hand(
        HD,
        432,
        "0, 12",
        [("\\{0, 12\\}", "as_set"), ("m = 0 \\text{ or } m = 12", "disjunction"), ("12, 0", "reordered_list")],
        ["12", "0, 12, 20"],
        "list",
    ),
    hand(
        HD,
        3196,
        "31 \\text{ and } 32",
        [("\\text{between } 31 \\text{ and } 32", "between_words"), ("31 < AD < 32", "inequality_form")],
        ["30 \\text{ and } 31", "32 \\text{ and } 33"],
        "list",
    ),
    hand(
        HD,
        901,
        "\\left[\\frac{5}{12},\\frac{2}{3}\\right]",
        [("\\frac{5}{12} \\le p \\le \\frac{2}{3}", "inequality_form"), ("[5/12, 2/3]", "slash_interval")],
        ["\\left[\\frac{1}{2},\\frac{2}{3}\\right]", "\\left[\\frac{5}{12},\\frac{3}{4}\\right]"],
        "interval",
    ),
    hand(
        HD,
        4615,
        "133\\text{ Ps, }134\\text{ Qs, }133\\text{ Rs}",
        [
            ("\\text{P: }133,\\ \\text{Q: }134,\\ \\text{R: }133", "labelled_list"),
            ("134 \\text{ Q's, } 133 \\text{ P's and } 133 \\text{ R's}", "reordered_list"),
        ],
        ["134\\text{ Ps, }133\\text{ Qs, }133\\text{ Rs}", "133\\text{ Ps, }133\\text{ Qs, }134\\text{ Rs}"],
        "list",
    ),
    hand(
        HD,
        2285,
        "(3,2)",
        [("C(3,\\,2)", "named_point"), ("x = 3,\\ y = 2", "coordinate_equations")],
        ["(2,3)", "(-3,-2)"],
        "tuple",
    ),
    hand(
        HD,
        3572,
        "\\text{4 o'clock}",
        [("4:00", "clock_time"), ("\\text{four o'clock}", "number_words")],
        ["\\text{8 o'clock}", "\\text{2 o'clock}"],
        "word",
    ),
    hand(
        HD,
        3501,
        "20\\sqrt{2}",
        [("\\sqrt{800}", "unsimplified_radical"), ("20\\sqrt2", "brace_free")],
        ["10\\sqrt{2}", "20\\sqrt{3}"],
    ),
    hand(
        HD,
        2951,
        "0.4",
        [("\\frac{2}{5}", "fraction"), ("0.40", "trailing_zero"), (".4", "no_leading_zero")],
        ["0.04", "4"],
        "decimal",
    ),
]

# ---- MATH-Perturb items ---------------------------------------------------------------------
MP_HAND = [
    hand(MS, 1, "6-\\sqrt{5}", [("-\\sqrt{5}+6", "reordered_terms")], ["6+\\sqrt{5}", "5-\\sqrt{5}"]),
    hand(MS, 7, "16.5", [("\\frac{33}{2}", "fraction"), ("16\\tfrac12", "mixed_number")], ["16", "17.5"], "decimal"),
    hand(MS, 22, "0.25", [("\\frac14", "fraction"), ("1/4", "slash")], ["0.5", "-0.25"], "decimal"),
    hand(
        MS, 51, "\\frac{9}{7}", [("9/7", "slash"), ("1\\frac{2}{7}", "mixed_number")], ["\\frac{7}{9}", "\\frac{9}{8}"]
    ),
    hand(
        MS,
        53,
        "9/\\sqrt{5}",
        [("\\frac{9\\sqrt{5}}{5}", "rationalized"), ("\\frac{9}{\\sqrt5}", "frac_form")],
        ["\\frac{9}{5}", "\\frac{9\\sqrt{5}}{10}"],
    ),
    hand(MS, 56, "-m-2", [("-(m+2)", "factored_sign"), ("-2-m", "reordered_terms")], ["m-2", "-m+2"], "poly"),
    hand(
        MS,
        57,
        "[2,10]",
        [("2 \\le j(x) \\le 10", "inequality_form"), ("[2,\\,10]", "spaced_interval")],
        ["[4,10]", "(2,10]"],
        "interval",
    ),
    hand(
        MS,
        65,
        "40^\\circ",
        [("40", "degree_sign_dropped"), ("x = 40^{\\circ}", "equation_form")],
        ["50^\\circ", "140^\\circ"],
        "angle",
    ),
    hand(
        MS,
        75,
        "270,\\!000",
        [("270000", "plain_integer"), ("270\\,000", "thin_space_grouping"), ("2.7 \\times 10^{5}", "scientific")],
        ["27{,}000", "2{,}700{,}000"],
    ),
    hand(
        MS,
        87,
        "\\frac{1}{25}-\\frac{7}{25}i",
        [("\\frac{1-7i}{25}", "single_fraction"), ("0.04 - 0.28i", "decimal_complex")],
        ["\\frac{1}{25}+\\frac{7}{25}i", "\\frac{7}{25}-\\frac{1}{25}i"],
        "complex",
    ),
    hand(
        MS,
        93,
        "A, D, E, F, G, H",
        [("H, G, F, E, D, A", "reordered_list"), ("\\text{A, D, E, F, G, H}", "text_wrapped")],
        ["A, D, F, G, H", "A, D, E, F, G"],
        "list",
    ),
    hand(
        MS,
        104,
        "3x-a-b-c",
        [("3x-(a+b+c)", "grouped"), ("-a-b-c+3x", "reordered_terms")],
        ["3x+a+b+c", "x-a-b-c"],
        "poly",
    ),
    hand(MS, 106, "(3,3)", [("(3,\\ 3)", "spaced_tuple")], ["(3,2)", "(4,0)"], "tuple"),
    hand(
        MS,
        112,
        "(1,\\infty)",
        [("(1,+\\infty)", "plus_infinity"), ("y > 1", "inequality_form")],
        ["[1,\\infty)", "(0,\\infty)"],
        "interval",
    ),
    hand(
        MS,
        141,
        "\\text{not exist}",
        [("\\text{No such polynomial exists.}", "sentence"), ("\\text{none}", "none_word")],
        ["p(x) = 2x", "p(x) = -x"],
        "word",
    ),
    hand(
        MS,
        146,
        "(-\\infty, 0) \\cup (0, \\infty)",
        [
            ("\\mathbb{R}\\setminus\\{0\\}", "set_difference"),
            ("(0,\\infty)\\cup(-\\infty,0)", "reordered_union"),
            ("t \\neq 0", "inequality_form"),
        ],
        ["(-\\infty,\\infty)", "(0, \\infty)"],
        "interval",
    ),
    hand(
        MS,
        184,
        "4(3-2x)(3+2x)",
        [
            ("-4(2x-3)(2x+3)", "sign_moved"),
            ("4(3+2x)(3-2x)", "reordered_factors"),
            ("(6-4x)(6+4x)", "distributed_constant"),
        ],
        ["4(3-2x)^2", "(3-2x)(3+2x)"],
        "poly",
    ),
    hand(
        MS,
        200,
        "\\text{CAKE}",
        [("cake", "lowercase_word"), ("\\textbf{CAKE}", "bold_word")],
        ["\\text{BAKE}", "\\text{FACE}"],
        "word",
    ),
    hand(
        MS,
        252,
        "\\{-2\\} \\cup [0,6)",
        [("[0,6) \\cup \\{-2\\}", "reordered_union"), ("x = -2 \\text{ or } 0 \\le x < 6", "inequality_form")],
        ["[0,6)", "\\{-2\\} \\cup [0,6]"],
        "interval",
    ),
    hand(
        MS,
        270,
        "(14/9,-7/9,22/9)",
        [("\\left(\\frac{14}{9}, -\\frac{7}{9}, \\frac{22}{9}\\right)", "latex_fractions")],
        ["(14/9,7/9,22/9)", "(-14/9,-7/9,22/9)"],
        "tuple",
    ),
    hand(
        MS,
        278,
        "\\begin{pmatrix} 3 \\\\ 0 \\\\ 0 \\end{pmatrix}",
        [("(3, 0, 0)", "tuple_form"), ("\\begin{bmatrix} 3 \\\\ 0 \\\\ 0 \\end{bmatrix}", "bmatrix")],
        ["\\begin{pmatrix} -3 \\\\ 0 \\\\ 0 \\end{pmatrix}", "\\begin{pmatrix} 0 \\\\ 3 \\\\ 0 \\end{pmatrix}"],
        "vector",
    ),
    hand(MS, 68, "1.68", [("1.68 \\text{ miles}", "unit_words")], ["1.67", "2.25"], "decimal"),
    hand(
        MH,
        3,
        "0 \\text{ or } 4",
        [("4 \\text{ or } 0", "reordered_list"), ("b \\in \\{0, 4\\}", "as_set")],
        ["4", "0 \\text{ or } -4"],
        "list",
    ),
    hand(MH, 21, "\\emptyset", [("\\text{no such } j", "words"), ("\\{\\}", "empty_braces")], ["\\{1\\}", "0"], "set"),
    hand(
        MH,
        28,
        "(2^6) *( 3^4) * (5^2)",
        [("129600", "evaluated"), ("2^6\\cdot 3^4\\cdot 5^2", "cdot_product"), ("129{,}600", "latex_grouping")],
        ["2^5\\cdot 3^4 \\cdot 5^2", "2^6\\cdot 3^4 \\cdot 5"],
        "expr",
    ),
    hand(MH, 55, "\\infty", [("\\text{infinitely many}", "words")], ["7", "0"], "word"),
    hand(
        MH,
        75,
        "3,\\!889,\\!620",
        [("3889620", "plain_integer"), ("3\\,889\\,620", "thin_space_grouping")],
        ["3,\\!889,\\!260", "388,\\!962"],
        "int",
    ),
    hand(
        MH,
        96,
        "10 \\text{ or } 20",
        [("20 \\text{ or } 10", "reordered_list"), ("\\{10, 20\\}", "as_set")],
        ["20", "10 \\text{ or } -20"],
        "list",
    ),
    hand(MH, 124, "B", [("\\text{(B)}", "parenthesized_letter"), ("\\textbf{B}", "bold_letter")], ["D", "E"], "letter"),
    hand(
        MH,
        135,
        "\\text{Hardy}",
        [("Hardy", "plain_word"), ("\\text{Hardy wins}", "sentence")],
        ["\\text{Ramanujan}", "\\text{tie}"],
        "word",
    ),
    hand(
        MH,
        197,
        "y=-3x-3",
        [("y = -3(x+1)", "factored"), ("3x + y + 3 = 0", "general_form")],
        ["y=-3x+3", "y=3x-3"],
        "line",
    ),
    hand(
        MH,
        277,
        "\\pm 1",
        [("1 \\text{ or } -1", "disjunction"), ("b = \\pm 1", "equation_form"), ("-1, 1", "list_form")],
        ["1", "\\pm \\frac{1}{2}"],
        "list",
    ),
    hand(
        MH,
        66,
        "1-2^{n-3}",
        [("1-\\frac{2^n}{8}", "fraction_form"), ("\\frac{8-2^n}{8}", "single_fraction")],
        ["1-2^{n-2}", "2^{n-3}-1"],
        "expr",
    ),
    hand(
        MH,
        126,
        "9\\cdot 10^{n-2}",
        [("9 \\times 10^{n-2}", "times_sign"), ("\\frac{9}{100}\\cdot 10^{n}", "rescaled")],
        ["9\\cdot 10^{n-1}", "10^{n-2}"],
        "expr",
    ),
    hand(MH, 237, "100! + 101", [("101 + 100!", "reordered_terms")], ["101", "100! + 100"], "expr"),
    hand(MH, 10, "72.8", [("72.8\\%", "percent_sign"), ("\\frac{364}{5}", "fraction")], ["72", "44"], "decimal"),
    hand(
        MH,
        15,
        "5^{2/3}",
        [("\\sqrt[3]{25}", "radical_form"), ("5^{\\frac{2}{3}}", "frac_exponent")],
        ["5^{1/3}", "\\sqrt[3]{17}"],
        "expr",
    ),
    hand(
        MH,
        51,
        "2+\\log_5 4",
        [("\\log_5 100", "combined_log"), ("2 + \\frac{\\ln 4}{\\ln 5}", "change_of_base")],
        ["2+\\log_4 5", "\\log_5 4"],
        "expr",
    ),
    hand(MH, 8, "571052", [("571{,}052", "latex_grouping")], ["571051", "57052"], "int"),
]

# ---- Putnam items ---------------------------------------------------------------------------
P = PA
PUT_HAND = [
    hand(
        P,
        1,
        "n(n+1)2^{n-2}",
        [
            ("2^{n-2}n(n+1)", "reordered_factors"),
            ("\\frac{n(n+1)2^n}{4}", "rescaled"),
            ("(n^2+n)2^{n-2}", "expanded_factor"),
        ],
        ["n(n+1)2^{n-1}", "n2^{n-1}"],
    ),
    hand(P, 3, "a=2", [("2", "bare_value")], ["a=1", "a=-2"]),
    hand(
        P,
        8,
        "\\frac{\\pi}{15}",
        [("12^\\circ", "degrees"), ("\\pi/15", "slash")],
        ["\\frac{\\pi}{12}", "\\frac{2\\pi}{15}"],
        "angle",
    ),
    hand(P, 9, "2^{n-1}", [("\\frac{2^n}{2}", "rescaled")], ["2^n", "n!"]),
    hand(P, 13, "8", [("\\text{eight}", "number_words")], ["6", "16"], "int"),
    hand(P, 17, "p^2 + p", [("p(p+1)", "factored")], ["p^2", "p^2 - p"]),
    hand(P, 46, "n!", [("1 \\cdot 2 \\cdots n", "product_form"), ("\\Gamma(n+1)", "gamma")], ["(n-1)!", "n^n"]),
    hand(P, 47, "-\\frac{7}{8}", [("-0.875", "decimal"), ("k=-7/8", "slash")], ["\\frac{7}{8}", "-\\frac{7}{4}"]),
    hand(
        P,
        56,
        "4x^4 - 4x^2 + 1",
        [("(2x^2-1)^2", "factored"), ("1 - 4x^2 + 4x^4", "ascending_order")],
        ["4x^4 + 4x^2 + 1", "2x^4 - 2x^2 + 1"],
        "poly",
    ),
    hand(P, 65, "\\frac{1}{e}", [("e^{-1}", "negative_exponent"), ("1/e", "slash")], ["e", "\\frac{1}{2e}"]),
    hand(P, 69, "\\frac{1}{8}", [("0.125", "decimal")], ["\\frac14", "\\frac{1}{16}"]),
    hand(
        P,
        73,
        "12 - 8\\sqrt{2}",
        [("4(3-2\\sqrt{2})", "factored"), ("4(\\sqrt2-1)^2", "square_form")],
        ["12 + 8\\sqrt{2}", "4 - 2\\sqrt{2}"],
    ),
    hand(
        P,
        77,
        "\\frac{\\pi}{2} \\ln \\pi",
        [("\\frac{\\pi\\ln\\pi}{2}", "single_fraction"), ("\\frac{\\pi}{2}\\log\\pi", "log_notation")],
        ["\\pi \\ln \\pi", "\\frac{\\pi}{2}"],
    ),
    hand(
        P,
        86,
        "\\ln \\left( \\frac{4}{\\pi} \\right)",
        [("2\\ln 2 - \\ln \\pi", "expanded_logs"), ("\\log(4/\\pi)", "log_slash")],
        ["\\ln\\left(\\frac{\\pi}{4}\\right)", "\\ln 4"],
    ),
    hand(P, 101, "101^{99}", [("101^{99}", "same")], ["100^{99}", "101^{100}"]),
    hand(
        P,
        124,
        "\\frac{1+\\sqrt{3}}{2}",
        [("\\frac12 + \\frac{\\sqrt3}{2}", "split_fraction")],
        ["\\frac{1+\\sqrt{5}}{2}", "\\frac{\\sqrt{3}-1}{2}"],
    ),
    hand(P, 132, "T_n = n! + 2^n", [("2^n + n!", "reordered_terms")], ["n! + 2^{n-1}", "(n-1)! + 2^n"]),
    hand(P, 133, "\\text{Yes}", [("\\text{yes}", "lowercase")], ["\\text{No}"], "word"),
    hand(P, 135, "\\text{No}", [("\\text{no, not necessarily}", "sentence")], ["\\text{Yes}"], "word"),
    hand(P, 151, "4+\\pi", [("\\pi + 4", "reordered_terms")], ["4+2\\pi", "\\pi"]),
    hand(P, 172, "\\sqrt{e}", [("e^{1/2}", "exponent_form")], ["e", "\\frac{1}{\\sqrt{e}}"]),
    hand(P, 199, "\\frac{2}{e}", [("2e^{-1}", "negative_exponent")], ["\\frac{1}{e}", "\\frac{e}{2}"]),
    hand(
        P,
        222,
        "\\frac{\\sqrt 2}{2}",
        [("\\frac{1}{\\sqrt{2}}", "unrationalized"), ("2^{-1/2}", "exponent_form")],
        ["\\frac{\\sqrt 3}{2}", "\\frac12"],
    ),
    hand(
        P,
        245,
        "f(x) = \\sqrt{1-x^2}",
        [("\\sqrt{(1-x)(1+x)}", "factored_radicand")],
        ["\\sqrt{1-x}", "1-x^2"],
        "function",
    ),
    hand(
        P,
        267,
        "\\frac{3 + \\sqrt{5}}{2}",
        [("\\left(\\frac{1+\\sqrt5}{2}\\right)^2", "golden_ratio_squared"), ("\\varphi + 1", "phi_plus_one_words")],
        ["\\frac{1 + \\sqrt{5}}{2}", "\\frac{3 - \\sqrt{5}}{2}"],
    ),
    hand(P, 270, "e - 1", [("-1 + e", "reordered_terms")], ["e", "e + 1"]),
    hand(
        P, 277, "(\\ln 2)^2", [("\\ln^2 2", "power_on_function"), ("\\log^2 2", "log_notation")], ["\\ln 2", "2\\ln 2"]
    ),
    hand(
        P, 289, "\\frac{8}{\\pi^3}", [("8\\pi^{-3}", "negative_exponent")], ["\\frac{8}{\\pi^2}", "\\frac{4}{\\pi^3}"]
    ),
    hand(P, 294, "4^k", [("2^{2k}", "base_two")], ["2^k", "4^{k+1}"]),
    hand(P, 301, "e", [("\\exp(1)", "exp_form")], ["1", "e^2"]),
    hand(
        P,
        313,
        "1 \\text{ and } 7",
        [("n \\in \\{1, 7\\}", "as_set"), ("7, 1", "reordered_list")],
        ["7", "1, 3, 7"],
        "list",
    ),
    hand(P, 70, "\\text{does not exist}", [("\\text{No}", "no_word")], ["1", "0"], "word"),
    hand(P, 295, "\\text{diverges}", [("\\text{The series diverges}", "sentence")], ["\\text{converges}"], "word"),
    hand(P, 41, "\\text{No such } B", [("\\text{No}", "no_word")], ["\\text{Yes}"], "word"),
    hand(P, 318, "n = 18", [("18", "bare_value")], ["n = 17", "n = 19"], "int"),
    hand(P, 337, "-\\frac{1}{2}", [("-0.5", "decimal"), ("c = -1/2", "slash")], ["\\frac{1}{2}", "-1"]),
]

# "phi_plus_one_words" is only safe in prose that defines phi; we render it with a definition.


# ---- automatically chosen HARP default ints and fractions, HARP MCQ ----------------------------
def pick_auto():
    hd = ROWS[HD]
    ints, fracs = [], []
    for i, r in enumerate(hd):
        if r.get("multiple_choice_only"):
            continue
        a = r["answer"]
        if re.fullmatch(r"\$-?\d{1,6}\$", a):
            ints.append(i)
        elif re.fullmatch(r"\$-?\\[dt]?frac\{\d+\}\{\d+\}\$", a):
            fracs.append(i)
    r2 = random.Random(SEED + 1)
    hand_lines = {it.line for it in HARP_HAND}
    ints = [i for i in ints if i not in hand_lines]
    big = [i for i in ints if abs(int(strip_dollars(hd[i]["answer"]))) >= 1000]
    small = [i for i in ints if i not in big]
    chosen_int = sorted(r2.sample(small, 96) + r2.sample(big, 14))
    chosen_frac = sorted(r2.sample(fracs, 34))
    mcq = []
    for i, r in enumerate(ROWS[HM]):
        ch = r.get("choices") or {}
        if (
            r.get("answer_choice") in ch
            and len(ch) == 5
            and len(set(ch.values())) == 5
            and all(len(v) < 40 for v in ch.values())
        ):
            mcq.append(i)
    chosen_mcq = sorted(r2.sample(mcq, 40))
    return chosen_int, chosen_frac, chosen_mcq


def mcq_item(line):
    r = ROWS[HM][line]
    letter = r["answer_choice"]
    it = Item(HM, line, letter, [], [l for l in "ABCDE" if l != letter], kind="mcq", mcq=(letter, r["choices"]))
    return it


# ----------------------------------------------------------------------------------------------
# text building blocks
FILLER = [
    "Let me restate what is being asked before computing anything.",
    "I'll set up the relevant quantities first.",
    "Now I simplify the expression step by step.",
    "Checking the boundary cases separately to be safe.",
    "This looks like a standard setup; the key is to organise the count.",
    "Let me double-check the arithmetic in the previous line.",
    "We can use symmetry to reduce the work here.",
    "Substituting back into the original condition confirms consistency.",
    "Hmm, let me be careful with signs here.",
    "The constraint rules out the degenerate configuration.",
    "Let me reconsider the setup from a slightly different angle.",
    "Everything is consistent with the given data.",
]


def fill(r, k=2):
    return " ".join(r.sample(FILLER, k))


def short_q(q, n=90):
    q = " ".join(q.split())
    return q if len(q) <= n else q[:n].rsplit(" ", 1)[0] + "…"


def plain(a):
    """LaTeX -> rough plain text for formats that do not use LaTeX."""
    s = a
    s = re.sub(r"\\text(bf)?\{([^{}]*)\}", r"\2", s)
    s = s.replace("\\!", "").replace("\\,", " ").replace("\\ ", " ")
    return s


# ----------------------------------------------------------------------------------------------
# POSITIVE renderers: f(r, it, A) -> (response, style, language); A is the final answer (LaTeX)
def P_r1(r, it, A):
    return (
        f"<think>\nOkay, so the problem says: {short_q(it.question)}\n\n{fill(r, 3)}\n\n"
        f"Wait, let me verify once more. {fill(r, 1)} Yes, I'm confident.\n</think>\n\n"
        f"**Solution.** {fill(r, 1)}\n\nTherefore the answer is $\\boxed{{{A}}}$.",
        "think/deepseek_r1_boxed",
        "en",
    )


def P_qwen3_empty(r, it, A):
    return (
        f"<|im_start|>assistant\n<think>\n\n</think>\n\n{fill(r, 2)}\n\n$$\n\\boxed{{{A}}}\n$$<|im_end|>",
        "special_tokens/qwen3_nothink",
        "en",
    )


def P_harmony(r, it, A):
    return (
        f"<|start|>assistant<|channel|>analysis<|message|>We need to solve. {fill(r, 3)} "
        f"So answer {plain(A)}.<|end|><|start|>assistant<|channel|>final<|message|>"
        f"**Answer:** ${A}$<|return|>",
        "special_tokens/gpt_oss_harmony",
        "en",
    )


def P_llama3(r, it, A):
    return (
        f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Understand the problem\n{fill(r, 1)}\n\n"
        f"## Step 2: Compute\n{fill(r, 1)}\n\nThe final answer is: $\\boxed{{{A}}}$<|eot_id|>",
        "special_tokens/llama3_steps",
        "en",
    )


def P_gemma(r, it, A):
    return (
        f"<start_of_turn>model\nHere's how to solve it:\n\n* {fill(r, 1)}\n* {fill(r, 1)}\n\n"
        f"**Final Answer:** The final answer is ${A}$.<end_of_turn>",
        "special_tokens/gemma",
        "en",
    )


def P_deepseek_fw(r, it, A):
    return (
        f"<｜Assistant｜><think>\n{fill(r, 3)}\n</think>\n\n### 解题思路\n{fill(r, 1)}\n\n"
        f"最终答案：$\\boxed{{{A}}}$<｜end▁of▁sentence｜>",
        "special_tokens/deepseek_v3_fullwidth",
        "zh",
    )


def P_kimi(r, it, A):
    return (
        f"◁think▷{fill(r, 3)} So the result is {plain(A)}.◁/think▷\n\nThe answer is $\\boxed{{{A}}}$.",
        "think/kimi_triangle",
        "en",
    )


def P_magistral(r, it, A):
    return (
        f"[THINK]Let me work through this. {fill(r, 2)}[/THINK]\n\n**Réponse finale.** On obtient $\\boxed{{{A}}}$.",
        "think/magistral_fr",
        "fr",
    )


def P_seed(r, it, A):
    return (
        f"<seed:think>\n{fill(r, 2)}\n</seed:think>\n\nThe final answer is $\\boxed{{{A}}}$.",
        "think/seed_oss",
        "en",
    )


def P_granite(r, it, A):
    return (
        f"<|start_of_role|>assistant<|end_of_role|>{fill(r, 2)}\n\nAnswer: \\( {A} \\)<|end_of_text|>",
        "special_tokens/granite",
        "en",
    )


def P_command(r, it, A):
    return (
        f"<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>{fill(r, 2)}\n\nSo the answer is **{plain(A)}**.<|END_OF_TURN_TOKEN|>",
        "special_tokens/command_r",
        "en",
    )


def P_phi(r, it, A):
    return (
        f"<|assistant|>\nSolution:\n{fill(r, 2)}\n\nFinal answer: $\\boxed{{{A}}}$<|end|>",
        "special_tokens/phi",
        "en",
    )


def P_md_headings(r, it, A):
    return (
        f"# Solution\n\n## Setting up\n{fill(r, 1)}\n\n## Computation\n{fill(r, 2)}\n\n---\n\n"
        f"## ✅ Final Answer\n\n$$\\boxed{{{A}}}$$",
        "markdown/headings_emoji",
        "en",
    )


def P_md_table(r, it, A):
    return (
        f"| Step | Work |\n|---|---|\n| 1 | {fill(r, 1)} |\n| 2 | {fill(r, 1)} |\n"
        f"| **Answer** | **${A}$** |\n\nSo the requested value is in the last row.",
        "markdown/table_final_row",
        "en",
    )


def P_md_callout(r, it, A):
    return (f"{fill(r, 2)}\n\n> [!NOTE]\n> **Answer:** ${A}$\n", "markdown/blockquote_callout", "en")


def P_json(r, it, A):
    return (
        json.dumps(
            {
                "reasoning": fill(r, 2),
                "final_answer": plain(A) if it.kind in ("int", "word") else A,
                "confidence": 0.93,
            },
            ensure_ascii=False,
            indent=2,
        ),
        "agent/json_object",
        "en",
    )


def P_toolcall(r, it, A):
    args = json.dumps({"answer": A, "explanation": fill(r, 1)}, ensure_ascii=False)
    return (
        json.dumps(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "call_7f3a", "type": "function", "function": {"name": "submit_answer", "arguments": args}}
                ],
            },
            ensure_ascii=False,
        ),
        "agent/openai_tool_call",
        "en",
    )


def P_anthropic_tool(r, it, A):
    return (
        json.dumps(
            {
                "content": [
                    {"type": "text", "text": "I've worked it out; submitting now."},
                    {"type": "tool_use", "id": "toolu_01", "name": "final_answer", "input": {"value": A}},
                ],
                "stop_reason": "tool_use",
            },
            ensure_ascii=False,
        ),
        "agent/anthropic_tool_use",
        "en",
    )


def P_react(r, it, A):
    return (
        f"Thought: {fill(r, 1)}\nAction: calculator\nAction Input: verify\nObservation: consistent\n"
        f"Thought: I now know the final answer.\nFinal Answer: {plain(A)}",
        "agent/react",
        "en",
    )


def P_xml(r, it, A):
    return (f"<reasoning>\n{fill(r, 2)}\n</reasoning>\n<answer>\n{A}\n</answer>", "agent/xml_answer_tag", "en")


def P_yaml(r, it, A):
    return (
        f'```yaml\nproblem: solved\nsteps:\n  - {fill(r, 1)}\n  - {fill(r, 1)}\nanswer: "{plain(A)}"\n```',
        "agent/yaml_block",
        "en",
    )


def P_terse(r, it, A):
    return (plain(A) if r.random() < 0.5 else f"${A}$", "terse/bare", "en")


def P_gsm(r, it, A):
    return (f"{fill(r, 1)}\n#### {plain(A)}", "terse/gsm_hashes", "en")


def P_minerva(r, it, A):
    return (f"{fill(r, 2)}\nFinal Answer: The final answer is ${A}$. I hope it is correct.", "terse/minerva", "en")


def P_fbox(r, it, A):
    return (f"{fill(r, 2)} Hence\n\\[\n\\fbox{{${A}$}}\n\\]", "latex/fbox", "en")


def P_html(r, it, A):
    return (f"<p>{fill(r, 1)}</p>\n<p>The answer is <strong>{plain(A)}</strong>.</p>", "markup/html", "en")


def P_verify_tail(r, it, A):
    return (
        f"{fill(r, 2)}\n\n**Answer: ${A}$**\n\n_Check:_ substituting this back satisfies every condition "
        f"stated in the problem (verified numerically to 6 digits).",
        "chat/answer_then_check",
        "en",
    )


def P_cut_after(r, it, A):
    return (
        f"### Answer\n$\\boxed{{{A}}}$\n\n### Explanation\n{fill(r, 1)} Next, we note that the",
        "truncated/answer_first_then_cut",
        "en",
    )


def P_wrong_then_right(r, it, A):
    W = it.wrong(r)
    return (
        f"<think>\nFirst attempt: I get ${W}$. Hmm, that can't be right — {fill(r, 1).lower()} "
        f"I dropped a case. Redoing it carefully gives ${A}$.\n</think>\n\nThe answer is $\\boxed{{{A}}}$.",
        "think/corrected_to_gold",
        "en",
    )


def P_think_disagrees(r, it, A):
    W = it.wrong(r)
    return (
        f"<think>\n{fill(r, 2)} Tentatively ${W}$... but I haven't checked the last constraint.\n</think>\n\n"
        f"After checking the last constraint, the tentative value is off. Correct result: $\\boxed{{{A}}}$.",
        "think/final_overrides_think",
        "en",
    )


def P_python(r, it, A):
    return (
        f"Let me compute this with Python.\n\n```python\n# brute force / exact arithmetic\nans = solve()\nprint(ans)\n```\n"
        f"```output\n{plain(A)}\n```\nThe computation confirms the answer is ${A}$.",
        "agent/python_exec",
        "en",
    )


def P_mistral(r, it, A):
    return (f" {fill(r, 2)}\n\nThus, the answer is **${A}$**.</s>", "special_tokens/mistral_eos", "en")


def P_glm(r, it, A):
    return (
        f"<|assistant|>\n<think>{fill(r, 2)}</think>\n\n<answer>$\\boxed{{{A}}}$</answer>",
        "special_tokens/glm_think_answer",
        "en",
    )


def P_align(r, it, A):
    return (
        f"{fill(r, 1)}\n\\begin{{align*}}\n\\text{{(work)}} &\\Longrightarrow \\text{{simplify}} \\\\\n"
        f"&\\therefore\\ {A}\n\\end{{align*}}\nSo the requested answer is ${A}$.",
        "latex/align_therefore",
        "en",
    )


def P_o1_summary(r, it, A):
    return (f"**Summary of reasoning**\n- {fill(r, 1)}\n- {fill(r, 1)}\n\n**Answer**\n\n${A}$", "chat/o1_summary", "en")


def P_emoji(r, it, A):
    return (f"Great question! 🎉 {fill(r, 1)}\n\n🎯 **Final answer:** ${A}$ ✅", "chat/emoji_markdown", "en")


def P_underline(r, it, A):
    return (f"{fill(r, 2)}\n\n$$\\underline{{\\underline{{{A}}}}}$$", "latex/double_underline", "en")


def P_lean(r, it, A):
    return (
        f"The answer is ${A}$. A machine-checkable statement of the final computation:\n\n```lean\n"
        f"-- answer: {plain(A)}\ntheorem final_answer : True := by trivial\n```",
        "agent/lean_block",
        "en",
    )


MATH_BOLD = "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗"


def P_unicode_bold(r, it, A):
    return (f"{fill(r, 1)}\n\nAnswer: {digits(A, MATH_BOLD)}", "chat/unicode_math_bold_digits", "en")


def P_followup(r, it, A):
    return (
        f"{fill(r, 2)}\n\n**Answer:** ${A}$\n\nWant me to double-check it another way — say, by testing the cases "
        f"$n = 1, 2, 3$ or with a quick numerical simulation of 10,000 trials? Let me know!",
        "chat/answer_then_followup_offer",
        "en",
    )


def P_latex_codeblock(r, it, A):
    return (f"Here is the final result in LaTeX:\n\n```latex\n\\boxed{{{A}}}\n```", "markdown/latex_code_block", "en")


def P_heading_answer(r, it, A):
    return (f"{fill(r, 1)}\n\n# ${A}$", "markdown/answer_as_heading", "en")


LONG_BITS = [
    "Let me denote the unknown quantity and write the condition as an equation.",
    "Alternatively, I could try small cases first to see a pattern.",
    "Case 1 works out cleanly. Case 2 needs more care.",
    "Wait, I should double check whether the problem counts ordered or unordered configurations.",
    "Re-reading the statement: it is unordered.",
    "Hmm, that contradicts what I assumed two lines ago. Let me redo that part.",
    "OK so the earlier slip only affected an intermediate expression, not the structure.",
    "Let me expand and collect like terms.",
    "Factoring gives a cleaner form.",
    "Is there an invariant here? The parity seems preserved.",
    "Let me sanity-check with a quick estimate.",
    "That estimate is in the right ballpark.",
    "Now plug back in.",
    "I keep going back and forth; let me just be systematic.",
    "Listing the possibilities one at a time.",
    "Good, no case is missing.",
    "Actually, hold on. What about the boundary? It is excluded by the strict inequality.",
    "So the boundary contributes nothing extra.",
]


def long_trace(r, k):
    return "\n\n".join(r.sample(LONG_BITS, k))


def P_long_think(r, it, A):
    return (
        f"<think>\nAlright, let me read the problem again: {short_q(it.question, 160)}\n\n{long_trace(r, 14)}\n\n"
        f"Putting it together, the answer should be {plain(A)}.\n</think>\n\n"
        f"We organise the computation by cases; after checking the boundary, everything is consistent.\n\n"
        f"**Final answer:** $\\boxed{{{A}}}$",
        "think/long_trace_boxed",
        "en",
    )


def N_long_think_cut(r, it, G, W):
    return (
        f"<think>\nAlright, let me read the problem again: {short_q(it.question, 160)}\n\n{long_trace(r, 9)}\n\n"
        f"So one candidate is ${G}$. But before committing I want to check the other family of cases.\n\n"
        f"{long_trace(r, 5)}\n\nNow for the second family, set up the same way and",
        "truncated/neg_long_think_cut",
        "en",
    )


def N_long_think_other(r, it, G, W):
    return (
        f"<think>\n{long_trace(r, 8)}\n\nAt this point I get ${G}$.\n\n{long_trace(r, 5)}\n\n"
        f"Hmm, no. I misapplied the condition in the last step; the corrected value is ${W}$.\n</think>\n\n"
        f"**Final answer:** $\\boxed{{{W}}}$",
        "think/neg_long_trace_corrected",
        "en",
    )


POS_EN = [
    P_r1,
    P_qwen3_empty,
    P_harmony,
    P_llama3,
    P_gemma,
    P_kimi,
    P_seed,
    P_granite,
    P_command,
    P_phi,
    P_md_headings,
    P_md_table,
    P_md_callout,
    P_json,
    P_toolcall,
    P_anthropic_tool,
    P_react,
    P_xml,
    P_yaml,
    P_terse,
    P_gsm,
    P_minerva,
    P_fbox,
    P_html,
    P_verify_tail,
    P_cut_after,
    P_wrong_then_right,
    P_think_disagrees,
    P_python,
    P_deepseek_fw,
    P_magistral,
    P_mistral,
    P_glm,
    P_align,
    P_o1_summary,
    P_emoji,
    P_underline,
    P_lean,
    P_unicode_bold,
    P_followup,
    P_latex_codeblock,
    P_heading_answer,
    P_long_think,
]
# renderers that strip LaTeX to plain text: only for simple answers
PLAIN_ONLY = {P_command, P_react, P_yaml, P_html, P_gsm, P_python}


# ---- language positives ----------------------------------------------------------------------
def lang_pos(r, it, A, lang):
    n = it.num if it.kind == "int" else None
    nat = None  # noqa: F841 - kept as written by the set's author
    if lang == "zh":
        a = f"$\\boxed{{{A}}}$"
        if n is not None and 0 <= n < 10000 and r.random() < 0.5:
            return (
                f"**解答**\n\n先分析题意。{fill(r, 1)}\n\n经过计算，所求的值为{zh_num(n)}。\n\n**答案：{zh_num(n)}**",
                "lang/zh_chinese_numerals",
                "zh",
            )
        return (f"**解答**\n\n首先整理条件，然后逐步计算。\n\n所以答案是 {a}。", "lang/zh_markdown", "zh")
    if lang == "ja":
        if n is not None and n >= 0 and r.random() < 0.6:
            return (
                f"【解説】\n条件を整理して計算します。\n\nよって、求める値は **{fw_digits(str(n))}** です。",
                "lang/ja_fullwidth_digits",
                "ja",
            )
        return (
            f"<think>\nまず条件を整理する。計算を確認した。\n</think>\n\nしたがって、答えは $\\boxed{{{A}}}$ です。",
            "lang/ja_think",
            "ja",
        )
    if lang == "ko":
        return (
            f"### 풀이\n조건을 정리하면 다음과 같습니다.\n\n따라서 정답은 $\\boxed{{{A}}}$ 입니다.",
            "lang/ko_markdown",
            "ko",
        )
    if lang == "ru":
        if n is not None and abs(n) >= 1000:
            return (f"Решение. Подсчитаем аккуратно.\n\nОтвет: {group(n, NBSP)}.", "lang/ru_nbsp_grouping", "ru")
        return (
            f"**Решение.** Рассмотрим условие задачи и упростим выражение.\n\n**Ответ:** ${A}$.",
            "lang/ru_markdown",
            "ru",
        )
    if lang == "ar":
        if n is not None:
            return (
                f"الحل: نرتب المعطيات ثم نحسب.\n\nإذن الجواب هو {ar_digits(str(n))}.",
                "lang/ar_native_digits",
                "ar",
            )
        return (f"الحل: نبسط العبارة خطوة بخطوة.\n\nالإجابة النهائية: ${A}$", "lang/ar_latex", "ar")
    if lang == "hi":
        if n is not None:
            return (
                f"हल: पहले दी गई शर्तों को लिखते हैं, फिर गणना करते हैं।\n\nअतः उत्तर {hi_digits(str(n))} है।",
                "lang/hi_devanagari_digits",
                "hi",
            )
        return (f"हल: व्यंजक को सरल करते हैं।\n\nअंतिम उत्तर: $\\boxed{{{A}}}$", "lang/hi_latex", "hi")
    if lang == "vi":
        return (f"**Lời giải.** Ta biến đổi điều kiện đã cho.\n\nVậy đáp án là $\\boxed{{{A}}}$.", "lang/vi", "vi")
    if lang == "fr":
        if isinstance(it.num, Fraction) and "decimal" in A_kind(it, A):
            return (
                f"On simplifie, puis on calcule.\n\nLa réponse est {A.replace('.', ',')}.",
                "lang/fr_decimal_comma",
                "fr",
            )
        return (
            f"**Solution.** On pose les notations puis on calcule.\n\nLa réponse est donc $\\boxed{{{A}}}$.",
            "lang/fr",
            "fr",
        )
    if lang == "es":
        return (f"Primero planteamos las ecuaciones.\n\n**Respuesta final:** ${A}$", "lang/es", "es")
    if lang == "de":
        if n is not None and abs(n) >= 1000:
            return (f"Lösung: Wir zählen systematisch.\n\n**Antwort:** {group(n, '.')}", "lang/de_dot_grouping", "de")
        return (f"**Lösung.** Wir vereinfachen schrittweise.\n\nDas Ergebnis lautet $\\boxed{{{A}}}$.", "lang/de", "de")
    if lang == "pt":
        return (
            f"Resolução: organizamos os dados do problema.\n\nPortanto, a resposta é $\\boxed{{{A}}}$.",
            "lang/pt",
            "pt",
        )
    raise ValueError(lang)


def A_kind(it, A):
    for a, s in it.alts:
        if a == A:
            return s
    return "canonical"


NBSP = "\u00a0"
LANGS = ["zh", "ja", "ko", "ru", "ar", "hi", "vi", "fr", "es", "de", "pt"]


# ----------------------------------------------------------------------------------------------
# NEGATIVE renderers: f(r, it, G, W) -> (response, style, language). G is a correct form that appears
# somewhere but is NOT the final answer; W is the (wrong) final answer, or None when no final answer.
def N_corrected_intermediate(r, it, G, W):
    return (
        f"<think>\n{fill(r, 2)} That gives ${G}$.\nWait — that double counts the overlapping case. "
        f"Fixing that, the value becomes ${W}$.\n</think>\n\nThe answer is $\\boxed{{{W}}}$.",
        "think/neg_corrected_intermediate",
        "en",
    )


def N_hedge(r, it, G, W):
    return (
        r.choice(
            [
                f"{fill(r, 2)}\n\nDepending on whether the endpoint is included, the answer is either ${G}$ or ${W}$. "
                f"I can't pin it down further.\n\n**Answer:** ${G}$ or ${W}$",
                f"Two readings of the statement are possible.\n\n- Reading 1 → ${G}$\n- Reading 2 → ${W}$\n\nBoth are defensible, so my answer is ${G}$ / ${W}$.",
                f"{fill(r, 1)} I'm torn here. My best guess is ${W}$, though ${G}$ is also plausible — I'd put it at 50/50.",
            ]
        ),
        "chat/neg_hedge_two_values",
        "en",
    )


def N_retracted(r, it, G, W):
    return (
        f"**Final answer: $\\boxed{{{G}}}$**\n\nHmm, actually, re-reading the problem, I misread one condition. "
        f"Redoing the last step:\n\n{fill(r, 1)}\n\nSo the correct final answer is $\\boxed{{{W}}}$.",
        "markdown/neg_retracted_answer",
        "en",
    )


def N_two_boxes(r, it, G, W):
    return (
        f"{fill(r, 1)} This gives $\\boxed{{{G}}}$ for the intermediate quantity.\n\n"
        f"Now, the question asks for a different quantity; converting, we get $\\boxed{{{W}}}$.",
        "latex/neg_boxed_intermediate_then_final",
        "en",
    )


def N_truncated(r, it, G, W):
    return (
        f"<think>\n{fill(r, 2)} So far the partial total is ${G}$, but I still need to subtract the cases "
        f"where the condition fails, which",
        "truncated/neg_mid_think",
        "en",
    )


def N_truncated_md(r, it, G, W):
    return (
        f"## Step 1\n{fill(r, 1)} We obtain ${G}$ for the first part.\n\n## Step 2\nNow we combine this with the",
        "truncated/neg_markdown_steps",
        "en",
    )


def N_different_quantity(r, it, G, W):
    return (
        f"Let $t$ be the auxiliary unknown. {fill(r, 1)} Solving gives $t = {G}$.\n\n"
        f"The problem asks for the other quantity, which by the relation above is ${W}$.\n\n**Answer:** ${W}$",
        "chat/neg_different_quantity",
        "en",
    )


def N_tool_misread(r, it, G, W):
    return (
        f"```python\nprint(solve())\n```\n```output\n{plain(G)}\n```\nThe tool printed a value, but that is before the final "
        f"adjustment step in the problem. Applying it:\n\nFinal answer: ${W}$",
        "agent/neg_python_output_not_final",
        "en",
    )


def N_json_intermediate(r, it, G, W):
    return (
        json.dumps(
            {
                "steps": [fill(r, 1), f"intermediate = {plain(G)}"],
                "intermediate_value": plain(G),
                "final_answer": plain(W),
            },
            ensure_ascii=False,
            indent=2,
        ),
        "agent/neg_json_intermediate_field",
        "en",
    )


def N_think_gold_final_wrong(r, it, G, W):
    return (
        r.choice(
            [
                f"<think>\n{fill(r, 2)} I think it's ${G}$. Actually, no: the problem wants the value after the change, "
                f"so recompute.\n</think>\n\n**Answer:** $\\boxed{{{W}}}$",
                f"<think>\nso answer = {plain(G)}? hmm wait re-read. it says 'not'. so flip. answer {plain(W)}\n</think>\n\n$\\boxed{{{W}}}$",
                f"<think>\n{fill(r, 1)}\nCandidate answer: ${G}$.\nVerification fails for the second condition.\nNew candidate: ${W}$. Verification passes.\n</think>\n\nThe answer is ${W}$.",
            ]
        ),
        "think/neg_gold_in_think_final_other",
        "en",
    )


def N_not_gold(r, it, G, W):
    return (
        r.choice(
            [
                f"A tempting answer is ${G}$, but that ignores the restriction in the statement. "
                f"Taking it into account, the answer is ${W}$, not ${G}$.",
                f"Common mistake: answering ${G}$. The correct answer is ${W}$.",
                f"**Note.** Many solutions online claim ${G}$; that is wrong because they skip a case.\n\n**Answer:** ${W}$",
            ]
        ),
        "chat/neg_rejects_gold_explicitly",
        "en",
    )


def N_harmony_neg(r, it, G, W):
    return (
        f"<|channel|>analysis<|message|>Compute... value {plain(G)}? Check again: earlier step wrong. New value {plain(W)}.<|end|>"
        f"<|start|>assistant<|channel|>final<|message|>The answer is ${W}$.<|return|>",
        "special_tokens/neg_harmony_analysis_gold",
        "en",
    )


def N_toolcall_neg(r, it, G, W):
    args = json.dumps({"answer": W, "notes": f"{plain(G)} was the value before the last step"}, ensure_ascii=False)
    return (
        json.dumps(
            {"tool_calls": [{"type": "function", "function": {"name": "submit_answer", "arguments": args}}]},
            ensure_ascii=False,
        ),
        "agent/neg_tool_call_notes_gold",
        "en",
    )


def N_unfinished_plan(r, it, G, W):
    return (
        f"To solve this, I'll (1) set up the equations, (2) check that ${G}$ is a candidate, and (3) verify "
        f"minimality.\n\nStep (1): {fill(r, 1)}",
        "truncated/neg_plan_only_no_answer",
        "en",
    )


def N_question_back(r, it, G, W):
    return (
        r.choice(
            [
                f"{fill(r, 1)} I get ${G}$ if the figure is drawn to scale, but the statement is ambiguous. "
                f"Could you clarify which interpretation you intend before I give a final answer?",
                f"Before I commit: does the problem intend the strict or the non-strict version? Under the strict reading my "
                f"working gives ${G}$, under the other it changes. Let me know and I'll finish the solution.",
                f"I started on this ({fill(r, 1).lower()}) and have ${G}$ as a partial result, but I'd rather not guess at the "
                f"intended convention. Which one should I use?",
            ]
        ),
        "chat/neg_asks_clarification",
        "en",
    )


def N_llama_neg(r, it, G, W):
    return (
        f"<|start_header_id|>assistant<|end_header_id|>\n\n## Step 1: Count the first family\nThis gives ${G}$.\n\n"
        f"## Step 2: Remove the overcounted configurations\n{fill(r, 1)}\n\n"
        f"The final answer is: $\\boxed{{{W}}}$<|eot_id|>",
        "special_tokens/neg_llama3_step_value",
        "en",
    )


def N_gemma_neg(r, it, G, W):
    return (
        f"<start_of_turn>model\n*   Initial estimate: ${G}$\n*   After correcting the off-by-one error: ${W}$\n\n"
        f"**Final Answer:** ${W}$<end_of_turn>",
        "special_tokens/neg_gemma_bullets",
        "en",
    )


def N_md_table_neg(r, it, G, W):
    return (
        f"| Quantity | Value |\n|---|---|\n| Before adjustment | ${G}$ |\n| Adjustment | see below |\n"
        f"| **Answer** | **${W}$** |",
        "markdown/neg_table_intermediate_row",
        "en",
    )


def N_kimi_neg(r, it, G, W):
    return (
        f"◁think▷{fill(r, 1)} So it should be {plain(G)}. Hmm, no — the problem says 'at least', recount.◁/think▷\n\n"
        f"The answer is $\\boxed{{{W}}}$.",
        "think/neg_kimi_gold_in_think",
        "en",
    )


def N_xml_neg(r, it, G, W):
    return (
        f"<scratchpad>\ncandidate: {G}\nrecheck: fails the second condition\n</scratchpad>\n<answer>{W}</answer>",
        "agent/neg_xml_scratchpad_gold",
        "en",
    )


def N_minerva_neg(r, it, G, W):
    return (
        f"{fill(r, 1)} We first find ${G}$, and then apply the final condition.\n"
        f"Final Answer: The final answer is ${W}$. I hope it is correct.",
        "terse/neg_minerva_intermediate",
        "en",
    )


def N_react_neg(r, it, G, W):
    return (
        f"Thought: compute the subtotal\nAction: python\nAction Input: subtotal()\nObservation: {plain(G)}\n"
        f"Thought: this is only the subtotal; the question asks for the remainder after the last step.\n"
        f"Final Answer: {plain(W)}",
        "agent/neg_react_observation_gold",
        "en",
    )


def N_vote(r, it, G, W):
    return (
        f"Self-consistency over 5 samples:\n- sample 1: {G}\n- sample 2: {W}\n- sample 3: {W}\n- sample 4: {G}\n- sample 5: {W}\n\n"
        f"Majority vote → **${W}$**",
        "agent/neg_majority_vote_other",
        "en",
    )


def N_gsm_neg(r, it, G, W):
    return (
        f"{fill(r, 1)} Subtotal: {plain(G)}.\nAfter the last step the result changes.\n#### {plain(W)}",
        "terse/neg_gsm_subtotal",
        "en",
    )


def N_qwen_unfinished(r, it, G, W):
    return (
        f"<|im_start|>assistant\n<think>\n{fill(r, 2)} Candidate: ${G}$. Need to verify whether the boundary case is allowed. "
        f"If it is allowed then the count changes, so let me enumerate the boundary cases one by one:\n1. ",
        "truncated/neg_qwen_max_tokens",
        "en",
    )


NEG_EN = [
    N_corrected_intermediate,
    N_hedge,
    N_retracted,
    N_two_boxes,
    N_truncated,
    N_truncated_md,
    N_different_quantity,
    N_tool_misread,
    N_json_intermediate,
    N_think_gold_final_wrong,
    N_not_gold,
    N_harmony_neg,
    N_toolcall_neg,
    N_unfinished_plan,
    N_question_back,
    N_llama_neg,
    N_gemma_neg,
    N_md_table_neg,
    N_kimi_neg,
    N_xml_neg,
    N_minerva_neg,
    N_react_neg,
    N_vote,
    N_gsm_neg,
    N_qwen_unfinished,
    N_long_think_cut,
    N_long_think_other,
]
WORD_OK_NEG = {
    N_hedge,
    N_retracted,
    N_think_gold_final_wrong,
    N_not_gold,
    N_question_back,
    N_vote,
    N_xml_neg,
    N_kimi_neg,
    N_harmony_neg,
}
NEG_NOFINAL = {N_truncated, N_truncated_md, N_unfinished_plan, N_question_back, N_hedge}


def lang_neg(r, it, G, W, lang):
    if lang == "zh":
        return (
            f"<think>\n一开始算出 ${G}$，但是漏掉了一种情况，修正后重新计算。\n</think>\n\n最终答案：$\\boxed{{{W}}}$",
            "lang/neg_zh_corrected",
            "zh",
        )
    if lang == "ja":
        return (
            f"最初は ${G}$ と考えましたが、条件を読み違えていました。正しくは ${W}$ です。\n\n**答え：${W}$**",
            "lang/neg_ja_corrected",
            "ja",
        )
    if lang == "ko":
        return (f"${G}$ 또는 ${W}$ 중 하나인데, 어느 쪽인지 확실하지 않습니다.", "lang/neg_ko_hedge", "ko")
    if lang == "ru":
        return (
            f"Промежуточный результат: ${G}$. Но это ещё не ответ — нужно вычесть лишние случаи.\n\nОтвет: ${W}$.",
            "lang/neg_ru_intermediate",
            "ru",
        )
    if lang == "ar":
        return (
            f"نحصل أولاً على ${G}$، لكن هذه ليست الكمية المطلوبة.\n\nالإجابة النهائية: ${W}$",
            "lang/neg_ar_different_quantity",
            "ar",
        )
    if lang == "hi":
        return (f"पहले चरण में हमें ${G}$ मिलता है। अब अगले चरण में हम", "lang/neg_hi_truncated", "hi")
    if lang == "vi":
        return (
            f"Đáp án: $\\boxed{{{G}}}$.\n\nKhoan đã, tôi đã đọc sai đề. Đáp án đúng là $\\boxed{{{W}}}$.",
            "lang/neg_vi_retracted",
            "vi",
        )
    if lang == "fr":
        return (
            f"On trouve d'abord ${G}$, mais ce n'est pas la quantité demandée. La réponse est ${W}$.",
            "lang/neg_fr_different_quantity",
            "fr",
        )
    if lang == "es":
        return (
            f"**Respuesta:** ${W}$\n\n(Nota: ${G}$ era el valor antes de aplicar la condición final.)",
            "lang/neg_es_note_gold",
            "es",
        )
    if lang == "de":
        return (
            f"Zwischenergebnis: ${G}$. Daraus folgt nach Korrektur des Vorzeichenfehlers das Endergebnis ${W}$.",
            "lang/neg_de_intermediate",
            "de",
        )
    if lang == "pt":
        return (
            f"A resposta é ${G}$... não, espere, errei na última conta. A resposta é ${W}$.",
            "lang/neg_pt_retracted",
            "pt",
        )
    raise ValueError(lang)


FA_D = "۰۱۲۳۴۵۶۷۸۹"


def native_case(r, it, positive):
    n = it.num
    W = int(it.wrongs[0])
    kind = r.choice(["ar", "hi", "fa", "zh", "ja_kanji", "math_bold", "fullwidth"])
    if kind == "math_bold":
        if positive:
            return (f"Quick solve ✨\n\nAnswer: {digits(str(n), MATH_BOLD)}", "chat/unicode_math_bold_digits", "en")
        return (
            f"Step 1 gives {digits(str(n), MATH_BOLD)} (before removing duplicates).\nAnswer: {digits(str(W), MATH_BOLD)}",
            "chat/neg_unicode_math_bold_digits",
            "en",
        )
    if kind == "fullwidth":
        if positive:
            return (f"答案：＄\\boxed{{{fw_digits(str(n))}}}＄", "lang/zh_fullwidth_dollar_boxed", "zh")
        return (
            f"中间结果为 {fw_digits(str(n))}，再减去重复计数，最终答案：{fw_digits(str(W))}",
            "lang/neg_zh_fullwidth_digits",
            "zh",
        )
    if kind == "ar":
        if positive:
            return (
                f"**الحل:**\n\nنعدّ الحالات الممكنة ثم نجمعها.\n\n**الجواب:** {ar_digits(str(n))}",
                "lang/ar_native_digits_markdown",
                "ar",
            )
        return (
            f"في الخطوة الأولى نحصل على {ar_digits(str(n))}، لكن يجب طرح الحالة المكررة.\n\n**الجواب:** {ar_digits(str(W))}",
            "lang/neg_ar_native_digits",
            "ar",
        )
    if kind == "hi":
        if positive:
            return (
                f"<think>\nशर्तों को लिखकर गणना की।\n</think>\n\nउत्तर: $\\boxed{{{hi_digits(str(n))}}}$",
                "lang/hi_devanagari_boxed",
                "hi",
            )
        return (
            f"पहले {hi_digits(str(n))} मिला, लेकिन एक स्थिति दो बार गिनी गई थी। इसलिए अंतिम उत्तर {hi_digits(str(W))} है।",
            "lang/neg_hi_devanagari",
            "hi",
        )
    if kind == "fa":
        if positive:
            return (
                f"راه حل: شرایط مسئله را ساده می‌کنیم.\n\nپاسخ نهایی: {digits(str(n), FA_D).replace('-', '−')}",
                "lang/fa_persian_digits",
                "fa",
            )
        return (
            f"ابتدا {digits(str(n), FA_D)} به دست می‌آید، اما این جواب نهایی نیست.\n\nپاسخ نهایی: {digits(str(W), FA_D).replace('-', '−')}",
            "lang/neg_fa_persian_digits",
            "fa",
        )
    if kind == "zh":
        if positive:
            return (f"解：按题意列式计算。\n\n答：所求结果为{zh_num(n)}。", "lang/zh_numerals_answer_line", "zh")
        return (
            f"解：初步得到{zh_num(n)}，但题目要求的是去掉重复之后的数目，所以答案为{zh_num(W)}。",
            "lang/neg_zh_numerals",
            "zh",
        )
    if kind == "ja_kanji":
        if positive:
            return (f"<think>\n計算した結果を確かめる。\n</think>\n\n答え：{ja_num(n)}", "lang/ja_kanji_numerals", "ja")
        return (
            f"途中の値は{ja_num(n)}ですが、最後の条件を使うと答えは{ja_num(W)}になります。\n\n答え：{ja_num(W)}",
            "lang/neg_ja_kanji_numerals",
            "ja",
        )


def lang_neg_nofinal(lang):
    return lang in ("ko", "hi")


# ---- MCQ renderers ---------------------------------------------------------------------------
def mcq_val(it, L):
    return strip_dollars(it.mcq[1][L])


def mcq_pos(r, it):
    L = it.mcq[0]
    v = mcq_val(it, L)
    opts = [
        (
            f"<think>\n{fill(r, 2)} Matching to the choices, this is {L}.\n</think>\n\n$\\boxed{{\\textbf{{({L})}}\\ {v}}}$",
            "mcq/r1_boxed_letter_value",
            "en",
        ),
        (f"{fill(r, 1)}\n\nThe answer is **({L})** ${v}$.", "mcq/markdown_letter_value", "en"),
        (f"{L}", "mcq/bare_letter", "en"),
        (f"{json.dumps({'choice': L}, ensure_ascii=False)}", "mcq/json_choice", "en"),
        (f"Answer: {L}", "mcq/answer_colon", "en"),
        (f"**解答**\n\n{fill(r, 1)}\n\n故选 {L}。", "mcq/zh_gu_xuan", "zh"),
        (f"正解は（{L}）です。", "mcq/ja_fullwidth_parens", "ja"),
        (f"La bonne réponse est la **{L}**.", "mcq/fr", "fr"),
        (
            f"Options (A)–(E) checked one by one; only one survives.\n\n$\\textbf{{({L}) }}{v}$",
            "mcq/textbf_letter_value",
            "en",
        ),
        (f"<|im_start|>assistant\n{fill(r, 1)}\n\n\\boxed{{{L}}}<|im_end|>", "mcq/chatml_boxed_letter", "en"),
        (f"Ответ: {L}) ${v}$", "mcq/ru_letter_paren", "ru"),
    ]
    return r.choice(opts)


def mcq_neg(r, it):
    L = it.mcq[0]
    v = mcq_val(it, L)
    wrongL = r.choice([l for l in "ABCDE" if l != L])
    wv = mcq_val(it, wrongL)
    opts = [
        (
            f"<think>\nI computed ${v}$. Hmm, but ({L}) looks like a trap — re-deriving I get ${wv}$.\n</think>\n\n$\\boxed{{\\textbf{{({wrongL})}}}}$",
            "mcq/neg_corrected_to_wrong_letter",
            "en",
        ),
        (
            f"Eliminating: ({L}) ${v}$ fails the parity check (I think), so the answer is **({wrongL})**.",
            "mcq/neg_gold_eliminated",
            "en",
        ),
        (
            f"It's either ({L}) or ({wrongL}); I lean towards ({wrongL}).\n\nAnswer: {wrongL}",
            "mcq/neg_lean_wrong",
            "en",
        ),
        (
            f"The answer is ({L})... wait, no, I mixed up the labels. The answer is ({wrongL}).",
            "mcq/neg_retracted_letter",
            "en",
        ),
        (f"综上，答案不是 {L}，应选 {wrongL}。", "mcq/neg_zh_not_gold", "zh"),
        (f"The answer is ({L}) or ({wrongL}).", "mcq/neg_two_letters", "en"),
        (
            f"First I had ({L}), but after checking the edge case the answer is ({wrongL}) ${wv}$.",
            "mcq/neg_value_of_wrong_letter",
            "en",
        ),
    ]
    return r.choice(opts)


# ----------------------------------------------------------------------------------------------
def make_cases():
    cases = []
    ints, fracs, mcqs = pick_auto()
    items_harp = [int_item(HD, i) for i in ints] + [frac_item(HD, i) for i in fracs] + HARP_HAND
    r = random.Random(SEED + 2)

    pos_cycle = []
    neg_cycle = []
    lang_cycle = []

    def next_pos():
        nonlocal pos_cycle
        if not pos_cycle:
            pos_cycle = POS_EN[:]
            r.shuffle(pos_cycle)
        return pos_cycle.pop()

    def next_neg():
        nonlocal neg_cycle
        if not neg_cycle:
            neg_cycle = NEG_EN[:]
            r.shuffle(neg_cycle)
        return neg_cycle.pop()

    def next_lang():
        nonlocal lang_cycle
        if not lang_cycle:
            lang_cycle = LANGS[:]
            r.shuffle(lang_cycle)
        return lang_cycle.pop()

    def add(it, resp, label, style, lang):
        cases.append(
            {
                "benchmark": it.bench,
                "source_row": f"{it.src}:{it.line}",
                "question": it.question,
                "gold": it.gold,
                "response": resp,
                "label": label,
                "style": style,
                "language": lang,
            }
        )

    def simple(A):
        t = plain(A)
        return not any(ch in t for ch in "\\{}^_")

    def do_pos(it, mode):
        A = it.ans
        sub = None
        if mode == "notation" and it.alts:
            A, sub = r.choice(it.alts)
        if mode == "lang":
            lang = next_lang()
            if it.kind != "int" and it.alts and r.random() < 0.4:
                A, sub = r.choice(it.alts)
            resp, style, lg = lang_pos(r, it, A, lang)
        else:
            for _ in range(20):
                f = next_pos()
                if f in PLAIN_ONLY and not simple(A):
                    continue
                if f is P_unicode_bold and not re.fullmatch(r"-?\d+", A):
                    continue
                break
            resp, style, lg = f(r, it, A)
        if sub:
            style = style + "+notation:" + sub
        if it.kind in ("poly", "function") and "phi" in (sub or ""):
            pass
        if sub == "phi_plus_one_words":
            resp = resp.replace("\\varphi + 1", "\\varphi + 1 \\text{ where } \\varphi = \\tfrac{1+\\sqrt5}{2}")
        add(it, resp, True, style, lg)

    def do_neg(it, mode):
        G = it.ans
        if it.alts and r.random() < 0.3:
            G = r.choice(it.alts)[0]
        W = it.wrong(r)
        if mode == "lang":
            lang = next_lang()
            resp, style, lg = lang_neg(r, it, G, W, lang)
        else:
            for _ in range(20):
                f = next_neg()
                if f in (
                    N_tool_misread,
                    N_json_intermediate,
                    N_harmony_neg,
                    N_kimi_neg,
                    N_react_neg,
                    N_gsm_neg,
                    N_vote,
                    N_xml_neg,
                ) and not (simple(G) and simple(W)):
                    continue
                if it.kind == "word" and f not in WORD_OK_NEG:
                    continue
                if f is N_different_quantity and ("=" in G or "=" in W):
                    continue
                break
            resp, style, lg = f(r, it, G, W)
        add(it, resp, False, style, lg)

    def do_item(it, plan):
        for p in plan:
            kind, mode = p
            (do_pos if kind == "pos" else do_neg)(it, mode)

    # HARP ints / fracs: one or two cases each; HARP hand: two or three.
    for k, it in enumerate(items_harp):
        if it in HARP_HAND:
            plan = [("pos", "notation"), ("neg", "plain")]
            if k % 2 == 0:
                plan.append(("pos", "lang"))
            else:
                plan.append(("neg", "lang"))
        else:
            roll = r.random()
            if roll < 0.22:
                plan = [("pos", "notation")]
            elif roll < 0.40:
                plan = [("pos", "lang")]
            elif roll < 0.55:
                plan = [("pos", "plain")]
            elif roll < 0.65:
                plan = [("neg", "lang")]
            else:
                plan = [("neg", "plain")]
            if k % 3 != 2:
                plan.append(("neg", "plain") if plan[0][0] == "pos" else ("pos", "notation"))
        do_item(it, plan)

    nat = [it for it in items_harp if it.kind == "int" and 0 <= it.num < 10000 and 0 <= int(it.wrongs[0]) < 10000]
    for k, it in enumerate(random.Random(SEED + 3).sample(nat, 32)):
        resp, style, lg = native_case(r, it, k % 2 == 0)
        add(it, resp, k % 2 == 0, style, lg)

    # locale digit grouping for large integer golds, decimal comma for terminating fractions
    for it in items_harp:
        if it.kind == "int" and abs(it.num) >= 1000:
            n = it.num
            opts = [
                (f"Ответ: {group(n, NBSP)}", "lang/ru_nbsp_grouping", "ru"),
                (f"Réponse : {group(n, chr(0x202F))}", "lang/fr_narrow_nbsp_grouping", "fr"),
                (f"The answer is {group(n, chr(0x2009))}.", "chat/thin_space_grouping", "en"),
            ]
            if abs(n) >= 10000:  # a dot separator on a 4-digit number could be read as a decimal point
                opts.append(
                    (
                        f"**Lösung.** Wir zählen alle Fälle.\n\n**Ergebnis:** {group(n, '.')}",
                        "lang/de_dot_grouping",
                        "de",
                    )
                )
            resp, style, lg = r.choice(opts)
            add(it, resp, True, style, lg)
        if it.kind == "frac":
            dec = [a for a, sub in it.alts if sub == "decimal"]
            if dec:
                opts = [
                    (f"Donc la valeur cherchée vaut {dec[0].replace('.', ',')}.", "lang/fr_decimal_comma", "fr"),
                    (f"Resposta: {dec[0].replace('.', ',')}", "lang/pt_decimal_comma", "pt"),
                    (f"Ergebnis: ${dec[0].replace('.', '{,}')}$", "lang/de_latex_decimal_comma", "de"),
                ]
                resp, style, lg = r.choice(opts)
                add(it, resp, True, style, lg)

    # cover the remaining hand-curated equivalent notations (HARP, Putnam, every third MATH-Perturb item)
    used = {(c["source_row"], st.split("+notation:")[1]) for c in cases for st in [c["style"]] if "+notation:" in st}
    for it in HARP_HAND + PUT_HAND + MP_HAND[::3]:
        for a, sub in it.alts:
            if sub == "same" or (f"{it.src}:{it.line}", sub) in used:
                continue
            for _ in range(20):
                f = next_pos()
                if f in PLAIN_ONLY and not simple(a):
                    continue
                if f is P_unicode_bold:
                    continue
                break
            resp, style, lg = f(r, it, a)
            if sub == "phi_plus_one_words":
                resp = resp.replace("\\varphi + 1", "\\varphi + 1 \\text{ where } \\varphi = \\tfrac{1+\\sqrt5}{2}")
            add(it, resp, True, style + "+notation:" + sub, lg)

    for i in mcqs:
        it = mcq_item(i)
        if r.random() < 0.5:
            resp, style, lg = mcq_pos(r, it)
            add(it, resp, True, style, lg)
        else:
            resp, style, lg = mcq_neg(r, it)
            add(it, resp, False, style, lg)

    for k, it in enumerate(MP_HAND + PUT_HAND):
        plan = [("pos", "notation" if k % 3 else "plain"), ("neg", "plain")]
        if k % 3 == 1:
            plan.append(("pos", "lang"))
        elif k % 3 == 2:
            plan.append(("neg", "lang"))
        do_item(it, plan)

    # balance labels with further hard negatives (hand-curated items first, then the automatic ones)
    for bench, pool in (
        ("harp", HARP_HAND + items_harp[: len(items_harp) - len(HARP_HAND)]),
        ("math_perturb", MP_HAND),
        ("putnam", PUT_HAND),
    ):
        k = 0
        while k < 4 * len(pool):
            npos = sum(1 for c in cases if c["benchmark"] == bench and c["label"])
            nneg = sum(1 for c in cases if c["benchmark"] == bench and not c["label"])
            if npos - nneg <= 3:
                break
            it = pool[k % len(pool)]
            do_neg(it, "lang" if k % 4 == 3 else "plain")
            k += 1

    seen = set()
    uniq = []
    for c in cases:
        key = (c["source_row"], c["response"])
        if key not in seen:
            seen.add(key)
            uniq.append(c)
    cases[:] = uniq

    for n, c in enumerate(cases, 1):
        c["id"] = f"e-{n:04d}"
    keys = ["id", "benchmark", "source_row", "question", "gold", "response", "label", "style", "language"]
    return [{k: c[k] for k in keys} for c in cases]


def write_readme(cases):
    from collections import Counter, defaultdict

    def agg(keyf):
        d = defaultdict(lambda: [0, 0, 0])
        for c in cases:
            k = keyf(c)
            d[k][0] += 1
            d[k][1 if c["label"] else 2] += 1
        out = ["| value | cases | true | false |", "|---|---|---|---|"]
        for k, v in sorted(d.items(), key=lambda x: (-x[1][0], x[0])):
            out.append(f"| {k} | {v[0]} | {v[1]} | {v[2]} |")
        return "\n".join(out)

    lab = Counter(c["label"] for c in cases)
    notation = sum(1 for c in cases if "+notation:" in c["style"])
    nstyles = len({c["style"].split("+")[0] for c in cases})
    text = README_TEMPLATE.format(
        total=len(cases),
        true=lab[True],
        false=lab[False],
        notation=notation,
        nstyles=nstyles,
        by_bench=agg(lambda c: c["benchmark"]),
        by_format=agg(lambda c: c["style"].split("/")[0]),
        by_lang=agg(lambda c: c["language"]),
        by_style=agg(lambda c: c["style"].split("+")[0]),
    )
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(text)


README_TEMPLATE = """# Probe set E: blind labeled responses for a math-answer grader

Written without reading the grader (only `/work/shared/data` and its README were used).

## Regenerate

```
python3 /work/probe_e/make_cases.py    # reads /work/shared/data (override with SHARED_DATA=...)
```

Deterministic (fixed seeds from `SEED = 20261202`, standard library only): every run rewrites
`cases.jsonl` and this README identically.

## Fields

`id`, `benchmark` (harp | math_perturb | putnam), `source_row` (`<file under /work/shared/data>:<0-based line>`),
`question` (the row's `problem`, as stored), `gold` (the row's gold field copied verbatim, JSON type kept),
`response`, `label`, `style` (`<format>/<subtype>`, plus `+notation:<kind>` when the final answer is written in
an equal but different notation from the gold), `language` (ISO 639-1).

Gold field per file:
- `harp/harp_default.jsonl`: `answer` (LaTeX with `$...$`, e.g. `"$\\\\text{{Friday}}$"`).
- `harp/harp_mcq.jsonl`: `answer_choice` (the letter, e.g. `"C"`). MCQ responses answer with a letter (sometimes
  letter plus value). `question` is the stored `problem` only; the choices are in the source row.
- `math_perturb/*.jsonl`: `answer`, kept as stored (some are JSON numbers such as `16.5`, others strings).
- `putnam/putnam_with_answers.jsonl`: `answer_text` (the whole sentence, e.g. `"Show that the answer is $4^k$."`);
  responses give only the core answer.

## Counts

Total: **{total}** cases; label true: {true}, false: {false}.
Cases whose final answer uses an equal but different notation (`+notation:`): {notation}.
Distinct styles (ignoring the notation suffix): {nstyles}.

### By benchmark
{by_bench}

### By format (first part of `style`)
{by_format}

### By language
{by_lang}

### By style
{by_style}

## How the cases were built

- Rows: 110 HARP default rows with integer golds and 34 with fraction golds (seeded sample, `multiple_choice_only`
  rows excluded); 23 hand-picked HARP rows with unusual golds (weekday, name, set, intervals, ratio, mixed
  number, money, degrees, lists, clock time, polynomial, "31 and 32", "133 Ps, 134 Qs, 133 Rs"); 40 HARP MCQ rows
  (seeded sample); 40 hand-picked MATH-Perturb rows (radicals, complex numbers, intervals and unions, matrices,
  letter lists, `CAKE`, `Hardy`, `\\\\emptyset`, `\\\\infty`, `0 or 4`, `\\\\pm 1`, `(2^6) *( 3^4) * (5^2)`, `not exist`);
  36 hand-picked Putnam rows (sentence golds, including yes/no and "does not exist").
- Equal notations use exact equality only (no rounding): number words, `21.0`, digit grouping (`8{{,}}204`,
  `4\\\\,850`, NBSP, narrow NBSP, thin space; dot grouping only for 5+ digits), `2 \\\\cdot 295`, scientific,
  `\\\\dfrac`, slash, mixed and unreduced fractions, terminating decimals and decimal commas, reordered
  sets/lists/terms/factors, interval and inequality forms, degrees and radians, `\\\\mathbb{{R}}\\\\setminus\\\\{{0\\\\}}`,
  `2^{{2k}}` for `4^k`, `(2x^2-1)^2`, `\\\\Gamma(n+1)`, `\\\\log_5 100`, native digits (Arabic-Indic, Persian,
  Devanagari, full-width, Chinese and Japanese numerals, Unicode math bold).
- Hard negatives (label false) mention a gold-equal value but do not end with it: corrected intermediate, hedge
  between two values, retracted answer, two boxes (intermediate then final), a different quantity, a tool output
  that is not final, a JSON or tool-call field holding an intermediate, majority vote for another value,
  truncated traces (mid-think, plan only, long think cut, max tokens), a clarification request, the wrong MCQ
  letter while the right letter or value is discussed, near misses (off by one, one element missing from a list,
  `0.4\\\\%` for `40\\\\%`, open and closed interval ends, sign flips).
- Positives include traps too: a wrong value first, corrected to the gold; a think block that disagrees with the
  final (gold) answer; verification text or a follow-up offer with other numbers after the answer; an
  answer-first response truncated later.
- Labels: true exactly when the response commits to one final answer equal to the gold. Cases where a careful
  human might hesitate (rounded decimals, dot grouping of 4-digit numbers, value-only answers to MCQ golds) were
  left out.
"""


if __name__ == "__main__":
    cases = make_cases()
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        f.writelines(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)
    write_readme(cases)
    from collections import Counter

    print(len(cases), Counter(c["label"] for c in cases), Counter(c["benchmark"] for c in cases))
