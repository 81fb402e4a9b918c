r"""Round 6: an angle named by its vertex as the whole answer (\angle A, \measuredangle A, ∠A) answers a
label gold ("the smallest angle (A, B, or C)"); a three-letter angle reads either way (\angle CBA =
\angle ABC); another vertex, another angle, and a value gold stay wrong.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

_QUESTION = "In triangle $ABC$, find the smallest angle of the triangle (A, B, or C)."
_NAMES = ("\\angle {}", "\\measuredangle {}", "∠{}", "\\angle{{{}}}")
_WRAPPERS = ("\\boxed{{{}}}", "[ANSWER]{}[/ANSWER]", "The answer is ${}$.")


@pytest.mark.parametrize("name", _NAMES)
@pytest.mark.parametrize("vertex", ["A", "B", "C"])
def test_an_angle_named_by_its_vertex_is_the_label(name: str, vertex: str) -> None:
    for wrapper in _WRAPPERS:
        response = wrapper.format(name.format(vertex))
        assert grade(response, vertex, question=_QUESTION).status == "equal", response
        other = "B" if vertex != "B" else "C"
        assert grade(response, other, question=_QUESTION).status != "equal", response  # wrong twin


@pytest.mark.parametrize(
    ("response", "gold", "status"),
    [
        ("\\boxed{\\angle ABC}", "\\angle CBA", "equal"),
        ("\\boxed{\\angle ABC}", "\\angle ACB", "differs"),  # another angle
        ("\\boxed{\\angle A}", "30", "differs"),  # a value gold
        ("\\boxed{\\angle A = 30^\\circ}", "B", "differs"),
    ],
)
def test_named_angles_elsewhere(response: str, gold: str, status: str) -> None:
    assert grade(response, gold).status == status
