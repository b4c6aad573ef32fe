"""Running one command in one folder, in the sandbox: a project run is a folder, a command,
limits.

The function-level pool forks pytest sessions from a warm worker; a project runs its own
program (``python main.py ...``) from whatever process calls, which may have threads. So
a run is an ``os.fork`` (whose child has one thread and can safely clone into a new PID
namespace), the program's process, and one ``exec``. It gets the same protections as a
graded task run where the machine allows them (as root on Linux):

- its own session, resource limits (CPU, address space, file size, open files, processes),
  a scrubbed environment with ``HOME`` and ``TMPDIR`` inside the folder, a wall timeout,
  and every process it started killed at the end;
- a new PID namespace (the program's process is PID 1: when it ends, its descendants
  end with it) and a new network namespace (no network at all);
- a private mount namespace in which every mount is read-only except the run folder, so
  the program can write nothing outside it (a write elsewhere fails with EROFS);
- an unprivileged uid of its own, so a process limit binds and nothing root-owned can
  be changed.

Where a call fails (no root, an older kernel, a container without the capabilities),
the run goes on without that protection and :attr:`CommandResult.protections` says which
were active.
"""

from __future__ import annotations

import itertools
import json
import os
import resource
import selectors
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Sequence

from evaluation import _linux
from evaluation._defaults import HASH_SEED, PROJECT_ERROR_TAIL_BYTES
from evaluation._errors import SandboxError
from evaluation._records import Limits
# Imported here, never in the forked child: a child of a threaded parent must not import
# (another thread may have held an import lock at the fork), and it would pay the import.
from evaluation._worker import _expose_interpreter
from evaluation.projects._records import CommandResult

__all__ = ["run_command", "PROJECT_UID_BASE"]

#: A project run as root runs as uid PROJECT_UID_BASE + 16 x (this process's pid) + a
#: counter: unique among concurrent runs, apart from the function-level pool's uids.
PROJECT_UID_BASE = 100_000_000
_UIDS_PER_PROCESS = 16
_EXIT_EXEC_FAILED = 127
_READ_CHUNK = 65536
_CTL_LIMIT = 4096
_SAFE_PATH = "/usr/local/bin:/usr/bin:/bin"
#: The run folder is seen by the program at <staging>/run, inside a folder others may
#: enter, so an unprivileged uid can reach it wherever the real folder lives.
_RUN_NAME = "run"
_counter = itertools.count()
_counter_lock = threading.Lock()


def _next_uid() -> int:
    with _counter_lock:
        return PROJECT_UID_BASE + _UIDS_PER_PROCESS * os.getpid() + next(_counter) % _UIDS_PER_PROCESS


def _environment(home: str, extra: dict[str, str]) -> dict[str, str]:
    return {"PATH": _SAFE_PATH, "HOME": home, "TMPDIR": home, "LANG": "C.UTF-8",
            "PYTHONHASHSEED": HASH_SEED, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONUNBUFFERED": "1",
            "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", **extra}


def _chown_tree(root: str, uid: int) -> None:
    os.lchown(root, uid, uid)
    for directory, dirs, files in os.walk(root):
        for name in dirs + files:
            os.lchown(os.path.join(directory, name), uid, uid)


def run_command(folder: str | os.PathLike[str], command: Sequence[str], limits: Limits, *,
                env: dict[str, str] | None = None, expect_files: Sequence[str] = (),
                isolate: bool = True) -> CommandResult:
    """Run ``command`` with ``folder`` as its working directory, in the sandbox.

    ``command[0] == "python"`` means this interpreter. ``env`` adds variables to the
    scrubbed environment. ``expect_files`` are paths relative to the folder whose
    presence as regular files after the run is reported in ``written`` (a symbolic link
    does not count). ``isolate=False`` skips the namespaces and the uid switch, which
    the overhead benchmark uses as its bare baseline's closest relative.
    """
    folder = os.path.realpath(folder)
    if not os.path.isdir(folder):
        raise SandboxError(f"project run folder not found: {folder}")
    argv = [sys.executable if i == 0 and part == "python" else part for i, part in enumerate(command)]
    if not argv:
        raise SandboxError("empty command")
    root = isolate and os.geteuid() == 0
    staging = tempfile.mkdtemp(prefix="codeassay-project-")
    os.chmod(staging, 0o711)
    try:
        target = os.path.join(staging, _RUN_NAME)
        os.mkdir(target, 0o755)
        mounts = os.path.join(staging, "mnt")
        os.mkdir(mounts, 0o700)
        uid = _next_uid() if root else None
        started = time.monotonic()
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        ctl_r, ctl_w = os.pipe2(os.O_CLOEXEC)
        # os.fork, never a raw clone, from here: the caller may have threads (see
        # _linux.fork_into_new_pid_namespace); the child has one, so it can clone.
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child
            try:
                os.close(out_r)
                os.close(err_r)
                os.close(ctl_r)
                os.setsid()
                runner = _runner_in_pid_namespace() if root else 0
                if runner:
                    _relay(runner, ctl_w, (out_w, err_w))
                _child(folder, target, mounts, argv, limits, uid, root, out_w, err_w, ctl_w,
                       _environment(target if root else folder, env or {}))
            finally:
                os._exit(_EXIT_EXEC_FAILED)
        for fd in (out_w, err_w, ctl_w):
            os.close(fd)
        status, timed_out, buffers = _supervise(pid, (out_r, err_r, ctl_r), limits, started)
        report = _control_report(buffers[ctl_r])
        in_pid_namespace = bool(report.get("pid_namespace"))
        _kill_everything(pid, report.get("runner"), uid, in_pid_namespace, reaped=status is not None)
        if status is None:
            status = os.waitpid(pid, 0)[1]
        if "wait_status" in report and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0:
            status = report["wait_status"]  # the program's own, relayed by the process between
        duration = time.monotonic() - started
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    exit_code = signal_name = None
    if os.WIFEXITED(status):
        exit_code = os.WEXITSTATUS(status)
    elif os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        signal_name = signal.Signals(number).name if number in signal.valid_signals() else str(number)
    if "exec_error" in report:
        raise SandboxError(f"cannot start {argv[0]!r}: {report['exec_error']}")
    protections = {name: bool(report.get(name, False))
                   for name in ("network_namespace", "read_only_outside_folder", "unprivileged_uid")}
    protections.update({"pid_namespace": in_pid_namespace, "wall_timeout": True,
                        "rlimits": bool(report.get("rlimits", True)),
                        "own_session": True, "scrubbed_environment": True})
    if timed_out and exit_code is not None:
        exit_code = None  # killed by us; its own exit status means nothing
    if timed_out:
        signal_name = "SIGKILL"
    written = tuple(f for f in expect_files if _is_regular(os.path.join(folder, f), folder))
    return CommandResult(exit_code=exit_code, timed_out=timed_out,
                         stdout=bytes(buffers[out_r]).decode("utf-8", "replace"),
                         stderr=bytes(buffers[err_r]).decode("utf-8", "replace"),
                         duration_s=duration, signal=signal_name or "", written=written,
                         protections=protections)


def _is_regular(path: str, folder: str) -> bool:
    """A regular file (not a link) inside ``folder``, reached without following links."""
    real = os.path.realpath(path)
    if not real.startswith(folder + os.sep):
        return False
    try:
        return os.path.isfile(path) and not os.path.islink(path) and real == os.path.abspath(path)
    except OSError:
        return False


def _runner_in_pid_namespace() -> int:  # pragma: no cover - runs in the child
    """In the run's first child: make the process that runs the program PID 1 of a new
    PID namespace (clone3, or unshare and fork where clone3 is refused). Returns its pid
    here and 0 in it; 0 here too when no namespace can be made (this process runs it)."""
    runner = _linux.fork_into_new_pid_namespace()
    if runner is None and _linux.unshare(_linux.CLONE_NEWPID):
        runner = os.fork()
    return runner or 0


def _relay(runner: int, ctl_w: int, fds: tuple[int, ...]) -> None:  # pragma: no cover - runs in the child
    """The first child's part once the program runs in ``runner``: name it (so a timeout
    can kill it), wait for it, and pass on its wait status as it is, exit code or signal."""
    for fd in fds:
        os.close(fd)
    os.write(ctl_w, (json.dumps({"runner": runner}) + "\n").encode())
    status = os.waitpid(runner, 0)[1]
    os.write(ctl_w, (json.dumps({"wait_status": status}) + "\n").encode())
    os._exit(0)


def _control_report(ctl: bytearray) -> dict:
    """The control pipe's JSON lines, merged: the protections the program's process set
    up (or why it could not start) and, from the process between, the runner's pid and
    wait status. A line that is not JSON (it cannot come from the program, which never
    holds the pipe) is skipped."""
    report: dict = {}
    for line in bytes(ctl).splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if isinstance(item, dict):
            report.update(item)
    return report


def _child(folder: str, target: str, mounts: str, argv: list[str], limits: Limits, uid: int | None,
           root: bool, out_w: int, err_w: int, ctl_w: int,
           env: dict[str, str]) -> None:  # pragma: no cover - runs in the child
    """Isolate, limit, drop privileges and exec; report the protections on ``ctl_w``."""
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.dup2(out_w, 1)
    os.dup2(err_w, 2)
    active: dict[str, bool] = {"pid_namespace": os.getpid() == 1}
    workdir = folder
    if root:
        active["network_namespace"] = _linux.unshare(_linux.CLONE_NEWNET)
        # Never touch the host's mounts: everything below happens in a namespace of this
        # run's own, or not at all.
        mounted = _linux.unshare(_linux.CLONE_NEWNS) and _linux.make_mounts_private()
        if mounted:
            # The uid switch needs the interpreter reachable: cover directories others
            # cannot enter, as the function-level worker does.
            _expose_interpreter(mounts)
            mounted = _linux.bind(folder, target)
        if mounted:
            workdir = target
        active["read_only_outside_folder"] = bool(
            mounted and _linux.set_read_only("/", True) and _linux.set_read_only(target, False))
        if mounted and uid is not None:
            try:
                _chown_tree(target, uid)
                os.setgroups([])
                os.setgid(uid)
                os.setuid(uid)
                active["unprivileged_uid"] = True
            except OSError:
                active["unprivileged_uid"] = False
    os.chdir(workdir)
    cpu = limits.cpu_s or limits.timeout_s + 1
    for which, value in ((resource.RLIMIT_CORE, 0), (resource.RLIMIT_AS, limits.memory_bytes),
                         (resource.RLIMIT_FSIZE, limits.file_size_bytes),
                         (resource.RLIMIT_NOFILE, limits.open_files),
                         (resource.RLIMIT_NPROC, limits.nproc)):
        try:
            resource.setrlimit(which, (int(value), int(value)))
        except (ValueError, OSError):
            active["rlimits"] = False
    resource.setrlimit(resource.RLIMIT_CPU, (int(cpu) + 1, int(cpu) + 2))
    os.write(ctl_w, (json.dumps(active) + "\n").encode())
    try:
        os.execve(argv[0], argv, env)
    except OSError as exc:
        os.write(ctl_w, (json.dumps({"exec_error": str(exc)}) + "\n").encode())
        os._exit(_EXIT_EXEC_FAILED)


def _supervise(pid: int, fds: tuple[int, int, int], limits: Limits,
               started: float) -> tuple[int | None, bool, dict[int, bytearray]]:
    """Drain the run's output (keeping each stream's tail) until it ends or times out."""
    pidfd = os.pidfd_open(pid)
    selector = selectors.DefaultSelector()
    buffers = {fd: bytearray() for fd in fds}
    caps = {fds[0]: PROJECT_ERROR_TAIL_BYTES, fds[1]: PROJECT_ERROR_TAIL_BYTES, fds[2]: _CTL_LIMIT}
    for fd in fds:
        os.set_blocking(fd, False)
        selector.register(fd, selectors.EVENT_READ)
    selector.register(pidfd, selectors.EVENT_READ)
    deadline = started + limits.timeout_s
    status = None
    timed_out = False
    open_fds = set(fds)
    while status is None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            timed_out = True
            break
        for key, _ in selector.select(remaining):
            if key.fd == pidfd:
                status = os.waitpid(pid, 0)[1]
            elif key.fd in open_fds and not _drain(key.fd, buffers[key.fd], caps[key.fd]):
                selector.unregister(key.fd)
                open_fds.discard(key.fd)
    # What is still in the pipes was written before the end: read it, without waiting
    # for descendants that may hold the write ends open.
    for fd in fds:
        _drain(fd, buffers[fd], caps[fd])
    selector.close()
    os.close(pidfd)
    for fd in fds:
        os.close(fd)
    return status, timed_out, buffers


def _drain(fd: int, buffer: bytearray, cap: int) -> bool:
    """Read what is there now, keeping the last ``cap`` bytes; False at end of stream."""
    while True:
        try:
            chunk = os.read(fd, _READ_CHUNK)
        except BlockingIOError:
            return True
        except OSError:
            return False
        if not chunk:
            return False
        buffer.extend(chunk)
        if len(buffer) > cap:
            del buffer[: len(buffer) - cap]


def _kill_everything(pid: int, runner: int | None, uid: int | None, in_pid_namespace: bool,
                     reaped: bool) -> None:
    """Kill the run and what it started: the PID namespace dies with its first process
    (``runner``, the program, when a process stands between); without one, the session,
    and every process of the run's uid.

    A reaped pid is never signalled (it may belong to someone else by now); its process
    group id stays reserved while any member lives, so the group is safe to kill. While
    ``pid`` is unreaped, so is the runner unless ``pid`` reaped it, which it does only
    once the runner has ended (and with it the namespace)."""
    kills = [lambda: os.killpg(pid, signal.SIGKILL)]
    if not reaped:
        kills.insert(0, lambda: os.kill(pid, signal.SIGKILL))
        if runner:
            kills.insert(0, lambda: os.kill(runner, signal.SIGKILL))
    for kill in kills:
        try:
            kill()
        except (ProcessLookupError, PermissionError):
            pass
    if uid is not None and not in_pid_namespace:
        killer = os.fork()
        if killer == 0:  # pragma: no cover - runs in the child
            try:
                os.setuid(uid)
                for _ in range(1000):
                    os.kill(-1, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            finally:
                os._exit(0)
        os.waitpid(killer, 0)
