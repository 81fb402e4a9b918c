r"""A matrix row that starts with a bracket keeps it (``\\(`` and ``\\[2pt]`` are row breaks, not math delimiters)."""

import pytest

from hardmath.equivalence import is_equivalent
from hardmath.equivalence.normalize import normalize

COLUMN = r"\begin{pmatrix}1\\2\end{pmatrix}"


@pytest.mark.parametrize(
    "answer",
    [
        r"\begin{pmatrix}1\\(2)\end{pmatrix}",
        r"\begin{pmatrix}1\\[2pt]2\end{pmatrix}",
        r"\begin{pmatrix}1\\[ -1.5ex ]2\end{pmatrix}",
        r"\begin{bmatrix}1\\ (2)\end{bmatrix}",
    ],
)
def test_row_starting_with_bracket_is_graded_right(answer):
    assert is_equivalent(answer, COLUMN)


def test_row_bracket_is_kept_and_wrong_value_still_wrong():
    assert normalize(r"\begin{pmatrix}1\\(2)\end{pmatrix}") == r"\begin{pmatrix}1\\(2)\end{pmatrix}"
    assert not is_equivalent(r"\begin{pmatrix}1\\(3)\end{pmatrix}", COLUMN)
    assert not is_equivalent(r"\begin{pmatrix}1\\[2pt]3\end{pmatrix}", COLUMN)


def test_math_delimiters_still_dropped():
    assert normalize(r"\(x+1\)") == "x+1"
    assert normalize(r"\[\frac{1}{2}\]") == r"\frac{1}{2}"
