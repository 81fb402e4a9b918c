"""Ctrl-C while a hardmath task generates ends lm_eval with one line and exit status 130, not a
~100-line traceback through lm-eval and hardmath; another task's requests are left to lm-eval.
"""

from __future__ import annotations

import pytest

from hardmath.lmeval.generation_limits import Interrupted, _wrap_generate_until, track


class _Request:
    """The part of an lm-eval ``Instance`` the tracking reads (its public metadata tuple)."""

    def __init__(self, task: str = "harp_default") -> None:
        self.metadata = (task, 0, 1)


def _backend() -> type:
    class Backend:
        def generate_until(self, requests: list) -> list:
            raise KeyboardInterrupt

    _wrap_generate_until(Backend, model_rows=None)
    return Backend


def test_ctrl_c_in_a_hardmath_request_is_one_line_and_130(capsys):
    with pytest.raises(SystemExit) as stop:
        _backend()().generate_until([track(_Request())])
    assert isinstance(stop.value, Interrupted) and stop.value.code == 130
    assert capsys.readouterr().err.strip().splitlines() == [Interrupted.LINE]


def test_ctrl_c_in_another_tasks_request_stays_lm_evals():
    with pytest.raises(KeyboardInterrupt):
        _backend()().generate_until([_Request("guest_task")])
