"""Named defaults of the review study: server limits, file bounds, storage settings."""

from __future__ import annotations

__all__ = [
    "DEFAULT_HOST",
    "DEFAULT_PORT",
    "DEFAULT_DB_NAME",
    "MAX_BODY_BYTES",
    "MAX_COMMENT_CHARS",
    "START_RATE_PER_MINUTE",
    "REQUEST_RATE_PER_MINUTE",
    "RATE_WINDOW_S",
    "MAX_FILES_PER_SOLUTION",
    "MAX_FILE_BYTES",
    "SKIPPED_DIRS",
    "TOKEN_BYTES",
    "SQLITE_BUSY_TIMEOUT_MS",
    "MIN_PARTICIPANTS_FOR_TESTS",
]

#: The server listens on the loopback interface unless told otherwise: a study is
#: published on purpose (behind a proxy or with --host), never by accident.
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
#: Responses file next to the study definition when none is named.
DEFAULT_DB_NAME = "responses.sqlite"

#: The largest request body accepted: a page of answers with a long comment fits many
#: times over; anything larger is refused before it is parsed.
MAX_BODY_BYTES = 64 * 1024
#: The longest free-text answer kept (a comment or a profile text).
MAX_COMMENT_CHARS = 5000
#: New participants one client address may start per window: room for a lab full of
#: people behind one address, not for a script filling the database.
START_RATE_PER_MINUTE = 120
#: Requests one client address may make per window (every page costs about three).
REQUEST_RATE_PER_MINUTE = 3000
#: Length of the sliding window both rates are counted over, in seconds.
RATE_WINDOW_S = 60.0

#: Bounds on what a solution folder may put in front of a participant.
MAX_FILES_PER_SOLUTION = 60
MAX_FILE_BYTES = 256 * 1024
#: Folders never shown from a solution: tool caches and environments, not the solution.
SKIPPED_DIRS = frozenset({"__pycache__", "node_modules", ".venv", "venv", ".git", ".mypy_cache",
                          ".pytest_cache", ".ruff_cache", ".tox"})

#: Random bytes in a participant's resume token and in the organiser token.
TOKEN_BYTES = 24
#: How long a writer waits for SQLite's lock before giving up (another process may hold it).
SQLITE_BUSY_TIMEOUT_MS = 10_000

#: Below this many complete participants the analysis reports no significance test.
MIN_PARTICIPANTS_FOR_TESTS = 3
