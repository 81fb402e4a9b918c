"""The parsed-value stage (docs/checker.md, "Stages"): each side of a comparison is normalized and
shaped at most once per grade, the gold in :func:`~.grading.read_gold` (its number of parts read
from that same value), each compared answer once however many choices it meets, and both sides go
through the same :class:`~.stages.Parsed`.

Counted by wrapping ``normalize`` and ``shape`` in every checker module that holds them (and the
stage's own request, ``stages.normalized``, whose memo across grades would hide a repeat), so a
second, hidden normalization anywhere in the checker is seen.
"""

from __future__ import annotations

import collections
import itertools
import sys

import pytest

from hardmath.equivalence import compare, grade, grading, is_equivalent, normalize, stages, structure
from hardmath.equivalence.classes import answer_classes
from hardmath.equivalence.stages import Parsed


class _Calls:
    """How often ``normalize`` and ``shape`` were called on each argument, anywhere in the checker."""

    def __init__(self, monkeypatch):
        self.norm: collections.Counter = collections.Counter()
        self.shape: collections.Counter = collections.Counter()
        real_normalize = normalize.normalize
        for name, real, seen in (("normalize", real_normalize, self.norm), ("shape", structure.shape, self.shape)):
            counted = self._counting(real, seen)
            for module in list(sys.modules.values()):
                if "equivalence" in module.__name__.split(".") and getattr(module, name, None) is real:
                    monkeypatch.setattr(module, name, counted)
        monkeypatch.setattr(stages, "normalize", real_normalize)  # a miss of the memo below is no request
        monkeypatch.setattr(stages, "normalized", self._counting(stages.normalized, self.norm))
        compare.DECISIONS.clear()  # a cached verdict would skip the shapes

    @staticmethod
    def _counting(real, seen):
        def counted(text, *args, **kwargs):
            seen[text] += 1
            return real(text, *args, **kwargs)

        return counted


CHOICES = {"A": "1", "B": "\\frac{3}{2}", "C": "2", "D": "\\frac{5}{2}"}
ANSWERS = ["\\frac{6}{4}", "1.50", "\\frac{9}{6}", "\\sqrt{2}", "\\frac{3}{\\sqrt{4}}"]
GOLDS = ["1.5", "\\frac{3}{2}", "\\dfrac{3}{2}", "\\sqrt{\\frac{9}{4}}"]


@pytest.mark.parametrize("answer, gold", list(itertools.product(ANSWERS, GOLDS)))
def test_a_grade_normalizes_and_shapes_the_gold_once_and_the_answer_once(monkeypatch, answer, gold):
    calls = _Calls(monkeypatch)
    verdict = grade(f"We simplify and get $\\boxed{{{answer}}}$.", gold)
    assert verdict.answer == answer
    assert calls.norm == collections.Counter({answer: 1, gold: 1}), calls.norm
    top = {normalize.normalize(answer), normalize.normalize(gold)}
    assert all(calls.shape[t] <= 1 for t in top), calls.shape
    assert bool(verdict) == bool(is_equivalent(answer, gold))


@pytest.mark.parametrize("gold, parts", [("1, 2", 2), ("\\{3, 4, 5\\}", 3), ("(1, \\frac{1}{2})", 2)])
def test_a_several_part_gold_is_shaped_once_for_its_parts_and_its_comparison(monkeypatch, gold, parts):
    calls = _Calls(monkeypatch)
    record = grading.read_gold(gold)
    assert record.parts == parts and record.parsed.raw == gold
    assert calls.norm == collections.Counter({gold: 1})
    response = "Thus " + " and ".join(f"$\\boxed{{{p}}}$" for p in ("1", "2", "3", "4", "5")[:parts])
    grade(response, gold)
    assert calls.norm[gold] == 2  # once by read_gold above, once in the grade: never twice in one
    assert calls.shape[normalize.normalize(gold)] == 2


@pytest.mark.parametrize("answer", ANSWERS)
@pytest.mark.parametrize("gold", ["B", "\\textbf{(B) }\\frac{3}{2}", "\\textbf{(B) }1.5"])
@pytest.mark.parametrize("decimals", ["exact", "rounded"])
def test_a_multiple_choice_answer_is_normalized_once_for_all_four_choices(monkeypatch, answer, gold, decimals):
    calls = _Calls(monkeypatch)
    verdict = grade(f"So we get $\\boxed{{{answer}}}$.", gold, choices=CHOICES, decimals=decimals)
    assert calls.norm[answer] == 1, calls.norm
    assert all(calls.norm[text] <= 1 for text in CHOICES.values()), calls.norm
    assert sum(calls.norm[text] for text in CHOICES.values()) >= 3  # it was compared with the choices
    if gold != "B":
        assert calls.norm[gold.removeprefix("\\textbf{(B) }")] <= 1
    assert verdict.answer in (answer, "B")


def test_a_documents_answers_are_each_normalized_once_for_their_classes(monkeypatch):
    answers = ["\\sqrt{2}", "\\frac{2}{\\sqrt{2}}", "x+1", "1+x", "\\sqrt{2}", "\\pi"]
    calls = _Calls(monkeypatch)
    out = answer_classes(answers)
    assert out.ids[0] == out.ids[1] == out.ids[4] and out.ids[2] == out.ids[3] != out.ids[0]
    assert out.pairs >= 3  # these were compared, not grouped by key
    assert all(n == 1 for n in calls.norm.values()) and set(calls.norm) == set(answers), calls.norm


def test_a_side_met_again_in_a_later_grade_is_normalized_from_the_memo(monkeypatch):
    misses: collections.Counter = collections.Counter()
    monkeypatch.setattr(stages, "normalize", _Calls._counting(normalize.normalize, misses))
    stages.normalized.cache_clear()
    for _ in range(3):  # rescoring: the same response and gold graded again
        assert grade("So $\\boxed{\\frac{6}{4}}$.", "1.5")
    assert misses == collections.Counter({"\\frac{6}{4}": 1, "1.5": 1})
    stages.normalized.cache_clear()


SIDES = ["5", "\\frac{1}{2}", "0.5", "(1, 2)", "\\{1, 2\\}", "x = 3", "x > 3", "(3, \\infty)", "2 \\text{ cm}", "2,5"]


@pytest.mark.parametrize("text", SIDES)
def test_the_gold_and_the_answer_are_parsed_by_one_stage(monkeypatch, text):
    compared: list[tuple[Parsed, Parsed]] = []
    real = grading.equivalent

    def recording(x, y, **kwargs):
        compared.append((x, y))
        return real(x, y, **kwargs)

    monkeypatch.setattr(grading, "equivalent", recording)
    assert grade(f"The answer is $\\boxed{{{text}}}$.", text)
    ((x, y),) = compared
    assert type(x) is type(y) is Parsed
    assert (x.raw, x.text, x.norm, x.shape) == (y.raw, y.text, y.norm, y.shape)


@pytest.mark.parametrize("a, b", list(itertools.product(SIDES, SIDES)))
def test_the_typed_comparison_is_the_string_one(a, b):
    policy = compare.Policy.of()
    typed = compare.equivalent(Parsed(a), Parsed(b), policy=policy)
    assert typed == is_equivalent(a, b) and bool(typed) == bool(is_equivalent(b, a))


def test_a_side_rewritten_by_a_pairwise_step_is_parsed_anew():
    comma, point = Parsed("2,5"), Parsed("2.5")
    assert compare.equivalent(comma, point, policy=compare.Policy.of())
    assert comma.norm == "2,5"  # its own parse is untouched: against a list gold it is a list
    assert not compare.equivalent(comma, Parsed("2, 5, 7"), policy=compare.Policy.of())
    assert stages.Parsed("\\frac{1}{2}").shape == structure.shape(normalize.normalize("\\frac{1}{2}"))


@pytest.mark.parametrize(
    "answer, gold",
    [("4 = x+2y", "x+2y=4"), ("2x - 6 = 0", "x = 3"), ("x \\le 3", "3 \\ge x"), ("\\frac{6}{4}", "1.5")],
)
def test_a_grade_parses_each_leaf_text_once(monkeypatch, answer, gold):
    """Leaves are parsed once per grade (issue 39): a side met again by another reading is not parsed
    anew (``latex.parse_once``), and a relation's difference is built from its parsed sides
    (``values.difference``), not written as LaTeX and parsed again.
    """
    from hardmath.equivalence import latex

    seen: collections.Counter = collections.Counter()
    real = latex.to_ast

    def counted(text):
        seen[text] += 1
        return real(text)

    for module in list(sys.modules.values()):
        if "equivalence" in module.__name__.split(".") and getattr(module, "to_ast", None) is real:
            monkeypatch.setattr(module, "to_ast", counted)
    latex.clear_parsed()
    compare.DECISIONS.clear()
    stages.normalized.cache_clear()
    assert grade(f"So $\\boxed{{{answer}}}$.", gold), (answer, gold)
    assert seen and max(seen.values()) == 1, seen
    assert not any(")-(" in text for text in seen), seen  # a relation's sides compared as values, not rebuilt as LaTeX
