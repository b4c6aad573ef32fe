"""A pytest session configured once in the warm worker and run in every forked child.

Profiling a graded run showed that two thirds of its CPU time went to work that is the
same for every program: parsing the command line and ini file, registering and
configuring some thirty plugins, and building the fixture manager at session start.
The worker does that work once; each run is a fork that inherits the configured
session and only collects and runs its own test file, so no state of one run can reach
another (the parent never collects anything).

This mirrors ``_pytest.main.wrap_session`` from collection onwards, with the same exit
statuses; the split relies on pytest 9's hook order (configure, session start,
collection, run loop, session finish), which the version range in ``setup.cfg`` pins.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from collections import OrderedDict
from pathlib import Path

import pytest
from _pytest.assertion import rewrite
from _pytest.config import _prepareconfig

__all__ = ["PreparedSession", "prepare_session"]

#: Compiled test files a worker keeps (least recently used dropped first). Samples of
#: one task share a test file, so a worker rewrites and compiles each file once.
COMPILED_TESTS_KEPT = 256

#: The global capture method. ``sys`` keeps the program's prints out of the terminal
#: report (as a normal pytest run does) without redirecting file descriptors in the
#: worker, which the forked runs would otherwise share.
CAPTURE_METHOD = "sys"


class PreparedSession:
    """A configured pytest session whose collection and run happen in a forked child."""

    def __init__(self, config: pytest.Config, session: pytest.Session, plugin) -> None:
        self.config = config
        self.session = session
        self.plugin = plugin

    def precompile(self, test_path: str) -> None:
        """Rewrite and compile the (trusted) test file here, before the fork, so every
        run of the same file finds its code object ready. A file that does not compile
        is left alone: the run itself reports it as a collection error."""
        try:
            _COMPILED.compile(Path(test_path), self.config)
        except (SyntaxError, ValueError, OSError, RecursionError, MemoryError):
            pass

    def run(self, report_fd: int) -> int:
        """Collect and run the test file in this (forked) process; return the exit status.

        Exceptions are handled as ``pytest.main`` handles them, so the session always
        finishes and the guard plugin can close the report; an exception that escapes
        even that leaves the report without its closing record, which never passes.
        """
        config, session = self.config, self.session
        self.plugin.attach(report_fd)
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.pytest_sessionstart(session=session)  # the run's clock, not the worker's
        session.exitstatus = pytest.ExitCode.OK
        try:
            config.hook.pytest_collection(session=session)
            config.hook.pytest_runtestloop(session=session)
            if session.testsfailed:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED
            elif session.testscollected == 0:
                session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED
        except session.Failed:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        except (KeyboardInterrupt, pytest.exit.Exception) as exc:
            returncode = getattr(exc, "returncode", None)
            session.exitstatus = pytest.ExitCode.INTERRUPTED if returncode is None else returncode
            config.hook.pytest_keyboard_interrupt(excinfo=pytest.ExceptionInfo.from_current())
        except BaseException:  # as pytest.main: every other escape is an internal error
            session.exitstatus = pytest.ExitCode.INTERNAL_ERROR
            config.notify_exception(pytest.ExceptionInfo.from_current(), config.option)
        finally:
            config.hook.pytest_sessionfinish(session=session, exitstatus=session.exitstatus)
        return int(session.exitstatus)


class _CompiledTests:
    """pytest's read-rewrite-compile step for test files, memoised by path and source.

    Rewriting the assertions is the largest part of collecting a test file. The cache
    key is the file's path and the hash of its bytes as the run finds them, so a test
    file changed by anyone is compiled afresh.
    """

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._codes: OrderedDict[tuple[str, bytes], tuple[bytes, object]] = OrderedDict()
        self._original = None

    def install(self) -> None:
        if self._original is None:
            self._original = rewrite._rewrite_test
            rewrite._rewrite_test = self.compile

    def compile(self, fn: Path, config: pytest.Config):
        source_hash = importlib.util.source_hash(fn.read_bytes())
        key = (str(fn), source_hash)
        found = self._codes.get(key)
        if found is None:
            found = self._original(fn, config)
            if found[0] != source_hash:
                return found  # the file changed while it was read: never cache that
            self._codes[key] = found
            while len(self._codes) > self._limit:
                self._codes.popitem(last=False)
        else:
            self._codes.move_to_end(key)
        return found


_COMPILED = _CompiledTests(COMPILED_TESTS_KEPT)


def prepare_session(run_dir: str, args: list[str], plugin, environ: dict[str, str]) -> PreparedSession:
    """Configure pytest for ``args`` as if started in ``run_dir`` under ``environ``.

    ``run_dir`` must hold the ini file named in ``args`` now; every run later recreates
    the folder at the same path. The process environment, working directory and stdout
    are restored afterwards; anything pytest prints while configuring is discarded.
    """
    _COMPILED.install()
    saved_env, saved_cwd = dict(os.environ), os.getcwd()
    saved_out = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.environ.clear()
        os.environ.update(environ)
        os.chdir(run_dir)
        os.dup2(devnull, 1)
        config = _prepareconfig([*args, f"--capture={CAPTURE_METHOD}"], plugins=[plugin])
        config._do_configure()
        session = pytest.Session.from_config(config)
        config.hook.pytest_sessionstart(session=session)
        sys.stdout.flush()
    finally:
        os.dup2(saved_out, 1)
        os.close(saved_out)
        os.close(devnull)
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
    return PreparedSession(config, session, plugin)
