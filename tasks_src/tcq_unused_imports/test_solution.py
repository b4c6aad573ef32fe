import textwrap

import pytest

from solution import find_unused_imports


def check(source):
    return find_unused_imports(textwrap.dedent(source))


def test_plain_imports():
    result = check("""\
        from __future__ import annotations
        import json
        import sys
        from typing import (Dict,
            List, Any)
        from os.path import *

        def load(text) -> Dict:
            return json.loads(text)
    """)
    assert result == [(3, "sys"), (4, "List"), (4, "Any")]
    assert type(result) is list and all(type(item) is tuple for item in result)
    assert all(type(line) is int and type(name) is str for line, name in result)


def test_unused_names_reported_with_types():
    result = check("""\
        from __future__ import division
        import os, re
        from collections import deque, Counter
        print(re.sub("a", "b", "c"), Counter())
    """)
    assert result == [(2, "os"), (3, "deque")]
    assert type(result) is list and all(type(item) is tuple for item in result)
    assert all(type(line) is int and type(name) is str for line, name in result)


def test_aliases_and_dotted_imports_bind_the_right_name():
    source = """\
        import numpy as np
        import pandas as pd
        from collections import OrderedDict as OD, defaultdict as dd
        import os.path
        import xml.etree.ElementTree
        import email.mime.text as mimetext
        print(np.zeros(3), dd(list), os.sep)
    """
    assert check(source) == [(2, "pd"), (3, "OD"), (5, "xml"), (6, "mimetext")]


def test_dotted_and_relative_imports_bind_the_right_name():
    source = """\
        import os.path
        import xml.etree.ElementTree
        import email.mime.text as mimetext
        from urllib.parse import quote
        from .helpers import tools as t
        from .. import sibling
        print(os.getcwd(), sibling)
    """
    assert check(source) == [(2, "xml"), (3, "mimetext"), (4, "quote"), (5, "t")]
    assert check("import a.b.c\na.b.c.f()\n") == []


def test_source_is_not_executed(tmp_path):
    marker = tmp_path / "ran.txt"
    source = textwrap.dedent("""\
        import pathlib
        pathlib.Path(MARK).write_text("ran")
        def f():
            import shutil
    """).replace("MARK", repr(str(marker)))
    assert find_unused_imports(source) == [(4, "shutil")]
    assert not marker.exists()


def test_source_with_side_effects_is_only_parsed(tmp_path):
    marker = tmp_path / "ran"
    source = f"import os\nopen({str(marker)!r}, 'w').close()\n"
    assert find_unused_imports(source) == [(1, "os")]
    assert not marker.exists()


def test_future_and_star_imports_never_reported():
    source = """\
        from __future__ import annotations, division
        from os.path import *
        from . import *
    """
    result = check(source)
    assert result == [] and type(result) is list
    assert check("") == []


def test_duplicate_bindings_share_the_outcome():
    source = """\
        import json
        def f():
            import json
            return json.dumps({})
        from os import path
        from os import path as path
    """
    assert check(source) == [(5, "path"), (6, "path")]


def test_dunder_all_strings_count_as_uses():
    source = """\
        from .core import Engine, Session, Query
        from .errors import Error, Warning
        from pathlib import Path
        __all__ = ["Engine", "Session"]
        __all__ = ("Error", VERSION, 2)
        DEFAULTS = ["Query", "Path"]
        Query = None

        def describe(p: "Path") -> str:
            __all__ = ["Warning"]
            return "Query and Warning are mentioned only in strings"
    """
    assert check(source) == [(1, "Query"), (2, "Warning"), (3, "Path")]


def test_dunder_all_list_or_tuple_counts():
    source = """\
        import alpha
        import beta
        from gamma import delta, epsilon
        __all__ = ("alpha",)
        __all__ = exported = ["delta"]
    """
    assert check(source) == [(2, "beta"), (3, "epsilon")]


def test_dunder_all_only_plain_module_level_assignment():
    source = """\
        import a1
        import b2
        import c3
        import d4
        import e5
        __all__ = ["a1"]
        __all__ += ["b2"]
        __all__.extend(["c3"])
        __all__: list = ["d4"]
        if True:
            __all__ = ["e5"]
    """
    assert check(source) == [(2, "b2"), (3, "c3"), (4, "d4"), (5, "e5")]


def test_dunder_all_inside_function_or_augmented_does_not_count():
    source = """\
        import json
        import csv
        class Exports:
            __all__ = ["json"]
        def setup():
            __all__ = ["csv"]
        __all__ = []
        __all__ += ["csv"]
    """
    assert check(source) == [(1, "json"), (2, "csv")]


def test_assignment_is_not_a_use_but_del_is():
    source = """\
        import os
        import sys
        import re
        os = None
        del sys
        re, x = 1, 2
    """
    assert check(source) == [(1, "os"), (3, "re")]


def test_del_and_reads_are_uses_assignment_is_not():
    source = """\
        import tmp
        import cfg
        import log
        del tmp
        cfg: int = 3
        for log in range(3):
            pass
    """
    assert check(source) == [(2, "cfg"), (3, "log")]


def test_multiline_statement_and_position_order():
    source = """\
        from typing import (
            Any,
            Optional,
            Callable,
        )
        import zlib; import abc, base64
        x: Any
    """
    assert check(source) == [(1, "Optional"), (1, "Callable"), (6, "zlib"), (6, "abc"), (6, "base64")]


def test_names_in_statement_order_on_shared_lines():
    source = """\
        import zed; import alpha, beta
        from m import (
            yank,
            able,
        )
    """
    assert check(source) == [(1, "zed"), (1, "alpha"), (1, "beta"), (2, "yank"), (2, "able")]


def test_imports_in_functions_and_classes_share_one_namespace():
    source = """\
        import os
        import os.path
        import tempfile
        def main():
            import argparse
            import logging
            return argparse.ArgumentParser()

        class Tool:
            from shutil import which, copy

        def other():
            del tempfile
            return which("ls")
    """
    assert check(source) == [(1, "os"), (2, "os"), (6, "logging"), (10, "copy")]


def test_uses_in_decorators_defaults_annotations_fstrings():
    source = """\
        import functools
        import math
        from decimal import Decimal
        from textwrap import indent
        import string
        import shlex

        @functools.cache
        def area(r=math.pi, d: Decimal = None):
            return f"{indent('x', ' ')}"

        string = "overwritten"
        shlex.quote = None
    """
    assert check(source) == [(5, "string")]


def test_syntax_error_raises():
    with pytest.raises(SyntaxError):
        find_unused_imports("import\n")
    with pytest.raises(SyntaxError):
        find_unused_imports("from os import (path\n")


def test_syntax_error_in_nested_import_raises():
    with pytest.raises(SyntaxError):
        find_unused_imports("def f():\n    from . import\n")
    with pytest.raises(SyntaxError):
        find_unused_imports("class A:\n    import os as\n")
