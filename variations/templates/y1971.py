"""Putnam 1971 variation templates: B2 (renamed variables); A5 (new constants)."""

from math import gcd

from hardmath.variations.engine import Choice, Template

# ---------------------------------------------------------------- 1971 A5: two scores
_A5_OPTIONS = (
    (35, 58),
    (12, 18),
    (15, 22),
    (21, 34),
    (24, 42),
    (25, 32),
    (27, 36),
    (28, 30),
    (30, 52),
    (33, 58),
    (40, 68),
    (45, 78),
    (16, 12),
)


_A5_ANSWERS = {
    (35, 58): (11, 8),
    (12, 18): (7, 5),
    (15, 22): (7, 6),
    (21, 34): (8, 7),
    (24, 42): (13, 5),
    (25, 32): (11, 6),
    (27, 36): (10, 7),
    (28, 30): (9, 8),
    (30, 52): (11, 7),
    (33, 58): (12, 7),
    (40, 68): (11, 9),
    (45, 78): (11, 10),
    (16, 12): (9, 5),
}


def _a5_value(p):
    a, b = _A5_ANSWERS[p["data"]]
    return (a, b)


def _unattainable_count(a: int, b: int, limit: int) -> int:
    """Number of scores not of the form ia+jb, or limit+1 once it exceeds limit."""
    reach, count, run, n = [], 0, 0, 0
    while run < b:
        ok = n == 0 or (n >= a and reach[n - a]) or (n >= b and reach[n - b])
        reach.append(ok)
        run = run + 1 if ok else 0
        if not ok:
            count += 1
            if count > limit:
                return count
        n += 1
    return count


def _a5_check(p):
    """Search all pairs a > b >= 2: b-1 and the non-multiples of b below a are all unattainable."""
    n_bad, w = p["data"]
    found = []
    for a in range(3, 2 * n_bad + 3):
        for b in range(2, a):
            if b - 1 > n_bad or (a - 1) - (a - 1) // b > n_bad or gcd(a, b) != 1:
                continue
            if any((w - i * a) % b == 0 for i in range(w // a + 1)):
                continue  # w attainable
            if _unattainable_count(a, b, n_bad) == n_bad:
                found.append((a, b))
    (pair,) = found
    return pair


def _a5_derived(p):
    n_bad, w = p["data"]
    a, b = _A5_ANSWERS[p["data"]]
    return {"N": n_bad, "w": w, "av": a, "bv": b, "prod": (a - 1) * (b - 1)}


TEMPLATES = [
    Template(
        name="putnam_1971_a5",
        kind="constant",
        statements=[
            r"After each play of a certain game of solitaire, the player receives either $[[a]]$ or $[[b]]$ points, where $[[a]]$ and $[[b]]$ are positive integers with $[[a]] > [[b]]$; scores accumulate from play to play. If there are $[[N]]$ unattainable scores, one of which is $[[w]]$, find $[[a]]$ and $[[b]]$.",
            r"In a game, each move earns either $[[a]]$ points or $[[b]]$ points ($[[a]] > [[b]]$ positive integers), and a player's score is the total over all moves made. Exactly $[[N]]$ positive totals can never be reached, and $[[w]]$ is one of them. Determine $[[a]]$ and $[[b]]$.",
            r"Positive integers $[[a]] > [[b]]$ are such that exactly $[[N]]$ positive integers cannot be written as $x[[a]] + y[[b]]$ with $x, y$ nonnegative integers, and $[[w]]$ is one of these non-representable numbers. Find the pair $([[a]], [[b]])$.",
        ],
        solution=(
            r"Finitely many unattainable scores forces $\gcd([[a]],[[b]]) = 1$, and then (Sylvester) exactly $\frac{([[a]]-1)([[b]]-1)}{2}$ scores are unattainable, so $([[a]]-1)([[b]]-1) = [[prod]]$. "
            r"A number $m$ is unattainable iff $m = [[a]][[b]] - x[[a]] - y[[b]]$ with $x, y \ge 1$. "
            r"Going through the coprime factor pairs of $[[prod]]$, $[[w]]$ is unattainable only for $([[a]],[[b]]) = ([[av]],[[bv]])$ (for the other pairs it is a sum of the two scores). "
            r"Hence $\boxed{[[a]] = [[av]],\ [[b]] = [[bv]]}$."
        ),
        answer=r"[[a]] = [[av]],\ [[b]] = [[bv]]",
        variables={"a": "a", "b": "b"},
        constants={"data": Choice(_A5_OPTIONS, original=(35, 58))},
        derived=_a5_derived,
        value=_a5_value,
        check=_a5_check,
    ),
    Template(
        name="putnam_1971_b2",
        kind="variable",
        statements=[
            r"Find all functions $[[F]] : \mathbb{R} \setminus \{0, 1\} \to \mathbb{R}$ that satisfy $[[F]]([[x]]) + [[F]]\left(\frac{[[x]] - 1}{[[x]]}\right) = 1 + [[x]]$ for all $[[x]] \in \mathbb{R} \setminus \{0, 1\}$.",
            r"Determine every real function $[[F]]$ defined for all reals except $0$ and $1$ such that $[[F]]([[x]]) + [[F]](1 - 1/[[x]]) = [[x]] + 1$ whenever $[[x]] \ne 0, 1$.",
            r"A function $[[F]]$ from $\mathbb{R}\setminus\{0,1\}$ to $\mathbb{R}$ satisfies the functional equation $[[F]]([[x]]) + [[F]]\left(\frac{[[x]]-1}{[[x]]}\right) = 1 + [[x]]$ for every admissible $[[x]]$. Find $[[F]]([[x]])$.",
        ],
        solution=(
            r"Let $\sigma([[x]]) = \frac{[[x]]-1}{[[x]]}$. Then $\sigma^2([[x]]) = \frac{-1}{[[x]]-1}$ and $\sigma^3([[x]]) = [[x]]$, and $\sigma$ permutes $\mathbb{R}\setminus\{0,1\}$. "
            r"Writing $y = \sigma([[x]])$, $z = \sigma^2([[x]])$, the equation at $[[x]], y, z$ gives $[[F]]([[x]])+[[F]](y) = 1+[[x]]$, $[[F]](y)+[[F]](z) = 1+y$, $[[F]](z)+[[F]]([[x]]) = 1+z$. "
            r"Hence $[[F]]([[x]]) = \frac{1 + [[x]] - y + z}{2} = \frac12\left(1 + [[x]] - \frac{[[x]]-1}{[[x]]} - \frac{1}{[[x]]-1}\right) = \frac{[[x]]^3-[[x]]^2-1}{2[[x]]([[x]]-1)}$, and this function does satisfy the equation. "
            r"The unique solution is $\boxed{[[F]]([[x]]) = \frac{[[x]]^3 - [[x]]^2 - 1}{2[[x]]([[x]] - 1)}}$."
        ),
        answer=r"[[F]]([[x]]) = \frac{[[x]]^3 - [[x]]^2 - 1}{2[[x]]([[x]] - 1)}",
        variables={"F": "F", "x": "x"},
    ),
]
