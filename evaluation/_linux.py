"""The few Linux system calls the sandbox needs that Python 3.11's ``os`` lacks.

Each returns whether it worked instead of raising, because the sandbox degrades to the
protections the machine allows and reports which ones were active.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal

__all__ = [
    "CLONE_NEWNS",
    "CLONE_NEWNET",
    "CLONE_NEWPID",
    "unshare",
    "fork_into_new_pid_namespace",
    "thread_count",
    "set_child_subreaper",
    "children_of",
    "process_count_of_uid",
    "mount",
    "bind",
    "make_mounts_private",
    "MS_BIND",
    "MS_REC",
    "set_read_only",
]

CLONE_NEWNS = 0x00020000
CLONE_NEWNET = 0x40000000
CLONE_NEWPID = 0x20000000
_PR_SET_CHILD_SUBREAPER = 36
MS_BIND = 4096
MS_REC = 16384
_MS_PRIVATE = 1 << 18

_libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
# Every C function is looked up here, once: the calls are made in freshly forked children,
# which should not have to resolve symbols (the dynamic linker takes locks to do it).
_unshare = _libc.unshare
_prctl = _libc.prctl
_mount = _libc.mount
_plain_syscall = _libc.syscall
_before_fork = ctypes.pythonapi.PyOS_BeforeFork
_after_fork_child = ctypes.pythonapi.PyOS_AfterFork_Child
_after_fork_parent = ctypes.pythonapi.PyOS_AfterFork_Parent
#: The same C library through ``PyDLL``, which keeps the GIL during the call: a fork must
#: happen while this thread holds it, as ``os.fork`` does.
_libc_holding_gil = ctypes.PyDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
_syscall = _libc_holding_gil.syscall
_syscall.restype = ctypes.c_long
_syscall.argtypes = (ctypes.c_long, ctypes.c_void_p, ctypes.c_size_t)
#: clone3(2)'s number; system calls added since Linux 5.x have one number on every
#: architecture.
_SYS_CLONE3 = 435
#: struct clone_args, version 0: flags, pidfd, child_tid, parent_tid, exit_signal, stack,
#: stack_size, tls (eight 64-bit fields).
_CloneArgs = ctypes.c_uint64 * 8


def unshare(flags: int) -> bool:
    """``unshare(2)``; true on success (needs root or a user namespace)."""
    return _unshare(ctypes.c_int(flags)) == 0


def fork_into_new_pid_namespace() -> int | None:
    """``os.fork()`` whose child is PID 1 of a new PID namespace, in one step (clone3).

    ``unshare(CLONE_NEWPID)`` only moves the caller's *next* child into a new namespace,
    and only once, so a long-lived process that needs a fresh namespace per child would
    have to fork an intermediate process each time; clone3 gives the child its own
    namespace directly. Python's fork bookkeeping runs around the call exactly as in
    ``os.fork`` (``PyOS_BeforeFork`` / ``PyOS_AfterFork_*``). Returns 0 in the child,
    the child's PID in the parent, or None when the kernel or a seccomp filter refuses
    clone3, or when this process has more than one thread (then nothing was created).

    The C library's own preparations for a fork (taking and resetting its allocator's
    locks) run only inside its ``fork()``, not around a raw system call. With a second
    thread about, the child could start with a lock that thread held at that instant and
    wait for it forever: a project run forked this way from a process whose other threads
    came and went hung until its timeout in about half the runs. So a caller with threads
    gets None, and forks with ``os.fork`` first (its child has one thread) and clones there.
    """
    if thread_count() > 1:
        return None
    args = _CloneArgs(CLONE_NEWPID, 0, 0, 0, signal.SIGCHLD, 0, 0, 0)
    _before_fork()
    pid = _syscall(_SYS_CLONE3, ctypes.addressof(args), ctypes.sizeof(args))
    if pid == 0:
        _after_fork_child()
        return 0
    _after_fork_parent()
    return pid if pid > 0 else None


def thread_count() -> int:
    """How many threads this process has now (Python's and any the C libraries started)."""
    return len(os.listdir("/proc/self/task"))


def set_child_subreaper() -> bool:
    """Make orphaned descendants re-parent to this process, so none can escape cleanup."""
    return _prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0


def _stat_fields(pid: str) -> list[str] | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            data = handle.read().decode("ascii", "replace")
    except OSError:
        return None
    # The command name is in parentheses and may itself contain spaces or parentheses.
    return data[data.rfind(")") + 2:].split()


def children_of(parent: int) -> list[int]:
    """Pids whose parent is ``parent`` (live or zombie), read from /proc."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat_fields(entry)
            if fields is not None and int(fields[1]) == parent:
                found.append(int(entry))
    return found


def process_count_of_uid(uid: int) -> int:
    """How many processes ``uid`` owns now (RLIMIT_NPROC counts them all)."""
    count = 0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.stat(f"/proc/{entry}").st_uid == uid:
                    count += 1
            except OSError:
                continue
    return count


def mount(source: str | None, target: str, fstype: str | None, flags: int, data: str | None = None) -> bool:
    """``mount(2)``; true on success."""
    def c(text: str | None):
        return None if text is None else text.encode()
    return _mount(c(source), c(target), c(fstype), ctypes.c_ulong(flags), c(data)) == 0


def make_mounts_private() -> bool:
    """Stop mounts made in this namespace from propagating back to the host."""
    return mount(None, "/", None, MS_REC | _MS_PRIVATE)


def bind(source: str, target: str) -> bool:
    """Bind-mount ``source`` (recursively) onto ``target``."""
    return mount(source, target, None, MS_BIND | MS_REC)


#: mount_setattr(2)'s number (the same on every architecture) and its flags.
_SYS_MOUNT_SETATTR = 442
_AT_FDCWD = -100
_AT_RECURSIVE = 0x8000
_MOUNT_ATTR_RDONLY = 0x1


class _MountAttr(ctypes.Structure):
    _fields_ = [("attr_set", ctypes.c_uint64), ("attr_clr", ctypes.c_uint64),
                ("propagation", ctypes.c_uint64), ("userns_fd", ctypes.c_uint64)]


def set_read_only(path: str, read_only: bool) -> bool:
    """Make every mount at and under ``path`` read-only (or writable again) in this mount
    namespace, with ``mount_setattr(2)`` (Linux 5.12+); true on success."""
    attr = _MountAttr(_MOUNT_ATTR_RDONLY if read_only else 0, 0 if read_only else _MOUNT_ATTR_RDONLY, 0, 0)
    return _plain_syscall(ctypes.c_long(_SYS_MOUNT_SETATTR), ctypes.c_int(_AT_FDCWD), path.encode(),
                          ctypes.c_uint(_AT_RECURSIVE), ctypes.byref(attr), ctypes.c_size_t(ctypes.sizeof(attr))) == 0
