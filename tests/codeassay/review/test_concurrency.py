"""Thirty participants answering at once over real HTTP lose and duplicate nothing."""

from __future__ import annotations

import pytest
from review_cases import CLIENTS, crowd, posted_vs_exported, serving

from codeassay.review import create_app, export_tables

PARTICIPANTS = 30


@pytest.mark.slow
@pytest.mark.parametrize("client", CLIENTS)
def test_thirty_concurrent_participants_lose_no_answer(study, store, client):
    with serving(create_app(study, store)) as url:
        sessions = crowd(url, PARTICIPANTS, client)
    tables = export_tables(study, store)
    posted, exported = posted_vs_exported(sessions, store, tables)
    assert len(posted) == PARTICIPANTS * (3 * 14 + 3 + 1)
    assert exported == posted
    assert store.counts() == {"human_started": PARTICIPANTS, "human_finished": PARTICIPANTS}
