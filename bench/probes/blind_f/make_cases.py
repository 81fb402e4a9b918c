#!/usr/bin/env python3
"""Blind labeled set F of model responses for a math-answer grader.

Deterministic, standard library only.  Reads problems/golds from /work/shared/data and writes
/work/probe_f/cases.jsonl.  Every response below is hand-written; wrappers only add the
special tokens / envelopes of the model family named in `style`.
Run:  python3 /work/probe_f/make_cases.py
"""
import json, os, random

DATA = os.environ.get("PROBE_DATA", "/work/shared/data")
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cases.jsonl")
random.seed(20260601)
RNG = random.Random(20260601)

FILES = {
    "h": ("harp", "harp/harp_default.jsonl", "problem", "answer"),
    "m": ("harp", "harp/harp_mcq.jsonl", "problem", "answer_choice"),
    "ps": ("math_perturb", "math_perturb/math_perturb_simple.jsonl", "problem", "answer"),
    "ph": ("math_perturb", "math_perturb/math_perturb_hard.jsonl", "problem", "answer"),
    "u": ("putnam", "putnam/putnam_with_answers.jsonl", "problem", "answer_text"),
}
_cache = {}
def _rows(key):
    if key not in _cache:
        with open(os.path.join(DATA, FILES[key][1]), encoding="utf-8") as f:
            _cache[key] = f.read().split("\n")
    return _cache[key]

CASES = []
def add(src, line, expect, response, label, style, lang="en"):
    """expect: a substring the stored gold must contain (guards against picking the wrong row)."""
    bench, rel, qf, gf = FILES[src]
    row = json.loads(_rows(src)[line])
    gold = row[gf]
    assert expect in str(gold), (src, line, expect, gold)
    CASES.append(dict(benchmark=bench, source_row=f"{rel}:{line}", question=row[qf], gold=gold,
                      response=response, label=bool(label), style=style, language=lang))

# ---- envelopes of model families (only the wrapping; content is per case) ----
def think(trace, after):            # DeepSeek-R1 / QwQ / Qwen3 thinking
    return "<think>\n" + trace.strip() + "\n</think>\n\n" + after.strip()
def think_open(trace):               # template already emitted <think>; only the closing tag is in the output
    return trace.strip() + "\n</think>\n\n"
def r1(trace, after):
    return "<｜Assistant｜><think>\n" + trace.strip() + "\n</think>\n\n" + after.strip() + "<｜end▁of▁sentence｜>"
def harmony(analysis, final):        # gpt-oss harmony format
    return ("<|channel|>analysis<|message|>" + analysis.strip() + "<|end|><|start|>assistant"
            "<|channel|>final<|message|>" + final.strip() + "<|return|>")
def chatml(text):                    # Qwen / ChatML
    return "<|im_start|>assistant\n" + text.strip() + "<|im_end|>\n"
def llama3(text):
    return "<|start_header_id|>assistant<|end_header_id|>\n\n" + text.strip() + "<|eot_id|>"
def gemma(text):
    return "<start_of_turn>model\n" + text.strip() + "<end_of_turn>\n"
def mistral(text):
    return " " + text.strip() + "</s>"
def phi(text):
    return "<|assistant|>\n" + text.strip() + "<|end|>"
def cohere(text):
    return "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|>" + text.strip() + "<|END_OF_TURN_TOKEN|>"
def granite(text):
    return "<|start_of_role|>assistant<|end_of_role|>" + text.strip() + "<|end_of_text|>"
def kimi(trace, after):
    return "◁think▷" + trace.strip() + "◁/think▷" + after.strip()
def seed(trace, after):
    return "<seed:think>\n" + trace.strip() + "\n</seed:think>\n" + after.strip()
def glm(trace, after):
    return "<|assistant|>\n<think>" + trace.strip() + "</think>\n" + after.strip() + "<|user|>"
def magistral(trace, after):
    return "[THINK]" + trace.strip() + "[/THINK]" + after.strip()
def minerva(text, ans):
    return text.strip() + "\nFinal Answer: The final answer is $" + ans + "$. I hope it is correct."
def code(lang, src):
    return "```" + lang + "\n" + src.strip("\n") + "\n```"

# =====================================================================================
# HARP default (gold = `answer`)
# =====================================================================================
add("h", 0, r"10\frac{2}{3}", think(r"""
Okay, so 64 split in ratio 2:4:6, which is 1:2:3. Let the parts be x, 2x, 3x. Then 6x = 64, x = 64/6 = 32/3.
Hmm, 32/3 is about 10.67. The smallest part is x itself. Let me double check: 32/3 + 64/3 + 96/3 = 192/3 = 64. Yes.
""", r"""The parts are proportional to $1:2:3$, so with $6x=64$ we get $x=\frac{32}{3}$.

**Answer:** $\boxed{\dfrac{32}{3}}$"""), True, "reasoning/think-boxed-improper-fraction")
add("h", 0, r"10\frac{2}{3}", r"""Let the parts be $2k, 4k, 6k$. Then $12k = 64$, so $k=\frac{16}{3}$.

The three parts are therefore $10\frac{2}{3}$, $21\frac{1}{3}$ and $32$.

The largest part is $\boxed{32}$.""", False, "chat/answers-different-quantity")
add("h", 0, r"10\frac{2}{3}", r"""设三部分分别为 $x,2x,3x$，则 $6x=64$，$x=\dfrac{32}{3}$。

所以最小的部分是 **10又三分之二**。""", True, "multilingual/zh-mixed-number-words", "zh")
add("h", 0, r"10\frac{2}{3}", r"""Ratio 2:4:6 → total 12 shares, one share = 64/12 = 5 1/3.
Smallest part = 2 shares = 10 1/3.

Answer: 10 1/3""", False, "terse/near-miss-mixed-number")

add("h", 1, "21", r"""من $R=gS-4$ وعندما $S=8$ و $R=16$ نحصل على $8g=20$ أي $g=\frac{5}{2}$.
عندما $S=10$: $R=\frac{5}{2}\cdot 10-4=25-4$.

الإجابة النهائية: ٢١""", True, "multilingual/ar-arabic-indic-digits", "ar")
add("h", 1, "21", r"""We have $16 = 8g - 4$ so $g = 5/2$, and then $R = 10g - 4 = 21$.
However, if the relation were meant as $R = g(S-4)$, then $g = 16/4 = 4$ and $R = 4\cdot 6 = 24$.

**Answer:** $21$ or $24$, depending on how the formula is read.""", False, "chat/hedge-two-values")
add("h", 1, "21", r"""8g - 4 = 16 -> g = 2.5
R(10) = 2.5*10 - 4 = 21
#### 21""", True, "terse/gsm8k-hashes")

add("h", 2, r"\frac{a}{b}", llama3(r"""First fraction: $\frac{a^2-b^2}{ab}$.
Second fraction: $\frac{ab-b^2}{ab-a^2} = \frac{b(a-b)}{a(b-a)} = -\frac{b}{a}$.

So the expression is $\frac{a^2-b^2}{ab} + \frac{b}{a} = \frac{a^2-b^2+b^2}{ab} = \frac{a^2}{ab}$.

$$\boxed{\frac{a}{b}}$$"""), True, "special-tokens/llama3-boxed")
add("h", 2, r"\frac{a}{b}", r"""The second fraction: $\frac{b(a-b)}{a(b-a)}$. If I (carelessly) cancel $(a-b)$ with $(b-a)$ as equal I get $\frac{b}{a}$, and then

$\frac{a^2-b^2}{ab}-\frac{b}{a}=\frac{a^2-2b^2}{ab}$.

(One might be tempted to write $\frac{a}{b}$ here, but that requires the sign flip, which I don't see.)

Final answer: $\dfrac{a^2-2b^2}{ab}$""", False, "chat/rejects-correct-value")
add("h", 2, r"\frac{a}{b}", r"""It simplifies to a ⁄ b.""", True, "terse/unicode-fraction-slash")

add("h", 6, r"300\%", r"""New radius $2r$, new area $4\pi r^2$, i.e. four times the old area.
The *increase* is $4\pi r^2-\pi r^2=3\pi r^2$, which is three times the original.

The area is increased by 300 percent.""", True, "chat/percent-word")
add("h", 6, r"300\%", r"""<think>
Radius doubles -> area ×4. Increase = 300%.
Hmm wait, the question says "the area is increased:" — I think they want the new area relative to old, which is 400%.
</think>
The area becomes four times as large, so the answer is $\boxed{400\%}$.""", False, "reasoning/think-overrides-correct")
add("h", 6, r"300\%", mistral(r"""Si le rayon augmente de $100\,\%$, il est multiplié par $2$ et l'aire par $4$.
L'aire augmente donc de $3$ fois sa valeur initiale, soit **une augmentation de 300 %**."""), True, "multilingual/fr-mistral-percent", "fr")

add("h", 9, r"0,1,2\text{ and }4", r"""Factor: $(x-1)(x-2)\cdot x\cdot (x-4)=0$.

Roots: $\boxed{\{4,\,2,\,1,\,0\}}$""", True, "notation/reordered-set")
add("h", 9, r"0,1,2\text{ and }4", r"""$(x^2-3x+2) = (x-1)(x-2)$, so the roots are $x=1$, $x=2$ and $x=4$ (from $x-4=0$).

**Answer: 1, 2, 4**""", False, "chat/incomplete-list")
add("h", 9, r"0,1,2\text{ and }4", '{"tool": "sympy.solve", "input": "(x**2-3*x+2)*x*(x-4)", "output": "[0, 1, 2, 4]", "final_answer": [0, 1, 2, 4]}', True, "agent/json-list")

add("h", 12, r"\frac{md}{m+r}", r"""Total work = $md$ man-days. With $m+r$ men the time is $\dfrac{dm}{r+m}$ days.

Answer: $\dfrac{dm}{r+m}$ days""", True, "notation/commuted-factors")
add("h", 12, r"\frac{md}{m+r}", r"""The job takes $md$ man-days. With $r$ more men... careful: if $r$ men leave instead we would need $\frac{md}{m-r}$.
Since the problem says $m+r$ men can do the job, the number of days is

$$\boxed{\frac{md}{m-r}}$$""", False, "chat/sign-slip-final")

add("h", 15, r"28\%", r"""Tras un descuento del 10 % queda el 90 %; tras el 20 % adicional queda el $0{,}9\cdot0{,}8=0{,}72$, es decir, el 72 % del precio.

**Respuesta:** equivale a un descuento único del 28 %.""", True, "multilingual/es-decimal-comma", "es")
add("h", 15, r"28\%", r"""A common trap is to say $10\% + 20\% = 30\%$. Computing properly: $0.9 \times 0.8 = 0.72$, a $28\%$ discount.
Hmm, but the second discount is applied to the original list price in this store, so the discounts simply add.

Final answer: **30%**""", False, "chat/retracts-correct-value")

add("h", 19, r"34\text{ mph}", harmony(r"""Time A->B = 120/30 = 4 h. Time back = 120/40 = 3 h. Total 240 miles in 7 h. 240/7 = 34.2857. Closest to 34.""",
r"""Average speed $= \dfrac{240}{7} \approx 34.3$ mph, so the answer is **34 mph**."""), True, "special-tokens/gpt-oss-harmony")
add("h", 19, r"34\text{ mph}", r"""The harmonic mean gives $\frac{2\cdot 30\cdot 40}{70}=\frac{240}{7}\approx 34.3$.
Hmm, but actually "average speed" for the trip is usually the mean of the two speeds: $\frac{30+40}{2}=35$.

$\boxed{35\text{ mph}}$""", False, "chat/retracts-correct-value")

add("h", 23, "1:4", r"""Sei $p$ der Preis eines blauen Paares und $n$ die Anzahl der blauen Paare. Dann gilt $1{,}5(8p+np)=4p+2np$, also $12+1{,}5n=4+2n$, d.h. $n=16$.

Das Verhältnis schwarz : blau beträgt somit $4 : 16$, also **1 : 4**.""", True, "multilingual/de-ratio", "de")
add("h", 23, "1:4", r"""Solving gives 16 blue pairs vs. 4 black pairs.

Ratio (blue : black) = **4 : 1**""", False, "terse/reversed-ratio")

add("h", 29, r"\text{Only }4\text{ and }5", r"""Checking each statement:
| # | Statement | True? |
|---|-----------|-------|
| 1 | sum increases without limit | ✗ |
| 2 | sum decreases without limit | ✗ |
| 3 | term − 0 can be made small | ✗ (as worded) |
| 4 | sum − 4 can be made small | ✓ |
| 5 | the sum approaches a limit | ✓ |

**Correct statements: (4) and (5) only.**""", True, "markdown/table-verdict")
add("h", 29, r"\text{Only }4\text{ and }5", r"""The series is geometric with ratio 1/2 and sum 4. Statement (3) is true because the terms tend to 0, and (4), (5) are true because the sum is 4.

Answer: statements **3, 4 and 5**.""", False, "chat/superset-of-statements")

add("h", 32, r"5\text{:}30", r"""After 2 h (1:45 pm) gap = 10 − 2(11−8) = 4 miles. New speeds: privateer 17/15·8... the gap closes at 17/2 − 8 = 0.5... 
(working omitted)
The merchantman is overtaken at 17:30.""", True, "notation/24-hour-clock")
add("h", 32, r"5\text{:}30", r"""At 1:45 p.m. the distance is 4 miles; then the privateer makes 8·(17/15) mph ... closing speed 2/3... wait 4/(2/3)=6h? That's too long. Using the closing speed of 1 mph... I get 3.5 h.

So the overtaking happens at **5:15 p.m.**""", False, "chat/near-miss-time")

add("h", 36, r"\text{the square of the volume}", r"""If the edges are $a,b,c$, the areas are $ab$, $bc$, $ca$ and their product is $(abc)^2$.

So the product equals $V^2$ — the volume squared.""", True, "chat/symbolic-equivalent-words")
add("h", 36, r"\text{the square of the volume}", r"""$ab \cdot bc \cdot ca = a^2b^2c^2$. With $V=abc$ one gets... the cube of the volume.

**Answer:** the cube of the volume""", False, "chat/wrong-power")

add("h", 42, "20, - 5", r"""$a^2-15a=100 \Rightarrow a^2-15a-100=0 \Rightarrow (a-20)(a+5)=0$.

Both satisfy $a^2-15a=100>0$.

$\boxed{a=-5 \text{ or } a=20}$""", True, "notation/reordered-or")
add("h", 42, "20, - 5", r"""$(a-20)(a+5)=0$ gives $a=20$ or $a=-5$. Since the argument of a logarithm must be positive and $a$ should be positive as well, we discard $a=-5$.

$\boxed{20}$""", False, "chat/drops-one-root")

add("h", 57, "(3,3)", gemma(r"""The line through $(6,12)$ and $(0,-6)$ has slope $\frac{18}{6}=3$ and equation $y = 3x - 6$.

At $x = 3$: $y = 3$. So another point on the line is **$(3,\ 3)$**."""), True, "special-tokens/gemma")
add("h", 57, "(3,3)", r"""Slope = (12 - (-6))/(6 - 0) = 3, so y = 3x - 6. Check candidates... (3,3): 3·3−6 = 3 ✓.
Hmm, actually let me recompute the slope: 18/6 = 3, intercept −6. At x = 3 → y = 3... but I want a point with integer y different from the endpoints; x=4 gives y = 6.

Answer: (4, 8)""", False, "chat/garbled-final-point")

add("h", 63, r"9\text{ or }3", r"""$\frac{a}{1-r}=6$ and $a(1+r)=\frac92$. Then $6(1-r)(1+r)=\frac92$, so $r^2=\frac14$, $r=\pm\frac12$, giving $a=3$ or $a=9$.

The first term is $3$ or $9$.""", True, "notation/reordered-or")
add("h", 63, r"9\text{ or }3", r"""$r^2 = 1/4$. Taking the positive ratio $r = 1/2$ (a progression with decreasing positive terms), $a = 6(1-r) = 3$.

**First term: 3**""", False, "chat/drops-one-root")

add("h", 65, r"\text{loss of }\textdollar 1000", r"""House cost: $12000/0.8 = 15000$ (loss $3000$). Store cost: $12000/1.2 = 10000$ (gain $2000$).
Net: $-1000$.

The whole transaction resulted in a loss of 1000 dollars.""", True, "chat/currency-words")
add("h", 65, r"\text{loss of }\textdollar 1000", r"""Loss on house 20% and gain on store 20% cancel out, so the transaction resulted in **neither gain nor loss**.

(Actually the costs differ: house cost 15000 and store cost 10000, so there's a loss of $1000 — but since the percentages are the same, I'll go with no gain or loss.)""", False, "chat/parenthetical-correct-final-wrong")

add("h", 81, r"\text{three}", r"""Bases $8m$ and $8n$ with $8(m+n)\cdot 25 = 1400 \Rightarrow m+n = 7$.
Unordered pairs $\{m,n\}$ with positive integers: $\{1,6\},\{2,5\},\{3,4\}$.

**Number of solutions: 3**""", True, "notation/digit-for-word")
add("h", 81, r"\text{three}", r"""$m+n=7$ with positive integers gives the pairs (1,6),(2,5),(3,4),(4,3),(5,2),(6,1). Since the two bases are distinguishable (top and bottom), each pair counts separately.

That's three unordered pairs but $\boxed{6}$ solutions.""", False, "chat/different-count-final")

add("h", 85, "4,3,9", r"""From $2^z = 2\cdot 4^x$: $z = 2x+1$. From $z^x = y^{2x}$: $z = y^2$. Then $x + y + 2x + 1 = 16$...
Trying $y=3$: $z=9$, $x=4$. ✓

| x | y | z |
|---|---|---|
| 4 | 3 | 9 |""", True, "markdown/table-only-answer")
add("h", 85, "4,3,9", r"""We find $z = 9$, and the remaining two roots are $3$ and $4$.

In the order $x, y, z$: $\boxed{(3,\,4,\,9)}$""", False, "chat/swapped-tuple-order")

add("h", 98, r"4\text{ or }-1", r"""$x^2-3x+6=10 \iff x^2-3x-4=0 \iff (x-4)(x+1)=0$.

$$x\in\{-1,\ 4\}$$""", True, "notation/set-membership")
add("h", 98, r"4\text{ or }-1", r"""x^2 - 3x - 4 = 0 → x = 4 or x = −1. A logarithm cannot have a negative input, so x = −1 is rejected.

Answer: x = 4""", False, "chat/wrong-rejection")

add("h", 100, "b+c=10", r"""Expanding: $100a^2 + 10a(b+c) + bc = 100a^2 + 100a + bc$, so $10a(b+c) = 100a$.

This holds exactly when $c = 10 - b$.""", True, "notation/rearranged-equation")
add("h", 100, "b+c=10", r"""Expanding the left side gives $100a^2+10ab+10ac+bc$. Matching with the right side requires $10a(b+c)=100a$, i.e. $b+c=10$... or more simply it's the classic trick where the last digits are equal.

**Condition: $b = c$**""", False, "chat/mentions-then-wrong-final")

add("h", 110, r"x^2-10x+9=0", r"""Student 1 has the right sum of roots: $8+2=10$. Student 2 has the right product: $(-9)(-1)=9$.

Correct equation: $(x-1)(x-9)=0$.""", True, "notation/factored-equation")
add("h", 110, r"x^2-10x+9=0", r"""Sum from student 1 = 10, product from student 2 = 9, so the equation is x² − 10x + 9 = 0.
But student 1's constant term was wrong and student 2's linear term was wrong; combining the *wrong* parts we'd get x² + 10x + 16 = 0. The intended answer uses the first student's equation:

**x² − 10x + 16 = 0**""", False, "chat/retracts-correct-value")

add("h", 127, r"x >\frac{10}{3}", r"""$2x-3>7-x \iff 3x>10$.

Solution set: $\left(\tfrac{10}{3},\ \infty\right)$""", True, "notation/interval-for-inequality")
add("h", 127, r"x >\frac{10}{3}", r"""2x - 3 > 7 - x → 3x > 10 → x > 10/3. Hmm, I should double check by moving terms: 2x + x > 7 - 3 → 3x > 4.

So x > 4/3.""", False, "chat/recheck-introduces-error")

add("h", 146, "7: 23 and 7: 53", r"""The angle is $|30\cdot 7 - 5.5m| = 84$, so $m = \frac{126}{5.5}\approx 22.9$ or $m=\frac{294}{5.5}\approx 53.45$.

To the nearest minute: **7:53 and 7:23**.""", True, "notation/reordered-pair")
add("h", 146, "7: 23 and 7: 53", r"""$210-5.5m=84$ gives $m\approx 22.9$, i.e. 7:23. (The other equation $5.5m-210=84$ gives $m\approx 53.5$, which rounds to 7:54 — hmm, or 7:53.)

Since we're asked for the time, the answer is **7:23**.""", False, "chat/one-of-two-times")

add("h", 147, r"137^\circ 30'", r"""At 12:25 the hour hand is at $12.5^\circ$ and the minute hand at $150^\circ$.
Angle $=150-12.5=137.5^\circ$.

$\boxed{137.5^\circ}$""", True, "notation/decimal-degrees")
add("h", 147, r"137^\circ 30'", r"""Hour hand: 0.5°/min × 25 = 12.5°. Minute hand: 6°/min × 25 = 150°. Difference 137.5°, so the reflex angle is 360 − 137.5.

**Angle = 222°30′**""", False, "chat/reflex-instead-of-smaller")

add("h", 153, r"\textdollar345", r"""Option 1: $10000\cdot0.8\cdot0.8\cdot0.9=5760$.
Option 2: $10000\cdot0.6\cdot0.95\cdot0.95=5415$.

He saves $5760-5415 = 345$ dollars by taking the second offer.""", True, "chat/currency-words")
add("h", 153, r"\textdollar345", r"""Offer A → \$5,760. Offer B → \$5,415 (saving \$345 relative to A).

**He should pay \$5,415.**""", False, "chat/answers-different-quantity")

add("h", 176, r"\text{twice as much}", r"""Old time: $50/v$. New time: $300/(3v) = 100/v$.

His new time was double his old time.""", True, "chat/synonym-phrase")
add("h", 176, r"\text{twice as much}", r"""New: 300 miles at 3v → 100/v. Old: 50/v. Ratio old/new = 1/2.

**Half as much.**""", False, "terse/inverted-ratio-words")

add("h", 180, r"\text{a rectangle}", r"""Las intersecciones son $(3,4),(4,3),(-3,-4),(-4,-3)$. Las diagonales son diámetros del círculo (iguales y se bisecan), por lo que la figura es **un rectángulo**.""", True, "multilingual/es-word-answer", "es")
add("h", 180, r"\text{a rectangle}", r"""The four points (3,4), (4,3), (−3,−4), (−4,−3) lie on a circle and are symmetric about y = x, so the sides are equal.

Answer: a square""", False, "chat/wrong-shape")

add("h", 189, r"\text{no root}", r"""$\sqrt{x+4}+1=\sqrt{x-3}$. The left side is always bigger than the right (since $x+4>x-3$), so equality is impossible.

The equation has **no real solutions**.""", True, "chat/paraphrase-no-solution")
add("h", 189, r"\text{no root}", r"""Squaring: $x+4+2\sqrt{x+4}+1=x-3 \Rightarrow 2\sqrt{x+4}=-8$. This has no solution... unless we square again: $4(x+4)=64$, $x=12$.

So the equation has one real root, $x=12$.""", False, "chat/extraneous-root")

add("h", 259, "-1<x<7", r"""|3 − x| < 4 ⇔ −4 < 3 − x < 4 ⇔ −1 < x < 7.

```
answer = (-1, 7)
```""", True, "notation/open-interval")
add("h", 259, "-1<x<7", r"""-4 < 3 - x < 4  =>  -7 < -x < 1  =>  -1 > x > 7 ... that is impossible, so flip: x < -1 or x > 7.

**Answer: x < -1 or x > 7**""", False, "chat/complement-set")

add("h", 287, r"\text{irrational}", r"""Product of roots $2k^2-1=7$, so $k=\pm2$. Then the equation is $x^2\mp6x+7=0$ with discriminant $36-28=8$, not a perfect square.

所以两根为**无理数**。""", True, "multilingual/zh-code-switch", "zh")
add("h", 287, r"\text{irrational}", r"""k = ±2, discriminant = 8 > 0, so the roots are real and distinct. Since 8 is positive they are **real** (and in fact positive when k = 2).

Characterization: real and positive.""", False, "chat/related-but-wrong-property")

add("h", 533, r"\text{Some students are not fraternity members.}", r"""Let $S$ = students, $H$ = honest, $F$ = fraternity members. $F \subseteq H$, and some $s\in S$ with $s\notin H$, hence $s\notin F$.

**Conclusion:** there exist students who do not belong to a fraternity.""", True, "chat/paraphrased-sentence")
add("h", 533, r"\text{Some students are not fraternity members.}", r"""From II, all fraternity members are honest; from I, some students are not honest. So some students are not fraternity members — and, conversely, no fraternity member is a student.

**Answer: No fraternity member is a student.**""", False, "chat/wrong-syllogism")

add("h", 540, r"\{0,-\frac{1}{n}\}", r"""If $n$ is even the sum is $0$; if $n$ is odd the sum is $-1$, giving $-\frac1n$.

Set of values: $\left\{-\tfrac{1}{n},\ 0\right\}$""", True, "notation/reordered-set")
add("h", 540, r"\{0,-\frac{1}{n}\}", r"""Even n: f(n) = 0. Odd n: sum = −1, so f(n) = −1/n.

Answer: {0, 1/n}""", False, "terse/sign-dropped")

add("h", 684, r"x \in ( - 3,2)", r"""For $x\ge1$: $2x+1<5\Rightarrow x<2$. For $-2\le x<1$: $3<5$ always. For $x<-2$: $-2x-1<5\Rightarrow x>-3$.

$\boxed{-3<x<2}$""", True, "notation/inequality-for-interval")
add("h", 684, r"x \in ( - 3,2)", r"""Case analysis gives $-3 < x < 2$.
Checking the endpoint: $x=2$ gives $|1|+|4| = 5$, which satisfies the inequality, so include it; likewise $x=-3$.

$\boxed{[-3,2]}$""", False, "chat/closed-vs-open-interval")

add("h", 760, r"\{-4,0,4\}", r"""Each of $\frac{a}{|a|},\frac{b}{|b|},\frac{c}{|c|}$ is $\pm1$ and the last term is their product.
- all positive: $4$
- one negative: $1-1+1... = 0$
- two negative: $0$
- three negative: $-4$

The possible values are $4$, $0$ and $-4$.""", True, "markdown/bullets-and-sentence")
add("h", 760, r"\{-4,0,4\}", r"""Signs (+,+,+) give 4; (−,−,−) give −4; mixed signs give 0 or ±2.

Set: {−4, −2, 0, 2, 4}""", False, "terse/superset")

add("h", 791, "27,720", r"""The numbers are $1+k\cdot\mathrm{lcm}(2,\dots,11)=1+27720k$. The two smallest greater than 1 are $27721$ and $55441$.

Difference: **27 720**""", True, "notation/thin-space-thousands")
add("h", 791, "27,720", r"""lcm(2..11) = 27720, so the two smallest such integers are 27721 and 55441.

Answer: 27721""", False, "terse/answers-different-quantity")
add("h", 791, "27,720", r"""ज़रूरी संख्याएँ $1+27720k$ रूप की हैं, इसलिए दो सबसे छोटी संख्याओं का अंतर है:

उत्तर: २७७२०""", True, "multilingual/hi-devanagari-digits", "hi")

add("h", 901, r"\Big[\frac{5}{12},\frac{2}{3}\Big]", r"""Lower bound: $P(A)+P(B)-1=\frac34+\frac23-1=\frac5{12}$. Upper bound: $\min(P(A),P(B))=\frac23$.

$$p\in\left[\tfrac{5}{12},\ \tfrac{2}{3}\right]$$""", True, "notation/tfrac-interval")
add("h", 901, r"\Big[\frac{5}{12},\frac{2}{3}\Big]", r"""Upper bound is min(3/4, 2/3) = 2/3. Lower bound: if independent, p = 3/4 · 2/3 = 1/2.

So p lies in [1/2, 2/3].""", False, "chat/wrong-lower-bound")

add("h", 980, r"\text{Wednesday}", r"""31 days = 4 weeks + 3 days. The three extra days can contain neither a Tuesday nor a Saturday, so they must be Wed, Thu, Fri.

January 1 was a **Wednesday**.""", True, "chat/word-answer")
add("h", 980, r"\text{Wednesday}", r"""1月は31日 = 4週 + 3日。余りの3日に火曜日も土曜日も含まれないので、余りは水・木・金。

したがって1月1日は**水曜日**です。""", True, "multilingual/ja-weekday", "ja")
add("h", 980, r"\text{Wednesday}", r"""The extra three days are Wednesday, Thursday and Friday, which means January 29, 30, 31 are Wed, Thu, Fri.

So January 1 fell on a **Friday**? No — counting back 28 days from the 29th (a Wednesday) lands on the 1st... which is also a Wednesday. Hmm, but then Jan 31 is a Friday.

Final: Friday""", False, "chat/self-correction-to-wrong")

add("h", 1006, r"\{4,5,6,7,8\}", r"""$P(2)=\log_{10}\frac32$. Twice that is $\log_{10}\frac94$. Since the probabilities telescope, $P(\{4,\dots,8\})=\log_{10}\frac{9}{4}$.

Answer: $\{4,5,6,7,8\}$, i.e. the digits from 4 to 8 inclusive.""", True, "chat/set-exact")
add("h", 1006, r"\{4,5,6,7,8\}", r"""P(2) = log(3/2). We need a set with probability 2·log(3/2) = log(9/4) = log 9 − log 4, i.e. digits 4..8.
Hmm, wait: {1,2} also gives log 3... not equal. And {3,...} ... 

Answer: {4, 5, 6, 7, 8, 9}""", False, "chat/off-by-one-set")

add("h", 1045, r"\text{Carlos, Diana}", r"""If Alan gets an A then everyone does (4 A's). If Beth, then Beth, Carlos, Diana (3). If Carlos, then Carlos and Diana (2). Exactly two A's ⇒ **Diana and Carlos**.""", True, "notation/reordered-names")
add("h", 1045, r"\text{Carlos, Diana}", r"""Chain: A→B→C→D. Exactly two students received A's, and the chain forces the last two: Carlos and Diana. But Diana made no statement, so the two must be Beth and Carlos.

**Beth and Carlos**""", False, "chat/wrong-pair")

add("h", 1054, r"\Big\{x | 2 < x < 3\Big\}", r"""If $x$ is an integer, $2x=5$ is impossible. Otherwise $\lfloor x\rfloor+\lceil x\rceil=2\lfloor x\rfloor+1=5$, so $\lfloor x\rfloor=2$.

Solution set: $(2,3)$""", True, "notation/interval-for-set-builder")
add("h", 1054, r"\Big\{x | 2 < x < 3\Big\}", r"""floor(x) + ceil(x) = 5 → floor(x) = 2, so 2 ≤ x < 3.

Answer: {x | 2 ≤ x < 3}""", False, "terse/endpoint-included")

add("h", 1094, r"\text{.088 m}^2", r"""Area $=0.4\,\text{m}\times0.22\,\text{m}=0.088\,\text{m}^2$.

En centímetros cuadrados: **880 cm²**.""", True, "notation/unit-conversion", "es")
add("h", 1094, r"\text{.088 m}^2", r"""0.4 × 0.22 = 0.88

Area = 0.88 m²""", False, "terse/decimal-shift")

add("h", 1101, r"36\text{ million}", r"""1 hour = 3600 s, so $10{,}000\times3600=36{,}000{,}000$.

**Answer:** $3.6\times10^{7}$ additions""", True, "notation/scientific")
add("h", 1101, r"36\text{ million}", r"""10,000 per second × 60 s = 600,000 per minute. 

So the computer does **600,000** additions (per minute), i.e. 36 million per hour if it keeps going — but the answer asked is 600,000.""", False, "chat/answers-different-quantity")
add("h", 1101, r"36\text{ million}", r"""10 000 × 3 600 = 36 000 000

Ответ: 36 млн сложений.""", True, "multilingual/ru-abbrev-million", "ru")

add("h", 700, "10,000", r"""Let the original population be $P$. Then $0.89(P+1200)=P-32$, so $0.11P=1068+32=1100$, giving $P=10000$.

$$\boxed{10^4}$$""", True, "notation/power-of-ten")
add("h", 700, "10,000", r"""0.89(P + 1200) = P − 32 → 0.11P = 1100 → P = 10,000.
After the increase the population was 11,200, and after the decrease 9,968.

**Final population: 9,968**""", False, "chat/answers-different-quantity")

add("h", 768, r"\frac{\sqrt{2}}{2}(21 - 20i)", r"""Grouping terms by $n \bmod 4$, the real part collects 21 terms of $\frac{\sqrt2}{2}$ and the imaginary part 20 terms of $-\frac{\sqrt2}{2}$.

$$\boxed{\frac{21\sqrt{2}}{2}-10\sqrt{2}\,i}$$""", True, "notation/expanded-complex")
add("h", 768, r"\frac{\sqrt{2}}{2}(21 - 20i)", r"""Real part: 21·(√2/2). Imaginary part: 20·(√2/2).

Sum = (√2/2)(21 + 20i)""", False, "terse/sign-flip-complex")

add("h", 837, r"\frac 12 \log_b(1-b^{2a})", r"""$\sin x = b^a$, so $\cos x=\sqrt{1-b^{2a}}$ and

$\log_b\cos x = \log_b\sqrt{1-b^{2a}}$.""", True, "notation/sqrt-inside-log")
add("h", 837, r"\frac 12 \log_b(1-b^{2a})", r"""cos x = √(1 − sin²x) = √(1 − b^{2a}), so log_b cos x = ½ log_b(1 − b^{2a}).
Using log rules, this simplifies further to ½(1 − 2a).

**Answer: ½ − a**""", False, "chat/invalid-simplification")

add("h", 250, r"45^{\circ}", r"""$c^2=2ab$ and $c^2=a^2+b^2$ give $(a-b)^2=0$, so the triangle is isosceles.

One acute angle is $\dfrac{\pi}{4}$.""", True, "notation/radians-for-degrees")
add("h", 250, r"45^{\circ}", r"""a² + b² = 2ab → a = b → angles 45°, 45°, 90°.
The question asks for one of the angles of the triangle; the largest is the right angle.

$\boxed{90^\circ}$""", False, "chat/answers-different-angle")

add("h", 2327, r"\textdollar 2.50", chatml(r"""Each folder is 20% cheaper the next day: $0.20\times 2.50=0.50$ dollars saved per folder.
For five folders: $5\times0.50=2.50$.

Karl could have saved **250¢**."""), True, "special-tokens/chatml-cents")
add("h", 2327, r"\textdollar 2.50", chatml(r"""Original cost: 5 × $2.50 = $12.50. Sale price: 80% of that = $10.00.

**Karl would pay $10.00.**"""), False, "special-tokens/chatml-different-quantity")

add("h", 4102, r"\{-1, 0\}", phi(r"""For $x\ge0$: $f(x)=0$. For $x<0$ non-integer: $\lfloor |x|\rfloor-|\lfloor x\rfloor| = -1$; for negative integers $f=0$.

Range: $f(\mathbb{R})=\{0,-1\}$"""), True, "special-tokens/phi-reordered-set")
add("h", 4102, r"\{-1, 0\}", phi(r"""x ≥ 0 gives 0; negative non-integers give −1; but I also need x between −1 and 0: ⌊|x|⌋ = 0 and |⌊x⌋| = 1, giving −1. Positive non-integers: ⌊x⌋ − ⌊x⌋ = 0... and for x = 1.5 vs −1.5 maybe +1?

Range = {−1, 0, 1}"""), False, "special-tokens/phi-superset")

add("h", 4529, "841", code("python", r"""count = sum(1 for x in range(-20, 21) for y in range(-20, 21) if abs(x) + abs(y) <= 20)
print(count)""") + "\n\nOutput:\n```\n841\n```\nSo there are 841 such points.", True, "agent/python-code-and-output")
add("h", 4529, "841", r"""Number of lattice points with $|x|+|y|\le 20$ is $2\cdot20^2+2\cdot20+1=841$. Excluding the origin itself (distance 0 from itself, not really a "point P" distinct from O):

$\boxed{840}$""", False, "chat/off-by-one-exclusion")

add("h", 4541, "{-}4", r"""…so the set of such $a$ is $(p,q)\cup(q,r)$ and adding the three endpoints,

p + q + r = −4""", True, "terse/unicode-minus")
add("h", 4541, "{-}4", r"""After solving, the endpoints satisfy $p+q+r = 4$... let me double-check the sign of $p$: $p=-\tfrac{?}{}$ hmm.
I'll trust the computation.

$$\boxed{4}$$""", False, "chat/sign-error")

add("h", 3972, r"\text{ 13}", r"""gcd(d,a) must be a multiple of 6 with no extra factor 2 or 3 beyond what is allowed, i.e. 6·k with k coprime to 6 and 70 < 6k < 100 → 6·13 = 78.

$\mathbf{13}$""", True, "terse/bold-number")
add("h", 3972, r"\text{ 13}", r"""gcd(d,a) = 6k with 70 < 6k < 100 → k ∈ {12,...,16}, and k must avoid factors 2 and 3, so k ∈ {13} ... or is 7·12 = 84 allowed? 84 = 2²·3·7.
Both 13 and 7 seem possible; I'll go with 7 since 84 is in range.

Answer: 7""", False, "chat/hedge-then-wrong-pick")

add("h", 46, "16''", r"""Height of intersection $= \frac{20\cdot80}{20+80}=16$.

The intersection is **16 inches** above the ground.""", True, "notation/unit-word-inches")
add("h", 46, "16''", r"""h = (20 · 80)/(20 + 80) = 16. This is measured from the top of the shorter pole? No — from the ground. Then distance from the shorter pole's base horizontally is 100·20/100 = 20.

So the answer: 20″""", False, "chat/answers-different-quantity")

add("h", 208, r"\text{is }{35}", r"""The segments have lengths $\frac{10k}{8}$ for $k=1,\dots,7$, summing to $\frac{10\cdot 28}{8}=35$.

Answer: the sum is **35**.""", True, "chat/sentence-number")
add("h", 208, r"\text{is }{35}", r"""Lengths 10k/8 for k = 1..7 sum to 35. Adding BC = 10 (it is also parallel to BC and drawn from a division point), total = 45.

$\boxed{45}$""", False, "chat/adds-extra-term")

add("h", 3069, r"\text{II and III only}", r"""- I: $x@(y+z)=\frac{x+y+z}{2}$, $(x@y)+(x@z)=\frac{2x+y+z}{2}$ ✗
- II: $x+\frac{y+z}{2} = \frac{2x+y+z}{2}$ ✓
- III: $x@(y@z)$ vs $(x@y)@(x@z)$: both $\frac{2x+y+z}{4}$ ✓

**Only II and III hold.**""", True, "markdown/checklist")
add("h", 3069, r"\text{II and III only}", r"""I fails, II holds. For III: x@(y@z) = (2x + y + z)/4 and (x@y)@(x@z) = (2x + y + z)/4... wait I should double check, (x@y)@(x@z) = ((x+y)/2 + (x+z)/2)/2 = (2x+y+z)/4. Hmm so III holds — though the problem probably intends only one law.

Answer: **II only**""", False, "chat/drops-verified-item")

add("h", 1774, r"\text{B}", r"""Folding the net, the white face ends up opposite the face labeled **B** (the blue square).""", True, "chat/letter-with-gloss")
add("h", 1774, r"\text{B}", r"""Folding: W is adjacent to B, G, Y and R, so it must be opposite O.

**Opposite face: O (orange)**""", False, "chat/wrong-label")

add("h", 1100, r"\frac{1}{12}", r"""Shaded fraction $= \frac14\cdot\frac13 = 0.08\overline{3}$""", True, "notation/repeating-decimal")
add("h", 1100, r"\frac{1}{12}", r"""The bottom half is 6×18; the shaded block is 3×6 = 18, i.e. 18/216.
Simplifying: 18/216 = 1/12. Hmm, but the shaded part in the lower half... the strip labels 0..6 suggest 1/6 of half = 1/12... I'll recount: the shaded rectangle is 3 wide and 6 tall out of 18×12, wait that's 18/216 = 1/12. Hmm, but then the inner square is also shaded once more?

Final: 1/18""", False, "chat/recount-to-wrong")

add("h", 3868, r"\dfrac{3}{4}", r"""Condition on Laurent's number: with prob. 1/2 it's above 2017 (then he wins); otherwise it's symmetric, 1/2. Total $\frac12+\frac14$.

**Answer: 75%**""", True, "notation/percent-for-fraction")
add("h", 3868, r"\dfrac{3}{4}", r"""P = 1/2 · 1 + 1/2 · 1/2 = 3/4

```json
{"answer": 0.75}
```""", True, "agent/json-decimal")
add("h", 3868, r"\dfrac{3}{4}", r"""By symmetry, either person is equally likely to have the larger number.

$$\boxed{\tfrac12}$$""", False, "chat/naive-symmetry")

add("h", 3109, r"\frac{33}{7}", r"""x + y = 120, maximize x/y: x = 99, y = 21.

$$\frac{x}{y}=\frac{99}{21}$$""", True, "notation/unreduced-fraction")
add("h", 3109, r"\frac{33}{7}", r"""x + y = 120 with x = 99 and y = 21 gives 99/21 = 4 5/7.

Answer: **4⁵⁄₇**""", True, "notation/unicode-mixed-number")
add("h", 3109, r"\frac{33}{7}", r"""We want x as small as possible and y as large: x = 21, y = 99, ratio 21/99 = 7/33.

$\boxed{\frac{7}{33}}$""", False, "chat/inverted-ratio")

add("h", 4435, r"3 \frac{3}{4}", r"""Route A: $\frac{6}{30}$ h $=12$ min. Route B: $\frac{4.5}{40}$ h $+\frac{0.5}{20}$ h $=6.75+1.5=8.25$ min.

Route B is quicker by **3 minutes 45 seconds**.""", True, "notation/min-sec")
add("h", 4435, r"3 \frac{3}{4}", r"""A: 12 min. B: 4.5/40 h = 6.75 min, plus 0.5/20 h = 1.5 min → 8.25 min... Actually 4.5/40 h = 6.75 min, plus the school zone 0.5 mi at 20 mph = 1.5 min... Hmm, I'll recompute B as 5/40 h = 7.5 min + 1.5 = 9 min?? That double counts. Going with the simpler 8.75.

Difference: 12 − 8.75 = 3.25 minutes""", False, "chat/near-miss-decimal")

add("h", 2816, "2.4", r"""$x^2+1=(5-x)^2 \Rightarrow 1=25-10x \Rightarrow x=\frac{12}{5}$.

$\boxed{\dfrac{12}{5}}$""", True, "notation/fraction-for-decimal")
add("h", 2816, "2.4", r"""x² + 1 = (5 − x)² → x = 2.4, so the broken-off piece has length 5 − 2.4.

Answer: 2.6 m""", False, "chat/answers-complement")

add("h", 3587, r"\dfrac{9\pi}{8}", cohere(r"""The quarter disk of radius 3 has area $\frac{9\pi}{4}$; we remove the half disk of radius $\frac32$, area $\frac{9\pi}{8}$.

Area of the falcata: $\frac{9}{8}\pi$"""), True, "special-tokens/command-r")
add("h", 3587, r"\dfrac{9\pi}{8}", cohere(r"""Quarter circle: 9π/4. Small semicircle: 9π/8. The falcata is what remains: 9π/4 − 9π/8 = 9π/8.
Hmm, but the small semicircle is only partly inside the first quadrant... the region is the quarter circle itself minus nothing? I'll take the full quarter circle.

**9π/4**"""), False, "special-tokens/command-r-retract")

add("h", 3765, r"\pi+2", r"""In the first quadrant: $(x-\frac12)^2+(y-\frac12)^2=\frac12$, a circle of radius $\frac{\sqrt2}{2}$ centered at $(\frac12,\frac12)$. The region in Q1 is a triangle of area $\frac12$ plus a half disk of area $\frac{\pi}{4}$. Times 4:

$2+\pi$""", True, "notation/commuted-sum")
add("h", 3765, r"\pi+2", r"""<think>
Q1: x² − x + y² − y = 0 → circle center (1/2,1/2), r² = 1/2. The enclosed part in Q1 = triangle (0,0),(1,0),(0,1) area 1/2 plus half of the disk, π/4. So per quadrant π/4 + 1/2, total π + 2. Let me double check the half disk: the chord from (1,0) to (0,1) passes through the center? center (1/2,1/2) lies on x + y = 1, yes. So half disk = (1/2)π(1/2) = π/4. Total = 4(π/4 + 1/2) = π + 2.

Now the final""", False, "truncated/think-unclosed")

add("h", 4558, r"4\sqrt7", r"""Each side of $GCHF$ has length $\sqrt{7}$ (e.g. $GC^2 = 1^2+2^2-2\cdot1\cdot2\cos120^\circ = 7$).

Perimeter $=\sqrt{112}$.""", True, "notation/unsimplified-radical")
add("h", 4558, r"4\sqrt7", r"""By the law of cosines, GC² = 1 + 4 + 2 = 7, so GC = √7, and by symmetry GCHF is a rhombus.

Side length of GCHF: $\boxed{\sqrt{7}}$""", False, "chat/answers-side-not-perimeter")

add("h", 2527, r"\sqrt{2}-1", kimi(r"""A^{100}(S) = (1/2^{100}) sum C(100,k) x^k = ((1+x)/2)^{100}. Set equal to 2^{-50}: (1+x)^{100} = 2^{50}, 1+x = √2, x = √2 − 1.""",
r"""$x=\dfrac{1}{1+\sqrt2}$"""), True, "special-tokens/kimi-unrationalized")
add("h", 2527, r"\sqrt{2}-1", kimi(r"""((1+x)/2)^100 = 2^-50 → (1+x)² = 2 → 1 + x = ±√2 → x = √2 − 1 or x = −1 − √2. Since x > 0 ... the problem says x>0? I assumed. Let me take the negative root to be safe.""",
r"""**x = −1 − √2**"""), False, "special-tokens/kimi-wrong-root")

add("h", 356, "3r^2", r"""The dodecagon is 12 isosceles triangles with apex $30^\circ$: $12\cdot\frac12 r^2\sin30^\circ$.

Area $= 3r^{2}$ square inches.""", True, "chat/with-units")
add("h", 356, "3r^2", r"""Each triangle: ½ r² sin 30° = r²/4; twelve of them: 3r². For comparison, the inscribed hexagon has area (3√3/2) r².

**Answer: (3√3/2) r²**""", False, "chat/comparison-value-as-final")

add("h", 282, r"\frac{50\sqrt{2}}{\pi}", r"""Diameter $d=\frac{100}{\pi}$; side $= \frac{d}{\sqrt2}$.

$$s=\frac{100}{\pi\sqrt{2}}$$""", True, "notation/unrationalized")
add("h", 282, r"\frac{50\sqrt{2}}{\pi}", r"""Radius = 100/(2π) = 50/π. The side of the inscribed square equals the radius times √2... so s = 50/π · √2.
Hmm, I'd rather report the radius since the square's half-diagonal is the radius.

$\boxed{\frac{50}{\pi}}$""", False, "chat/answers-different-quantity")

add("h", 3490, r"\frac{300}{7}", seed(r"""1 - 1/3 - 1/5 = 7/15 of the trip is 20 miles, so the trip is 20·15/7 = 300/7.""",
r"""Randy's trip was $42\tfrac{6}{7}$ miles long."""), True, "special-tokens/seed-think-mixed-number")
add("h", 3490, r"\frac{300}{7}", seed(r"""7/15 of trip = 20 → trip = 300/7. First third = 100/7.""",
r"""The gravel portion is $\boxed{\frac{100}{7}}$ miles."""), False, "special-tokens/seed-different-quantity")

add("h", 2987, "-100", r"""$P(x)=(x+a)^2-p$, $Q(x)=(x+b)^2-q$ … 정리하면 두 최솟값의 합은

**정답: −100**""", True, "multilingual/ko-unicode-minus", "ko")
add("h", 2987, "-100", r"""P와 Q의 최솟값을 각각 구하면 −49와 −51... 합은 −100입니다. 하지만 문제는 최솟값의 절댓값의 합을 묻는 것 같으므로,

**정답: 100**""", False, "multilingual/ko-sign-dropped", "ko")

# ---- integer golds, many formats ----
add("h", 4058, "756", r"""<think>
Classify by the image structure: f(f(x)) must be a fixed point... count = sum over number of fixed points k of C(5,k) * (ways to map the rest in depth ≤ 2).
k=1: 5*(…)=… total 756.
</think>
756""", True, "reasoning/think-bare-number")
add("h", 4058, "756", r"""Counting functions with f∘f = f∘f∘f by number of fixed points:

k=1: 5·(1+…)=…
k=2: …
k=5: 1

Subtotal so far: 756. I still need the case where some elements map in chains of length 3, which I skipped; adding those (≈ 300 more):

**Answer: 1056**""", False, "chat/adds-invalid-cases")

add("h", 3648, "139", r"""P(all three from the same country... no — at least one from each other)...
Probability $=\frac{55}{84}$, so $m+n=139$.

<answer>139</answer>""", True, "xml/answer-tag")
add("h", 3648, "139", r"""The probability is $\frac{55}{84}$.

<answer>\frac{55}{84}</answer>""", False, "xml/answer-tag-different-quantity")

add("h", 2181, "2900", r"""Zeros of $\sin(1/x)$: $x=\frac1{k\pi}$. Need $1000<k\pi<10000$, so $k$ from $319$ to $3183$: $3183-318=2865\approx 2900$.

**Closest: 2 900**""", True, "notation/space-thousands")
add("h", 2181, "2900", r"""k ranges over integers with 1000/π < k < 10000/π, i.e. 319 ≤ k ≤ 3183, giving 2865 intercepts.

Final answer: 2865""", False, "chat/exact-count-not-option")

add("h", 2600, "194", r"""a + 1/a = 4 → a² + 1/a² = 14 → a⁴ + 1/a⁴ = 196 − 2.

Đáp án: 194""", True, "multilingual/vi", "vi")
add("h", 2600, "194", r"""a + a⁻¹ = 4 ⇒ a² + a⁻² = 16 − 2 = 14 ⇒ a⁴ + a⁻⁴ = 14².

Đáp số: 196""", False, "multilingual/vi-forgot-subtract", "vi")

add("h", 1816, "489", glm(r"""Total ways C(45,4) = 148995. Favorable: choose a triangle (C(10,3)=120) and a 4th segment (42): 5040. Probability 5040/148995 = 16/473. m+n = 489.""",
r"""Die Wahrscheinlichkeit ist $\frac{16}{473}$, also $m+n=489$."""), True, "special-tokens/glm-de", "de")
add("h", 1816, "489", glm(r"""C(45,4) = 148995; favorable 120·42 = 5040; 5040/148995 = 16/473.""",
r"""The probability is $\boxed{\frac{16}{473}}$."""), False, "special-tokens/glm-different-quantity")

add("h", 4061, "647", r"""Setting up states by the length of the matched prefix and tracking parity, the odd probability is $\frac{216}{431}$.

Thus $m+n = 216+431 = 647$.

**Final Answer**
\[\boxed{647}\]""", True, "chat/final-answer-heading")
add("h", 4061, "647", r"""The parity computation gives P(odd) = 216/431 so m + n = 647. Hmm, but I realize I set up the generating function with the wrong initial state. Redoing it, P(odd) = 215/430 → reduced 43/86 = 1/2? That can't be right. 

Let me restart""", False, "truncated/mid-recheck")

add("h", 1891, "131", r"""Translate $A$ to the origin: $D=(1,7)$. The possible slopes of $AB$ give the sum $\frac{119}{12}$, so $m+n=119+12$.

Answer: one hundred thirty-one""", True, "notation/number-in-words")
add("h", 1891, "131", r"""Sum of |slopes| = 119/12.

Answer: 119/12""", False, "terse/answers-fraction-not-sum")

add("h", 2428, "113", magistral(r"""Let y = 2^{111x}. Then y³/4 + 4y = 2y² + 1 → y³ − 8y² + 16y − 4 = 0. Product of roots y1y2y3 = 4 → 2^{111(x1+x2+x3)} = 4 → sum = 2/111. m+n = 113.""",
r"""The sum of the roots is $\frac{2}{111}$, hence $m+n=\boxed{113}$."""), True, "special-tokens/magistral-think")
add("h", 2428, "113", magistral(r"""y³ − 8y² + 16y − 4 = 0; product of roots = 4 so sum x = 2/111 and m + n = 113. But wait, three real roots in x require three positive roots y... sum of y's is 8 so perhaps x-sum uses 8: 2^{111 s}=8 → s = 3/111 = 1/37.""",
r"""$m+n = 1+37 = \boxed{38}$"""), False, "special-tokens/magistral-override")

add("h", 4159, "252", r"""Let $P(a,b)$ be the probability of hitting at $(0,0)$ from $(a,b)$. Recursively $P(4,4)=\frac{245}{2187}=\frac{245}{3^7}$.

$m + n = 245 + 7 = \mathbf{252}$""", True, "chat/bold-latex-number")
add("h", 4159, "252", r"""P(4,4) = 245/3^7, so the requested m + n... (here m = 245, n = 7)

Answer: 245""", False, "terse/answers-component")

add("h", 3143, "542", r"""Let $S_{2011}=200$, and $r^{2011}=x$. Then $200(1+x)=380 \Rightarrow x=0.9$, and $S_{6033}=200(1+x+x^2)=200\cdot 2.71$.

Ответ: $542$.""", True, "multilingual/ru-latex", "ru")
add("h", 3143, "542", r"""S = 200, then the next block adds 180, and the third block adds 0.9·180 = 162. 
So the third block of 2011 terms sums to 162, and the total is 542.

Answer (sum of terms 4023–6033): **162**""", False, "chat/answers-different-quantity")

add("h", 4208, "651", code("python", r"""from sympy import symbols, solve
r, s = symbols('r s')
sol = solve([2*r + s - 2020, 2*r + 3*s - 3322], [r, s])
print(sol[s])""") + "\n```\n651\n```", True, "agent/code-output-only")
add("h", 4208, "651", r"""Let $s_2$ be the side of $S_2$ and $s_1=s_3$ the side of the outer squares. Width: $2s_1+s_2=3322$; height: ... which gives $s_2=651$ and $s_1=1335.5$.

Hmm, $s_1$ should be an integer... with the other reading of the figure, $s_1=1335$ and $s_2=652$.

$\boxed{652}$""", False, "chat/near-miss-integer")

add("h", 2894, "983", r"""Let $a_n = 2^n\sin\theta_n$. The recurrence becomes $\theta_{n+1}=\theta_n+\arcsin\frac35$ … so $a_{10} = 1024\sin(10\alpha)$ with $\sin\alpha = \frac35$: $a_{10} = \frac{24576}{25}=983.04$.

$\lfloor a_{10}\rfloor = 983$""", True, "chat/floor-statement")
add("h", 2894, "983", r"""$a_{10}=\frac{24576}{25}=983.04$.

$\boxed{983.04}$""", False, "chat/unfloored-value")

add("h", 3386, "371", r"""Domain: $\frac{1}{mn}\le x\le\frac{m}{n}$, length $\frac{m^2-1}{mn}=\frac1{2013}$, so $n=\frac{2013(m^2-1)}{m}$. Smallest: $m=3$, $n=5368$, $m+n=5371$.

The remainder mod 1000 is $371$.""", True, "chat/sentence-final")
add("h", 3386, "371", r"""m = 3, n = 5368, so the smallest possible sum is m + n = 5371.

**Answer: 5371**""", False, "chat/skips-final-mod")

add("h", 4411, "258", r"""We need four consecutive two-digit integers containing a multiple of 6 and a multiple of 7 such that, after everyone says "no", each student can deduce $S$. Checking the candidate windows around multiples of 42 and eliminating those that are not uniquely recoverable leaves exactly two sets.

Adding their greatest elements gives $\boxed{258}$.""", True, "chat/messy-but-final")
add("h", 4411, "258", r"""Candidate sets (four consecutive two-digit integers with a multiple of 6 and one of 7): I list every window containing 42, 84 and their neighbours, and sum all the greatest elements without applying the students' "no" elimination step.

Final answer: 584""", False, "chat/arithmetic-slip-final")

add("h", 1634, "784", r"""$4(a+b+c)=140\Rightarrow a+b+c=35$; $a^2+b^2+c^2=441$.
Surface area $=2(ab+bc+ca)=(a+b+c)^2-(a^2+b^2+c^2)=1225-441$.

Surface area: $28^2$""", True, "notation/power-form")
add("h", 1634, "784", r"""(a+b+c)² − (a²+b²+c²) = 1225 − 441 = 784 = 2(ab+bc+ca), so ab+bc+ca = 392.

The total surface area is 2(ab+bc+ca)... I computed ab+bc+ca = 392, so the surface area is **392**.""", False, "chat/confuses-half")

add("h", 3394, "275", r"""7:12 → $\frac{7\cdot60+12}{1440}\cdot 10 = 3.0$ metric hours; and $0.75$ of the hour... The clock reads 2:75, so $A=2,B=7,C=5$.

$100A+10B+C=\boxed{275}$""", True, "chat/boxed-after-derivation")

add("h", 4662, "45", r"""$\tan\theta=\left|\frac{2-\frac13}{1+\frac23}\right|=1$.

θ = 45°""", True, "notation/degree-symbol")
add("h", 4662, "45", r"""tan θ = |(2 − 1/3)/(1 + 2/3)| = 1 → θ = 45°. The lines cross forming 45° and 180° − 45°.

Since "the angle formed" is the larger one here: **135°**""", False, "chat/supplementary-angle")

add("h", 1719, "58", r"""An involution with fixed points 19 and 97 has the form $f(x)=\frac{58x-1843}{x-58}$; its range excludes $\frac{a}{c}=58$.

Unique number not in the range: $58$.""", True, "chat/sentence-final")
add("h", 1719, "58", r"""f(x) = (ax + b)/(cx + d), involution ⇒ d = −a. Fixed points 19, 97 are roots of cx² + (d − a)x − b = 0, sum 116 = (a − d)/c = 2a/c, so a/c = 58. The excluded value from the range is −d/c... which equals a/c.

Hmm, but with d = −a, −d/c = a/c and the missing value is −a/c = −58.

**−58**""", False, "chat/sign-error-final")

add("h", 3224, "170", r"""Each person has the same degree $d$ with $1\le d\le4$. Counts: $d=1$: 15, $d=4$: 15, $d=2$: 70, $d=3$: 70.

Total: $15+15+70+70=170$

## Answer
170""", True, "markdown/heading-answer")
add("h", 3224, "170", r"""Degree 1: perfect matchings = 15. Degree 2: 2-regular graphs on 6 vertices = 70. By complement, degrees 3 and 4 give 70 and 15.

Total for degree 2 and 3 (the only 'interesting' cases): **140**""", False, "chat/partial-sum")

add("h", 1381, "171", r"""Scores: $a,b,91,94,94$ with total $450$, so $a+b=450-279$.

Antwort: **171**""", True, "multilingual/de-short", "de")
add("h", 1381, "171", r"""Sum = 450. 91 + 94 + 94 = 279 → a + b = 171. But the mode must be unique, so a ≠ b; the scores could be 85 and 86. The lowest score is therefore 85.

Answer: 85""", False, "chat/answers-different-quantity")

add("h", 14, r"24\text{ in}^{3}", r"""$(abc)^2=12\cdot8\cdot6=576$, so $abc=24$.

Volume = 24 cubic inches.""", True, "notation/unit-words")
add("h", 14, r"24\text{ in}^{3}", r"""ab·bc·ca = 12·8·6 = 576.

Volume: 576 in³""", False, "terse/forgot-sqrt")

add("h", 37, r"11\frac{1}{9} \%", r"""New price $0.9P$; need $\frac{P}{0.9P}-1=\frac19$.

So the increase must be $\frac{100}{9}\%$.""", True, "notation/improper-percent")
add("h", 37, r"11\frac{1}{9} \%", r"""Cut 10%, restore by 10%.

**10%**""", False, "terse/naive")
add("h", 37, r"11\frac{1}{9} \%", r"""Nuevo precio 0,9P. Para volver a P hay que multiplicar por 10/9, es decir, aumentar un 11,1̅ %.

Respuesta: 11,1̅ %""", True, "multilingual/es-overline-decimal", "es")

add("h", 40, r"22\frac {1}{2}^{\circ}", r"""Minute hand at $90^\circ$; hour hand at $60^\circ+7.5^\circ=67.5^\circ$.

Angle: $22.5^\circ$""", True, "notation/decimal-degrees")
add("h", 40, r"22\frac {1}{2}^{\circ}", r"""Hour hand at 2:15 is at 67.5°, minute hand at 90°.
Angle = 90 − 60 = 30°, ignoring the hour hand's drift (it's a standard approximation).

$\boxed{30^\circ}$""", False, "chat/ignores-drift")
add("h", 40, r"22\frac {1}{2}^{\circ}", r"""The hands are $67.5^\circ$ and $90^\circ$ from 12, so the angle is $\dfrac{\pi}{8}$ radians.""", True, "notation/radians-for-degrees")

add("h", 56, "C=10+3(P-1)", r"""First pound 10¢, each of the remaining $P-1$ pounds 3¢.

$$C = 3P + 7$$""", True, "notation/expanded-formula")
add("h", 56, "C=10+3(P-1)", r"""10 cents for the first pound plus 3 cents per pound:

C = 10 + 3P""", False, "terse/off-by-one-formula")

add("h", 62, r"13\frac{1}{3}\text{mph}", r"""Distance $d$ each way: time $\frac{d}{10}+\frac{d}{20}=\frac{3d}{20}$; average $=\frac{2d}{3d/20}=\frac{40}{3}$.

Average speed: $\frac{40}{3}$ mph""", True, "notation/improper-fraction-units")
add("h", 62, r"13\frac{1}{3}\text{mph}", r"""Average of 10 and 20 is 15. (The harmonic mean 40/3 would apply if the times were equal, which they aren't.)

**15 mph**""", False, "chat/wrong-mean")

add("h", 135, "(x^2-4x+8)(x^2+4x+8)", r"""$x^4+64=(x^2+8)^2-16x^2=(x^2+8-4x)(x^2+8+4x)$.

$\boxed{(x^2+4x+8)(x^2-4x+8)}$""", True, "notation/reordered-factors")
add("h", 135, "(x^2-4x+8)(x^2+4x+8)", r"""Sophie Germain: $x^4 + 4\cdot 2^4 = (x^2+2\cdot 2x+2\cdot 4)(x^2-2\cdot 2x+2\cdot 4)$... simplifying, I get

$(x^2+4x+4)(x^2-4x+4)$""", False, "chat/near-miss-constant")

add("h", 162, r"587\cdot10^{12}", r"""$5.87\times10^{12}\times 100 = 5.87\times 10^{14}$ miles.""", True, "notation/scientific")
add("h", 162, r"587\cdot10^{12}", r"""5,870,000,000,000 × 100 = 587,000,000,000,000 miles. In scientific notation that's 5.87 × 10¹² miles.""", False, "chat/correct-then-wrong-restatement")

# (row 171 dropped: stored gold -3 and 5 disagrees with the equation, whose roots are -5 and 3)

add("h", 185, r"1,8,\text{ and }49", r"""$\frac{K(K+1)}{2}=N^2$ with $N<100$: $K=1 (N=1)$, $K=8 (N=6)$, $K=49 (N=35)$. Next is $K=288$ with $N=204$.

$K\in\{1,8,49\}$""", True, "notation/set-membership")
add("h", 185, r"1,8,\text{ and }49", r"""Triangular squares: K = 1, 8, 49, 288, 1681, ...

Possible K: 1, 8, 49, 288""", False, "terse/ignores-constraint")

add("h", 191, r"\text{at least }3\text{ and no more than }35", r"""$\frac{3p+25}{2p-5}$ positive integer... $2p-5 \mid 85$ after scaling, giving $p\in\{3,5,15,35\}$. Among the choices, the correct characterization is

$3 \le p \le 35$""", True, "notation/inequality-for-words")
add("h", 191, r"\text{at least }3\text{ and no more than }35", r"""We need 2p − 5 > 0, i.e. p ≥ 3. For every such p... (not every value works, but the condition p ≥ 3 is necessary).

Answer: p is at least 3.""", False, "chat/necessary-not-sufficient")

add("h", 199, r"3,\,4", r"""Original: angles equal ⇒ isosceles.
- 1 (inverse): not implied.
- 2: unrelated.
- 3 (contrapositive): ✓
- 4: ✓ (restates the theorem)

Logically equivalent: **statements 3 and 4**.""", True, "markdown/bullets")
add("h", 199, r"3,\,4", r"""Inverse (1) and contrapositive (3) are both logically equivalent forms in everyday reasoning.

Answer: 1 and 3""", False, "chat/wrong-subset")

add("h", 224, r"\text{no values of }{k}", r"""Discriminant $k^2-4k^2=-3k^2<0$ for every $k\ne0$.

Hence there is **no real $k\neq0$** for which the roots are real.""", True, "chat/negated-existence")
add("h", 224, r"\text{no values of }{k}", r"""Discriminant: k² − 4k² = −3k². For real roots we need −3k² ≥ 0... this holds when |k| ≤ 2 if we use k² − 4·k instead.

Answer: −2 ≤ k ≤ 2, k ≠ 0""", False, "chat/wrong-interval")

add("h", 322, r"\text{I and II}", r"""Both $y>2x$ and $y>4-x$ force $y>\frac83>0$, so the region lies above the $x$-axis: quadrants **I and II** only.""", True, "chat/roman-numerals")
add("h", 322, r"\text{I and II}", r"""The region lies above both lines; since they intersect at (4/3, 8/3), which is in the first quadrant, the region is contained entirely in quadrant I.

**Quadrant I**""", False, "chat/subset-answer")
add("h", 322, r"\text{I and II}", r"""Regionen ligger ovanför x-axeln.

Svar: första och andra kvadranten""", True, "multilingual/sv-ordinal-words", "sv")

add("h", 365, r"\text{10 or 100, only}", r"""Take $\log_{10}$: $(\log x)^2=3\log x-2$, so $\log x\in\{1,2\}$.

$x\in\{10,100\}$""", True, "notation/set")
add("h", 365, r"\text{10 or 100, only}", r"""(log x)² − 3 log x + 2 = 0 → log x = 1 or 2 → x = 10 or 100. Also x = 1 works trivially since both sides... 1^0 = 1 and 1/100 ≠ 1, no. Hmm, and x = 1/10?

Solutions: 10, 100 and 1/10""", False, "chat/extra-element")

add("h", 368, r"-4\leq x\leq-1\text{ or }3\leq x\leq 6", r"""$2\le|x-1|\le5$: either $2\le x-1\le5$ or $-5\le x-1\le-2$.

$$x\in[-4,-1]\cup[3,6]$$""", True, "notation/interval-union")
add("h", 368, r"-4\leq x\leq-1\text{ or }3\leq x\leq 6", r"""|x − 1| ≤ 5 ⇒ −4 ≤ x ≤ 6.

So x ∈ [−4, 6].""", False, "terse/ignores-lower-bound")

add("h", 412, r"\text{a pair of straight lines}", r"""$x^2-4y^2=(x-2y)(x+2y)=0$, so the graph is the union of the lines $y=\frac{x}{2}$ and $y=-\frac{x}{2}$ — two intersecting straight lines.""", True, "chat/explicit-lines")
add("h", 412, r"\text{a pair of straight lines}", r"""The equation $x^2 - 4y^2 = c$ is the standard form of a hyperbola.

Answer: **a hyperbola**""", False, "chat/wrong-conic")

add("h", 441, r"\frac{1}{2}(n+2-ni)", r"""Pair terms in blocks of 4: each block contributes $-2-2i$; with the last term $(n+1)i^n = n+1$:

$s = 1+\dfrac{n}{2}-\dfrac{n}{2}\,i$""", True, "notation/expanded-complex")
add("h", 441, r"\frac{1}{2}(n+2-ni)", r"""s = (n + 2 + ni)/2""", False, "terse/conjugate")

add("h", 486, r"x\le-2 \text{ or } x\ge3", r"""Discriminant in $y$: $16x^2-16(x+6)\ge0 \iff x^2-x-6\ge0 \iff (x-3)(x+2)\ge0$.

$x \in (-\infty,-2]\cup[3,\infty)$""", True, "notation/interval-union")
add("h", 486, r"x\le-2 \text{ or } x\ge3", r"""(x − 3)(x + 2) ≥ 0 ⇒ −2 ≤ x ≤ 3.""", False, "terse/wrong-side")

add("h", 551, "x,z,y", r"""For $0.9<x<1$: $x<x^x$ and $x^{x^x}$ lies between: $x < x^{x^x} < x^x$.

Increasing order: $x,\ x^{x^x},\ x^x$""", True, "notation/expression-order")
add("h", 551, "x,z,y", r"""Since x < 1, raising to powers... x < x^x < x^{x^x}.

Order: x, y, z""", False, "terse/wrong-order")
# (row 647 dropped: its stored gold 1+i\sqrt{3} disagrees with the stated problem, whose value is -1)

add("h", 740, r"\text{her son}", r"""Trying each person as the worst player, only the case where the worst player is the woman's daughter... no: if the worst is the brother, his twin is the woman, etc. The consistent assignment makes the **son** the best player.""", True, "chat/bold-word")
add("h", 740, r"\text{her son}", r"""Checking cases, the worst player must be the brother (twin of the woman), so the best player is the woman's daughter.

Answer: her daughter""", False, "chat/wrong-person")

add("h", 899, r"\text{infinitely many}", r"""With legs $a,b$: $ab/2=a+b+\sqrt{a^2+b^2}$ has a solution for every $a>4$ (solve for $b$), and these triangles are non-congruent.

Number of triangles: $\infty$""", True, "notation/infinity-symbol")
add("h", 899, r"\text{infinitely many}", r"""Integer solutions: (6,8,10) and (5,12,13) — perimeter = area in both.

So there are exactly **2** such triangles.""", False, "chat/restricts-to-integers")

add("h", 1031, r"\text{4:40 a.m.}", r"""1000 min = 16 h 40 min. Noon + 16:40 = 04:40 the next day.""", True, "notation/24-hour-clock")
add("h", 1031, r"\text{4:40 a.m.}", r"""1000 minutes is 16 hours 40 minutes, so the contest ended at 4:40 p.m.""", False, "terse/am-pm-swap")

add("h", 1102, r"79\text{ dollars}", r"""3p + 3 = 240 ⇒ p = 79.

The regular price of one tire is **$79**.""", True, "notation/dollar-sign")
add("h", 1102, r"79\text{ dollars}", r"""3p + 3 = 240 ⇒ 3p = 237.

Sam paid $237 for the three full-price tires.""", False, "chat/answers-different-quantity")

add("h", 1119, r"-1<c<\frac{3}{2}", r"""$x=\frac{5}{1+c}$, $y=\frac{3-2c}{1+c}$. Both positive iff $c>-1$ and $c<\frac32$.

$c\in(-1,\,1.5)$""", True, "notation/interval-decimal")
add("h", 1119, r"-1<c<\frac{3}{2}", r"""x = 5/(1+c) > 0 ⇔ c > −1. So the condition is **c > −1**.""", False, "terse/missing-bound")

# =====================================================================================
# HARP multiple choice (gold = `answer_choice`)
# =====================================================================================
add("m", 14, "E", r"""$[(a+3b)(a-3b)]^4=(a^2-9b^2)^4$ has $5$ terms.

The answer is (E).""", True, "mcq/letter-sentence")
add("m", 14, "E", r"""$(a^2-9b^2)^4$ expands into 5 terms.

$\boxed{\textbf{(B)}}$""", False, "mcq/wrong-letter-right-value")
add("m", 107, "A", r"""Differences 4, 6, 8, 10 → quadratic; $y=x^2+x+1$ fits all five points.

**A** — $y = x^2 + x + 1$""", True, "mcq/letter-and-value")
add("m", 237, "C", r"""$\triangle ABC$ is equilateral with side 10, so arc $AB$ subtends $60^\circ$ at $C$... the requested measure is half of that.

$\boxed{\textbf{(C)}\ 30}$""", True, "mcq/boxed-textbf")
add("m", 237, "C", r"""The arc AB subtends 60° at the center C.

$\boxed{\text{(A) } 60}$""", False, "mcq/wrong-letter")
add("m", 424, "E", r"""Each part of $C$ is complementary to a base angle: $C_1=90-A$, $C_2=90-B$, so $C_1-C_2=B-A$.

Answer: E""", True, "mcq/bare-letter")
add("m", 424, "E", r"""$C_1 = 90^\circ - A$ and $C_2 = 90^\circ - B$, so $C_1 - C_2 = A - B$ — hmm, sign: $(90-A)-(90-B) = B - A$. The choice written as $C_1 - C_2 = A - B$ is option A.

**Answer: A**""", False, "mcq/wrong-letter-after-correct-derivation")
add("m", 589, "B", r"""$|x^2-4|=|x-2||x+2|<0.01\cdot 4.01=0.0401$.

Choice **(B)**""", True, "mcq/bold-parenthesized")
add("m", 589, "B", r"""|x − 2| < 0.01 ⇒ |x + 2| < 4.01 ⇒ |x² − 4| < 0.0401. Rounding the bound, 0.0399 would not suffice; choose the next one up.

Answer: (C)""", False, "mcq/wrong-letter")
add("m", 835, "D", r"""Relative speed 14 ft/s; they meet every $\frac{L}{14}$ s and return to A together after $L/\gcd$... counting distinct meeting points gives 13 meetings excluding start and finish.

Answer: D""", True, "mcq/bare-letter")
add("m", 835, "D", r"""They meet 14 times per lap of the faster... excluding the start and the end, that's 13 or 12 depending on convention.

Final: D or E""", False, "mcq/hedge-two-letters")
add("m", 927, "C", '{"reasoning": "Need two numbers summing to the third: (1,1,2),(1,2,3),... 24 ordered outcomes out of 216 = 1/9.", "choice": "C"}', True, "agent/json-choice")
add("m", 1083, "E", r"""The square's fourth vertex is $-(-2+i)$ reflected... $(1+2i)+(-1-2i)-(-2+i)=2-i$.

(E) $2-i$""", True, "mcq/letter-and-value")
add("m", 1083, "E", r"""Fourth vertex = (1+2i) + (−1−2i) − (−2+i) = 2 − i. Its conjugate 2 + i is option C.

**(C)**""", False, "mcq/wrong-letter")
add("m", 1136, "E", r"""The pattern of columns repeats every 8 numbers; 1985 is the 993rd odd number, $993 \equiv 1 \pmod 8$, so it lands in the second column.

answer: (e)""", True, "mcq/lowercase-letter")
add("m", 1284, "A", r"""$60\cdot512=30720$ chunks at $120$ per second is $256$ s $\approx 4$ minutes.

<answer>A</answer>""", True, "mcq/xml-letter")
add("m", 1307, "E", r"""0.2 + 0.04 + 0.006 = 0.246 → choice E. Hmm, but maybe I misread the denominators: 2/100 + 4/1000 + 6/10000 = 0.0246.

Answer: (C) .0246""", False, "mcq/misread-wrong-letter")
add("m", 1491, "B", r"""Products: $1\cdot36=36$, $\frac12\cdot(-72)=-36$, $(-3)(-12)=36$, $\frac32\cdot24=36$, $(-4)(-9)=36$.

The pair that does **not** give 36 is choice **B**.""", True, "mcq/bold-letter-sentence")
add("m", 2040, "A", r"""能被2整除的有50个，其中能被6整除的有16个，所以 $50-16=34$，概率为 $\frac{34}{100}=\frac{17}{50}$。

答案：A""", True, "mcq/zh-letter", "zh")
add("m", 2092, "B", r"""Five consecutive odd numbers always include a multiple of 3 and of 5, and nothing more is guaranteed.

$\boxed{B}$""", True, "mcq/boxed-letter")
add("m", 2092, "B", r"""It contains a multiple of 3, 5, and among five consecutive odd numbers often a multiple of 11 too.

$\boxed{A}$""", False, "mcq/wrong-letter")
add("m", 2937, "E", r"""Green–green: $\frac12\cdot\frac14=\frac18$; red–red: $\frac12\cdot\frac12=\frac14$. Total $\frac38$.

Looking at the options, $\frac38$ is... I'll say **(C)**.""", False, "mcq/wrong-letter-right-value")
add("m", 3343, "E", r"""$0.000315\times7{,}928{,}564\approx 0.0003\times 8\times 10^{6}=2400$.

**Answer: E**""", True, "mcq/bold-letter")

# =====================================================================================
# MATH-Perturb (gold = `answer`, kept with its stored JSON type: int, float or str)
# =====================================================================================
add("ph", 3, "0 or 4", r"""Setting $x^2+2x+7=bx+6$: $x^2+(2-b)x+1=0$, discriminant $(2-b)^2-4=0$, so $b-2=\pm2$.

$b\in\{0,\,4\}$""", True, "notation/set-for-or")
add("ph", 3, "0 or 4", r"""Discriminant zero: (2 − b)² = 4 → b = 0 or b = 4. Since the line must have nonzero slope to be a proper 'line', b = 4.

**b = 4**""", False, "chat/drops-one-value")
add("ph", 4, r"11\sqrt{3}/2", r"""Extend the sides to an equilateral triangle of side $1+2+3=6$ and remove three small triangles of sides $1$, $3$, $2$... wait, sides $1,3,2$? The cut-off corners have sides $1$, $3$ and $2$:

$\frac{\sqrt3}{4}(36-1-9-4)=\frac{22\sqrt3}{4}=\dfrac{11\sqrt3}{2}$""", True, "notation/latex-frac-vs-slash")
add("ph", 4, r"11\sqrt{3}/2", r"""Big triangle side 6: area 9√3. Remove corners with sides 1, 3, 2: (√3/4)(1+9+4) = 14√3/4.

Area = 9√3 − 3.5√3 = 5.5√3 … hmm, I'll report the area of the big triangle minus one corner only:

**(35/4)√3**""", False, "chat/mentions-gold-then-wrong")
add("ph", 8, "571052", r"""By AM-GM on each factor... the minimum is $\frac{a\sqrt b}{c}$ and $a+b+c = 571052$.

```
FINAL ANSWER: 571,052
```""", True, "notation/comma-thousands-codeblock")
add("ph", 8, "571052", r"""Minimum value at x = y = z = 1/3: (1/81 + 1)³ · 27 = 27·(82/81)³ = 82³/3⁹... = 551368/19683.

So a + b + c = 551368 + 1 + 19683""", False, "truncated/mid-sum")
add("ph", 10, "72.8", r"""Perimeter error 20% ⇒ radius error 20%. $V\propto r^2h$: $(1.2)^2(1.2)=1.728$.

Largest possible error: **72.8 percent**.""", True, "chat/percent-word")
add("ph", 10, "72.8", r"""Errors add in the exponents: 2·20% + 20% = 60%.

Answer: 60""", False, "terse/linearized-error")
add("ph", 15, "5^{2/3}", r"""Let $\lfloor x\rfloor=2$: $\lfloor x^3\rfloor = 25$, so $x^3\ge25$, $x\ge\sqrt[3]{25}$.

Smallest solution: $x=\sqrt[3]{25}$""", True, "notation/cube-root")
add("ph", 15, "5^{2/3}", r"""With ⌊x⌋ = 2 we need ⌊x³⌋ = 25, i.e. x ≥ 25^{1/3} = 5^{2/3}. But for x slightly below 3 we get ⌊x³⌋ = 26, and I think the problem intends the next integer, so the smallest solution is x = 26^{1/3}.

**x = ∛26**""", False, "chat/retracts-correct-value")
add("ph", 21, r"\emptyset", r"""Expanding, $jx^3-2x^2+3x-8=0$ would need to equal $j(x-r)^3$. Matching coefficients: $3jr=2$, $3jr^2=3$, $jr^3=8$. From the first two $r=\frac32$, $j=\frac49$, but then $jr^3=\frac32\neq 8$.

So no such $j$ exists.""", True, "chat/no-solution-sentence")
add("ph", 21, r"\emptyset", r"""From $3jr = 2$ and $3jr^2=3$: $r = 3/2$, $j = 4/9$.

$j=\boxed{\tfrac{4}{9}}$""", False, "chat/skips-consistency-check")
add("ph", 24, r"2\times(2^n-2)/3+1", r"""Pattern for odd $n$: $n=1$ gives $1$, $n=3$ gives $5$, $n=5$ gives $21$.

Number of nonzero coefficients $=\dfrac{2^{n+1}-1}{3}$""", True, "notation/algebraically-equivalent")
add("ph", 24, r"2\times(2^n-2)/3+1", r"""n = 1: 1 coefficient; n = 3: 5; n = 5: 21. I'll fit (2^n + 1)/3: n=1 → 1 ✓, n=3 → 3 ✗... 

Answer: (2^n + 1)/3""", False, "chat/misfit-formula")
add("ph", 28, "(2^6) *( 3^4) * (5^2)", r"""We need $d(N)-2=103$, so $d(N)=105=3\cdot5\cdot7$. Smallest: $N=2^6\cdot3^4\cdot5^2$.

$N = 129600$""", True, "notation/evaluated-product")
add("ph", 28, "(2^6) *( 3^4) * (5^2)", r"""d(N) = 105 = 7·5·3 → exponents 6, 4, 2. Assigning the largest exponent to the smallest prime: 2^6·3^4·5^2. Hmm, but we need 103 values for Y *plus* the two excluded, so d(N) = 105... or 106? 106 = 2·53 → 2^52·3.

Let me go with d(N) = 106: **N = 3·2^52**""", False, "chat/retracts-correct-value")
add("ph", 33, "-1", r"""Roots of $f$ must satisfy $|z|=1$-type constraints; the only consistent choice is $z^2+1=0$.

$$z^2=-1$$""", True, "chat/equation-form")
add("ph", 33, "-1", r"""f(x) = (x² + 1)^n, so the roots are z = ±i.

**z = ±i**""", False, "chat/answers-z-not-z-squared")
add("ph", 55, r"\infty", r"""$4n+3>25 \Rightarrow n>5.5$ and $-7n+5<24 \Rightarrow n>-\frac{19}{7}$. Both hold for every integer $n\ge6$.

There are infinitely many such integers.""", True, "chat/infinitely-many-words")
add("ph", 55, r"\infty", r"""n > 5.5 and n < 19/7 ... so no overlap? 5.5 > 2.71. Hmm, −7n < 19 → n > −19/7. So n ≥ 6 works; but counting integers in the intersection between 5.5 and ... I'll bound n ≤ 8 from the original version of this problem.

Count: 3""", False, "chat/confuses-with-original")
add("ph", 57, "[3,5.399]", r"""$\frac{2x}{\sin x}$ is even-like and increasing in $|x|$; its infimum near $0$ is $2$, its max at $x=2$ is $\frac{4}{\sin2}\approx4.399$.

Range: $[3,\ 5.399]$""", True, "notation/interval-spacing")
add("ph", 57, "[3,5.399]", r"""Max at x = 2: 4/sin 2 + 1 ≈ 5.3990. Min (limit at 0): 3.

Range ≈ [3, 5.4]""", False, "terse/wrong-rounding")
add("ph", 65, r"30^\circ", r"""$\frac{\sin50^\circ}{\cos50^\circ}=\tan50^\circ$, so $x-160^\circ=50^\circ+180^\circ k$; smallest positive $x=30$.

**x = 30**""", True, "notation/no-degree-symbol")
add("ph", 65, r"30^\circ", r"""tan(x − 160°) = tan 50°, so x = 210° + 180°k. Smallest positive: 210° − 180° = 30°. But x must exceed 160° for the angle x − 160° to be positive, so x = 210°.

$\boxed{210^\circ}$""", False, "chat/extra-constraint")
add("ph", 75, r"3,\!889,\!620", r"""Host team: $\binom{7}{3}\cdot3$; other teams: $\binom72^3$; times 4 hosts.

$4\cdot105\cdot9261 = 3889620$""", True, "notation/plain-digits")
add("ph", 75, r"3,\!889,\!620", r"""4 × 105 × 9261 = 3,889,260""", False, "terse/digit-transposition")
add("ph", 93, "A, D, F, G", r"""- A ✓ (strictly decreasing)
- B ✗
- C ✗
- D ✓
- E ✗
- F ✓
- G ✓
- H ✗

Letters: G, F, D, A""", True, "notation/reordered-letters")
add("ph", 93, "A, D, F, G", r"""A: decreasing ✓. D: increasing on [0,∞) ✓. G: ✓. F: $f(x)=\frac{x}{2}$ on... wait F is $x^2$ on $[-1,1]$? Not injective. ✗

Answer: A, D, G""", False, "chat/missing-item")
add("ph", 96, "10 or 20", r"""$xy=-100$ and $4x=2y-60$... two solution pairs give larger numbers $20$ and $10$.

The larger number is $20$ or $10$.""", True, "notation/reordered-or")
add("ph", 96, "10 or 20", r"""Solutions: (−5, 20) and (−10, 10). Taking the first pair, the larger number is 20.

**20**""", False, "chat/picks-one-of-two")
add("ph", 98, "7/197", r"""Clever integers: even, 22…1198, digit product 0 → 197 of them; divisible by 27 (i.e. by 54): 7.

$\dfrac{7}{197}$""", True, "notation/dfrac-for-slash")
add("ph", 98, "7/197", r"""I count 198 clever integers (including 1200? no, < 1200...). Keeping 198:

Fraction = 7/198""", False, "chat/off-by-one-denominator")

add("ph", 112, r"( -\infty, -4 ] \cup ( 0 , \infty )", r"""$x^2+x=(x+\tfrac12)^2-\tfrac14$ takes every value in $[-\tfrac14,0)\cup(0,\infty)$.

Reciprocal: $f(x)\le-4$ or $f(x)>0$.""", True, "notation/inequalities-for-intervals")
add("ph", 112, r"( -\infty, -4 ] \cup ( 0 , \infty )", r"""x² + x ≥ −1/4 and ≠ 0, so 1/(x²+x) ∈ (−∞, −4) ∪ (0, ∞).""", False, "terse/open-endpoint")
add("ph", 117, r"\frac{385}{512}", harmony(r"""The bucket keeps (3/4)^? per mile... compute: after 10 miles total the fraction remaining is 385/512. 385/512 = 0.751953125.""",
r"""Fraction remaining: **0.751953125**"""), True, "special-tokens/gpt-oss-exact-decimal")
add("ph", 117, r"\frac{385}{512}", harmony(r"""Remaining gallons computed step by step: 385/512 of ... hmm but question asks how many gallons; times 10? Let me present gallons.""",
r"""Sam arrives home with $\frac{3850}{512}\approx 7.52$ gallons."""), False, "special-tokens/gpt-oss-different-quantity")
add("ph", 123, r"\frac{3}{4} + i", r"""Write $z=a+i$ (imaginary part must be 1). Then $a+\sqrt{a^2+1}=2 \Rightarrow a=\frac34$.

$z = 0.75 + i$""", True, "notation/decimal-complex")
add("ph", 123, r"\frac{3}{4} + i", r"""z = a + bi with b = 1... so a + √(a² + 1) = 2 ⇒ a = 3/4.

z = 3/4 − i""", False, "terse/conjugate")
add("ph", 124, "B", r"""Net flow is $-5$ mL/min from a full bath, so the volume decreases linearly until empty and then stays at zero.

That's graph **(B)**.""", True, "chat/graph-letter")
add("ph", 124, "B", r"""Net −5 mL/min: linear decrease to zero. Graph B shows that shape but never levels off; graph D shows the decrease followed by a flat line at 0, which is what really happens.

**Answer: D**""", False, "chat/wrong-graph-letter")
add("ph", 135, "Hardy", r"""Ramanujan's number: $\frac{4-3i}{5+12i}=\frac{-16-63i}{169}$, real part $-\frac{16}{169}$; Hardy's real part is $5$.

**Hardy wins.**""", True, "chat/name-sentence")
add("ph", 135, "Hardy", r"""ラマヌジャンの数は $\frac{4-3i}{5+12i}=\frac{-16-63i}{169}$ で、実部は負です。

よって勝つのは**ハーディ**です。""", True, "multilingual/ja-katakana-name", "ja")
add("ph", 135, "Hardy", r"""Ramanujan's number is (4 − 3i)(5 + 12i) = 56 + 33i, real part 56 > 5.

Ramanujan wins.""", False, "chat/multiplied-instead-of-divided")
add("ph", 139, "1.5", r"""Each same-major pair is adjacent with probability $\frac{2}{8}=\frac14$. Number of same-major pairs: $1+3+1+1=6$.

$E=6\cdot\frac14=\frac32$""", True, "notation/fraction-for-decimal")
add("ph", 139, "1.5", r"""Pairs: math 1, physics 3, chem 1, bio 1 = 6 pairs; P(adjacent) = 2/9 for a round table of 9? → 6·2/9 = 4/3.

Hmm, for a round table, P = 2/8, giving 1.5. I'll stick with the first computation since there are 9 seats.

E = 4/3""", False, "chat/rejects-correct-value")
add("ph", 144, r"\begin{pmatrix} 4/9 \\ -1/9 \\ -8/9 \end{pmatrix}", r"""$\mathbf{b}-\mathbf{a}=(-16,4,32)$, which has length $36$, so the unit direction (pointing from $\mathbf a$ to $\mathbf b$)... by the orientation condition in the problem,

$\mathbf d = \left(\tfrac49,\ -\tfrac19,\ -\tfrac89\right)$""", True, "notation/tuple-for-pmatrix")
add("ph", 144, r"\begin{pmatrix} 4/9 \\ -1/9 \\ -8/9 \end{pmatrix}", r"""Direction of the line: $\mathbf b-\mathbf a = (-16,4,32)$.

$\mathbf d = \begin{pmatrix}-16\\4\\32\end{pmatrix}$""", False, "chat/unnormalized-vector")
add("ph", 146, r"(-\infty, 0) \cup (0, \infty)", r"""The denominator vanishes only at $t=0$ (checking: $(0-1)^5+(0+1)^2=0$), and it's nonzero elsewhere.

Domain: $\mathbb{R}\setminus\{0\}$""", True, "notation/set-minus")
add("ph", 146, r"(-\infty, 0) \cup (0, \infty)", r"""(t − 1)^5 + (t + 1)^2 = 0 at t = 0 (−1 + 1 = 0), and by a sign check there's a second real root near t ≈ −1.6... I'm not sure. Excluding only t = 0 for now, but there's probably another. 

Domain: all real t except t = 0 and t ≈ −1.6""", False, "chat/extra-exclusion")
add("ph", 197, "y=-3x-3", r"""The reflection line has direction $(9,3)\propto(3,1)$... reflecting $(-2,3)$ gives $(0.2,-3.6)$. The line through $(-2,3)$ and $(0.2,-3.6)$ has slope $-3$:

$3x + y + 3 = 0$""", True, "notation/standard-form-line")
add("ph", 197, "y=-3x-3", r"""Slope −3 through (−2, 3): y − 3 = −3(x + 2) → y = −3x − 3. Hmm, let me double check the sign: y = −3x − 6 + 3 = −3x − 3. But the problem wants the line through the image point too, which I computed as (0.2, −3.6): −3(0.2) − 3 = −3.6 ✓.

Simplifying for the final form: **y = −3x + 3**""", False, "chat/sign-flip-at-end")
add("ph", 209, "NaN", code("python", r"""f = {1: 3, 2: 13, 3: 8, 5: 1, 8: 0, 13: 5}
inv = {v: k for k, v in f.items()}
try:
    print(inv[(inv[5] + inv[13]) / f[8]])
except ZeroDivisionError:
    print("NaN")""") + "\n\n```\nNaN\n```", True, "agent/python-exception-nan")
add("ph", 209, "NaN", r"""$f^{-1}(5)=13$, $f^{-1}(13)=2$, and $f(8)=0$, so the argument is $\frac{15}{0}$, undefined. Treating it as the original problem's $f(1)=3$ instead... $\frac{15}{3}=5$, $f^{-1}(5)=13$.

$\boxed{13}$""", False, "chat/substitutes-original")
add("ph", 237, "100! + 101", r"""$f(x)-x = (x-1)(x-2)\cdots(x-100)$, so $f(101) = 101 + 100!$.""", True, "notation/commuted-sum")
add("ph", 237, "100! + 101", r"""f(x) − x has roots 1..100 and degree 100, so f(x) − x = c(x−1)⋯(x−100). Since f is monic and f(x) − x is... the leading coefficient could be 0 if x is absorbed; taking f(x) = x:

f(101) = 101""", False, "chat/ignores-monic")
add("ph", 265, "167/2", r"""$w^4+z^4=(w^2+z^2)^2-2(wz)^2$ with $wz=\frac{(w+z)^2-(w^2+z^2)}{2}$ … minimizing gives $|w^4+z^4|=83.5$.""", True, "notation/decimal-for-fraction")
add("ph", 265, "167/2", r"""With w + z = 1, w² + z² = 14: wz = (1 − 14)/2 = −13/2, so w⁴ + z⁴ = 196 − 2·(169/4) = 196 − 84.5 = 111.5.

Smallest possible |w⁴ + z⁴| = 223/2""", False, "chat/fixes-phase-wrongly")
add("ph", 277, r"\pm 1", r"""$(x+m)^2+\frac1{12}=x^2+2mx+m^2+\frac1{12}$, so $m^2=\frac14$ and $b=2m$.

So $b=1$ or $b=-1$.""", True, "notation/or-for-pm")
add("ph", 277, r"\pm 1", r"""m² = 1/3 − 1/12 = 1/4 → m = 1/2 (taking the positive root) → b = 2m = 1.

**b = 1**""", False, "chat/drops-negative")
add("ps", 7, "16.5", r"""$f(-3)=7$, $f(3)=-14$, so $f(a)=7$: $a^2-2=7\Rightarrow a=-3$, or $2a-20=7\Rightarrow a=13.5$.

Positive difference: $\frac{33}{2}$""", True, "notation/fraction-for-decimal")
add("ps", 7, "16.5", r"""a = −3 or a = 13.5, difference 16.5 — but a must be an integer in this function's context, so a = 13 and the difference is 16.

Answer: 16""", False, "chat/integer-rounding")
add("ps", 17, r"18\pi", r"""$(x-3)^2+(y-7)^2=36$, radius 6, centered on the line $y=7$. Half the disk lies below the line: $\frac12\cdot36\pi$.

Area = 18π""", True, "notation/unicode-pi")
add("ps", 17, r"18\pi", r"""(x − 3)² + (y − 7)² = 36 → radius 6, area 36π.

**36π**""", False, "terse/whole-circle")
add("ps", 22, "0.25", r"""Substituting $y=x^2+2ax+b$, ... the valid pairs are $(a,b)$ with $a_1+b_1+a_2+b_2 = \frac14$.

$\boxed{\frac{1}{4}}$""", True, "notation/fraction-for-decimal")
add("ps", 22, "0.25", r"""Pairs found: (a,b) = (0,0)... and (1/2, −1/4)? Sum = 1/2 − 1/4 = 1/4. But (0,0) gives p(x) = x⁴ which has a quadruple root, not "exactly one real root" in the counting-with-multiplicity sense, and I also missed (1/4, 0)... adding it:

Sum = 1/2""", False, "chat/adds-spurious-pair")
add("ps", 53, r"9/\sqrt{5}", r"""Distance $=\frac{|2\cdot6-0-3|}{\sqrt5}=\frac{9}{\sqrt5}$, in simplest radical form:

$\dfrac{9\sqrt{5}}{5}$""", True, "notation/rationalized")
add("ps", 53, r"9/\sqrt{5}", r"""|2·6 − 0 − 3| / √(2² + 1²) = 9/√5. Numerically ≈ 4.02.

Hmm, I think I should use the squared norm: 9/5.

**9/5**""", False, "chat/retracts-correct-value")
add("ps", 56, "-m-2", r"""$\frac{(2-m)-(2m+8)}{3}=\frac{-3m-6}{3}=-(m+2)$""", True, "notation/factored-negation")
add("ps", 56, "-m-2", r"""(2 − m − 2m + 8)/3 = (10 − 3m)/3

Answer: 10/3 − m""", False, "terse/sign-distribution-error")
add("ps", 57, "[2,10]", r"""On $[-1,2]$: minimum at $x=0$ is $2$, maximum at $x=2$ is $10$.

$2 \le j(x) \le 10$""", True, "notation/inequality-for-interval")
add("ps", 57, "[2,10]", r"""j(−1) = 4 and j(2) = 10, so the range is [4, 10].""", False, "terse/endpoint-only-check")
add("ps", 65, r"40^\circ", r"""$\frac{\cos50^\circ}{1-\sin50^\circ}=\tan70^\circ$, so $x-150^\circ = 70^\circ-180^\circ$, giving $x=40$.

x = 40 degrees""", True, "notation/degrees-word")
add("ps", 65, r"40^\circ", r"""tan(x − 150°) = tan 70° ⇒ x = 220° + 180°k; smallest positive is 220° − 180° = 40°. But we need x − 150° to be in (−90°, 90°), so x = 220°.

$\boxed{220}$""", False, "chat/extra-constraint")
add("ps", 75, r"270,\!000", r"""Host: $\binom63=20$; others: $\binom62^3=3375$; four possible hosts.

$4\times20\times3375=2.7\times10^5$""", True, "notation/scientific")
add("ps", 75, r"270,\!000", r"""Each tournament with a fixed host: 20 · 15³ = 67,500 committees.

**67,500**""", False, "chat/forgets-host-factor")

# =====================================================================================
# Putnam (gold = `answer_text`, the free-form sentence as stored)
# =====================================================================================
add("u", 1, r"n(n+1)2^{n-2}", r"""Differentiate $(1+x)^n$ twice in the form $x\frac{d}{dx}\left(x\frac{d}{dx}\right)$ and set $x=1$:

$$\sum_{k=1}^n\binom nk k^2 = 2^{n-2}\,(n^2+n).$$""", True, "notation/expanded-factor")
add("u", 1, r"n(n+1)2^{n-2}", r"""$\sum k\binom nk = n2^{n-1}$ and $\sum k(k-1)\binom nk = n(n-1)2^{n-2}$.

Therefore the sum equals $\boxed{n(n-1)2^{n-2}}$.""", False, "chat/intermediate-as-final")
add("u", 1, r"n(n+1)2^{n-2}", r1(r"""S = sum k^2 C(n,k) = n(n-1)2^{n-2} + n 2^{n-1} = n 2^{n-2}(n - 1 + 2) = n(n+1)2^{n-2}.""",
r"""A soma vale $n(n+1)\,2^{n-2}$."""), True, "special-tokens/deepseek-r1-pt", "pt")
add("u", 3, "a=2", r"""The polynomial $x^2-x+a$ must divide $x^{13}+x+90$; plugging $x=0,1$ gives $a\mid 90$ and $a\mid 92$, so $a\mid2$. $a=1$ fails, $a=2$ works.

**$a = 2$**""", True, "chat/bold-equation")
add("u", 3, "a=2", r"""a | 90 and a | 92 ⇒ a ∈ {1, 2} (also −1, −2). Both a = 1 and a = 2 seem consistent with these tests.

Answer: a = 1 or a = 2""", False, "chat/hedge-two-values")
add("u", 7, "n^2 - n + 2", r"""Each new circle meets each old circle in 2 points, adding $2(k-1)$ regions.

Number of regions: $n^{2}-n+2$""", True, "chat/exact-expression")
add("u", 7, "n^2 - n + 2", r"""R(1) = 2, R(n) = R(n−1) + 2(n−1) → R(n) = n² − n + 2. For lines instead of circles we'd get (n² + n + 2)/2.

**Answer: (n² + n + 2)/2**""", False, "chat/wrong-formula-final")
add("u", 8, r"\frac{\pi}{15}", r"""Solving the angle conditions gives $15\,\angle CAB = 180^\circ$.

∠CAB = 12°""", True, "notation/degrees-for-radians")
add("u", 8, r"\frac{\pi}{15}", r"""The configuration forces $5\angle CAB = \pi$.

$\angle CAB = \dfrac{\pi}{5}$""", False, "chat/near-miss-angle")
add("u", 9, "2^{n-1}", r"""Each of the numbers $2,\dots,n$ can be placed either at the left end or at the right end of the current block: 

There are $2^{\,n-1}$ orderings.""", True, "chat/sentence-expression")
add("u", 9, "2^{n-1}", r"""Each number after the first is placed left or right: 2 choices, n numbers → 2^n orderings.""", False, "terse/off-by-one-exponent")
add("u", 10, r"\frac{1}{2}", r"""By symmetry / the law of large numbers the integral concentrates at $\frac{x_1+\dots+x_n}{n}\to\frac12$, and $\cos^2\frac{\pi}{4}=\frac12$.

Limit = 0.5""", True, "notation/decimal")
add("u", 10, r"\frac{1}{2}", r"""The average tends to 1/2, so the integrand tends to cos²(π/4)... I mistakenly took cos(π/4) = √2/2 as the value.

Limit: √2/2""", False, "chat/forgot-square")
add("u", 12, "is $5$", r"""$a=5$ works with $5x^2-5x+1$ (roots $\frac{5\pm\sqrt5}{10}\in(0,1)$), and a discriminant/AM-GM argument rules out $a\le4$.

Minimum $a$: 5""", True, "chat/short-label")
add("u", 12, "is $5$", r"""We need $b^2>4ac$ with $f(0)=c\ge1$, $f(1)=a-b+c\ge1$ … for $a=4$: $4x^2-4x+1=(2x-1)^2$ has a double root at $\frac12$ — does a double root count as two roots? If yes, $a=4$.

I'll say the minimum is $4$.""", False, "chat/hedge-then-wrong")
add("u", 13, "eight", r"""Checking all candidate 4-tuples up to the symmetry, the maximum number is 8.""", True, "notation/digit-for-word")
add("u", 13, "eight", r"""There are eight candidate tuples, but two of them coincide after reordering, so the maximum number of distinct 4-tuples is **six**.""", False, "chat/mentions-gold-then-lower")
add("u", 14, "supremum is $8$", r"""For $\deg f=2$ with $|f(x)|\le1$ on $[0,1]$, Chebyshev gives $|f'(0)|\le 8$, with equality for $f(x)=8x^2-8x+1$.

$\sup |f'(0)| = 8$""", True, "chat/sup-notation")
add("u", 14, "supremum is $8$", r"""Chebyshev: T₂(2x−1) = 8x² − 8x + 1 has f′(0) = −8. Hmm, so |f′(0)| ≤ 8. But the problem asks for f′(0) itself (signed), whose supremum is attained by −T₂... which gives +8? or is it 4 from the linear case? Linear f(x) = 2x − 1 gives f′(0) = 2.

Final: sup = 4""", False, "chat/confused-final")
add("u", 20, "38^2 = 1444", r"""Squares ending in three equal nonzero digits: the repeated digit must be 4, e.g. $38^2=1444$; four equal final digits is impossible mod 16.

- Maximum length: **3**
- Smallest such square: **1444**""", True, "markdown/two-part-bullets")
add("u", 20, "38^2 = 1444", r"""The repeated digit must be 4. Examples: 12² = 144, 38² = 1444. Can we get 4444? 4444 ≡ 12 (mod 16), not a square residue.

Maximum length: 2 (since 144 ends in "44"), smallest square 144.""", False, "chat/wrong-length")
add("u", 21, r"e^{2 \log(5) - 4 + 2 arctan(2)}", r"""Simplifying the integral and exponentiating,

$$\lim = 25\,e^{2\arctan 2-4}.$$""", True, "notation/simplified-exponential")
add("u", 21, r"e^{2 \log(5) - 4 + 2 arctan(2)}", r"""log L = ∫₀² log(1+x²) dx = 2 log 5 − 4 + 2 arctan 2.

So the limit is 2 log 5 − 4 + 2 arctan 2 ≈ 1.433.""", False, "chat/forgot-exponentiate")
add("u", 23, "$a = 11$ and $b = 8$", r"""Testing small values against the condition that the two primes are $\dots$, the unique solution is

$(a,b)=(11,8)$""", True, "notation/ordered-pair")
add("u", 23, "$a = 11$ and $b = 8$", r"""The conditions give {a, b} = {8, 11} and with a < b:

a = 8, b = 11""", False, "chat/swapped-pair")
add("u", 28, "solution is 3", r"""$f(0)=0$ and $f(1)=0$; also $f(4)=-1<0<f(5)=6$, so there is a root in $(4,5)$. Since $f'''(x)=(\ln2)^3 2^x>0$, $f$ has at most three zeros.

Answer: three""", True, "notation/word-for-digit")
add("u", 30, "answer is 11", r"""Take all even numbers $2,4,\dots,16$ (8 of them) plus $3, 9, 15$: no three pairwise coprime. Partitioning $\{1,\dots,16\}$ into 5 pairwise-coprime triples plus one leftover shows 12 is impossible... wait, checking $n=11$ again: yes, the construction above has 11 elements.

Answer: 11""", True, "chat/self-check-same-answer")
add("u", 30, "answer is 11", r"""Evens 2..16 give 8 elements; adding 3 and 9 gives 10. Adding 15 as well creates the triple (… ) hmm, I'm not sure 15 is safe, so I'll stop at 10.

**10**""", False, "chat/guess-different")
add("u", 33, "answer is 25", r"""<think>
n = 10^6 = 2^6 5^6. A monic f of degree k with n | f(x) for all x exists iff n | k!. v5(k!) >= 6 first at k = 25 (v5 = 6), and v2(25!) = 22 >= 6. So k(10^6) = 25.
</think>
**25**""", True, "reasoning/think-bold")
add("u", 33, "answer is 25", r"""<think>
Need 10^6 | k!. v5(24!) = 4, v5(25!) = 6. So k = 25... but the polynomial x(x-1)...(x-k+1) has degree k and the monic condition lets us drop one factor, giving 24.
</think>
The answer is 24.""", False, "reasoning/think-off-by-one")
add("u", 39, "$7$", r"""العنصر $(0,a)$ يولّد مع $(1,b)$ نفس الزمرة؛ ومؤشر $H$ في $\mathbb{Z}^2$ يساوي القيمة المطلقة للمحدِّد $\gcd$ لمحدِّدات الأزواج: $\gcd(35, 28, 21)=7$.

a = ٧""", True, "multilingual/ar-digit-only", "ar")
add("u", 40, r"\frac{1}{k!}", r"""Repeated integration of the constraint shows $M_k$ is achieved in the limit by $t^k$ scaled, giving $(k!)^{-1}$.

$M_k=(k!)^{-1}$""", True, "notation/negative-exponent")
add("u", 40, r"\frac{1}{k!}", r"""By induction the bound improves by a factor 1/(k+1) at each step, so M_k = 1/(k+1)!.""", False, "terse/off-by-one-factorial")
add("u", 44, r"\ln(4) - 1", r"""$\lim = 2\ln2-1$, so in the form $\ln a - b$: $a=4$, $b=1$.""", True, "notation/log-identity")
add("u", 44, r"\ln(4) - 1", r"""The limit equals 2 ln 2 − 1 ... re-expressing as ln a − b with a = 2: ln 2 − 1? no.

Answer: a = 2, b = 1""", False, "chat/wrong-parameter")
add("u", 46, "$n!$", r"""Il est classique que $\sum_{k=0}^n(-1)^k\binom nk (x-k)^n = n!$ (différences finies d'un polynôme unitaire de degré $n$).

**Réponse : n!**""", True, "multilingual/fr-factorial", "fr")
add("u", 46, "$n!$", r"""The n-th finite difference of x^n is n!, but here the sum runs to n−1... so it's (n−1)!""", False, "terse/near-miss-factorial")
add("u", 47, r"-\frac{7}{8}", r"""Solving the tangency conditions, $k=-0.875$.""", True, "notation/decimal")
add("u", 47, r"-\frac{7}{8}", r"""The tangency condition gives 8k² = 7k... so k = 7/8 (discarding 0).

**k = 7/8**""", False, "terse/sign-error")

add("u", 50, r"\frac{x}{1 - x}", r"""Telescoping with $\frac{x^{2^k}}{1-x^{2^{k+1}}}=\frac{1}{1-x^{2^k}}-\frac{1}{1-x^{2^{k+1}}}$ gives

$$\sum = \frac{-x}{x-1}.$$""", True, "notation/sign-rearranged-fraction")
add("u", 50, r"\frac{x}{1 - x}", r"""Telescoping: sum = 1/(1 − x) − lim 1/(1 − x^{2^{k}}) = 1/(1 − x) − 1 = x/(1 − x)... I'll present the unsimplified first term as the sum:

Sum = 1/(1 − x)""", False, "chat/drops-limit-term")
add("u", 52, r"\frac{2}{3}", r"""$\prod_{n\ge2}\frac{n^3-1}{n^3+1}=\prod\frac{n-1}{n+1}\cdot\frac{n^2+n+1}{n^2-n+1}=\frac{2}{3}$.

Product $=0.\overline{6}$""", True, "notation/repeating-decimal")
add("u", 52, r"\frac{2}{3}", r"""The first telescoping factor gives 2/(N(N+1)) and the second gives (N²+N+1)/3; their product → 2/3 as N → ∞. Since we start at n = 2 and I included n = 1 in one of them, divide by 2:

**1/3**""", False, "chat/spurious-correction")
add("u", 55, r"\frac{7}{4}", r"""Sum over $n \ge 1$ of the terms gives $1 + \frac34 = 1.75$.""", True, "notation/decimal")
add("u", 56, "4x^4 - 4x^2 + 1", r"""Equality in the extremal problem forces $p$ to be a Chebyshev-type polynomial: $p(x)=T_4$-like... precisely

$p(x) = (2x^2-1)^2$""", True, "notation/factored-polynomial")
add("u", 56, "4x^4 - 4x^2 + 1", r"""p(x) = 4x⁴ − 4x² + c with the constraint p(±1) = 1 ⇒ c = 1. But p(0) should be −1 for the Chebyshev extremal, so c = −1:

p(x) = 4x⁴ − 4x² − 1""", False, "chat/near-miss-constant")
add("u", 64, r"\pi/4", r"""Substituting $x\mapsto\frac\pi2-x$ and adding the two integrals gives $2I=\int_0^{\pi/2}1\,dx$.

इसलिए समाकल का मान $\dfrac{\pi}{4}$ है।""", True, "multilingual/hi-latex", "hi")
add("u", 64, r"\pi/4", r"""2I = ∫₀^{π/2} dx = π/2.

So I = π/2.""", False, "terse/forgot-halve")
add("u", 65, "u=1/e", r"""The optimal $u$ satisfies $\ln u = -1$.

$u=e^{-1}$""", True, "notation/negative-exponent")
add("u", 65, "u=1/e", r"""ln u = −1 ⇒ u = e.""", False, "terse/sign-error")
add("u", 69, r"\frac{1}{8}", r"""By Taylor expansion each summand is $\sim\frac{1}{8}\cdot\frac{1}{n}$ ... the limit equals $0.125$.""", True, "notation/decimal")
add("u", 69, r"\frac{1}{8}", r"""Leading term gives 1/8, but there's a second-order contribution of equal size, so the limit is 1/4.

$\boxed{\tfrac14}$""", False, "chat/doubles-value")
add("u", 70, "does not exist", r"""The double integral grows like $e^{t}\ln t$... after dividing by $e^t$ it still diverges.

Answer: No — the expression tends to $+\infty$, so the limit does not exist.""", True, "chat/yes-no-with-reason")
add("u", 70, "does not exist", r"""Dividing by e^t, the integral is asymptotic to 2 ln t − 2γ + ... hmm, which diverges... but I think the ln terms cancel with the diagonal contribution.

Answer: Yes, the limit exists and equals 2.""", False, "chat/wrong-yes-no")
add("u", 72, "equals $-1$", r"""$\lim = -1$""", True, "terse/latex-only")
add("u", 72, "equals $-1$", r"""Evaluating, the limit equals −1 in absolute value... I'll state it as **1**.""", False, "terse/absolute-value")
add("u", 73, r"12 - 8\sqrt{2}", r"""Minimizing the sum of squares over the curve gives $(\sqrt2-1)^2\cdot 4$... that is $4(3-2\sqrt2)$.

Minimum $=4(3-2\sqrt{2})$""", True, "notation/factored-radical")
add("u", 73, r"12 - 8\sqrt{2}", r"""Minimum ≈ 0.686, attained at r = √2: 12 − 8√2? Let me instead take the boundary value 3 − 2√2 ≈ 0.172, which is smaller.

Minimum: 3 − 2√2""", False, "chat/missing-factor")
add("u", 77, r"\frac{\pi}{2} \ln \pi", r"""Frullani-type argument: $\int_0^\infty \frac{\arctan(\pi x)-\arctan x}{x}dx = \frac{\pi}{2}\ln\frac{\pi}{1}$.

$$I=\frac{\pi\ln\pi}{2}$$""", True, "notation/merged-fraction")
add("u", 77, r"\frac{\pi}{2} \ln \pi", r"""By Frullani, I = (f(∞) − f(0)) ln(π/1) = (π/2) ln π. Then converting to base-10 logs for the final answer:

I = (π/2)·log₁₀ π""", False, "chat/changes-log-base")
add("u", 80, r"\frac{4}{3}(\sqrt{2} - 1)", r"""$\lim = \dfrac{4\sqrt{2}-4}{3}$""", True, "notation/distributed")
add("u", 80, r"\frac{4}{3}(\sqrt{2} - 1)", r"""The limit is (4/3)(√2 + 1).""", False, "terse/sign-flip-radical")
add("u", 82, "2301", r"""Counting pairs by cases gives 2301.

```json
{"name": "final_answer", "arguments": {"value": 2301}}
```""", True, "agent/function-call-json")
add("u", 82, "2301", r"""Case counts: 1 + 2300.

```json
{"name": "final_answer", "arguments": {"value": 2300}}
```""", False, "agent/function-call-json-off-by-one")
add("u", 86, r"\ln \left( \frac{4}{\pi} \right)", r"""Using Wallis' product, the limit equals $2\ln 2-\ln\pi$.""", True, "notation/expanded-log")
add("u", 86, r"\ln \left( \frac{4}{\pi} \right)", r"""By Wallis, the product inside tends to π/4, so the limit is ln(π/4).""", False, "terse/inverted-log")
add("u", 95, r"2^{10}3^{10}", r"""Each of the 10 elements independently chooses one of 6 "membership patterns", giving $6^{10}$ triples.""", True, "notation/combined-power")
add("u", 95, r"2^{10}3^{10}", code("python", r"""from itertools import product
# brute force for n = 10 is too big; use the per-element count
print(6**10)""") + "\n```\n60466176\n```\nSo the number of triples is 60466176.", True, "agent/code-evaluated-power")
add("u", 95, r"2^{10}3^{10}", r"""Each element has 7 possible membership patterns (all subsets of {A₁, A₂, A₃} except the empty one), so the count is 7¹⁰.""", False, "chat/wrong-base")
add("u", 101, "101^{99}", r"""$f_{n}(1)=(n+1)^{n-1}$ (Cayley-type count), so $f_{100}(1)=101^{99}$.""", True, "chat/general-then-specific")
add("u", 101, "101^{99}", r"""By the pattern f_n(1) = (n+1)^{n−1}: f_1(1) = 1, f_2(1) = 3, f_3(1) = 16. Then f_100(1) = 101^{100}.""", False, "chat/pattern-then-wrong-exponent")
add("u", 112, "1984", r"""Since $f(n)=n-3$ repeatedly for large $n$... $f(1987)=1984$.

ผลลัพธ์: ๑๙๘๔""", True, "multilingual/th-thai-digits", "th")
add("u", 133, "answer is yes", r"""Since $\sqrt[3]{n+1}-\sqrt[3]{n}\to0$, the differences $\sqrt[3]n-\sqrt[3]m$ are dense in $[0,\infty)$. So **yes**, $\sqrt2$ is such a limit.""", True, "chat/yes-bold")
add("u", 133, "answer is yes", r"""The numbers ∛n − ∛m are algebraic of degree ≤ 9 while √2 has degree 2... this suggests √2 can't be approached? No — limits don't need to be in the set. Still, I don't see a construction.

Answer: No.""", False, "chat/wrong-yes-no")
add("u", 135, "answer is no", r"""Counterexample: $A=\begin{pmatrix}0&1&0\\0&0&0\\0&0&1\end{pmatrix}$-type matrices show $ABAB=0$ while $BABA\neq0$.

Нет, не следует.""", True, "multilingual/ru-no", "ru")
add("u", 135, "answer is no", r"""If ABAB = 0 then (BA)³ = B(ABAB)A = 0, so BA is nilpotent; for 2×2 matrices this forces (BA)² = 0. Hence BABA = 0.

**Yes, it follows.**""", False, "chat/overgeneralizes-2x2")
add("u", 136, "17711", r"""Let $f(n)$ count admissible pairs for $\{1,\dots,n\}$; one gets $f(n)=F_{2n+2}$. For $n=10$: $F_{22}$.

Nombre de paires : $17\,711$""", True, "multilingual/fr-thin-space-number", "fr")
add("u", 136, "17711", r"""f(n) = F_{2n+1}, so f(10) = F_21 = 10946.""", False, "terse/index-off-by-one")
add("u", 140, "answer is no", r"""$(A^2+B^2)(A-B)=A^3-A^2B+B^2A-B^3=0$ and $A-B\neq0$, so $A^2+B^2$ is singular.

Answer: No, it cannot be invertible.""", True, "chat/no-sentence")
add("u", 140, "answer is no", r"""(A² + B²)(A − B) = 0. If A² + B² were invertible we'd get A = B, contradiction — unless the matrices are 1×1, where A³ = B³ already forces A = B.

So in general: yes, it can be invertible for suitable A, B.""", False, "chat/contradicts-own-proof")
add("u", 143, "1/3", r"""For fixed $y$, $\sqrt{x^4+(y-y^2)^2}\le x^2+y-y^2$, with equality at the endpoint $y=1$: $\int_0^1x^2dx=\frac13$.

Maximum $=\tfrac13$""", True, "chat/tfrac")
add("u", 143, "1/3", r"""The integrand is at most x² + (y − y²), giving y³/3 + y² − y³ ≤ max over y... at y = 1 it's 1/3, at y = 2/3 it's 8/81 + 4/9 − 8/27 ≈ 0.247, at y = 0.9 ≈ 0.243+... I'll take y = 0.75: 0.141 + 0.5625 − 0.4219 = 0.281.

Max ≈ 0.281""", False, "chat/wrong-maximizer")

add("u", 151, r"4+\pi", r"""The region is a $2\times2$ square... plus four half-disks of radius... total area $\pi + 4$.""", True, "notation/commuted-sum")
add("u", 151, r"4+\pi", r"""Square of area 4 plus four quarter-disks of radius 1 (total area π)... wait, they're half-disks, so 2π.

Area = 4 + 2π""", False, "chat/doubled-term")
add("u", 163, r"(3 + 1*\sqrt{5})/2", r"""The fixed-point equation $x^2-3x+1=0$ gives the root larger than 1:

$$\varphi^2=\frac{3+\sqrt5}{2}$$""", True, "notation/clean-latex-for-odd-gold")
add("u", 163, r"(3 + 1*\sqrt{5})/2", r"""x² − 3x + 1 = 0 → x = (3 ± √5)/2. The relevant root is the smaller one, (3 − √5)/2.""", False, "terse/wrong-root")
add("u", 171, "BC is 28", r"""Using the Euler line $OH$: $AR = 2\,OM$... With $RO=11$, $OM=5$: $BC = 2\sqrt{OB^2-OM^2}=2\sqrt{221-25}$.

$BC=28$""", True, "chat/equation-final")
add("u", 171, "BC is 28", r"""OB² = OM² + (BC/2)² and OB² = 221, so (BC/2)² = 196, i.e. BC/2 = 14.

**14**""", False, "chat/half-length")
add("u", 172, r"\sqrt{e}", r"""The series factors as $\left(\sum\frac{x^{2k+1}}{(2k)!!\,\cdots}\right)$... the integral equals $e^{x^2/2}$ evaluated suitably, i.e. $e^{1/2}$.""", True, "notation/exponent-form")
add("u", 172, r"\sqrt{e}", r"""Integral = ∫₀^∞ x e^{−x²/2} e^{x²/2}... hmm no: = e^{1/2}·... I get e.

Answer: e""", False, "terse/wrong-power")
add("u", 178, "minimum value is 6", r"""With $t=x+\frac1x\ge2$, the expression simplifies to $3t$, minimized at $t=2$.

Minimum: six""", True, "notation/word-number")
add("u", 178, "minimum value is 6", r"""Simplifies to 3(x + 1/x) ≥ 3·2 = 6 at x = 1. But the problem probably wants the minimum of x + 1/x, which is 2.

Final: 2""", False, "chat/answers-different-quantity")
add("u", 183, "9/32", r"""Symmetrizing in $m,n$: $2S=\sum\sum\frac{mn}{3^{m+n}}=\left(\frac34\right)^2$.

So $S = \frac{9}{32}$, i.e. $0.28125$.""", True, "notation/fraction-and-decimal")
add("u", 183, "9/32", r"""Symmetrize: 2S = (∑ m/3^m)² = (3/4)² = 9/16.

S = 9/16""", False, "terse/forgot-halve")
add("u", 189, "sum is $3$", r"""Group $n$ by $\langle n\rangle=k$ ($n$ from $k^2-k+1$ to $k^2+k$) and sum the geometric pieces; everything telescopes to $3$.

data: {"choices":[{"delta":{"content":"The sum is "}}]}
data: {"choices":[{"delta":{"content":"3."}}]}
data: [DONE]""", True, "agent/sse-stream-chunks")
add("u", 197, "answer is yes", r"""Suppose $S(N)<0.8N$ and $S(N+1)>0.8(N+1)$ with no equality in between; then $4N<5S(N)<4N+4$... which forces a contradiction. So yes, at some moment $S(N)$ was exactly $80\%$ of $N$.""", True, "chat/yes-sentence")
add("u", 197, "answer is yes", r"""If the percentage jumped from below 80% to above 80% in a single throw it could skip 80% exactly, e.g., from 3/4 = 75% to 4/5 = 80%... that's exactly 80%. Try 7/9 → 8/10 = 80% again. Hmm, it always lands on it in my examples, but that's not a proof.

Answer: not necessarily.""", False, "chat/wrong-yes-no")
add("u", 201, r"\pi / 8 * \log 2", r"""Substituting $x=\tan\theta$: $\int_0^{\pi/4}\ln(1+\tan\theta)\,d\theta=\frac{\pi}{8}\ln 2$.

```yaml
answer: "\\frac{\\pi \\ln 2}{8}"
```""", True, "agent/yaml-latex")
add("u", 201, r"\pi / 8 * \log 2", r"""∫₀^{π/4} ln(1 + tan θ) dθ = (π/8) ln 2, and the original integral has an extra factor 2 from dx = sec²θ dθ... so

answer = (π/4) ln 2""", False, "chat/spurious-factor")
add("u", 205, r"6\pi^2", r"""By Pappus: area of the cross-section $\times$ distance travelled by its centroid $= \ldots = 6\pi^{2}$.""", True, "chat/inline-result")
add("u", 205, r"6\pi^2", r"""Pappus: cross-section area 3π... times 2π·(1) = 6π². But the torus is only half inside the region, so the volume is 3π².""", False, "chat/halves-correct-value")
add("u", 211, r"\frac{1}{16}", r"""Die Wahrscheinlichkeit ist $\tfrac{1}{16} = 0{,}0625$.""", True, "multilingual/de-decimal-comma", "de")
add("u", 213, r"(13 + \sqrt{601})/12", r"""Solving the system gives the quadratic $6x^2-13x-18=0$ besides the rational roots.

Solutions: $x\in\left\{\frac32,\ \frac23,\ \frac{13-\sqrt{601}}{12},\ \frac{13+\sqrt{601}}{12}\right\}$""", True, "notation/reordered-set")
add("u", 213, r"(13 + \sqrt{601})/12", r"""The rational candidates 2/3 and 3/2 work. The quadratic factor 6x² − 13x − 18 gives (13 ± √601)/12, but these do not satisfy the original condition on checking.

Answer: {2/3, 3/2}""", False, "chat/wrongly-discards")
add("u", 248, "answer is yes", r"""By Hall's marriage theorem applied to the bipartite graph of days and teams that won on that day, a system of distinct representatives exists.

**Answer: Yes.**""", True, "chat/yes-bold")
add("u", 257, "log (4 / 3)", r"""$\displaystyle\sum \dots = \ln 4 - \ln 3$""", True, "notation/log-difference")
add("u", 257, "log (4 / 3)", r"""Sum = ln(4/3) ≈ 0.2877 — no wait, in this problem "log" means base 10, so log₁₀(4/3) ≈ 0.125.

**≈ 0.125**""", False, "chat/approximate-wrong-base")
add("u", 266, "solution is $8$", r"""$p^{(j)}(k)$ is always divisible by $j!$, and $2016 = 2^5\cdot3^2\cdot7$ divides $j!$ first at $j = 8$.

j = 8""", True, "chat/equation-final")
add("u", 266, "solution is $8$", r"""2016 = 2⁵·3²·7 | j! requires j ≥ 7 (for the factor 7). 7! = 5040 = 2⁴·3²·5·7 — only 2⁴, so not enough. Still, I'll answer with the prime bound:

j = 7""", False, "chat/knowingly-wrong")
add("u", 270, "$e - 1$", r"""Rewriting the sum as an iterated integral of $e^x$ on $[0,1]$, the sum equals $e^{1}-e^{0}$.""", True, "notation/unsimplified-difference")
add("u", 270, "$e - 1$", r"""The sum equals ∫₀¹ eˣ dx = e − 1... plus the k = 0 term which I dropped, adding 1:

Sum = e""", False, "chat/adds-extra-term")
add("u", 277, r"(\ln 2)^2", r"""Expanding and regrouping by the binary carries... the sum equals $\ln^2 2$.""", True, "notation/ln-squared")
add("u", 277, r"(\ln 2)^2", r"""Sum = ln(2²) = 2 ln 2.""", False, "terse/log-of-square")
add("u", 286, "answer is no", r"""Take $f(x,y,z)=\sin(\lambda x)$ with $\lambda$ a positive zero of $\frac{\sin\lambda}{\lambda}$... every unit-sphere average vanishes.

No, $f$ need not be identically zero.""", True, "chat/no-sentence")
add("u", 286, "answer is no", r"""Spherical means vanishing for all unit spheres: by the mean-value property f would be harmonic... harmonic functions with zero mean on every sphere vanish.

Yes — f must be identically 0.""", False, "chat/wrong-yes-no")
add("u", 289, r"\frac{8}{\pi^3}", r"""Computing the limit of the normalized area gives $\dfrac{8}{\pi^{3}}\approx0.258$.""", True, "chat/exact-with-approx")
add("u", 289, r"\frac{8}{\pi^3}", r"""The limit is 8/π² ≈ 0.81.""", False, "terse/wrong-exponent")
add("u", 299, r"\frac{1}{4040}", r"""Answer: $\frac{1}{2\cdot 2020}$""", True, "notation/unevaluated-product")
add("u", 299, r"\frac{1}{4040}", r"""Answer: 1/2020""", False, "terse/factor-two")
add("u", 310, "2*e^{-1/2} - 3", r"""$\mathbb{E}=\dfrac{2}{\sqrt e}-3$""", True, "notation/sqrt-for-half-power")
add("u", 310, "2*e^{-1/2} - 3", r"""E = 2e^{−1/2} − 3 ≈ −1.787, but the expected *length* must be positive, so take the absolute value: 3 − 2/√e.""", False, "chat/absolute-value")
add("u", 313, "$1$ and $7$", r"""$n=1$: $S=\{0\}$. $n=7$: $S=\{0,\pm e_1,\pm e_2,\pm e_3\}$. Other sizes are impossible.

Possible $n$: 7, 1""", True, "notation/reordered-list")
add("u", 313, "$1$ and $7$", r"""S = {0, ±e₁, ±e₂, ±e₃} works (7 elements). n = 1 with S = {0}: 0 × 0 = 0 ✓ — but S must be nontrivial.

Answer: n = 7""", False, "chat/drops-trivial-case")
add("u", 324, "minimum value is 3", r"""2023 is not of the form $2^a+2^b$ dividing... so $k\ge3$, and $n$ with $2023n = 2^{a}+2^{b}+2^{c}$ exists.

$\min k(n)=3$""", True, "chat/min-notation")
add("u", 324, "minimum value is 3", r"""k(n) ≥ 2 since 2023 is odd and not a power of 2; 2023 · n = 2^a + 1 is possible when the order of 2 mod 2023 is even, so the minimum is 2.""", False, "chat/wrong-lower-bound")
add("u", 329, "only such positive integer is 1", r"""For $n\ge2$, 2-adic valuations give a contradiction; $n=1$ works ($a=1,b=2,c=2$).

n = 1 のみ。""", True, "multilingual/ja-only-one", "ja")
add("u", 329, "only such positive integer is 1", r"""n = 1 works (a=1, b=2, c=2). For n = 2: 2a² + 3b² = 4c² — try a = 1, b = 2: 14, not 4c². a = 4, b = 2: 44... Let me assume n = 2 also works by scaling.

Answer: n = 1, 2""", False, "chat/extra-value")
add("u", 332, "only such prime is 7", r"""Checking $p=7$: $p-5=2$, the sequence $1,a,a^2$ with $a=$... works. For $p\ge11$ a counting argument rules it out.

**p = 7**""", True, "chat/bold-equation")
add("u", 332, "only such prime is 7", r"""p = 7 works trivially. For p = 11, take a = 2, r = ... I believe 11 also works.

**p ∈ {7, 11}**""", False, "chat/superset")
add("u", 333, "answer is 0", r"""The probability is decreasing in... no, increasing in $r$, so it is minimized at $r=0$.

r = 0""", True, "chat/self-correct-right")
add("u", 333, "answer is 0", r"""By symmetry one might guess r = 0, but moving the disk toward the circle reduces the chance of a chord passing through it. So r = 8 minimizes the probability.""", False, "chat/rejects-correct")
add("u", 336, r"\frac{1 - e^{-2}}{2}", r"""$\lim = \dfrac{1}{2}-\dfrac{1}{2e^{2}}$""", True, "notation/expanded-fraction")
add("u", 336, r"\frac{1 - e^{-2}}{2}", r"""lim = (1 − e^{−1})/2""", False, "terse/wrong-exponent")
add("u", 337, "$-1/2$", r"""Evaluating the series, we obtain $-0.5$.""", True, "notation/decimal")
add("u", 337, "$-1/2$", r"""The sum converges to −1/2 + 1 = 1/2.""", False, "terse/sign-or-offset")

# ---- more HARP: API envelopes, markup languages, exotic digits, degenerate generations ----
add("h", 965, "46", json.dumps({"id": "resp_0a1", "object": "response", "output": [
    {"type": "reasoning", "summary": [{"type": "summary_text", "text": "Split into rectangles 6x5 and 2x4... compute area."}]},
    {"type": "message", "role": "assistant", "content": [{"type": "output_text",
     "text": "Split the polygon into a $6\\times 5$ rectangle and a $4\\times 4$ square: $30+16=46$.\n\n**Area: 46**"}]}]}),
    True, "agent/openai-responses-json")
add("h", 965, "46", r"""Bounding rectangle 6 × 9 = 54; the missing corner is 2 × 4 = 8, so 54 − 8 = 46. Also remove the notch below D... another 2 × 4 = 8.

Area = 38""", False, "chat/double-subtraction")
add("h", 2089, "42", r"""<p>Checking $a=2^n3^m$ case by case, the exceptions are few and their sum is</p>
<math xmlns="http://www.w3.org/1998/Math/MathML"><mn>42</mn></math>""", True, "markup/html-mathml")
add("h", 2089, "42", r"""The exceptional values I found: 2, 3, 4, 8, 9, 16 … I'm not sure whether 1 and 24 belong. Sum is between 42 and 67.

Answer: approximately 42–67""", False, "chat/range-hedge")
add("h", 232, "65", r"""Let the foot split 80 into $x$ and $80-x$: $70^2-x^2=30^2-(80-x)^2 \Rightarrow x=65$.

The larger segment is sixty-five units long.""", True, "notation/number-in-words")
add("h", 232, "65", r"""70² − x² = 30² − (80 − x)² → 160x = 10400 → x = 65, the other piece is 15.

The segment adjacent to the side of length 30 is **15**.""", False, "chat/answers-other-segment")
add("h", 3193, "12", r"""$1<(x-2)^2<25 \Rightarrow x-2\in\{\pm2,\pm3,\pm4\}$, so $x\in\{-2,-1,0,4,5,6\}$.

Sum = 𝟏𝟐""", True, "notation/unicode-math-bold-digits")
add("h", 3193, "12", r"""x ∈ {−2, −1, 0, 4, 5, 6}, so there are

**6 integer solutions.**""", False, "chat/answers-count-not-sum")
add("h", 3122, "195", r"""\documentclass{article}
\begin{document}
\section*{Solution}
Paths of length at most 20 from $A$ to $B$ reach lattice points $(x,y)$ with $|x-3|+|y+2|+|x+3|+|y-2|\le 20$. Counting row by row gives
\[ 195. \]
\end{document}""", True, "markup/latex-document")
add("h", 3122, "195", r"""Count points with |x−3|+|x+3|+|y−2|+|y+2| ≤ 20. For y ∈ [−2,2]: x ranges over −7..7 → 15 values × 5 = 75. For y = 3: x from −6..6 → 13; y = 4: 11; y = 5: 9; y = 6: 7; y = 7: 5... so far""", False, "truncated/mid-count")
add("h", 237, "125", r"""New surface area $=6(1.5s)^2=2.25\cdot6s^2$.

Increase: **125%**""", True, "notation/percent-sign")
add("h", 237, "125", r"""Scale factor for area: 1.5² = 2.25, i.e. the new surface area is 225% of the original.

$\boxed{225\%}$""", False, "chat/ratio-not-increase")
add("h", 4322, "32", r"""In[1]:= Count[Permutations[Range[5]], p_ /; And @@ Table[(p[[i]] - p[[i+1]]) (p[[i+1]] - p[[i+2]]) < 0, {i, 3}]]
Out[1]= 32""", True, "agent/wolfram-notebook")
add("h", 4322, "32", r"""Alternating permutations of 5 starting with an ascent: E₅ = 16.

**16**""", False, "chat/half-count")
add("h", 1792, "118", r"""满足 $p\equiv1\pmod4$ 且 $p\equiv4\pmod5$，即 $p\equiv9\pmod{20}$ 的素数有 29 和 89。

和为：一百一十八""", True, "multilingual/zh-chinese-numerals", "zh")
add("h", 1792, "118", r"""p ≡ 9 (mod 20): 9 (not prime), 29 ✓, 49 (no), 69 (no), 89 ✓.

**The primes are 29 and 89.**""", False, "chat/lists-not-sum")
add("h", 2725, "112", json.dumps({"role": "assistant", "content": [
    {"type": "thinking", "thinking": "Let A = log a, B = log b. Terms 3A+7B, 5A+12B, 8A+15B. Common difference 2A+5B = 3A+3B => A = 2B. Terms: 13B, 22B, 31B; d = 9B. 12th: 13B + 11*9B = 112B.", "signature": "EqQBCkYIBxgCKkA..."},
    {"type": "text", "text": "With $\\log a = 2\\log b$ the sequence is $13\\log b, 22\\log b, 31\\log b,\\dots$, so the 12th term is $\\log b^{112}$.\n\n$n = 112$"}]}),
    True, "agent/anthropic-content-blocks")
add("h", 2725, "112", r"""A = 2B, first term 13B, d = 9B. The 12th term is 13B + 12·9B = 121B.

n = 121""", False, "terse/off-by-one-term")
add("h", 708, "0", r"""$(1+i)^2=2i$ and $(1-i)^2=-2i$, so both 20th powers equal $(\pm2i)^{10}=-1024$.

Their difference is zero.""", True, "notation/word-zero")
add("h", 708, "0", r"""(1+i)^{20} = (2i)^{10} = 1024·i^{10} = −1024. (1−i)^{20} = (−2i)^{10} = 1024·i^{10}... sign: (−2)^{10} = 1024, so also −1024? I'll say +1024 since (−i)^{10} = −1... hmm.

(−1024) − (1024) = −2048""", False, "chat/sign-confusion")
add("h", 3595, r"12+12\sqrt{2}", r"""The concyclic condition forces $AC=BC=6\sqrt2$.

Perimeter $= 12(1+\sqrt{2})$""", True, "notation/factored-radical")
add("h", 3595, r"12+12\sqrt{2}", r"""Isosceles right triangle with hypotenuse 12: legs 6√2 each, so the perimeter is 12 + 6√2.""", False, "terse/one-leg-only")
add("h", 884, "6", r"""The product is $x^5\cdot(x+\tfrac1x)\cdot(1+\tfrac2x+\tfrac3{x^2})=x^6+\dots+3x^2$.

It is a sixth-degree polynomial.""", True, "notation/ordinal-word")
add("h", 884, "6", r"""x⁵ · x · 1 = x⁶ is the top term... but x⁵ · (1/x) · (3/x²) = 3x² is the lowest — the degree of the lowest term is 2.

Degree: 2""", False, "chat/answers-lowest-degree")
add("h", 4267, r"3 \pi \sqrt7", r"""Slant height $4$, base circumference $\frac34\cdot8\pi=6\pi$, so base radius $3$ and height $\sqrt{16-9}=\sqrt7$.

$V=\frac13\pi\cdot9\cdot\sqrt7=3\sqrt{7}\,\pi$ cubic inches""", True, "notation/commuted-product")
add("h", 4267, r"3 \pi \sqrt7", r"""r = 3, h = √7, V = (1/3)·9·√7 = 3√7.""", False, "terse/dropped-pi")
add("h", 3221, r"\sqrt{30}", gemma(r"""Ptolemy on $OXZY$ with $OX=OY=r$: $r\cdot13 + r\cdot7 = OZ\cdot XY$ … combined with the chord relation, $r^2=30$.

**Radius:** $\sqrt{30}\approx5.48$"""), True, "special-tokens/gemma-with-approx")
add("h", 3221, r"\sqrt{30}", gemma(r"""From Ptolemy and the power of a point, r² = 30.

**Radius = 30**"""), False, "special-tokens/gemma-forgot-sqrt")
add("h", 3035, r"\dfrac7{12}", r"""Ties: 6 outcomes; first > second: 15 outcomes. Total favorable $21$ of $36$.

$P=\frac{21}{36}$""", True, "notation/unreduced-fraction")
add("h", 3035, r"\dfrac7{12}", r"""P(first > second) = 15/36 = 5/12. (With ties included it would be 21/36.)

**5/12**""", False, "chat/excludes-ties")
add("h", 242, "3:1", r"""$a^2+(a+d)^2=(a+2d)^2 \Rightarrow a^2-2ad-3d^2=0 \Rightarrow (a-3d)(a+d)=0$.

$a/d = 3$""", True, "notation/quotient-for-ratio")
add("h", 242, "3:1", r"""(a − 3d)(a + d) = 0 → a = 3d, so d : a = 1 : 3.

Answer: 1:3""", False, "terse/reversed-ratio")
add("h", 4736, "26", r"""<think>
x + (x+1) + (x+3) + (x+6) = 90 → 4x + 10 = 90 → x = 20. Fourth tank: 26.
</think>

26""", True, "reasoning/think-bare-number")
add("h", 4736, "26", r"""4x + 10 = 90 → x = 20, tanks 20, 21, 23, 26. Hmm, if the third tank has 2 more than the 2nd (= 23) and the 4th has 3 more than the 3rd... 26. Or 3 more than the 1st... 23.

The 4th tank has 26 or 23 guppies.""", False, "chat/hedge-two-values")
add("h", 1395, "16:3", r"""$w=\frac43x$, $z=\frac16x$, $y=\frac32z=\frac14x$. So $\frac wy=\frac{4/3}{1/4}$.

$w:y=\dfrac{16}{3}$""", True, "notation/fraction-for-ratio")
add("h", 1395, "16:3", r"""w/y = (4/3)/(1/4) = 16/3, so y : w = 3 : 16.

Final: 3:16""", False, "terse/reversed-ratio")
add("h", 4420, r"\frac{5}{16}", r"""Need exactly three black and three white: $\binom63/2^6=\frac{20}{64}$.

Probability $=0.3125$""", True, "notation/exact-decimal")
add("h", 4420, r"\frac{5}{16}", r"""C(6,3)/2⁶ = 20/64 = 5/16... but each ball must differ from *more than* half of the other 5, i.e. at least 3 others, and with a 3–3 split each ball differs from exactly 3 → that's fine. But I double counted colour swaps, so divide by 2: 5/32.""", False, "chat/spurious-halving")
add("h", 1901, "21", r"""小さい凧の面積は格子から計算して

答え：２１""", True, "multilingual/ja-fullwidth-digits", "ja")
add("h", 3313, "70", r"""Let the flowers total 10: 6 pink, 4 red. Pink roses 2, pink carnations 4; red carnations 3.

Carnations: $4+3=7$ of 10, i.e. **70%**.""", True, "notation/percent-sign")
add("h", 3313, "70", r"""Carnations: 7/10 of the bouquet; roses 3/10.

Percent that are roses: **30%**""", False, "chat/complement-quantity")
add("h", 4733, "28", r"""Red : green : blue = 1 : 2 : 4, so the total is a multiple of 7. Among the options only **28** works.""", True, "chat/bold-number")
add("h", 4249, r"\frac{\sqrt{2}}{2}", r"""$ACEG$ is a square with diagonal equal to the octagon's long diagonal... the ratio is $\dfrac{1}{\sqrt2}$.""", True, "notation/unrationalized")
add("h", 4249, r"\frac{\sqrt{2}}{2}", r"""The square ACEG occupies exactly half of the octagon by symmetry.

m/n = 1/2""", False, "terse/naive-half")
add("h", 4598, "180", r"""Reflecting across the bisectors, $BC$'s midpoint splits things so that $[ABCD]=6\sqrt5$.

The square of the area is $(6\sqrt5)^2 = 180$.""", True, "chat/squared-at-end")
add("h", 4598, "180", r"""Using the bisector reflections, [ABCD] = 6√5.

$\boxed{6\sqrt{5}}$""", False, "chat/area-not-square")
add("h", 1683, "80", r"""Let the small rectangles be $x$ by $y$ with $3x = 2y$... perimeter $176$ gives $x = 16$, $y = 24$. Each small rectangle has perimeter 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80. The answer is 80.""", True, "degenerate/repetition-loop-consistent")
add("h", 1683, "80", r"""Let x, y be the sides with 3x = 2y. Outer perimeter: 2(3x + x + y)... = 176. Wait, let me redo: 2(2y + x + y)... Let me redo: 2(3x + x + y)... Let me redo: 2(2y + x + y)... Let me redo: 2(3x + x + y)... Let me redo: 2(2y + x + y)... Let me redo:""", False, "degenerate/repetition-loop-unfinished")
add("h", 4424, "17", r"""সৌর প্যানেলের সমতল থেকে $E$ বিন্দুতে স্তম্ভের উচ্চতা নির্ণয় করে পাই

উত্তর: ১৭""", True, "multilingual/bn-bengali-digits", "bn")
add("h", 2835, "1", r"""$n=6\,S(n)$ with $n<1000$: two-digit case $10a+b=6a+6b\Rightarrow 4a=5b\Rightarrow n=54$; three-digit case impossible.

Only one such integer exists (namely 54).""", True, "chat/count-with-witness")
add("h", 2835, "1", r"""10a + b = 6(a + b) → 4a = 5b → a = 5, b = 4. Three-digit: 100a + 10b + c = 6(a+b+c) → 94a + 4b = 5c, impossible.

$\boxed{54}$""", False, "chat/witness-not-count")

add("m", 1765, "D", r"""Fold line: perpendicular bisector of $(0,2)$–$(4,0)$, i.e. $y=2x-3$. Reflecting $(7,3)$ gives $(0.6,\ 6.2)$, so $m+n = 6.8$.

**(D)**""", True, "mcq/bold-letter")
add("m", 1765, "D", r"""Reflecting (7,3) over y = 2x − 3 gives (0.6, 6.2)... m + n = 6.8? Hmm, but I may have mis-reflected; rounding the image to (0.6, 6.1) gives 6.7.

Answer: (B)""", False, "mcq/wrong-letter-after-right-value")
add("m", 1775, "A", chatml(r"""Inclusion–exclusion: $500+450+350-50-100-0=1150$.

The answer is $\boxed{\textbf{(A)}\ 1150}$."""), True, "special-tokens/chatml-mcq")
add("m", 2019, "D", r"""Jenny's total exceeds Blake's by $10-10+20+20=40$, so the averages differ by $\frac{40}{4}=10$.

Réponse : (D)""", True, "mcq/fr-letter", "fr")
add("m", 3045, "C", r"""Ashley's, Bethany's and Caitlin's numbers are primes with sums 24, 20, 30... so the three primes are 11, 13, 7 hmm, summing: $a+b=24$, $a+c=20$, $b+c=30$ gives $a=7$, $b=17$... wait, Caitlin's number is $c = 13$.

Answer: **(A) 13**""", False, "mcq/wrong-letter")
add("m", 3190, "A", r"""Dash's jumps of 5 make 19 fewer jumps than Cozy's jumps of 2 ... possible step counts sum to 63, with digit sum 9? … The option matching is

**(A) 13**""", True, "mcq/letter-and-value")
add("m", 3644, "E", r"""Let f(n) count such sequences of length n. f(n) = f(n−2) + f(n−3), with f(1)=1, f(2)=0, f(3)=1, f(4)=1, f(5)=1, f(6)=2, f(7)=2, f(8)=3, f(9)=4, f(10)=5, f(11)=7, f(12)=9, f(13)=12, f(14)=16, f(15)=21, f(16)=28, f(17)=37""", False, "truncated/mid-recurrence")
add("m", 3814, "D", r"""$MA, MC, MB$ consecutive odd integers... volume $=\frac13\cdot\text{area}\cdot DM = 24\sqrt5$.

$\boxed{\textbf{(D)}\ 24\sqrt5}$""", True, "mcq/boxed-textbf")
add("m", 3842, "D", r"""Computing $S_n$ and the 10 least values divisible by 3 gives the sum 197.

Looking at the options: 197 is **(B)**? No — (D) is 197, (B) is 196. I'll go with **(B)**.""", False, "mcq/explicitly-picks-wrong-letter")

# ---- more MATH-Perturb ----
add("ph", 13, "1009", r"""$(r+2)^2\equiv1 \pmod{55}$ ⟹ $r+2\equiv\pm1 \pmod 5$ and $\pmod{11}$. Checking $r+2=1002,\dots$: the first hit is $1011$.

r = 1009""", True, "chat/equation-final")
add("ph", 13, "1009", r"""(r + 2)² ≡ 1 (mod 55) → r + 2 ≡ ±1 (mod 55) → r ≡ −1 or −3 (mod 55). Least four-digit: 55·19 − 3 = 1042, 55·19 − 1 = 1044.

**1042**""", False, "chat/misses-crt-solutions")
add("ph", 20, "497", r"""N ≡ 22 (mod 25), N ≡ ... (mod 21), N < 500 ⇒ N = 497.

`497`""", True, "terse/inline-code")
add("ph", 20, "497", r"""Candidates ≡ 22 (mod 25): 22, 47, ..., 472, 497. The second condition picks out 472 — let me verify: 472 mod 21 = 10... and 497 mod 21 = 14. I was told the remainder is 10? Then 472.

**472**""", False, "chat/candidate-switch")
add("ph", 26, "4056", code("python", r"""from functools import lru_cache
@lru_cache(None)
def f(n, last):
    if n == 0: return 1
    tot = 0
    for ch, par in (("A", 0), ("B", 1), ("C", 0)):
        if ch == last: continue
        for k in range(1, n + 1):
            if k % 2 == par: tot += f(n - k, ch)
    return tot
print(f(14, None))""") + "\nOutput: 4056", True, "agent/code-inline-output")
add("ph", 26, "4056", r"""Let a_n, b_n, c_n be the counts ending in A, B, C. a_n = b_{n-2} + c_{n-2} + a_{n-2}... hmm, no: a_n = b_{n-2} + c_{n-2}. b_n = a_{n-1} + c_{n-1} + b_{n-2}. c_n = a_{n-2} + b_{n-2}.
n=1: a=0,b=1,c=0. n=2: a=1,b=0,c=1. n=3: a=1,b=3,c=1. n=4: a=3,b=""", False, "truncated/mid-table")
add("ph", 40, "223317", r"""Let $d_n$ count valid strings of length $n$: $d_n=d_{n-1}+d_{n-2}+d_{n-3}$ with $d_1=2,d_2=4,d_3=7$. Iterating to $n=20$:

Number of ways: 223 317""", True, "notation/space-thousands")
add("ph", 40, "223317", r"""Tribonacci-type recurrence gives 223317 strings, but the paperboy must deliver to at least one house, so subtract the empty delivery.

Answer: 223316""", False, "chat/spurious-subtraction")
add("ph", 68, "1.40", r"""Components: east $0.75+\frac{\sqrt2}{4}\approx1.1036$, south $0.5+\frac{\sqrt2}{4}\approx0.8536$.

Distance $\approx\sqrt{1.2179+0.7286}\approx1.4$ miles.""", True, "notation/trailing-zero-dropped")
add("ph", 68, "1.40", r"""Distance = √(1.1036² + 0.8536²) = √1.9465 ≈ 1.395 → to the nearest hundredth, 1.39.""", False, "terse/rounding-error")
add("ph", 79, r"\sqrt{2}/3", r"""Divide the square into 9 subsquares of side $\frac13$; pigeonhole gives two points in one subsquare, at distance $\le\frac{\sqrt2}{3}$, and a configuration shows this is sharp.

$a=\dfrac{\sqrt{2}}{3}$""", True, "notation/dfrac-for-slash")
add("ph", 79, r"\sqrt{2}/3", r"""With 10 points, use a 3×3 grid (9 cells) → two in one cell → distance ≤ √2/3. For sharpness with 10 points, a 4 × 4 grid would give √2/4... 

a = √2/4""", False, "chat/wrong-grid")
add("ph", 105, "8 or 56", r"""Roots $r,s$ with $r+s=\frac1a$, $rs=\frac7a$, so $rs=7(r+s)$, i.e. $(r-7)(s-7)=49$. Positive $a$ and integer roots: $r-7=1$, $s-7=49$.

The solutions are $x=8$ and $x=56$.""", True, "chat/and-for-or")
add("ph", 108, "29 or 67", r"""Squaring: $4\cdot6^{-1}\equiv 6^4$, so $m \mid 6^5-4=7772=2^2\cdot29\cdot67$. Two-digit odd candidates coprime to 6: $29$ and $67$.

$m\in\{29,67\}$""", True, "notation/set-for-or")
add("ph", 126, r"9\cdot 10^{n-2}", r"""For the first $n-1$ digits any choice works and the last digit is forced: $9\cdot10^{n-2}$... written differently,

Count $= 0.9\times10^{\,n-1}$""", True, "notation/rescaled-power")
add("ph", 126, r"9\cdot 10^{n-2}", r"""First digit 9 choices, middle n−2 digits 10 choices each, last digit forced: 9·10^{n−2}. Hmm, but the last digit can also be chosen freely if we adjust the first... I'll count 10^{n−1}.

Answer: 10^{n−1}""", False, "chat/retracts-correct-value")
add("ph", 141, "x^2+x-1", r"""Try $p(x)=x^2+bx+c$; comparing coefficients gives $b=1$, $c=-1$.

$p(x)=-1+x+x^2$""", True, "notation/ascending-order-polynomial")
add("ph", 141, "x^2+x-1", r"""Degree 2, leading coefficient 1. Comparing x³: 2b = 1 + ... ⇒ b = −1; constant: c = 1.

p(x) = x² − x + 1""", False, "terse/sign-errors")
add("ph", 151, "4.45", r"""Vertices $(0,1)$, $(0,3)$, $(1.2,3.6)$, $(2.5,1)$; shoelace gives $\frac{8.9}{2}$.

Area $=\dfrac{89}{20}$""", True, "notation/fraction-for-decimal")
add("ph", 151, "4.45", r"""Shoelace: area = 4.45, which to the nearest tenth is 4.5.

**4.5**""", False, "chat/overrounded")
add("ph", 160, r"[\frac{144}{25}, 25]", r"""Need $x\ge0$, $\sqrt x\le5$, and $(x+1)^{1/4}\ge\sqrt{5-\sqrt x}$ … which gives $x\ge5.76$.

Domain: $[5.76,\ 25]$""", True, "notation/decimal-interval-endpoint")
add("ph", 160, r"[\frac{144}{25}, 25]", r"""The boundary x = 144/25 makes the inner expression 0, so f is defined there but not differentiable; excluding it for a 'proper' domain:

(144/25, 25]""", False, "chat/excludes-endpoint")
add("ph", 178, r"(-\infty,\infty)", r"""$x^3+bx+4=0$ always has a real root (odd degree), so every $b$ works.

$b\in\mathbb{R}$""", True, "notation/blackboard-R")
add("ph", 178, r"(-\infty,\infty)", r"""We need x³ + bx + 4 = 0 to have a real root. For b ≥ 0 the function is increasing, so there's exactly one root; for b < 0 ... also at least one. But we want a *positive* root? No. Hmm, I'll answer with b ≥ 0 where it's guaranteed unique.

[0, ∞)""", False, "chat/wrong-restriction")
add("ph", 219, "12.3", r"""Independent draws: $E[XY]=E[X]^2=3.5^2=12.25$, which rounds to $12.3$.""", True, "chat/sentence-final")
add("ph", 219, "12.3", r"""E[X·X] = (1²+2²+…+6²)/6 = 91/6 ≈ 15.2""", False, "terse/same-marble-confusion")

# ---- more languages and tool-call formats (HARP) ----
add("h", 17, "5", r"""$\frac{125\cdot625}{25}=5^{3+4-2}=5^5$, logo $\log_5 5^5 = 5$.

**Resposta:** 5""", True, "multilingual/pt", "pt")
add("h", 17, "5", r"""$\log_5 125 + \log_5 625 - \log_5 25 = 3 + 4 - 2$. Dependendo de como se lê o denominador (25 ou 5), o resultado é 5 ou 6.

**Resposta:** 5 ou 6""", False, "multilingual/pt-hedge", "pt")
add("h", 4011, "10", r"""Le intercette sull'asse $x$ sono $40-\frac{30}{2}=25$ e $40-\frac{30}{6}=35$.

La distanza è dieci.""", True, "multilingual/it-number-word", "it")
add("h", 4011, "10", r"""Intercette: $x=25$ (pendenza 2) e $x=35$ (pendenza 6). La distanza è $35-25=10$, ma la domanda chiede l'intercetta della seconda retta:

**Risposta: 35**""", False, "multilingual/it-different-quantity", "it")
add("h", 3844, "40", r"""$B=2C$ ve $B-10=3(C-10)$ ⇒ $C=20$, $B=40$.

Cevap: 40""", True, "multilingual/tr", "tr")
add("h", 3844, "40", r"""$2C-10=3C-30$ ⇒ $C=20$. Başlangıçta 20 kiraz şekeri vardı (yaban mersini: 40).

Cevap: 20""", False, "multilingual/tr-different-quantity", "tr")
add("h", 4491, "25", r"""$a+b=42$, $b+c=52$, $c+d=60$, więc $a+d=42+60-52=50$.

Odpowiedź: średnia pierwszej i ostatniej liczby wynosi 25.""", True, "multilingual/pl", "pl")
add("h", 4491, "25", r"""$a+d=50$.

Odpowiedź: 50""", False, "multilingual/pl-sum-not-average", "pl")
add("h", 2205, "400", r"""اگر قطرها $2p$ و $2q$ باشند، از $R=\frac{a^2}{2q}$ و $R=\frac{a^2}{2p}$ نتیجه می‌شود $p=2q$ و ... مساحت برابر است با:

پاسخ: ۴۰۰""", True, "multilingual/fa-persian-digits", "fa")
add("h", 2205, "400", r"""از روابط شعاع محیطی، $p = 2q$ و $a^2 = 25q$ … پس $q=10$ و $p=20$؛ مساحت $= 2pq$ … اما من نصف آن را حساب می‌کنم: $pq$.

پاسخ: ۲۰۰""", False, "multilingual/fa-half-value", "fa")
add("h", 4489, "24", r"""Susun huruf non-E (B, K, P, R) dengan 5 celah; E berjumlah 5 sehingga... Banyaknya susunan: $4!\cdot\binom{5}{5}=24$.

Jawaban: 24""", True, "multilingual/id", "id")
add("h", 4198, "75", r"""$0{,}15x=0{,}2y \Rightarrow y=0{,}75x$.

Відповідь: $y$ становить 75 % від $x$.""", True, "multilingual/uk-percent-space", "uk")
add("h", 4198, "75", r"""$0{,}15x=0{,}2y \Rightarrow x=\frac{4}{3}y$.

Відповідь: $133\frac13\,\%$""", False, "multilingual/uk-inverted-percent", "uk")
add("h", 1058, "12", r"""$y=-\frac12(x-4)^2+2=-\frac12x^2+4x-6$, ולכן $abc=(-\tfrac12)(4)(-6)$.

התשובה: 12""", True, "multilingual/he", "he")
add("h", 1058, "12", r"""$a=-\frac12$, $b=4$, $c=-6$ … $abc = -\frac12\cdot4\cdot(-6)$ ; סימן שלילי כפול חיובי כפול שלילי = שלילי.

התשובה: ‎−12""", False, "multilingual/he-sign-error", "he")
add("h", 4134, "10", r"""$(n+1)!+(n+2)!=n!(n+1)(n+3)$이므로 $(n+1)(n+3)=440=20\cdot22$, 즉 $n=19$.

자릿수의 합: $1+9=10$""", True, "multilingual/ko-digit-sum", "ko")
add("h", 4134, "10", r"""$(n+1)(n+3)=440$ ⇒ $n=19$.

**정답: n = 19**""", False, "multilingual/ko-answers-n", "ko")
add("h", 2922, "25", r"""मान लीजिए टायरोन ने $x$ कंचे दिए: $97-x=2(11+x)$ ⇒ $3x=75$ ⇒ $x=25$.

उत्तर: 25 कंचे""", True, "multilingual/hi-with-unit", "hi")
add("h", 2922, "25", r"""$97-x=2(11+x)$ ⇒ $x=25$، فيصبح مع إريك $11+25$ كرة.

الإجابة: ٣٦""", False, "multilingual/ar-different-quantity", "ar")
add("h", 4669, "1", r"""Положим $t=\ln x$; уравнение сводится к квадратному по $t$, и сумма корней по $t$ равна $0$... значит, произведение корней по $x$ равно единице.""", True, "multilingual/ru-word-one", "ru")
add("h", 4669, "1", r"""После замены $t = \ln x$ получаем квадратное уравнение; сумма корней $t_1+t_2 = \ln\frac{2023}{7\cdot289}$... что равно $\ln 1 = 0$? Нет: $7\cdot 289 = 2023$, значит да, 0. Но тогда ответ — произведение $x_1x_2 = e^{0}$... Хм, я беру значение $2023$, так как $x=1/2023$ … 

**Ответ: 2023**""", False, "multilingual/ru-abandons-correct", "ru")
add("h", 1637, "21", r"""Số bi nhỏ nhất thỏa mãn các điều kiện là $21$ (đỏ 11, trắng 3, xanh dương 4, xanh lá 3... ).

Đáp án: 21 viên bi""", True, "multilingual/vi-with-unit", "vi")
add("h", 1637, "21", r"""设红、白、蓝、绿分别为 $r,w,b,g$。由等概率条件得 $r-3=4w$ 等……最小总数为 21。

等等，再检查一下 $r=11$ 时 $\binom{r}{4}$ 与 $\binom{r}{3}w$ 的关系……似乎应取 $r=7$，总数为 19。

答案：19""", False, "multilingual/zh-retracts-correct", "zh")
add("h", 3222, "13", r"""Nach Restklassen mod 5: höchstens alle 6 aus Klasse 1 (oder 4), alle 6 aus Klasse 2 (oder 3) und ein Element aus Klasse 0.

Die größtmögliche Mächtigkeit von $S$ ist dreizehn.""", True, "multilingual/de-number-word", "de")
add("h", 3311, "9", r"""Inglés es obligatorio; elegimos 3 de los otros 5 cursos ($\binom53=10$) y restamos la única opción sin matemáticas (Historia, Arte, Latín).

Hay 9 programas posibles.""", True, "multilingual/es-sentence", "es")
add("h", 3311, "9", r"""Inglés obligatorio y 3 cursos más de 5: $\binom{5}{3}=10$.

**Respuesta: 10**""", False, "multilingual/es-ignores-constraint", "es")
add("h", 1988, "5", r"""Les quatre plus petits entiers pairs positifs distincts sont 2, 4, 6, 8 ; leur somme vaut 20.

La moyenne minimale est 5.""", True, "multilingual/fr-sentence", "fr")
add("h", 1988, "5", r"""सबसे छोटे चार अलग-अलग धनात्मक सम पूर्णांक 2, 4, 6, 8 हैं।

उत्तर: इनका योग 20""", False, "multilingual/hi-sum-not-average", "hi")
add("h", 4090, "3", r"""정사각형, 직사각형, 등변사다리꼴은 외접원을 가집니다(연꼴·일반 평행사변형은 아님).

답: 3개""", True, "multilingual/ko-counter-suffix", "ko")
add("h", 4165, "20", r"""傍接円と内接円の接し方の条件を満たす整数辺の二等辺三角形を調べると、周の長さの最小値は

**20**""", True, "multilingual/ja-bold", "ja")
add("h", 3941, "13", r"""<|python_tag|>{"name": "python", "parameters": {"code": "# Pick's theorem: I + B/2 - 1\nI, B = 9, 10\nprint(I + B/2 - 1)"}}<|eom_id|><|start_header_id|>ipython<|end_header_id|>

13.0<|eot_id|><|start_header_id|>assistant<|end_header_id|>

By Pick's theorem the area is 13 cm².<|eot_id|>""", True, "agent/llama-python-tag-roundtrip")
add("h", 3941, "13", r"""<tool_call>
{"name": "submit_answer", "arguments": {"answer": "12", "units": "cm^2"}}
</tool_call>""", False, "agent/hermes-tool-call-wrong")
add("h", 4139, "59", r"""<think>

</think>

59""", True, "reasoning/qwen3-empty-think")
add("h", 4139, "59", r"""<think>
Sides log2 x = 2t, log4 x = t, 3 where t = log4 x. Triangle inequalities: 3t > 3 → t > 1; t + 3 > 2t → t < 3. So 4 < x < 64, integers 5..63: 59 values.
Hmm wait, do I need strict? t > 1 means x > 4; t < 3 means x < 64. Count = 63 − 5 + 1 = 59. But maybe x = 4 gives a degenerate triangle... excluded anyway. Final 59? Let me also exclude x = 16 where the triangle is isosceles (2,4,3)? No, that's fine... I'll exclude it anyway to be safe.
</think>

**58**""", False, "reasoning/think-unjustified-exclusion")
add("h", 3007, "150", r"""$K=\prod_{d=1}^{19} d^{\,20-d}$. Count factors of $2$: $18+2\cdot16+14+3\cdot12+10+2\cdot8+6+4\cdot4+2$.

$\fbox{150}$""", True, "notation/fbox")
add("h", 3007, "150", r"""$v_2(K)=\sum_{d} (20-d)\,v_2(d) = 18+2\cdot16+14+3\cdot12+10+2\cdot8+6+4\cdot4+2 = \boxed{150}$? Hmm, I think the multiplicities were double counted; each factor $(b-a)$ contributes its own 2's only once:

$18+16+14+12+10+8+6+4+2 = 90$, so $n=\boxed{90}$""", False, "notation/two-boxed-last-wrong")
add("h", 1417, "400", r"""Numbers $\frac{k}{30}$ with $\gcd(k,30)=1$, $k<300$: there are $80$ of them, pairing $k$ with $300-k$ gives average $\frac{150}{30}=5$.

Sum $=\boxed{400}$. Double-checking with the pairing argument: $40$ pairs each summing to $10$, total $\boxed{400}$.""", True, "notation/two-boxed-same")
add("h", 3682, "4", r"""**4**

Explanation: ordering the 19 name lengths from the bar graph, the 10th value falls in the bar for 4 letters.""", True, "chat/answer-first")


# ---- long reasoning traces ----
add("h", 3545, "9", think(r"""
Okay, so Jack and Jill both go to a pool that's 1 mile away. Jill bikes at 10 mph, Jack walks at 4 mph. They leave at the same time. The question: how many minutes before Jack does Jill arrive?

Let me compute each travel time.

Jill: distance 1 mile, speed 10 mph. Time = 1/10 hour. In minutes, 1/10 × 60 = 6 minutes.

Jack: 1 mile at 4 mph. Time = 1/4 hour = 15 minutes.

So the difference is 15 − 6 = 9 minutes.

Wait, let me double-check that I'm not mixing up who arrives first. Jill is faster (10 > 4), so she arrives first, and the question asks how many minutes *before Jack* Jill arrives — that's Jack's time minus Jill's time, 9 minutes. Good.

Hmm, but let me reconsider whether "one mile from their house" could mean something else, like a round trip. No — they're going *to* the pool, so one way, 1 mile.

Alternatively, in hours: 1/4 − 1/10 = 5/20 − 2/20 = 3/20 hour. 3/20 × 60 = 180/20 = 9. Same thing.

Is there any trick with units? Speeds in mph, distance in miles, answer in minutes. Converted properly.

So the answer is 9.
""", r"""Jill needs $\frac{1}{10}$ h $= 6$ min and Jack needs $\frac14$ h $= 15$ min.

**Jill arrives 9 minutes before Jack.**"""), True, "reasoning/long-think-verified")
add("h", 3545, "9", think(r"""
Jill: 1 mile at 10 mph → 6 minutes. Jack: 1 mile at 4 mph → 15 minutes.
Difference = 9 minutes.

Hmm, wait. Let me re-read: "How many minutes before Jack does Jill arrive?" — I think they might be asking at what minute mark Jill arrives relative to Jack's departure... no, they left together. Or maybe it's asking how long Jack takes after Jill has already arrived... that's also 9.

Actually hold on, maybe I should present the time Jack needs, since the question is about Jack's arrival. Jack needs 15 minutes. Jill arrives 9 minutes before that, i.e., at minute 6.

I think the cleanest thing to report is Jack's arrival time since the phrasing is "before Jack".
""", r"""Jack reaches the pool after $\boxed{15}$ minutes (Jill after 6)."""), False, "reasoning/long-think-overrides-correct")
add("ph", 185, "7.75", think(r"""
Part 1: 4.5 hours at 70 mph → 4.5 × 70 = 315 miles.
Part 2: 3 hours at 50 mph → 150 miles.
Total distance: 465 miles.

Now Susie drives both parts at 60 mph. Time = 465/60.

465/60 = 7.75 hours.

Let me double check: 60 × 7 = 420, remainder 45, 45/60 = 0.75. So 7.75. 

To the nearest hundredth: 7.75. Already exact.

But wait — is "reduces her speed to 60 mph on both parts" meaning she reduces on part 1 (70 → 60) and on part 2 it'd be an *increase* from 50 to 60? The wording says "reduces her speed to 60 on both parts", which is a bit odd for part 2, but the intention is clearly she drives 60 on both. So 7.75 hours.

Hmm, let me also sanity check: originally total time 7.5 hours. Now part 1 takes 315/60 = 5.25 h (longer), part 2 takes 150/60 = 2.5 h (shorter). Sum 7.75. Consistent.
""", r"""Distance $= 4.5\cdot70+3\cdot50 = 465$ miles; at $60$ mph the trip takes $\frac{465}{60}$ hours.

**Answer: 7.75 hours**"""), True, "reasoning/long-think-sanity-check")
add("ph", 185, "7.75", think(r"""
Part 1 distance: 4.5 × 70 = 315 miles. Part 2: 3 × 50 = 150 miles. Total 465 miles.

At 60 mph on both parts: 465/60 = 7.75 hours.

Hmm, but "reduces her speed to 60 mph" — for part 2 she was at 50, so going to 60 is not a reduction. Maybe the problem intends that she only *reduces* where applicable, i.e., part 1 becomes 60 mph and part 2 stays at 50 mph because 60 would be an increase.

Then: part 1 = 315/60 = 5.25 hours, part 2 = 3 hours. Total = 8.25 hours.

I think this reading respects the word "reduces". Going with 8.25.
""", r"""Part 1 now takes $315/60 = 5.25$ h and part 2 is unchanged at $3$ h.

$$\boxed{8.25}$$"""), False, "reasoning/long-think-reinterprets")
add("u", 318, "n = 18", r1(r"""
We have f_n(x) = prod_{k=1}^n cos(kx). Near 0, cos(kx) = 1 − k²x²/2 + O(x⁴). So the product is 1 − (x²/2)·sum k² + O(x⁴). Then f_n''(0) = −sum_{k=1}^n k² = −n(n+1)(2n+1)/6.

So |f_n''(0)| = n(n+1)(2n+1)/6, and we want the smallest n with this > 2023.

n = 15: 15·16·31/6 = 7440/6 = 1240.
n = 16: 16·17·33/6 = 8976/6 = 1496.
n = 17: 17·18·35/6 = 10710/6 = 1785.
n = 18: 18·19·37/6 = 12654/6 = 2109.

1785 < 2023 < 2109. So n = 18.

Let me double-check the derivative claim with the log-derivative: (ln f)' = −sum k tan(kx), (ln f)'' = −sum k² sec²(kx). At 0: (ln f)''(0) = −sum k², and since f(0)=1, f'(0)=0, f''(0) = f(0)[(ln f)'' + ((ln f)')²] = −sum k². Confirmed.
""", r"""Since $f_n''(0)=-\sum_{k=1}^n k^2=-\frac{n(n+1)(2n+1)}{6}$, and this sum is $1785$ for $n=17$ and $2109$ for $n=18$, the smallest such $n$ is $\boxed{18}$."""), True, "reasoning/long-r1-table")
add("u", 318, "n = 18", r1(r"""
f_n''(0) = −(1² + 2² + ... + n²). Need n(n+1)(2n+1)/6 > 2023.
n=17: 1785. n=18: 2109. So the threshold is crossed at n = 18, where |f''(0)| = 2109.

The problem says "Find the smallest n such that |f_n''(0)| > 2023" — I'll report the value of |f''| at that point too.
""", r"""At the first $n$ exceeding the bound, $|f_n''(0)| = \boxed{2109}$."""), False, "reasoning/r1-reports-value-not-n")
add("u", 104, "answer is $3$", think(r"""
Let N = 10^100. Then 10^20000 = N^200. We want floor(N^200/(N+3)).

N^200 = (N+3)·Q + R where by the remainder theorem R = (−3)^200 = 3^200.

So N^200/(N+3) = Q + 3^200/(N+3). Is 3^200 < N + 3 = 10^100 + 3? 3^200 = 9^100 < 10^100. Yes. So floor = Q = (N^200 − 3^200)/(N+3).

Units digit of Q: Q·(N+3) = N^200 − 3^200. Mod 10: N ≡ 0, so Q·3 ≡ −3^200 (mod 10).

3^200: powers of 3 cycle 3,9,7,1 with period 4; 200 ≡ 0 mod 4 so 3^200 ≡ 1 mod 10. So 3Q ≡ −1 ≡ 9 (mod 10), so Q ≡ 3 (mod 10).

Hmm wait, is that right: 3·3 = 9 ✓.

So the units digit is 3.
""", r"""Writing $N=10^{100}$, the floor equals $\dfrac{N^{200}-3^{200}}{N+3}$, and reducing $3Q\equiv-3^{200}\equiv 9 \pmod{10}$ gives a units digit of **3**."""), True, "reasoning/long-think-modular")
add("u", 104, "answer is $3$", think(r"""
N = 10^100, floor(N^200/(N+3)) = (N^200 − 3^200)/(N+3) since 3^200 < N + 3.
Mod 10: 3Q ≡ −3^200. 3^200 mod 10: cycle 3,9,7,1, 200 mod 4 = 0 → 1. So 3Q ≡ 9 → Q ≡ 3.

Hmm, but actually I need to double check whether 3^200 < 10^100 + 3. 3^200 = (3^2)^100 = 9^100 < 10^100. OK.

Hmm, but wait, maybe the floor subtracts one more because the fractional part... no, it's exact division plus a proper fraction.

Let me reconsider the sign: N^200 − (−3)^200 is divisible by N+3, and (−3)^200 = 3^200. Fine.

I'm fairly confident it's 3, though I've seen this problem with answer 7 somewhere.
""", r"""The units digit is either 3 or 7; my computation gives 3 but I'm not fully certain — **3 or 7**."""), False, "reasoning/long-think-final-hedge")
add("h", 1909, "20", think(r"""
荷马先削4分钟，每分钟3个，共削了12个，剩下44 − 12 = 32个。
之后两人一起，每分钟 3 + 5 = 8 个，需要 32/8 = 4 分钟。
克里斯汀削了 4 × 5 = 20 个。

检查一下：荷马总共削了 12 + 4×3 = 24 个，24 + 20 = 44 ✓。
""", r"""Christen peeled **20** potatoes."""), True, "reasoning/long-think-zh-answer-en", "zh")
add("h", 1909, "20", think(r"""
Homer alone for 4 minutes: 12 potatoes. Remaining 32 at combined 8 per minute → 4 more minutes. Christen peeled 5 × 4 = 20. Total elapsed time is 4 + 4 = 8 minutes.
The question asks "When they finished, how many ..." — I'll give when they finished.
""", r"""They finished after $\boxed{8}$ minutes."""), False, "reasoning/think-answers-time")
add("h", 3457, "\\frac{1}{3}", think(r"""
Fix the first point. The chord meets the inner circle (radius 1) iff its distance from the center is < 1. For a chord of the radius-2 circle subtending central angle θ, the distance from the center is 2cos(θ/2). Need 2cos(θ/2) < 1 → cos(θ/2) < 1/2 → θ/2 > 60° → θ > 120°.

θ (the smaller central angle) is uniform on [0°, 180°]. P(θ > 120°) = 60/180 = 1/3.

Hmm, wait: is θ uniform on [0, 180]? The second point is uniform on the circle, so the angle from the first point is uniform on [0, 360), and the smaller angle is min(φ, 360 − φ), uniform on [0, 180]. Yes.

First I got confused and wrote θ > 60°, which would give 2/3, but redoing: 2cos(θ/2) < 1 requires θ/2 > 60°, so θ > 120°. So 1/3.
""", r"""The chord crosses the inner circle exactly when the central angle exceeds $120^\circ$, so the probability is $\dfrac13$."""), True, "reasoning/long-think-self-corrected")
add("h", 3457, "\\frac{1}{3}", think(r"""
Distance from the center to the chord is 2cos(θ/2) where θ is the central angle. Intersect iff 2cos(θ/2) < 1, i.e., θ > 120°. P = 60/180 = 1/3.

Hmm, but the problem says "intersects", and a chord tangent to the inner circle also touches it; that changes only a measure-zero set. But what about chords whose *extension* hits the inner circle? Every chord's extension (a line) at distance < 2... no, the line's distance is the same 2cos(θ/2).

Alternatively, maybe I should use the random-midpoint model: the chord intersects if the midpoint is within radius 1, probability (1/2)² = 1/4.

The two points are chosen uniformly on the circle, so the endpoint model applies... but many textbooks quote 1/4 for this. I'll go with the textbook answer.
""", r"""$$P=\frac14$$"""), False, "reasoning/long-think-abandons-correct")


# ---- multilingual negatives, agent negatives, answer-first truncations ----
add("h", 23, "1:4", r"""Es wurden 4 schwarze und 16 blaue Paare bestellt. Gefragt ist das Verhältnis der Anzahl blauer zu schwarzer Paare in der ursprünglichen Bestellung.

**Antwort: 4 : 1**""", False, "multilingual/de-reversed-ratio", "de")
add("h", 3222, "13", r"""Restklassen mod 5: je 6 Elemente in den Klassen 0–4. Wir nehmen Klasse 1 (6), Klasse 2 (6) und ein Element aus Klasse 0: zusammen 13. Aber zwei Elemente aus Klasse 0... nein, nur eines. Hmm, und aus Klasse 0 darf man eigentlich gar keines nehmen, weil $0+0\equiv0$ — doch ein einzelnes Element bildet kein Paar. Trotzdem lasse ich es sicherheitshalber weg.

Antwort: 12""", False, "multilingual/de-drops-valid-element", "de")
add("h", 6, r"300\%", r"""Le rayon double, donc l'aire est multipliée par 4 : elle vaut 400 % de l'aire initiale.

**Réponse : l'aire augmente de 400 %.**""", False, "multilingual/fr-ratio-as-increase", "fr")
add("u", 46, "$n!$", r"""C'est la $n$-ième différence finie de $x^n$... mais la somme commence à $k=1$, ce qui retire le terme $x^n$ et donne $(n-1)!$.

**Réponse : (n−1)!**""", False, "multilingual/fr-near-miss-factorial", "fr")
add("h", 980, "Wednesday", r"""31日＝4週＋3日。余りの3日には火曜日も土曜日も含まれないので、余りは水・木・金曜日です。つまり1月29日が水曜日で、1月1日は……29日から28日戻ると1日なので、木曜日？

答え：木曜日""", False, "multilingual/ja-off-by-one-weekday", "ja")
add("ph", 135, "Hardy", r"""ラマヌジャンの数は $(4-3i)(5+12i)=56+33i$ なので実部は 56、ハーディの実部 5 より大きい。

勝者：ラマヌジャン""", False, "multilingual/ja-wrong-operation", "ja")
add("h", 15, r"28\%", r"""Un descuento del 10 % seguido de uno del 20 % equivale a sumar los porcentajes.

**Respuesta: 30 %**""", False, "multilingual/es-naive-sum", "es")
add("h", 180, r"\text{a rectangle}", r"""Los cuatro puntos $(3,4),(4,3),(-3,-4),(-4,-3)$ están en una circunferencia y son simétricos respecto a $y=x$; por lo tanto los lados son iguales.

**Respuesta: un cuadrado**""", False, "multilingual/es-wrong-shape", "es")
add("h", 0, r"10\frac{2}{3}", r"""设三部分为 $2k,4k,6k$，$12k=64$，$k=\frac{16}{3}$。三部分为 $10\frac23$、$21\frac13$、$32$。

题目问的是最大的部分：**32**""", False, "multilingual/zh-different-quantity", "zh")
add("u", 1, r"n(n+1)2^{n-2}", r"""Usando $\sum_k k(k-1)\binom nk=n(n-1)2^{n-2}$, concluímos:

**Resposta:** $n(n-1)\,2^{n-2}$""", False, "multilingual/pt-intermediate-as-final", "pt")
add("h", 4011, "10", r"""Retta di pendenza 2: intercetta $x=25$. Retta di pendenza 6: intercetta $x=35$. 

Distanza tra le intercette: $35-25=20$? No: $35-25=10$... ricontrollo la prima: $40-30/2=25$, sì. Quindi la distanza è

**Risposta: 20**""", False, "multilingual/it-arithmetic-slip", "it")
add("h", 2600, "194", r"""$a+a^{-1}=4 \Rightarrow a^2+a^{-2}=14 \Rightarrow a^4+a^{-4}=194$. 

Nhưng đề bài hỏi $a^4 - a^{-4}$? Không, đề hỏi tổng. Tuy vậy em tính lại: $14^2 = 196$, trừ 2 còn 194... em nghĩ nên trừ 4: 

Đáp số: 192""", False, "multilingual/vi-spurious-correction", "vi")
add("h", 1, "21", json.dumps({"steps": ["8g - 4 = 16", "g = 2.5", "R(10) = 2.5*10 - 4 = 21"],
    "note": "If R = g(S - 4) instead, g = 4 and R(10) = 24; the parenthesised reading is intended.",
    "final_answer": 24}), False, "agent/json-final-differs-from-steps")
add("h", 4058, "756", code("python", r"""from itertools import product
cnt = 0
for f in product(range(5), repeat=5):
    if all(f[f[x]] == f[f[f[x]]] for x in range(5)):
        cnt += 1
print(cnt)""") + "\n```\n756\n```\nThe brute force counts the 5 constant functions twice (once as idempotent maps), so the answer is 756 − 5 = **751**.", False, "agent/code-output-then-adjusted")
add("ps", 17, r"18\pi", '{"tool_calls": [{"id": "call_7", "type": "function", "function": {"name": "submit_answer", "arguments": "{\\"answer\\": \\"36\\\\\\\\pi\\", \\"explanation\\": \\"circle radius 6\\"}"}}]}', False, "agent/openai-tool-call-string-args")
add("ps", 7, "16.5", '{"tool_calls": [{"id": "call_2", "type": "function", "function": {"name": "submit_answer", "arguments": "{\\"answer\\": \\"33/2\\"}"}}]}', True, "agent/openai-tool-call-string-args")
add("h", 2181, "2900", code("python", r"""import math
k_min = math.ceil(1000 / math.pi)     # 1/x = k*pi must lie in (1000, 10000)
k_max = math.floor(10000 / math.pi)
print(k_max - k_min + 1)""") + "\n```\n2865\n```\nThe exact count is 2865, and among the answer choices the closest is **2900**.", True, "agent/code-then-nearest-option")
add("h", 3143, "542", json.dumps({"id": "chatcmpl-9x", "object": "chat.completion", "choices": [{"index": 0, "finish_reason": "tool_calls",
    "message": {"role": "assistant", "content": "The three consecutive blocks of 2011 terms sum to 200, 180 and 162; submitting the requested value.",
                "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "final_answer", "arguments": "{\"answer\": 162}"}}]}}]}),
    False, "agent/chat-completion-tool-arg-differs")
add("ph", 75, r"3,\!889,\!620", code("python", r"""from math import comb
print(4 * comb(7, 3) * 3 * comb(7, 2) ** 3)""") + "\n```\n3889620\n```\nSo there are roughly **3.9 million** possible committees.", False, "agent/code-exact-then-rounded")
add("u", 299, r"\frac{1}{4040}", '<tool_call>\n{"name": "final_answer", "arguments": {"latex": "\\\\frac{1}{2020}"}}\n</tool_call>', False, "agent/hermes-tool-call-factor-two")
add("h", 1, "21", r"""**Answer: 21**

Derivation: from $16 = 8g-4$ we get $g=\tfrac52$, and then for $S=10$ we have $R = 10\cdot\tfrac52 - 4$. To double-check with a proportion argument, note that $R+4$ is proportional to $S$, so $\frac{R+4}{10}=\frac{20}{8}$, which gives""", True, "truncated/answer-first-then-cut")
add("h", 4662, "45", r"""The acute angle is $45^\circ$.

Here is a more detailed explanation. The angle $\theta$ between lines with slopes $m_1$ and $m_2$ satisfies $\tan\theta=\left|\frac{m_1-m_2}{1+m_1m_2}\right|$. With $m_1=2$ and $m_2=\frac13$ the numerator is $\frac53$ and the denominator""", True, "truncated/answer-first-then-cut")
add("h", 29, r"\text{Only }4\text{ and }5", r"""| Statement | Verdict |
|---|---|
| (1) | false |
| (2) | false |
| (3) | true |
| (4) | true |
| (5) | true |

**Answer:** the true statements are (3), (4) and (5).""", False, "markdown/table-superset")
add("h", 760, r"\{-4,0,4\}", r"""### Cases
1. All positive → **4**
2. One negative → **0**
3. Two negative → **0**
4. All negative → **−4**

### Answer
The largest number formed is **4**.""", False, "markdown/heading-different-quantity")


# ---- LaTeX surface variants ----
add("h", 980, "Wednesday", r"""The three extra days must avoid Tuesday and Saturday, so they are Wednesday–Friday.

$\boxed{\text{Wednesday}}$""", True, "notation/boxed-text")
add("h", 322, r"\text{I and II}", r"""Since $y > \tfrac{8}{3}$ everywhere in the region,

$$\boxed{\text{Quadrants I and II}}$$""", True, "notation/boxed-text-roman")
add("h", 1, "21", r"""$g=\frac{5}{2}$, hence $R=\frac52\cdot10-4$.

$\boxed{21.}$""", True, "notation/boxed-trailing-period")
add("h", 2816, "2.4", r"""$$x = \displaystyle\frac{24}{10}\ \text{m}$$""", True, "notation/displaystyle-unreduced-units")
add("ph", 3, "0 or 4", r"""$$\boxed{b = 0 \quad\text{or}\quad b = 4}$$""", True, "notation/boxed-quad-or")
add("h", 57, "(3,3)", r"""$y=3x-6$; at $x=3$, $y=3$.

$$\boxed{\left(3,\,3\right)}$$""", True, "notation/left-right-parens")
add("h", 4662, "45", r"""`\boxed{45^\circ}`""", True, "notation/boxed-in-inline-code")
add("h", 3868, r"\dfrac{3}{4}", r"""$$P = \frac{1}{2} + \frac{1}{2}\cdot\frac{1}{2} = \boxed{\frac{3}{4}} \approx 0.75$$

Wait — that assumes Chloe's range is half of Laurent's, which is right (2017 vs 4034). But I should double-check by direct integration: $\frac{1}{2017\cdot4034}\int_0^{2017}(4034-c)\,dc = \frac{4034\cdot2017-\frac{2017^2}{2}}{2017\cdot4034}=1-\frac14$.

Both agree: $\boxed{\dfrac34}$.""", True, "notation/boxed-twice-with-recheck")
add("h", 3868, r"\dfrac{3}{4}", r"""$$P = \boxed{\tfrac{3}{4}}$$

Hmm, wait. Laurent's interval is twice as long, so the probability he is larger should be $\frac{2}{3}$ by the ratio of lengths $\frac{4034}{4034+2017}$.

$$\boxed{\tfrac{2}{3}}$$""", False, "notation/boxed-twice-last-wrong")
add("ph", 139, "1.5", r"""$$\mathbb{E}[X]=\sum_{\text{pairs}}\Pr[\text{adjacent}]=6\cdot\tfrac{2}{8}=\boxed{1.50}$$""", True, "notation/trailing-zero-added")



# =====================================================================================
# Native envelopes for a seeded subset of the plain cases.  Only neutral material is added
# (special tokens and a reasoning preamble that contains no numbers and no answer), so the
# label of the wrapped case is the label of the plain case.
# =====================================================================================
FILLERS = [
    "Okay, let me read the problem again carefully and make sure I understand what is being asked.\n"
    "I'll set up the relevant quantities, carry out the computation, and then double-check the result before writing the answer.",
    "Alright, first I need to understand the setup. There are a couple of possible approaches; a direct computation seems cleanest.\n"
    "Let me be careful with signs and with what exactly the question wants.\n\nHmm, let me just write it out cleanly in the response.",
    "Let me think step by step.\n\nThe question asks for a specific quantity, so I should keep track of which quantity I'm computing.\n"
    "Wait, I should re-read the statement once more... okay, I think I have it. Let me organize the work.",
    "So, the user wants the solution to this problem. Let me recall the relevant facts and work through it.\n"
    "I'll present the derivation concisely and state the result at the end.",
    "Hmm. This looks like a standard contest problem. Let me not rush.\n\nFirst, restate the given information. Then compute. "
    "Then sanity-check the answer against the conditions.\n\nOkay, writing the response now.",
]

def _env_chatml(t, r):      return "<|im_start|>assistant\n" + t.strip() + "<|im_end|>"
def _env_qwen3(t, r):       return "<think>\n" + r + "\n</think>\n\n" + t.strip() + "<|im_end|>"
def _env_r1(t, r):          return r + "\n</think>\n\n" + t.strip()          # template pre-filled "<think>\n"
def _env_r1_full(t, r):     return "<｜Assistant｜><think>\n" + r + "\n</think>\n\n" + t.strip() + "<｜end▁of▁sentence｜>"
def _env_harmony(t, r):     return ("<|start|>assistant<|channel|>analysis<|message|>" + r + "<|end|><|start|>assistant"
                                    "<|channel|>final<|message|>" + t.strip() + "<|return|>")
def _env_llama3(t, r):      return "<|start_header_id|>assistant<|end_header_id|>\n\n" + t.strip() + "<|eot_id|>"
def _env_gemma(t, r):       return "<start_of_turn>model\n" + t.strip() + "<end_of_turn>"
def _env_phi4r(t, r):       return "<|assistant|><think>" + r + "</think>" + t.strip() + "<|end|>"
def _env_cohere(t, r):      return "<|START_OF_TURN_TOKEN|><|CHATBOT_TOKEN|><|START_RESPONSE|>" + t.strip() + "<|END_RESPONSE|><|END_OF_TURN_TOKEN|>"
def _env_granite(t, r):     return "<|start_of_role|>assistant<|end_of_role|>" + t.strip() + "<|end_of_text|>"
def _env_kimi(t, r):        return "◁think▷" + r + "◁/think▷" + t.strip()
def _env_seed(t, r):        return "<seed:think>" + r + "</seed:think>" + t.strip()
def _env_magistral(t, r):   return "[THINK]" + r + "[/THINK]" + t.strip() + "</s>"
def _env_hunyuan(t, r):     return "<think>\n" + r + "\n</think>\n<answer>\n" + t.strip() + "\n</answer>"
def _env_ernie(t, r):       return "<think>\n" + r + "\n</think>\n\n<response>\n" + t.strip() + "\n</response>"
def _env_claude(t, r):      return "<thinking>\n" + r + "\n</thinking>\n\n" + t.strip()

ENVELOPES = [("qwen-chatml", _env_chatml), ("qwen3-think", _env_qwen3), ("deepseek-r1-prefilled", _env_r1),
             ("deepseek-r1-full", _env_r1_full), ("gpt-oss-harmony", _env_harmony), ("llama3", _env_llama3),
             ("gemma", _env_gemma), ("phi4-reasoning", _env_phi4r), ("command-a", _env_cohere),
             ("granite", _env_granite), ("kimi-think", _env_kimi), ("seed-think", _env_seed),
             ("magistral", _env_magistral), ("hunyuan-answer-tag", _env_hunyuan), ("ernie-response-tag", _env_ernie),
             ("thinking-tag", _env_claude)]

def envelope_some(fraction=0.35):
    env_rng = random.Random(7341)
    eligible = [c for c in CASES
                if c["style"].split("/")[0] in ("chat", "notation", "terse", "multilingual", "mcq", "markdown")
                and "<" not in c["response"] and "◁" not in c["response"] and "[THINK]" not in c["response"]]
    k = int(len(eligible) * fraction)
    for j, c in enumerate(env_rng.sample(eligible, k)):
        name, fn = ENVELOPES[j % len(ENVELOPES)]
        c["response"] = fn(c["response"], env_rng.choice(FILLERS))
        c["style"] = "special-tokens/" + name + "+" + c["style"].replace("/", "-")

envelope_some()


# =====================================================================================
def main():
    order = list(range(len(CASES)))
    RNG.shuffle(order)                      # interleave benchmarks/labels deterministically
    seen = set()
    with open(OUT, "w", encoding="utf-8") as f:
        for n, i in enumerate(order, 1):
            c = CASES[i]
            key = (c["source_row"], c["response"])
            assert key not in seen, key
            seen.add(key)
            assert c["style"].count("/") == 1, c["style"]
            rec = {"id": f"f-{n:04d}", "benchmark": c["benchmark"], "source_row": c["source_row"],
                   "question": c["question"], "gold": c["gold"], "response": c["response"],
                   "label": c["label"], "style": c["style"], "language": c["language"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(CASES)} cases to {OUT}")
    write_readme()


def _table(counter, head):
    rows = [f"| {head} | cases | true | false |", "|---|---|---|---|"]
    for k in sorted(counter, key=lambda k: (-sum(counter[k].values()), k)):
        t, f_ = counter[k].get(True, 0), counter[k].get(False, 0)
        rows.append(f"| {k} | {t + f_} | {t} | {f_} |")
    return "\n".join(rows)


def write_readme():
    from collections import defaultdict, Counter
    by = {name: defaultdict(Counter) for name in ("benchmark", "format", "language", "file")}
    lab = Counter()
    for c in CASES:
        lab[c["label"]] += 1
        by["benchmark"][c["benchmark"]][c["label"]] += 1
        by["format"][c["style"].split("/")[0]][c["label"]] += 1
        by["language"][c["language"]][c["label"]] += 1
        by["file"][c["source_row"].rsplit(":", 1)[0]][c["label"]] += 1
    text = README_HEAD.format(n=len(CASES), t=lab[True], f=lab[False], styles=len({c["style"] for c in CASES}))
    text += "\n## By benchmark\n\n" + _table(by["benchmark"], "benchmark") + "\n"
    text += "\n## By source file\n\n" + _table(by["file"], "file") + "\n"
    text += "\n## By format (the part of `style` before the slash)\n\n" + _table(by["format"], "format") + "\n"
    text += "\n## By language of the response\n\n" + _table(by["language"], "language") + "\n"
    with open(os.path.join(os.path.dirname(OUT), "README.md"), "w", encoding="utf-8") as fh:
        fh.write(text)


README_HEAD = """# Set F: blind labeled model responses for a math-answer grader

Written without looking at the grader, its tests or its docs; only `/work/shared/data` was read.

## Regenerate

    python3 /work/probe_f/make_cases.py          # standard library only, deterministic (fixed seeds)

It reads the problems and golds from `/work/shared/data` (override with `PROBE_DATA=...`) and rewrites
`cases.jsonl` and this README. Two runs give byte-identical files.

## Fields

`id`, `benchmark` (harp | math_perturb | putnam), `source_row` (`<file relative to the data dir>:<0-based line>`),
`question` (the stored problem text), `gold` (the stored gold field, unchanged: HARP default `answer`; HARP MCQ
`answer_choice`, a letter, with the choices NOT included in `question`; MATH-Perturb `answer`, kept with its JSON
type int/float/str; Putnam `answer_text` from `putnam/putnam_with_answers.jsonl`, the free-form sentence),
`response`, `label` (true iff the response's final answer equals the gold), `style` (`<format>/<subtype>`), `language`.

## Notes

- {n} cases: {t} true, {f} false; {styles} distinct styles.
- Every response is hand-written. A seeded ~35% of the plain chat/terse/notation/multilingual/MCQ cases are then put
  inside the native envelope of a model family (ChatML, Qwen3 `<think>`, DeepSeek-R1 with and without the prefilled
  `<think>`, gpt-oss harmony channels, Llama 3 headers, Gemma turns, Phi-4-reasoning, Command-A, Granite, Kimi
  `◁think▷`, Seed `<seed:think>`, Magistral `[THINK]`, Hunyuan `<answer>`, ERNIE `<response>`, `<thinking>`); such
  cases have style `special-tokens/<family>+<original style>`. The added reasoning preamble is neutral (no numbers,
  no answer), so the label is the plain case's label.
- Negatives are hard: the gold value usually appears in the response but is not its final answer (retracted,
  hedged, intermediate, other quantity, wrong letter, wrong root dropped/added, truncated before the end...).
- Putnam golds are sentences ("Show that the answer is ..."); a response is true when its final answer matches the
  answer stated in that sentence (including yes/no questions).
- Dropped while writing: HARP default rows 647 and 171, whose stored golds contradict their own problems.
"""


if __name__ == "__main__":
    main()
