"""Evaluating a sheet: dependencies, cycles, evaluation order and values."""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from minisheet.cells import NUMBER, cell_order, cells_in_range
from minisheet.formula import Binary, Call, FormulaSyntaxError, Negate, Number, Range, Ref, parse, references

DIV_ZERO, VALUE, NAME, SYNTAX, CYCLE = "#DIV/0!", "#VALUE!", "#NAME?", "#ERROR!", "#CYCLE!"
FUNCTIONS = ("SUM", "MIN", "MAX", "AVERAGE", "COUNT")


@dataclass(frozen=True)
class Error:
    """An error value, e.g. ``#DIV/0!``."""

    code: str


#: A cell's value: a number, a text, or an error.
Value = float | str | Error


@dataclass(frozen=True)
class Evaluation:
    """Everything learned from one sheet."""

    dependencies: dict[str, list[str]]
    cycles: list[list[str]]
    order: list[str]
    values: dict[str, Value]


def _cells_sorted(cells) -> list[str]:
    return sorted(cells, key=cell_order)


def find_cycles(dependencies: dict[str, list[str]]) -> list[list[str]]:
    """Groups of formula cells that reach themselves (Tarjan's strongly connected
    components): each sorted in cell order, the groups sorted by their first cell."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(cell: str) -> None:
        index[cell] = low[cell] = len(index)
        stack.append(cell)
        on_stack.add(cell)
        for target in dependencies.get(cell, ()):
            if target not in dependencies:
                continue
            if target not in index:
                visit(target)
                low[cell] = min(low[cell], low[target])
            elif target in on_stack:
                low[cell] = min(low[cell], index[target])
        if low[cell] == index[cell]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == cell:
                    break
            if len(group) > 1 or cell in dependencies[cell]:
                found.append(_cells_sorted(group))

    for cell in _cells_sorted(dependencies):
        if cell not in index:
            visit(cell)
    return sorted(found, key=lambda group: cell_order(group[0]))


def evaluation_order(dependencies: dict[str, list[str]], in_cycle: set[str]) -> list[str]:
    """The formula cells outside cycles, each after the formula cells it refers to; of the
    cells ready at the same time the first in cell order goes first."""
    cells = [c for c in dependencies if c not in in_cycle]
    waiting = {c: {d for d in dependencies[c] if d in dependencies and d not in in_cycle} for c in cells}
    users: dict[str, list[str]] = {c: [] for c in cells}
    for cell, needs in waiting.items():
        for need in needs:
            users[need].append(cell)
    ready = [(c[0], int(c[1:]), c) for c in cells if not waiting[c]]
    heapq.heapify(ready)
    order = []
    while ready:
        cell = heapq.heappop(ready)[-1]
        order.append(cell)
        for user in users[cell]:
            waiting[user].discard(cell)
            if not waiting[user]:
                heapq.heappush(ready, (user[0], int(user[1:]), user))
    return order


def _number(value: Value) -> float | Error:
    if isinstance(value, Error):
        return value
    if isinstance(value, str):
        return Error(VALUE)
    return value


def _evaluate(tree: object, values: dict[str, Value]) -> Value:
    if isinstance(tree, Number):
        return tree.value
    if isinstance(tree, Ref):
        return values.get(tree.cell, 0.0)
    if isinstance(tree, Negate):
        operand = _number(_evaluate(tree.operand, values))
        return operand if isinstance(operand, Error) else -operand
    if isinstance(tree, Binary):
        left = _number(_evaluate(tree.left, values))
        if isinstance(left, Error):
            return left
        right = _number(_evaluate(tree.right, values))
        if isinstance(right, Error):
            return right
        if tree.op == "/":
            return Error(DIV_ZERO) if right == 0 else left / right
        return {"+": left + right, "-": left - right, "*": left * right}[tree.op]
    return _call(tree, values)


def _call(call: Call, values: dict[str, Value]) -> Value:
    if call.name not in FUNCTIONS:
        return Error(NAME)
    numbers: list[float] = []
    for arg in call.args:
        if isinstance(arg, Range):
            for cell in cells_in_range(arg.first, arg.last):
                value = values.get(cell)
                if isinstance(value, Error):
                    return value
                if isinstance(value, float):
                    numbers.append(value)
        else:
            value = _number(_evaluate(arg, values))
            if isinstance(value, Error):
                return value
            numbers.append(value)
    if call.name == "SUM":
        return float(sum(numbers))
    if call.name == "COUNT":
        return float(len(numbers))
    if call.name == "AVERAGE":
        return sum(numbers) / len(numbers) if numbers else Error(DIV_ZERO)
    if not numbers:
        return 0.0
    return min(numbers) if call.name == "MIN" else max(numbers)


def evaluate_sheet(sheet: dict[str, str]) -> Evaluation:
    """Classify every cell, find the formulas' dependencies and cycles, and compute every value."""
    values: dict[str, Value] = {}
    trees: dict[str, object] = {}
    dependencies: dict[str, list[str]] = {}
    for cell in _cells_sorted(sheet):
        content = sheet[cell]
        if content.startswith("="):
            try:
                trees[cell] = parse(content[1:])
                dependencies[cell] = _cells_sorted(references(trees[cell]))
            except FormulaSyntaxError:
                dependencies[cell] = []
        elif NUMBER.fullmatch(content):
            values[cell] = float(content)
        else:
            values[cell] = content
    cycles = find_cycles(dependencies)
    in_cycle = {cell for group in cycles for cell in group}
    for cell in in_cycle:
        values[cell] = Error(CYCLE)
    order = evaluation_order(dependencies, in_cycle)
    for cell in order:
        values[cell] = _evaluate(trees[cell], values) if cell in trees else Error(SYNTAX)
    return Evaluation(dependencies, cycles, order, {c: values[c] for c in _cells_sorted(values)})
