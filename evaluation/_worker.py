"""A warm sandbox worker: one long-lived process that forks one short-lived run per request.

The worker imports pytest, runs it once on a dummy suite, and then configures the
pytest session every run starts from (command line, ini file, plugins, fixture
manager; see :mod:`evaluation._session`). A run is a fork that only collects and runs
its own test file: about 35 ms of CPU for a one-test suite, against some 90 ms for a
forked ``pytest.main`` and 200+ ms for a fresh ``python -m pytest``. It reads requests
and writes results as length-prefixed JSON frames on its original stdin/stdout;
everything a run prints goes to a pipe the worker drains and bounds.

A run, from the worker's point of view::

    worker ──clone3──> B: PID 1 of a new PID namespace; own session; limits;
                          unprivileged uid; the prepared pytest session with the guard plugin

clone3 creates the run straight into its own namespace. Where the kernel or a seccomp
filter refuses it, the run takes two forks (``unshare`` only moves the caller's next
child into a new namespace)::

    worker ──fork──> A: own session; new PID namespace for its children
                     └─fork─> B: PID 1 of the new namespace, as above
    (without PID namespaces at all, A is the runner itself)

The network namespace is the worker's own, shared by its runs.

The worker enforces the wall timeout, then kills every process the run left behind:
B (which takes its PID namespace down), the session, everything the run's uid owns,
and any orphan re-parented to the worker (it is a child subreaper).
"""

from __future__ import annotations

import gc
import inspect
import json
import os
import resource
import selectors
import shutil
import signal
import struct
import sys
import tempfile
import time

import pytest

from evaluation import _linux
from evaluation._defaults import (
    HASH_SEED,
    KILL_GRACE_S,
    REPORT_LIMIT_BYTES,
    SANDBOX_UID_BASE,
    SOLUTION_MODULE,
    TEST_FILE,
)
from evaluation._guard import GuardPlugin, install_rewrite_hook
from evaluation._outcomes import decide_status, merge_units
from evaluation._session import PreparedSession, prepare_session

__all__ = ["main", "send_frame", "recv_frame", "PROTOCOL_HEADER"]

#: Frame header: payload length, unsigned 64-bit big-endian.
PROTOCOL_HEADER = struct.Struct(">Q")
_READ_CHUNK = 65536
_CTL_LIMIT = 64
_EXIT_INTERNAL = 120
_SIGNAL_BASE = 128
#: Built-in pytest plugins a graded run does not need. Each costs time in every run
#: (unraisableexception alone forces full garbage collections at the end of a session).
_UNUSED_PLUGINS = ("cacheprovider", "unraisableexception", "threadexception", "doctest", "junitxml",
                   "pastebin", "legacypath", "stepwise", "setuponly", "setupplan", "faulthandler",
                   "unittest", "subtests", "debugging", "python_path")
_PYTEST_ARGS = (*(arg for name in _UNUSED_PLUGINS for arg in ("-p", f"no:{name}")),
                "-q", "--no-header", "-c", "pytest.ini", "--tb=short", "-o", "console_output_style=classic")
_SAFE_PATH = "/usr/local/bin:/usr/bin:/bin"
#: Traceback style of a verdict-only run: one line per failure, no source read.
_VERDICT_ONLY_TRACEBACK = "line"
#: The run folder's name inside the worker's folder; the same path for every run.
_RUN_DIR_NAME = "run"
#: The suite the worker grades at start-up, in process and then forked.
_SELF_TEST = {"key": "self-test", "solution": "def f():\n    return 1\n",
              "tests": "from solution import f\n\n\ndef test_f():\n    assert f() == 1\n",
              "expected": ["test_f"],
              "limits": {"timeout_s": 60, "memory_bytes": 2 * 1024**3, "nproc": 64,
                         "file_size_bytes": 1024**2, "open_files": 256,
                         "output_bytes": 4096, "cpu_s": None}}


def send_frame(stream, payload: dict) -> None:
    """Write one frame (length + JSON) and flush."""
    data = json.dumps(payload).encode("utf-8")
    stream.write(PROTOCOL_HEADER.pack(len(data)) + data)
    stream.flush()


def _read_exact(stream, n: int) -> bytes | None:
    chunks, remaining = [], n
    while remaining:
        chunk = stream.read(remaining)
        if not chunk:
            return None
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


def recv_frame(stream) -> dict | None:
    """Read one frame; ``None`` at end of stream."""
    header = _read_exact(stream, PROTOCOL_HEADER.size)
    if header is None:
        return None
    body = _read_exact(stream, PROTOCOL_HEADER.unpack(header)[0])
    return None if body is None else json.loads(body)


class _Worker:
    def __init__(self, uid: int | None, isolate: bool) -> None:
        self.uid = uid
        self.isolate = isolate
        self.base = tempfile.mkdtemp(prefix="codeassay-")
        os.chmod(self.base, 0o711)  # runs may enter their own directory, not list others
        self.run_dir = os.path.join(self.base, _RUN_DIR_NAME)
        self.session: PreparedSession | None = None
        self.devnull = os.open(os.devnull, os.O_RDWR)
        self.subreaper = _linux.set_child_subreaper()
        # Staging mounts live in their own folder, never inside ``base``, so that no
        # recursive delete can ever descend through a bind mount into the real files.
        self.mounts = tempfile.mkdtemp(prefix="codeassay-mnt-")
        if uid is not None:
            _expose_interpreter(self.mounts)
        # One network namespace for the worker and every run it forks: the worker talks
        # only through pipes, and creating a namespace per run would cost milliseconds.
        self.network_isolated = isolate and _linux.unshare(_linux.CLONE_NEWNET)
        self.protections = self._probe()
        # Cleared for good the first time clone3 is refused (see _fork_run).
        self.clone_into_namespace = True
        self.nproc_base = 0 if self.protections["unprivileged_uid"] else _linux.process_count_of_uid(os.getuid())

    # -- start-up -------------------------------------------------------------------
    def _probe(self) -> dict[str, bool]:
        """Find out, in a throw-away child, which protections this machine allows."""
        bits = {"network_namespace": 1, "pid_namespace": 2, "unprivileged_uid": 4}
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child
            code = 0
            if self.network_isolated:
                code |= 1
            if self.isolate and _linux.unshare(_linux.CLONE_NEWPID):
                code |= 2
            if self.uid is not None:
                try:
                    os.setgroups([])
                    os.setgid(self.uid)
                    os.setuid(self.uid)
                    # Running as another uid only helps if that uid can still run Python.
                    if all(os.access(path, os.R_OK | os.X_OK) for path in _interpreter_paths()):
                        code |= 4
                except OSError:
                    pass
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        found = {name: bool(code & bit) for name, bit in bits.items()} if code >= 0 else dict.fromkeys(bits, False)
        found.update({"rlimits": True, "own_session": True, "scrubbed_environment": True,
                      "fresh_directory": True, "wall_timeout": True, "child_subreaper": self.subreaper,
                      "guarded_assertions": True, "tamper_check": True, "hash_seed_fixed": True})
        return found

    def warm(self) -> None:
        """Run pytest once in this process so its modules are loaded, configure the
        session every run will fork from, and self-test a forked run."""
        install_rewrite_hook(TEST_FILE)
        result = self.run(_SELF_TEST, in_process=True)
        if result["status"] != "passed":
            raise RuntimeError(f"sandbox self-test failed: {result}")
        run_dir = self._fresh_run_dir()
        try:
            self._prepare(run_dir, {"solution": "", "tests": ""})
            self.session = prepare_session(run_dir, [TEST_FILE, *_PYTEST_ARGS],
                                           GuardPlugin(None, os.path.join(run_dir, TEST_FILE)),
                                           _run_environment(run_dir))
        finally:
            shutil.rmtree(run_dir, onerror=_force_remove)
        # A failure report finds source files through inspect.getmodule, which on first use
        # resolves the path of every loaded module (half the CPU of a failing run). Fill
        # its cache here, once, for every run to inherit.
        inspect.getmodule(compile("", "<codeassay-warm-up>", "exec"))
        # Everything loaded so far survives in every fork: keep the collector off it, so
        # a run neither scans nor copies those pages.
        gc.collect()
        gc.freeze()
        result = self.run(_SELF_TEST)
        if result["status"] != "passed":
            raise RuntimeError(f"sandbox self-test failed in a forked run: {result}")

    # -- one run ----------------------------------------------------------------------
    def run(self, request: dict, in_process: bool = False) -> dict:
        """Execute one request and return the result as a plain dict."""
        started = time.monotonic()
        run_dir = self._fresh_run_dir()
        try:
            self._prepare(run_dir, request)
            if in_process:
                return self._warm_in_process(run_dir, request, started)
            self.session.precompile(os.path.join(run_dir, TEST_FILE))
            return self._supervise(run_dir, request, started)
        finally:
            shutil.rmtree(run_dir, onerror=_force_remove)

    def _fresh_run_dir(self) -> str:
        """Create the run folder. Its path never changes (the prepared pytest session
        points there), but each run gets a new, empty folder at that path."""
        if os.path.lexists(self.run_dir):  # a previous run left something undeletable
            os.rename(self.run_dir, tempfile.mkdtemp(prefix="stale-", dir=self.base))
        os.mkdir(self.run_dir, 0o700)
        return self.run_dir

    def _prepare(self, run_dir: str, request: dict) -> None:
        files = {f"{SOLUTION_MODULE}.py": request["solution"], TEST_FILE: request["tests"],
                 "pytest.ini": "[pytest]\n"}
        for name, text in files.items():
            with open(os.path.join(run_dir, name), "w", encoding="utf-8") as handle:
                handle.write(text)
        os.chmod(os.path.join(run_dir, "pytest.ini"), 0o444)
        if self.protections["unprivileged_uid"] and self.uid is not None:
            os.chown(run_dir, self.uid, self.uid)
            os.chmod(run_dir, 0o700)
            for name in (f"{SOLUTION_MODULE}.py", TEST_FILE):
                os.chown(os.path.join(run_dir, name), self.uid, self.uid)

    def _warm_in_process(self, run_dir: str, request: dict, started: float) -> dict:
        read_fd, write_fd = os.pipe()
        old_cwd, old_path = os.getcwd(), list(sys.path)
        saved_out = os.dup(1)
        os.dup2(self.devnull, 1)
        try:
            os.chdir(run_dir)
            sys.path.insert(0, run_dir)
            pytest.main([TEST_FILE, *_PYTEST_ARGS], plugins=[GuardPlugin(write_fd, os.path.join(run_dir, TEST_FILE))])
        finally:
            os.dup2(saved_out, 1)
            os.close(saved_out)
            os.chdir(old_cwd)
            sys.path[:] = old_path
            # Never let a warmed parent keep the modules a run imported (stale code in forks).
            for name in (SOLUTION_MODULE, TEST_FILE[:-3]):
                sys.modules.pop(name, None)
            os.close(write_fd)
        report = b""
        while chunk := os.read(read_fd, _READ_CHUNK):
            report += chunk
        os.close(read_fd)
        return _verdict(request, report, b"", None, False, time.monotonic() - started)

    def _supervise(self, run_dir: str, request: dict, started: float) -> dict:
        limits = request["limits"]
        report_r, report_w = os.pipe()
        out_r, out_w = os.pipe()
        ctl_r, ctl_w = os.pipe()
        pid, pid_one = self._fork_run()
        if pid == 0:  # pragma: no cover - runs in the child
            try:
                os.close(report_r)
                os.close(out_r)
                os.close(ctl_r)
                self._child(run_dir, request, report_w, out_w, ctl_w, pid_one)
            finally:
                os._exit(_EXIT_INTERNAL)
        for fd in (report_w, out_w, ctl_w):
            os.close(fd)
        pidfd = os.pidfd_open(pid)
        selector = selectors.DefaultSelector()
        buffers = {report_r: bytearray(), out_r: bytearray(), ctl_r: bytearray()}
        caps = {report_r: (REPORT_LIMIT_BYTES, False), out_r: (int(limits["output_bytes"]), True),
                ctl_r: (_CTL_LIMIT, False)}
        for fd in buffers:
            os.set_blocking(fd, False)
            selector.register(fd, selectors.EVENT_READ)
        selector.register(pidfd, selectors.EVENT_READ)
        deadline = started + float(limits["timeout_s"])
        status: int | None = None
        timed_out = False
        while status is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                timed_out = True
                break
            for key, _ in selector.select(remaining):
                if key.fd == pidfd:
                    status = os.waitpid(pid, 0)[1]
                else:
                    self._drain(key.fd, buffers, caps, selector)
        runner = _runner_pid(buffers[ctl_r]) or pid
        self._kill_all(pid, runner)
        if status is None:
            status = os.waitpid(pid, 0)[1]
        self._reap_leftovers()
        for fd in (report_r, out_r, ctl_r):
            self._drain(fd, buffers, caps, None)
            os.close(fd)
        selector.close()
        os.close(pidfd)
        return _verdict(request, bytes(buffers[report_r]), bytes(buffers[out_r]), status, timed_out,
                        time.monotonic() - started)

    @staticmethod
    def _drain(fd: int, buffers: dict[int, bytearray], caps: dict[int, tuple[int, bool]],
               selector: selectors.BaseSelector | None) -> None:
        """Read what is there now. ``caps[fd]`` is (limit, keep_tail): the output keeps
        its last bytes, the report its first ones; the rest is read and dropped so the
        run never blocks on a full pipe."""
        buf = buffers[fd]
        limit, keep_tail = caps[fd]
        while True:
            try:
                chunk = os.read(fd, _READ_CHUNK)
            except BlockingIOError:
                return
            if not chunk:
                if selector is not None:
                    selector.unregister(fd)
                return
            if keep_tail:
                buf.extend(chunk)
                if len(buf) > limit:
                    del buf[: len(buf) - limit]
            elif len(buf) < limit:
                buf.extend(chunk[: limit - len(buf)])

    def _fork_run(self) -> tuple[int, bool]:
        """Fork the run: (pid, whether the child is already PID 1 of its own namespace).

        With PID namespaces available the child is created straight into a new one
        (clone3); where the kernel or a seccomp filter refuses that, the run forks twice
        instead (``_child``), as it always did, which costs one more fork per run.
        """
        if self.protections["pid_namespace"] and self.clone_into_namespace:
            pid = _linux.fork_into_new_pid_namespace()
            if pid is not None:
                return pid, True
            self.clone_into_namespace = False
        return os.fork(), False

    def _child(self, run_dir: str, request: dict, report_w: int, out_w: int, ctl_w: int,
               pid_one: bool) -> None:
        """Process A: isolate, then run the tests here or in B (PID 1 of a new namespace).

        ``pid_one``: A was created as PID 1 of its own namespace, so it is B itself."""
        os.setsid()
        os.dup2(self.devnull, 0)
        os.dup2(out_w, 1)
        os.dup2(out_w, 2)
        if not pid_one and self.protections["pid_namespace"] \
                and _linux.unshare(_linux.CLONE_NEWPID):
            runner = os.fork()
            if runner:
                os.write(ctl_w, f"{runner}\n".encode())
                for fd in (ctl_w, report_w, out_w, 1, 2):
                    os.close(fd)
                status = os.waitpid(runner, 0)[1]
                code = os.waitstatus_to_exitcode(status)
                os._exit(_SIGNAL_BASE - code if code < 0 else min(code, _SIGNAL_BASE - 1))
        os.close(ctl_w)
        self._runner(run_dir, request, report_w)

    def _runner(self, run_dir: str, request: dict, report_w: int) -> None:
        """Process B: limits, unprivileged uid, then pytest with the guard plugin."""
        limits = request["limits"]
        os.chdir(run_dir)
        os.environ.clear()
        os.environ.update(_run_environment(run_dir))
        tempfile.tempdir = None
        cpu = limits["cpu_s"] or float(limits["timeout_s"]) + 1
        for which, value in ((resource.RLIMIT_CORE, 0), (resource.RLIMIT_AS, limits["memory_bytes"]),
                             (resource.RLIMIT_FSIZE, limits["file_size_bytes"]),
                             (resource.RLIMIT_NOFILE, limits["open_files"]),
                             (resource.RLIMIT_NPROC, self.nproc_base + limits["nproc"])):
            resource.setrlimit(which, (int(value), int(value)))
        resource.setrlimit(resource.RLIMIT_CPU, (int(cpu) + 1, int(cpu) + 2))
        if self.protections["unprivileged_uid"] and self.uid is not None:
            os.setgroups([])
            os.setgid(self.uid)
            os.setuid(self.uid)
        sys.dont_write_bytecode = True
        sys.path.insert(0, run_dir)
        try:
            compile(request["solution"], f"{SOLUTION_MODULE}.py", "exec")
        except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
            os.write(report_w, (json.dumps({"t": "syntax_error", "text": f"{type(exc).__name__}: {exc}"})
                                + "\n").encode())
            os._exit(0)
        if request.get("verdict_only"):  # changes only this fork's copy of the session
            self.session.config.option.maxfail = 1
            self.session.config.option.tbstyle = _VERDICT_ONLY_TRACEBACK
        self.session.run(report_w)
        try:
            sys.stdout.flush()
        finally:
            os._exit(0)

    def _kill_all(self, pid: int, runner: int) -> None:
        """Kill the run and everything it started, however it tried to escape."""
        for target in {runner, pid}:
            try:
                os.kill(target, signal.SIGKILL)
            except ProcessLookupError:
                pass
        try:
            os.killpg(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        # With a PID namespace the kernel has already killed every descendant with B;
        # otherwise kill everything the run's uid owns (daemons that left the session).
        if self.protections["unprivileged_uid"] and self.uid is not None \
                and not self.protections["pid_namespace"]:
            killer = os.fork()
            if killer == 0:  # pragma: no cover - runs in the child
                try:
                    os.setuid(self.uid)
                    for _ in range(1000):
                        os.kill(-1, signal.SIGKILL)  # every process of this uid but itself
                except ProcessLookupError:
                    pass
                finally:
                    os._exit(0)
            os.waitpid(killer, 0)

    def _reap_leftovers(self) -> None:
        """Reap and kill whatever re-parented to this worker (it is a child subreaper)."""
        deadline = time.monotonic() + KILL_GRACE_S
        while time.monotonic() < deadline:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return  # no child left at all: the common case, and cheap
            if pid:
                continue  # reaped a zombie; look again
            for child in _linux.children_of(os.getpid()):
                try:
                    os.kill(child, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.001)


def _interpreter_paths() -> list[str]:
    """Directories and files a run needs to read to run Python and import modules."""
    paths = {os.path.realpath(sys.executable), sys.executable, sys.prefix, sys.base_prefix,
             sys.exec_prefix, os.path.dirname(os.__file__)}
    paths.update(p for p in sys.path if os.path.isabs(p))
    return sorted(p for p in paths if os.path.exists(p))


def _expose_interpreter(mounts: str) -> None:
    """Let unprivileged runs reach the Python installation, and nothing else it hides.

    When Python lives under a directory others cannot enter (``/root`` is 0700 on many
    machines), a run under another uid could not import a module the worker had not
    imported, nor start ``sys.executable``. In a private mount namespace of this worker
    (and so of its runs only), each such directory is covered by a small tmpfs that
    others may enter, into which only the needed entries are bind-mounted back. The
    host's filesystem is not changed; where the calls fail, the probe reports the uid
    switch as unavailable instead of breaking correct programs.
    """
    blocked: dict[str, set[str]] = {}
    for path in _interpreter_paths():
        parts = os.path.realpath(path).split(os.sep)[1:]
        current = os.sep
        for part in parts:
            if not os.stat(current).st_mode & 0o001:
                blocked.setdefault(current, set()).add(part)
                break
            current = os.path.join(current, part)
    if not blocked or not _linux.unshare(_linux.CLONE_NEWNS) or not _linux.make_mounts_private():
        return
    for index, (directory, children) in enumerate(sorted(blocked.items())):
        staging = os.path.join(mounts, f"real-{index}")
        os.mkdir(staging, 0o700)
        if not _linux.bind(directory, staging):
            continue
        if not _linux.mount("tmpfs", directory, "tmpfs", 0, "mode=0711,size=1m"):
            continue
        for child in sorted(children):
            source, target = os.path.join(staging, child), os.path.join(directory, child)
            if os.path.isdir(source):
                os.mkdir(target)
            else:
                open(target, "w").close()
            _linux.bind(source, target)


def _run_environment(run_dir: str) -> dict[str, str]:
    """The whole environment of a run (and of the pytest configuration it inherits)."""
    return {"PATH": _SAFE_PATH, "HOME": run_dir, "TMPDIR": run_dir, "LANG": "C.UTF-8",
            "PYTHONHASHSEED": HASH_SEED, "PYTHONDONTWRITEBYTECODE": "1",
            "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}


def _force_remove(function, path, excinfo) -> None:
    """rmtree error handler: a run may have removed permissions from its own files."""
    try:
        os.chmod(os.path.dirname(path), 0o700)
        os.chmod(path, 0o700)
        function(path)
    except OSError:
        pass


def _runner_pid(ctl: bytearray) -> int | None:
    text = bytes(ctl).split(b"\n", 1)[0]
    return int(text) if text.isdigit() else None


def _verdict(request: dict, report: bytes, output: bytes, status: int | None, timed_out: bool,
             duration: float) -> dict:
    """Read the run's records and decide, failing closed at every doubt."""
    records = []
    for line in report.split(b"\n"):
        try:
            records.append(json.loads(line))
        except ValueError:
            continue  # a cut or garbled line proves nothing
    expected = request["expected"]
    phases: dict[str, dict[str, str]] = {}
    failures: dict[str, str] = {}
    texts: list[str] = []
    test_time = 0.0
    end = syntax = collect = None
    for record in records:
        if not isinstance(record, dict):
            continue
        kind = record.get("t")
        if kind == "test":
            nodeid, when = str(record.get("nodeid")), str(record.get("when"))
            outcome = str(record.get("outcome"))
            if when == "call" and outcome == "passed" and record.get("completed") is not True:
                outcome = "failed"
                record["text"] = "the test body did not run to its end"
            phases.setdefault(nodeid, {})[when] = outcome
            test_time += float(record.get("duration") or 0.0)
            if record.get("text"):
                failures.setdefault(nodeid.split("::", 1)[-1], str(record["text"]))
                texts.append(str(record["text"]))
        elif kind == "end":
            end = record
        elif kind == "syntax_error":
            syntax = record
        elif kind == "collect_error":
            collect = record
            texts.append(str(record.get("text")))
    items = []
    for nodeid, by_phase in phases.items():
        if any(v == "failed" for k, v in by_phase.items() if k != "call"):
            outcome = "error"
        elif by_phase.get("setup") == "skipped" or by_phase.get("call") == "skipped":
            outcome = "skipped"
        elif by_phase.get("call") == "passed" and by_phase.get("teardown") == "passed":
            outcome = "passed"
        elif by_phase.get("call") == "failed":
            outcome = "failed"
        else:
            outcome = "missing"
        items.append((nodeid, outcome))
    outcomes = merge_units(items, expected)
    signal_number = None
    if status is not None and os.WIFEXITED(status) and os.WEXITSTATUS(status) > _SIGNAL_BASE:
        signal_number = os.WEXITSTATUS(status) - _SIGNAL_BASE  # relayed by process A
    elif status is not None and os.WIFSIGNALED(status):
        signal_number = os.WTERMSIG(status)
    detail = ""
    complete = end is not None
    if timed_out or signal_number == signal.SIGXCPU:
        verdict, detail = "timeout", "CPU limit reached" if not timed_out else "wall timeout reached"
    elif syntax is not None:
        verdict, detail = "syntax_error", str(syntax.get("text"))
    elif complete and end.get("tampered"):
        verdict, detail = "tampered", "changed: " + ", ".join(map(str, end["tampered"][:10]))
    elif collect is not None:
        verdict = "memory_limit" if "MemoryError" in str(collect.get("text")) else "error"
        detail = "the test module could not be imported"
    elif not (complete and all(o == "passed" for o in outcomes.values())) and \
            any("MemoryError" in t for t in texts):
        verdict, detail = "memory_limit", "MemoryError"
    elif signal_number is not None and not complete:
        verdict, detail = "crashed", f"killed by {signal.Signals(signal_number).name}" \
            if signal_number in signal.valid_signals() else f"signal {signal_number}"
        if signal_number == signal.SIGXFSZ:
            detail += " (file size limit)"
    else:
        verdict = decide_status(outcomes, complete=complete, collection_error=False)
        if not complete:
            detail = "the run ended before pytest finished its session"
    return {"key": request["key"], "status": verdict, "outcomes": outcomes,
            "failures": failures,
            "output": output.decode("utf-8", "replace"), "detail": detail,
            "duration_s": duration, "test_time_s": test_time}


def main() -> None:
    """Serve requests until stdin closes. argv[1]: JSON config (``unprivileged``, ``isolate``)."""
    config = json.loads(sys.argv[1])
    # Grading must not depend on which third-party pytest plugins happen to be installed.
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    proto_in = os.fdopen(os.dup(0), "rb", buffering=0)
    proto_out = os.fdopen(os.dup(1), "wb", buffering=0)
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1):
        os.dup2(devnull, fd)  # nothing may write into the protocol stream by accident
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the pool owns shutdown, not Ctrl-C
    uid = SANDBOX_UID_BASE + os.getpid() if config.get("unprivileged") else None
    worker = _Worker(uid, bool(config.get("isolate", True)))
    worker.warm()
    # The pool removes these folders once this process has exited: only outside this
    # worker's mount namespace are the staging folders plain empty directories.
    send_frame(proto_out, {"ready": True, "protections": worker.protections, "pid": os.getpid(),
                           "base": worker.base, "mounts": worker.mounts})
    while (request := recv_frame(proto_in)) is not None:
        try:
            result = worker.run(request)
        except Exception as exc:  # an engine fault must not look like a verdict
            result = {"key": request.get("key"), "status": "no_result", "outcomes": {},
                      "failures": {}, "output": "", "detail": f"sandbox fault: {exc!r}",
                      "duration_s": 0.0, "test_time_s": 0.0}
        send_frame(proto_out, result)


if __name__ == "__main__":
    main()
