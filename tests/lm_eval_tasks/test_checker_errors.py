"""A checker failure is counted apart (``n_checker_errors``), never as a model's missing answer (issues 12, 15)."""

import pytest

from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks.harp import utils as harp
from hardmath.lm_eval_tasks.math_perturb import utils as math_p
from hardmath.lm_eval_tasks.putnam_axiom import utils as putnam

BUG = GradeRecord(None, False, "checker error: RuntimeError: bug", checker_error=True).to_log()
FINE = GradeRecord("5", True, "numeric equal").to_log()


@pytest.mark.parametrize(
    "hook, doc",
    [
        (harp.process_results, {"level": 2, "subject": "algebra"}),
        (math_p.process_results, {"original_split": "test", "type": "Algebra", "original_answer": None}),
        (putnam.process_original, {"binary": False}),
        (putnam.process_paired, {"group": "g", "seed": "0", "is_original": False, "binary": False}),
    ],
)
def test_checker_error_is_counted_and_is_not_no_answer(hook, doc):
    bad, good = hook(doc, [[BUG]]), hook(doc, [[FINE]])
    assert bad["n_checker_errors"] == 1 and good["n_checker_errors"] == 0
    assert bad["no_answer"] == 0 and not bad.get("correct_complex", (0, 0))[1]


def test_sampling_counts_every_failed_response():
    out = harp.process_results_sampling({"level": 1}, [[BUG, FINE, BUG, FINE]])
    assert out["n_checker_errors"] == 2 and out["no_answer"] == 0 and out["correct"] == 0.5
