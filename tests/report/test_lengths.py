"""Text lengths for the report: a run's own tokenizer, GGUF models included (its tokenizer is in the file)."""

import json
from types import SimpleNamespace

from conftest import GGUF, _smollm_folder

from hardmath.report.lengths import WHITESPACE, length_function


def test_a_gguf_runs_tokenizer_is_loaded_from_its_file():
    run = SimpleNamespace(model_args={"pretrained": str(_smollm_folder()), "gguf_file": GGUF})
    length, unit = length_function(run)
    assert unit == f"tokens ({GGUF})" and length("The answer is 42.") > 0  # the run's own: named
    assert length_function(run, "none")[1] == WHITESPACE
    without = SimpleNamespace(model_args={"pretrained": str(_smollm_folder())})  # no tokenizer.json there
    assert length_function(without)[1] == WHITESPACE


def _harp_run(model_args: dict):
    from pathlib import Path

    from hardmath.report.runs import ModelRun, TaskRun

    rows = []
    for i, (level, solution, tokens) in enumerate(
        [(1, "Add 2 and 3 to get 5.", 7), (2, "Multiply: 6 times 7 is 42.", 9)]
    ):
        doc = {
            "year": "2001",
            "contest": "AMC",
            "number": i,
            "level": level,
            "subject": "algebra",
            "problem": f"p{i}",
            "answer": "5",
            "solution_1": solution,
        }
        record = {"answer": "5", "correct": True, "reason": "t", "tokens": tokens}
        rows.append(
            {
                "doc_id": i,
                "doc": doc,
                "resps": [["5"]],
                "filtered_resps": [[json.dumps(record)]],
                "filter": "graded",
                "metrics": ["correct"],
                "correct": 1.0,
            }
        )
    task = TaskRun("harp_default", {}, {}, {}, rows, Path("results.json"), Path("samples.jsonl"))
    return ModelRun("m", "m", {"harp_default": task}, model_args=model_args)


def test_figure4_humans_in_the_models_unit_where_its_tokenizer_loads():
    """Issue 27: the human reference was in another unit than the model rows (recorded tokens vs
    a tokenizer's 'tokens' or whitespace pieces, two panels); the paper measures both in one.
    """
    from hardmath.lm_eval_tasks.harp.report import HUMAN, output_length

    run = _harp_run({"pretrained": str(_smollm_folder()), "gguf_file": GGUF})
    length, unit = length_function(run)
    assert unit == f"tokens ({GGUF})"
    t, dists = output_length([run], None)
    model, human = t.row(model="m"), t.row(model=HUMAN)
    assert model["unit"] == human["unit"] == unit and list(dists) == [unit]  # one unit, one panel
    assert (model["L1"], model["L2"]) == (7, 9)  # the recorded counts
    assert (human["L1"], human["L2"]) == (length("Add 2 and 3 to get 5."), length("Multiply: 6 times 7 is 42."))
    assert not any("different units" in n for n in t.notes)
    # no tokenizer to load: the units differ, and the table says so
    t, dists = output_length([_harp_run({"pretrained": "org/not-here"})], None)
    assert (t.row(model="m")["unit"], t.row(model=HUMAN)["unit"]) == ("generated tokens", WHITESPACE)
    assert sorted(dists) == ["generated tokens", WHITESPACE]
    assert any("different units" in n for n in t.notes)
