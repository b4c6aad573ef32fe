"""The entry points: measure a batch of programs, and name the analyzers behind the numbers."""

from __future__ import annotations

from collections.abc import Mapping

from evaluation._errors import MissingDependencyError
from evaluation.quality._assembly import QualityMeasures
from evaluation.quality._batch import Tables, measure_batch
from evaluation.quality._parallel import PARALLEL_MIN_PROGRAMS, measure_in_parallel
from evaluation.quality._semgrep import semgrep_binary, semgrep_version
from evaluation.quality._versions import distribution_version

__all__ = ["measure_quality", "analyzer_versions"]


def measure_quality(programs: Mapping[str, str], *, semgrep: bool | None = None,
                    workers: int = 1) -> dict[str, QualityMeasures]:
    """Measure a batch of programs; the result has the same keys as ``programs``.

    ``workers > 1`` splits a batch of at least
    :data:`~evaluation.quality._parallel.PARALLEL_MIN_PROGRAMS` programs over that many
    forked processes (the analyzers are pure Python, so one process uses one core); the
    numbers are the same as in one process. Call it from the main thread.

    ``programs`` maps arbitrary ids to program sources. ``semgrep=None`` runs semgrep
    when it is installed and leaves its column ``None`` otherwise; ``semgrep=True``
    requires it (:class:`~evaluation.MissingDependencyError` when it is missing);
    ``semgrep=False`` never runs it.

    A program that does not parse, contains a NUL byte, is not a string or cannot be
    encoded gets null measures with the reason in ``error``; the rest of the batch is
    measured as usual. The numbers depend only on the program text, not on the batch it
    is in, the temporary paths used or any configuration file in the working directory.
    """
    binary = semgrep_binary()
    if semgrep is True and binary is None:
        raise MissingDependencyError("semgrep", "semgrep", "Semgrep findings")
    use_semgrep = semgrep is not False and binary is not None
    if workers > 1 and len(programs) >= PARALLEL_MIN_PROGRAMS:
        return measure_in_parallel(programs, use_semgrep, workers)
    return measure_batch(programs, binary if use_semgrep else None, Tables())


def analyzer_versions() -> dict[str, str]:
    """Versions of the analyzers behind the measures, for results files and reports.

    Keys: flake8, pycodestyle, pyflakes, radon, bandit, semgrep; an analyzer that is not
    installed is reported as ``"not installed"``.
    """
    versions = {name: distribution_version(name)
                for name in ("flake8", "pycodestyle", "pyflakes", "radon", "bandit")}
    versions["semgrep"] = semgrep_version()
    return versions
