r"""Round 6: a set-builder set whose condition lists its variable's values ({x : x = 1 or x = 7}) is the set
of those values, in every separator (or, \lor, \vee, commas, \quad\text{or}\quad), bar (:, \mid, |) and domain
(\mathbb{R}, \mathbb{C}; \mathbb{Z} for integers only), with \pm read as both signs; each with a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

_BARS = (":", "\\mid", "|")
_SEPARATORS = (" \\text{ or } ", " \\lor ", " \\vee ", ", ", " \\quad\\text{or}\\quad ", " or ")
_DOMAINS = ("", " \\in \\mathbb{R}", " \\in \\mathbb{C}")
_WRAPPERS = ("{}", "\\boxed{{{}}}", "The solution set is ${}$.")


def _builder(bar: str, separator: str, domain: str, values: tuple[str, ...]) -> str:
    return f"\\{{x{domain} {bar} " + separator.join(f"x = {v}" for v in values) + " \\}"


@pytest.mark.parametrize("bar", _BARS)
@pytest.mark.parametrize("separator", _SEPARATORS)
@pytest.mark.parametrize("domain", _DOMAINS)
def test_a_condition_listing_values_is_their_set(bar: str, separator: str, domain: str) -> None:
    said = _builder(bar, separator, domain, ("1", "-7", "\\frac{1}{2}"))
    for wrapper in _WRAPPERS:
        response = wrapper.format(said)
        assert grade(response, "\\{-7, \\frac12, 1\\}").status == "equal", response
        assert grade(response, "-7, 1, 1/2").status == "equal", response
        assert grade(response, "\\{-7, 1\\}").status != "equal", response  # wrong twin: a value too many
        assert grade(response, "\\{7, \\frac12, 1\\}").status != "equal", response  # wrong twin: a sign
        assert grade(response, "\\{-7, \\frac12, 1, 2\\}").status != "equal", response  # a value missing


@pytest.mark.parametrize(
    ("response", "gold", "status"),
    [
        ("\\{x \\mid x = \\pm 1\\}", "\\{-1, 1\\}", "equal"),
        ("\\{x \\mid x = \\pm 1\\}", "\\{1\\}", "differs"),
        ("\\{x \\mid x = \\pm \\sqrt{2} \\text{ or } x = 0\\}", "\\{0, \\sqrt2, -\\sqrt2\\}", "equal"),
        ("\\{x \\in \\mathbb{Z} \\mid x = 1 \\lor x = 7\\}", "\\{1, 7\\}", "equal"),
        (
            "\\{x \\in \\mathbb{Z} \\mid x = \\frac12 \\lor x = 7\\}",
            "\\{\\frac12, 7\\}",
            "differs",
        ),  # 1/2 is no integer
        ("\\{x \\mid x = 1 \\land x = 7\\}", "\\{1, 7\\}", "differs"),  # "and": no list of values
        ("\\{x \\mid x = 1 \\lor y = 7\\}", "\\{1, 7\\}", "differs"),  # another variable
        ("\\{x \\mid x = y + 1 \\lor x = 7\\}", "\\{y+1, 7\\}", "equal"),  # a parameter's expression is a value
        ("\\{x \\mid x = 2x - 1 \\lor x = 7\\}", "\\{1, 7\\}", "differs"),  # an equation in x: left as written
        ("\\{x \\mid x^2 = 1\\}", "\\{-1, 1\\}", "differs"),  # an equation, not a list (left as written)
    ],
)
def test_what_is_not_a_list_of_values(response: str, gold: str, status: str) -> None:
    assert grade(response, gold).status == status
