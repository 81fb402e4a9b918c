"""report.html and the compare page opened from disk in headless Chromium (selenium): filters,
an expanded response, the highlighted answer, vote classes, no console errors, screenshots at
desktop and laptop widths, and model output that tries to run script shown as text.

No lm_eval run here (synthetic run folders); the same checks on a real run are in
test_report_real_runs.py. Without a browser these tests FAIL saying so (tests/report/browser.py).
"""

from __future__ import annotations

import pytest
from browser import DESKTOP, LAPTOP, chromium, console_errors, open_page, screenshot
from html_runs import LONG_FILLER, PAYLOAD, write_runs

from hardmath.report import build_report, load_runs
from hardmath.report.compare_render import write_compare_html
from hardmath.report.html_page import write_report_html


def _select(driver, name: str, label: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.CSS_SELECTOR, f"#hm-filters select[name={name}]")).select_by_visible_text(label)


def _cards(driver) -> list:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, "#hm-rows article.card")


def _text(node, css: str) -> str:
    from selenium.webdriver.common.by import By

    return node.find_element(By.CSS_SELECTOR, css).text


def _no_script_ran(driver, title: str) -> None:
    """The payload's every route (script, event attribute, javascript: link) stayed text."""
    from selenium.webdriver.common.by import By

    assert driver.execute_script("return window.__pwned === undefined")
    assert driver.title == title
    main = driver.find_element(By.TAG_NAME, "main")
    assert not main.find_elements(By.CSS_SELECTOR, "img:not([src^='data:image/png'])")
    assert not main.find_elements(By.CSS_SELECTOR, "a[href^='javascript'], textarea, script")


@pytest.fixture(scope="module")
def report_page(tmp_path_factory):
    root = tmp_path_factory.mktemp("html")
    return build_report([write_runs(root / "runs", payload=True)], root / "report").html


def test_report_page_filters_expands_and_shows_answers(report_page, tmp_path):
    from selenium.webdriver.common.by import By

    with chromium(DESKTOP) as d:
        open_page(d, report_page)
        assert d.find_element(By.ID, "hm-count").text.startswith("26 of 26 problems match (32 graded responses")
        assert "HARP Table 3" in d.find_element(By.ID, "tables").text
        # filter: one model, wrong verdicts only
        _select(d, "model", "model-two")
        _select(d, "verdict", "wrong")
        cards = _cards(d)
        assert d.find_element(By.ID, "hm-count").text.startswith("2 of 26 problems match")
        assert len(cards) == 2
        for c in cards:
            assert _text(c, ".model") == "model-two" and _text(c, ".badge") == "wrong"
            assert _text(c, "mark.ans") == _text(c, ".sample-info .answer")  # the answer, found in the response
        # filter by level and subject: model-one's long response (level 1, algebra) is collapsed to its tail
        _select(d, "model", "model-one")
        _select(d, "verdict", "right")
        _select(d, "level", "1")
        _select(d, "subject", "algebra")
        card = next(c for c in _cards(d) if _text(c, ".doc") == "doc 0")
        pre = card.find_element(By.CSS_SELECTOR, "pre.resp-text")
        full = LONG_FILLER + "Therefore the answer is 2."
        assert len(pre.text) < 800 and pre.text.endswith("Therefore the answer is 2.")
        assert _text(card, "mark.ans") == "2"
        screenshot(d, tmp_path / "shots" / "report-filtered-desktop.png", DESKTOP)
        card.find_element(By.CSS_SELECTOR, "button.expand").click()
        pre = card.find_element(By.CSS_SELECTOR, "pre.resp-text")
        assert pre.text.strip() == full.strip()
        assert card.find_element(By.CSS_SELECTOR, "button.expand").text == "Collapse to the tail"
        d.execute_script("arguments[0].scrollIntoView()", card)
        screenshot(d, tmp_path / "shots" / "report-expanded-desktop.png", DESKTOP)
        # pass@4: the samples together with their vote classes; clicking a chip shows that sample
        _select(d, "level", "all")
        _select(d, "subject", "all")
        _select(d, "verdict", "all")
        _select(d, "task", "harp_default_sampling")
        first = _cards(d)[0]
        votes = _text(first, ".votes")
        assert "4 samples" in votes and "class 0 “9”: 2 ✓" in votes and "class 1 “8”: 1" in votes
        assert "no vote (truncated or no answer): 1" in votes
        chips = first.find_elements(By.CSS_SELECTOR, ".chip")
        assert [c.text for c in chips] == ["0", "0", "1", "–"]
        chips[3].click()
        assert "sample 4 of 4 (does not vote)" in _text(first, ".sample")
        assert _text(first, ".badge") == "truncated" and "finish: length" in _text(first, ".sample-info")
        d.execute_script("arguments[0].scrollIntoView()", first)
        screenshot(d, tmp_path / "shots" / "report-passk-desktop.png", DESKTOP)
        d.execute_script("window.scrollTo(0, 0)")
        screenshot(d, tmp_path / "shots" / "report-top-laptop.png", LAPTOP)
        assert console_errors(d) == []
    assert all((tmp_path / "shots" / n).stat().st_size > 10_000 for n in ("report-top-laptop.png",))


def test_model_output_that_tries_to_run_script_renders_as_text(report_page, tmp_path):
    from selenium.webdriver.common.by import By

    with chromium(LAPTOP) as d:
        open_page(d, report_page)
        _select(d, "model", "model-one")
        _select(d, "task", "harp_default")
        card = next(c for c in _cards(d) if _text(c, ".doc") == "doc 5")
        assert card.find_element(By.CSS_SELECTOR, "pre.resp-text").text == PAYLOAD
        assert _text(card, ".sample-info .answer") == "<script>"
        assert _text(card, "mark.ans") == "<script>"
        _no_script_ran(d, "hardmath report")
        d.execute_script("arguments[0].scrollIntoView()", card)
        screenshot(d, tmp_path / "payload-laptop.png", LAPTOP)
        assert console_errors(d) == []


def test_paged_responses_load_from_side_files(tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    models = load_runs([write_runs(tmp_path / "runs", payload=True)])
    out = tmp_path / "r"
    out.mkdir()
    page = write_report_html(out, models, [], inline_limit=0, chunk_size=5)
    with chromium(LAPTOP) as d:
        open_page(d, page)
        _select(d, "model", "model-one")
        _select(d, "task", "harp_default")
        card = next(c for c in _cards(d) if _text(c, ".doc") == "doc 5")
        WebDriverWait(d, 20).until(lambda _: card.find_elements(By.CSS_SELECTOR, "pre.resp-text"))
        assert card.find_element(By.CSS_SELECTOR, "pre.resp-text").text == PAYLOAD
        _no_script_ran(d, "hardmath report")
        assert console_errors(d) == []


def test_compare_page_decision_first_and_flips_side_by_side(tmp_path):
    from html_runs import harp_rows
    from report_handmade import write_run
    from selenium.webdriver.common.by import By

    from hardmath.report.compare import compare_runs

    hib = {"harp_default": {"correct": True}}
    base = write_run(tmp_path / "base", "org/m", {"harp_default": harp_rows(1, False)}, higher_is_better=hib)
    new = write_run(tmp_path / "new", "org/m", {"harp_default": harp_rows(1, True)}, higher_is_better=hib)
    page = write_compare_html(tmp_path / "compare.html", compare_runs(base, new))
    with chromium(DESKTOP) as d:
        open_page(d, page)
        main = d.find_element(By.TAG_NAME, "main")
        assert main.find_elements(By.CSS_SELECTOR, "*")[0].get_attribute("id") == "hm-decision"
        assert d.find_element(By.ID, "hm-decision").text == "PASS: no regression"
        row = d.find_element(By.CSS_SELECTOR, "#hm-changes tbody tr").text
        assert row.startswith("harp_default correct 0.3333 0.25 -0.0833 [")
        cards = _cards(d)
        assert len(cards) == 1 and "right → wrong" in _text(cards[0], ".card-head")
        base_side, new_side = cards[0].find_elements(By.CSS_SELECTOR, ".sides > .side")
        assert base_side.find_element(By.CSS_SELECTOR, "pre").text == "Squaring gives 7. The answer is 7."
        assert new_side.find_element(By.CSS_SELECTOR, "pre").text == PAYLOAD
        assert _text(base_side, ".badge") == "right" and _text(new_side, ".badge") == "wrong"
        _select(d, "direction", "wrong → right")
        assert _cards(d) == [] and d.find_element(By.ID, "hm-count").text == "0 of 1 flipped problems shown"
        _select(d, "direction", "right → wrong")
        _no_script_ran(d, "hardmath compare: PASS: no regression")
        screenshot(d, tmp_path / "compare-desktop.png", DESKTOP)
        screenshot(d, tmp_path / "compare-laptop.png", LAPTOP)
        assert console_errors(d) == []
