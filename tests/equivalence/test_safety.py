r"""Model text is never executed: injection attempts inside \boxed{} run nothing."""

import re
from pathlib import Path

import pytest

from hardmath.equivalence import grade, is_equivalent

PKG = Path(__file__).resolve().parents[2] / "equivalence"


def _attacks(marker: Path) -> list[str]:
    m = str(marker)
    return [
        f"__import__('os').system('touch {m}')",
        f"(lambda: __import__('os').system('touch {m}'))()",
        f"().__class__.__base__.__subclasses__()[0]; open('{m}','w')",
        f"exec(\"open('{m}','w')\")",
        f"eval(\"open('{m}','w')\")",
        f"x + __import__('pathlib').Path('{m}').touch()",
        f"Symbol('x').__init__.__globals__['os'].system('touch {m}')",
        f"\\frac{{__import__('os').system('touch {m}')}}{{2}}",
        f"{{}}.__class__.__mro__[1].__subclasses__(); open('{m}','w')",
    ]


@pytest.mark.parametrize("idx", range(9))
def test_injection_in_boxed_runs_nothing(tmp_path, idx):
    marker = tmp_path / "pwned"
    attack = _attacks(marker)[idx]
    for gold in ("0", "x", attack, r"\sqrt{2}"):
        v = grade(f"So the answer is $\\boxed{{{attack}}}$.", gold)
        assert v.answer is not None
        assert not marker.exists()
    assert not is_equivalent(attack, "0")
    assert not marker.exists()


def test_checker_source_has_no_eval_paths():
    banned = re.compile(
        r"(?<![.\w])(eval|exec|sympify|parse_expr|parse_latex|S|compile)\s*\(|__import__|\.sympify|\.parse_expr"
    )
    for path in PKG.glob("*.py"):
        for lineno, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            assert not banned.search(code), f"{path.name}:{lineno}: {line.strip()}"
