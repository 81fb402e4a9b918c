"""Comparison: every category with near-misses (both verdicts asserted)."""

import pytest

from hardmath.equivalence import Verdict, is_equivalent

EQUAL = [
    # normalization
    (r"\dfrac{3}{4}", r"\frac{3}{4}"),
    (r"\tfrac34", "0.75"),
    (r"\left(1,2\right)", "(1,2)"),
    (r"3,\!200", "3200"),
    ("1,000,000", "1000000"),
    (r"3{,}200", "3200"),
    (r"45^{\circ}", "45"),
    (r"45^\circ", r"45"),
    ("90°", "90"),
    (r"5\text{ cm}", "5"),
    ("12 inches", "12"),
    (r"\$2.50", "2.5"),
    (r"\textdollar 2.50", "2.50"),
    (r"50\%", "50"),
    ("50%", "50"),
    (r"10\frac{2}{3}", r"\frac{32}{3}"),
    (r"3 \frac{3}{4}", "3.75"),
    (r"-2\frac12", "-2.5"),
    ("7.", "7"),
    ("x=3", "3"),
    ("3", "y = 3"),
    ("$5$", "5"),
    (r"\(5\)", "5"),
    (r"\text{(C)}", "C"),
    ("(C)", "C"),
    (r"\!\,\;\quad 841", "841"),
    # numbers
    ("0.5", r"\frac12"),
    (r"\frac{6}{8}", r"\frac34"),
    (r"2\sqrt{3}", r"\sqrt{12}"),
    (r"\frac{\sqrt2}{2}", r"\frac{1}{\sqrt2}"),
    (r"2\pi", r"\pi+\pi"),
    (r"\sqrt[3]{8}", "2"),
    ("5!", "120"),
    (r"\binom{5}{2}", "10"),
    (r"2^{10}", "1024"),
    (r"\log_2 8", "3"),
    ("1011_2", "(1011)_2"),
    ("11_{10}", "11"),
    (r"3\times 10^5", "300000"),
    ("3e5", "300000"),
    ("2.5e-3", "0.0025"),
    # decimal rule: exact decimals only
    ("0.125", r"\frac18"),
    (r"\frac{7}{4}", "1.75"),
    ("0.5", r"\sin\frac{\pi}{6}"),
    # algebra
    ("x^2+2x+1", "(x+1)^2"),
    (r"\frac{x^2-1}{x-1}", "x+1"),
    (r"\sin^2 x+\cos^2 x", "1"),
    (r"2\sin x\cos x", r"\sin(2x)"),
    (r"\frac 12 \log_b(1-b^{2a})", r"\log_b\sqrt{1-b^{2a}}"),
    # complex
    ("2+3i", "3i+2"),
    (r"\frac{\sqrt{2}}{2}(21 - 20i)", r"\frac{21\sqrt2}{2}-10\sqrt2 i"),
    ("i^2", "-1"),
    # tuples, sets, intervals
    ("(1,2)", "(1, 2)"),
    (r"\{1,2,3\}", r"\{3,1,2\}"),
    ("1, 2", "2, 1"),
    ("[1,2)", r"[1, 2)"),
    (r"(-\infty, 3]", r"(-\infty,3]"),
    (r"(-\infty,0)\cup(1,\infty)", r"(1,\infty)\cup(-\infty,0)"),
    (r"1\pm\sqrt2", r"1+\sqrt2, 1-\sqrt2"),
    (r"\pm 2", "2, -2"),
    ("x=1, x=2", "1,2"),
    (r"\{-1, 0\}", r"\{0,-1\}"),
    (r"\{1,1,2\}", r"\{1,2\}"),
    # matrices / vectors
    (r"\begin{pmatrix}1&2\\3&4\end{pmatrix}", r"\begin{bmatrix}1&2\\3&4\end{bmatrix}"),
    (r"\begin{pmatrix}1\\2\end{pmatrix}", "(1,2)"),
    (r"\begin{pmatrix}\frac12\\2\end{pmatrix}", r"\begin{pmatrix}0.5\\2\end{pmatrix}"),
    # equations, inequalities
    ("y=2x+1", "2x-y+1=0"),
    ("x+y=1", "y+x=1"),
    ("x<3", "3>x"),
    (r"x\le 3", r"x \leq 3"),
    (r"1<x<2", r"2>x>1"),
    # text
    ("Alice", r"\text{Alice}"),
    ("converges", "Converges"),
    (r"\text{twice as much}", "twice as much"),
    # ratios and misc
    ("1:2", "1: 2"),
    ("1:2", "2:4"),
    (r"x \in [1,2]", "[1,2]"),
    (r"\frac{-1+\sqrt{5}}{2}", r"\frac{\sqrt5-1}{2}"),
]

DIFFERENT = [
    (r"\frac{3}{4}", r"\frac{4}{3}"),
    ("3200", "320"),
    ("45", "46"),
    (r"10\frac{2}{3}", r"\frac{20}{3}"),
    ("x=4", "3"),
    ("3.14", r"\pi"),
    ("0.333", r"\frac13"),
    (r"\pi", "3.1416"),
    ("1.414", r"\sqrt2"),
    ("3.464", r"2\sqrt3"),
    ("0.583", r"\frac{7}{12}"),
    ("0.3333333", r"\frac13"),
    ("0.3", r"\frac13"),
    ("0.33", r"\frac13"),
    ("3.1", r"\pi"),
    ("3.15", r"\pi"),
    ("12.54", "12.5"),
    ("2.5", "2.50001"),
    (r"\sqrt{2}", "1.42"),
    (r"\sqrt{2}", "1.4"),
    (r"2\sqrt3", r"3\sqrt2"),
    (r"\pi", "3"),
    ("x^2+2x+1", "(x-1)^2"),
    ("x^2", "y^2"),
    ("2+3i", "2-3i"),
    ("(1,2)", "(2,1)"),
    ("[1,2)", "[1,2]"),
    ("(1,2)", "[1,2]"),
    (r"(-\infty,3)", r"(-\infty,3]"),
    (r"\{1,2\}", r"\{1,2,3\}"),
    ("1, 2", "1, 3"),
    (r"1\pm\sqrt2", r"1+\sqrt2"),
    (r"\begin{pmatrix}1&2\\3&4\end{pmatrix}", r"\begin{pmatrix}1&3\\2&4\end{pmatrix}"),
    (r"\begin{pmatrix}1\\2\end{pmatrix}", "(2,1)"),
    ("y=2x+1", "y=2x-1"),
    ("x<3", r"x\le3"),
    ("x<3", "x>3"),
    ("Alice", "Bob"),
    ("converges", "diverges"),
    ("1011_2", "1011"),
    ("1011_2", "11"),
    ("11", "1011_2"),
    ("37", "101_6"),
    ("101_6", "37"),
    ("1011_2", "13_8"),
    ("5!", "100"),
    ("1:2", "2:1"),
    ("A", "B"),
    (r"x \in [1,2]", "(1,2)"),
    ("", "5"),
    ("5", ""),
    (r"3\times 10^5", "30000"),
    (r"\log_2 8", "4"),
]


@pytest.mark.parametrize("answer,gold", EQUAL)
def test_equal(answer, gold):
    v = is_equivalent(answer, gold)
    assert isinstance(v, Verdict) and v, v.reason


@pytest.mark.parametrize("answer,gold", DIFFERENT)
def test_different(answer, gold):
    v = is_equivalent(answer, gold)
    assert isinstance(v, Verdict) and not v, v.reason


def test_reasons_are_specific():
    """About the message itself: each rule names itself in the reason (its status is equal/differs)."""
    assert is_equivalent("(1,2)", "(2,1)").reason == "tuple order differs"
    assert is_equivalent("[1,2)", "[1,2]").reason == "interval endpoints differ"
    assert is_equivalent("3.14", r"\pi").reason == "decimal approximates an exact value"
    assert is_equivalent("3.14", r"\pi", decimals="rounded").reason == "decimal rounds to exact"
    assert is_equivalent("0.33", r"\frac13", decimals="rounded").reason == "decimal too imprecise"
    assert is_equivalent("1/2", "2/4").reason == "numeric equal"


@pytest.mark.parametrize("junk", [None, 5, b"x", "}{", "\\frac{", "((((", "\\begin{pmatrix}", "\x00\xff", "^^^"])
def test_never_raises(junk):
    v = is_equivalent(junk, "5")
    assert isinstance(v, Verdict) and not v
    assert isinstance(is_equivalent("5", junk), Verdict)


ROUNDED_EQUAL = [("3.14", r"\pi"), ("0.333", r"\frac13"), (r"\pi", "3.1416"), ("1.414", r"\sqrt2"), ("0.5", r"\frac12")]
ROUNDED_DIFFERENT = [("3.1", r"\pi"), ("0.33", r"\frac13"), ("3.15", r"\pi"), ("1.415", r"\sqrt2")]


@pytest.mark.parametrize("answer,gold", ROUNDED_EQUAL)
def test_rounded_policy_accepts_correct_rounding(answer, gold):
    assert is_equivalent(answer, gold, decimals="rounded")
    assert is_equivalent(answer, gold) is not None


@pytest.mark.parametrize("answer,gold", ROUNDED_DIFFERENT)
def test_rounded_policy_rejects_bad_rounding(answer, gold):
    assert not is_equivalent(answer, gold, decimals="rounded")


def test_unknown_decimal_policy_is_an_error():
    with pytest.raises(ValueError, match="unknown decimal policy"):
        is_equivalent("1", "1", decimals="loose")


NEAR_EQUAL = [  # agree to ~1e-10 or better in floats, yet different values
    (r"\frac{103993}{33102}", r"\pi"),
    (r"e^{\pi\sqrt{163}}", "640320^3+744"),
    (r"\frac{355}{113}", r"\pi"),
    (r"\sqrt{2}", "1.4142135623730951"),
    ("x+10^{-12}", "x"),
]


@pytest.mark.parametrize("answer,gold", NEAR_EQUAL)
def test_near_equal_values_are_different(answer, gold):
    v = is_equivalent(answer, gold)
    assert not v, v.reason
    assert not is_equivalent(answer, gold, decimals="rounded") or "." in answer + gold


def test_equal_irrationals_stay_equal_after_precise_check():
    for a, b in [
        (r"\sqrt{2}+\sqrt{3}", r"\sqrt{5+2\sqrt{6}}"),
        (r"\ln 8", r"3\ln 2"),
        (r"\sin^2 x+\cos^2 x", "1"),
        (r"e^{i\pi}", "-1"),
    ]:
        assert is_equivalent(a, b), (a, b)
