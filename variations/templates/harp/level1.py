"""HARP level-1 variation templates (AMC 8 / AJHSME / early AMC 10 problems)."""

from fractions import Fraction

from hardmath.variations.checks import factorize, is_prime
from hardmath.variations.engine import Choice, IntRange
from hardmath.variations.templates.harp import harp_template


def _sigma(n: int) -> int:
    """Sum of divisors from the factorization (closed form)."""
    out = 1
    for p, e in factorize(n):
        out *= (p ** (e + 1) - 1) // (p - 1)
    return out


def _sigma_brute(n: int) -> int:
    return sum(d for d in range(1, n + 1) if n % d == 0)


def _triangle_bound_check(p):
    """Scan the third side in steps of 1/1000 over the open interval (b-a, a+b): the smallest
    whole number above every perimeter seen (perimeters in thousandths).
    """
    a, b = p["a"], p["b"]
    largest = max(1000 * (a + b) + 1000 * (b - a) + k for k in range(1, 2000 * a))
    return largest // 1000 + 1


def _dogs_text(p):
    return {"dogs_text": "Twenty" if p["D"] == 20 else f"${p['D']}$"}


def _alternating(p):
    n = p["N"]
    head = [n, n - 2, n - 4, n - 6, n - 8, n - 10]
    return {"expr": f"{head[0]}-{head[1]}+{head[2]}-{head[3]}+{head[4]}-{head[5]}+\\cdots+8-6+4-2", "pairs": n // 4}


def _zeros_product(p):
    return {"product": "\\times ".join(["25"] * p["m"] + ["8"] * p["k"]), "fives": 2 * p["m"], "twos": 3 * p["k"]}


def _trailing_zeros(p):
    text = str(25 ** p["m"] * 8 ** p["k"])
    return len(text) - len(text.rstrip("0"))


def _season_check(p):
    wins = [x for x in range(p["R"] + 1) if 100 * (p["W"] + x) == p["P"] * (p["F"] + p["R"])]
    (x,) = wins
    return x


_FRACTION_WORDS = {
    (1, 2): "one-half",
    (1, 3): "one-third",
    (2, 3): "two-thirds",
    (1, 4): "one-fourth",
    (1, 5): "one-fifth",
    (1, 6): "one-sixth",
    (3, 4): "three-fourths",
    (2, 5): "two-fifths",
    (3, 5): "three-fifths",
    (4, 5): "four-fifths",
    (5, 6): "five-sixths",
}


def _chairs_counts(p):
    """(chairs, seated, people): the empty chairs are the (d-c)/d of the chairs left, the seated
    people fill c/d of the chairs and are a/b of the people.
    """
    (a, b), (c, d), e = p["f"], p["g"], p["e"]
    chairs = Fraction(e * d, d - c)
    seated = chairs * c / d
    return chairs, seated, seated * b / a


def _chairs_ok(p):
    """Whole numbers of chairs, seated people and people, and someone standing (a/b < 1 of them sit)."""
    return all(v.denominator == 1 for v in _chairs_counts(p))


def _chairs_text(p):
    (a, b), (c, d) = p["f"], p["g"]
    chairs, seated, _ = _chairs_counts(p)
    return {
        "F1": _FRACTION_WORDS[p["f"]].capitalize(),
        "f1": _FRACTION_WORDS[p["f"]],
        "F2": _FRACTION_WORDS[p["g"]].capitalize(),
        "f2": _FRACTION_WORDS[p["g"]],
        "rest": _FRACTION_WORDS.get((d - c, d), f"{d - c}/{d}"),
        "chairs": int(chairs),
        "seated": int(seated),
        "inv": str(b) if a == 1 else f"\\frac{{{b}}}{{{a}}}",
    }


def _chairs_check(p):
    """Search people and chairs up to 1000 for the counts the statement describes."""
    (a, b), (c, d), e = p["f"], p["g"], p["e"]
    found = [
        people
        for people in range(b, 1000, b)
        for chairs in range(d, 1000, d)
        if people * a // b == chairs * c // d and chairs - chairs * c // d == e
    ]
    (people,) = found
    return people


TEMPLATES = [
    harp_template(
        "2015/AMC_8/8",
        1,
        "geometry",
        [
            r"What is the smallest whole number larger than the perimeter of any triangle with a side of length $[[a]]$ and a side of length $[[b]]$?",
            r"A triangle has two sides of lengths $[[a]]$ and $[[b]]$, and its third side $[[c]]$ may be any length that makes a triangle. Find the least whole number that exceeds every possible perimeter.",
            r"Among all triangles having one side of length $[[b]]$ and another of length $[[a]]$, consider the perimeters. What is the smallest integer that is greater than all of them?",
        ],
        r"The third side $[[c]]$ satisfies $[[b]]-[[a]] < [[c]] < [[a]]+[[b]]$, so the perimeter is less than $[[a]]+[[b]]+([[a]]+[[b]]) = [[ans]]$ and comes arbitrarily close to it. The answer is $\boxed{[[ans]]}$.",
        {"c": "c"},
        constants={"a": IntRange(3, 12, 5), "b": IntRange(13, 30, 19)},
        value=lambda p: 2 * (p["a"] + p["b"]),
        check=_triangle_bound_check,
        ranges="a in 3..12 < b in 13..30: the third side ranges over the open interval (b-a, a+b) of positive "
        "length, so the perimeter approaches 2(a+b) without reaching it, the same triangle-inequality argument.",
    ),
    harp_template(
        "2008/AMC_8/11",
        1,
        "prealgebra",
        [
            r"Each of the $[[N]]$ students in the eighth grade at Lincoln Middle School has one dog or one cat or both a dog and a cat. [[dogs_text]] students have a dog and $[[C]]$ students have a cat. How many students have both a dog and a cat?",
            r"In a class of $[[N]]$ students, every student owns a dog, a cat, or both. If $[[D]]$ students own a dog and $[[C]]$ own a cat, how many students $[[b]]$ own both?",
            r"All $[[N]]$ eighth graders at a school own at least one pet, each pet being a dog or a cat; $[[D]]$ of them own a dog and $[[C]]$ own a cat. Find the number $[[b]]$ of students who own both a dog and a cat.",
        ],
        r"Let $[[b]]$ students have both. By inclusion-exclusion $[[D]] + [[C]] - [[b]] = [[N]]$, so $[[b]] = \boxed{[[ans]]}$.",
        {"b": "b"},
        constants={"N": IntRange(20, 70, 39), "D": IntRange(10, 50, 20), "C": IntRange(10, 50, 26)},
        constraint=lambda p: p["D"] < p["N"] and p["C"] < p["N"] and p["D"] + p["C"] > p["N"],
        value=lambda p: p["D"] + p["C"] - p["N"],
        check=lambda p: next(b for b in range(min(p["D"], p["C"]) + 1) if (p["D"] - b) + (p["C"] - b) + b == p["N"]),
        derived=_dogs_text,
        ranges="D, C < N < D + C (N in 20..70, D, C in 10..50, around the original's class of 39): both counts are proper, the overlap D + C - N "
        "is a positive count below either group, one inclusion-exclusion step as in the original.",
    ),
    harp_template(
        "2016/AMC_8/8",
        1,
        "prealgebra",
        [
            r"Find the value of the expression \[[[expr]].\]",
            r"Evaluate the alternating sum \[[[expr]],\] whose terms are the even numbers from $[[N]]$ down to $2$.",
            r"Compute $[[expr]]$, where the signs alternate and the terms run through the even numbers from $[[N]]$ down to $2$.",
        ],
        r"Group the terms in pairs $([[k]]) - ([[k]]-2) = 2$, with $[[k]] = [[N]], [[N]]-4, \ldots, 4$: there are $[[pairs]]$ pairs, so the value is $2 \cdot [[pairs]] = \boxed{[[ans]]}$.",
        {"k": "k"},
        constants={"N": Choice(tuple(range(40, 201, 4)), 100)},
        value=lambda p: p["N"] // 2,
        check=lambda p: sum(t if i % 2 == 0 else -t for i, t in enumerate(range(p["N"], 0, -2))),
        derived=_alternating,
        ranges="N a multiple of 4 in 40..200: the even terms pair off exactly into N/4 differences of 2, ending in +4-2 "
        "as in the original.",
    ),
    harp_template(
        "1991/AJHSME/13",
        1,
        "number_theory",
        [
            r"How many zeros are at the end of the product \[[[product]]?\]",
            r"The product $[[P]] = [[product]]$ is written out in decimal. How many zeros does it end in?",
            r"Find the number of trailing zeros of $[[P]]$, where \[[[P]] = [[product]].\]",
        ],
        r"Each $25 = 5^2$ and each $8 = 2^3$, so the product is $2^{[[twos]]} 5^{[[fives]]}$. A trailing zero needs one $2$ and one $5$, so $[[P]]$ ends in $\min([[twos]], [[fives]]) = \boxed{[[ans]]}$ zeros.",
        {"P": "N"},
        constants={"m": IntRange(3, 14, 7), "k": IntRange(2, 10, 3, exclude=(3,))},
        constraint=lambda p: 2 * p["m"] != 3 * p["k"],
        value=lambda p: min(2 * p["m"], 3 * p["k"]),
        check=_trailing_zeros,
        derived=_zeros_product,
        ranges="m factors of 25 (3..14) and k factors of 8 (2..10, not the original's 3, which with any "
        "m >= 5 gives the original's 9 zeros) with 2m != 3k: the count of 2s and the count of 5s "
        "differ, so one of them limits the zeros, as in the original.",
    ),
    harp_template(
        "2010/AMC_8/2",
        1,
        "prealgebra",
        [
            r"If $[[a]] @ [[b]] = \frac{[[a]]\times [[b]]}{[[a]]+[[b]]}$ for $[[a]],[[b]]$ positive integers, then what is $[[x]] @[[y]]$?",
            r"For positive integers $[[a]]$ and $[[b]]$ define $[[a]] @ [[b]]$ as $\dfrac{[[a]][[b]]}{[[a]]+[[b]]}$. Compute $[[x]] @ [[y]]$.",
            r"An operation on positive integers is given by $[[a]] @ [[b]] = [[a]][[b]]/([[a]]+[[b]])$. Find the value of $[[x]] @ [[y]]$.",
        ],
        r"Substituting, $[[x]] @ [[y]] = \frac{[[x]] \cdot [[y]]}{[[x]] + [[y]]} = \boxed{[[ans]]}$.",
        {"a": "a", "b": "b"},
        constants={"x": IntRange(2, 12, 5), "y": IntRange(3, 15, 10)},
        constraint=lambda p: p["x"] < p["y"],
        value=lambda p: Fraction(p["x"] * p["y"], p["x"] + p["y"]),
        check=lambda p: 1 / (Fraction(1, p["x"]) + Fraction(1, p["y"])),
        ranges="two positive integers x < y (2..12, 3..15): one substitution into the same formula, a fraction "
        "or integer answer as in the original.",
    ),
    harp_template(
        "2017/AMC_10A/5",
        1,
        "prealgebra",
        [
            r"The sum of two nonzero real numbers is $[[k]]$ times their product. What is the sum of the reciprocals of the two numbers?",
            r"Nonzero reals $[[x]]$ and $[[y]]$ satisfy $[[x]] + [[y]] = [[k]][[x]][[y]]$. Find $\frac{1}{[[x]]} + \frac{1}{[[y]]}$.",
            r"Two nonzero real numbers $[[x]]$ and $[[y]]$ have a sum equal to $[[k]]$ times their product. Compute the sum of their reciprocals.",
        ],
        r"Dividing $[[x]] + [[y]] = [[k]][[x]][[y]]$ by $[[x]][[y]]$ gives $\frac1{[[y]]} + \frac1{[[x]]} = \boxed{[[ans]]}$.",
        {"x": "x", "y": "y"},
        constants={"k": IntRange(1, 21, 4)},
        value=lambda p: p["k"],
        check=lambda p: (lambda x: 1 / x + 1 / (x / (p["k"] * x - 1)))(Fraction(2)),  # x = 2, y = x/(kx - 1)
        ranges="k in 1..21 (around the original's 4): such pairs exist (x = 2, y = 2/(2k-1)), and dividing by the product gives k, the same step.",
    ),
    harp_template(
        "2006/AMC_10B/3",
        1,
        "prealgebra",
        [
            r"A football game was played between two teams, the Cougars and the Panthers. The two teams scored a total of $[[T]]$ points, and the Cougars won by a margin of $[[M]]$ points. How many points did the Panthers score?",
            r"In a game between the Cougars and the Panthers, $[[T]]$ points were scored in total and the Cougars won by $[[M]]$ points. How many points $[[q]]$ did the Panthers score?",
            r"The Cougars beat the Panthers by $[[M]]$ points in a football game in which the two teams together scored $[[T]]$ points. Find the Panthers' score.",
        ],
        r"If the Panthers scored $[[q]]$, the Cougars scored $[[q]] + [[M]]$, so $2[[q]] + [[M]] = [[T]]$ and $[[q]] = \boxed{[[ans]]}$.",
        {"q": "p"},
        constants={"T": IntRange(20, 80, 34), "M": IntRange(2, 30, 14)},
        constraint=lambda p: p["M"] < p["T"] and (p["T"] - p["M"]) % 2 == 0,
        value=lambda p: (p["T"] - p["M"]) // 2,
        check=lambda p: next(x for x in range(p["T"] + 1) if x + (x + p["M"]) == p["T"]),
        ranges="M < T of the same parity: the losing score (T-M)/2 is a positive whole number, one linear equation.",
    ),
    harp_template(
        "1995/AJHSME/14",
        1,
        "prealgebra",
        [
            r"A team won $[[W]]$ of its first $[[F]]$ games. How many of the remaining $[[R]]$ games must this team win so it will have won exactly $[[P]] \%$ of its games for the season?",
            r"After $[[F]]$ games a team has $[[W]]$ wins, and $[[R]]$ games remain. How many more games $[[x]]$ must it win to finish the season having won exactly $[[P]]\%$ of all its games?",
            r"A team has won $[[W]]$ of the $[[F]]$ games played so far and has $[[R]]$ games left. To end the season with a winning percentage of exactly $[[P]]\%$, how many of the remaining games must it win?",
        ],
        r"The season has $[[F]] + [[R]]$ games, and $[[P]]\%$ of them is $[[W]] + [[x]]$, so $[[x]] = \frac{[[P]]}{100}([[F]]+[[R]]) - [[W]] = \boxed{[[ans]]}$.",
        {"x": "x"},
        constants={
            "W": IntRange(10, 70, 40),
            "F": IntRange(20, 80, 50),
            "R": IntRange(20, 80, 40),
            "P": Choice((60, 65, 70, 75, 80), 70),
        },
        constraint=lambda p: (
            p["W"] <= p["F"]
            and p["P"] * (p["F"] + p["R"]) % 100 == 0
            and 0 < p["P"] * (p["F"] + p["R"]) // 100 - p["W"] < p["R"]
        ),
        value=lambda p: p["P"] * (p["F"] + p["R"]) // 100 - p["W"],
        check=_season_check,
        ranges="the season's win total P% of F+R is a whole number and the needed wins lie strictly between 0 "
        "and the R remaining games, so exactly one count works, as in the original.",
    ),
    harp_template(
        "2004/AMC_8/20",
        1,
        "prealgebra",
        [
            r"[[F1]] of the people in a room are seated in [[f2]] of the chairs. The rest of the people are standing. If there are $[[e]]$ empty chairs, how many people are in the room?",
            r"In a room, [[f1]] of the people sit in [[f2]] of the chairs and everyone else stands. There are $[[e]]$ empty chairs. How many people $[[n]]$ are in the room?",
            r"[[F2]] of the chairs in a room are occupied, by exactly [[f1]] of the people present; the other people stand, and $[[e]]$ chairs are empty. Find the number of people in the room.",
        ],
        r"The empty chairs are [[rest]] of all chairs, so there are $[[chairs]]$ chairs and $[[seated]]$ seated people. These are [[f1]] of the $[[n]]$ people, so $[[n]] = [[inv]] \cdot [[seated]] = \boxed{[[ans]]}$.",
        {"n": "n"},
        constants={
            "f": Choice(((1, 2), (1, 3), (2, 3), (1, 4), (3, 4), (2, 5), (3, 5), (4, 5)), (2, 3)),
            "g": Choice(((1, 2), (2, 3), (3, 4), (3, 5), (4, 5), (5, 6)), (3, 4)),
            "e": IntRange(2, 12, 6),
        },
        constraint=_chairs_ok,
        derived=_chairs_text,
        value=lambda p: int(_chairs_counts(p)[2]),
        check=_chairs_check,
        ranges="a fraction a/b < 1 of the people sit in a fraction c/d of the chairs (halves to sixths, the "
        "original's 2/3 and 3/4 among them) and e in 2..12 chairs are empty, with whole numbers of chairs, "
        "seated people and people: the same two fraction steps. The fractions are drawn (issue 38) so that e "
        "stays near the original's 6 while the answers keep their size; e alone had to grow to 60.",
    ),
    harp_template(
        "2007/AMC_8/10",
        1,
        "number_theory",
        [
            r"For any positive integer $[[n]]$, define $\boxed{[[n]]}$ to be the sum of the positive factors of $[[n]]$. For example, $\boxed{6} = 1 + 2 + 3 + 6 = 12$. Find $\boxed{\boxed{[[q]]}}$ .",
            r"For a positive integer $[[n]]$ let $\boxed{[[n]]}$ denote the sum of all positive divisors of $[[n]]$ (so $\boxed{6} = 12$). Compute $\boxed{\boxed{[[q]]}}$.",
            r"Write $\boxed{[[n]]}$ for the sum of the positive divisors of $[[n]]$; for instance $\boxed{6} = 1+2+3+6 = 12$. What is $\boxed{\boxed{[[q]]}}$?",
        ],
        r"Since $[[q]]$ is prime, $\boxed{[[q]]} = 1 + [[q]] = [[s]]$, and the divisors of $[[s]]$ add up to $[[ans]]$. The answer is $[[ans]]$.",
        {"n": "n"},
        constants={"q": Choice(tuple(v for v in range(2, 90) if is_prime(v)), 11)},
        derived=lambda p: {"s": p["q"] + 1},
        value=lambda p: _sigma(p["q"] + 1),
        check=lambda p: _sigma_brute(_sigma_brute(p["q"])),
        ranges="q a prime in 2..89 (around the original's 11): its divisor sum is q + 1, a small even number whose divisors are summed "
        "by hand, the same two steps.",
    ),
    harp_template(
        "2016/AMC_8/20",
        1,
        "number_theory",
        [
            r"The least common multiple of $[[a]]$ and $[[b]]$ is $12$, and the least common multiple of $[[b]]$ and $[[c]]$ is $15$. What is the least possible value of the least common multiple of $[[a]]$ and $[[c]]$?",
            r"Positive integers $[[a]]$, $[[b]]$, $[[c]]$ satisfy $\operatorname{lcm}([[a]],[[b]]) = 12$ and $\operatorname{lcm}([[b]],[[c]]) = 15$. Find the smallest possible value of $\operatorname{lcm}([[a]],[[c]])$.",
            r"If $\operatorname{lcm}([[b]],[[a]]) = 12$ and $\operatorname{lcm}([[c]],[[b]]) = 15$ for positive integers $[[a]], [[b]], [[c]]$, what is the least value $\operatorname{lcm}([[a]],[[c]])$ can take?",
        ],
        r"$[[b]]$ divides both $12$ and $15$, so $[[b]] \in \{1, 3\}$. To keep $\operatorname{lcm}([[a]],[[c]])$ small take $[[b]] = 3$: then $[[a]] = 4$ and $[[c]] = 5$ are allowed, and $4 \mid [[a]]$, $5 \mid [[c]]$ always hold, so the least value is $\boxed{20}$.",
        {"a": "a", "b": "b", "c": "c"},
        answer="20",
    ),
]
