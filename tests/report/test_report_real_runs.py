"""report / compare / rescore on REAL lm-eval output folders (offline models, --limit runs)."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import read_results, run_lm_eval

from hardmath.lm_eval_tasks import TASKS_DIR
from hardmath.report import build_report, load_runs
from hardmath.report.compare import compare_runs
from hardmath.report.figures import DPI, FIGSIZE
from hardmath.report.rescore import rescore_run
from hardmath.report.runs import RunError

pytestmark = pytest.mark.slow
PUTNAM_VAR = Path(TASKS_DIR) / "putnam_axiom" / "putnam_axiom_var.yaml"
HARP_TFA = Path(TASKS_DIR) / "teacher_forcing" / "harp_default_tfa.yaml"
PX = (int(FIGSIZE[1] * DPI), int(FIGSIZE[0] * DPI))  # (height, width)


@pytest.fixture(scope="module")
def real_runs(tmp_path_factory, smol_run, tiny_model, shared_data) -> dict[str, Path]:
    """Two real lm_eval runs read by this module's tests: the session's shared SmolLM2 run on HARP
    (+ 2 scrambles, pass@k with 2 samples) and MATH-Perturb (--limit 2; tests/shared_runs.py); this
    module's own run of the tiny random Llama on harp_default, putnam_axiom_var with 2 snapshots
    (--limit 6 = 2 problems) and harp_default_tfa.
    """
    root = tmp_path_factory.mktemp("report_runs")
    tiny = root / "tiny"
    tasks = (
        ["harp_default"]
        + (["putnam_axiom_var"] if PUTNAM_VAR.exists() else [])
        + (["harp_default_tfa"] if HARP_TFA.exists() else [])
    )
    run_lm_eval(
        [
            "--model",
            "hf",
            "--model_args",
            f"pretrained={tiny_model},dtype=float32",
            "--tasks",
            ",".join(tasks),
            "--limit",
            "6",
            "--gen_kwargs",
            "max_gen_toks=4",
            "--batch_size",
            "6",
            "--metadata",
            json.dumps({"seeds": [0, 1]}),
            "--log_samples",
            "--output_path",
            str(tiny),
        ],
        root,
        HARDMATH_DATA_DIR=str(shared_data),
    )
    return {"smol": smol_run.output, "tiny": tiny, "extra": smol_run.include_path}


@pytest.fixture
def copy_run(tmp_path):
    """Copy a run folder into this test's tmp dir (tests edit copies, never the shared runs)."""

    def copy(src: Path, name: str = "copy") -> Path:
        dst = tmp_path / name
        shutil.copytree(src, dst)
        return dst

    return copy


def _hardmath(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "hardmath.cli", *args], capture_output=True, text=True, timeout=600)


def _image(path):
    import matplotlib.image

    img = matplotlib.image.imread(path)
    assert img.ndim == 3 and img.size and float(img.std()) > 0, f"{path}: empty image"
    return img


def test_report_cli_on_real_runs(real_runs, tmp_path):
    out = tmp_path / "report"
    proc = _hardmath("report", str(real_runs["smol"]), str(real_runs["tiny"]), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    assert "models: hardmath-smollm2-f32" in proc.stdout
    md = (out / "report.md").read_text()
    for heading in (
        "HARP Table 3",
        "HARP Table 4",
        "HARP Figure 4",
        "HARP Figure 5",
        "HARP Figure 6",
        "MATH-Perturb Table 1",
        "Table 4: Case I-IV",
        "Table 5: mode collapse",
        "Table 6",
        "Table 7",
    ):
        assert heading in md, heading
    _, smol = read_results(real_runs["smol"])
    # Table 3 CSV: one row per model; overall = mean of the logged per-sample `correct`
    rows = (out / "harp_table3_accuracy.csv").read_text().splitlines()
    assert rows[0].startswith("model,task,n,overall,L1,")
    smol_row = next(r.split(",") for r in rows[1:] if r.startswith("hardmath-smollm2-f32,harp_default,"))
    expected = 100 * sum(r["correct"] for r in smol["harp_default"]) / 2
    assert smol_row[2] == "2" and math.isclose(float(smol_row[3]), expected)
    assert len([r for r in rows[1:] if ",harp_default," in r]) == 2  # two models
    # output lengths: the token counts hf recorded at generation (every response has one)
    lengths = [r.split(",") for r in (out / "harp_figure4_output_length.csv").read_text().splitlines()]
    smol_lengths = next(r for r in lengths if r[:2] == ["hardmath-smollm2-f32", "harp_default"])
    # the run's own tokenizer loads: its recorded counts and the human solutions in one unit
    assert smol_lengths[2].startswith("tokens (") and smol_lengths[3] == "0"
    assert ["human (solution_1)", "harp_default", smol_lengths[2]] in [r[:3] for r in lengths]
    # every PNG opens as a non-empty image of the expected size
    pngs = sorted(out.glob("*.png"))
    assert {p.stem for p in pngs} >= {
        "harp_figure4_output_length",
        "harp_figure5_hardmath_smollm2_f32_harp_report_sampling_2",
    }
    assert any(p.stem.startswith("harp_figure6_mcq_consistency") for p in pngs)  # one per model
    for p in pngs:
        img = _image(p)
        if not p.stem.startswith("putnam_figure3"):
            assert img.shape[:2] == PX, (p, img.shape)


def test_report_api_numbers_match_logged_samples(real_runs, tmp_path):
    summary = build_report([real_runs["smol"]], tmp_path / "r", tokenizer="none")
    _, smol = read_results(real_runs["smol"])
    t1 = summary.tables["math_p_table1_accuracy"].row(model="hardmath-smollm2-f32")
    for kind in ("original", "simple", "hard"):
        rows = smol[f"math_p_{kind}"]
        assert t1[f"{kind} all"] == round(100 * sum(r["correct"] for r in rows) / len(rows), 2)
    cases = summary.tables["math_p_table4_cases"].row(model="hardmath-smollm2-f32")
    assert cases["I"] + cases["II"] + cases["III"] + cases["IV"] == cases["problems"] == 2
    effects = summary.tables["math_p_table7_icl_effects"].row(task="math_p_simple", demo="original")
    assert effects["problems"] == 2
    lengths = summary.tables["harp_figure4_output_length"].row(task="harp_default")
    assert lengths["unit"] == "generated tokens"  # recorded at generation: no tokenizer needed
    _, smol_samples = read_results(real_runs["smol"])
    counts = [json.loads(r)["tokens"] for s in smol_samples["harp_default"] for r in s["filtered_resps"][0]]
    assert all(isinstance(c, int) and c > 0 for c in counts)
    levels = {s["doc"]["level"] for s in smol_samples["harp_default"]}
    assert any(lengths[f"L{lv}"] is not None for lv in levels)
    samp = summary.tables["harp_figure5_sampling"]
    assert {"k=1", "k=2"} <= set(samp.columns)
    curve = samp.row(level="all", curve="pass@k")
    assert 0 <= curve["k=1"] <= curve["k=2"] <= 100
    # the grade filter logged each response's answer class, so maj@k never re-runs the checker
    sampled = smol["harp_report_sampling_2"]
    logged = [json.loads(x) if isinstance(x, str) else x for r in sampled for inst in r["filtered_resps"] for x in inst]
    assert logged and all("vote_class" in x for x in logged)
    assert not any("graded before hardmath logged answer classes" in n for n in samp.notes)


def test_report_putnam_from_real_run(real_runs, tmp_path):
    runs = load_runs([real_runs["tiny"]])
    if "putnam_axiom_var" not in runs[0].tasks:
        pytest.skip("putnam_axiom_var task not present in this checkout")
    summary = build_report([real_runs["tiny"]], tmp_path / "r")
    t2 = summary.tables["putnam_table2_putnam_axiom_var"]
    row = dict(zip(t2.columns, t2.rows[0], strict=True))
    assert (row["problems"], row["snapshots"]) == (2, 2)  # 2 complete problems x 2 snapshots
    fig = tmp_path / "r" / "putnam_figure3_putnam_axiom_var.png"
    _image(fig)


def test_report_tfa_scatter_from_real_run(real_runs, tmp_path):
    runs = load_runs([real_runs["tiny"]])
    if "harp_default_tfa" not in runs[0].tasks:
        pytest.skip("harp_default_tfa task not present in this checkout")
    summary = build_report([real_runs["tiny"]], tmp_path / "r", tokenizer="none")
    row = summary.tables["putnam_figure4_tfa_vs_accuracy"].row(**{"TFA task": "harp_default_tfa"})
    assert row["TFA"] == pytest.approx(100 * runs[0].tasks["harp_default_tfa"].metric("tfa"))
    assert row["accuracy"] == pytest.approx(100 * runs[0].tasks["harp_default"].metric("correct"))
    assert "needs at least 3" in summary.markdown.read_text()  # one model: no correlation
    _image(tmp_path / "r" / "putnam_figure4_harp_default_tfa.png")


def test_rescore_reproduces_real_run_and_compare_passes(real_runs, tmp_path):
    new = tmp_path / "rescored"
    proc = _hardmath("rescore", str(real_runs["smol"]), "--out", str(new), "--include_path", str(real_runs["extra"]))
    assert proc.returncode == 0, proc.stderr
    assert "rescoring" not in proc.stderr  # no progress bar when stderr is not a terminal (issue 40)
    old_res, old = read_results(real_runs["smol"])
    new_res, rescored = read_results(new)
    assert set(rescored) == set(old)
    for task, rows in old.items():
        for a, b in zip(rows, rescored[task], strict=True):
            va = [json.loads(v) for v in a["filtered_resps"][0]]
            vb = [json.loads(v) for v in b["filtered_resps"][0]]
            assert [(v["answer"], v["correct"]) for v in va] == [(v["answer"], v["correct"]) for v in vb]
            assert a["correct"] == b["correct"]
        assert new_res["results"][task]["correct,graded"] == pytest.approx(old_res["results"][task]["correct,graded"])
    assert new_res["hardmath_rescore"]["changed_samples"]["harp_default"] == 0
    cmp = _hardmath("compare", str(real_runs["smol"]), str(new))
    assert cmp.returncode == 0, cmp.stdout + cmp.stderr
    assert "0 regressed" in cmp.stdout


def test_rescore_changes_planted_verdict_and_compare_sees_it(real_runs, copy_run, tmp_path):
    """A sample whose logged verdict disagrees with today's checker (an old checker's mistake):
    rescore fixes it, the aggregate moves, and compare reports the change.
    """
    run = copy_run(real_runs["smol"])
    samples = next(run.rglob("samples_harp_default_*.jsonl"))
    rows = [json.loads(line) for line in samples.read_text().splitlines()]
    gold = rows[0]["doc"]["answer"]
    rows[0]["resps"] = [[f" x = 1.\nFinal Answer: The final answer is {gold}. I hope it is correct."]]
    rows[0]["filtered_resps"] = [[json.dumps({"answer": None, "correct": False, "reason": "no answer"})]]
    rows[0]["correct"] = 0.0
    samples.write_text("".join(json.dumps(r) + "\n" for r in rows))
    summary = rescore_run(run, tmp_path / "new", include_path=str(real_runs["extra"]), progress=False)
    assert summary.tasks["harp_default"].changed_samples == 1
    _, new = read_results(tmp_path / "new")
    assert new["harp_default"][0]["correct"] == 1.0
    assert json.loads(new["harp_default"][0]["filtered_resps"][0][0])["correct"] is True
    # the planted record has no max_length, so that metric has a value on one side only for this
    # sample: compare refuses to gate on it (never a silent drop) and is asked for `correct` only
    with pytest.raises(RunError, match="harp_default / max_length: 1 of 2 matched samples"):
        compare_runs(run, tmp_path / "new", tasks=["harp_default"])
    result = compare_runs(run, tmp_path / "new", tasks=["harp_default"], metrics=["correct"])
    change = next(c for c in result.changes if c.metric == "correct")
    assert change.delta == pytest.approx(0.5) and not change.regressed


def test_report_html_and_compare_page_from_real_run_in_chromium(real_runs, copy_run, tmp_path):
    """report.html and the compare page of a REAL lm_eval run (SmolLM2), opened from disk in headless
    Chromium: every logged response is there as the model wrote it, filters work, no console error,
    screenshots at desktop and laptop widths; one planted flip shows up with both responses.
    """
    from browser import DESKTOP, LAPTOP, chromium, console_errors, open_page, screenshot
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    from hardmath.grade_record import GradeRecord
    from hardmath.report.browser_data import VERDICT_OF_STATUS

    out = tmp_path / "report"
    proc = _hardmath("report", str(real_runs["smol"]), "--out", str(out), "--no-plots")
    assert proc.returncode == 0, proc.stderr
    _, smol = read_results(real_runs["smol"])
    harp = smol["harp_default"]
    with chromium(DESKTOP) as d:
        open_page(d, out / "report.html")
        Select(d.find_element(By.CSS_SELECTOR, "#hm-filters select[name=task]")).select_by_visible_text("harp_default")
        cards = d.find_elements(By.CSS_SELECTOR, "#hm-rows article.card")
        assert len(cards) == len(harp)
        by_doc = {r["doc_id"]: r for r in harp}
        for card in cards:
            row = by_doc[int(card.find_element(By.CSS_SELECTOR, ".doc").text.split()[1])]
            assert (
                card.find_element(By.CSS_SELECTOR, ".problem")
                .get_attribute("textContent")
                .startswith(row["doc"]["problem"])
            )
            shown = card.find_element(By.CSS_SELECTOR, "pre.resp-text").get_attribute("textContent")
            assert shown == row["resps"][0][0]
            verdict = card.find_element(By.CSS_SELECTOR, ".badge").text
            assert (verdict == "right") == (row["correct"] == 1.0)
        d.execute_script("document.getElementById('browser').scrollIntoView()")
        screenshot(d, tmp_path / "shots" / "real-report-desktop.png", DESKTOP)
        screenshot(d, tmp_path / "shots" / "real-report-laptop.png", LAPTOP)
        verdicts = [VERDICT_OF_STATUS[GradeRecord.from_log(r["filtered_resps"][0][0]).status] for r in harp]
        for verdict in ("right", "wrong", "no answer", "truncated"):
            Select(d.find_element(By.CSS_SELECTOR, "#hm-filters select[name=verdict]")).select_by_visible_text(verdict)
            shown = d.find_elements(By.CSS_SELECTOR, "#hm-rows article.card")
            assert len(shown) == verdicts.count(verdict)
            assert all(c.find_element(By.CSS_SELECTOR, ".badge").text == verdict for c in shown)
        assert console_errors(d) == []

    new = copy_run(real_runs["smol"], "flipped")
    samples = next(new.rglob("samples_harp_default_*.jsonl"))
    rows = [json.loads(line) for line in samples.read_text().splitlines()]
    was_right = rows[0]["correct"] == 1.0
    gold = rows[0]["doc"]["answer"]
    rows[0]["resps"] = [["I give up." if was_right else f"Final Answer: The final answer is {gold}."]]
    record = {"answer": None if was_right else gold, "correct": not was_right, "reason": "planted"}
    rows[0]["filtered_resps"] = [[json.dumps(record)]]
    rows[0]["correct"] = 0.0 if was_right else 1.0
    samples.write_text("".join(json.dumps(r) + "\n" for r in rows))
    results = next(samples.parent.glob("results_*.json"))  # the aggregate follows, as lm-eval writes it
    logged = json.loads(results.read_text())
    logged["results"]["harp_default"]["correct,graded"] = sum(r["correct"] for r in rows) / len(rows)
    results.write_text(json.dumps(logged))
    page = tmp_path / "compare.html"
    args = ["compare", str(real_runs["smol"]), str(new), "--tasks", "harp_default", "--metrics", "correct"]
    proc = _hardmath(*args, "--format", "markdown", "--html", str(page))
    assert proc.returncode in (0, 1), proc.stderr
    assert "### Flipped problems: " + ("1 right → wrong, 0" if was_right else "0 right → wrong, 1") in proc.stdout
    with chromium(DESKTOP) as d:
        open_page(d, page)
        assert d.find_element(By.ID, "hm-decision").text in ("PASS: no regression", "FAIL: regression")
        (card,) = d.find_elements(By.CSS_SELECTOR, "#hm-rows article.card")
        base_side, new_side = card.find_elements(By.CSS_SELECTOR, ".sides > .side")
        assert base_side.find_element(By.CSS_SELECTOR, "pre").get_attribute("textContent") == harp[0]["resps"][0][0]
        assert new_side.find_element(By.CSS_SELECTOR, "pre").get_attribute("textContent") == rows[0]["resps"][0][0]
        screenshot(d, tmp_path / "shots" / "real-compare-desktop.png", DESKTOP)
        screenshot(d, tmp_path / "shots" / "real-compare-laptop.png", LAPTOP)
        assert console_errors(d) == []
