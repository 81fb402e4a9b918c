"""harp_var without a model: its documents, hooks, YAML, aggregations and report pieces."""

from __future__ import annotations

from pathlib import Path

import pytest

from hardmath.grade_record import GradeRecord
from hardmath.lm_eval_tasks import TASKS_DIR, paired
from hardmath.lm_eval_tasks.harp import variation_hooks, variation_report, variation_set
from hardmath.lmeval.compat import load_task_yaml
from hardmath.variations import Original, templates

HARP = templates("harp")


def _logged(answer, correct) -> dict:
    return GradeRecord(answer, correct, "test", no_answer=answer is None).to_log()


def test_default_dataset_pairs_each_template_with_five_snapshots():
    docs = list(variation_hooks.variations_dataset()["test"])
    assert len(docs) == 6 * len(HARP)
    first = docs[:6]
    assert [d["seed"] for d in first] == ["original", "0", "1", "2", "3", "4"]
    assert first[0]["is_original"] and not any(d["is_original"] for d in first[1:])
    assert {d["group"] for d in first} == {HARP[0].name}
    t = HARP[0]
    assert first[0]["problem"] == t.snapshot(Original).problem and first[2]["answer"] == t.snapshot(1).answer
    assert (first[0]["problem_id"], first[0]["level"], first[0]["subject"]) == (
        t.source["problem_id"],
        t.source["level"],
        t.source["subject"],
    )


@pytest.mark.parametrize("metadata, seeds", [({"snapshots": 2}, ["0", "1"]), ({"seeds": [7, 3]}, ["7", "3"])])
def test_metadata_chooses_the_snapshots(metadata, seeds):
    docs = list(variation_hooks.variations_dataset(**metadata)["test"])
    assert [d["seed"] for d in docs[: len(seeds) + 1]] == ["original", *seeds]
    assert len(docs) == (len(seeds) + 1) * len(HARP)


def test_bad_metadata_is_a_clear_error():
    with pytest.raises(ValueError, match="snapshots"):
        variation_hooks.variations_dataset(snapshots=0)


def test_hook_logs_the_record_under_every_paired_metric_and_its_level():
    doc = {"group": "harp_2019_aime_i_14", "seed": "2", "is_original": False, "level": 6}
    out = variation_hooks.process_paired(doc, [[_logged("97", True)]])
    record = paired.PairedRecord("harp_2019_aime_i_14", "2", False, True)
    assert {out[m] for m in paired.PAIRED_METRICS} == {record}
    assert {out[f"{m}_level_6"] for m in paired.PAIRED_METRICS} == {record}
    assert not any(k.endswith("_level_5") for k in out)
    assert out["no_answer"] == 0 and out["n_checker_errors"] == 0


def test_yaml_uses_harp_defaults_prompt_and_grading_and_declares_every_level_column():
    var = load_task_yaml(Path(TASKS_DIR) / "harp" / "harp_var.yaml")
    default = load_task_yaml(Path(TASKS_DIR) / "harp" / "harp_default.yaml")
    for key in ("description", "doc_to_text", "gen_prefix", "target_delimiter", "filter_list", "generation_kwargs"):
        assert var[key] == default[key], key
    metrics = {m["metric"]: m["aggregation"] for m in var["metric_list"]}
    for level in range(1, 7):
        for m in paired.PAIRED_METRICS:
            assert metrics[f"{m}_level_{level}"].startswith("hardmath_harp_")
    assert not var.get("num_fewshot")  # zero-shot, like harp_default
    assert not (var.get("fewshot_config") or {}).get("samples"), "harp_var shows no exemplars"


def test_aggregations_are_registered_under_harp_names():
    from hardmath.lmeval.registration import aggregations

    found = aggregations()
    for name in ("var_mean", "var_ci_low", "var_ci_high", "orig_mean", "drop"):
        assert found[f"hardmath_harp_{name}"] is found[f"hardmath_putnam_{name}"]


def _sample(group, seed, level, correct, kind="constant"):
    return {"doc": {"level": level, "kind": kind}, "var_acc": [group, seed, seed == "original", correct]}


def test_summaries_by_level_pair_each_level_on_its_own():
    rows = []
    for g, level, knows in (("a", 1, (1, 1, 0)), ("b", 1, (1, 0, 0)), ("c", 2, (1, 1, 1))):
        rows += [_sample(g, "original", level, True)] + [
            _sample(g, str(s), level, bool(k)) for s, k in enumerate(knows)
        ]
    s = variation_report.summaries_by_level(rows)
    assert list(s) == ["all", "constant templates", "level 1", "level 2"]
    assert s["level 1"]["per_snapshot"] == {"0": 1.0, "1": 0.5, "2": 0.0}
    assert s["level 1"]["drop"] == pytest.approx(0.5) and s["level 2"]["drop"] == 0
    assert s["all"]["mean"] == pytest.approx(2 / 3) and s["all"]["groups"] == 3


def test_report_table_and_figure(tmp_path):
    from types import SimpleNamespace

    from hardmath.report.figures import save

    rows = [_sample("a", "original", 3, True), _sample("a", "0", 3, False), _sample("a", "1", 3, True)]
    model = SimpleNamespace(name="m", samples=lambda task: rows if task == "harp_var" else [])
    table, found = variation_report.table([model])
    assert [r[:3] for r in table.rows] == [
        ["m", "all", 100.0],
        ["m", "constant templates", 100.0],
        ["m", "level 3", 100.0],
    ]
    row = table.row(subset="level 3")
    assert row["variation"] == pytest.approx(50.0)
    assert row["exact paired test p"] == pytest.approx(2 / 3)  # 2 of 3 right: the original is one w.p. 2/3
    assert row["original 95% low"] < 100.0 and row["95% CI low"] < row["95% CI high"]  # never zero width
    png = save(variation_report.build_figure("m", found["m"]), tmp_path / "fig.png")
    assert png.stat().st_size > 1000


def test_pinned_snapshot_files_give_the_same_documents(tmp_path):
    import argparse
    import contextlib
    import io

    from hardmath.variations import cli

    parser = argparse.ArgumentParser()
    cli.configure(parser)
    files = []
    for seed in (3, 4):
        path = tmp_path / f"snap_{seed}.jsonl"
        with contextlib.redirect_stderr(io.StringIO()):  # all families: the Putnam rows are ignored here
            cli.run(parser.parse_args(["snapshot", "--seed", str(seed), "--out", str(path)]))
        files.append(str(path))
    assert variation_set.snapshot_file_docs(files) == variation_set.variation_docs([3, 4])
    table = variation_hooks.variations_dataset(snapshot_files=files)["test"]
    assert len(table) == 3 * len(HARP) and table[1]["seed"] == "3"


def test_constant_and_variable_templates_have_their_own_rows():
    constant = next(t for t in HARP if t.kind == "constant")
    variable = next(t for t in HARP if t.kind == "variable")
    rows = []
    for t, knows in ((constant, (0, 0, 0)), (variable, (1, 1, 1))):
        rows += [
            {"doc": {"level": 1, "template": t.name}, "var_acc": [t.name, seed, seed == "original", k]}
            for seed, k in zip(["original", "0", "1", "2"], (1, *knows), strict=True)
        ]  # older logs: no "kind"
    s = variation_report.summaries_by_level(rows)
    assert s["constant templates"]["mean"] == 0.0 and s["variable templates"]["mean"] == 1.0
    assert s["all"]["groups"] == 2 and s["constant templates"]["drop"] == 1.0
    from hardmath.report.runs import RunError

    with pytest.raises(RunError, match="no known template"):
        variation_report.summaries_by_level([{"doc_id": 4, "doc": {"template": "x"}, "var_acc": ["x", "0", 0, 1]}])


def test_the_report_flags_guessable_templates_of_the_run():
    from types import SimpleNamespace

    def rows_of(template: str) -> list[dict]:
        doc = {"level": 3, "kind": "constant", "template": template}
        return [{"doc": doc, "var_acc": [template, s, s == "original", True]} for s in ("original", "0", "1")]

    guessable = next(t for t in templates("harp") if t.guessable)
    plain = next(t for t in templates("harp") if not t.guessable)
    for rows, flagged in ((rows_of(guessable.name), True), (rows_of(plain.name), False)):
        model = SimpleNamespace(name="m", samples=lambda task, rows=rows: rows if task == "harp_var" else [])
        notes = " ".join(variation_report.table([model])[0].notes)
        assert ("Guessable variations" in notes and guessable.name in notes) is flagged, notes
