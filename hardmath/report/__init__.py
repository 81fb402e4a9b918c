"""Reports over lm-eval output directories: the papers' tables and figures (``build_report``),
a regression gate for CI (``compare_runs``) and re-grading of logged samples (``rescore_run``).

CLI: ``hardmath report``, ``hardmath compare``, ``hardmath rescore``.
"""

from __future__ import annotations

from hardmath.report.build import ReportSummary, build_report
from hardmath.report.runs import ModelRun, RunError, TaskRun, load_runs

__all__ = ["ModelRun", "ReportSummary", "RunError", "TaskRun", "build_report", "load_runs"]
