"""A fourth benchmark is one new folder plus one registration line (issue 19, item 3).

The toy benchmark ``toy_bench`` is written into a temporary folder: a home with its declaration,
its sources, one task YAML with a ``utils.py`` that reads local data, and a report section. It is
registered with one line, ``HARDMATH_HOMES=<folder>`` (in the repository the line is its entry in
``hardmath/benchmarks.py``'s ``BENCHMARKS``), and nothing else changes; then every command sees
it: ``hardmath --help``, ``hardmath data check``, ``hardmath overlap``, ``hardmath tasks``,
``hardmath report``, and (slow tier) a real ``lm_eval --model dummy`` run. Its task YAML is written
by hand except ``class:`` and ``metric_list``, which ``python -m hardmath.lmeval.generate_yaml``
writes from its declaration (fixture ``generated``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PROBLEMS = [
    {
        "id": f"t{i}",
        "problem": f"Toy problem number {i}: what is {i} plus {i}, written as a whole number?",
        "answer": str(2 * i),
        "level": 1 + i % 2,
    }
    for i in range(1, 5)
]

HOME = {
    "__init__.py": '"""A toy benchmark for the registration test."""\n',
    "declaration.py": """
        from hardmath.declaration import CORRECT, Breakdown, Declaration, OverlapText, TaskShape

        BENCHMARK = Declaration(
            name="toy_bench", title="Toy", description="a toy benchmark: four sums, two levels",
            task_prefixes=("toy_bench",),
            shapes=(TaskShape((Breakdown(("level_1", "level_2"), ("correct",), field="level", label="level_{}"),),
                              prefixes=("toy_bench",), metrics=(CORRECT,), yaml="toy_bench.yaml",
                              task_class="utils.HardmathTask"),),
            overlap=(OverlapText("toy_problems", "problem", "id"),))
        """,
    "sources.py": """
        from hardmath.data import Source

        SOURCES = [Source("toy_problems", "toy_bench/problems.jsonl", None, None,
                          {"id": str, "problem": str, "answer": str, "level": int}, rows=4)]
        """,
    "utils.py": """
        from hardmath.data import as_dataset_dict, load_rows
        from hardmath.lmeval import register
        from hardmath.lmeval.breakdown import with_columns
        from hardmath.lmeval.records import mean_correct, records
        from hardmath.lmeval.tasks import HardmathTask  # the YAML's class:
        from toy_bench.declaration import BENCHMARK

        register()


        def dataset(data_dir=None, **_):
            return as_dataset_dict(load_rows("toy_problems", data_dir))


        def process_results(doc, results):
            return with_columns({"correct": mean_correct(records(results))}, BENCHMARK.shapes[0].doc_columns(doc))
        """,
    "toy_bench.yaml": """
        task: toy_bench
        custom_dataset: !function utils.dataset
        test_split: test
        output_type: generate_until
        doc_to_text: "Problem: {{problem}}\\nAnswer:"
        doc_to_target: "{{answer}}"
        generation_kwargs:
          until: ["\\n\\n"]
          do_sample: false
          max_gen_toks: 16
        filter_list:
          - name: graded
            filter:
              - function: hardmath_grade
                style: boxed
                gold_field: answer
        process_results: !function utils.process_results
        metadata:
          version: 1.0
        """,
    "report.py": """
        from hardmath.report.section import Section
        from hardmath.report.table import Table, pct


        def section(models, tokenizer=None):
            s = Section("Toy")
            t = Table("toy_accuracy", "Toy: accuracy (%)", ["model", "problems", "correct"])
            for m in models:
                rows = m.samples("toy_bench")
                if rows:
                    t.rows.append([m.name, len(rows), pct(sum(float(r["correct"]) for r in rows) / len(rows))])
                    s.tasks.add("toy_bench")
            if t.rows:
                s.tables.append(t)
            return s
        """,
}


@pytest.fixture()
def toy(tmp_path: Path) -> dict[str, str]:
    """The toy home and its data folder; returns the environment that registers it (the one line)."""
    home = tmp_path / "homes" / "toy_bench"
    home.mkdir(parents=True)
    for name, text in HOME.items():
        (home / name).write_text(textwrap.dedent(text).lstrip())
    data = tmp_path / "data" / "toy_bench"
    data.mkdir(parents=True)
    (data / "problems.jsonl").write_text("".join(json.dumps(r) + "\n" for r in PROBLEMS))
    return {
        **os.environ,
        "HF_HUB_OFFLINE": "1",
        "HF_DATASETS_OFFLINE": "1",
        "HARDMATH_OFFLINE": "1",
        "HARDMATH_CACHE": str(tmp_path / "cache"),
        "HARDMATH_DATA_DIR": str(tmp_path / "data"),
        "HARDMATH_HOMES": str(home),
    }


def hardmath(env: dict[str, str], *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    proc = subprocess.run(
        [sys.executable, "-m", "hardmath.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd or Path(env["HARDMATH_DATA_DIR"]).parent,
        timeout=300,
    )
    assert proc.returncode == 0, f"hardmath {' '.join(args)}: {proc.returncode}\n{proc.stdout}\n{proc.stderr}"
    return proc


def _generator(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "hardmath.lmeval.generate_yaml", "--benchmark", "toy_bench", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )


@pytest.fixture()
def generated(toy: dict[str, str]) -> dict[str, str]:
    """The toy home with its YAML's generated lines written (the generator run on its home only)."""
    proc = _generator(toy)
    assert proc.returncode == 0 and "toy_bench.yaml" in proc.stdout, proc.stderr[-3000:]
    return toy


def test_the_generator_writes_its_class_and_metric_list(toy):
    yaml_path = Path(toy["HARDMATH_HOMES"]) / "toy_bench.yaml"
    assert _generator(toy, "--check").returncode == 1  # stale: nothing generated yet
    assert _generator(toy).returncode == 0 and _generator(toy, "--check").returncode == 0
    text = yaml_path.read_text()
    assert text.startswith(textwrap.dedent(HOME["toy_bench.yaml"]).lstrip())  # the hand-written part kept
    generated = text.split("generate_yaml` from this home's declaration.py: edit that, not below ----\n")[1]
    assert generated.splitlines() == [
        "class: !function utils.HardmathTask",
        "metric_list:",
        "  - {metric: correct, aggregation: mean, higher_is_better: true}",
        "  - {metric: correct_level_1, aggregation: hardmath_mean, higher_is_better: true}",
        "  - {metric: correct_level_2, aggregation: hardmath_mean, higher_is_better: true}",
    ]


def test_help_lists_the_toy_benchmark(toy):
    out = hardmath(toy, "--help").stdout
    assert "toy_bench" in out and "a toy benchmark: four sums, two levels" in out
    assert "Putnam-AXIOM and Toy for lm-evaluation-harness" in out
    without = hardmath({k: v for k, v in toy.items() if k != "HARDMATH_HOMES"}, "--help").stdout
    assert "toy_bench" not in without  # nothing but the registration line added it


def test_data_check_sees_its_dataset(toy):
    out = hardmath(toy, "data", "check", toy["HARDMATH_DATA_DIR"], "--datasets", "toy_problems").stdout
    assert "toy_problems" in out and "4 rows" in out


def test_overlap_reads_its_declared_fields(toy, tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text(
        json.dumps({"id": "doc-a", "text": PROBLEMS[2]["problem"]})
        + "\n"
        + json.dumps({"id": "doc-b", "text": "nothing to see here"})
        + "\n"
    )
    out = hardmath(toy, "overlap", "toy_problems", str(corpus), "--jobs", "1").stdout
    assert "t3\t" in out and "doc-a" in out and "1 of 4 problems of toy_problems" in out
    assert "toy_problems" in hardmath(toy, "overlap", "--help").stdout


def test_tasks_lists_its_task(generated):
    toy = generated
    out = hardmath(toy, "tasks").stdout
    line = next(line for line in out.splitlines() if "toy_bench" in line)
    assert "correct" in line and "correct_level_1" in line
    assert hardmath(toy, "tasks", "--benchmark", "toy_bench").stdout.split() == line.split()  # its own only


def test_its_yaml_breakdowns_are_checked_against_its_declaration(generated):
    toy = generated
    code = (
        "from hardmath.benchmarks import owner_of\n"
        "from hardmath.lmeval.task_list import _own_configs\n"
        "cfg = _own_configs()['toy_bench']\n"
        "print(sorted(m['metric'] for m in cfg['metric_list']), owner_of('toy_bench').declaration"
        ".breakdown_columns('toy_bench'))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=toy,
        cwd=Path(toy["HARDMATH_DATA_DIR"]).parent,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.split("] ")[-1].strip() == "['correct_level_1', 'correct_level_2']"
    assert "'correct', 'correct_level_1', 'correct_level_2'" in proc.stdout


def _handmade_run(root: Path) -> Path:
    sys.path.insert(0, str(REPO / "tests" / "report"))
    try:
        from report_handmade import sample, write_run
    finally:
        sys.path.remove(str(REPO / "tests" / "report"))
    rows = [sample(i, p, {"correct": float(i % 2)}) for i, p in enumerate(PROBLEMS)]
    write_run(root, "org/toy-model", {"toy_bench": rows})
    return root


def test_report_has_its_section(toy, tmp_path):
    runs = _handmade_run(tmp_path / "runs")
    hardmath(toy, "report", str(runs), "--out", str(tmp_path / "report"), "--tokenizer", "none")
    md = (tmp_path / "report" / "report.md").read_text()
    assert "Toy: accuracy (%)" in md and "org/toy-model" in md
    assert (tmp_path / "report" / "toy_accuracy.csv").read_text().splitlines()[1].endswith(",4,50.0")


@pytest.mark.slow
def test_lm_eval_runs_it_and_the_report_reads_the_run(generated, tmp_path):
    toy = generated
    out = tmp_path / "out"
    proc = subprocess.run(
        [
            str(Path(sys.executable).with_name("lm_eval")),
            "--model",
            "dummy",
            "--tasks",
            "toy_bench",
            "--output_path",
            str(out),
            "--log_samples",
        ],
        capture_output=True,
        text=True,
        env={**toy, "HF_HOME": str(tmp_path / "hf_home")},
        cwd=tmp_path,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    results = json.loads(next(out.rglob("results_*.json")).read_text())["results"]["toy_bench"]
    assert results["correct,graded"] == 0.0  # the dummy model answers no sum
    assert {"correct_level_1,graded", "correct_level_2,graded"} <= set(results)
    hardmath(toy, "report", str(out), "--out", str(tmp_path / "report"), "--tokenizer", "none")
    assert "Toy: accuracy (%)" in (tmp_path / "report" / "report.md").read_text()
