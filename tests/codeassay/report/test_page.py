"""The HTML report, looked at in a real browser (headless Chromium), reads as a document.

Built from the fixtures of ``test_snapshot.py``: every section is there, the page fits a
1280 px window without horizontal scrolling, every column has a human name, every figure
says how to read it, and each note sits in the section of the table it qualifies.

``python tests/codeassay/report/test_page.py --screenshots reports/example-report``
writes that report and one screenshot per section (1280 px wide) to the folder, to look
at; the tests themselves write no screenshot.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":  # run as a script: the suite's helpers are on pytest's path only
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "support"))

from browser import PAGE_WIDTH, browser_paths, headless_chromium  # noqa: E402

import codeassay  # noqa: E402
from codeassay.report._layout import SECTIONS  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data" / "report"


def _write_example(out: Path) -> Path:
    """The report of the snapshot fixtures, figures included; the page's path."""
    final = codeassay.load_results(DATA / "final.jsonl")
    report = codeassay.build_report(
        final, initial=codeassay.load_results(DATA / "initial.jsonl"),
        baseline=codeassay.load_results(DATA / "baseline.jsonl"), regrade=final)
    codeassay.write_report(report, out)
    return out / "report.html"


def _require_browser() -> None:
    if browser_paths() is None:
        if os.environ.get("CI"):
            pytest.fail("chromium and chromium-driver are missing; .ci/run installs them")
        pytest.skip("chromium and chromium-driver are not installed (apt-get install -y chromium "
                    "chromium-driver)")


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    """The example report open in a headless Chromium at 1280 px."""
    _require_browser()
    path = _write_example(tmp_path_factory.mktemp("page"))
    with headless_chromium() as driver:
        driver.get(path.as_uri())
        yield driver


@pytest.mark.slow
def test_the_page_fits_1280_px_without_horizontal_scrolling(page):
    assert page.execute_script("return window.innerWidth") == PAGE_WIDTH
    assert page.execute_script("return document.documentElement.scrollWidth") <= PAGE_WIDTH
    # No table is cut either: each fits the page, or scrolls inside its own box.
    widths = page.execute_script(
        "return [...document.querySelectorAll('.table-wrap')].map(w => [w.scrollWidth, w.clientWidth])")
    assert all(scroll <= client for scroll, client in widths), widths


@pytest.mark.slow
def test_every_section_is_there_with_its_figure_and_how_to_read_it(page):
    ids = page.execute_script("return [...document.querySelectorAll('section')].map(s => s.id)")
    assert ids == [anchor for anchor, *_ in SECTIONS]
    captions = page.execute_script(
        "return [...document.querySelectorAll('figure')].map(f => [f.closest('section').id, f.innerText])")
    assert {section for section, _ in captions} == {"correctness", "code-properties", "categories"}
    assert all("How to read it:" in text for _, text in captions)
    assert any(text.startswith("Figure 2: code properties per model") for _, text in captions)


@pytest.mark.slow
def test_every_column_has_a_human_name(page):
    headers = page.execute_script("return [...document.querySelectorAll('th')].map(th => th.innerText)")
    raw = [h for h in headers if "_" in h]
    assert headers and not raw, raw


@pytest.mark.slow
def test_a_note_sits_beside_the_table_it_qualifies(page):
    notes = page.execute_script(
        "return [...document.querySelectorAll('section ul.notes li')].map("
        "li => [li.closest('section').id, li.innerText])")
    missing = [section for section, text in notes if "beta-sec has no result for 1 of 10 task(s)" in text]
    assert missing == ["completeness"]  # once, under the first table it qualifies
    assert any(section == "code-properties" and "not measured" in text for section, text in notes)


def _screenshots(out: Path) -> None:
    """Write the example report and one PNG per section of its page to ``out``."""
    from selenium.webdriver.common.by import By

    path = _write_example(out)
    with headless_chromium() as driver:
        driver.get(path.resolve().as_uri())
        width = driver.execute_script("return document.documentElement.scrollWidth")
        # A window as tall as the page, so that each section is captured whole.
        driver.set_window_size(PAGE_WIDTH, driver.execute_script(
            "return document.documentElement.scrollHeight"))
        for element in [driver.find_element(By.ID, "summary"),
                        *driver.find_elements(By.TAG_NAME, "section")]:
            name = element.get_attribute("id")
            element.screenshot(str(out / f"page-{name}.png"))
            print(f"wrote {out / f'page-{name}.png'}")
    print(f"page width {width} px in a {PAGE_WIDTH} px window")


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "--screenshots":
        sys.exit("usage: python tests/codeassay/report/test_page.py --screenshots FOLDER")
    _screenshots(Path(sys.argv[2]))
