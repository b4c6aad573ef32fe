"""The content hash that ties every result to the exact ground truth it was graded on."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence

__all__ = ["content_hash"]


def content_hash(grading_rows: Sequence[Mapping]) -> str:
    """SHA-256 of the grading rows (sorted by task id) in canonical JSON.

    The builder stores it in the card and the manifest; ``evaluate`` recomputes it from
    the rows it grades against, so a result can never silently mix two versions.
    """
    rows = sorted((dict(row) for row in grading_rows), key=lambda row: row["task_id"])
    canonical = json.dumps(rows, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()
