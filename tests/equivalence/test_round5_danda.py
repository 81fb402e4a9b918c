r"""Round 5, third pass on blind set C (issue 39): Bengali and Devanagari statements, each with its
wrong twin (cases written for this test):

- the longer of two answer words wins ("উত্তর হলো ৮", never "উত্তর হল" leaving its vowel sign "ো");
- a danda (``।``, ``॥``) ends a sentence as a full stop does ("... ৮।" states 8).
"""

from __future__ import annotations

import pytest

from hardmath.equivalence import grade

BENGALI = ["সমাধান: শর্তগুলো থেকে সমীকরণ তৈরি করে সমাধান করি।\n\nসুতরাং উত্তর হলো {x}।", "সুতরাং উত্তর হল {x}।"]
HINDI = ["अतः उत्तर {x} है।", "इसलिए उत्तर: {x}॥"]
VALUES = [("৮", "৯", "8\\text{ miles}"), ("8", "9", "8"), ("১২", "২১", "12")]


@pytest.mark.parametrize("said", BENGALI + HINDI)
@pytest.mark.parametrize("right, wrong, gold", VALUES)
def test_a_bengali_or_hindi_statement(said, right, wrong, gold):
    assert grade(said.format(x=right), gold)
    assert not grade(said.format(x=wrong), gold)
