r"""Issue 30, principle 5, by generation: an equation whose left side is the asked-for thing (a
determinant, a limit, an integral, a sum, ``a \bmod n``, an inverse function) is its right side.
Metamorphic relation: "LHS = v" grades as "v" does, for a right and a wrong v alike.
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade

ASKED = [  # (left side, gold, a wrong value)
    (r"\begin{vmatrix} 2 & 1 \\ 1 & 2 \end{vmatrix}", "3", "5"),
    (r"\det\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}", "-2", "2"),
    (r"\lim_{x \to 0} \frac{\sin x}{x}", "1", "0"),
    (r"\int_0^1 x^2\,dx", r"\frac{1}{3}", r"\frac{1}{2}"),
    (r"\sum_{k=1}^{10} k", "55", "45"),
    (r"17 \bmod 5", "2", "3"),
    (r"f^{-1}(x)", r"\frac{x-3}{2}", r"\frac{x+3}{2}"),
    (r"\text{lcm}(4, 6)", "12", "24"),
    (r"\mathbb{E}[X]", r"\frac{7}{2}", "3"),
    ("E[X]", "3.5", "3"),
    (r"\#S", "12", "11"),
    ("5!", "120", "24"),
]
RIGHT_SPELLINGS = {r"\frac{x-3}{2}": [r"\frac{x}{2} - \frac{3}{2}", r"\frac{x-3}{2}", r"(x-3)/2"]}
FORMS = ["${}$", r"$\boxed{{{}}}$", r"\[ {} \]", "The answer is ${}$.", "Final Answer: ${}$"]


@pytest.mark.parametrize("lhs, gold, wrong", ASKED, ids=[a[1] for a in ASKED])
def test_the_asked_for_left_side_is_its_right_side(lhs, gold, wrong):
    failures = []
    for form, value in itertools.product(FORMS, RIGHT_SPELLINGS.get(gold, [gold])):
        for stated, want in ((value, True), (wrong, False)):
            response = "We compute it.\n" + form.format(f"{lhs} = {stated}")
            bare = "We compute it.\n" + form.format(stated)
            v, b = grade(response, gold), grade(bare, gold)
            if bool(v) != want or bool(v) != bool(b):
                failures.append((response, want, v.answer, v.reason, bool(b)))
    assert not failures, failures


@pytest.mark.parametrize("response, gold", [("$2x = 6$", "3"), ("$x + y = 5$", "5"), ("$3x = 2$", "2")])
def test_an_equation_is_still_no_value(response, gold):
    assert not grade(response, gold)


NAMED_SUMS = [("m+n", "17", "16"), ("a + b + c", "12", "13"), ("p-q", "7", "-7"), ("h+k+r", r"\frac{9}{2}", "4")]
QUESTIONS = [
    "The answer is $\\frac{{m}}{{n}}$ in lowest terms, with the other values as given. Find ${}$.",
    "What is the value of {}?",
    "Compute ${}$ and give it as a common fraction.",
]


@pytest.mark.parametrize("lhs, gold, wrong", NAMED_SUMS, ids=[n[0] for n in NAMED_SUMS])
def test_the_sum_the_question_names_is_its_right_side(lhs, gold, wrong):
    """With the question, "m + n = 17" answers "Find $m+n$" as 17 does, however it is spaced; without
    it, or when the question names another sum, an equation is no value.
    """
    failures = []
    spaced = lhs.replace(" ", "").replace("+", " + ").replace("-", " - ")
    for question, form, written in itertools.product(QUESTIONS, FORMS, (lhs, spaced)):
        q = question.format(lhs.replace(" ", ""))
        for stated, want in ((gold, True), (wrong, False)):
            response = "We compute it.\n" + form.format(f"{written} = {stated}")
            v = grade(response, gold, question=q)
            if bool(v) != want:
                failures.append((q, response, want, v.answer, v.reason))
        response = "We compute it.\n" + form.format(f"{written} = {gold}")
        if grade(response, gold) or grade(response, gold, question=q.replace(lhs.replace(" ", ""), "z")):
            failures.append(("AN UNNAMED SUM GRADED RIGHT", q, response))
    assert not failures, failures


CONGRUENCES = [  # (left side, modulus, residue, a wrong residue)
    ("17", "5", "2", "3"),
    ("2^{10}", "7", "2", "4"),
    ("x", "9", "4", "5"),
    ("3^{100}", "11", "1", "0"),
]
MODULI = [  # how a modulus is written after the congruence, LaTeX and plain text
    r"\pmod{{{m}}}",
    r"\pmod {m}",
    r"\ (\bmod {m})",
    r"\ (\mathrm{{mod}}\ {m})",
    r"\mod {m}",
]


@pytest.mark.parametrize("lhs, modulus, residue, wrong", CONGRUENCES, ids=[c[0] for c in CONGRUENCES])
def test_a_congruence_states_its_residue(lhs, modulus, residue, wrong):
    r"""``a \equiv r \pmod m`` grades as ``r`` does (principle 5), however the modulus is written, in
    LaTeX and in plain text ("a ≡ r (mod m)"), for a right and a wrong residue alike.
    """
    failures = []
    for form, mod in itertools.product(FORMS, MODULI):
        for stated, want in ((residue, True), (wrong, False)):
            response = "We reduce it.\n" + form.format(f"{lhs} \\equiv {stated} {mod.format(m=modulus)}")
            v = grade(response, residue)
            if bool(v) != want:
                failures.append((response, want, v.answer, v.reason))
    plain = lhs.replace("{", "").replace("}", "")
    for sentence in ("So {} ≡ {} (mod {}).", "Hence {} ≡ {} (mod {})", "Thus {} mod {m} = {}."):
        for stated, want in ((residue, True), (wrong, False)):
            if "{m}" in sentence:
                response = sentence.format(plain, stated, m=modulus)
            else:
                response = sentence.format(plain, stated, modulus)
            v = grade("We reduce it.\n" + response, residue)
            if bool(v) != want:
                failures.append((response, want, v.answer, v.reason))
    assert not failures, failures


def test_a_congruence_is_no_value_without_its_modulus():
    r"""``a \equiv b`` with no modulus states no residue: it stays unparsable, not equal to ``b``."""
    assert not grade(r"$x \equiv 3$", "3")
