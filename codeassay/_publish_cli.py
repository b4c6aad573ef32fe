"""The ``codeassay publish`` sub-command (being written)."""

from __future__ import annotations

import argparse

__all__ = ["register"]


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``publish`` sub-command to the command line."""
