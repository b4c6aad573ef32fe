"""Formulas: tokens, and a parser into a small syntax tree."""

from __future__ import annotations

import re
from dataclasses import dataclass

from minisheet.cells import CELL, cells_in_range

TOKEN = re.compile(r"\s*(?:(?P<number>[0-9]+(?:\.[0-9]+)?)|(?P<word>[A-Za-z]+[0-9]*)|(?P<op>[-+*/(),:]))")


class FormulaSyntaxError(ValueError):
    """The formula does not follow the grammar."""


@dataclass(frozen=True)
class Number:
    value: float


@dataclass(frozen=True)
class Ref:
    cell: str


@dataclass(frozen=True)
class Range:
    first: str
    last: str


@dataclass(frozen=True)
class Negate:
    operand: object


@dataclass(frozen=True)
class Binary:
    op: str
    left: object
    right: object


@dataclass(frozen=True)
class Call:
    name: str
    args: tuple


def tokenize(text: str) -> list[tuple[str, str]]:
    """``(kind, text)`` pairs; kind is number, ref, name or the operator itself."""
    tokens, position = [], 0
    text = text.rstrip()
    while position < len(text):
        match = TOKEN.match(text, position)
        if match is None:
            raise FormulaSyntaxError(f"unexpected {text[position:].strip()[:1]!r}")
        position = match.end()
        if match["number"]:
            tokens.append(("number", match["number"]))
        elif match["word"]:
            word = match["word"]
            if CELL.fullmatch(word):
                tokens.append(("ref", word))
            elif word.isalpha():
                tokens.append(("name", word.upper()))
            else:
                raise FormulaSyntaxError(f"{word!r} is neither a cell nor a function name")
        else:
            tokens.append((match["op"], match["op"]))
    return tokens


class _Parser:
    def __init__(self, tokens: list[tuple[str, str]]) -> None:
        self.tokens, self.at = tokens, 0

    def peek(self) -> str | None:
        return self.tokens[self.at][0] if self.at < len(self.tokens) else None

    def take(self, kind: str) -> str:
        if self.peek() != kind:
            raise FormulaSyntaxError(f"expected {kind}")
        self.at += 1
        return self.tokens[self.at - 1][1]

    def expression(self) -> object
        node = self.term()
        while self.peek() in ("+", "-"):
            op = self.take(self.peek())
            node = Binary(op, node, self.term())
        return node

    def term(self) -> object:
        node = self.factor()
        while self.peek() in ("*", "/"):
            op = self.take(self.peek())
            node = Binary(op, node, self.factor())
        return node

    def factor(self) -> object:
        kind = self.peek()
        if kind == "-":
            self.take("-")
            return Negate(self.factor())
        if kind == "number":
            return Number(float(self.take("number")))
        if kind == "ref":
            return Ref(self.take("ref"))
        if kind == "name":
            name = self.take("name")
            self.take("(")
            args = []
            if self.peek() != ")":
                args.append(self.argument())
                while self.peek() == ",":
                    self.take(",")
                    args.append(self.argument())
            self.take(")")
            return Call(name, tuple(args))
        if kind == "(":
            self.take("(")
            node = self.expression()
            self.take(")")
            return node
        raise FormulaSyntaxError("expected a number, a cell, a function or '('")

    def argument(self) -> object:
        if self.peek() == "ref" and self.at + 1 < len(self.tokens) and self.tokens[self.at + 1][0] == ":":
            first = self.take("ref")
            self.take(":")
            return Range(first, self.take("ref"))
        return self.expression()


def parse(formula: str) -> object:
    """The syntax tree of ``formula`` (the text after ``=``)."""
    parser = _Parser(tokenize(formula))
    tree = parser.expression()
    if parser.peek() is not None:
        raise FormulaSyntaxError("unexpected text after the formula")
    return tree


def references(tree: object) -> set[str]:
    """Every cell the tree refers to, ranges expanded."""
    if isinstance(tree, Ref):
        return {tree.cell}
    if isinstance(tree, Range):
        return set(cells_in_range(tree.first, tree.last))
    if isinstance(tree, Negate):
        return references(tree.operand)
    if isinstance(tree, Binary):
        return references(tree.left) | references(tree.right)
    if isinstance(tree, Call):
        return set().union(*(references(arg) for arg in tree.args))
    return set()
