"""Model reviewers through an OpenAI-compatible endpoint: strict parsing, refusals kept apart."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from codeassay.review import analyze, ask_model, default_instrument, export_tables, parse_model_answer

IDS = [s.id for _, s in default_instrument().statements()]


def ratings(value: int = 4) -> dict:
    return {sid: value for sid in IDS}


@pytest.fixture
def endpoint():
    """A chat-completions endpoint answering from a script, in order; keeps the requests."""
    script = {"answers": [], "received": []}

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

        def do_POST(self) -> None:  # noqa: N802 - the http.server naming
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            script["received"].append(body)
            content, finish = script["answers"][len(script["received"]) - 1]
            data = json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": body["model"],
                               "choices": [{"index": 0, "finish_reason": finish,
                                            "message": {"role": "assistant", "content": content}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    script["url"] = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    yield script
    httpd.shutdown()
    httpd.server_close()


def test_answers_are_parsed_strictly():
    ins = default_instrument()
    status, answers, _ = parse_model_answer("```json\n" + json.dumps({"ratings": ratings(2), "comment": "ok"})
                                            + "\n```", ins)
    assert status == "answered" and answers["names"] == "2" and answers["comment"] == "ok"
    assert parse_model_answer(json.dumps({"refused": "no"}), ins)[0] == "refused"
    assert parse_model_answer("", ins)[0] == "refused"
    for bad in ("I think it is good.", json.dumps({"ratings": {**ratings(), "names": 6}}),
                json.dumps({"ratings": {k: v for k, v in ratings().items() if k != "readme"}}),
                json.dumps({"ratings": {**ratings(), "extra": 3}}), json.dumps({"ratings": {**ratings(), "names": "4"}}),
                json.dumps({"ratings": ratings(), "score": 9}), "Sure! " + json.dumps({"ratings": ratings()})):
        assert parse_model_answer(bad, ins)[0] == "unparsable", bad


def test_a_model_reviews_every_solution_and_is_stored_as_a_model(endpoint, study, store, tmp_path):
    endpoint["answers"] = [(json.dumps({"ratings": ratings(5), "comment": "tidy"}), "stop"),
                           (json.dumps({"refused": "I do not review code"}), "stop"),
                           ("The code looks fine to me.", "stop")]
    config = tmp_path / "judge.yaml"
    config.write_text(f"name: judge\nmodel: judge-model\nprompt: standard\nbase_url: {endpoint['url']}\n"
                      "retries: 0\n")
    summary = ask_model(study, store, config)
    assert (summary.answered, summary.refused, summary.unparsable, summary.failed_calls) == (1, 1, 1, 0)
    assert len(endpoint["received"]) == 3  # one conversation per solution
    first = endpoint["received"][0]["messages"][1]["content"]
    assert "pkg/main.py" in first and '"comment_generated"' in first and "Strongly agree" in first
    tables = export_tables(study, store)
    assert {r["rater_kind"] for r in tables["ratings"]} == {"model"} and len(tables["ratings"]) == 14
    assert {r["status"] for r in tables["model_pages"]} == {"answered", "refused", "unparsable"}
    assert any("I do not review code" in r["raw"] for r in tables["model_pages"])
    assert analyze(study, tables).participants == 0  # a model is never counted as a person
