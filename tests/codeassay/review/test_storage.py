"""The responses file: anonymous participants, page saves, one study per file."""

from __future__ import annotations

import sqlite3

import pytest

from codeassay.review import ResponseStore, ReviewError


def test_tokens_are_not_stored_and_find_their_participant(store):
    participant, token = store.new_participant(["b", "a"])
    assert store.participant(token) == participant and participant.order == ("b", "a")
    assert store.participant(token + "x") is None
    with sqlite3.connect(store.path) as db:
        dump = "\n".join(db.iterdump())
    assert token not in dump


def test_a_page_save_replaces_that_page_only(store):
    p, _ = store.new_participant(["a"])
    store.save_page(p.id, "profile", {"q": "x"})
    store.save_page(p.id, "solution:a", {"names": "2", "comment": "old"})
    store.save_page(p.id, "solution:a", {"names": "4"})
    assert store.page_answers(p.id, "solution:a") == {"names": "4"}
    assert store.page_answers(p.id, "profile") == {"q": "x"}
    assert store.saved_pages(p.id) == {"profile": "answered", "solution:a": "answered"}


def test_answers_survive_reopening(store, study):
    p, token = store.new_participant(["a"])
    store.save_page(p.id, "solution:a", {"names": "3"})
    again = ResponseStore(store.path, study.study_hash)
    try:
        assert again.page_answers(again.participant(token).id, "solution:a") == {"names": "3"}
        assert again.organiser_token == store.organiser_token and again.secret == store.secret
    finally:
        again.close()


def test_a_responses_file_refuses_another_study(store):
    with pytest.raises(ReviewError, match="belong to another version of the study"):
        ResponseStore(store.path, "sha256:other")


def test_a_file_that_is_not_sqlite_is_a_clear_error(tmp_path):
    bad = tmp_path / "responses.sqlite"
    bad.write_text("not a database " * 100)
    with pytest.raises(ReviewError, match="not a usable responses file"):
        ResponseStore(bad, "sha256:x")


def test_counts_by_kind(store):
    a, _ = store.new_participant(["a"])
    store.new_participant(["a"])
    store.new_participant(["a"], kind="model", rater="m")
    store.finish(a.id)
    assert store.counts() == {"human_started": 2, "human_finished": 1, "model_started": 1, "model_finished": 0}


def test_writes_together_share_a_commit_and_a_failing_one_is_undone_alone(store):
    kept, _ = store.new_participant(["a"])

    def half_then_fail(w):
        w.save_page(kept.id, "profile", {"q": "lost"})
        raise ValueError("refused")

    results = store.write_together([
        lambda w: w.save_page(kept.id, "solution:a", {"names": "4"}),
        half_then_fail,
        lambda w: w.new_participant(["a"]),
    ])
    assert results[0] is None and isinstance(results[1], ValueError)
    new, token = results[2]
    assert store.participant(token) == new
    assert store.saved_pages(kept.id) == {"solution:a": "answered"}
    assert store.page_answers(kept.id, "profile") == {}
