"""bandit: findings by severity, one bandit manager's tests for a batch.

Findings of every confidence level are counted and ``# nosec`` comments are ignored
(``ignore_nosec=True``): a program cannot hide its findings. A crash on one program
fails only that program, as in bandit's ``run_tests``.

Fast path. It relies on internals of bandit 1.9.x (the range
:data:`~evaluation.quality._versions.PINNED_VERSIONS` pins). Each program's shared tree is
handed to a ``BanditNodeVisitor`` built with the manager's ``b_ma``, ``b_ts``, ``debug``
and ``metrics``, whose results land in the manager's ``results`` and ``skipped`` lists
(``process`` parses the program with ``ast.parse``, which returns a tree it is given).
Its traversal calls ``pre_visit``, ``visit`` and ``post_visit`` only for the node types
something reads (a ``visit_`` method, or a test in ``testset.tests``), and its
``BanditTester`` repeats ``run_tests`` (``testset.get_tests``, ``Context``, the
``RANKING`` constants) without the ``# nosec`` look-ups (``_get_nosecs_from_contexts``),
reporting an error in a test through ``report_error`` as bandit does.
:func:`in_memory_usable` checks the version and those methods.

Plain path. Outside that version, or without one of those methods, the programs are
written to the batch's folder and the manager runs over them as bandit's command line
does (``discover_files``, then ``run_tests``): slower, with the same numbers. The batch
reads from memory only when flake8 can too (``_batch.in_memory_supported``).
"""

from __future__ import annotations

import ast
import collections
import functools
import io
import os
import warnings
from types import SimpleNamespace
from typing import TYPE_CHECKING

from evaluation.quality._versions import version_within

if TYPE_CHECKING:
    from evaluation.quality._program import Program

__all__ = ["BanditRun", "import_bandit", "bandit_visitor_class", "in_memory_usable"]


def import_bandit() -> SimpleNamespace:
    """bandit's modules used here (imported on first use, as bandit is slow to import)."""
    with warnings.catch_warnings():
        # bandit 1.9 passes stevedore an argument stevedore 5.x deprecates, on import; the
        # warning is about bandit's code, not ours, and would fail runs that treat
        # warnings as errors. Only that message is silenced.
        warnings.filterwarnings("ignore", message="The verify_requirements argument",
                                category=DeprecationWarning)
        from bandit.core import config, constants, manager, node_visitor, tester
    return SimpleNamespace(config=config, constants=constants, manager=manager,
                           node_visitor=node_visitor, tester=tester)


class BanditRun:
    """One bandit manager for a batch, its tests run on each program's tree from memory,
    or over the programs' files in a folder."""

    def __init__(self) -> None:
        self._bandit = import_bandit()
        self._manager = self._bandit.manager.BanditManager(
            self._bandit.config.BanditConfig(), "file", quiet=True, ignore_nosec=True)
        self._scanned: list[str] = []

    def scan(self, program: Program) -> None:
        """What ``manager.run_tests()`` does for a file holding ``program``, on its tree.

        The results and the skipped files land in the manager's lists, where ``run_tests``
        puts them, so they are read back the same way either path.
        """
        manager = self._manager
        # A relative name, as bandit gives the files it discovers: the module name it
        # derives from it is the file's stem, with no look-up on disk.
        name = os.path.join(os.curdir, program.filename)
        try:
            visitor = bandit_visitor_class()(
                name, io.BytesIO(program.data), manager.b_ma, manager.b_ts, manager.debug,
                {}, manager.metrics)
            # bandit's own parse is skipped: ast.parse returns a tree it is given as it is.
            visitor.process(program.tree)
        except Exception:
            # As in run_tests: one file's crash fails that file, not the batch.
            manager.skipped.append((name, "exception while scanning file"))
            return
        manager.results.extend(visitor.tester.results)
        self._scanned.append(name)

    def scan_files(self, programs: list[Program], folder: str) -> None:
        """Run the manager over the programs' files in ``folder``."""
        self._manager.discover_files([os.path.join(folder, p.filename) for p in programs])
        self._manager.run_tests()
        self._scanned.extend(self._manager.files_list)

    def outcome(self, programs: list[Program]
                ) -> tuple[dict[str, list[tuple[str, str]]], dict[str, str]]:
        """Per file name, (severity, test id) of each finding; per file name, why bandit
        failed."""
        low = self._bandit.constants.LOW
        findings: dict[str, list[tuple[str, str]]] = collections.defaultdict(list)
        for issue in self._manager.get_issue_list(sev_level=low, conf_level=low):
            findings[os.path.basename(issue.fname)].append((issue.severity, issue.test_id))
        failures = {os.path.basename(name): f"bandit: {reason}"
                    for name, reason in self._manager.get_skipped()}
        scanned = {os.path.basename(name) for name in self._scanned}
        for program in programs:
            name = program.filename
            if name not in scanned and name not in failures:
                failures[name] = "bandit: the file was not scanned"
        return dict(findings), failures


@functools.cache
def bandit_visitor_class() -> type:
    """bandit's node visitor without the work whose result is never used here, built on
    first use (bandit is imported lazily).

    bandit builds a context for every node of the tree (line range, copies, debug
    logging) and looks up its tests, but only a few node types have tests or a visitor
    method; for the rest (names, loads, operators: about 85 % of the nodes) the context
    is discarded unread. Its tester also looks for ``# nosec`` comments around every test
    that runs, though with ``ignore_nosec`` there are none. Skipping that work, and
    bandit's own parse of the program, halves bandit's time (about 7 ms of CPU per program
    of the benchmark, 3.5 ms after).
    """
    bandit = import_bandit()

    from bandit.core.context import Context

    ranking = bandit.constants.RANKING
    ranking_values = bandit.constants.RANKING_VALUES

    class Tester(bandit.tester.BanditTester):
        """bandit's tester, without the ``# nosec`` look-ups when there is nothing to look
        up (always, with ``ignore_nosec``)."""

        def _get_nosecs_from_contexts(self, context, test_result=None):
            if not self.nosec_lines:
                return None  # what the look-up finds in an empty table
            return super()._get_nosecs_from_contexts(context, test_result)

        def run_tests(self, raw_context, checktype):
            """bandit's ``run_tests`` for a file with no ``# nosec`` table: the same tests,
            each on its own copy of the context, the same results and scores, an error in
            a test reported and skipped as bandit does. Only the per-test look-ups that
            serve the table are left out; this runs about 30 tests for every call in a
            program, and those look-ups were about a tenth of bandit's work."""
            if self.nosec_lines:
                return super().run_tests(raw_context, checktype)
            scores = {"SEVERITY": [0] * len(ranking), "CONFIDENCE": [0] * len(ranking)}
            for test in self.testset.get_tests(checktype):
                temp_context = raw_context.copy()
                context = Context(temp_context)
                try:
                    if hasattr(test, "_config"):
                        result = test(context, test._config)
                    else:
                        result = test(context)
                    if result is not None:
                        self._keep(result, test, temp_context, scores)
                except Exception as error:
                    self.report_error(test.__name__, context, error)
                    if self.debug:
                        raise
            return scores

        def _keep(self, result, test, temp_context, scores) -> None:
            """Complete a finding from its context and record it, as ``run_tests`` does."""
            filename = temp_context["filename"]
            result.fname = filename.decode("utf-8") if isinstance(filename, bytes) else filename
            result.fdata = temp_context["file_data"]
            if result.lineno is None:
                result.lineno = temp_context["lineno"]
            if result.linerange == []:
                result.linerange = temp_context["linerange"]
            if result.col_offset == -1:
                result.col_offset = temp_context["col_offset"]
            result.end_col_offset = temp_context.get("end_col_offset", 0)
            result.test = test.__name__
            if result.test_id == "":
                result.test_id = test._test_id
            self.results.append(result)
            scores["SEVERITY"][ranking.index(result.severity)] += ranking_values[result.severity]
            scores["CONFIDENCE"][ranking.index(result.confidence)] += (
                ranking_values[result.confidence])

    visited = frozenset(name.removeprefix("visit_")
                        for name in dir(bandit.node_visitor.BanditNodeVisitor)
                        if name.startswith("visit_"))

    class Visitor(bandit.node_visitor.BanditNodeVisitor):
        """bandit's visitor, building contexts only for node types something reads them for."""

        def __init__(self, *args) -> None:
            super().__init__(*args)
            self.tester = Tester(self.testset, self.debug, self.nosec_lines, self.metrics)
            self._relevant = visited | self.testset.tests.keys()

        def generic_visit(self, node) -> None:
            """bandit's traversal, with the parent and sibling links its tests read set on
            every node, but contexts built and tests run only for the relevant nodes.

            The same walk as bandit's; only the check for relevance is made once per node
            here instead of in each of ``pre_visit``, ``visit`` and ``post_visit``.
            """
            relevant = self._relevant
            for name in node._fields:
                value = getattr(node, name, None)
                if isinstance(value, ast.AST):
                    value = [value]  # a lone child: no sibling, as bandit sets it
                elif not isinstance(value, list):
                    continue
                last = len(value) - 1
                for index, item in enumerate(value):
                    if not isinstance(item, ast.AST):
                        continue
                    item._bandit_sibling = value[index + 1] if index < last else None
                    item._bandit_parent = node
                    if item.__class__.__name__ in relevant:
                        if self.pre_visit(item):
                            self.visit(item)
                            self.generic_visit(item)
                            self.post_visit(item)
                    else:
                        self.depth += 1
                        self.generic_visit(item)
                        self.depth -= 1

    return Visitor


def in_memory_usable() -> bool:
    """Whether bandit's tests can be run on a program's tree from memory (see above)."""
    if not version_within("bandit"):
        return False
    bandit = import_bandit()
    visitor = bandit.node_visitor.BanditNodeVisitor
    return (all(callable(getattr(visitor, name, None))
                for name in ("pre_visit", "visit", "post_visit", "process"))
            and all(callable(getattr(bandit.tester.BanditTester, name, None))
                    for name in ("run_tests", "_get_nosecs_from_contexts", "report_error")))
