"""Round 6 (issue 39), from blind set E's development split after its first scoring: "no such X"
is "does not exist", "infinitely many" is the count infinity, "h o'clock" is a time, and a set
written with ± holds both signs; each case with a wrong twin.
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade


@pytest.mark.parametrize("said", ["\\text{No such } B", "\\text{no such } j", "\\text{no such function}"])
@pytest.mark.parametrize("gold", ["Such $B$ does not exist.", "\\text{DNE}", "The limit does not exist."])
def test_no_such_object_is_does_not_exist(said, gold):
    assert grade(f"The answer is ${said}$.", gold).status == "equal"
    assert grade(f"The answer is ${said}$.", "0").status == "differs"
    assert grade("The answer is $\\text{such } B \\text{ exists}$.", gold).status != "equal"


@pytest.mark.parametrize("said", ["\\text{infinitely many}", "\\text{infinitely many solutions}", "\\infty"])
@pytest.mark.parametrize("gold", ["\\infty", "\\text{infinitely many}", "infinitely many"])
def test_infinitely_many_is_the_count_infinity(said, gold):
    assert grade(f"Final Answer: $\\boxed{{{said}}}$", gold).status == "equal"
    assert grade("Final Answer: $\\boxed{5}$", gold).status == "differs"
    assert grade(f"Final Answer: $\\boxed{{{said}}}$", "5").status == "differs"


@pytest.mark.parametrize(("said", "right", "wrong"), [("4:00", "$\\text{4 o' clock}$", "$\\text{5 o'clock}$")])
def test_o_clock_is_a_time(said, right, wrong):
    assert grade(f"Final Answer: {said}", right).status == "equal"
    assert grade(f"Final Answer: {said}", wrong).status == "differs"


@pytest.mark.parametrize(
    ("said", "gold", "wrong"), [("\\{\\pm 1\\}", "\\{-1,1\\}", "\\{1\\}"), ("\\{\\pm 3\\}", "\\{3,-3\\}", "\\{-1,1\\}")]
)
def test_a_set_written_with_plus_minus_holds_both_signs(said, gold, wrong):
    assert grade(f"So the answer is ${said}$.", gold).status == "equal"
    assert grade(f"So the answer is ${said}$.", wrong).status == "differs"
