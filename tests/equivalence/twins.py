"""The check every generated class of rounds 8 to 10 makes: the response is right against its gold and
wrong against its twin (a value a careless reader would take).
"""

from __future__ import annotations

from hardmath.equivalence import grade


def right_not_wrong(response: str, gold: str, wrong: str, **kw: object) -> None:
    """``response`` is graded right against ``gold`` and wrong against ``wrong`` (same keywords)."""
    assert grade(response, gold, **kw), (response, gold)
    assert not grade(response, wrong, **kw), (response, wrong)
