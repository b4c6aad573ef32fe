"""The entry points: measure a batch of programs, and name the analyzers behind the numbers."""

from __future__ import annotations

from collections.abc import Mapping

from evaluation._errors import MissingDependencyError
from evaluation.quality import _semgrep
from evaluation.quality._assembly import QualityMeasures
from evaluation.quality._bounded import measure_pieces
from evaluation.quality._parallel import plan_pieces
from evaluation.quality._versions import distribution_version

__all__ = ["measure_quality", "analyzer_versions"]


def measure_quality(programs: Mapping[object, object], *, semgrep: bool | None = None,
                    workers: int = 1) -> dict[object, QualityMeasures]:
    """Measure a batch of programs; the result has the same keys as ``programs``.

    The batch is measured in a child process forked from this one (``workers > 1``
    splits a batch of at least :data:`~evaluation.quality._parallel.PARALLEL_MIN_PROGRAMS`
    programs over that many children; the analyzers are pure Python, so one process uses
    one core); the numbers are the same either way, and the same whatever this process's
    warning filters and stack depth (see ``_bounded``).

    ``programs`` maps arbitrary ids to program sources. ``semgrep=None`` runs semgrep
    when it is installed and leaves its column ``None`` otherwise; ``semgrep=True``
    requires it (:class:`~evaluation.MissingDependencyError` when it is missing);
    ``semgrep=False`` never runs it.

    A program that does not parse, contains a NUL byte, is not a string or cannot be
    encoded gets null measures with the reason in ``error``, and so does one whose
    measurement takes over :data:`~evaluation.QUALITY_CPU_LIMIT_S` seconds of CPU time;
    the rest of the batch is measured as usual. The numbers depend only on the program
    text, not on the batch it is in, the temporary paths used, any configuration file in
    the working directory, or the caller's warning filters and recursion depth.
    """
    binary = _semgrep.semgrep_binary()
    if semgrep is True and binary is None:
        raise MissingDependencyError("semgrep", "semgrep", "Semgrep findings")
    use_semgrep = semgrep is not False and binary is not None
    if not programs:
        return {}
    keys, sources = list(programs), list(programs.values())
    pieces = plan_pieces(sources, workers, use_semgrep)
    measured = measure_pieces(sources, pieces, binary if use_semgrep else None, workers)
    return dict(zip(keys, measured))


def analyzer_versions() -> dict[str, str]:
    """Versions of the analyzers behind the measures, for results files and reports.

    Keys: flake8, pycodestyle, pyflakes, radon, bandit, semgrep; an analyzer that is not
    installed is reported as ``"not installed"``.
    """
    versions = {name: distribution_version(name)
                for name in ("flake8", "pycodestyle", "pyflakes", "radon", "bandit")}
    versions["semgrep"] = _semgrep.semgrep_version()
    return versions
