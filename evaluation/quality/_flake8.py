"""flake8: violations per code, one flake8 application for a batch.

Only flake8's own checkers run (pycodestyle, pyflakes, mccabe), with the options the
package docstring lists. The programs of a batch are checked one after the other in this
process, as flake8's serial mode does, except that a checker crashing on one program
fails only that program.

Fast path. It relies on internals of flake8 7.x and of the pyflakes 3.2 to 4.x flake8 7
requires (the ranges :data:`~evaluation.quality._versions.PINNED_VERSIONS` pins). Each
piece is chosen on its own, once per process, when it is first needed:

* In memory (:func:`in_memory_usable`): a program is checked from its text and the
  shared tree instead of its file, through ``FileChecker._make_processor`` building a
  ``FileProcessor`` given ``lines``. Needs flake8 in range and both of those. The batch
  reads from memory only when bandit can too (``_batch.in_memory_supported``).
* Token loop (:func:`flake8_classes`): ``FileChecker.process_tokens`` is repeated,
  calling ``check_physical_eol`` only for the tokens it acts on. Needs flake8 in range,
  ``FileChecker.check_physical_eol``, ``handle_newline``, ``run_physical_checks`` and
  ``run_logical_checks``, and ``processor.count_parentheses`` and ``processor.NEWLINE``.
* Builtins (:func:`_with_quick_builtins`): pyflakes' checker binds the builtin names of
  a new module scope directly. Needs pyflakes in range, ``Checker.addBinding``, and
  flake8's ``FlakesChecker`` with ``_builtins`` and ``_with_doctest``.
* Remembered checks (:func:`_with_remembered_checks`): the pycodestyle checks that read
  only the logical line run once per distinct line. Needs flake8 in range and its
  generated ``flake8.plugins.pycodestyle.pycodestyle_logical`` function.

Plain path. Where a piece's version or internal is missing, flake8's own code runs
instead: the programs are written to the batch's folder and read by flake8's file
checker (:meth:`Flake8Run.check_file`), flake8's own token loop, pyflakes' own checker,
the generated plugin as flake8 built it. The numbers are the same; the tests measure
every piece both ways. On both paths the file checker's ``report`` skips looking up the
source line of a violation, which serves only ``# noqa`` matching, disabled here.
"""

from __future__ import annotations

import argparse
import ast
import collections
import functools
import inspect
import io
import os
import tokenize
from collections.abc import Callable
from types import FunctionType
from typing import TYPE_CHECKING

from evaluation.quality._versions import version_within

if TYPE_CHECKING:
    from flake8 import checker
    from flake8.plugins.finder import Checkers

    from evaluation.quality._program import Program

__all__ = [
    "WHITESPACE_CODES",
    "FLAKE8_SELECT",
    "FLAKE8_MAX_LINE_LENGTH",
    "Flake8Run",
    "flake8_setup",
    "flake8_classes",
    "in_memory_usable",
]


#: pycodestyle codes that are about whitespace only: indentation, spaces around tokens,
#: blank lines, trailing whitespace, and where a line breaks around a binary operator.
#: Taken from the list of error codes in pycodestyle's documentation (2.15, "Error codes"
#: table): E101, E111-E117, E121-E129, E131, E133, E201-E204, E211, E221-E228, E231,
#: E241-E242, E251-E252, E261, E271-E275, E301-E306, W191, W291-W293, W391, W503, W504.
#: E262, E265 and E266 (spacing inside a comment: "inline comment should start with '# '",
#: "block comment should start with '# '", "too many leading '#'") are deliberately NOT
#: included: they are borderline, about how a comment is written as much as about
#: whitespace, so they stay in the "excluding whitespace" count.
#: E133 only fires with ``--hang-closing``, which is off; it is listed for completeness.
WHITESPACE_CODES: frozenset[str] = frozenset({
    "E101",
    "E111", "E112", "E113", "E114", "E115", "E116", "E117",
    "E121", "E122", "E123", "E124", "E125", "E126", "E127", "E128", "E129",
    "E131", "E133",
    "E201", "E202", "E203", "E204",
    "E211",
    "E221", "E222", "E223", "E224", "E225", "E226", "E227", "E228",
    "E231",
    "E241", "E242",
    "E251", "E252",
    "E261",
    "E271", "E272", "E273", "E274", "E275",
    "E301", "E302", "E303", "E304", "E305", "E306",
    "W191",
    "W291", "W292", "W293",
    "W391",
    "W503", "W504",
})

#: flake8 code prefixes counted: pycodestyle errors and warnings, pyflakes, mccabe.
FLAKE8_SELECT: tuple[str, ...] = ("E", "W", "F", "C")
#: Maximum line length for E501: PEP 8's 79, pinned so that neither a config file nor a
#: change of flake8's default moves the numbers.
FLAKE8_MAX_LINE_LENGTH = 79
#: Distributions whose flake8 checkers run; any other installed flake8 plugin is left out.
_FLAKE8_CHECKER_PACKAGES = frozenset({"pycodestyle", "pyflakes", "mccabe"})
#: flake8 codes meaning the file could not be read or parsed, so its counts are incomplete.
_FLAKE8_FAILURE_CODES = frozenset({"E902", "E999"})


@functools.lru_cache(maxsize=1)
def flake8_setup() -> tuple[Checkers, argparse.Namespace]:
    """flake8's checkers (its own only) and options, built once per process.

    Finding plugins reads every installed distribution's metadata (tens of milliseconds),
    which would otherwise be paid again for every batch.
    """
    from flake8.options.parse_args import parse_args
    from flake8.plugins.finder import Checkers

    argv = [
        "--isolated",
        f"--select={','.join(FLAKE8_SELECT)}",
        "--ignore=",
        "--extend-ignore=",
        "--per-file-ignores=",
        "--disable-noqa",
        "--exclude=",
        f"--max-line-length={FLAKE8_MAX_LINE_LENGTH}",
        "--jobs=1",
    ]
    plugins, options = parse_args(argv)
    own = Checkers(
        tree=[_with_quick_builtins(p) for p in plugins.checkers.tree
              if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
        logical_line=[p for p in plugins.checkers.logical_line
                      if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
        physical_line=[p for p in plugins.checkers.physical_line
                       if p.plugin.package in _FLAKE8_CHECKER_PACKAGES],
    )
    return own, options


def _with_quick_builtins(plugin):
    """flake8's pyflakes plugin with a pyflakes checker that binds the builtin names of a
    new module scope directly; any other plugin as it is.

    pyflakes starts every file by binding each of about 160 builtin names through its
    general ``addBinding``, which looks each one up in every scope first: about 0.3 ms per
    file, a fifth of a one-line program's time and 2 % of a typical one's. In a new module
    scope the name is in no scope, and ``addBinding`` reduces to storing the binding. With
    versions outside ``_versions.PINNED_VERSIONS``, or without the pieces this relies on,
    the plugin is left as it is.
    """
    if plugin.plugin.package != "pyflakes" or not version_within("pyflakes"):
        return plugin
    import pyflakes.checker
    from flake8.plugins.pyflakes import FlakesChecker

    base = pyflakes.checker.Checker
    if not (plugin.obj is FlakesChecker and callable(getattr(base, "addBinding", None))
            and hasattr(FlakesChecker, "_builtins") and hasattr(FlakesChecker, "_with_doctest")):
        return plugin

    class Checker(base):
        """pyflakes' checker with the builtins bound directly (see above)."""

        def addBinding(self, node, value) -> None:
            scopes = self.scopeStack
            if (node is None and value.__class__ is pyflakes.checker.Builtin
                    and len(scopes) == 1 and value.name not in scopes[0]):
                scopes[0][value.name] = value
                return
            super().addBinding(node, value)

    class Flakes(FlakesChecker):
        """flake8's pyflakes plugin, running the checker above; the options flake8 sets on
        its plugin class (``_builtins``, ``_with_doctest``) are read from there."""

        def __init__(self, tree, filename: str) -> None:
            self._checker = Checker(tree, filename=filename, builtins=self._builtins,
                                    withDoctest=self._with_doctest)

    return plugin._replace(obj=Flakes)


#: The parameters of a pycodestyle check that reads the logical line and nothing else
#: (``noqa`` is a constant False in flake8).
_LINE_ONLY_PARAMETERS = frozenset({"logical_line", "noqa"})


def _with_remembered_checks(plugins: Checkers, remembered: dict[tuple, tuple]) -> Checkers:
    """``plugins`` with flake8's pycodestyle logical-line plugin running the checks that
    read only the logical line once per distinct line, their findings kept in
    ``remembered``.

    flake8's plugin is a generated function calling 25 pycodestyle checks in turn; 10 of
    them take the logical line alone (comparisons, keywords, operators, compound
    statements), and a logical line (strings blanked, comments dropped) recurs often in a
    batch of solutions: ``return result``, ``for i in range(n):``. The plugin's own code
    runs, given those 10 checks wrapped; the findings are offsets into the logical line,
    which flake8 maps to the physical position as before. About 3 % of a batch's work.
    With a flake8 outside ``_versions.PINNED_VERSIONS`` the plugins are returned unchanged.
    """
    if not version_within("flake8"):
        return plugins
    from flake8.plugins import pycodestyle as generated

    logical = getattr(generated, "pycodestyle_logical", None)
    if not inspect.isfunction(logical):
        return plugins
    namespace = dict(logical.__globals__)
    for name in _line_only_checks(logical):
        namespace[name] = _remembering(namespace[name], remembered)
    own = FunctionType(logical.__code__, namespace, logical.__name__,
                       logical.__defaults__, logical.__closure__)
    return plugins._replace(logical_line=[
        plugin._replace(obj=own) if plugin.obj is logical else plugin
        for plugin in plugins.logical_line])


@functools.cache
def _line_only_checks(logical: Callable) -> tuple[str, ...]:
    """The names the generated plugin ``logical`` calls checks by whose parameters are all
    in :data:`_LINE_ONLY_PARAMETERS`."""
    found = []
    for name in logical.__code__.co_names:
        check = logical.__globals__.get(name)
        if (inspect.isfunction(check) and inspect.isgeneratorfunction(check)
                and set(inspect.signature(check).parameters) <= _LINE_ONLY_PARAMETERS):
            found.append(name)
    return tuple(found)


def _remembering(check: Callable, remembered: dict[tuple, tuple]) -> Callable:
    """``check`` with its findings for each distinct argument tuple kept in ``remembered``."""
    def remembered_check(*args):
        key = (check, *args)
        findings = remembered.get(key)
        if findings is None:
            findings = remembered[key] = tuple(check(*args))
        return findings

    return remembered_check


class Flake8Run:
    """One flake8 application for a batch, its files checked one after the other in this
    process, as flake8's serial mode does, except that a checker crashing on one file
    (flake8 would abort the whole run) fails only that file."""

    def __init__(self, remembered: dict[tuple, tuple]) -> None:
        from flake8 import checker
        from flake8.style_guide import StyleGuideManager

        self._formatter_class, self._file_checker, self._in_memory_checker = (
            flake8_classes())
        plugins, template = flake8_setup()
        self._plugins = _with_remembered_checks(plugins, remembered)
        # The batch's own copy, so that the cached options stay as parsed; no file names:
        # the files are handed to the checkers one by one.
        self._options = argparse.Namespace(**vars(template))
        self._options.filenames = []
        self._formatter = self._formatter_class(self._options)
        guide = StyleGuideManager(self._options, self._formatter)
        # The manager only reports the results through the style guide: the files are
        # known, so flake8's discovery (which would find each of them as given) is skipped.
        self._manager = checker.Manager(style_guide=guide, plugins=self._plugins, argv=[])
        self._results: list[tuple[str, list, dict[str, int]]] = []
        self._failures: dict[str, str] = {}

    def check(self, program: Program) -> None:
        """Check ``program`` from memory: its lines and its tree."""
        self._run(program.filename, lambda: self._in_memory_checker(
            program=program, plugins=self._plugins, options=self._options))

    def check_file(self, program: Program, folder: str) -> None:
        """Check ``program`` by reading its file in ``folder``."""
        self._run(program.filename, lambda: self._file_checker(
            filename=os.path.join(folder, program.filename), plugins=self._plugins,
            options=self._options))

    def _run(self, name: str, make_checker: Callable[[], checker.FileChecker]) -> None:
        from flake8.exceptions import PluginExecutionFailed

        try:
            self._results.append(make_checker().run_checks())
        except PluginExecutionFailed as exc:
            self._failures[name] = (
                f"flake8: {exc.plugin_name} failed: {type(exc.original_exception).__name__}")

    def outcome(self, programs: list[Program]
                ) -> tuple[dict[str, collections.Counter[str]], dict[str, str]]:
        """Per file name, violations per code; and per file name, why flake8 failed on it."""
        self._manager.results = self._results
        self._manager.report()
        counts = dict(self._formatter.counts)
        failures = dict(self._failures)
        checked = {os.path.basename(name) for name, _, _ in self._results}
        for program in programs:
            name = program.filename
            if name not in checked and name not in failures:
                # Zero violations must mean "checked and clean", never "not looked at".
                failures[name] = "flake8: the file was not checked"
        for name, codes in counts.items():
            broken = sorted(_FLAKE8_FAILURE_CODES & codes.keys())
            if broken and name not in failures:
                failures[name] = f"flake8: could not check the file ({', '.join(broken)})"
        return counts, failures


@functools.cache
def flake8_classes() -> tuple[type, type, type]:
    """flake8's formatter and file checkers adapted to a batch, built on first use (flake8
    is imported lazily): (counting formatter, file checker, in-memory file checker)."""
    from flake8 import _compat, checker, processor
    from flake8.formatting.base import BaseFormatter

    # The token types check_physical_eol acts on whatever line they are on (see
    # process_tokens); the f-string and t-string types are -1 on Pythons without them.
    eol_candidates = frozenset({
        *getattr(processor, "NEWLINE", ()), tokenize.STRING,
        *(getattr(_compat, name, -1) for name in (
            "FSTRING_START", "FSTRING_END", "TSTRING_START", "TSTRING_END")),
    })
    # The token loop below repeats flake8's; with a flake8 whose loop may differ (outside
    # _versions.PINNED_VERSIONS, or missing a piece it calls), flake8's own loop runs.
    own_token_loop = (
        version_within("flake8")
        and all(callable(getattr(checker.FileChecker, name, None)) for name in (
            "check_physical_eol", "handle_newline", "run_physical_checks",
            "run_logical_checks"))
        and callable(getattr(processor, "count_parentheses", None))
        and hasattr(processor, "NEWLINE"))

    class CountingFormatter(BaseFormatter):
        """Counts violations per file and code instead of printing them."""

        def after_init(self) -> None:
            self.counts: dict[str, collections.Counter[str]] = collections.defaultdict(
                collections.Counter)

        def start(self) -> None:
            """Nothing to open: the counts stay in memory."""

        def stop(self) -> None:
            """Nothing to close."""

        def handle(self, error) -> None:
            self.counts[os.path.basename(error.filename)][error.code] += 1

        def format(self, error) -> str | None:
            return None

    class FileChecker(checker.FileChecker):
        """flake8's file checker without the source line it looks up for each violation.

        The line serves only ``# noqa`` matching, which is disabled here, and looking it
        up re-tokenises the whole file: about a tenth of flake8's time on a typical batch.
        """

        def report(self, error_code: str | None, line_number: int, column: int,
                   text: str) -> str:
            if error_code is None:
                error_code, text = text.split(" ", 1)
            self.results.append((error_code, line_number, column, text, None))
            return error_code

        def process_tokens(self) -> None:
            """flake8's token loop, calling ``check_physical_eol`` only for the tokens it
            acts on: those that end a line, may span lines, open an f-string or t-string,
            or sit on a line continued by a backslash. For every other token (about nine
            in ten) it does nothing, and calling it cost about 6 % of flake8's time.
            """
            if not own_token_loop:
                return super().process_tokens()
            assert self.processor is not None
            file_processor = self.processor
            parens = 0
            prev_physical = ""
            seen = 0
            try:
                for token in file_processor.generate_tokens():
                    seen += 1
                    token_type = token[0]
                    if token_type in eol_candidates or token[4].endswith("\\\n"):
                        self.check_physical_eol(token, prev_physical)
                    if token_type == tokenize.OP:
                        parens = processor.count_parentheses(parens, token[1])
                    elif parens == 0 and token_type in processor.NEWLINE:
                        self.handle_newline(token_type)
                    prev_physical = token[4]
            finally:
                self.statistics["tokens"] += seen
            if file_processor.tokens:
                # Tokens left over at the end of the file.
                self.run_physical_checks(file_processor.lines[-1])
                self.run_logical_checks()

    class InMemoryProcessor(processor.FileProcessor):
        """A file processor given the program's lines, and its tree when that tree is what
        flake8 would parse: parsing takes about a tenth of flake8's time per file."""

        def __init__(self, filename: str, options: argparse.Namespace,
                     program: Program) -> None:
            super().__init__(filename, options, lines=_flake8_lines(program.data))
            # flake8 parses the text of its lines; the shared tree is the parse of the
            # caller's text. Should decoding ever give flake8 another text (its latin-1
            # fallback), flake8 parses that text itself, as it would from the file.
            same_text = "".join(self.lines) == _universal_newlines(
                program.source.removeprefix("\ufeff"))
            self._tree = program.tree if same_text else None

        def build_ast(self) -> ast.AST:
            return self._tree if self._tree is not None else super().build_ast()

    class InMemoryFileChecker(FileChecker):
        """A file checker that takes the program from memory instead of reading its file."""

        def __init__(self, *, program: Program, plugins: Checkers,
                     options: argparse.Namespace) -> None:
            self._program = program  # read by _make_processor, which __init__ calls
            super().__init__(filename=program.filename, plugins=plugins, options=options)

        def _make_processor(self) -> processor.FileProcessor:
            return InMemoryProcessor(self.filename, self.options, self._program)

    return CountingFormatter, FileChecker, InMemoryFileChecker


def _flake8_lines(data: bytes) -> list[str]:
    """The lines flake8 reads from a file holding ``data``: decoded in the encoding the
    file declares, newlines made universal (``tokenize.open``), latin-1 if that fails."""
    buffer = io.BytesIO(data)
    try:
        encoding, _ = tokenize.detect_encoding(buffer.readline)
        buffer.seek(0)
        return io.TextIOWrapper(buffer, encoding, line_buffering=True).readlines()
    except (SyntaxError, UnicodeError):
        return io.TextIOWrapper(io.BytesIO(data), "latin-1").readlines()


def _universal_newlines(text: str) -> str:
    """``text`` with every ``\\r\\n`` and lone ``\\r`` turned into ``\\n``, as reading a
    file in text mode does."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


def in_memory_usable() -> bool:
    """Whether flake8 can be handed a program's text and tree from memory (see above)."""
    if not version_within("flake8"):
        return False
    from flake8 import checker, processor

    return (callable(getattr(checker.FileChecker, "_make_processor", None))
            and "lines" in inspect.signature(processor.FileProcessor).parameters)
