"""How a batch is cut into pieces for its child processes (see ``_bounded``): the analyzers
are pure Python, so one process uses one core, and a batch over several workers takes as
long as its slowest piece."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["PARALLEL_MIN_PROGRAMS", "PARALLEL_PIECE_PROGRAMS", "plan_pieces"]


#: Smallest batch that ``measure_quality(..., workers=N)`` splits over processes; below it
#: the cost of starting them outweighs the gain.
PARALLEL_MIN_PROGRAMS = 64
#: Programs per piece of work handed to a child process. The children take pieces as they
#: finish the previous one, so no child waits for another at the end of the batch. Each
#: piece costs a round trip to its child and its analyzers' set-up (about half a
#: millisecond), which pieces much smaller than this would start to show.
PARALLEL_PIECE_PROGRAMS = 16


def plan_pieces(sources: Sequence[object], workers: int, semgrep: bool) -> list[list[int]]:
    """Positions in ``sources`` in the pieces their children measure: one piece in one
    child below :data:`PARALLEL_MIN_PROGRAMS` programs or with one worker; otherwise
    pieces of :data:`PARALLEL_PIECE_PROGRAMS`, the longest programs first, or with semgrep
    (seconds to start) one piece per worker, so that each starts it once."""
    if workers <= 1 or len(sources) < PARALLEL_MIN_PROGRAMS:
        return [list(range(len(sources)))]
    if semgrep:
        return _split_evenly(sources, workers)
    order = _by_size(sources)
    return [order[i:i + PARALLEL_PIECE_PROGRAMS] for i in range(0, len(order), PARALLEL_PIECE_PROGRAMS)]


def _text_size(source: object) -> int:
    """How much text a program holds; a non-text program counts as empty (it is rejected
    at once)."""
    return len(source) if isinstance(source, str) else 0


def _by_size(sources: Sequence[object]) -> list[int]:
    """Positions in ``sources``, longest source text first. Children take pieces in order,
    so the last pieces, which decide when the batch ends, are the quickest ones."""
    return sorted(range(len(sources)), key=lambda i: _text_size(sources[i]), reverse=True)


def _split_evenly(sources: Sequence[object], parts: int) -> list[list[int]]:
    """Positions in ``sources`` in ``parts`` parts holding about as much source text each.

    The analyzers' time grows with a program's length and the batch takes as long as its
    slowest part, so the longest programs are placed first, each in the part with the
    least text so far; parts of equal counts could differ by several percent.
    """
    split: list[list[int]] = [[] for _ in range(parts)]
    loads = [0] * parts
    for position in _by_size(sources):
        lightest = loads.index(min(loads))
        split[lightest].append(position)
        loads[lightest] += _text_size(sources[position])
    return [part for part in split if part]
