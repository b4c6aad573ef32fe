"""A scripted OpenAI-compatible server for offline end-to-end tests of conversations.

Each model name gets a responder: a function from the request's messages to the answer's
text. :func:`project_responder` answers a project's conversation prompt by prompt with the
files each prompt names (from the reference or a broken variant), and answers a fix-round
message with the reference's versions of the files the variant broke.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from codeassay.project import FIX_INTRO, render_files

USAGE = {"prompt_tokens": 120, "completion_tokens": 80, "total_tokens": 200}
Responder = Callable[[list[dict]], str]


class ScriptedOpenAI:
    """The server: ``respond[model] = responder``; ``received`` holds every request body."""

    def __init__(self) -> None:
        self.respond: dict[str, Responder] = {}
        self.received: list[dict] = []
        self._lock = threading.Lock()
        self._httpd = _Server(("127.0.0.1", 0), _handler(self))
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    def __enter__(self) -> "ScriptedOpenAI":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join()

    def answer(self, body: dict) -> str:
        with self._lock:
            self.received.append(body)
        return self.respond[body["model"]](body["messages"])


def _handler(server: ScriptedOpenAI):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:  # keep the test output clean
            pass

        def do_POST(self) -> None:  # noqa: N802 - the http.server naming
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            content = server.answer(body)
            payload = {"id": "chatcmpl-scripted", "object": "chat.completion", "created": 0,
                       "model": body["model"], "usage": USAGE,
                       "choices": [{"index": 0, "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": content}}]}
            data = json.dumps(payload).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
    return Handler


class _Server(ThreadingHTTPServer):
    daemon_threads = True


def project_responder(source, variant: str | None = None) -> Responder:
    """Answers a project's prompts with the files each names, from ``variant`` (a
    ``broken/`` folder name) or the reference; a fix round gets the reference's versions
    of the files the variant changed."""
    files = source.reference if variant is None else source.variant_files(variant)
    changed = {} if variant is None else {p: source.reference[p] for p in source.broken[variant] if p in source.reference}

    def respond(messages: list[dict]) -> str:
        last = messages[-1]["content"]
        if last.startswith(FIX_INTRO):
            return render_files(changed or dict(source.reference), "Sorry, here is the corrected code.")
        prompts = [m for m in messages if m["role"] == "user" and not m["content"].startswith(FIX_INTRO)]
        prompt = source.prompts[len(prompts) - 1]
        return render_files({path: files[path] for path in prompt.files})
    return respond
