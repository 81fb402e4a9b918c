r"""Round 6 (issue 39): an angle in degrees equals the same angle in radians when the other side is
written with :math:`\pi` and no degree sign (``12^\circ`` = ``\frac{\pi}{15}``), generated over
notations and wrappers, each with wrong twins that must stay wrong (cases written for this test).
"""

from __future__ import annotations

import itertools

import pytest

from hardmath.equivalence import grade, is_equivalent

ANGLES = [  # (degrees, radians, a wrong number of degrees, radians in plain text)
    ("12", "\\frac{\\pi}{15}", "15", "pi/15"),
    ("30", "\\frac{\\pi}{6}", "60", "pi/6"),
    ("135", "\\frac{3\\pi}{4}", "45", "3pi/4"),
    ("180", "\\pi", "90", "pi"),
    ("22.5", "\\frac{\\pi}{8}", "8", "pi/8"),
    ("-45", "-\\frac{\\pi}{4}", "45", "-pi/4"),
]
DEGREE_NOTATIONS = [
    "{d}^\\circ",
    "{d}^{\\circ}",
    "{d}°",
    "{d}\\degree",
    "{d}\\text{ degrees}",
    "\\angle CAB = {d}^\\circ",
]
GOLDS = ["{r}", "{plain}", "\\angle CAB = {r}", "Show that the solution is $\\angle CAB = {r}$.", "$\\theta = {r}$"]
WRAPPERS = ["所以最终答案是 $\\boxed{{{x}}}$。", "Final Answer: The final answer is ${x}$. I hope it is correct."]


@pytest.mark.parametrize(
    "angle, notation, gold, wrapper", list(itertools.product(ANGLES, DEGREE_NOTATIONS, GOLDS, WRAPPERS)), ids=str
)
def test_degrees_equal_the_angle_in_radians(angle, notation, gold, wrapper):
    degrees, rad, twin, plain = angle
    if "=" in notation and "theta" in gold:
        pytest.skip("two equations naming two angles")
    written_gold = gold.replace("{r}", rad).replace("{plain}", plain)
    assert grade(wrapper.format(x=notation.replace("{d}", degrees)), written_gold)
    assert not grade(wrapper.format(x=notation.replace("{d}", twin)), written_gold)
    assert not grade(wrapper.format(x=degrees), written_gold)  # no degree sign: a number, not an angle


@pytest.mark.parametrize("angle", ANGLES, ids=str)
def test_both_ways_and_degrees_against_degrees(angle):
    degrees, rad, twin, _ = angle
    assert is_equivalent(rad, f"{degrees}^\\circ") and is_equivalent(f"{degrees}^\\circ", rad)
    assert not is_equivalent(rad, f"{twin}^\\circ")
    assert is_equivalent(f"{degrees}^\\circ", degrees)  # a gold in degrees: the sign dropped as before
    assert not is_equivalent(f"{degrees}^\\circ", f"{rad}^\\circ")  # both in degrees: no conversion
