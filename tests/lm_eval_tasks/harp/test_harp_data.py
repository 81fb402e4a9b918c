"""HARP splits as the task hooks load them: sizes, per-level counts, filters."""

from __future__ import annotations

from collections import Counter

import pytest

from hardmath.lm_eval_tasks.harp import utils


@pytest.fixture(scope="module")
def default(shared_data):
    return utils.default_dataset(data_dir=str(shared_data))["test"]


def test_default_split_sizes(default):
    assert len(default) == 4780
    assert Counter(default["level"]) == {1: 799, 2: 1505, 3: 1363, 4: 719, 5: 197, 6: 197}
    assert set(default["subject"]) == set(utils.SUBJECTS)


def test_hard_levels_and_subject_filter(shared_data, default):
    hard = utils.default_dataset(levels=[5, 6], data_dir=str(shared_data))["test"]
    assert len(hard) == 394 and set(hard["level"]) == {5, 6}
    geo = utils.default_dataset(subjects=["geometry"], data_dir=str(shared_data))["test"]
    assert len(geo) == Counter(default["subject"])["geometry"] > 0
    with pytest.raises(ValueError, match="unknown HARP subject"):
        utils.default_dataset(subjects=["topology"], data_dir=str(shared_data))


def test_mcq_split(shared_data):
    mcq = utils.mcq_dataset(choice_format="dot", data_dir=str(shared_data))["test"]
    assert len(mcq) == 4110
    assert set(mcq["level"]) == {1, 2, 3, 4}
    row = mcq[0]
    assert row["problem_with_choices"] == row["problem"] + "\n" + "\n".join(
        f"{k}. {row['choices'][k]}" for k in "ABCDE"
    )


def test_exclude_ids_file_drops_listed_problems(tmp_path, shared_data, default):
    """`hardmath overlap --exclude-out` lists reach the hooks through --metadata exclude_ids_file."""
    from conftest import load_tasks, own_task_manager

    listed = [f"{r['year']}/{r['contest']}/{r['number']}" for r in default.select(range(3))]
    ids = tmp_path / "exclude.txt"
    ids.write_text("# from hardmath overlap\n" + "\n".join(listed + ["1900/NOT_HARP/1"]) + "\n")
    kept = utils.default_dataset(data_dir=str(shared_data), exclude_ids_file=str(ids))["test"]
    assert len(kept) == 4780 - 3
    assert not {f"{r['year']}/{r['contest']}/{r['number']}" for r in kept} & set(listed)
    manager = own_task_manager(data_dir=str(shared_data), exclude_ids_file=str(ids))
    task = load_tasks(manager, ["harp_default_level_1"])["harp_default_level_1"]
    level_1 = [r for r in default if r["level"] == 1]
    expected = len(level_1) - sum(f"{r['year']}/{r['contest']}/{r['number']}" in listed for r in level_1)
    assert len(list(task.test_docs())) == expected
    with pytest.raises(ValueError, match="no such file"):
        utils.default_dataset(data_dir=str(shared_data), exclude_ids_file=str(tmp_path / "missing.txt"))
