"""Dependencies, cycles, evaluation order and values of a sheet."""

import heapq
from dataclasses import dataclass

from minisheet.cells import Sheet, cell_key, in_cell_order, is_formula, is_number
from minisheet.formula import (BinaryOp, Call, FormulaSyntaxError, Negate, Node, Number,
                               Range, Ref, parse_formula, references)

DIV_ZERO = "#DIV/0!"
VALUE = "#VALUE!"
NAME = "#NAME?"
SYNTAX = "#ERROR!"
CYCLE = "#CYCLE!"
ERROR_CODES: tuple[str, ...] = (DIV_ZERO, VALUE, NAME, SYNTAX, CYCLE)
FUNCTIONS: frozenset[str] = frozenset({"SUM", "MIN", "MAX", "AVERAGE", "COUNT"})


@dataclass(frozen=True)
class Error:
    """An error value, kept apart from a text that merely looks like one."""

    code: str


Value = float | str | Error


@dataclass
class Analysis:
    """Everything computed for one sheet."""

    formulas: dict[str, Node | None]
    dependencies: dict[str, list[str]]
    cycles: list[list[str]]
    order: list[str]
    values: dict[str, Value]


def parse_formulas(sheet: Sheet) -> dict[str, Node | None]:
    """Parse every formula cell, in cell order; None marks a syntax error."""
    formulas: dict[str, Node | None] = {}
    for name in in_cell_order(cell for cell, content in sheet.items() if is_formula(content)):
        try:
            formulas[name] = parse_formula(sheet[name][1:])
        except FormulaSyntaxError:
            formulas[name] = None
    return formulas


def dependencies(formulas: dict[str, Node | None]) -> dict[str, list[str]]:
    """Map each formula cell to the cells it refers to, each once, in cell order."""
    return {
        name: [] if node is None else in_cell_order(references(node))
        for name, node in formulas.items()
    }


def find_cycles(deps: dict[str, list[str]]) -> list[list[str]]:
    """Strongly connected components (Tarjan) that form cycles, in cell order."""
    graph = {name: [d for d in targets if d in deps] for name, targets in deps.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work: list[tuple[str, int]] = [(root, 0)]
        while work:
            node, position = work.pop()
            if position == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            if position < len(graph[node]):
                work.append((node, position + 1))
                target = graph[node][position]
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                components.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    cycles = [
        in_cell_order(component) for component in components
        if len(component) > 1 or component[0] in graph[component[0]]
    ]
    return sorted(cycles, key=lambda cycle: cell_key(cycle[0]))


def evaluation_order(deps: dict[str, list[str]], cycles: list[list[str]]) -> list[str]:
    """Topological order of the formula cells outside cycles.

    Among the cells whose dependencies are all placed, the first in cell order
    goes next. Dependencies on cycle cells and on non-formula cells do not count.
    """
    in_cycle = {name for cycle in cycles for name in cycle}
    cells = [name for name in deps if name not in in_cycle]
    remaining = {name: {d for d in deps[name] if d in deps and d not in in_cycle}
                 for name in cells}
    dependents: dict[str, list[str]] = {name: [] for name in cells}
    for name, needed in remaining.items():
        for dependency in needed:
            dependents[dependency].append(name)
    ready = [(cell_key(name), name) for name, needed in remaining.items() if not needed]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        _key, name = heapq.heappop(ready)
        order.append(name)
        for dependent in dependents[name]:
            remaining[dependent].discard(name)
            if not remaining[dependent]:
                heapq.heappush(ready, (cell_key(dependent), dependent))
    return order


def _binary(operator: str, left: Value, right: Value) -> Value:
    """Apply + - * / following the error rules."""
    for operand in (left, right):
        if isinstance(operand, Error):
            return operand
    if isinstance(left, str) or isinstance(right, str):
        return Error(VALUE)
    if operator == "+":
        return left + right
    if operator == "-":
        return left - right
    if operator == "*":
        return left * right
    if right == 0:
        return Error(DIV_ZERO)
    return left / right


def _call(node: Call, values: dict[str, Value]) -> Value:
    """Evaluate a function call."""
    if node.name not in FUNCTIONS:
        return Error(NAME)
    numbers: list[float] = []
    for argument in node.arguments:
        if isinstance(argument, Range):
            for name in argument.cells():
                value = values.get(name)
                if isinstance(value, Error):
                    return value
                if isinstance(value, float):
                    numbers.append(value)
        else:
            value = evaluate(argument, values)
            if isinstance(value, Error):
                return value
            if isinstance(value, str):
                return Error(VALUE)
            numbers.append(value)
    if node.name == "SUM":
        return float(sum(numbers))
    if node.name == "MIN":
        return min(numbers, default=0.0)
    if node.name == "MAX":
        return max(numbers, default=0.0)
    if node.name == "COUNT":
        return float(len(numbers))
    if not numbers:
        return Error(DIV_ZERO)
    return sum(numbers) / len(numbers)


def evaluate(node: Node, values: dict[str, Value]) -> Value:
    """Evaluate a syntax tree given the values computed so far (empty cell = 0)."""
    if isinstance(node, Number):
        return node.value
    if isinstance(node, Ref):
        return values.get(node.name, 0.0)
    if isinstance(node, Negate):
        operand = evaluate(node.operand, values)
        if isinstance(operand, Error):
            return operand
        if isinstance(operand, str):
            return Error(VALUE)
        return -operand
    if isinstance(node, BinaryOp):
        left = evaluate(node.left, values)
        right = evaluate(node.right, values)
        return _binary(node.operator, left, right)
    if isinstance(node, Call):
        return _call(node, values)
    raise FormulaSyntaxError("a range is only allowed as a function argument")


def analyse(sheet: Sheet) -> Analysis:
    """Parse, find dependencies, cycles and order, and compute every value."""
    formulas = parse_formulas(sheet)
    deps = dependencies(formulas)
    cycles = find_cycles(deps)
    order = evaluation_order(deps, cycles)
    values: dict[str, Value] = {}
    for name, content in sheet.items():
        if not is_formula(content):
            values[name] = float(content) if is_number(content) else content
    for cycle in cycles:
        for name in cycle:
            values[name] = Error(CYCLE)
    for name in order:
        node = formulas[name]
        values[name] = Error(SYNTAX) if node is None else evaluate(node, values)
    return Analysis(formulas, deps, cycles, order,
                    {name: values[name] for name in in_cell_order(values)})
