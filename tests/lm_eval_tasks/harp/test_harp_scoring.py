"""HARP process_results: Table 3/4 columns, pass@k / maj@k from graded samples (hand-computed)."""

from __future__ import annotations

import math

import pytest

from hardmath.grade_record import RecordError
from hardmath.lm_eval_tasks.harp import utils
from hardmath.stats import group_equivalent

DOC = {"level": 5, "subject": "geometry", "answer": "2"}


def v(answer, correct):
    return {"answer": answer, "correct": correct, "reason": "test"}


def test_breakdown_reports_own_level_and_subject():
    out = utils.process_results(DOC, [[v("2", True)]])
    # max_length: None (backend could not tell) is not a value; see test_harp_truncation
    assert {k: x for k, x in out.items() if x is not None} == {
        "correct": 1.0,
        "no_answer": 0.0,
        "correct_level_5": 1.0,
        "no_answer_level_5": 0.0,
        "correct_geometry": 1.0,
        "n_checker_errors": 0.0,
        "n_backend_errors": 0.0,
    }
    assert set(utils.columns(DOC)) == set(out) - {
        "correct",
        "no_answer",
        "max_length",
        "n_checker_errors",
        "n_backend_errors",
    }
    out = utils.process_results(DOC, [[v(None, False)]])
    assert out["correct"] == 0.0 and out["no_answer"] == 1.0 and out["no_answer_level_5"] == 1.0


def test_process_results_rejects_ungraded_responses():
    with pytest.raises(RecordError, match="hardmath_grade"):  # the one reader's error (was TypeError)
        utils.process_results(DOC, ["The final answer is 2"])


def test_sample_ks():
    assert utils.sample_ks(64) == [1, 2, 4, 8, 16, 32, 64]
    assert utils.sample_ks(4) == [1, 2, 4]
    assert utils.sample_ks(6) == [1, 2, 4, 6]


def test_group_equivalent_uses_relation_not_string():
    same = lambda a, b: float(a) == float(b)  # noqa: E731
    assert group_equivalent(["1", "2", None, "1.0", "2.00"], same) == [0, 1, None, 0, 1]


def test_pass_and_maj_hand_computed():
    # 4 samples: "1/2" (correct), "0.5" (correct, equivalent), "3" (wrong), no answer.
    verdicts = [v("\\frac{1}{2}", True), v("3", False), v("0.5", True), v(None, False)]
    out = utils.process_results_sampling({"answer": "1/2"}, [verdicts])
    # pass@k = 1 - C(2, k) / C(4, k): k=1 -> 1/2, k=2 -> 1 - 1/6, k=4 -> 1
    assert out["pass@1"] == pytest.approx(0.5)
    assert out["pass@2"] == pytest.approx(5 / 6)
    assert out["pass@4"] == pytest.approx(1.0)
    # maj@4: classes {1/2, 0.5} x2 vs {3} x1 -> correct (grouped by equivalence, not string)
    assert out["maj@4"] == 1.0
    assert out["correct"] == 0.5 and out["no_answer"] == 0.25


def test_maj_ties_score_one_over_t():
    # k = n = 2: one correct, one wrong answer -> a 2-way tie -> 1/2.
    out = utils.process_results_sampling(DOC, [[v("2", True), v("5", False)]])
    assert out["maj@2"] == 0.5
    # maj@1 averages the first sample over 5 seeded re-orderings; each ordering scores 0 or 1
    assert out["maj@1"] in {i / 5 for i in range(6)}
    # three-way tie with one correct class -> 1/3
    out = utils.process_results_sampling(DOC, [[v("2", True), v("5", False), v("7", False)]])
    assert out["maj@3"] == pytest.approx(1 / 3)
    assert out["pass@3"] == 1.0 and out["pass@1"] == pytest.approx(1 / 3)
    assert math.isclose(out["pass@2"], 1 - math.comb(2, 2) / math.comb(3, 2))


def test_grade_filter_logs_vote_classes_and_maj_reads_them():
    """The answer classes are decided at grading (logged as vote_class); a truncated response
    stating the gold first neither votes nor makes the gold's class wrong (maj@4 was 0.0).
    """
    import json

    from hardmath.lmeval.filters import GradeFilter
    from hardmath.lmeval.generation_limits import Generation

    resps = [
        [
            Generation("The answer is \\boxed{2}", True),
            Generation("so \\boxed{2.0}", False),
            Generation("\\boxed{2}", False),
            Generation("\\boxed{5}", False),
        ]
    ]
    logged = GradeFilter(gold_field="answer").apply(resps, [DOC])[0]
    logged = [json.loads(str(r)) for r in logged]  # as lm-eval writes them to the samples file
    assert [r["vote_class"] for r in logged] == [None, 0, 0, 1]
    out = utils.process_results_sampling(DOC, [logged])
    assert out["maj@4"] == 1.0 and out["correct"] == 0.5


def test_process_results_sampling_uses_logged_classes_not_the_checker():
    # the logged classes say "7" and "2" voted together (as the grading checker decided); the
    # class is correct because a member is graded equivalent to the gold, not by its first member
    recs = [{**v("7", False), "vote_class": 0}, {**v("2", True), "vote_class": 0}, {**v("5", False), "vote_class": 1}]
    assert utils.process_results_sampling(DOC, [recs])["maj@3"] == 1.0
