"""Headless Chromium for the report page tests (Debian's ``chromium`` + ``chromium-driver``,
driven by selenium). A browser that cannot start FAILS the test with the reason: it never skips.
"""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from collections.abc import Iterator

DESKTOP = (1440, 900)
LAPTOP = (1280, 720)
KATEX_CDN = "cdn.jsdelivr.net/npm/katex@"  # the page's only network request (math when online)


def _binaries() -> tuple[str, str]:
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    driver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    missing = [p for p in (chromium, driver) if not Path(p).exists()]
    if missing:
        pytest.fail(
            f"headless Chromium is needed for the report page tests and {', '.join(missing)} is missing: "
            "apt-get install -y chromium chromium-driver (python3 dev.py test does it when run as root)",
            pytrace=False,
        )
    return chromium, driver


@contextlib.contextmanager
def chromium(size: tuple[int, int] = DESKTOP) -> Iterator[Any]:
    """A headless Chromium window of ``size`` (width, height) with its console log kept."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as err:
        pytest.fail(f"selenium is needed for the report page tests (pip install -e '.[test]'): {err}", pytrace=False)
    binary, driver_path = _binaries()
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars"):
        options.add_argument(arg)
    options.add_argument(f"--window-size={size[0]},{size[1]}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    try:
        driver = webdriver.Chrome(options=options, service=Service(driver_path))
    except Exception as err:  # noqa: BLE001 - any start failure is reported, never skipped
        pytest.fail(f"headless Chromium ({binary}) did not start: {type(err).__name__}: {err}", pytrace=False)
    try:
        driver.set_window_size(*size)
        yield driver
    finally:
        driver.quit()


def open_page(driver: Any, path: Path, timeout: float = 60) -> None:
    """Load ``path`` from disk and wait until the page's script has drawn it."""
    from selenium.webdriver.support.ui import WebDriverWait

    driver.get(path.resolve().as_uri())
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script("return document.body.dataset.ready === '1'"))


def console_errors(driver: Any) -> list[str]:
    """SEVERE console messages, except the KaTeX CDN's failing to load (this machine is offline;
    the page is built to work without it).
    """
    return [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE" and KATEX_CDN not in e["message"]]


def screenshot(driver: Any, path: Path, size: tuple[int, int]) -> Path:
    """A screenshot of the window at ``size``."""
    driver.set_window_size(*size)
    path.parent.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(path))
    return path
