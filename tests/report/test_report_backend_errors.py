"""Backend errors where scores are read (issue 43): a run under ``max_backend_errors`` finishes with
``n_backend_errors`` above 0; the report shows the count per model and task with a warning beside the
scores, and ``hardmath compare`` refuses to pass the gate on it unless ``--allow-backend-errors``.
Hand-made run folders (report_handmade), no lm_eval start.
"""

from __future__ import annotations

from report_handmade import compare_cli, harp_doc, sample, write_run

from hardmath.report.build import build_report
from hardmath.report.compare import compare_runs

COUNTED = {
    "harp_default": {
        "metric_list": [
            {"metric": "correct", "aggregation": "mean"},
            {"metric": "n_backend_errors", "aggregation": "hardmath_count"},
        ]
    }
}
HIB = {"harp_default": {"correct": True, "n_backend_errors": False}}
WARNING = "WARNING: m / harp_default: 1 backend error(s)"


def _run(root, errors: int = 1):
    """harp_default on 8 documents, the first ``errors`` of them a reply the backend could not read."""
    rows = [
        sample(i, harp_doc(i), {"correct": float(i % 2 and i >= errors), "n_backend_errors": float(i < errors)})
        for i in range(8)
    ]
    return write_run(root, "m", {"harp_default": rows}, higher_is_better=HIB, configs=COUNTED)


def test_the_report_shows_backend_errors_per_model_and_task_and_warns(tmp_path):
    summary = build_report([_run(tmp_path / "run")], tmp_path / "out", plots=False)
    table = summary.tables["backend_errors"]
    assert table.row(model="m", task="harp_default")["backend errors"] == 1
    assert any(n.startswith(WARNING) for n in summary.notes), summary.notes
    text = summary.markdown.read_text(encoding="utf-8")
    assert "## Backend errors" in text
    shown = [t for t in summary.tables.values() if t.name != "backend_errors" and "harp_default" in str(t.rows)]
    assert shown, "harp_default's score is shown in some table"
    assert text.count(WARNING) >= 2, text  # in Notes and in the section that shows harp_default's score


def test_a_clean_run_has_no_backend_error_table(tmp_path):
    summary = build_report([_run(tmp_path / "run", errors=0)], tmp_path / "out", plots=False)
    assert "backend_errors" not in summary.tables and "backend error" not in summary.markdown.read_text()


def test_the_gate_refuses_a_run_with_backend_errors_unless_allowed(tmp_path):
    base, new = _run(tmp_path / "a"), _run(tmp_path / "b")
    proc = compare_cli(base, new)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "BACKEND   harp_default: BASE 1, NEW 1 backend error(s)" in proc.stdout, proc.stdout
    assert "--allow-backend-errors" in proc.stdout and "FAIL: runs not comparable" in proc.stdout
    proc = compare_cli(base, new, "--allow-backend-errors")
    assert proc.returncode == 0 and "gated anyway (--allow-backend-errors)" in proc.stdout, proc.stdout
    proc = compare_cli(base, new, "--format", "markdown")
    assert proc.returncode == 2 and r"scored wrong \(not comparable\)" in proc.stdout, proc.stdout  # markdown-escaped


def test_either_side_alone_is_enough_and_clean_runs_pass(tmp_path):
    clean = _run(tmp_path / "clean", errors=0)
    assert compare_runs(clean, _run(tmp_path / "clean2", errors=0)).exit_code() == 0
    one_side = compare_runs(clean, _run(tmp_path / "bad", errors=1), metrics=["correct"])
    assert one_side.backend_errors == {"harp_default": "BASE 0, NEW 1 backend error(s)"}
    assert one_side.exit_code() in (1, 2)  # never a PASS
