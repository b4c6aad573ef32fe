"""Responses in SQLite, saved page by page as participants submit them.

A participant is known only by a random resume token (the database keeps its SHA-256,
never the token) and a number; nothing else about them is stored. Each page is saved
in one transaction that replaces that page's earlier answers, so submitting a page
twice (after the back button, or after coming back with the link) keeps the last
answers and never duplicates one. The responses file belongs to one study: it records
the study's content hash and refuses to open under a different one, so answers about
one set of programs can never be mixed with another.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar

from codeassay._runfolder import now
from codeassay.review._defaults import SQLITE_BUSY_TIMEOUT_MS, TOKEN_BYTES
from codeassay.review._errors import ReviewError

__all__ = ["ResponseStore", "Writes", "Participant", "RaterKind", "PageStatus", "PROFILE_PAGE", "CHOICE_PAGE",
           "solution_page"]

RaterKind = Literal["human", "model"]
#: A model may decline or answer in a form that cannot be read; both are kept as such.
PageStatus = Literal["answered", "refused", "unparsable"]
PROFILE_PAGE = "profile"
CHOICE_PAGE = "choice"
_SCHEMA_VERSION = "1"
_T = TypeVar("_T")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS participants (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('human', 'model')),
    rater TEXT,
    solution_order TEXT NOT NULL,
    created_at TEXT NOT NULL,
    finished_at TEXT
);
CREATE TABLE IF NOT EXISTS pages (
    participant_id INTEGER NOT NULL REFERENCES participants(id),
    page TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('answered', 'refused', 'unparsable')),
    raw TEXT,
    saved_at TEXT NOT NULL,
    PRIMARY KEY (participant_id, page)
);
CREATE TABLE IF NOT EXISTS answers (
    participant_id INTEGER NOT NULL REFERENCES participants(id),
    page TEXT NOT NULL,
    item TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (participant_id, page, item)
);
"""


def solution_page(solution_id: str) -> str:
    """The page name under which a solution's answers are stored."""
    return f"solution:{solution_id}"


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Participant:
    """One participant (a person, or a model asked the same questions)."""

    id: int
    kind: RaterKind
    rater: str | None
    order: tuple[str, ...]
    finished: bool


class Writes:
    """The changes a store can make, on a connection inside a transaction the store opened."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def new_participant(self, order: Iterable[str], kind: RaterKind = "human",
                        rater: str | None = None) -> tuple[Participant, str]:
        """Register a participant with their order of solutions; returns it and its resume token."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        order = tuple(order)
        cursor = self._db.execute(
            "INSERT INTO participants (token_hash, kind, rater, solution_order, created_at) "
            "VALUES (?, ?, ?, ?, ?)", (_hash(token), kind, rater, json.dumps(order), now()))
        return Participant(cursor.lastrowid, kind, rater, order, False), token

    def finish(self, participant_id: int) -> None:
        """Mark the participant as having reached the end (kept if already set)."""
        self._db.execute("UPDATE participants SET finished_at = COALESCE(finished_at, ?) WHERE id = ?",
                         (now(), participant_id))

    def save_page(self, participant_id: int, page: str, answers: Mapping[str, str],
                  status: PageStatus = "answered", raw: str | None = None) -> None:
        """Replace the answers of one page."""
        self._db.execute("DELETE FROM answers WHERE participant_id = ? AND page = ?", (participant_id, page))
        self._db.executemany("INSERT INTO answers (participant_id, page, item, value) VALUES (?, ?, ?, ?)",
                             [(participant_id, page, item, str(value)) for item, value in answers.items()])
        self._db.execute("INSERT INTO pages (participant_id, page, status, raw, saved_at) VALUES (?, ?, ?, ?, ?) "
                         "ON CONFLICT (participant_id, page) DO UPDATE SET status = excluded.status, "
                         "raw = excluded.raw, saved_at = excluded.saved_at",
                         (participant_id, page, status, raw, now()))


class ResponseStore:
    """The responses file of one study. Safe to share between the server's threads."""

    def __init__(self, path: str | Path, study_hash: str) -> None:
        self.path = Path(path)
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None,
                                       timeout=SQLITE_BUSY_TIMEOUT_MS / 1000)
            self._db.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
            self._db.execute("PRAGMA journal_mode = WAL")
            # FULL: an answer acknowledged to a participant survives a power cut.
            self._db.execute("PRAGMA synchronous = FULL")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise ReviewError(f"{self.path}: not a usable responses file: {exc}") from None
        self._lock = threading.Lock()
        with self._transaction() as db:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
            if not meta:
                db.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", [
                    ("schema", _SCHEMA_VERSION), ("study_hash", study_hash),
                    ("secret", secrets.token_hex(32)), ("organiser_token", secrets.token_urlsafe(TOKEN_BYTES)),
                    ("created_at", now())])
                meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
        if meta.get("study_hash") != study_hash:
            self._db.close()
            raise ReviewError(f"{self.path}: these responses belong to another version of the study "
                              f"(its programs or questions changed; recorded {meta.get('study_hash')}, "
                              f"now {study_hash}); name a new responses file with --db to start afresh")
        self.secret = bytes.fromhex(meta["secret"])
        self.organiser_token: str = meta["organiser_token"]
        # Readers get a connection per thread: in WAL mode they never wait for the writer,
        # whose commit (an fsync) can take milliseconds.
        self._local = threading.local()
        self._readers: list[sqlite3.Connection] = []
        self._readers_lock = threading.Lock()

    # --- plumbing ------------------------------------------------------------------

    class _Tx:
        def __init__(self, store: "ResponseStore") -> None:
            self.store = store

        def __enter__(self) -> sqlite3.Connection:
            self.store._lock.acquire()
            self.store._db.execute("BEGIN IMMEDIATE")
            return self.store._db

        def __exit__(self, kind, exc, tb) -> None:
            try:
                self.store._db.execute("COMMIT" if kind is None else "ROLLBACK")
            finally:
                self.store._lock.release()

    def _transaction(self) -> "_Tx":
        return ResponseStore._Tx(self)

    def _read(self, sql: str, params: Iterable = ()) -> list[tuple]:
        reader = getattr(self._local, "db", None)
        if reader is None:
            reader = sqlite3.connect(self.path, check_same_thread=False, timeout=SQLITE_BUSY_TIMEOUT_MS / 1000)
            reader.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_TIMEOUT_MS}")
            self._local.db = reader
            # Not the writer's lock: a reader must never wait for a commit.
            with self._readers_lock:
                self._readers.append(reader)
        return reader.execute(sql, tuple(params)).fetchall()

    def close(self) -> None:
        """Close the file (the store is unusable afterwards)."""
        with self._lock, self._readers_lock:
            for reader in self._readers:
                reader.close()
            self._db.close()

    # --- participants ---------------------------------------------------------------

    def new_participant(self, order: Iterable[str], kind: RaterKind = "human",
                        rater: str | None = None) -> tuple[Participant, str]:
        """Register a participant with their order of solutions; returns it and its resume token."""
        with self._transaction() as db:
            return Writes(db).new_participant(order, kind, rater)

    def participant(self, token: str) -> Participant | None:
        """The participant holding this resume token, or None."""
        rows = self._read("SELECT id, kind, rater, solution_order, finished_at FROM participants "
                          "WHERE token_hash = ?", (_hash(token),))
        return self._participant(rows[0]) if rows else None

    @staticmethod
    def _participant(row: tuple) -> Participant:
        pid, kind, rater, order, finished = row
        return Participant(pid, kind, rater, tuple(json.loads(order)), finished is not None)

    def participants(self) -> list[Participant]:
        """Every participant, in the order they started."""
        return [self._participant(row) for row in
                self._read("SELECT id, kind, rater, solution_order, finished_at FROM participants ORDER BY id")]

    def finish(self, participant_id: int) -> None:
        """Mark the participant as having reached the end (kept if already set)."""
        with self._transaction() as db:
            Writes(db).finish(participant_id)

    # --- pages ---------------------------------------------------------------------

    def save_page(self, participant_id: int, page: str, answers: Mapping[str, str],
                  status: PageStatus = "answered", raw: str | None = None) -> None:
        """Replace the answers of one page in one transaction."""
        with self._transaction() as db:
            Writes(db).save_page(participant_id, page, answers, status, raw)

    def write_together(self, writes: Sequence[Callable[["Writes"], _T]]) -> list[_T | Exception]:
        """Run several writes in one transaction, so one commit (one wait for the disk)
        serves them all; each in its own savepoint, so one that fails is undone alone.

        Returns, in order, each write's result or the exception it raised. When the
        commit itself fails, it raises and none of the writes is kept.
        """
        results: list = []
        with self._transaction() as db:
            writes_on = Writes(db)
            for write in writes:
                db.execute("SAVEPOINT one_write")
                try:
                    results.append(write(writes_on))
                except Exception as exc:  # reported to that write's caller, the others go on
                    db.execute("ROLLBACK TO one_write")
                    results.append(exc)
                db.execute("RELEASE one_write")
        return results

    def page_answers(self, participant_id: int, page: str) -> dict[str, str]:
        """The saved answers of one page of one participant (empty when not saved)."""
        return dict(self._read("SELECT item, value FROM answers WHERE participant_id = ? AND page = ?",
                               (participant_id, page)))

    def saved_pages(self, participant_id: int) -> dict[str, PageStatus]:
        """The pages this participant has saved, with their status."""
        return dict(self._read("SELECT page, status FROM pages WHERE participant_id = ?", (participant_id,)))

    # --- reading everything --------------------------------------------------------

    def all_answers(self) -> list[tuple[int, str, str, str]]:
        """(participant id, page, item, value) of every saved answer, in a stable order."""
        return self._read("SELECT participant_id, page, item, value FROM answers "
                          "ORDER BY participant_id, page, item")

    def all_pages(self) -> list[tuple[int, str, str, str | None]]:
        """(participant id, page, status, raw model answer) of every saved page."""
        return self._read("SELECT participant_id, page, status, raw FROM pages ORDER BY participant_id, page")

    def counts(self) -> dict[str, int]:
        """How many participants started and finished, by kind."""
        out = {}
        for kind, started, finished in self._read(
                "SELECT kind, COUNT(*), COUNT(finished_at) FROM participants GROUP BY kind"):
            out[f"{kind}_started"] = started
            out[f"{kind}_finished"] = finished
        return out
