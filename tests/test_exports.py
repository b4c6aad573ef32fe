"""Each package exports exactly what its __all__ says, and every name resolves."""

from __future__ import annotations

import importlib
import inspect

import pytest

#: The packages and public subpackages that re-export their names with ``__all__``.
PACKAGES = ["codeassay", "codeassay.report", "codeassay.review", "codeassay.project", "dataset_builder",
            "evaluation", "evaluation.quality", "evaluation.projects"]


@pytest.mark.parametrize("package", PACKAGES)
def test_all_names_resolve_and_are_unique(package):
    module = importlib.import_module(package)
    assert len(module.__all__) == len(set(module.__all__))
    for name in module.__all__:
        assert getattr(module, name) is not None, name


@pytest.mark.parametrize("package", PACKAGES)
def test_public_names_have_docstrings(package):
    module = importlib.import_module(package)
    for name in module.__all__:
        value = getattr(module, name)
        if inspect.isfunction(value) or inspect.isclass(value):
            assert (value.__doc__ or "").strip(), f"{package}.{name} has no docstring"


def test_evaluation_does_not_import_the_layers_above():
    import subprocess
    import sys
    code = ("import sys, evaluation, evaluation._evaluate; "
            "print([m for m in sys.modules if m.startswith(('codeassay', 'dataset_builder'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
