"""Issue 38: where a template's original stays atypical (``Template.atypical``), the variation
tables (HARP's ``harp_var``, Putnam-AXIOM's Table 2 of ``putnam_axiom_var``) name it with its reason
and repeat the headline comparison over the typical originals only, so that a drop carried by the
atypical ones is not read as memorization. Built from hand-made run folders (no lm_eval run).
"""

from __future__ import annotations

import pytest
from report_handmade import sample, write_run

from hardmath.report import build_report
from hardmath.variations import templates

PAIRED = ("var_acc", "var_ci_low", "var_ci_high", "orig_acc", "drop")
# original, snapshots 0..2: the atypical original alone is right where its snapshots are not
ATYPICAL_MARKS = (1, 0, 0, 0)
TYPICAL_MARKS = ((1, 1, 1, 1), (0, 0, 0, 0))


def _rows(marks: dict[str, tuple[int, ...]], putnam: bool) -> list[dict]:
    rows = []
    for name, values in marks.items():
        for seed, c in zip(["original", "0", "1", "2"], values, strict=True):
            rec = [name, seed, seed == "original", bool(c)]
            doc = {"template": name, "group": name, "seed": seed, "problem": f"{name} {seed}"}
            doc.update({"binary": False} if putnam else {"level": 4, "kind": "constant"})
            metrics = {m + suffix: rec for m in PAIRED for suffix in (("", "_complex") if putnam else ("",))}
            rows.append(sample(len(rows), doc, metrics))
    return rows


def _marks(family: str, with_atypical: bool = True) -> tuple[dict[str, tuple[int, ...]], str]:
    constant = [t for t in templates(family) if t.kind == "constant"]
    atypical = next(t for t in constant if t.atypical)
    typical = [t.name for t in constant if not t.atypical][:2]
    marks = dict(zip(typical, TYPICAL_MARKS, strict=True))
    if with_atypical:
        marks[atypical.name] = ATYPICAL_MARKS
    return marks, atypical.name


def _report(tmp_path, with_atypical: bool = True):
    harp, harp_atypical = _marks("harp", with_atypical)
    putnam, putnam_atypical = _marks("putnam", with_atypical)
    runs = tmp_path / "runs"
    write_run(runs, "m", {"harp_var": _rows(harp, False), "putnam_axiom_var": _rows(putnam, True)})
    report = build_report([runs], tmp_path / "out", plots=False)
    return report, harp_atypical, putnam_atypical


def _check_rows(everything: dict, typical: dict, flag: str) -> None:
    # all: originals 2 of 3 right, snapshots 1 of 3 each; the atypical template's original is the
    # only one that may be right by chance (k = 1 of 4): p = 1/4
    assert (everything["problems"], everything["original"], everything["variation"]) == (
        3,
        pytest.approx(200 / 3),
        pytest.approx(100 / 3),
    )
    assert everything["drop"] == pytest.approx(100 / 3) and everything["exact paired test p"] == pytest.approx(0.25)
    # typical originals only: one always right, one never: no drop, p = 1
    assert (typical["problems"], typical["snapshots"], typical["original"], typical["variation"]) == (2, 3, 50.0, 50.0)
    assert typical["drop"] == 0.0 and typical["exact paired test p"] == pytest.approx(1.0) and typical[flag] is False


def test_harp_var_table_names_atypical_originals_and_compares_typical_ones_only(tmp_path):
    report, atypical, _ = _report(tmp_path)
    t = report.tables["harp_variations_by_level"]
    assert t.column("subset")[:2] == ["all", "all, typical originals only"]
    _check_rows(t.row(subset="all"), t.row(subset="all, typical originals only"), "original better (p <= 0.05)")
    reason = next(x.atypical for x in templates("harp") if x.name == atypical)
    notes = " ".join(t.notes)
    assert "Atypical originals: 1 template(s) in this run" in notes and f"{atypical} ({reason})" in notes
    assert "the same calibrated test" in notes
    assert "all, typical originals only" in report.markdown.read_text()


def test_putnam_table2_names_atypical_originals_and_compares_typical_ones_only(tmp_path):
    report, _, atypical = _report(tmp_path)
    t = report.tables["putnam_table2_putnam_axiom_var"]
    assert t.column("subset") == ["all questions", "typical originals only"]
    typical = t.row(subset="typical originals only")
    _check_rows(t.row(subset="all questions"), typical, "original better (p <= 0.05)")
    assert (typical["problems (complex)"], typical["drop (complex)"]) == (2, 0.0)
    reason = next(x.atypical for x in templates("putnam") if x.name == atypical)
    notes = " ".join(t.notes)
    assert f"{atypical} ({reason})" in notes and "the same calibrated test" in notes


def test_a_run_of_typical_originals_only_has_no_extra_row_and_no_note(tmp_path):
    report, _, _ = _report(tmp_path, with_atypical=False)
    harp = report.tables["harp_variations_by_level"]
    putnam = report.tables["putnam_table2_putnam_axiom_var"]
    assert "all, typical originals only" not in harp.column("subset")
    assert putnam.column("subset") == ["all questions"]
    assert not any("Atypical originals" in n or "typical originals only" in n for n in harp.notes + putnam.notes)
