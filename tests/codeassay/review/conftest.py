"""A study on disk, its responses file and an in-process client of the web app."""

from __future__ import annotations

import pytest
from review_cases import write_study

from codeassay.review import Limits, ResponseStore, create_app, load_study


@pytest.fixture
def study_path(tmp_path):
    return write_study(tmp_path / "study")


@pytest.fixture
def study(study_path):
    return load_study(study_path)


@pytest.fixture
def store(study, tmp_path):
    store = ResponseStore(tmp_path / "responses.sqlite", study.study_hash)
    yield store
    store.close()


@pytest.fixture
def make_client(study, store):
    """A TestClient factory (each client is one browser with its own cookies)."""
    from starlette.testclient import TestClient

    clients = []

    def make(limits: Limits = Limits(), **kwargs):
        client = TestClient(create_app(study, store, limits=limits), follow_redirects=False, **kwargs)
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.close()
