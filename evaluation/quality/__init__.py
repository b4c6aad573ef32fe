"""Quality measures of programs: style (flake8), complexity and length (radon), static
analysis findings (bandit, and semgrep when installed).

Each measure is reported raw, in the unit its tool produces; nothing is rescaled and no
composite score is formed (codeassay-paper §3.3). The measures are taken only for programs
that passed every hidden test; that gate belongs to the caller.

A batch is measured in a child process forked for it (several, with ``workers``), program
by program: each program is parsed once, and flake8 (one application for the batch),
bandit (one manager's tests) and radon (its Python API) are all given that tree and the
program's text from memory, so no analyzer parses a program again or reads it from disk.
The child starts with an empty stack (it is forked from a fresh thread) and measures with
a fixed recursion limit, every warning ignored and a CPU-time bound per program, so the
numbers never depend on the caller (see ``_bounded``). Semgrep, a separate binary, is one subprocess for the
whole batch, over the programs written once to a temporary directory. No analyzer is ever
started once per program. Handing text and tree over relies on a few internals of the
flake8 and bandit versions setup.cfg pins, and radon's logical-line count on a few of
radon's; each analyzer's module names them. With other versions the batch is written to
disk and read by the analyzers as their command lines read it, and radon counts each
program in full, with the same numbers.

Choices that change numbers, in one place:

* flake8 reads no configuration file (``--isolated``), selects E, W, F and C with an empty
  ignore list, so the codes flake8 hides by default (E121, E123, E126, E226, E24, E704,
  W503, W504) are counted, and runs with ``--disable-noqa``: a ``# noqa`` comment (or
  ``# flake8: noqa``) in a program does not hide its violations. Only flake8's own checkers
  (pycodestyle, pyflakes, mccabe) run, so installing a flake8 plugin cannot change the
  counts. The line length is pinned to PEP 8's 79. ``--max-complexity`` is left unset, so
  mccabe's C901 never fires: complexity is radon's column, not a style violation.
* bandit ignores ``# nosec`` (``ignore_nosec=True``): a program cannot hide its findings.
  Findings of every confidence level are counted, split by severity.
* radon's complexity is averaged over every function definition in the program, wherever
  it is nested: top-level functions, methods, closures and methods of nested classes, each
  counted once with radon's own per-function complexity (which already leaves nested
  functions out of their parent). Class blocks are not counted: radon derives a class's
  complexity from its methods, so counting it too would count those methods twice.
  Counting closures as blocks of their own keeps a program that puts its logic in an inner
  helper (``def solve(...): def dfs(...): ...``) from looking simpler than it is.
* Rates per 100 logical lines are ``None`` when the program has no logical line (a rate
  over zero lines is undefined, not zero).

One module per job: ``_measure`` holds the entry points, ``_bounded`` runs the child
processes, ``_parallel`` cuts a batch into their pieces and ``_batch`` measures a piece in
one of them; ``_program``
prepares a program and ``_assembly`` turns what the analyzers said into its
:class:`QualityMeasures`. ``_flake8``, ``_bandit``, ``_radon`` and ``_semgrep`` each hold
one analyzer, its fast path beside its plain path, and ``_versions`` the version checks.
"""

from evaluation.quality._assembly import QualityMeasures
from evaluation.quality._flake8 import WHITESPACE_CODES
from evaluation.quality._measure import analyzer_versions, measure_quality
from evaluation.quality._project import (
    DEVELOPMENT_MINUTES_PER_LINE,
    MAINTAINABILITY_THRESHOLDS,
    REMEDIATION_MINUTES,
    REMEDIATION_OVERRIDES,
    debt_rating,
    project_quality,
)

__all__ = ["WHITESPACE_CODES", "QualityMeasures", "measure_quality", "analyzer_versions", "project_quality",
           "debt_rating", "DEVELOPMENT_MINUTES_PER_LINE", "MAINTAINABILITY_THRESHOLDS", "REMEDIATION_MINUTES",
           "REMEDIATION_OVERRIDES"]
