"""Problem families for the long-response probe. Every gold is computed, not typed."""

import math
from fractions import Fraction

B = "\\boxed{"


def box(s):
    return B + str(s) + "}"


def ftex(fr):
    fr = Fraction(fr)
    if fr.denominator == 1:
        return str(fr.numerator)
    s = "-" if fr < 0 else ""
    return f"{s}\\frac{{{abs(fr.numerator)}}}{{{fr.denominator}}}"


def lin_term(c, var="x", first=False):
    """Format c*var as a term (with sign unless first)."""
    if c == 0:
        return ""
    mag = abs(c)
    body = (var if mag == 1 else f"{mag}{var}") if var else str(mag)
    if first:
        return ("-" if c < 0 else "") + body
    return (" - " if c < 0 else " + ") + body


def chunks(seq, n):
    return [seq[i : i + n] for i in range(0, len(seq), n)]


class Prob:
    name = "base"
    choices = None
    multipart = False
    mcq = False

    def tex(self, v):
        return str(v)

    def restate_sentences(self, v):
        return []

    def near(self):
        """Dict of wrong-twin kinds -> wrong value (never equal to gold)."""
        return {}


# ---------------------------------------------------------------- inclusion-exclusion
class IE(Prob):
    name = "incl_excl"

    def __init__(s, rng):
        s.a, s.b = rng.choice([(2, 3), (3, 5), (4, 7), (3, 7), (5, 7), (2, 5), (3, 4), (5, 6), (4, 9)])
        s.N = rng.randint(60, 480)
        a, b, N = s.a, s.b, s.N
        s.A, s.Bc, s.C = N // a, N // b, N // (a * b)
        s.val = s.A + s.Bc - s.C
        s.gold = str(s.val)
        s.W = s.A + s.Bc
        s.question = f"How many positive integers less than or equal to ${N}$ are divisible by ${a}$ or ${b}$?"

    def near(s):
        d = {"mistake": s.W, "intermediate": s.A, "off_by_one": s.val + 1, "complement": s.N - s.val}
        return {k: v for k, v in d.items() if v != s.val}

    def _mult(s, k, cnt, boxes, label):
        xs = [str(k * i) for i in range(1, cnt + 1)]
        lst = ", ".join(xs[:12]) + (", \\ldots, " + xs[-1] if cnt > 12 else "")
        full = "\n".join("  " + ", ".join(c) for c in chunks(xs, 15))
        res = box(cnt) if boxes else str(cnt)
        return (
            f"**{label}: multiples of ${k}$.**\n\nThe multiples of ${k}$ that do not exceed ${s.N}$ are\n"
            f"$$ {lst} $$\nWriting them all out to be safe:\n{full}\n\n"
            f"The largest one is ${k} \\times {cnt} = {k * cnt} \\le {s.N}$, while ${k} \\times {cnt + 1} = {k * (cnt + 1)} > {s.N}$. "
            f"So there are $\\left\\lfloor \\frac{{{s.N}}}{{{k}}} \\right\\rfloor = {res}$ of them."
        )

    def work(s, boxes=False):
        a, b, N = s.a, s.b, s.N
        return [
            f"We need to count the integers $n$ with $1 \\le n \\le {N}$ such that ${a} \\mid n$ or ${b} \\mid n$. "
            f"Let $S_{{{a}}}$ be the set of multiples of ${a}$ in $\\{{1, 2, \\ldots, {N}\\}}$ and $S_{{{b}}}$ the set of multiples of ${b}$. "
            f"We want $|S_{{{a}}} \\cup S_{{{b}}}|$, and by inclusion–exclusion\n"
            f"$$|S_{{{a}}} \\cup S_{{{b}}}| = |S_{{{a}}}| + |S_{{{b}}}| - |S_{{{a}}} \\cap S_{{{b}}}|.$$",
            s._mult(a, s.A, boxes, "Step 1"),
            s._mult(b, s.Bc, boxes, "Step 2"),
            f"**Step 3: the overlap.** A number is divisible by both ${a}$ and ${b}$ exactly when it is divisible by "
            f"$\\operatorname{{lcm}}({a}, {b}) = {a * b}$ (since $\\gcd({a}, {b}) = 1$).\n\n"
            + s._mult(a * b, s.C, boxes, "Step 3b"),
        ]

    def conclude(s):
        return f"**Step 4: combine.** By inclusion–exclusion,\n$$|S_{{{s.a}}} \\cup S_{{{s.b}}}| = {s.A} + {s.Bc} - {s.C} = {s.val}.$$"

    def mistake_conclude(s):
        return f"**Step 4: combine.** Adding the two counts, $|S_{{{s.a}}}| + |S_{{{s.b}}}| = {s.A} + {s.Bc} = {s.W}$."

    def right_story(s):
        return (
            f"Hmm, wait. The multiples of ${s.a * s.b}$ (like ${s.a * s.b}$ and ${2 * s.a * s.b}$) lie in both sets, so I counted each of them twice. "
            f"I have to subtract the ${s.C}$ of them once."
        )

    def wrong_story(s):
        return (
            f"Hmm, wait. The multiples of ${s.a * s.b}$ are divisible by ${s.a}$ or ${s.b}$ too, so they belong in the answer; "
            f"I should not have thrown them away. Let me redo the last step without subtracting them."
        )

    def extras(s, i):
        a, b, N = s.a, s.b, s.N
        k = i % 3
        if k == 0:
            q, r = divmod(N, a * b)
            rem = [n for n in range(1, r + 1) if n % a == 0 or n % b == 0]
            per = [n for n in range(1, a * b + 1) if n % a == 0 or n % b == 0]
            return (
                f"**Double-check by blocks.** In every block of ${a * b}$ consecutive integers the numbers divisible by ${a}$ or ${b}$ are, "
                f"for the block $1..{a * b}$: {', '.join(map(str, per))}, that is ${a * b}/{a} + {a * b}/{b} - 1 = {b} + {a} - 1 = {a + b - 1}$ numbers. "
                f"Now ${N} = {a * b} \\cdot {q} + {r}$, so the {q} full blocks give ${q} \\cdot {a + b - 1} = {q * (a + b - 1)}$ numbers, "
                f"and the leftover $1..{r}$ contributes {len(rem)} ({', '.join(map(str, rem)) or 'none'}). "
                f"Total: ${q * (a + b - 1)} + {len(rem)} = {q * (a + b - 1) + len(rem)}$, which agrees."
            )
        if k == 1:
            nei = N - s.val
            return (
                f"**Check via the complement.** The numbers divisible by neither ${a}$ nor ${b}$ number "
                f"${N} - {s.A} - {s.Bc} + {s.C} = {nei}$. Then ${N} - {nei} = {s.val}$, consistent with the count above. "
                f"Also, the density check: about $\\frac{{1}}{{{a}}} + \\frac{{1}}{{{b}}} - \\frac{{1}}{{{a * b}}} = \\frac{{{a + b - 1}}}{{{a * b}}}$ "
                f"of all integers qualify, and $\\frac{{{a + b - 1}}}{{{a * b}}} \\cdot {N} \\approx {round((a + b - 1) * N / (a * b), 2)}$, close to what we found."
            )
        lo = (i // 3) * 60 % max(N, 1)
        hi = min(N, lo + 60)
        seg = [n for n in range(lo + 1, hi + 1) if n % a == 0 or n % b == 0]
        run = sum(1 for n in range(1, hi + 1) if n % a == 0 or n % b == 0)
        return (
            f"**Direct listing, {lo + 1} to {hi}.** The qualifying numbers are {', '.join(map(str, seg))}; that is {len(seg)} numbers, "
            f"bringing the running total up to {hi} to {run}."
        )

    def verify(s):
        return (
            f"Let's verify: the numbers divisible by neither are ${s.N} - {s.val} = {s.N - s.val}$, and "
            f"${s.N} - {s.A} - {s.Bc} + {s.C} = {s.N - s.val}$ ✓. Everything is consistent."
        )

    def check_line(s):
        return f"So {s.A} + {s.Bc} - {s.C} = {s.val} ✓."

    def final_sentences(s, v):
        return [f"So the count is ${v}$.", f"Thus exactly {v} numbers qualify.", f"So there are {v} such integers."]

    def restate_sentences(s, v):
        return [
            f"Therefore, there are {v} positive integers less than or equal to {s.N} that are divisible by {s.a} or {s.b}.",
            f"Hence {v} of the integers from 1 to {s.N} are divisible by {s.a} or {s.b}.",
            f"So, among the first {s.N} positive integers, **{v}** are multiples of {s.a} or of {s.b}.",
        ]

    def rows(s, v):
        return [
            (f"Multiples of {s.a}", s.A),
            (f"Multiples of {s.b}", s.Bc),
            (f"Multiples of {s.a * s.b}", s.C),
            ("Total", v),
        ]


# ---------------------------------------------------------------- linear equation
class LIN(Prob):
    name = "linear"

    def __init__(s, rng):
        while True:
            s.x0 = rng.randint(-12, 15)
            s.a = rng.randint(2, 9)
            s.d = rng.choice([d for d in range(1, 8) if d != s.a])
            s.b = rng.randint(1, 9)
            s.c = rng.randint(1, 20)
            s.e = s.a * (s.x0 + s.b) - s.c - s.d * s.x0
            s.Wf = Fraction(s.e - s.a * s.b - s.c, s.a - s.d)
            if s.e != 0 and s.Wf != s.x0:
                break
        s.val = s.x0
        s.gold = str(s.x0)
        s.W = ftex(s.Wf)
        rhs = lin_term(s.d, "x", True) + lin_term(s.e, "")
        s.eq = f"{s.a}(x + {s.b}) - {s.c} = {rhs}"
        s.question = f"Solve for $x$: ${s.eq}$."
        s.K1 = s.a * s.b - s.c
        s.K = s.e - s.K1

    def near(s):
        return {
            "mistake": s.W,
            "off_by_one": s.x0 + 1,
            "intermediate": s.K if s.x0 != s.K else s.K + 2,
            "negated": -s.x0 if s.x0 != 0 else 1,
        }

    def work(s, boxes=False):
        a, b, c, d, e = s.a, s.b, s.c, s.d, s.e
        k1 = box(s.K1) if boxes else str(s.K1)
        co = box(a - d) if boxes else str(a - d)
        return [
            f"We are asked to solve the linear equation\n$$ {s.eq}. $$\nI'll expand, collect the $x$ terms on one side and the constants on the other.",
            f"**Step 1: expand the left-hand side.**\n$${a}(x + {b}) - {c} = {a}x + {a * b} - {c} = {a}x{lin_term(s.K1, '')}.$$\n"
            f"So the constant on the left is ${a} \\cdot {b} - {c} = {k1}$.",
            f"**Step 2: move the $x$-terms.** Subtract ${lin_term(d, 'x', True)}$ from both sides:\n"
            f"$$({a} - {d})x{lin_term(s.K1, '')} = {e}, \\qquad\\text{{i.e.}}\\qquad {a - d}x{lin_term(s.K1, '')} = {e}.$$\n"
            f"The coefficient of $x$ is ${co}$.",
        ]

    def conclude(s):
        a, d = s.a, s.d
        return (
            f"**Step 3: isolate $x$.** Subtract ${s.K1}$ from both sides: ${a - d}x = {s.e} - ({s.K1}) = {s.K}$. "
            f"Dividing by ${a - d}$:\n$$x = \\frac{{{s.K}}}{{{a - d}}} = {s.x0}.$$"
        )

    def mistake_conclude(s):
        a, d = s.a, s.d
        num = s.e - s.a * s.b - s.c
        return (
            f"**Step 3: isolate $x$.** Moving the constants over, ${a - d}x = {s.e} - {s.a * s.b} - {s.c} = {num}$, so\n"
            f"$$x = \\frac{{{num}}}{{{a - d}}} = {s.W}.$$"
        )

    def right_story(s):
        return (
            f"Wait, let me re-check the constants. On the left the constant is $+{s.a * s.b} - {s.c}$, so moving it across changes "
            f"$-{s.c}$ into $+{s.c}$. I had the sign of ${s.c}$ wrong."
        )

    def wrong_story(s):
        return (
            f"Wait, let me re-check the constants. Moving ${s.a * s.b}$ and ${s.c}$ across, both should be subtracted from ${s.e}$. "
            f"I think I mishandled the sign of ${s.c}$."
        )

    def extras(s, i):
        lo = s.x0 - 3 - 4 * (i % 4) if i % 2 else s.x0 - 2 + 3 * (i % 5)
        rows = []
        for t in range(lo, lo + 6):
            L = s.a * (t + s.b) - s.c
            R = s.d * t + s.e
            rows.append(
                f"- $x = {t}$: left side ${s.a}({t} + {s.b}) - {s.c} = {L}$, right side ${s.d}\\cdot({t}){lin_term(s.e, '')} = {R}$, difference ${L - R}$."
            )
        return (
            "**Sanity check with a table of values.** The difference left − right is linear in $x$ with slope "
            f"${s.a - s.d}$, so it has exactly one zero:\n"
            + "\n".join(rows)
            + f"\nThe difference changes by ${s.a - s.d}$ per step and vanishes only at $x = {s.x0}$."
        )

    def verify(s):
        L = s.a * (s.x0 + s.b) - s.c
        return (
            f"Let's verify: plugging $x = {s.x0}$ back in, the left side is ${s.a}({s.x0} + {s.b}) - {s.c} = {L}$ and the right side is "
            f"${s.d}\\cdot({s.x0}){lin_term(s.e, '')} = {L}$. So ${L} = {L}$ ✓."
        )

    def check_line(s):
        L = s.a * (s.x0 + s.b) - s.c
        return f"So {L} = {L} ✓."

    def tex(s, v):
        return str(v)

    def final_sentences(s, v):
        return [f"Therefore, the solution is $x = {v}$.", f"So $x = {v}$.", f"The value of $x$ is ${v}$."]

    def restate_sentences(s, v):
        return [
            f"So $x = {v}$ is the solution of ${s.eq}$.",
            f"Thus $x = {v}$, and both sides equal {s.a * (s.x0 + s.b) - s.c} there, with coefficients {s.a} and {s.d}.",
        ]

    def rows(s, v):
        return [("Constant on left", s.K1), ("Coefficient of x", s.a - s.d), ("Right constant", s.K), ("x", v)]


# ---------------------------------------------------------------- quadratic (two roots)
class QUAD(Prob):
    name = "quadratic"
    multipart = True

    def __init__(s, rng):
        while True:
            r1, r2 = sorted(rng.sample([i for i in range(-11, 13) if i != 0], 2))
            if r1 + r2 != 0:
                break
        s.r1, s.r2 = r1, r2
        s.sm, s.pr = r1 + r2, r1 * r2
        s.D = (r2 - r1) ** 2
        s.val = (r1, r2)
        s.gold = f"{r1}, {r2}"
        s.poly = "x^2" + lin_term(-s.sm, "x") + lin_term(s.pr, "")
        s.question = f"Find all real solutions of $ {s.poly} = 0 $."

    def tex(s, v):
        if isinstance(v, tuple):
            return ", ".join(map(str, v))
        return str(v)

    def near(s):
        return {"mistake": (-s.r2, -s.r1), "partial": (s.r2,), "off_by_one": (s.r1, s.r2 + 1), "intermediate": (s.D,)}

    def work(s, boxes=False):
        D = box(s.D) if boxes else str(s.D)
        pairs = []
        p = abs(s.pr)
        for f in range(1, p + 1):
            if p % f == 0:
                g = p // f
                pairs.append(f"$({f}, {g})$ with sum ${f + g}$ and difference ${abs(f - g)}$")
        return [
            f"We need to solve $ {s.poly} = 0 $. Comparing with $x^2 + bx + c = 0$, we have $b = {-s.sm}$ and $c = {s.pr}$.",
            f"**Attempt at factoring.** We look for two numbers with product ${s.pr}$ and sum ${s.sm}$. The factor pairs of ${p}$ are: "
            + "; ".join(pairs)
            + ". Signs still need to be chosen, so let me just use the quadratic formula to be safe.",
            f"**Discriminant.** $\\Delta = b^2 - 4c = ({-s.sm})^2 - 4\\cdot({s.pr}) = {s.sm**2} {'-' if s.pr > 0 else '+'} {abs(4 * s.pr)} = {D}$. "
            f"Since $\\Delta > 0$ there are two distinct real roots, and $\\sqrt{{\\Delta}} = {s.r2 - s.r1}$.",
        ]

    def conclude(s):
        return (
            f"**Roots.** $$x = \\frac{{-b \\pm \\sqrt{{\\Delta}}}}{{2}} = \\frac{{{s.sm} \\pm {s.r2 - s.r1}}}{{2}},$$ "
            f"so $x_1 = \\frac{{{s.sm - (s.r2 - s.r1)}}}{{2}} = {s.r1}$ and $x_2 = \\frac{{{s.sm + s.r2 - s.r1}}}{{2}} = {s.r2}$."
        )

    def mistake_conclude(s):
        return (
            f"**Roots.** $$x = \\frac{{b \\pm \\sqrt{{\\Delta}}}}{{2}} = \\frac{{{-s.sm} \\pm {s.r2 - s.r1}}}{{2}},$$ "
            f"so $x_1 = {-s.r2}$ and $x_2 = {-s.r1}$."
        )

    def right_story(s):
        return "Wait, the quadratic formula has $-b$ in the numerator, not $b$. I dropped that sign, so both roots came out negated."

    def wrong_story(s):
        return "Wait, let me re-check the sign convention in the formula; I think I should use $b$ directly in the numerator."

    def extras(s, i):
        t0 = s.r1 - 3 + (i % 4)
        rows = [
            f"- $x = {t}$: ${t}^2{lin_term(-s.sm, '(' + str(t) + ')')}{lin_term(s.pr, '')} = {t * t - s.sm * t + s.pr}$"
            for t in range(t0, t0 + 8)
        ]
        return (
            "**Check with a table of values of the polynomial.** The values should be zero exactly at the roots:\n"
            + "\n".join(rows)
            + f"\nVieta also agrees: the sum of the roots is ${s.r1} + {s.r2} = {s.sm}$ and the product is ${s.r1}\\cdot{s.r2} = {s.pr}$."
        )

    def verify(s):
        return (
            f"Let's verify: ${s.r1}^2{lin_term(-s.sm, '(' + str(s.r1) + ')')}{lin_term(s.pr, '')} = 0$ ✓ and "
            f"${s.r2}^2{lin_term(-s.sm, '(' + str(s.r2) + ')')}{lin_term(s.pr, '')} = 0$ ✓."
        )

    def check_line(s):
        return f"So {s.r1} + {s.r2} = {s.sm} ✓."

    def final_sentences(s, v):
        if len(v) == 1:
            return [f"So the solution is $x = {v[0]}$."]
        return [f"So the solutions are $x = {v[0]}$ and $x = {v[1]}$.", f"Therefore $x = {v[0]}$ or $x = {v[1]}$."]

    def rows(s, v):
        return [("b", -s.sm), ("c", s.pr), ("Discriminant", s.D)] + [(f"Root {i + 1}", r) for i, r in enumerate(v)]


# ---------------------------------------------------------------- arithmetic series
class SERIES(Prob):
    name = "series"

    def __init__(s, rng):
        s.a = rng.randint(1, 25)
        s.d = rng.randint(2, 9)
        s.n = rng.randint(12, 70)
        s.L = s.a + (s.n - 1) * s.d
        s.val = s.n * (s.a + s.L) // 2
        assert s.n * (s.a + s.L) % 2 == 0
        s.gold = str(s.val)
        s.W = s.val - s.L
        s.question = f"Find the sum of the first ${s.n}$ terms of the arithmetic sequence ${s.a}, {s.a + s.d}, {s.a + 2 * s.d}, \\ldots$."

    def near(s):
        return {"mistake": s.W, "intermediate": s.L, "off_by_one": s.val + s.L + s.d, "plus_one": s.val + 1}

    def work(s, boxes=False):
        terms = [s.a + i * s.d for i in range(s.n)]
        L = box(s.L) if boxes else str(s.L)
        return [
            f"The sequence starts at $a_1 = {s.a}$ with common difference $d = {s.a + s.d} - {s.a} = {s.d}$. We want $S_{{{s.n}}} = a_1 + a_2 + \\cdots + a_{{{s.n}}}$.",
            "**Listing the terms.** Writing them all out:\n"
            + "\n".join(
                "  " + ", ".join(f"a_{{{j + 1 + 10 * k}}} = {t}" for j, t in enumerate(c))
                for k, c in enumerate(chunks(terms, 10))
            ),
            f"**Last term.** $a_{{{s.n}}} = a_1 + ({s.n} - 1)d = {s.a} + {s.n - 1}\\cdot {s.d} = {L}$, matching the list.",
        ]

    def conclude(s):
        return (
            f"**Sum.** Pairing first and last terms (Gauss): each pair sums to $a_1 + a_{{{s.n}}} = {s.a} + {s.L} = {s.a + s.L}$, so\n"
            f"$$S_{{{s.n}}} = \\frac{{{s.n}\\,({s.a} + {s.L})}}{{2}} = \\frac{{{s.n * (s.a + s.L)}}}{{2}} = {s.val}.$$"
        )

    def mistake_conclude(s):
        return (
            f"**Sum.** The terms run from $a_1$ to $a_{{{s.n - 1}}} = {s.L - s.d}$, so\n"
            f"$$S = \\frac{{{s.n - 1}\\,({s.a} + {s.L - s.d})}}{{2}} = {s.W}.$$"
        )

    def right_story(s):
        return f"Hold on, I stopped one term early: the first ${s.n}$ terms end at $a_{{{s.n}}} = {s.L}$, not at $a_{{{s.n - 1}}}$. I need to include it."

    def wrong_story(s):
        return f"Hold on, let me recount the terms: I think the last term I should include is $a_{{{s.n - 1}}}$."

    def extras(s, i):
        terms = [s.a + k * s.d for k in range(s.n)]
        step = 8 + (i % 5)
        out, tot = [], 0
        for k, t in enumerate(terms):
            tot += t
            if (k + 1) % step == 0 or k == s.n - 1:
                out.append(f"$S_{{{k + 1}}} = {tot}$")
        return (
            "**Check with running partial sums** (every "
            + str(step)
            + " terms): "
            + ", ".join(out)
            + f". The last one is the sum of all ${s.n}$ terms, and the formula $S_k = \\frac{{k}}{{2}}(2\\cdot {s.a} + (k-1)\\cdot {s.d})$ "
            f"gives the same numbers (for instance $S_{{10}} = 5({2 * s.a} + {9 * s.d}) = {5 * (2 * s.a + 9 * s.d)}$)."
        )

    def verify(s):
        return (
            f"Let's verify with the other formula: $S_n = \\frac{{n}}{{2}}(2a_1 + (n-1)d) = \\frac{{{s.n}}}{{2}}({2 * s.a} + {(s.n - 1) * s.d}) "
            f"= \\frac{{{s.n}}}{{2}}\\cdot {2 * s.a + (s.n - 1) * s.d} = {s.val}$ ✓."
        )

    def check_line(s):
        return f"So {s.n} × {s.a + s.L} / 2 = {s.val} ✓."

    def final_sentences(s, v):
        return [f"So the sum is ${v}$.", f"Hence $S_{{{s.n}}} = {v}$.", f"The sum of the terms is {v}."]

    def restate_sentences(s, v):
        return [
            f"Therefore, the sum of the first {s.n} terms is {v}.",
            f"So the first {s.n} terms add up to {v}, the last of them being {s.L}.",
        ]

    def rows(s, v):
        return [("First term", s.a), ("Common difference", s.d), ("Last term", s.L), ("Sum", v)]


# ---------------------------------------------------------------- probability (fraction)
class PROB(Prob):
    name = "probability"

    def __init__(s, rng):
        s.r = rng.randint(3, 9)
        s.bl = rng.randint(2, 9)
        s.T = s.r + s.bl
        s.valf = Fraction(s.r * (s.r - 1), s.T * (s.T - 1))
        s.val = ftex(s.valf)
        s.gold = s.val
        s.Wf = Fraction(s.r * s.r, s.T * s.T)
        s.W = ftex(s.Wf)
        s.question = (
            f"A bag contains ${s.r}$ red marbles and ${s.bl}$ blue marbles. Two marbles are drawn at random without replacement. "
            f"What is the probability that both are red? Express your answer as a common fraction."
        )

    def near(s):
        return {
            "mistake": s.W,
            "intermediate": ftex(Fraction(s.r, s.T)),
            "complement": ftex(1 - s.valf),
            "off_by_one": ftex(Fraction(s.r * (s.r - 1), s.T * (s.T + 1))),
        }

    def work(s, boxes=False):
        c2 = s.r * (s.r - 1) // 2
        t2 = s.T * (s.T - 1) // 2
        cc = box(c2) if boxes else str(c2)
        tt = box(t2) if boxes else str(t2)
        return [
            f"There are ${s.r} + {s.bl} = {s.T}$ marbles in total. We draw two without replacement and want $P(\\text{{both red}})$.",
            f"**Counting method.** The number of unordered pairs of marbles is $\\binom{{{s.T}}}{{2}} = \\frac{{{s.T}\\cdot{s.T - 1}}}{{2}} = {tt}$. "
            f"The number of pairs of red marbles is $\\binom{{{s.r}}}{{2}} = \\frac{{{s.r}\\cdot{s.r - 1}}}{{2}} = {cc}$.",
            f"**Sequential method.** The first marble is red with probability $\\frac{{{s.r}}}{{{s.T}}}$. Given that, ${s.r - 1}$ red marbles remain among ${s.T - 1}$, "
            f"so the second is red with probability $\\frac{{{s.r - 1}}}{{{s.T - 1}}}$.",
        ]

    def conclude(s):
        return (
            f"Multiplying, $P = \\frac{{{s.r}}}{{{s.T}}}\\cdot\\frac{{{s.r - 1}}}{{{s.T - 1}}} = \\frac{{{s.r * (s.r - 1)}}}{{{s.T * (s.T - 1)}}} = {s.val}$, "
            f"which agrees with $\\frac{{{s.r * (s.r - 1) // 2}}}{{{s.T * (s.T - 1) // 2}}} = {s.val}$ from counting."
        )

    def mistake_conclude(s):
        return f"Multiplying, $P = \\frac{{{s.r}}}{{{s.T}}}\\cdot\\frac{{{s.r}}}{{{s.T}}} = \\frac{{{s.r * s.r}}}{{{s.T * s.T}}} = {s.W}$."

    def right_story(s):
        return f"Wait, that treats the draws as independent, but we draw without replacement: after one red is taken only ${s.r - 1}$ of ${s.T - 1}$ remain red."

    def wrong_story(s):
        return "Wait, let me reconsider: each draw is a uniformly random marble, so maybe both draws should use the same probability."

    def extras(s, i):
        r, b, T = s.r, s.bl, s.T
        pbb = Fraction(b * (b - 1), T * (T - 1))
        pmix = Fraction(2 * r * b, T * (T - 1))
        if i % 2 == 0:
            return (
                f"**Check that the cases add to 1.** $P(\\text{{both blue}}) = \\frac{{{b}}}{{{T}}}\\cdot\\frac{{{b - 1}}}{{{T - 1}}} = {ftex(pbb)}$, "
                f"$P(\\text{{one of each}}) = 2\\cdot\\frac{{{r}}}{{{T}}}\\cdot\\frac{{{b}}}{{{T - 1}}} = {ftex(pmix)}$. "
                f"Then ${s.val} + {ftex(pbb)} + {ftex(pmix)} = {ftex(s.valf + pbb + pmix)}$ ✓."
            )
        pairs = [f"(R{x},R{y})" for x in range(1, r + 1) for y in range(1, r + 1) if x != y]
        return (
            f"**Ordered enumeration.** Label the red marbles R1..R{r} and blue ones B1..B{b}. Ordered red-red draws: "
            + ", ".join(pairs)
            + f" — that is ${len(pairs)}$ out of ${T}\\cdot{T - 1} = {T * (T - 1)}$ ordered draws, giving $\\frac{{{len(pairs)}}}{{{T * (T - 1)}}} = {s.val}$. "
            f"As a decimal that is about ${float(s.valf):.4f}$."
        )

    def verify(s):
        return (
            f"Let's verify numerically: ${s.r}/{s.T} \\approx {s.r / s.T:.4f}$ and ${s.r - 1}/{s.T - 1} \\approx {(s.r - 1) / (s.T - 1):.4f}$; "
            f"their product is about ${float(s.valf):.4f}$, and ${s.val} \\approx {float(s.valf):.4f}$ ✓."
        )

    def check_line(s):
        return f"So {s.r * (s.r - 1) // 2}/{s.T * (s.T - 1) // 2} = {s.valf.numerator}/{s.valf.denominator} ✓."

    def final_sentences(s, v):
        return [
            f"So the probability is ${v}$.",
            f"The probability that both marbles are red is ${v}$.",
            f"Therefore $P(\\text{{both red}}) = {v}$.",
        ]

    def restate_sentences(s, v):
        return [
            f"So with {s.r} red and {s.bl} blue marbles, the probability that both drawn marbles are red is ${v}$, about {float(Fraction(s.valf)):.3f}."
            if v == s.val
            else f"So with {s.r} red and {s.bl} blue marbles, the probability that both drawn marbles are red is ${v}$.",
            f"The probability that both are red is ${v}$ when drawing 2 of the {s.T} marbles.",
        ]

    def rows(s, v):
        return [
            ("Total marbles", s.T),
            ("Red pairs", s.r * (s.r - 1) // 2),
            ("All pairs", s.T * (s.T - 1) // 2),
            ("Probability", f"${v}$"),
        ]


# ---------------------------------------------------------------- modular power
class MOD(Prob):
    name = "modpow"

    def __init__(s, rng):
        while True:
            s.m = rng.choice([7, 9, 11, 13, 17, 19])
            s.a = rng.randint(2, 12)
            s.k = rng.randint(30, 400)
            if math.gcd(s.a, s.m) == 1 and s.a % s.m not in (0, 1):
                seq, x = [], 1
                while True:
                    x = x * s.a % s.m
                    seq.append(x)
                    if x == 1:
                        break
                s.cyc = seq
                s.Lp = len(seq)
                s.j = s.k % s.Lp or s.Lp
                s.val = pow(s.a, s.k, s.m)
                s.Wv = seq[s.j % s.Lp]  # off-by-one in the index: a^(j+1)
                if s.Wv != s.val and s.Lp > 2:
                    break
        s.gold = str(s.val)
        s.W = s.Wv
        s.question = f"What is the remainder when ${s.a}^{{{s.k}}}$ is divided by ${s.m}$?"

    def near(s):
        d = {"mistake": s.W, "intermediate": s.Lp, "off_by_one": (s.val + 1) % s.m, "index": s.j}
        return {k: v for k, v in d.items() if v != s.val}

    def work(s, boxes=False):
        lines = [f"${s.a}^{{{i + 1}}} \\equiv {v} \\pmod{{{s.m}}}$" for i, v in enumerate(s.cyc)]
        Lp = box(s.Lp) if boxes else str(s.Lp)
        return [
            f"We want ${s.a}^{{{s.k}}} \\bmod {s.m}$. Since $\\gcd({s.a}, {s.m}) = 1$, the powers of ${s.a}$ modulo ${s.m}$ are periodic. Let me compute them one by one.",
            "**Successive powers.** Each line multiplies the previous residue by "
            + str(s.a)
            + " and reduces:\n"
            + "\n".join(
                f"- {ln}"
                + (
                    f" (since ${s.cyc[i - 1]}\\cdot {s.a} = {s.cyc[i - 1] * s.a} = {s.m}\\cdot {s.cyc[i - 1] * s.a // s.m} + {v}$)"
                    if i
                    else ""
                )
                for i, (ln, v) in enumerate(zip(lines, s.cyc, strict=True))
            ),
            f"So ${s.a}^{{{s.Lp}}} \\equiv 1$, and the order of ${s.a}$ modulo ${s.m}$ is ${Lp}$: the residues repeat with period ${s.Lp}$.",
        ]

    def conclude(s):
        q, r = divmod(s.k, s.Lp)
        return (
            f"**Reduce the exponent.** ${s.k} = {s.Lp}\\cdot {q} + {r}$, so ${s.a}^{{{s.k}}} = ({s.a}^{{{s.Lp}}})^{{{q}}}\\cdot {s.a}^{{{r}}} "
            f"\\equiv {s.a}^{{{r}}} \\equiv {s.val} \\pmod{{{s.m}}}$."
        )

    def mistake_conclude(s):
        q, r = divmod(s.k, s.Lp)
        return (
            f"**Reduce the exponent.** ${s.k} = {s.Lp}\\cdot {q} + {r}$, so the exponent lands at position ${r + 1}$ of the cycle, "
            f"giving ${s.a}^{{{s.k}}} \\equiv {s.W} \\pmod{{{s.m}}}$."
        )

    def right_story(s):
        return "Wait, position $r$ in the cycle corresponds to the exponent $r$ itself; I shifted by one when reading off the table."

    def wrong_story(s):
        return "Wait, let me re-read the cycle table: the list starts at exponent 1, so I think I need to shift the position by one."

    def extras(s, i):
        e = s.k
        bits = f"{e:b}"
        sq, x = [], s.a % s.m
        for t in range(len(bits)):
            sq.append(f"${s.a}^{{{2**t}}} \\equiv {x}$")
            x = x * x % s.m
        if i % 2 == 0:
            return (
                f"**Check by repeated squaring.** ${s.k}$ in binary is ${bits}_2$. Squares: "
                + ", ".join(sq)
                + f" (mod {s.m}). Multiplying the ones selected by the binary digits gives ${s.val}$ again."
            )
        blocks = [f"exponents {s.Lp * t + 1}–{s.Lp * (t + 1)}: " + ", ".join(map(str, s.cyc)) for t in range(3 + i % 3)]
        return (
            "**The cycle continues:** " + "; ".join(blocks) + f". The pattern repeats with period {s.Lp} as expected."
        )

    def verify(s):
        return f"Let's verify with Python-style arithmetic: pow({s.a}, {s.k}, {s.m}) = {s.val} ✓."

    def check_line(s):
        return f"So {s.k} mod {s.Lp} = {s.k % s.Lp} ✓."

    def final_sentences(s, v):
        return [
            f"So the remainder is ${v}$.",
            f"Hence ${s.a}^{{{s.k}}} \\equiv {v} \\pmod{{{s.m}}}$.",
            f"The remainder is {v}.",
        ]

    def restate_sentences(s, v):
        return [
            f"Therefore, the remainder when ${s.a}^{{{s.k}}}$ is divided by ${s.m}$ is ${v}$.",
            f"So {s.a} to the power {s.k} leaves remainder {v} on division by {s.m}.",
        ]

    def rows(s, v):
        return [("Period", s.Lp), ("Exponent mod period", s.k % s.Lp), ("Remainder", v)]


# ---------------------------------------------------------------- digit sums (case analysis)
class DIGITS(Prob):
    name = "digit_cases"

    def __init__(s, rng):
        s.S = rng.randint(5, 23)
        s.cases = []
        for a in range(1, 10):
            t = s.S - a
            pairs = [(b, t - b) for b in range(0, 10) if 0 <= t - b <= 9]
            s.cases.append((a, t, pairs))
        s.val = sum(len(p) for _, _, p in s.cases)
        s.gold = str(s.val)
        last = [c for c in s.cases if c[2]][-1]
        s.W = s.val - len(last[2])
        s.lastcase = last
        s.question = f"How many three-digit positive integers have digits whose sum is ${s.S}$?"

    def near(s):
        d = {"mistake": s.W, "off_by_one": s.val - 1, "intermediate": len(s.cases[4][2]) or 3}
        return {k: v for k, v in d.items() if v != s.val}

    def work(s, boxes=False):
        out = [
            f"Write the number as $\\overline{{abc}}$ with $1 \\le a \\le 9$ and $0 \\le b, c \\le 9$. We need $a + b + c = {s.S}$. "
            f"I'll do a case analysis on the hundreds digit $a$; for each $a$ we need $b + c = {s.S} - a$ with both digits between 0 and 9."
        ]
        for a, t, pairs in s.cases:
            if s.lastcase[0] == a:
                break
            cnt = box(len(pairs)) if boxes else str(len(pairs))
            if not pairs:
                out.append(
                    f"**Case $a = {a}$:** $b + c = {t}$, which is impossible with digits (need $0 \\le b + c \\le 18$). Count: $0$."
                )
            else:
                out.append(
                    f"**Case $a = {a}$:** $b + c = {t}$. The pairs $(b, c)$ are "
                    + ", ".join(f"({b}, {c})" for b, c in pairs)
                    + f". Count: ${cnt}$."
                )
        return out

    def _last(s):
        a, t, pairs = s.lastcase
        rest = [c for c in s.cases if c[0] > a]
        txt = (
            f"**Case $a = {a}$:** $b + c = {t}$. The pairs are "
            + ", ".join(f"({b}, {c})" for b, c in pairs)
            + f". Count: ${len(pairs)}$."
        )
        if rest:
            txt += " " + " ".join(f"**Case $a = {r[0]}$:** $b + c = {r[1]} < 0$, impossible." for r in rest)
        return txt

    def conclude(s):
        counts = [len(p) for _, _, p in s.cases]
        return s._last() + "\n\n**Total.** Adding the cases: $" + " + ".join(map(str, counts)) + f" = {s.val}$."

    def mistake_conclude(s):
        counts = [len(p) for a, _, p in s.cases if a != s.lastcase[0]]
        return "**Total.** Adding the cases: $" + " + ".join(map(str, counts)) + f" = {s.W}$."

    def right_story(s):
        return f"Wait, I never did the case $a = {s.lastcase[0]}$. Let me add it."

    def wrong_story(s):
        return f"Wait, for $a = {s.lastcase[0]}$ I should double-check whether those numbers are really allowed; I think I'll leave that case out."

    def extras(s, i):
        if i % 2 == 0:
            # stars and bars check
            n = s.S - 1
            return (
                f"**Check with stars and bars.** Put $a' = a - 1 \\ge 0$, so $a' + b + c = {n}$. Without upper bounds there are "
                f"$\\binom{{{n} + 2}}{{2}} = {math.comb(n + 2, 2)}$ solutions. Subtracting those with $a' \\ge 9$ or $b \\ge 10$ or $c \\ge 10$ "
                f"(inclusion–exclusion) leaves {s.val}, matching the case count."
            )
        lo = 100 + 100 * (i // 2 % 9)
        nums = [x for x in range(lo, lo + 100) if sum(map(int, str(x))) == s.S]
        return (
            f"**Spot check in the {lo}s:** "
            + (", ".join(map(str, nums)) or "none")
            + f" — that is {len(nums)} numbers, as in that case."
        )

    def verify(s):
        return f"Let's verify by brute force over all 900 three-digit numbers: exactly {s.val} of them have digit sum {s.S} ✓."

    def check_line(s):
        return f"So the case counts add to {s.val} ✓."

    def final_sentences(s, v):
        return [f"So the count is ${v}$.", f"There are {v} such numbers.", f"So the total is **{v}**."]

    def restate_sentences(s, v):
        return [
            f"So there are {v} three-digit numbers whose digits sum to {s.S}.",
            f"Hence {v} three-digit integers have digit sum {s.S}, out of 900.",
        ]

    def rows(s, v):
        return [(f"a = {a}", len(p)) for a, _, p in s.cases if p] + [("Total", v)]


# ---------------------------------------------------------------- loan (givens at the end)
class LOAN(Prob):
    name = "loan"

    def __init__(s, rng):
        s.m = rng.randrange(20, 150, 5)
        s.k = rng.randint(6, 24)
        s.P = s.m * s.k + rng.randrange(50, 1500, 10)
        s.val = s.P - s.m * s.k
        s.gold = str(s.val)
        s.paid = s.m * s.k
        s.W = s.paid
        s.question = (
            f"Janeth borrowed ${s.P} from her sister. She pays back ${s.m} at the end of every month. "
            f"How much money, in dollars, will she still owe after {s.k} months?"
        )

    def near(s):
        return {"mistake": s.W, "off_by_one": s.val + s.m, "intermediate": s.P - s.m}

    def work(s, boxes=False):
        rows = [f"| {i} | ${s.m} | ${s.m * i} | ${s.P - s.m * i} |" for i in range(1, s.k + 1)]
        return [
            f"Janeth starts with a debt of ${s.P}. Every month she repays ${s.m}, so her debt goes down by ${s.m} each month. "
            f"We need the remaining debt after {s.k} payments.",
            "**Month by month.**\n\n| Month | Payment | Total paid | Still owed |\n|---|---|---|---|\n"
            + "\n".join(rows),
            f"**Total repaid.** In {s.k} months she pays ${s.m} \\times {s.k} = {box(s.paid) if boxes else s.paid}$ dollars.",
        ]

    def conclude(s):
        return f"**Remaining debt.** ${s.P} - {s.paid} = {s.val}$ dollars, which matches the last row of the table."

    def mistake_conclude(s):
        return (
            f"**Amount.** The amount after {s.k} months is the total repaid, ${s.m} \\times {s.k} = {s.paid}$ dollars."
        )

    def right_story(s):
        return "Wait, the question asks how much she still owes, not how much she has paid. I need to subtract from the loan."

    def wrong_story(s):
        return "Wait, let me re-read the question: I think it is about the money that has changed hands after those months."

    def extras(s, i):
        t = 1 + i % max(1, s.k - 1)
        return (
            f"**Spot check after {t} months:** she has paid ${s.m}\\cdot{t} = {s.m * t}$, so she owes ${s.P} - {s.m * t} = {s.P - s.m * t}$. "
            f"Each further month removes another ${s.m}$; after {s.k - t} more months that is ${s.m * (s.k - t)}$ more, and "
            f"${s.P - s.m * t} - {s.m * (s.k - t)} = {s.val}$."
        )

    def verify(s):
        return f"Let's verify: ${s.val} + {s.paid} = {s.P}$ ✓, so repaid plus still owed equals the loan."

    def check_line(s):
        return f"So {s.val} + {s.paid} = {s.P} ✓."

    def final_sentences(s, v):
        return [f"So she still owes ${v}.", f"The remaining debt is ${v}$ dollars.", f"She will still owe \\${v}."]

    def restate_sentences(s, v):
        return [
            f"After {s.k} months, Janeth will still owe ${v}.",
            f"Janeth will still owe ${v} after {s.k} months.",
            f"So Janeth still owes ${v} of the ${s.P} after paying ${s.m} a month for {s.k} months.",
            f"She will still owe ${v}, since she has repaid ${s.paid} so far.",
            f"Janeth still owes **${v}**.",
        ]

    def rows(s, v):
        return [("Loan", s.P), ("Monthly payment", s.m), ("Months", s.k), ("Total repaid", s.paid), ("Still owed", v)]


# ---------------------------------------------------------------- hypotenuse (radical)
def simp_sqrt(n):
    k = 1
    for f in range(int(math.isqrt(n)), 0, -1):
        if n % (f * f) == 0:
            k = f
            break
    r = n // (k * k)
    if r == 1:
        return str(k), k, r
    return (f"{k}\\sqrt{{{r}}}" if k > 1 else f"\\sqrt{{{r}}}"), k, r


class HYP(Prob):
    name = "hypotenuse"

    def __init__(s, rng):
        while True:
            s.p, s.q = rng.randint(2, 15), rng.randint(2, 15)
            s.n2 = s.p**2 + s.q**2
            s.val, s.kk, s.rr = simp_sqrt(s.n2)
            if s.rr > 1 and s.kk > 1:
                break
        s.gold = s.val
        s.W = str(s.n2)
        s.question = f"A right triangle has legs of lengths ${s.p}$ and ${s.q}$. Find the length of its hypotenuse in simplest radical form."

    def near(s):
        return {
            "mistake": s.W,
            "intermediate": f"\\sqrt{{{s.rr}}}",
            "off_by_one": f"{s.kk + 1}\\sqrt{{{s.rr}}}",
            "sum": s.p + s.q,
        }

    def work(s, boxes=False):
        sq = [f"{f * f}" for f in range(2, s.kk + 3)]
        c2 = box(s.n2) if boxes else str(s.n2)
        return [
            f"By the Pythagorean theorem, $c^2 = {s.p}^2 + {s.q}^2 = {s.p**2} + {s.q**2} = {c2}$.",
            f"**Simplify the radical.** We look for the largest perfect square dividing ${s.n2}$. Candidates: "
            + ", ".join(f"${x}$ ({'divides' if s.n2 % int(x) == 0 else 'does not divide'})" for x in sq)
            + f". The largest is ${s.kk * s.kk} = {s.kk}^2$, and ${s.n2} = {s.kk * s.kk} \\cdot {s.rr}$.",
        ]

    def conclude(s):
        return f"Therefore $c = \\sqrt{{{s.n2}}} = \\sqrt{{{s.kk * s.kk}}}\\cdot\\sqrt{{{s.rr}}} = {s.val}$."

    def mistake_conclude(s):
        return f"Therefore $c = {s.p}^2 + {s.q}^2 = {s.n2}$."

    def right_story(s):
        return f"Wait, ${s.n2}$ is $c^2$, not $c$. I forgot to take the square root."

    def wrong_story(s):
        return "Wait, let me re-check: the theorem relates the squares, and I want to make sure I report the right quantity."

    def extras(s, i):
        approx = math.sqrt(s.n2)
        t = 2 + i % 6
        return (
            f"**Numerical check.** $\\sqrt{{{s.n2}}} \\approx {approx:.5f}$ and ${s.kk}\\sqrt{{{s.rr}}} \\approx {s.kk}\\times {math.sqrt(s.rr):.5f} = {approx:.5f}$. "
            f"Also $({s.kk}\\sqrt{{{s.rr}}})^2 = {s.kk**2}\\cdot {s.rr} = {s.n2}$. The triangle inequality holds: ${s.p} + {s.q} = {s.p + s.q} > {approx:.3f}$. "
            f"Scaling the triangle by {t} would give legs {s.p * t} and {s.q * t} and hypotenuse ${t * s.kk}\\sqrt{{{s.rr}}}$."
        )

    def verify(s):
        return f"Let's verify: $({s.val})^2 = {s.kk**2}\\cdot{s.rr} = {s.n2} = {s.p**2} + {s.q**2}$ ✓."

    def check_line(s):
        return f"So {s.p**2} + {s.q**2} = {s.n2} ✓."

    def final_sentences(s, v):
        return [f"So the hypotenuse is ${v}$.", f"The hypotenuse has length ${v}$.", f"Hence $c = {v}$."]

    def restate_sentences(s, v):
        return [
            f"So a right triangle with legs {s.p} and {s.q} has hypotenuse ${v}$.",
            f"The hypotenuse is ${v}$, which is about {math.sqrt(s.n2):.2f}."
            if v == s.val
            else f"The hypotenuse is ${v}$.",
        ]

    def rows(s, v):
        return [("Leg 1", s.p), ("Leg 2", s.q), ("c^2", s.n2), ("c", f"${v}$")]


# ---------------------------------------------------------------- gcd / lcm (two parts)
class GCDLCM(Prob):
    name = "gcd_lcm"
    multipart = True

    def __init__(s, rng):
        while True:
            g = rng.randint(2, 30)
            u, v = rng.randint(2, 25), rng.randint(2, 25)
            if u != v and math.gcd(u, v) == 1:
                break
        s.g, s.x, s.y = g, g * u, g * v
        s.l = g * u * v
        s.val = (s.g, s.l)
        s.gold = f"{s.g}, {s.l}"
        s.question = f"(a) Find the greatest common divisor of ${s.x}$ and ${s.y}$. (b) Find the least common multiple of ${s.x}$ and ${s.y}$."

    def tex(s, v):
        return ", ".join(map(str, v))

    def near(s):
        return {
            "mistake": (s.g, s.x * s.y),
            "partial": (s.g,),
            "off_by_one": (s.g, s.l + 1),
            "swapped_wrong_gcd": (1 if s.g != 1 else 2, s.l),
        }

    def work(s, boxes=False):
        steps = []
        a, b = max(s.x, s.y), min(s.x, s.y)
        while b:
            q, r = divmod(a, b)
            steps.append(f"${a} = {q}\\cdot {b} + {r}$")
            a, b = b, r

        def fac(n):
            f, out, d = n, [], 2
            while d * d <= f:
                while f % d == 0:
                    out.append(d)
                    f //= d
                d += 1
            if f > 1:
                out.append(f)
            return " \\cdot ".join(map(str, out))

        return [
            f"**Part (a).** Use the Euclidean algorithm on ${s.x}$ and ${s.y}$:\n"
            + "\n".join("- " + t for t in steps)
            + f"\nThe last nonzero remainder is ${box(s.g) if boxes else s.g}$.",
            f"**Cross-check with prime factorizations.** ${s.x} = {fac(s.x)}$ and ${s.y} = {fac(s.y)}$. The common part is ${fac(s.g)} = {s.g}$.",
        ]

    def conclude(s):
        return (
            f"**Part (b).** Using $\\gcd \\cdot \\operatorname{{lcm}} = {s.x}\\cdot {s.y} = {s.x * s.y}$, we get "
            f"$\\operatorname{{lcm}} = \\frac{{{s.x * s.y}}}{{{s.g}}} = {s.l}$."
        )

    def mistake_conclude(s):
        return f"**Part (b).** The least common multiple is the product: ${s.x}\\cdot {s.y} = {s.x * s.y}$."

    def right_story(s):
        return f"Wait, the product is a common multiple but not the least one, because ${s.x}$ and ${s.y}$ share the factor ${s.g}$."

    def wrong_story(s):
        return "Wait, let me reconsider part (b): maybe the simplest common multiple is just the product of the two numbers."

    def extras(s, i):
        t = 1 + i % 5
        mults = [str(s.x * k) for k in range(1, s.l // s.x + 1 + t)]
        return (
            f"**Listing multiples of ${s.x}$:** "
            + ", ".join(mults)
            + f". The first one divisible by ${s.y}$ is ${s.l}$ (indeed ${s.l} = {s.y}\\cdot {s.l // s.y}$)."
        )

    def verify(s):
        return f"Let's verify: ${s.g}\\cdot {s.l} = {s.g * s.l} = {s.x}\\cdot {s.y}$ ✓."

    def check_line(s):
        return f"So {s.g} × {s.l} = {s.x * s.y} ✓."

    def final_sentences(s, v):
        if len(v) == 1:
            return [f"(a) $\\gcd({s.x}, {s.y}) = {v[0]}$."]
        return [
            f"(a) $\\gcd({s.x}, {s.y}) = {v[0]}$\n(b) $\\operatorname{{lcm}}({s.x}, {s.y}) = {v[1]}$",
            f"**(a)** ${v[0]}$ **(b)** ${v[1]}$",
            f"So the GCD is {v[0]} and the LCM is {v[1]}.",
        ]

    def rows(s, v):
        return [("a", s.x), ("b", s.y), ("gcd", v[0])] + ([("lcm", v[1])] if len(v) > 1 else [])


# ---------------------------------------------------------------- multiple choice (prime)
class MCQ(Prob):
    name = "mcq_prime"
    mcq = True

    def __init__(s, rng):
        primes = [p for p in range(53, 200) if all(p % d for d in range(2, int(p**0.5) + 1))]
        sp = [7, 11, 13, 17, 3]
        comps = set()
        while len(comps) < 4:
            a, b = rng.choice(sp), rng.choice([7, 11, 13, 17, 19])
            if 50 < a * b < 260:
                comps.add(a * b)
        p = rng.choice(primes)
        opts = list(comps) + [p]
        rng.shuffle(opts)
        s.opts = opts
        s.letters = "ABCDE"
        s.p = p
        s.val = s.letters[opts.index(p)]
        s.gold = s.val
        s.choices = {L: str(o) for L, o in zip(s.letters, opts, strict=True)}
        s.question = "Which of the following numbers is prime?\n" + "\n".join(
            f"({L}) ${o}$" for L, o in zip(s.letters, opts, strict=True)
        )
        wrongL = [L for L in s.letters if s.val != L]
        s.W = rng.choice(wrongL)

    def near(s):
        i = s.letters.index(s.val)
        return {"mistake": s.W, "adjacent": s.letters[(i + 1) % 5]}

    def _check(s, L, o):
        if o == s.p:
            ps = [d for d in (2, 3, 5, 7, 11, 13) if d * d <= o]
            return (
                f"Let me check ({L}): ${o}$. It is odd; digit sum {sum(map(int, str(o)))} is not a multiple of 3; it does not end in 0 or 5. "
                + " ".join(f"${o} = {d}\\cdot {o // d} + {o % d}$, not divisible by {d}." for d in ps if d > 5)
                + f" Since ${(ps[-1] if ps else 5) + 2}^2 > {o}$ we can stop: ${o}$ is prime."
            )
        for d in (3, 7, 11, 13, 17, 19):
            if o % d == 0:
                return f"Let me check ({L}): ${o} = {d}\\cdot {o // d}$, so it is composite. This fails."

    def work(s, boxes=False):
        return ["We test each option for primality by trial division up to its square root."] + [
            s._check(L, o) for L, o in zip(s.letters, s.opts, strict=True)
        ]

    def conclude(s):
        return f"Only ${s.p}$ survives, so the prime is option ({s.val})."

    def mistake_conclude(s):
        o = s.choices[s.W]
        return f"Re-examining, ${o}$ looks like it has no small factors, so I'll pick option ({s.W})."

    def right_story(s):
        return f"Wait, ${s.choices[s.W]}$ does factor, as shown above. So that choice is wrong."

    def wrong_story(s):
        return "Wait, let me re-examine the options once more; I may have been too quick."

    def extras(s, i):
        o = s.opts[i % 5]
        return (
            f"**Re-checking {o} mod small primes:** "
            + ", ".join(f"{o} mod {d} = {o % d}" for d in (2, 3, 5, 7, 11, 13, 17, 19))
            + "."
        )

    def verify(s):
        return f"Let's verify: ${s.p}$ is not divisible by any prime up to $\\sqrt{{{s.p}}} \\approx {math.sqrt(s.p):.1f}$ ✓."

    def check_line(s):
        return f"So {s.p} is prime ✓."

    def tex(s, v):
        return v

    def final_sentences(s, v):
        return [
            f"So the answer is ({v}).",
            f"The prime is {s.choices[v]}, which is option ({v}).",
            f"I'd go with ({v}).",
        ]

    def rows(s, v):
        return [
            (f"({L}) {o}", "prime" if o == s.p else "composite") for L, o in zip(s.letters, s.opts, strict=True)
        ] + [("Answer", v)]


FAMILIES = [IE, LIN, QUAD, SERIES, PROB, MOD, DIGITS, LOAN, HYP, GCDLCM, MCQ]
SINGLE = [IE, LIN, SERIES, PROB, MOD, DIGITS, LOAN, HYP]
