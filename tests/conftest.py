"""Fixtures shared by the whole suite: isolated caches, semgrep only where asked, a warm sandbox."""

from __future__ import annotations

import pytest

from evaluation import LocalSandbox


@pytest.fixture(autouse=True)
def _isolated_hub(tmp_path_factory, monkeypatch):
    """No test touches the user's Hugging Face caches or the network."""
    home = tmp_path_factory.mktemp("hf-home")
    monkeypatch.setenv("HF_HOME", str(home))
    monkeypatch.setenv("HF_DATASETS_CACHE", str(home / "datasets"))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.delenv("HF_TOKEN", raising=False)
    import datasets
    datasets.disable_progress_bars()
    import datasets.config
    monkeypatch.setattr(datasets.config, "HF_DATASETS_CACHE", home / "datasets")
    monkeypatch.setattr(datasets.config, "HF_HUB_OFFLINE", True)


@pytest.fixture(autouse=True)
def _semgrep_only_where_asked(request, monkeypatch):
    """semgrep (in the dev extra) costs seconds per batch, half a minute on a loaded
    machine, and every quality measure would pay it: only tests marked ``semgrep`` run it;
    for the others it is as if it were not installed."""
    if request.node.get_closest_marker("semgrep") is None:
        from evaluation.quality import _semgrep

        monkeypatch.setattr(_semgrep, "semgrep_binary", lambda: None)


@pytest.fixture(scope="session")
def sandbox():
    """One warm local sandbox for every test that runs programs."""
    with LocalSandbox(2) as box:
        yield box
