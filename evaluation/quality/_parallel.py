"""A batch in pieces over forked worker processes (the analyzers are pure Python: one
process uses one core), with the same numbers as in one process."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from evaluation.quality._assembly import QualityMeasures
from evaluation.quality._batch import Tables, measure_batch, set_up_analyzers
from evaluation.quality._semgrep import semgrep_binary

__all__ = ["PARALLEL_MIN_PROGRAMS", "PARALLEL_PIECE_PROGRAMS", "measure_in_parallel"]


#: Smallest batch that ``measure_quality(..., workers=N)`` splits over processes; below it
#: the cost of starting them outweighs the gain.
PARALLEL_MIN_PROGRAMS = 64
#: Programs per piece of work handed to a worker process. The workers take pieces as they
#: finish the previous one, so no worker waits for another at the end of the batch. Each
#: piece costs a round trip to its worker and its analyzers' set-up (about half a
#: millisecond), which pieces much smaller than this would start to show.
PARALLEL_PIECE_PROGRAMS = 16


def measure_in_parallel(programs: Mapping[str, str], semgrep: bool,
                        workers: int) -> dict[str, QualityMeasures]:
    """``measure_quality`` of the batch in pieces, over ``workers`` forked processes."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    keys = list(programs)
    # semgrep takes seconds to start, so with semgrep each worker gets one piece and starts
    # it once; without it, small pieces are taken as workers become free.
    pieces = (_split_evenly(programs, workers) if semgrep
              else _pieces(programs, PARALLEL_PIECE_PROGRAMS))
    # fork: the children inherit the analyzers imported and set up here, so they start at
    # once. Set up here first: in a child the set-up would be lost with it, and paid again
    # by every child of every call (importing bandit alone is about 0.3 s of CPU).
    set_up_analyzers()
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork")) as pool:
        parts = list(pool.map(functools.partial(_measure_piece, semgrep=semgrep), pieces))
    merged = {key: value for part in parts for key, value in part.items()}
    return {key: merged[key] for key in keys}


#: The tables of a worker process of :func:`measure_in_parallel`. Empty in the parent,
#: which never uses them; the workers are forked for one call, so each starts the call with
#: them empty and keeps them over the pieces it measures, as one batch would.
_worker_tables = Tables()


def _measure_piece(programs: Mapping[str, str], semgrep: bool) -> dict[str, QualityMeasures]:
    """One piece of a batch, measured in a worker process."""
    return measure_batch(programs, semgrep_binary() if semgrep else None, _worker_tables)


def _text_size(source: object) -> int:
    """How much text a program holds; a non-text program counts as empty (it is rejected
    at once)."""
    return len(source) if isinstance(source, str) else 0


def _by_size(programs: Mapping[str, str]) -> list[str]:
    """The keys of ``programs``, longest source text first."""
    return sorted(programs, key=lambda key: _text_size(programs[key]), reverse=True)


def _pieces(programs: Mapping[str, str], size: int) -> list[dict[str, str]]:
    """``programs`` in pieces of ``size``, the longest programs in the first pieces.

    Workers take the pieces in order, so the last pieces, which decide when the batch
    ends, are the quickest ones.
    """
    keys = _by_size(programs)
    return [{key: programs[key] for key in keys[i:i + size]}
            for i in range(0, len(keys), size)]


def _split_evenly(programs: Mapping[str, str], parts: int) -> list[dict[str, str]]:
    """``programs`` in ``parts`` parts holding about as much source text each.

    The analyzers' time grows with a program's length and the batch takes as long as its
    slowest part, so the longest programs are placed first, each in the part with the
    least text so far; parts of equal counts could differ by several percent.
    """
    split: list[dict[str, str]] = [{} for _ in range(parts)]
    loads = [0] * parts
    for key in _by_size(programs):
        lightest = loads.index(min(loads))
        split[lightest][key] = programs[key]
        loads[lightest] += _text_size(programs[key])
    return split
