"""Small programs whose quality measures were counted by hand, shared by the tests of
evaluation/quality/ (tests/evaluation/quality/)."""

from __future__ import annotations

from evaluation.quality import QualityMeasures, measure_quality


BLANK_WITH_SPACES = "    "  # a blank line holding four spaces: W293

# 4 logical lines; W293 twice, E501 once (a 87-character line), F401 once (os unused).
STYLE = (
    "import os\n"
    "x = 1\n"
    f"{BLANK_WITH_SPACES}\n"
    "y = 2\n"
    f"{BLANK_WITH_SPACES}\n"
    f"z = '{'a' * 80}'\n"
)

# Cyclomatic complexity 8: 1 + if + and + elif + for + while + comprehension + its if.
COMPLEX_FUNCTION = '''\
def f(x, items):
    if x > 0 and x < 10:
        return 1
    elif x < 0:
        return -1
    for item in items:
        while item:
            item -= 1
    return [i for i in items if i]
'''

# Methods of complexity 1 and 3: mean 2.0. Counting radon's class block as well would give
# a mean of 3.0 (the block's complexity is derived from its methods).
CLASS_WITH_METHODS = '''\
class A:
    def one(self):
        return 1

    def three(self, x, y):
        if x:
            return 1
        if y:
            return 2
        return 3
'''

# outer has complexity 1, its closure inner 3: both are blocks, mean 2.0, max 3.
CLOSURE = '''\
def outer(x):
    def inner(y):
        if y:
            return 1
        if y is None:
            return 2
        return 3
    return inner(x)
'''

# B404 (import subprocess, low), B602 (shell=True with a variable command, high),
# B307 (eval, medium).
BANDIT = '''\
import subprocess


def run(cmd):
    return subprocess.call(cmd, shell=True)


def ev(s):
    return eval(s)
'''
BANDIT_NOSEC = '''\
import subprocess  # nosec


def run(cmd):
    return subprocess.call(cmd, shell=True)  # nosec B602


def ev(s):
    return eval(s)  # nosec
'''

SYNTAX_ERROR = "def f(:\n    return 1\n"


def measure_one(source: str, **kwargs: object) -> QualityMeasures:
    return measure_quality({"p": source}, **kwargs)["p"]
