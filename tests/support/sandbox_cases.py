"""The conformance cases every sandbox backend must grade the same way."""

from __future__ import annotations

from helpers import ADD_OK

#: (name, solution for the tiny add suite, expected status)
CONFORMANCE = [
    ("correct", ADD_OK, "passed"),
    ("wrong", "def add(a, b):\n    return a - b\n", "failed"),
    ("syntax", "def add(a, b)\n    return a + b\n", "syntax_error"),
    ("import_error", "import no_such_module_here\n", "error"),
    ("missing_entry", "def plus(a, b):\n    return a + b\n", "error"),
]
