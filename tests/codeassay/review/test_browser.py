"""The questionnaire in a real browser (headless Chromium): a whole session, a resumed one,
a refused forged post and the organiser's export, with a screenshot of every page.

``python tests/codeassay/review/test_browser.py --screenshots reports/review`` plays the
same session against an example study and keeps the screenshots in that folder (it is
committed, so a reader can see the questionnaire without running it); the tests write
theirs to a temporary folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

if __name__ == "__main__":  # run as a script: the suite's helpers are on pytest's path only
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "support"))
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from browser import browser_paths, headless_chromium  # noqa: E402
from review_cases import HOSTILE, serving, write_study  # noqa: E402

from codeassay.review import ResponseStore, create_app, export_tables, load_study  # noqa: E402

#: A phone's viewport width in CSS pixels.
PHONE_WIDTH = 390


def _require_browser() -> None:
    if browser_paths() is None:
        if os.environ.get("CI"):
            pytest.fail("chromium and chromium-driver are missing; .ci/run installs them")
        pytest.skip("chromium and chromium-driver are not installed (apt-get install -y chromium chromium-driver)")


def _shot(driver, folder: Path, name: str, width: int = 1280) -> Path:
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 60).until(lambda d: d.execute_script("return document.readyState") == "complete")
    # Measured in a short window, the page's height is its content's; the window's own
    # frame (outer minus inner height) is added so the whole page fits the viewport.
    driver.set_window_size(width, 300)
    height, frame = driver.execute_script("return [document.documentElement.scrollHeight, "
                                          "window.outerHeight - window.innerHeight]")
    driver.set_window_size(width, min(height + frame, 12000))
    driver.execute_script("window.scrollTo(0, 0)")
    path = folder / f"{name}.png"
    driver.save_screenshot(str(path))
    driver.set_window_size(1280, 900)
    return path


def _submit(driver) -> None:
    """Submit the page's form and wait until the next page has replaced it."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait

    old = driver.find_element(By.TAG_NAME, "html")
    driver.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    # Chromium may answer the staleness probe of a node that is being torn down with a
    # generic "does not belong to the document" error rather than a stale-element one:
    # that too means the old page is gone.
    WebDriverWait(driver, 60).until(lambda d: _gone(expected_conditions.staleness_of(old), d))


def _gone(condition, driver) -> bool:
    from selenium.common.exceptions import WebDriverException

    try:
        return condition(driver)
    except WebDriverException as exc:
        if "does not belong to the document" in str(exc):
            return True
        raise


def play_session(driver, url: str, shots: Path) -> dict:
    """Take part through every page in the browser; returns what was seen and the resume link."""
    from selenium.webdriver.common.by import By

    seen = {"shots": []}
    driver.get(url + "/")
    seen["shots"].append(_shot(driver, shots, "01-introduction"))
    driver.find_element(By.CSS_SELECTOR, "label[for=consent]").click()
    _submit(driver)
    assert driver.current_url.endswith("/profile")
    seen["resume"] = driver.find_element(By.CSS_SELECTOR, "footer a").get_attribute("href")
    driver.find_element(By.CSS_SELECTOR, "label[for=pq-llm_experience-4]").click()
    seen["shots"].append(_shot(driver, shots, "02-profile"))
    _submit(driver)
    number = 0
    while "/s/" in driver.current_url:
        number += 1
        assert driver.current_url.endswith(f"/s/{number}")
        if number == 1:
            driver.set_window_size(PHONE_WIDTH, 800)
            seen["phone_overflow"] = driver.execute_script(
                "return document.documentElement.scrollWidth - window.innerWidth")
            seen["shots"].append(_shot(driver, shots, "03-solution-phone", width=PHONE_WIDTH))
        for fieldset in driver.find_elements(By.CSS_SELECTOR, "fieldset.statement"):
            labels = fieldset.find_elements(By.TAG_NAME, "label")
            labels[(number + len(labels)) % len(labels)].click()
        driver.find_element(By.ID, "comment").send_keys(HOSTILE if number == 1 else f"comment {number}")
        seen["shots"].append(_shot(driver, shots, f"04-solution-{number}"))
        _submit(driver)
    assert driver.current_url.endswith("/choice")
    driver.find_element(By.CSS_SELECTOR, "label[for=choice-2]").click()
    seen["shots"].append(_shot(driver, shots, "05-choice"))
    _submit(driver)
    assert driver.current_url.endswith("/done")
    seen["shots"].append(_shot(driver, shots, "06-thank-you"))
    seen["solutions"] = number
    return seen


def organiser_export(driver, url: str, token: str, shots: Path) -> str:
    """Log in as organiser in the browser and fetch the ratings export with its cookie."""
    import httpx
    from selenium.webdriver.common.by import By

    driver.get(url + "/organiser")
    seen = [_shot(driver, shots, "07-organiser-login")]
    driver.find_element(By.ID, "token").send_keys(token)
    _submit(driver)
    seen.append(_shot(driver, shots, "08-organiser-results"))
    link = driver.find_element(By.LINK_TEXT, "ratings.csv").get_attribute("href")
    cookies = {c["name"]: c["value"] for c in driver.get_cookies()}
    response = httpx.get(link, cookies=cookies)
    assert response.status_code == 200, response.text
    return response.text


@pytest.fixture
def served(tmp_path):
    _require_browser()
    study = load_study(write_study(tmp_path / "study"))
    store = ResponseStore(tmp_path / "responses.sqlite", study.study_hash)
    with serving(create_app(study, store)) as url:
        yield study, store, url
    store.close()


@pytest.mark.slow
def test_a_whole_session_and_the_organiser_export(served, tmp_path):
    from selenium.webdriver.common.by import By

    study, store, url = served
    shots = tmp_path / "shots"
    shots.mkdir()
    with headless_chromium() as driver:
        seen = play_session(driver, url, shots)
        assert seen["phone_overflow"] <= 0  # usable on a phone: nothing wider than the screen
        csv = organiser_export(driver, url, store.organiser_token, shots)
        assert "&lt;script&gt;" in driver.find_element(By.TAG_NAME, "main").get_attribute("innerHTML")
    assert seen["solutions"] == 3
    assert csv.count("\n") == 1 + 3 * 14
    tables = export_tables(study, store)
    assert HOSTILE in {r["comment"] for r in tables["comments"]}
    assert len(tables["choices"]) == 1 and store.counts()["human_finished"] == 1
    assert all(p.stat().st_size > 5000 for p in seen["shots"])


@pytest.mark.slow
def test_a_resumed_session_returns_to_the_first_unsaved_page(served, tmp_path):
    from selenium.webdriver.common.by import By

    _, store, url = served
    with headless_chromium() as driver:
        driver.get(url + "/")
        driver.find_element(By.CSS_SELECTOR, "label[for=consent]").click()
        _submit(driver)
        resume = driver.find_element(By.CSS_SELECTOR, "footer a").get_attribute("href")
        _submit(driver)  # the profile, left empty
        assert driver.current_url.endswith("/s/1")
    with headless_chromium() as other:  # another browser, only the link
        other.get(resume)
        assert other.current_url.endswith("/s/1")
        assert other.find_element(By.TAG_NAME, "h1").text == "Solution 1"


@pytest.mark.slow
def test_a_post_without_its_csrf_cookie_is_refused(served, tmp_path):
    from selenium.webdriver.common.by import By

    _, store, url = served
    with headless_chromium() as driver:
        driver.get(url + "/")
        driver.find_element(By.CSS_SELECTOR, "label[for=consent]").click()
        driver.delete_cookie("codeassay_csrf")  # as a post forged on another site would arrive
        _submit(driver)
        assert driver.find_element(By.TAG_NAME, "h1").text == "Form expired"
    assert store.participants() == []


def _screenshots(out: Path) -> None:
    """Play the example session and keep one screenshot per page in ``out``."""
    import tempfile

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        study = load_study(write_study(Path(tmp) / "study"))
        store = ResponseStore(Path(tmp) / "responses.sqlite", study.study_hash)
        with serving(create_app(study, store)) as url, headless_chromium() as driver:
            play_session(driver, url, out)
            organiser_export(driver, url, store.organiser_token, out)
        store.close()
    print(f"screenshots in {out}")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screenshots", required=True, type=Path, help="folder for the PNG files")
    _screenshots(parser.parse_args().screenshots)
