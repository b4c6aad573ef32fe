"""A small in-memory stand-in for the Hugging Face Hub's HTTP API, for tests.

There is no official mock Hub and the real one is not reachable from a test run, so
this server answers the few endpoints that ``HfApi.create_repo``, ``upload_folder``,
``create_tag``, ``list_repo_refs``, ``hf_hub_download`` and ``datasets.load_dataset``
call, with the response shapes the real client parses. Everything lives in memory:
a repository is a list of commits (each a full snapshot of its files) plus branch and
tag pointers. Requests it does not know are recorded in ``unknown`` and answered 404,
so a test can show which endpoint a new client version started to need.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

__all__ = ["FakeHub", "Repo", "VALID_TOKEN"]

#: The token the server accepts for writes unless a test configures others.
VALID_TOKEN = "hf_test_valid_token"
#: Branch every repository starts with.
MAIN = "main"
#: Fixed commit time: the tests compare content, not clocks.
COMMIT_DATE = "2026-01-01T00:00:00.000Z"


def _git_blob_oid(data: bytes) -> str:
    """The git blob id the Hub reports for a regular (non-LFS) file."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


@dataclass
class Repo:
    """One repository: snapshots by commit id, and branch and tag pointers."""

    repo_type: str
    repo_id: str
    private: bool = False
    commits: dict[str, dict[str, bytes]] = field(default_factory=dict)
    branches: dict[str, str] = field(default_factory=dict)
    tags: dict[str, str] = field(default_factory=dict)
    messages: dict[str, str] = field(default_factory=dict)

    def resolve(self, revision: str) -> str | None:
        """Commit id of a branch, a tag or a (possibly abbreviated) commit id."""
        revision = unquote(revision)
        if revision in self.branches:
            return self.branches[revision]
        if revision in self.tags:
            return self.tags[revision]
        matches = [oid for oid in self.commits if oid.startswith(revision)] if len(revision) >= 7 else []
        return matches[0] if len(matches) == 1 else None

    def files(self, revision: str = MAIN) -> dict[str, bytes] | None:
        """The files at a revision, or None when the revision does not exist."""
        oid = self.resolve(revision)
        if oid is None:
            return {} if revision == MAIN and not self.commits else None
        return self.commits[oid]


class _QuietServer(ThreadingHTTPServer):
    """Clients drop kept-alive connections at exit; that is not worth a traceback."""

    def handle_error(self, request: object, client_address: object) -> None:
        pass


class FakeHub:
    """A threaded HTTP server on 127.0.0.1 (a free port) that behaves like a tiny Hub.

    ``tokens`` are accepted for writes; ``read_only_tokens`` are known but get 403 on a
    write (a token without write access); any other token, or none, gets 401 on a write.
    Reads of public repositories need no token. Use as a context manager; ``endpoint``
    is the URL to give ``HfApi(endpoint=...)`` or ``HF_ENDPOINT``.
    """

    def __init__(self, tokens: tuple[str, ...] = (VALID_TOKEN,), read_only_tokens: tuple[str, ...] = ()) -> None:
        self.tokens = set(tokens)
        self.read_only_tokens = set(read_only_tokens)
        self.repos: dict[tuple[str, str], Repo] = {}
        self.requests: list[tuple[str, str]] = []
        self.unknown: list[tuple[str, str]] = []
        self._lock = threading.Lock()
        self._server = _QuietServer(("127.0.0.1", 0), _handler_for(self))
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def endpoint(self) -> str:
        """Base URL of the server."""
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> "FakeHub":
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def repo(self, repo_id: str, repo_type: str = "dataset") -> Repo:
        """A repository that must exist."""
        return self.repos[(repo_type, repo_id)]

    def add_repo(self, repo_id: str, repo_type: str = "dataset", private: bool = False) -> Repo:
        """Create an empty repository, as if someone else had created it."""
        repo = Repo(repo_type, repo_id, private)
        self.repos[(repo_type, repo_id)] = repo
        return repo

    def commit(self, repo: Repo, files: dict[str, bytes], deleted: set[str], message: str,
               branch: str = MAIN) -> str:
        """Add a commit on ``branch`` applying ``files`` and ``deleted``; return its id."""
        with self._lock:
            parent = repo.branches.get(branch)
            snapshot = dict(repo.commits[parent]) if parent else {}
            snapshot.update(files)
            for path in deleted:
                snapshot.pop(path, None)
            digest = hashlib.sha1(repr((parent, sorted((p, _git_blob_oid(d)) for p, d in snapshot.items()),
                                        message)).encode())
            oid = digest.hexdigest()
            repo.commits[oid] = snapshot
            repo.messages[oid] = message
            repo.branches[branch] = oid
            return oid


#: Optional endpoints the client copes without (it falls back when they answer 404).
_NOT_SERVED = {"/api/agent-harnesses"}
_REPO = r"(?P<type>model|dataset|space)s/(?P<id>[^/]+/[^/]+)"
_ROUTES: list[tuple[str, re.Pattern, str]] = [
    ("POST", re.compile(r"^/api/repos/create$"), "create_repo"),
    ("POST", re.compile(r"^/api/validate-yaml$"), "validate_yaml"),
    ("POST", re.compile(rf"^/api/{_REPO}/preupload/(?P<rev>[^/]+)$"), "preupload"),
    ("POST", re.compile(rf"^/api/{_REPO}/commit/(?P<rev>[^/]+)$"), "commit"),
    ("POST", re.compile(rf"^/api/{_REPO}/tag/(?P<rev>[^/]+)$"), "create_tag"),
    ("GET", re.compile(rf"^/api/{_REPO}/refs$"), "refs"),
    ("GET", re.compile(rf"^/api/{_REPO}/tree/(?P<rev>[^/]+)(?:/(?P<path>.*))?$"), "tree"),
    ("POST", re.compile(rf"^/api/{_REPO}/paths-info/(?P<rev>[^/]+)$"), "paths_info"),
    ("GET", re.compile(rf"^/api/{_REPO}(?:/revision/(?P<rev>[^/]+))?$"), "info"),
    ("GET", re.compile(r"^/(?:(?P<type>dataset|space)s/)?(?P<id>[^/]+/[^/]+)/resolve/(?P<rev>[^/]+)/(?P<path>.+)$"),
     "resolve"),
    ("HEAD", re.compile(r"^/(?:(?P<type>dataset|space)s/)?(?P<id>[^/]+/[^/]+)/resolve/(?P<rev>[^/]+)/(?P<path>.+)$"),
     "resolve"),
]


def _handler_for(hub: FakeHub) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:  # keep test output clean
            pass

        # -- plumbing -------------------------------------------------------------------
        def _body(self) -> bytes:
            length = int(self.headers.get("Content-Length") or 0)
            return self.rfile.read(length) if length else b""

        def _send(self, status: int, body: bytes = b"", content_type: str = "application/json",
                  headers: dict[str, str] | None = None, head: bool = False) -> None:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.end_headers()
            if not head:
                self.wfile.write(body)

        def _json(self, status: int, payload: object, headers: dict[str, str] | None = None) -> None:
            self._send(status, json.dumps(payload).encode(), headers=headers)

        def _error(self, status: int, message: str, code: str | None = None, **extra: object) -> None:
            headers = {"X-Error-Message": message}
            if code:
                headers["X-Error-Code"] = code
            # A HEAD answer must not carry a body, or the kept-alive connection breaks.
            self._send(status, json.dumps({"error": message, **extra}).encode(), headers=headers,
                       head=self.command == "HEAD")

        def _token(self) -> str | None:
            auth = self.headers.get("Authorization", "")
            return auth[len("Bearer "):] if auth.startswith("Bearer ") else None

        def _authorized(self) -> bool:
            return self._token() in hub.tokens

        def _refuse_write(self) -> None:
            if self._token() in hub.read_only_tokens:
                self._error(403, "You don't have the rights to write to this namespace")
            else:
                self._error(401, "Invalid credentials in Authorization header")

        def _dispatch(self, method: str) -> None:
            url = urlsplit(self.path)
            hub.requests.append((method, url.path))
            for route_method, pattern, name in _ROUTES:
                match = pattern.match(url.path)
                if route_method == method and match:
                    params = {k: v for k, v in match.groupdict().items()}
                    getattr(self, f"_{name}")(params, parse_qs(url.query), head=method == "HEAD")
                    return
            if method != "HEAD":
                self._body()
            if url.path not in _NOT_SERVED:
                hub.unknown.append((method, url.path))
            self._error(404, f"fake hub: no route for {method} {url.path}")

        def do_GET(self) -> None:  # noqa: N802 (http.server's naming)
            self._dispatch("GET")

        def do_HEAD(self) -> None:  # noqa: N802
            self._dispatch("HEAD")

        def do_POST(self) -> None:  # noqa: N802
            self._dispatch("POST")

        def _repo(self, params: dict, write: bool = False) -> Repo | None:
            repo_type = params.get("type") or "model"
            repo = hub.repos.get((repo_type, unquote(params["id"])))
            if repo is None or (repo.private and not self._authorized()):
                self._error(404, "Repository not found", "RepoNotFound")
                return None
            if write and not self._authorized():
                self._refuse_write()
                return None
            return repo

        # -- endpoints --------------------------------------------------------------------
        def _create_repo(self, params: dict, query: dict, head: bool = False) -> None:
            payload = json.loads(self._body() or b"{}")
            if not self._authorized():
                self._refuse_write()
                return
            repo_id = f"{payload['organization']}/{payload['name']}"
            repo_type = payload.get("type") or "model"
            prefix = "" if repo_type == "model" else f"{repo_type}s/"
            url = f"{hub.endpoint}/{prefix}{repo_id}"
            if (repo_type, repo_id) in hub.repos:
                # The Hub names the existing repository; the client reads "url" even on 409.
                self._error(409, f"You already created this {repo_type} repo", url=url)
                return
            hub.add_repo(repo_id, repo_type, private=payload.get("visibility") == "private")
            self._json(200, {"url": url, "name": repo_id})

        def _validate_yaml(self, params: dict, query: dict, head: bool = False) -> None:
            self._body()
            self._json(200, {"errors": [], "warnings": []})

        def _preupload(self, params: dict, query: dict, head: bool = False) -> None:
            payload = json.loads(self._body() or b"{}")
            if self._repo(params, write=True) is None:
                return
            # Every file goes inline in the commit: no LFS or Xet storage to emulate.
            files = [{"path": f["path"], "uploadMode": "regular", "shouldIgnore": False, "oid": None}
                     for f in payload.get("files", [])]
            self._json(200, {"files": files, "commitOid": None})

        def _commit(self, params: dict, query: dict, head: bool = False) -> None:
            body = self._body()
            repo = self._repo(params, write=True)
            if repo is None:
                return
            files, deleted, message = {}, set(), ""
            for line in body.splitlines():
                if not line.strip():
                    continue
                item = json.loads(line)
                value = item["value"]
                if item["key"] == "header":
                    message = value.get("summary", "")
                elif item["key"] == "file":
                    files[value["path"]] = base64.b64decode(value["content"])
                elif item["key"] == "deletedFile":
                    deleted.add(value["path"])
                else:
                    self._error(400, f"fake hub: unsupported commit operation {item['key']!r}")
                    return
            oid = hub.commit(repo, files, deleted, message, branch=unquote(params["rev"]))
            prefix = "" if repo.repo_type == "model" else f"{repo.repo_type}s/"
            self._json(200, {"commitUrl": f"{hub.endpoint}/{prefix}{repo.repo_id}/commit/{oid}",
                             "commitOid": oid, "success": True})

        def _create_tag(self, params: dict, query: dict, head: bool = False) -> None:
            payload = json.loads(self._body() or b"{}")
            repo = self._repo(params, write=True)
            if repo is None:
                return
            oid = repo.resolve(params["rev"])
            if oid is None:
                self._error(404, f"Revision not found: {params['rev']}", "RevisionNotFound")
            elif payload["tag"] in repo.tags:
                self._error(409, f"Tag {payload['tag']} already exists")
            else:
                repo.tags[payload["tag"]] = oid
                self._json(200, {})

        def _refs(self, params: dict, query: dict, head: bool = False) -> None:
            repo = self._repo(params)
            if repo is None:
                return

            def ref(kind: str, name: str, oid: str) -> dict:
                return {"name": name, "ref": f"refs/{kind}/{name}", "targetCommit": oid}

            self._json(200, {"branches": [ref("heads", n, o) for n, o in repo.branches.items()],
                             "tags": [ref("tags", n, o) for n, o in repo.tags.items()], "converts": []})

        def _entries(self, files: dict[str, bytes], prefix: str, recursive: bool) -> list[dict]:
            prefix = prefix.strip("/")
            entries, folders = [], set()
            for path in sorted(files):
                if prefix and not path.startswith(prefix + "/"):
                    continue
                rest = path[len(prefix) + 1:] if prefix else path
                if "/" in rest:
                    parts = rest.split("/")
                    for depth in range(1, len(parts) if recursive else 2):
                        folders.add("/".join(([prefix] if prefix else []) + parts[:depth]))
                    if not recursive:
                        continue
                entries.append(self._file_entry(path, files[path]))
            entries += [{"type": "directory", "path": p, "oid": _git_blob_oid(p.encode()), "size": 0}
                        for p in sorted(folders)]
            return entries

        @staticmethod
        def _file_entry(path: str, data: bytes) -> dict:
            return {"type": "file", "path": path, "size": len(data), "oid": _git_blob_oid(data)}

        def _tree(self, params: dict, query: dict, head: bool = False) -> None:
            repo = self._repo(params)
            if repo is None:
                return
            files = repo.files(params["rev"])
            if files is None:
                self._error(404, f"Revision not found: {params['rev']}", "RevisionNotFound")
                return
            recursive = query.get("recursive", ["false"])[0].lower() in ("1", "true")
            self._json(200, self._entries(files, unquote(params.get("path") or ""), recursive))

        def _paths_info(self, params: dict, query: dict, head: bool = False) -> None:
            body = self._body()
            repo = self._repo(params)
            if repo is None:
                return
            files = repo.files(params["rev"])
            if files is None:
                self._error(404, f"Revision not found: {params['rev']}", "RevisionNotFound")
                return
            if self.headers.get("Content-Type", "").startswith("application/json"):
                paths = json.loads(body or b"{}").get("paths", [])
            else:
                paths = parse_qs(body.decode()).get("paths", [])
            found = []
            for path in paths:
                if path in files:
                    found.append(self._file_entry(path, files[path]))
                elif any(p.startswith(path.rstrip("/") + "/") for p in files):
                    found.append({"type": "directory", "path": path, "oid": _git_blob_oid(path.encode())})
            self._json(200, found)

        def _info(self, params: dict, query: dict, head: bool = False) -> None:
            repo = self._repo(params)
            if repo is None:
                return
            revision = params.get("rev") or MAIN
            files = repo.files(revision)
            if files is None:
                self._error(404, f"Revision not found: {revision}", "RevisionNotFound")
                return
            oid = repo.resolve(revision)
            self._json(200, {
                "_id": hashlib.sha1(repo.repo_id.encode()).hexdigest()[:24], "id": repo.repo_id,
                "author": repo.repo_id.split("/")[0], "sha": oid, "private": repo.private,
                "disabled": False, "gated": False, "downloads": 0, "likes": 0, "tags": [],
                "lastModified": COMMIT_DATE, "createdAt": COMMIT_DATE,
                "siblings": [{"rfilename": p, "size": len(d)} for p, d in sorted(files.items())],
            })

        def _resolve(self, params: dict, query: dict, head: bool = False) -> None:
            repo = self._repo(params)
            if repo is None:
                return
            oid = repo.resolve(params["rev"])
            path = unquote(params["path"])
            if oid is None:
                self._error(404, f"Revision not found: {params['rev']}", "RevisionNotFound")
                return
            files = repo.commits[oid]
            if path not in files:
                self._error(404, f"Entry not found: {path}", "EntryNotFound")
                return
            data = files[path]
            self._send(200, data, "application/octet-stream",
                       {"ETag": f'"{_git_blob_oid(data)}"', "X-Repo-Commit": oid}, head=head)

    return Handler
