"""Notations, plain-text math, named left sides and text answers: equal pairs and near-misses."""

import pytest

from hardmath.equivalence import is_equivalent
from hardmath.equivalence.plaintext import number_words

EQUAL = [
    # named left sides and assignment lists
    ("|AB| = 1", "1"),
    ("A:B = 1", "1"),
    (r"\frac{NO}{BO} = \frac{1}{\sqrt6}", r"\frac{1}{\sqrt6}"),
    ("V_1 : V_2 = 11:21", "11:21"),
    ("AB=4, CD=5", "4, 5"),
    ("p=5,q=2;p=7,q=2", "(5,2),(7,2)"),
    (r"m\angle ABC = 30", "30"),
    # notations
    (r"{5 \choose 2}", "10"),
    (r"n \choose 2", r"\binom{n}{2}"),
    ("28 pct", "28"),
    ("28 percent", r"28\%"),
    ("28 percentage", "28"),
    (r"1\!234", "1234"),
    (r"1{,}234", "1234"),
    ("1\u2009234", "1234"),
    ("(1;2)", "(1,2)"),
    (r"x\approx 2.5", "2.5"),
    (r"2\sqrt3 \approx 3.464", r"\sqrt{12}"),
    (r"0.\overline{3}", r"\frac13"),
    (r"0.4\overline{9}", "0.5"),
    (r"0.\overline{12}", r"\frac{4}{33}"),
    (r"1.\overline{6}", r"\frac53"),
    (r"\begin{array}{cc}1&2\\3&4\end{array}", r"\begin{pmatrix}1&2\\3&4\end{pmatrix}"),
    ("[[1,2],[3,4]]", r"\begin{bmatrix}1&2\\3&4\end{bmatrix}"),
    (r"x \neq 2", r"(-\infty,2)\cup(2,\infty)"),
    ("0<f(x)<1", "(0,1)"),
    # plain-text math
    ("sqrt(7)/12", r"\frac{\sqrt7}{12}"),
    ("sqrt7/12", r"\frac{\sqrt7}{12}"),
    ("pi/4", r"\frac\pi4"),
    ("2*pi", r"2\pi"),
    ("2 pi", r"2\pi"),
    ("x**2 + 1", "x^2+1"),
    ("exp(2)", "e^2"),
    ("cbrt(4)", r"\sqrt[3]{4}"),
    ("infinity", r"\infty"),
    ("+-3", r"\pm3"),
    ("+/- 3", r"\pm 3"),
    ("10 2/3", r"\frac{32}{3}"),
    ("twelve", "12"),
    ("one hundred twenty", "120"),
    ("zero", "0"),
    ("Twenty-one", "21"),
    # text answers
    ("No", r"\text{no}"),
    ("neither even nor odd", r"\text{neither}"),
    ("YES", "yes"),
]
DIFFERENT = [
    ("|AB| = 2", "1"),
    ("2x = 5", "5"),
    ("x+y = 5", "5"),
    ("AB=4, CD=6", "4, 5"),
    ("p=5,q=2;p=7,q=3", "(5,2),(7,2)"),
    (r"{5 \choose 3}", "11"),
    ("28 pct", "29"),
    (r"0.\overline{3}", "0.3"),
    (r"0.\overline{3}", "0.33"),
    ("[[1,2],[3,5]]", r"\begin{pmatrix}1&2\\3&4\end{pmatrix}"),
    (r"x \neq 3", r"(-\infty,2)\cup(2,\infty)"),
    ("0<f(x)<2", "(0,1)"),
    ("sqrt(7)/13", r"\frac{\sqrt7}{12}"),
    ("pi/3", r"\frac\pi4"),
    ("x**3 + 1", "x^2+1"),
    ("+-4", r"\pm3"),
    ("10 1/3", r"\frac{32}{3}"),
    ("ten", "12"),
    ("one hundred", "120"),
    ("-infinity", r"\infty"),
    ("Yes", r"\text{no}"),
    ("even and odd", "even"),
    ("not even", "even"),
    ("neither even nor odd", r"\text{even}"),
    (r"\approx 3.14", r"\pi"),
]


@pytest.mark.parametrize("answer,gold", EQUAL)
def test_equal(answer, gold):
    v = is_equivalent(answer, gold)
    assert v, v.reason


@pytest.mark.parametrize("answer,gold", DIFFERENT)
def test_different(answer, gold):
    v = is_equivalent(answer, gold)
    assert not v, v.reason


def test_number_words():
    assert number_words("one thousand two hundred and five") == 1205
    assert number_words("minus seven") == -7
    assert number_words("seven dwarfs") is None
    assert number_words("hundred") is None


@pytest.mark.parametrize(
    "words",
    [" ".join(["and"] * n) + tail for n in (1, 2, 3) for tail in ("", ".", " -", "-and")]
    + ["minus", "negative and", "And", "AND and"],
)
def test_words_that_spell_no_number(words):
    r"""Connectives (and a lone sign) spell no number: None, and a comparison is a verdict, never a
    checker error (``and`` against ``12\\text{ and }13`` raised IndexError).
    """
    assert number_words(words) is None
    for a, b in ((words, "12\\text{ and }13"), ("12\\text{ and }13", words), (words, "5")):
        v = is_equivalent(a, b)
        assert not v and not v.checker_error, (a, b, v)


EQUAL_MORE = [
    ("x = 5+5+1 = 11", "x = 11"),
    ("z = 3+3 = 6", "z = 1+5 = 6"),
    (r"\frac12 \cdot 6 \cdot 8 = 24", "24"),
    (r"\left[\begin{array}{cc}1 & 2 \\ 3 & 4\end{array}\right]", r"\begin{pmatrix}1 & 2 \\ 3 & 4\end{pmatrix}"),
    (r"z \in \left[-\frac{3}{2}, -1\right] \cup \left[1, \frac{3}{2}\right]", r"1\leq|z|\leq \frac{3}{2}"),
    (r"\\left(\\frac{1}{5},\\frac{1}{6}\\right)", r"\left(\frac15, \frac16\right)"),
    (r"11,\! 111,\! 100", "11111100"),
    ("1 000", "1000"),
    ("(7,11), (11,7)", "(11,7)or(7,11)"),
    ("1,1,2", "1,2"),
]
DIFFERENT_MORE = [
    ("x = 5+5+1 = 12", "x = 11"),
    ("11a+c", "7 = 11a+c"),
    ("32, 349", "32349"),
    ("1,2", "1,1,2"),
    (r"z \in \left[-\frac{3}{2}, -1\right]", r"1\leq|z|\leq \frac{3}{2}"),
]


@pytest.mark.parametrize("answer,gold", EQUAL_MORE)
def test_equal_more(answer, gold):
    v = is_equivalent(answer, gold)
    assert v, v.reason


@pytest.mark.parametrize("answer,gold", DIFFERENT_MORE)
def test_different_more(answer, gold):
    v = is_equivalent(answer, gold)
    assert not v, v.reason


A2, B2 = r"\begin{pmatrix}1 & 2 \\ 3 & 4\end{pmatrix}", r"\begin{pmatrix}5 & 6 \\ 7 & 8\end{pmatrix}"


@pytest.mark.parametrize(
    "answer,gold,expected",
    [
        (f"{A2} + {B2}", r"\begin{pmatrix}6 & 8 \\ 10 & 12\end{pmatrix}", True),
        (f"{A2} - {B2}", r"\begin{pmatrix}-4 & -4 \\ -4 & -4\end{pmatrix}", True),
        (f"{A2} {B2}", r"\begin{pmatrix}19 & 22 \\ 43 & 50\end{pmatrix}", True),
        (f"{A2} \\cdot {B2}", r"\begin{pmatrix}19 & 22 \\ 43 & 51\end{pmatrix}", False),
        (f"{A2} + {B2}", r"\begin{pmatrix}6 & 8 \\ 10 & 13\end{pmatrix}", False),
        (r"14 {, }916", "14916", True),
    ],
)
def test_written_out_matrix_arithmetic_and_groups(answer, gold, expected):
    v = is_equivalent(answer, gold)
    assert bool(v) is expected, v.reason
