"""A headless Chromium for looking at the HTML report as a reader would (Selenium).

Debian's ``chromium`` and ``chromium-driver`` (``.ci/run`` installs them) are driven
through Selenium with both paths given, so Selenium never tries to download a browser or a
driver. Each browser gets a fresh profile folder and the flags that keep it offline and
quiet.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator

__all__ = ["CHROMIUM_FLAGS", "PAGE_WIDTH", "browser_paths", "headless_chromium"]

#: The width the report must fit without horizontal scrolling.
PAGE_WIDTH = 1280
#: Headless, no sandbox (CI runs as root), and nothing that reaches the network.
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage", "--hide-scrollbars")


def browser_paths() -> tuple[str, str] | None:
    """(chromium, chromedriver) when both are installed, else None."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


@contextlib.contextmanager
def headless_chromium(height: int = 900) -> Iterator[object]:
    """A Selenium driver of a headless Chromium with a ``PAGE_WIDTH`` wide window."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    paths = browser_paths()
    if paths is None:
        raise RuntimeError("chromium and chromedriver are not installed: "
                           "apt-get install -y chromium chromium-driver")
    browser, driver_path = paths
    with tempfile.TemporaryDirectory(prefix="codeassay-chromium-") as profile:
        options = webdriver.ChromeOptions()
        options.binary_location = browser
        for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={profile}", f"--window-size={PAGE_WIDTH},{height}"):
            options.add_argument(flag)
        service = Service(executable_path=driver_path, log_output=os.devnull)
        driver = webdriver.Chrome(options=options, service=service)
        try:
            # The window's outer size includes no chrome when headless; make the layout
            # viewport exactly PAGE_WIDTH wide, as a reader's window would be.
            driver.set_window_size(PAGE_WIDTH, height)
            yield driver
        finally:
            driver.quit()
