"""What Inspect loads through the ``inspect_ai`` entry point: importing the task registers it.

``setup.cfg`` names this module under ``[options.entry_points] inspect_ai``, so
``inspect eval codeassay/codeassay`` finds the task once CodeAssay is installed.
"""

from codeassay._inspect._scorer import hidden_tests
from codeassay._inspect._solver import protocol
from codeassay._inspect._task import codeassay

__all__ = ["codeassay", "protocol", "hidden_tests"]
