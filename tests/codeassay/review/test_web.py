"""The questionnaire over HTTP (in-process): the flow, resuming, and every safety rule."""

from __future__ import annotations

import re

import pytest
from review_cases import HOSTILE, MARKER, answer_study

from codeassay.review import Limits, export_tables

CSRF = re.compile(r'name="csrf_token" value="([0-9a-f]+)"')


def csrf(html: str) -> str:
    return CSRF.search(html).group(1)


def start(client) -> str:
    """Consent and return the participant's resume token."""
    page = client.get("/")
    response = client.post("/start", data={"csrf_token": csrf(page.text), "consent": "yes"})
    assert response.status_code == 303
    return response.headers["location"].rsplit("/", 1)[1]


def all_answers(value: str = "4") -> dict:
    from codeassay.review import default_instrument

    return {f"st:{s.id}": value for _, s in default_instrument().statements()}


def test_a_full_session_stores_every_page(make_client, study, store, study_path):
    client = make_client()
    session = answer_study(client, seed=1, comment=HOSTILE)
    participant = store.participant(session.token)
    assert participant.finished
    tables = export_tables(study, store)
    assert len(tables["ratings"]) == 3 * 14
    for number, answers in session.ratings.items():
        sid = participant.order[number - 1]
        stored = {r["statement"]: r["answer"] for r in tables["ratings"] if r["solution"] == sid}
        assert stored == answers
    assert {r["comment"] for r in tables["comments"]} == {HOSTILE}
    assert tables["profiles"] == [{"participant": participant.id, "question": "llm_experience",
                                   "answer": "Regularly"}]
    assert tables["choices"][0]["solution"] == participant.order[session.choice_number - 1]
    assert not list(study_path.parent.rglob(MARKER))  # the code was shown, never run


def test_solution_page_shows_highlighted_escaped_code_and_accessible_inputs(make_client):
    client = make_client()
    token = start(client)
    page = client.get(f"/p/{token}/s/1")
    assert page.status_code == 200
    assert HOSTILE not in page.text and "&lt;script&gt;" in page.text
    assert 'class="highlight"' in page.text and "README" in page.text
    assert "<script" not in page.text.replace("&lt;script", "")
    ids = set(re.findall(r'<input[^>]* id="([^"]+)"', page.text))
    labelled = set(re.findall(r'<label for="([^"]+)"', page.text))
    assert ids and ids <= labelled
    assert 'name="viewport"' in page.text


def test_each_participant_gets_a_random_order_that_is_recorded(make_client, store):
    client = make_client()
    orders = set()
    for _ in range(30):
        client.cookies.clear()
        orders.add(store.participant(start(client)).order)
    assert all(sorted(o) == ["model-1", "model-2", "model-3"] for o in orders)
    assert len(orders) > 1


def test_leaving_and_coming_back_resumes_at_the_first_unsaved_page(make_client, store):
    client = make_client()
    token = start(client)
    page = client.get(f"/p/{token}/profile")
    client.post(f"/p/{token}/profile", data={"csrf_token": csrf(page.text)})
    page = client.get(f"/p/{token}/s/1")
    client.post(f"/p/{token}/s/1", data={"csrf_token": csrf(page.text), **all_answers("2"), "comment": "first"})
    other = make_client()  # another device: no cookie, only the link
    response = other.get(f"/p/{token}")
    assert response.status_code == 303 and response.headers["location"] == f"/p/{token}/s/2"
    back = other.get(f"/p/{token}/s/1")
    assert 'value="2" required checked' in back.text and "first" in back.text


@pytest.mark.parametrize("answer", ["", "3", "not-an-answer"])
def test_the_solution_page_checks_only_the_saved_answer(make_client, store, answer):
    client = make_client()
    token = start(client)
    participant = store.participant(token)
    store.save_page(participant.id, f"solution:{participant.order[0]}", {"names": answer} if answer else {})
    html = client.get(f"/p/{token}/s/1").text
    checked = [line for line in html.splitlines() if " checked" in line]
    if answer == "3":
        assert len(checked) == 1 and 'name="st:names" value="3"' in checked[0]
    else:
        assert checked == []
    assert html.count('type="radio"') == 14 * 5


def test_resubmitting_a_page_replaces_its_answers(make_client, store):
    client = make_client()
    token = start(client)
    for value in ("1", "5"):
        page = client.get(f"/p/{token}/s/1")
        client.post(f"/p/{token}/s/1", data={"csrf_token": csrf(page.text), **all_answers(value)})
    participant = store.participant(token)
    answers = store.page_answers(participant.id, f"solution:{participant.order[0]}")
    assert set(answers.values()) == {"5"} and len(answers) == 14


def test_a_page_with_a_missing_answer_is_shown_again_and_not_saved(make_client, store):
    client = make_client()
    token = start(client)
    page = client.get(f"/p/{token}/s/1")
    partial = all_answers()
    del partial["st:readme"]
    response = client.post(f"/p/{token}/s/1", data={"csrf_token": csrf(page.text), **partial})
    assert response.status_code == 422 and "README gives the information" in response.text
    assert store.saved_pages(store.participant(token).id) == {}


def test_a_post_without_the_right_csrf_token_is_refused(make_client, store):
    client = make_client()
    token = start(client)
    for token_field in ({}, {"csrf_token": "0" * 64}):
        response = client.post(f"/p/{token}/s/1", data={**token_field, **all_answers()})
        assert response.status_code == 403
    assert store.saved_pages(store.participant(token).id) == {}
    stranger = make_client()  # a forged cross-site post carries no matching cookie
    response = stranger.post("/start", data={"consent": "yes", "csrf_token": csrf(client.get("/").text)})
    assert response.status_code == 403


def test_an_unknown_token_reads_and_changes_nothing(make_client, store):
    client = make_client()
    token = start(client)
    page = client.get(f"/p/{token}/s/1")
    client.post(f"/p/{token}/s/1", data={"csrf_token": csrf(page.text), **all_answers(), "comment": "mine"})
    intruder = make_client()
    guess = token[:-1] + ("A" if token[-1] != "A" else "B")
    assert intruder.get(f"/p/{guess}/s/1").status_code == 404
    response = intruder.post(f"/p/{guess}/s/1", data={"csrf_token": csrf(intruder.get("/").text),
                                                      **all_answers("1")})
    assert response.status_code == 404
    assert "mine" not in intruder.get(f"/p/{guess}/s/1").text


def test_organiser_pages_need_the_token_and_escape_comments(make_client, store):
    client = make_client()
    token = start(client)
    page = client.get(f"/p/{token}/s/1")
    client.post(f"/p/{token}/s/1", data={"csrf_token": csrf(page.text), **all_answers(), "comment": HOSTILE})
    assert client.get("/organiser").status_code == 401
    assert client.get("/organiser/export/ratings.csv").status_code == 401
    login = client.get("/organiser")
    assert client.post("/organiser", data={"csrf_token": csrf(login.text), "token": "wrong"}).status_code == 403
    response = client.post("/organiser", data={"csrf_token": csrf(login.text), "token": store.organiser_token})
    assert response.status_code == 303
    results = client.get("/organiser")
    assert results.status_code == 200 and "&lt;script&gt;alert" in results.text and HOSTILE not in results.text
    csv = client.get("/organiser/export/ratings.csv")
    assert csv.status_code == 200 and csv.text.count("\n") == 1 + 14
    bearer = make_client().get("/organiser/export/comments.csv",
                               headers={"authorization": f"Bearer {store.organiser_token}"})
    assert bearer.status_code == 200 and "<script>" in bearer.text  # CSV is data, not a page


def test_oversized_requests_are_refused(make_client, store):
    client = make_client(Limits(max_body_bytes=2048))
    token = start(client)
    page = client.get(f"/p/{token}/s/1")
    response = client.post(f"/p/{token}/s/1", data={"csrf_token": csrf(page.text), **all_answers(),
                                                    "comment": "x" * 5000})
    assert response.status_code == 413
    assert store.saved_pages(store.participant(token).id) == {}


def test_request_rates_are_bounded_per_address(make_client):
    client = make_client(Limits(requests_per_window=5, starts_per_window=1))
    assert [client.get("/").status_code for _ in range(6)] == [200] * 5 + [429]
    other = make_client(Limits(starts_per_window=1))
    start(other)
    page = other.get("/")
    assert other.post("/start", data={"csrf_token": csrf(page.text), "consent": "yes"}).status_code == 429


def test_pages_forbid_scripts_and_frames_and_keep_the_token_out_of_referrers(make_client):
    response = make_client().get("/")
    assert "default-src 'none'" in response.headers["content-security-policy"]
    assert response.headers["referrer-policy"] == "no-referrer"
    assert response.headers["x-frame-options"] == "DENY"
    assert "samesite=strict" in response.headers["set-cookie"].lower()


def test_consent_is_required(make_client, store):
    client = make_client()
    page = client.get("/")
    response = client.post("/start", data={"csrf_token": csrf(page.text)})
    assert response.status_code == 422 and store.participants() == []


def test_participant_pages_never_name_a_model(make_client, study):
    client = make_client()
    token = start(client)
    pages = [client.get(f"/p/{token}/{page}").text for page in ("profile", "s/1", "s/2", "s/3", "choice")]
    for model in (s.model for s in study.solutions):
        assert not any(model in html for html in pages), model
