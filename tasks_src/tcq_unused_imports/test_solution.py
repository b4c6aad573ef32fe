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
        from typing import Dict, List
        from os.path import *

        def load(text) -> Dict:
            return json.loads(text)
    """)
    assert result == [(3, "sys"), (4, "List")]
    assert type(result) is list and type(result[0]) is tuple


def test_aliases_report_the_bound_name():
    source = """\
        import numpy as np
        import pandas as pd
        from collections import OrderedDict as OD, defaultdict as dd
        print(np.zeros(3), dd(list))
    """
    assert check(source) == [(2, "pd"), (3, "OD")]


def test_dotted_imports_bind_first_component():
    source = """\
        import os.path
        import xml.etree.ElementTree
        import email.mime.text as mimetext
        from urllib.parse import quote
        from .helpers import tools as t
        print(os.getcwd())
    """
    assert check(source) == [(2, "xml"), (3, "mimetext"), (4, "quote"), (5, "t")]


def test_future_and_star_imports_never_reported():
    source = """\
        from __future__ import annotations, division
        from os.path import *
        from . import *
    """
    assert check(source) == []
    assert check("") == []


def test_dunder_all_strings_count_as_uses():
    source = """\
        from .core import Engine, Session, Query
        from .errors import Error, Warning
        from pathlib import Path
        __all__ = ["Engine", "Session"]
        __all__ = ("Error", VERSION, 2)
        DEFAULTS = ["Query", "Path"]

        def describe(p: "Path") -> str:
            return "Query and Warning are mentioned only in strings"
    """
    assert check(source) == [(1, "Query"), (2, "Warning"), (3, "Path")]


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


def test_imports_in_functions_and_classes_share_one_namespace():
    source = """\
        def main():
            import argparse
            import logging
            return argparse.ArgumentParser()

        class Tool:
            from shutil import which, copy

        def other():
            return which("ls")
    """
    assert check(source) == [(3, "logging"), (7, "copy")]


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


def test_duplicate_bindings_share_the_outcome():
    source = """\
        import os
        import os.path
        import json
        def f():
            import json
            return json.dumps({})
    """
    assert check(source) == [(1, "os"), (2, "os")]
