"""CodeAssay: a Python benchmark for LLM-generated code with audited ground truth."""

from codeassay._version import __version__

__all__ = ["__version__"]
