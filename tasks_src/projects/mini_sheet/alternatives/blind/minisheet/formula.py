"""Tokenising and parsing formulas (the text after '=') into a syntax tree.

Grammar (spaces allowed between the parts):

    expression := term (('+' | '-') term)*
    term       := factor (('*' | '/') factor)*
    factor     := '-' factor | NUMBER | CELL | NAME '(' [argument (',' argument)*] ')'
                | '(' expression ')'
    argument   := CELL ':' CELL | expression
"""

import re
from dataclasses import dataclass

from minisheet.cells import cell_key, cell_name, is_cell_name

TOKEN = re.compile(
    r"(?P<number>[0-9]+(?:\.[0-9]+)?)|(?P<word>[A-Za-z][A-Za-z0-9]*)|(?P<symbol>[-+*/(),:])"
)
LETTERS = re.compile(r"[A-Za-z]+")
SPACE = " "


class FormulaSyntaxError(ValueError):
    """The formula does not follow the grammar."""


@dataclass(frozen=True)
class Number:
    """A number literal."""

    value: float


@dataclass(frozen=True)
class Ref:
    """A reference to one cell."""

    name: str


@dataclass(frozen=True)
class Range:
    """A rectangle of cells given by two corners (in either order)."""

    first: str
    second: str

    def cells(self) -> list[str]:
        """All cells of the rectangle, in cell order."""
        (row_a, col_a), (row_b, col_b) = cell_key(self.first), cell_key(self.second)
        return [
            cell_name(column, row)
            for row in range(min(row_a, row_b), max(row_a, row_b) + 1)
            for column in range(min(col_a, col_b), max(col_a, col_b) + 1)
        ]


@dataclass(frozen=True)
class Negate:
    """Unary minus."""

    operand: "Node"


@dataclass(frozen=True)
class BinaryOp:
    """A binary operator + - * /."""

    operator: str
    left: "Node"
    right: "Node"


@dataclass(frozen=True)
class Call:
    """A function call; the name is upper-cased."""

    name: str
    arguments: tuple["Node", ...]


Node = Number | Ref | Range | Negate | BinaryOp | Call


def tokenize(text: str) -> list[tuple[str, str]]:
    """Split a formula into (kind, text) tokens, skipping spaces."""
    tokens: list[tuple[str, str]] = []
    position = 0
    while position < len(text):
        if text[position] == SPACE:
            position += 1
            continue
        match = TOKEN.match(text, position)
        if match is None:
            raise FormulaSyntaxError(f"unexpected character {text[position]!r}")
        kind = match.lastgroup or ""
        tokens.append((kind, match.group()))
        position = match.end()
    return tokens


class _Parser:
    """Recursive-descent parser over a token list."""

    def __init__(self, tokens: list[tuple[str, str]]) -> None:
        self.tokens = tokens
        self.index = 0

    def peek(self, offset: int = 0) -> tuple[str, str] | None:
        position = self.index + offset
        return self.tokens[position] if position < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        token = self.peek()
        if token is None:
            raise FormulaSyntaxError("unexpected end of formula")
        self.index += 1
        return token

    def expect(self, symbol: str) -> None:
        if self.take() != ("symbol", symbol):
            raise FormulaSyntaxError(f"expected {symbol!r}")

    def at_symbol(self, *symbols: str, offset: int = 0) -> bool:
        token = self.peek(offset)
        return token is not None and token[0] == "symbol" and token[1] in symbols

    def expression(self) -> Node:
        node = self.term()
        while self.at_symbol("+", "-"):
            operator = self.take()[1]
            node = BinaryOp(operator, node, self.term())
        return node

    def term(self) -> Node:
        node = self.factor()
        while self.at_symbol("*", "/"):
            operator = self.take()[1]
            node = BinaryOp(operator, node, self.factor())
        return node

    def factor(self) -> Node:
        kind, text = self.take()
        if kind == "symbol" and text == "-":
            return Negate(self.factor())
        if kind == "symbol" and text == "(":
            node = self.expression()
            self.expect(")")
            return node
        if kind == "number":
            return Number(float(text))
        if kind == "word":
            if is_cell_name(text):
                return Ref(text)
            if LETTERS.fullmatch(text) and self.at_symbol("("):
                self.take()
                return Call(text.upper(), self.arguments())
        raise FormulaSyntaxError(f"unexpected {text!r}")

    def arguments(self) -> tuple[Node, ...]:
        """Parse the arguments after '(' up to and including ')'."""
        if self.at_symbol(")"):
            self.take()
            return ()
        arguments = [self.argument()]
        while self.at_symbol(","):
            self.take()
            arguments.append(self.argument())
        self.expect(")")
        return tuple(arguments)

    def argument(self) -> Node:
        token = self.peek()
        if (token is not None and token[0] == "word" and is_cell_name(token[1])
                and self.at_symbol(":", offset=1)):
            self.index += 2
            kind, text = self.take()
            if kind != "word" or not is_cell_name(text):
                raise FormulaSyntaxError("a range needs two cell references")
            return Range(token[1], text)
        return self.expression()


def parse_formula(text: str) -> Node:
    """Parse the text after '='; raise FormulaSyntaxError when it is not valid."""
    parser = _Parser(tokenize(text))
    node = parser.expression()
    if parser.peek() is not None:
        raise FormulaSyntaxError(f"unexpected {parser.peek()[1]!r}")  # type: ignore[index]
    return node


def references(node: Node) -> set[str]:
    """Every cell the syntax tree refers to (references and range cells)."""
    if isinstance(node, Ref):
        return {node.name}
    if isinstance(node, Range):
        return set(node.cells())
    if isinstance(node, Negate):
        return references(node.operand)
    if isinstance(node, BinaryOp):
        return references(node.left) | references(node.right)
    if isinstance(node, Call):
        return set().union(*(references(argument) for argument in node.arguments))
    return set()
