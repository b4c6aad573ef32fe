"""A small review study on disk and a participant who answers it over HTTP.

The study has three solutions as folders (a README and Python files). One file would
leave a marker file behind if anything ever ran it, and its text holds markup that must
reach a page escaped. ``answer_study`` plays one participant (with httpx, or with the
lighter ``LightBrowser`` that ``crowd`` uses for many at once), through the same forms a
browser posts, and returns what it posted so a test can compare the export.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

#: A line in a solution file that would create this file if the code were ever executed.
MARKER = "EXECUTED_MARKER"
HOSTILE = "<script>alert('x')</script>"

_CSRF = re.compile(r'name="csrf_token" value="([0-9a-f]+)"')
_STATEMENT = re.compile(r'name="st:([A-Za-z0-9._-]+)" value="1"')
_TOKEN = re.compile(r"/p/([A-Za-z0-9_-]+)/")


def write_study(root: Path, solutions: int = 3, extra: str = "") -> Path:
    """Write ``root/review.yaml`` with ``solutions`` folder solutions and their figures."""
    root.mkdir(parents=True, exist_ok=True)
    entries = []
    for i in range(1, solutions + 1):
        folder = root / "runs" / f"model-{i}"
        (folder / "pkg").mkdir(parents=True, exist_ok=True)
        (folder / "README.md").write_text(f"# Tool {i}\n\nRun `python -m pkg` to build the tree.\n")
        (folder / "pkg" / "__init__.py").write_text(f'"""Package {i}."""\n')
        (folder / "pkg" / "main.py").write_text(
            "from pathlib import Path\n\n"
            f"Path(__file__).resolve().parent.joinpath({MARKER!r}).write_text('ran')  # never happens\n\n"
            f"def build(n: int) -> list[int]:\n    \"\"\"Build {i}: {HOSTILE}\"\"\"\n"
            f"    return list(range(n * {i}))\n")
        (folder / "data.bin").write_bytes(b"\0\1\2binary")
        entries.append(f"  - model: model-{i}\n    folder: runs/model-{i}\n"
                       f"    figures: {{checkpoints_passed: {i * 2}, quality_issues: {10 - i}}}\n")
    path = root / "review.yaml"
    path.write_text("title: Test study\nsolutions:\n" + "".join(entries) + extra)
    return path


@dataclass
class Session:
    """What one simulated participant posted, and how long each request took."""

    token: str = ""
    ratings: dict = field(default_factory=dict)      # solution number -> {statement: answer}
    comments: dict = field(default_factory=dict)     # solution number -> text
    profile: dict = field(default_factory=dict)
    choice_number: int | None = None
    latencies: list = field(default_factory=list)


def _csrf(html: str) -> str:
    match = _CSRF.search(html)
    assert match, "page has no CSRF field"
    return match.group(1)


def answer_study(client, seed: int, *, comment: str | None = None) -> Session:
    """Take part once through every page with answers drawn from ``seed``; ``client`` is an
    ``httpx.Client`` with a base URL (its cookie jar is this participant's browser)."""
    rng = random.Random(seed)
    session = Session()

    def timed(method: str, url: str, **kwargs):
        start = time.perf_counter()
        response = client.request(method, url, **kwargs)
        session.latencies.append(time.perf_counter() - start)
        assert response.status_code < 400, (url, response.status_code, response.text[:500])
        return response

    page = timed("GET", "/")
    page = timed("POST", "/start", data={"csrf_token": _csrf(page.text), "consent": "yes"})
    page = timed("GET", page.headers["location"])
    while True:
        location = page.headers.get("location")
        if location:
            page = timed("GET", location)
            continue
        url = str(page.url)
        session.token = _TOKEN.search(url + "/").group(1)
        if url.endswith("/done"):
            return session
        form = {"csrf_token": _csrf(page.text)}
        if url.endswith("/profile"):
            form["pq:llm_experience"] = session.profile["llm_experience"] = "Regularly"
        elif "/s/" in url:
            number = int(url.rsplit("/", 1)[1])
            answers = {sid: rng.randint(1, 5) for sid in _STATEMENT.findall(page.text)}
            session.ratings[number] = answers
            form.update({f"st:{k}": str(v) for k, v in answers.items()})
            text = comment if comment is not None else f"participant {seed} on {number}"
            session.comments[number] = text
            form["comment"] = text
        elif url.endswith("/choice"):
            session.choice_number = 1 + rng.randrange(len(session.ratings))
            values = re.findall(r'name="choice" value="([^"]+)"', page.text)
            form["choice"] = values[session.choice_number - 1]
        page = timed("POST", url, data=form)


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class serving:
    """Run an ASGI app with uvicorn on a free local port in a thread (``with serving(app) as url``)."""

    def __init__(self, app) -> None:
        import uvicorn

        self.port = free_port()
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, access_log=False, log_level="warning",
                                lifespan="off")
        self.server = uvicorn.Server(config)

    def __enter__(self) -> str:
        import threading

        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the review server did not start")
            time.sleep(0.02)
        return f"http://127.0.0.1:{self.port}"

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)


@dataclass(frozen=True)
class Reply:
    """What ``answer_study`` reads of a response (the part of httpx's response it uses)."""

    status_code: int
    headers: dict
    text: str
    url: str


class LightBrowser:
    """One participant's browser on the standard library's HTTP client: one kept-alive
    connection and a cookie jar, with ``httpx.Client``'s ``request`` for the few calls
    ``answer_study`` makes. About a tenth of httpx's CPU per request, which matters when
    thirty of them share two cores with the server they measure."""

    def __init__(self, base_url: str, timeout: float = 60) -> None:
        import http.client
        from urllib.parse import urlsplit

        parts = urlsplit(base_url)
        self.base_url = base_url.rstrip("/")
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=timeout)
        self.cookies: dict[str, str] = {}

    def request(self, method: str, url: str, data: dict | None = None) -> Reply:
        from http.cookies import SimpleCookie
        from urllib.parse import urlencode, urlsplit

        path = urlsplit(url).path if "://" in url else url
        headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}
        body = None
        if data is not None:
            body = urlencode(data).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        text = response.read().decode("utf-8")
        for header in response.headers.get_all("set-cookie") or []:
            jar = SimpleCookie()
            jar.load(header)
            self.cookies.update({name: morsel.value for name, morsel in jar.items()})
        return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, text, self.base_url + path)

    def __enter__(self) -> "LightBrowser":
        return self

    def __exit__(self, *exc) -> None:
        self.connection.close()


#: The HTTP clients ``crowd`` can play participants with.
CLIENTS = ("light", "httpx")


def crowd(url: str, participants: int, client: str = "light") -> list[Session]:
    """``participants`` people answering the study at the same time, each in their own
    browser: a ``LightBrowser`` or an ``httpx.Client`` (``client`` names which)."""
    import threading

    import httpx

    sessions: list = [None] * participants
    errors: list = []
    barrier = threading.Barrier(participants)
    browser = {"light": LightBrowser, "httpx": lambda base: httpx.Client(base_url=base, timeout=60)}[client]

    def one(i: int) -> None:
        try:
            with browser(url) as own:
                barrier.wait()
                sessions[i] = answer_study(own, seed=i)
        except BaseException as exc:  # reported by the caller
            errors.append(exc)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(participants)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return sessions


def posted_vs_exported(sessions: list[Session], store, tables: dict) -> tuple[list, list]:
    """(every answer posted, every answer exported) as sorted lists of comparable tuples."""
    posted, exported = [], []
    for s in sessions:
        p = store.participant(s.token)
        for number, answers in s.ratings.items():
            posted += [("rating", p.id, p.order[number - 1], k, v) for k, v in answers.items()]
        posted += [("comment", p.id, p.order[n - 1], "comment", text) for n, text in s.comments.items()]
        posted.append(("choice", p.id, p.order[s.choice_number - 1], "choice", ""))
    exported += [("rating", r["participant"], r["solution"], r["statement"], r["answer"]) for r in tables["ratings"]]
    exported += [("comment", r["participant"], r["solution"], "comment", r["comment"]) for r in tables["comments"]]
    exported += [("choice", r["participant"], r["solution"], "choice", "") for r in tables["choices"]]
    return sorted(posted), sorted(exported)
