"""report on hand-made lm-eval output folders: every table's numbers against hand computation."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest
from report_handmade import example_runs, sample, write_run

from hardmath.lm_eval_tasks.putnam_axiom.report import correlations
from hardmath.report import RunError, build_report, load_runs
from hardmath.report.figures import DPI, FIGSIZE
from hardmath.stats import pearson


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    root = tmp_path_factory.mktemp("handmade")
    return build_report([example_runs(root / "runs")], root / "report")


def test_models_and_files(report):
    assert report.models == ["model-A", "model-B", "model-C"]
    # every table under its own ### heading, except Runs (its own ## section, and runs.csv since #41)
    assert (report.out_dir / "report.md").read_text().count("### ") == len(report.tables) - 1
    assert {p.name for p in report.csv} == {f"{name}.csv" for name in report.tables}
    # B and C ran putnam_axiom_tfa / putnam_axiom_orig without --log_samples: said, not hidden
    assert any("No logged samples for putnam_axiom_orig, putnam_axiom_tfa" in n for n in report.notes)


def test_harp_table3_table4_and_lengths(report):
    t3 = report.tables["harp_table3_accuracy"]
    a = t3.row(model="model-A")
    assert (a["n"], a["overall"], a["L1"], a["L2"], a["L3"], a["L5"], a["L6"]) == (6, 50.0, 50.0, 100.0, None, 0.0, 0.0)
    assert (a["prealgebra"], a["algebra"], a["geometry"], a["precalculus"], a["number_theory"]) == (
        100.0,
        50.0,
        50.0,
        0.0,
        None,
    )
    assert t3.row(model="model-C")["overall"] == pytest.approx(400 / 6)
    csv = (report.out_dir / "harp_table3_accuracy.csv").read_text().splitlines()
    assert csv[1] == "model-A,harp_default,6,50.0,50.0,100.0,,,0.0,0.0,100.0,50.0,,,50.0,0.0"
    t4 = report.tables["harp_table4_max_length"]
    ml = t4.row(model="model-A")  # the paper's Table 4: did not finish
    assert (ml["overall"], ml["L1"], ml["L5"], ml["L6"], ml["L3"]) == (pytest.approx(100 / 6), 0.0, 100.0, 0.0, None)
    assert t4.row(model="model-B")["overall"] is None  # backend could not tell: not guessed
    assert any("model-B / harp_default" in n and "could not tell" in n for n in t4.notes)
    na = report.tables["harp_no_answer"].row(model="model-A")
    assert (na["overall"], na["L1"], na["L2"], na["L6"]) == (pytest.approx(100 / 3), 50.0, 0.0, 100.0)
    length = report.tables["harp_figure4_output_length"].row(model="model-A")
    assert length["unit"] == "whitespace pieces"  # "org/model-A" is no local tokenizer
    assert (length["L1"], length["L2"], length["L5"], length["L6"]) == (4.0, 1.5, 4.0, 0.0)
    human = report.tables["harp_figure4_output_length"].row(model="human (solution_1)")  # Figure 4's reference
    assert (human["unit"], human["L1"], human["L2"], human["L5"], human["L6"]) == (
        "whitespace pieces",
        1.5,
        3.5,
        5.0,
        6.0,
    )
    md = report.markdown.read_text()
    assert "| model-A | harp_default | 6 | 50.0 | 50.0 | 100.0 | – | – | 0.0 | 0.0 |" in md
    assert md.count("(harp_figure4_output_length.png)") == 1


def test_harp_tables5_to_7(report):
    t5 = report.tables["harp_table5_mcq"]
    assert [r[1] for r in t5.rows] == ["harp_mcq_shuffle_1", "harp_mcq_shuffle_2", "harp_mcq_shuffle_3"]
    assert (t5.row(task="harp_mcq_shuffle_1")["overall"], t5.row(task="harp_mcq_shuffle_3")["L1"]) == (50.0, 75.0)
    assert any("No choices given" in n for n in t5.notes)
    t6 = report.tables["harp_table6_short_vs_mcq"]  # on the 4 problems in both splits
    short = t6.row(model="model-A", task="harp_default")
    assert (short["n"], short["overall"], short["L1"], short["L2"]) == (4, 75.0, 50.0, 100.0)
    assert t6.row(model="model-A", task="harp_mcq_shuffle_1")["overall"] == 50.0
    assert {r[0] for r in t6.rows} == {"model-A"}  # B and C ran no multiple choice


def test_harp_sampling_and_consistency(report):
    s = report.tables["harp_figure5_sampling"]
    assert s.row(level="all", curve="pass@k")["k=2"] == 50.0
    assert s.row(level="all", curve="maj@k")["k=2"] == 25.0
    assert s.row(level=1, curve="pass@k")["k=2"] == 100.0
    ci = report.tables["harp_figure5_maj_ci"]  # Figure 5's error bars, from the logged records
    assert [ci.row(level="all", k=2)[c] for c in ("maj@k", "95% low", "95% high")] == [25.0] * 3  # order-free
    one = ci.row(level="all", k=1)  # the first sample decides: 1/2 or 0 per re-ordering
    assert one["95% low"] <= one["maj@k"] <= one["95% high"] and one["maj@k"] in (0.0, 10.0, 20.0, 30.0, 40.0, 50.0)
    c = report.tables["harp_figure6_mcq_consistency"]
    # correct in all x of 3 runs, averaged over x-subsets: x=1 (2+1+3)/12, x=2 (1+2+1)/12, x=3 1/4
    assert [c.row(level="all", x=x)["correct in all x"] for x in (1, 2, 3)] == [50.0, pytest.approx(100 / 3), 25.0]
    assert [c.row(level="all", x=x)["correct in at least x"] for x in (1, 2, 3)] == [75.0, 50.0, 25.0]
    # by level (Figure 6 is by level): every scramble problem of the example is level 1
    assert [c.row(level=1, x=x)["correct in at least x"] for x in (1, 2, 3)] == [75.0, 50.0, 25.0]
    assert c.row(level=1, x=1)["problems"] == 4


def test_math_perturb_tables(report):
    t1 = report.tables["math_p_table1_accuracy"].row(model="model-A")
    assert (t1["original all"], t1["original train"], t1["original test"]) == (50.0, 100.0, 0.0)
    assert (t1["simple all"], t1["hard train"], t1["n hard"]) == (50.0, 50.0, 4)
    cases = report.tables["math_p_table4_cases"].row(model="model-A")
    assert [cases[k] for k in ("I", "II", "III", "IV", "IV %")] == [1, 0, 1, 2, 50.0]
    n_same = report.tables["math_p_table5_n_same"]
    assert n_same.row(task="math_p_simple")["n_same"] == 1 and n_same.row(task="math_p_simple")["%"] == 50.0
    hard = n_same.row(task="math_p_hard")
    assert hard["n_same"] is None and "unavailable" in hard["note"]  # omitted, not a fake zero
    assert report.tables["math_p_table6_icl_accuracy"].row(task="math_p_simple")["ICL original"] == 75.0
    e = report.tables["math_p_table7_icl_effects"].row(task="math_p_simple", demo="original")
    assert (e["errors zero-shot"], e["errors ICL"], e["correct->wrong"], e["wrong->correct"]) == (2, 1, 1, 2)


def test_putnam_table2_and_tfa_correlation(report):
    t2 = report.tables["putnam_table2_putnam_axiom_var"]
    a = t2.row(model="model-A")
    # snapshots 0, 1, 2: 1/2, 0, 2/2 -> mean 0.5. Empirical logits ln(1.5/1.5), ln(.5/2.5),
    # ln(2.5/.5) = 0, -1.609438, 1.609438: sd 1.609438, half = 4.303 * sd / sqrt(3) = 3.998386;
    # back to shares: (expit(-3.998386) * 2.5 - .5 * (1 - expit(..))) / 2 < 0 -> 0, and 1 on top.
    # (A t-interval on the shares themselves gave -74.2% to 174.2%.)
    assert (a["original"], a["variation"], a["drop"]) == (100.0, 50.0, 50.0)
    assert (a["95% CI low"], a["95% CI high"]) == (0.0, 100.0)
    # the original, 2 of 2 right, once: Wilson 95% interval (z = 1.96): [2/(2+z^2), 1] = [34.2%, 100%]
    z2 = 1.959963984540054**2
    assert a["original 95% low"] == pytest.approx(100 * 2 / (2 + z2)) and a["original 95% high"] == 100.0
    assert (a["problems"], a["snapshots"], a["intervals disjoint"]) == (2, 3, False)
    # no binary-answer problem here: complex-only equals all, and the table says so
    assert (a["original (complex)"], a["variation (complex)"], a["problems (complex)"]) == (100.0, 50.0, 2)
    assert any("complex-only columns equal the all-question ones" in n for n in t2.notes)
    assert "over all questions, as in the paper's Table 2" in t2.title
    orig = report.tables["putnam_originals"].row(model="model-A")
    assert (orig["accuracy"], orig["accuracy without binary"]) == (50.0, pytest.approx(100 / 3))
    scatter = report.tables["putnam_figure4_tfa_vs_accuracy"]
    assert scatter.column("TFA") == pytest.approx([55.0, 30.0, 35.0]) and scatter.column("accuracy") == [
        50.0,
        30.0,
        25.0,
    ]
    # by hand: dx = (15, -10, -5), dy = (15, -5, -10): r = 325 / sqrt(350 * 350)
    assert correlations(scatter)["putnam_axiom_tfa"] == pytest.approx(325 / 350)
    proxies = report.tables["putnam_proxy_metrics"]
    assert proxies.row(model="model-B")["tfce"] == 2.0 and proxies.row(model="model-A")["bpc"] == 0.5
    # tfce vs accuracy: cov -10, var 0.5 and 350 -> r = -0.756, negated (an error metric) -> +0.756
    assert any("tfa +0.929" in n and "tfce +0.756" in n for n in proxies.notes), proxies.notes
    assert pearson([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0) and math.isnan(pearson([1, 1], [2, 3]))
    assert "Pearson r = 0.929 over 3 models" in report.markdown.read_text()


def test_every_png_has_the_expected_size(report):
    import matplotlib.image

    names = {p.stem for p in report.figures}
    assert names == {
        "harp_figure4_output_length",
        "harp_figure5_model_A_harp_default_sampling",
        "harp_figure6_mcq_consistency",
        "putnam_figure3_putnam_axiom_var",
        "putnam_figure4_putnam_axiom_tfa",
    }
    for path in report.figures:
        img = matplotlib.image.imread(path)
        assert img.ndim == 3 and float(img.std()) > 0, path
        assert img.shape[:2] == (int(FIGSIZE[1] * DPI), int(FIGSIZE[0] * DPI))
        assert f"]({path.name})" in report.markdown.read_text()


def test_without_matplotlib_figures_are_skipped_with_a_note(tmp_path, monkeypatch):
    from hardmath.report import figures

    monkeypatch.setattr(figures, "plotting_available", lambda: False)
    summary = build_report([example_runs(tmp_path / "runs")], tmp_path / "out")
    assert summary.figures == [] and not list((tmp_path / "out").glob("*.png"))
    assert any("matplotlib is not installed" in n for n in summary.notes)
    assert "matplotlib is not installed" in summary.markdown.read_text()
    assert summary.tables["harp_table3_accuracy"].rows  # tables still written


def test_models_merge_across_dirs_and_errors(tmp_path):
    rows = [
        sample(
            0,
            {"year": "1", "contest": "c", "number": 1, "level": 1, "subject": "algebra"},
            {"correct": 1.0, "no_answer": 0.0},
            ["r"],
        )
    ]
    write_run(tmp_path / "one", "m", {"harp_default": rows})
    write_run(tmp_path / "two", "m", {"harp_hard": rows}, ts="2025-02-01T00-00-00.000000")
    (run,) = load_runs([tmp_path / "one", tmp_path / "two"])
    assert set(run.tasks) == {"harp_default", "harp_hard"} and len(run.sources) == 2
    with pytest.raises(RunError, match="no such directory"):
        load_runs([tmp_path / "missing"])
    (tmp_path / "empty").mkdir()
    proc = subprocess.run(
        [sys.executable, "-m", "hardmath.cli", "report", str(tmp_path / "empty"), "--out", str(tmp_path / "o")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 2 and "no results_" in proc.stderr


def test_every_task_found_gets_a_table_or_a_line_saying_why(tmp_path):
    """harp_proof_tfa has no paper table: it is listed with its headline metric and the reason,
    as are a foreign task and a task run without --log_samples (harp_mcq has Table 5).
    """
    mcq = [
        sample(
            i,
            {"level": 1, "subject": "algebra", "year": "2020", "contest": "AMC", "number": i},
            {"correct": float(i % 2)},
        )
        for i in range(4)
    ]
    proof = [sample(i, {"problem": "p"}, {"tfa": 0.5}) for i in range(2)]
    harp = [
        sample(
            i,
            {"level": 1 + i, "subject": "algebra", "answer": "1", "year": "2020", "contest": "AMC", "number": i},
            {"correct": 1.0, "no_answer": 0.0},
            resps=["The final answer is 1."],
        )
        for i in range(2)
    ]
    runs = write_run(
        tmp_path / "runs", "m", {"harp_mcq": mcq, "harp_proof_tfa": proof, "gsm8k": mcq, "harp_default": harp}
    )
    write_run(tmp_path / "runs", "m", {"harp_mcq_dot": mcq}, log_samples=False, ts="2026-01-02T00-00-00.000000")
    report = build_report([runs], tmp_path / "report", plots=False)
    other = report.tables["other_tasks"]
    assert sorted(other.column("task")) == ["gsm8k", "harp_mcq_dot", "harp_proof_tfa"]
    assert other.row(task="harp_mcq_dot")["metric"] == "correct" and other.row(task="harp_mcq_dot")["value"] == 0.5
    assert "harp_mcq" in report.tables["harp_table5_mcq"].column("task")
    assert other.row(task="harp_proof_tfa")["metric"] == "tfa"
    assert "teacher-forced" in other.row(task="harp_proof_tfa")["why no table"]
    assert "not a task of a hardmath benchmark" in other.row(task="gsm8k")["why no table"]
    assert "--log_samples" in other.row(task="harp_mcq_dot")["why no table"]
    assert "harp_default" in report.tables["harp_table3_accuracy"].column("task")
    assert "## Other tasks" in report.markdown.read_text()
