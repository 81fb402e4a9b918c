"""Units: when both sides state one, units must agree or the quantities be equal after conversion."""

import pytest

from hardmath.equivalence import grade, is_equivalent
from hardmath.equivalence.units import quantity

EQUAL = [
    ("1.5 L", r"1.5\text{ liters}"),
    (r"3 \text{ hours } 30 \text{ minutes}", r"3.5\text{ hours}"),
    (r"\frac13 \text{ hour}", r"20\text{ minutes}"),
    ("2 km", "2000 m"),
    ("36 km/h", "10 m/s"),
    (r"5\text{ cm}", "5"),
    ("12 inches", "1 foot"),
    (r"9 \text{ ft}^2", "1 square yard"),
    ("50 cents", "0.5 dollars"),
    (r"48 \mathrm{km}", r"48\text{ kilometers}"),
]
DIFFERENT = [
    (r"48 \text{ km}", r"48\text{ meters}"),
    ("9 feet", "9 inches"),
    ("72 m/s", "72 km/h"),
    ("3 hours", "3 minutes"),
    ("3 kg", "3 m"),
    (r"\frac14 \text{ hour}", r"20\text{ minutes}"),
    ("9 ft", r"9 \text{ ft}^2"),
    ("1.5 L", "1.5 mL"),
]


@pytest.mark.parametrize("answer,gold", EQUAL)
def test_equal_quantities(answer, gold):
    v = is_equivalent(answer, gold)
    assert v, v.reason


@pytest.mark.parametrize("answer,gold", DIFFERENT)
def test_different_quantities(answer, gold):
    v = is_equivalent(answer, gold)
    assert not v, v.reason


def test_units_differ_reason_and_non_quantities():
    assert is_equivalent("3 kg", "3 m").status == "differs"
    assert is_equivalent("3 kg", "3 m").reason == "units differ"  # the message names the rule
    assert quantity("x \\in [1,2]") is None
    assert quantity("2m + 1") is None
    assert quantity("n^2 m") is None


@pytest.mark.parametrize(
    "response,gold,expected",
    [
        ("The answer is 5cm.", "5", True),  # glued, one side: ignored
        ("The answer is 12kg.", "12\\text{ kg}", True),
        ("The answer is 12kg.", "12\\text{ g}", False),
        ("The answer is 12kg.", "12000\\text{ g}", True),
        ("He drives at 60 miles per hour.", "60", True),  # in words, one side
        ("He drives at 60 miles per hour.", "60\\text{ mph}", True),
        ("He drives at 60 miles per hour.", "60\\text{ km/h}", False),
        ("The speed is 10 meters per second.", "36\\text{ km/h}", True),
        ("The perimeter is **26 mm**.", "26\\text{ cm}", False),  # both state one: they must agree
        ("The perimeter is **26 mm**.", "2.6\\text{ cm}", True),
        ("The area is 50 cm^2.", "50\\text{ cm}^2", True),
        ("It takes 90 min.", "1.5\\text{ hours}", True),
        ("It takes 90 min.", "90\\text{ hours}", False),
        ("There are 12 in the box.", "12\\text{ cm}", True),  # "in" before a word is the preposition
        ("The rod is 12 in.", "12\\text{ inches}", True),
        ("The rod is 12 in.", "12\\text{ cm}", False),
    ],
)
def test_units_read_on_both_sides(response: str, gold: str, expected: bool) -> None:
    assert bool(grade(response, gold)) is expected, (response, gold, grade(response, gold))


def test_units_are_symmetric() -> None:
    for a, b in [("5cm", "5 \\text{ mm}"), ("60 miles per hour", "60 km/h"), ("12kg", "12000 g")]:
        assert bool(is_equivalent(a, b)) == bool(is_equivalent(b, a))
