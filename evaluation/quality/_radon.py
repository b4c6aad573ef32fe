"""radon: logical lines and cyclomatic complexity, from a program's text and tree.

Complexity is radon's own number for each function definition, wherever nested
(``ComplexityVisitor.from_ast`` on the definition), and for the code outside every
definition, through a visitor that does not descend into definitions; class blocks are
not counted. Both use radon's public visitor API, the same on every version.

Fast path. Logical lines (:func:`_lloc`) repeat the loop of ``radon.raw.analyze`` with
radon 6.x's ``raw._get_all_tokens`` and ``raw._logical``, counting each complete line
once per batch. :func:`radon_internals_usable` checks the version (the range
:data:`~evaluation.quality._versions.PINNED_VERSIONS` pins) and those two functions.

Plain path. Otherwise ``raw.analyze(text).lloc`` counts every program in full: slower,
with the same number.
"""

from __future__ import annotations

import ast
import functools
from typing import TYPE_CHECKING

from evaluation.quality._versions import version_within

if TYPE_CHECKING:
    from evaluation.quality._program import Program

__all__ = ["radon_outcome", "radon_internals_usable", "module_level_visitor"]


@functools.cache
def radon_internals_usable() -> bool:
    """Whether radon's raw-metrics internals are the ones :func:`_lloc` repeats."""
    from radon import raw

    return (version_within("radon") and callable(getattr(raw, "_get_all_tokens", None))
            and callable(getattr(raw, "_logical", None)))


def _radon(program: Program, known_lines: dict[str, int]) -> tuple[int, list[int], int]:
    """(logical lines, complexity of each function definition, module-level complexity).

    ``known_lines`` is the batch's table of lines radon has counted (see :func:`_lloc`).
    """
    from radon.visitors import ComplexityVisitor

    # radon takes text; a byte-order mark is part of the file's encoding, not of its text.
    lloc = _lloc(program.source.removeprefix("\ufeff"), known_lines)
    complexities = [
        # Visiting the definition alone yields exactly one Function: this one, with
        # radon's rule that nested definitions add nothing to their parent.
        ComplexityVisitor.from_ast(node).functions[0].complexity
        for node in _function_definitions(program.tree)]
    module = module_level_visitor().from_ast(program.tree).complexity
    return lloc, complexities, module


#: The node types whose list fields can hold statements (see _function_definitions).
_STATEMENT_HOLDERS = (ast.stmt, ast.excepthandler, ast.match_case)


def _function_definitions(tree: ast.Module) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Every function definition in the tree, wherever nested, in no particular order.

    A definition is a statement, and statements are only ever held in lists of statements
    of the module, of other statements, of except clauses and of match cases, never inside
    an expression; so only those are searched, about a tenth of the nodes ``ast.walk``
    visits.
    """
    found = []
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        for name in node._fields:
            value = getattr(node, name, None)
            if not isinstance(value, list):
                continue
            for item in value:
                if isinstance(item, _STATEMENT_HOLDERS):
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        found.append(item)
                    pending.append(item)
    return found


def _lloc(text: str, known_lines: dict[str, int]) -> int:
    """radon's logical lines of ``text``: ``radon.raw.analyze(text).lloc``.

    radon tokenises each stripped line on its own (joining the next lines while the
    tokens are incomplete) and counts that chunk's logical lines: a pure function of the
    line when it is complete on its own. Those counts are kept in ``known_lines``, so a
    line met again (blank lines, ``else:``, ``return result``, lines shared by solutions
    of one task) is not tokenised again: about half of the lines of a batch of task
    solutions, and half of radon's time. The loop is ``analyze``'s, without the counts
    other than ``lloc``; with a radon whose internals differ (see
    :data:`~evaluation.quality._versions.PINNED_VERSIONS`), ``analyze`` is called.
    """
    from radon import raw

    if not radon_internals_usable():
        return raw.analyze(text).lloc
    lloc = 0
    lineno = 1
    lines = (line.strip() for line in text.splitlines())
    for line in lines:
        count = known_lines.get(line)
        if count is not None:
            lineno += 1
        else:
            try:
                tokens, parsed_lines = raw._get_all_tokens(line, lines)
            except StopIteration:
                # analyze's own error, message included: it becomes the record's error.
                raise SyntaxError(f"SyntaxError at line: {lineno}") from None
            lineno += len(parsed_lines)
            count = raw._logical(tokens)
            if len(parsed_lines) == 1:
                known_lines[line] = count
        lloc += count
    return lloc


@functools.cache
def module_level_visitor():
    """radon's visitor without descending into definitions, built on first use (radon is
    imported lazily). A definition adds nothing to the complexity of the code around it
    in radon's counting, so the module-level number is the same, for a fraction of the
    work: every function was measured on its own already."""
    from radon.visitors import ComplexityVisitor

    class ModuleLevel(ComplexityVisitor):
        def visit_FunctionDef(self, node) -> None:
            """Measured separately."""

        def visit_AsyncFunctionDef(self, node) -> None:
            """Measured separately."""

        def visit_ClassDef(self, node) -> None:
            """Its methods are measured separately."""

    return ModuleLevel


def radon_outcome(program: Program,
                  known_lines: dict[str, int]) -> tuple[int, list[int], int] | str:
    """radon's numbers for the program (see :func:`_radon`), or why radon failed."""
    try:
        return _radon(program, known_lines)
    except Exception as exc:
        # radon has crashed on valid code before (tokenizer corner cases, deep nesting);
        # the failure is recorded in ``error``, and the rest of the batch is unaffected.
        return f"radon: {type(exc).__name__}: {exc}"
