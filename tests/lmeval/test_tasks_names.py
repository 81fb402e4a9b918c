"""``hardmath tasks NAMES``: the names' lines, and for a misspelled one (which lm_eval answers with a
traceback after its whole start-up) the nearest names, at once, exit status 2.
"""

from __future__ import annotations

from hardmath.cli import main


def test_a_misspelled_task_gets_the_nearest_names(capsys):
    assert main(["tasks", "harp_defualt,putnam_axiom_var"]) == 2
    err = capsys.readouterr().err
    assert "harp_defualt: not a hardmath task, group or tag; did you mean harp_default" in err
    assert "putnam_axiom_var" not in err


def test_known_names_list_only_their_lines(capsys):
    assert main(["tasks", "harp_ci", "putnam_axiom_var"]) == 0
    names = [line.split()[1] for line in capsys.readouterr().out.splitlines()]
    assert names == ["harp_ci", "putnam_axiom_var"]
