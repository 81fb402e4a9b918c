"""``hardmath compare`` refuses to gate across task versions, checker versions or data, and
``--metrics`` narrows the gate (issue 29).
"""

from __future__ import annotations

import json

from report_handmade import compare_cli, sample, write_run

META = {"version": 1.0, "checker_version": "2", "data_digest": "abc"}


def _run(root, metadata, correct):
    rows = [sample(i, {"id": i}, {"correct": float(c), "no_answer": float(1 - c)}) for i, c in enumerate(correct)]
    return write_run(
        root,
        "m",
        {"t": rows},
        higher_is_better={"t": {"correct": True, "no_answer": False}},
        configs={"t": {"metadata": metadata}},
    )


def test_a_task_version_change_is_refused_in_one_line_and_allowed_with_the_flag(tmp_path):
    same = [1] * 20 + [0] * 20
    base = _run(tmp_path / "a", META, same)
    new = _run(tmp_path / "b", {**META, "version": 1.1}, same)
    proc = compare_cli(base, new)
    assert proc.returncode == 2
    assert proc.stdout == "" and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert "t: version 1.0 -> 1.1" in proc.stderr and "--allow-version-change" in proc.stderr
    proc = compare_cli(base, new, "--allow-version-change")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "VERSION   t: version 1.0 -> 1.1" in proc.stdout and "OK: no regression" in proc.stdout


def test_checker_and_data_changes_are_named(tmp_path):
    same = [1, 0] * 10
    base = _run(tmp_path / "a", META, same)
    new = _run(tmp_path / "b", {**META, "checker_version": "3", "data_digest": "def"}, same)
    proc = compare_cli(base, new)
    assert proc.returncode == 2
    assert "checker_version 2 -> 3, data_digest abc -> def" in proc.stderr


def test_metrics_option_gates_only_the_named_metrics(tmp_path):
    base = _run(tmp_path / "a", META, [1] * 40)
    new = _run(tmp_path / "b", META, [1] * 25 + [0] * 15)  # correct falls, no_answer rises
    assert compare_cli(base, new).returncode == 1
    proc = compare_cli(base, new, "--metrics", "no_answer", "--verbose")
    assert proc.returncode == 1 and "t / correct" not in proc.stdout and "t / no_answer" in proc.stdout


def _set_versions(root, versions: dict) -> None:
    """Write lm-eval's own ``versions`` field into a hand-made run's results file."""
    path = next(root.rglob("results_*.json"))
    data = json.loads(path.read_text())
    data["versions"] = versions
    path.write_text(json.dumps(data))


def test_a_changed_version_in_lm_evals_versions_field_is_refused_and_named(tmp_path):
    """Issue 38: a task version changed only in ``versions.<task>`` (metadata unchanged) was gated."""
    rows = [sample(i, {"id": i}, {"correct": float(i % 2)}) for i in range(20)]
    runs = []
    for name, version in (("a", 1.1), ("b", 1.2)):
        root = write_run(
            tmp_path / name,
            "m",
            {"harp_ci": rows, "harp_default": rows},
            higher_is_better={t: {"correct": True} for t in ("harp_ci", "harp_default")},
            configs={t: {"metadata": META} for t in ("harp_ci", "harp_default")},
        )
        _set_versions(root, {"harp_ci": version, "harp_default": 1.1})
        runs.append(root)
    proc = compare_cli(*runs)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert "harp_ci: versions.harp_ci 1.1 -> 1.2" in proc.stderr and "harp_default" not in proc.stderr
    proc = compare_cli(*runs, "--allow-version-change")
    assert proc.returncode == 0 and "VERSION   harp_ci: versions.harp_ci 1.1 -> 1.2" in proc.stdout, proc.stdout
