"""The output folder of a run: keyed JSONL logs that survive an interruption, atomic
writes, and the run file that refuses to mix two runs' settings.

Shared by ``codeassay generate``, ``codeassay project generate|evaluate`` and
``codeassay review ask-model``: each keeps its requests and results this way, so a rerun
resumes where the last one stopped and never repeats an answered call.
"""

from __future__ import annotations

import json
import os
import threading
from datetime import datetime, timezone
from pathlib import Path

from codeassay._protocol import GenerationError

__all__ = ["JsonlLog", "record_key", "now", "write_atomic", "record_session", "RUN_FILE"]

#: The settings and sessions of a run, in its output folder.
RUN_FILE = "run.json"


class JsonlLog:
    """An append-only JSONL file of records keyed by ``key``; the last good record wins."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.records: dict[str, dict] = {}
        self._lock = threading.Lock()
        if path.exists():
            raw = path.read_bytes()
            if raw and not raw.endswith(b"\n"):
                # An interrupted write left half a line: drop it, it was never finished.
                raw = raw[: raw.rfind(b"\n") + 1]
                path.write_bytes(raw)
            for number, line in enumerate(raw.decode("utf-8").splitlines(), start=1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except ValueError as exc:
                    raise GenerationError(f"{path}:{number}: not valid JSON ({exc}); the output "
                                          "folder is damaged, start a new one with --out") from None
                self._keep(record)

    def _keep(self, record: dict) -> None:
        if record.get("ok", True):
            self.records[record["key"]] = record

    def append(self, record: dict) -> None:
        """Write one record and flush it, so an interruption loses at most this line."""
        line = json.dumps(record, ensure_ascii=False) + "\n"
        with self._lock:
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(line)
                handle.flush()
                os.fsync(handle.fileno())
            self._keep(record)


def record_key(task_id: str, attempt: int) -> str:
    """The key of one call in a request log: ``<task>/<attempt>``."""
    return f"{task_id}/{attempt}"


def now() -> str:
    """The current UTC time, to the second, as ISO 8601."""
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step: a reader never sees half a file."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def record_session(out: Path, settings: dict, session: dict, fresh: dict) -> None:
    """Append ``session`` to the run file of ``out``, or start it as ``fresh``; refuse a
    folder whose run was made with other settings (resuming it would mix two runs)."""
    path = out / RUN_FILE
    if path.exists():
        try:
            run = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise GenerationError(f"{path}: not valid JSON ({exc})") from None
        before = run.get("settings", {})
        changed = sorted(k for k in set(before) | set(settings) if before.get(k) != settings.get(k))
        if changed:
            raise GenerationError(f"{out} holds a run made with other settings "
                                  f"({', '.join(changed)} differ); give another --out folder")
        run.setdefault("sessions", []).append(session)
    else:
        run = fresh
    write_atomic(path, json.dumps(run, indent=2) + "\n")
