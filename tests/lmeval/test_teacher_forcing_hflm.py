"""``HFLM.teacher_forced`` in-process on the tiny model: left truncation and over-long references."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest

from hardmath.lmeval import register, teacher_forcing

register()
teacher_forcing.install()  # what building a TeacherForcedTask does: LM.teacher_forced


@pytest.fixture(scope="module")
def small_window_lm(tiny_model):
    from lm_eval.models.huggingface import HFLM

    return HFLM(pretrained=str(tiny_model), dtype="float32", batch_size=2, max_length=32, device="cpu")


def request(context: str, reference: str) -> SimpleNamespace:
    return SimpleNamespace(args=(context, reference), task_name="probe", doc_id=0)


@pytest.mark.slow
def test_context_is_truncated_from_the_left_with_a_warning(small_window_lm, caplog):
    lm = small_window_lm
    long_context = " ".join(f"word{i}" for i in range(60))
    reference = " and the answer is 2."
    with caplog.at_level(logging.WARNING, logger="hardmath.lmeval.teacher_forcing"):
        (cut,) = lm.teacher_forced([request(long_context, reference)])
    assert "dropping" in caplog.text and "task probe, doc 0" in caplog.text
    ctx, ref = lm._encode_pair(long_context, reference)
    assert len(ctx) + len(ref) > lm.max_length + 1 and cut["tokens"] == len(ref)
    # Same numbers as feeding only the tokens that fit in the window.
    keep = (ctx + ref)[-(lm.max_length + 1) :]
    want = lm._loglikelihood_tokens([((None, None), keep[: -len(ref)], ref)], disable_tqdm=True)[0][0]
    assert -cut["nll"] == pytest.approx(want, abs=1e-4)


@pytest.mark.slow
def test_reference_longer_than_the_window_is_a_clear_error(small_window_lm):
    with pytest.raises(ValueError, match="does not fit the model's 33-token window"):
        small_window_lm.teacher_forced([request("Problem:", " x" * 80)])


@pytest.mark.slow
def test_auto_batch_size_gives_the_batch_size_1_numbers(tiny_model):
    from lm_eval.models.huggingface import HFLM

    reqs = [
        request("Problem: 1+1?\nSolution:", " It is 2."),
        request("Problem: name a prime.\nSolution:\n", "Two is prime, and so are 3, 5 and 7."),
        request("Q:", " yes"),
    ]
    one = HFLM(pretrained=str(tiny_model), dtype="float32", batch_size=1, device="cpu").teacher_forced(reqs)
    auto = HFLM(
        pretrained=str(tiny_model), dtype="float32", batch_size="auto", max_batch_size=4, device="cpu"
    ).teacher_forced(reqs)
    assert [r["tokens"] for r in one] == [r["tokens"] for r in auto]
    assert [r["argmax_hits"] for r in one] == [r["argmax_hits"] for r in auto]
    assert [r["nll"] for r in auto] == pytest.approx([r["nll"] for r in one], abs=1e-4)
