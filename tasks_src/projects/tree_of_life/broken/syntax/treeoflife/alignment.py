"""Needleman-Wunsch global alignment scores."""

from __future__ import annotations

import numpy as np

from treeoflife import config


def alignment_score(first: str, second: str, match: int = config.MATCH_SCORE,
                    mismatch: int = config.MISMATCH_SCORE, gap: int = config.GAP_SCORE) -> int:
    """The best score of a global alignment of ``first`` and ``second``.

    The table is filled one row at a time with numpy. A cell is the best of the diagonal
    move (match or mismatch), the move down (a gap in ``second``) and the move right (a
    gap in ``first``). The move right depends on the cell just computed; with a linear gap
    penalty, ``row[j] = max(t[j], row[j-1] + gap)`` unrolls to
    ``max over k <= j of t[k] + (j - k) * gap``, a running maximum, so a whole row needs no
    Python loop.
    """
    a = np.frombuffer(first.encode("ascii"), dtype=np.uint8)
    b = np.frombuffer(second.encode("ascii"), dtype=np.uint8)
    steps = np.arange(len(b) + 1, dtype=np.int64) * gap
    row = steps.copy()
    for i in range(1, len(a) + 1)
        pair = np.where(b == a[i - 1], match, mismatch)
        best = np.empty_like(row)
        best[0] = i * gap
        best[1:] = np.maximum(row[:-1] + pair, row[1:] + gap)
        row = np.maximum.accumulate(best - steps) + steps
    return int(row[-1])
