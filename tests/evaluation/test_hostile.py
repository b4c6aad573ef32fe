"""The reliability battery: hostile programs are never passed, stay within their limits,
leave nothing behind, and the engine keeps serving; awkward but correct programs pass."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time

import pytest
from helpers import ADD_NAMES, ADD_OK, ADD_TESTS, request

TIMEOUT = 4.0
#: Slack for the cleanup on top of the run's own timeout (a loaded machine is slow).
MARGIN = 20.0


def _run(sandbox, solution: str, tests: str = ADD_TESTS, expected=ADD_NAMES, timeout=TIMEOUT, **limits):
    start = time.monotonic()
    (result,) = sandbox.run([request(solution, tests, expected, timeout_s=timeout, **limits)])
    return result, time.monotonic() - start


def _sandbox_processes(sandbox) -> list[int]:
    """Processes owned by this pool's run uids: runs that outlived their cleanup.

    (Other pools on the same machine use other uids and are not counted.)
    """
    from evaluation import SANDBOX_UID_BASE
    uids = {SANDBOX_UID_BASE + handle.process.pid for handle in sandbox._handles if handle is not None}
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.stat(f"/proc/{entry}").st_uid in uids:
                    found.append(int(entry))
            except OSError:
                pass
    return found


HOSTILE = {
    "loop_at_import": "while True:\n    pass\n",
    "sleep_forever": "import time\n\ndef add(a, b):\n    time.sleep(10**6)\n",
    "thread_never_ends": "import threading, time\n\ndef _spin():\n    while True:\n        time.sleep(0.01)\n\n"
                         "threading.Thread(target=_spin).start()\n\ndef add(a, b):\n    return 0\n",
    "memory_bomb": "def add(a, b):\n    blocks = []\n    while True:\n        blocks.append(bytearray(50 * 1024 * 1024))\n",
    "fork_bomb": "import os\n\ndef add(a, b):\n    for _ in range(200):\n        try:\n            os.fork()\n"
                 "        except OSError:\n            break\n    return 0\n",
    "recursion": "import sys\nsys.setrecursionlimit(10**6)\n\ndef add(a, b):\n    return add(a, b) + 1\n",
    "segfault": "import ctypes\n\ndef add(a, b):\n    ctypes.string_at(0)\n",
    "close_stdio": "import os\nos.close(1)\nos.close(2)\n\ndef add(a, b):\n    return 0\n",
    "huge_stdout": "import sys\n\ndef add(a, b):\n    chunk = 'x' * (1024 * 1024)\n    for _ in range(1024):\n"
                   "        sys.stdout.write(chunk)\n    return 0\n",
    "huge_file": "def add(a, b):\n    with open('big.bin', 'wb') as f:\n        for _ in range(10 * 1024):\n"
                 "            f.write(b'0' * (1024 * 1024))\n    return 0\n",
    "kill_process_group": "import os, signal\nos.killpg(0, signal.SIGKILL)\n",
    "kill_parent": "import os, signal\ntry:\n    os.kill(os.getppid(), signal.SIGKILL)\nexcept OSError:\n    pass\n\n"
                   "def add(a, b):\n    return 0\n",
    "delete_tests": "import os\nfor name in ('test_solution.py',):\n    try:\n        os.remove(name)\n    except OSError:\n"
                    "        pass\n\ndef add(a, b):\n    return 0\n",
    "rewrite_tests": "with open('test_solution.py', 'w') as f:\n    f.write('def test_small():\\n    pass\\n')\n\n"
                     "def add(a, b):\n    return 0\n",
    "chdir_and_path": "import os, sys\nos.chdir('/')\nsys.path.insert(0, '/')\n\ndef add(a, b):\n    return 0\n",
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_program_is_not_passed_and_is_contained(sandbox, name):
    result, elapsed = _run(sandbox, HOSTILE[name])
    assert result.status != "passed", result
    assert elapsed < TIMEOUT + MARGIN
    assert _sandbox_processes(sandbox) == []
    assert len(result.output.encode()) <= 64 * 1024 + 1024
    (after,) = sandbox.run([request(ADD_OK)])
    assert after.passed, f"engine did not recover after {name}: {after}"


@pytest.mark.slow
def test_statuses_of_limits(sandbox):
    assert _run(sandbox, HOSTILE["loop_at_import"])[0].status == "timeout"
    assert _run(sandbox, HOSTILE["memory_bomb"], timeout=30)[0].status == "memory_limit"
    assert _run(sandbox, HOSTILE["huge_file"])[0].status in ("crashed", "failed")
    assert _run(sandbox, HOSTILE["segfault"])[0].status == "crashed"


@pytest.mark.slow
def test_double_forked_daemon_is_killed_before_it_writes(sandbox, tmp_path):
    marker = tmp_path / "daemon-was-here"
    os.chmod(tmp_path, 0o777)
    daemon = (f"import os, time\n\ndef add(a, b):\n    if os.fork() == 0:\n        os.setsid()\n"
              f"        if os.fork() == 0:\n            time.sleep(3)\n            open({str(marker)!r}, 'w').close()\n"
              f"        os._exit(0)\n    return a + b\n")
    result, _ = _run(sandbox, daemon)
    assert result.passed  # the program itself is correct; its daemon must still die
    time.sleep(4)
    assert not marker.exists()
    assert _sandbox_processes(sandbox) == []


@pytest.mark.slow
def test_socket_to_local_listener_fails_when_isolated(sandbox):
    if not sandbox.protections()["network_namespace"]:
        pytest.skip("no network namespace on this machine; the results header says so")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    try:
        solution = (f"import socket\n\ndef add(a, b):\n    socket.create_connection(('127.0.0.1', {port}), timeout=2)\n"
                    f"    return a + b\n")
        result, _ = _run(sandbox, solution)
        assert result.status == "failed"
    finally:
        listener.close()


def test_nothing_changed_outside_the_run_directory(sandbox, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    os.chmod(tmp_path, 0o755)
    attack = (f"import os\n\ndef add(a, b):\n    for action in (lambda: os.remove({str(victim)!r}),\n"
              f"                   lambda: open({str(victim)!r}, 'w').write('gone')):\n        try:\n"
              f"            action()\n        except OSError:\n            pass\n    return a + b\n")
    result, _ = _run(sandbox, attack)
    if sandbox.protections()["unprivileged_uid"]:
        assert victim.read_text() == "keep"
    assert result.status == "passed"


AWKWARD_OK = {
    "heavy_printing": "def add(a, b):\n    for i in range(20000):\n        print('line', i)\n    return a + b\n",
    "file_io_in_run_dir": "import os, tempfile\n\ndef add(a, b):\n    path = os.path.join(tempfile.gettempdir(), 'x.txt')\n"
                          "    with open(path, 'w') as f:\n        f.write(str(a + b))\n    with open('local.txt', 'w') as f:\n"
                          "        f.write('ok')\n    with open(path) as f:\n        return int(f.read())\n",
    "subprocess_spawn_and_join": "import subprocess, sys\n\ndef add(a, b):\n    out = subprocess.run([sys.executable, '-c', "
                                 "f'print({a} + {b})'], capture_output=True, text=True, check=True)\n"
                                 "    return int(out.stdout)\n",
    "uses_most_of_its_timeout": "import time\n\ndef add(a, b):\n    time.sleep(0.4)\n    return a + b\n",
}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(AWKWARD_OK))
def test_awkward_but_correct_programs_pass(sandbox, name):
    result, _ = _run(sandbox, AWKWARD_OK[name], timeout=10)
    assert result.passed, result


# A worker in its own process (it changes its namespaces), with clone3 refused when asked,
# as a seccomp filter or an old kernel would: each run then forks twice instead.
_WORKER_SCRIPT = """
import json, shutil, sys
from dataclasses import asdict
from evaluation import Limits, _linux, _worker

if sys.argv[1] == "refused":
    _linux.fork_into_new_pid_namespace = lambda: None
worker = _worker._Worker(None, True)
worker.warm()
daemon = (
    "import os, time\\n\\ndef add(a, b):\\n    if os.fork() == 0:\\n        os.setsid()\\n"
    "        if os.fork() == 0:\\n            time.sleep(2)\\n"
    "            open(%r, 'w').close()\\n        os._exit(0)\\n    return a + b\\n" % sys.argv[2])
tests = "import os\\nfrom solution import add\\n\\n\\ndef test_pid():\\n" \\
        "    assert add(1, 2) == 3\\n    assert os.getpid() == 1\\n"
result = worker.run({"key": "k", "solution": daemon, "tests": tests, "expected": ["test_pid"],
                     "limits": asdict(Limits.with_defaults(10.0))})
print(json.dumps({"status": result["status"], "clone": worker.clone_into_namespace,
                  "pid_namespace": worker.protections["pid_namespace"]}))
for folder in (worker.base, worker.mounts):  # the pool's job when it owns the worker
    shutil.rmtree(folder, ignore_errors=True)
"""


@pytest.mark.slow
@pytest.mark.parametrize("clone3", ["allowed", "refused"])
def test_each_run_is_pid_one_of_its_namespace_with_or_without_clone3(tmp_path, clone3):
    marker = tmp_path / "daemon-was-here"
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    proc = subprocess.run([sys.executable, "-c", _WORKER_SCRIPT, clone3, str(marker)],
                          capture_output=True, text=True, env=env, timeout=120, check=True)
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    if not found["pid_namespace"]:
        pytest.skip("no PID namespaces on this machine; the results header says so")
    assert found["clone"] is (clone3 == "allowed")
    assert found["status"] == "passed"  # the run saw itself as PID 1
    time.sleep(3)
    assert not marker.exists()  # the daemon died with the run's namespace
