"""Quality measures: in-process and batched vs one subprocess per file per tool.

Measures the same programs both ways in one run and prints programs per second for each.
The programs are the reference and wrong solutions under ``tasks_src/`` plus variations of
a few templates shaped like generated solutions (classes, closures, I/O, blank lines with
trailing whitespace, long lines, an unused import, an ``eval``), up to ``--programs``.

The subprocess baseline runs, for every program, the command-line tools with the options
the in-process path uses: ``flake8`` (isolated, every code), ``radon cc`` and ``radon raw``
(radon has no single command giving both complexity and logical lines) and ``bandit``.

    python benchmarks/quality_throughput.py [--programs 500] [--baseline-programs N]
                                            [--workers 2] [--repeat 5]

The batch split over the workers (the target's measure) is run ``--repeat`` times and
summarised by the median: on a shared machine one run's speed moves by a fifth with the
load of other tenants, and the median of several is what a user can expect.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from evaluation.quality import measure_quality  # noqa: E402
from evaluation.quality._flake8 import FLAKE8_MAX_LINE_LENGTH, FLAKE8_SELECT  # noqa: E402

DEFAULT_PROGRAMS = 500
DEFAULT_REPEAT = 5

_TEMPLATES = [
    '''"""Rate limiter for {name} requests."""
import time
from collections import deque


class {cls}:
    """Sliding-window limiter."""

    def __init__(self, limit, window={window}):
        self.limit = limit
        self.window = window
        self.calls = deque()
    {ws}
    def allow(self, now=None):
        now = time.monotonic() if now is None else now
        while self.calls and now - self.calls[0] >= self.window:
            self.calls.popleft()
        if len(self.calls) < self.limit:
            self.calls.append(now)
            return True
        return False

    def remaining(self):
        return max(0, self.limit - len(self.calls))
''',
    '''import os
import re


def {name}(text, min_len={window}):
    """Count words of at least min_len letters, ignoring case."""
    counts = {{}}
    for word in re.findall(r"[A-Za-z']+", text):
        word = word.lower().strip("'")
        if len(word) < min_len:
            continue
        counts[word] = counts.get(word, 0) + 1
    {ws}
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return [w for w, n in ranked if n > 0 and not w.isdigit()]  # {long_comment}
''',
    '''import json
from pathlib import Path


def {name}(path, default=None):
    """Read a JSON config, merging it over defaults."""
    merged = dict(default or {{}})
    p = Path(path)
    if not p.exists():
        return merged
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ValueError(f"bad config {{path}}: {{exc}}") from exc
    if not isinstance(data, dict):
        raise ValueError("config must be an object")
    {ws}
    def walk(node, prefix=""):
        for key, value in node.items():
            if isinstance(value, dict):
                yield from walk(value, prefix + key + ".")
            else:
                yield prefix + key, value
    for key, value in walk(data):
        merged[key] = value
    return merged
''',
    '''def {name}(grid, start, goal):
    """Shortest path length on a grid of 0 (free) and 1 (wall); -1 if unreachable."""
    from collections import deque
    rows, cols = len(grid), len(grid[0]) if grid else 0
    if not rows or grid[start[0]][start[1]] or grid[goal[0]][goal[1]]:
        return -1
    seen = {{start}}
    queue = deque([(start, 0)])
    while queue:
        (r, c), dist = queue.popleft()
        if (r, c) == goal:
            return dist
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and not grid[nr][nc] and (nr, nc) not in seen:
                seen.add((nr, nc))
                queue.append(((nr, nc), dist + {window} - {window} + 1))
    {ws}
    return -1
''',
    '''import hashlib
import subprocess


def {name}(expression, files):
    """Evaluate a checksum expression over files (unsafe on purpose: bandit has work)."""
    total = eval(expression)
    digests = []
    for f in files:
        with open(f, "rb") as fh:
            digests.append(hashlib.md5(fh.read()).hexdigest())
    {ws}
    out = subprocess.run("ls " + " ".join(files), shell=True, capture_output=True)
    return total, digests, out.returncode == {window}
''',
]


def task_programs() -> list[str]:
    """The reference and wrong solutions under ``tasks_src/`` (their number grows with it)."""
    tasks = ROOT / "tasks_src"
    return [p.read_text(encoding="utf-8")
            for p in [*sorted(tasks.glob("*/reference.py")), *sorted(tasks.glob("*/wrong/*.py"))]]


def make_programs(count: int) -> list[str]:
    """The task sources' solutions, then template variations, ``count`` in all."""
    programs = task_programs()
    i = 0
    while len(programs) < count:
        template = _TEMPLATES[i % len(_TEMPLATES)]
        programs.append(template.format(
            name=f"solve_{i}", cls=f"Limiter{i}", window=i % 7 + 1,
            ws=" " * (i % 3) * 4,  # a blank line with 0, 4 or 8 trailing spaces (W293)
            long_comment="keep real words only, ordered by frequency, then alphabetically"))
        i += 1
    return programs[:count]


def in_process(programs: list[str], workers: int = 1) -> tuple[float, float]:
    """(wall seconds, CPU seconds, children included) to measure every program with one
    batched call, in one forked process or split over ``workers`` of them."""
    wall, cpu = time.perf_counter(), time.process_time() + _children_cpu()
    measure_quality({str(i): p for i, p in enumerate(programs)}, semgrep=False, workers=workers)
    return time.perf_counter() - wall, time.process_time() + _children_cpu() - cpu


def per_file_subprocesses(programs: list[str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the children) to run each tool once per program."""
    with tempfile.TemporaryDirectory(prefix="codeassay-bench-") as tmp:
        paths = []
        for i, program in enumerate(programs):
            path = Path(tmp) / f"program_{i:06d}.py"
            path.write_text(program, encoding="utf-8")
            paths.append(str(path))
        py = sys.executable
        flake8 = [py, "-m", "flake8", "--isolated", f"--select={','.join(FLAKE8_SELECT)}",
                  "--ignore=", "--disable-noqa", f"--max-line-length={FLAKE8_MAX_LINE_LENGTH}"]
        commands = [flake8, [py, "-m", "radon", "cc", "-j"], [py, "-m", "radon", "raw", "-j"],
                    [py, "-m", "bandit", "-q", "-f", "json", "--ignore-nosec"]]
        wall, cpu = time.perf_counter(), _children_cpu()
        for path in paths:
            for command in commands:
                subprocess.run([*command, path], cwd=tmp, capture_output=True, check=False)
        return time.perf_counter() - wall, _children_cpu() - cpu


def _children_cpu() -> float:
    """User plus system CPU seconds of the finished child processes."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _line(label: str, count: int, wall: float, cpu: float) -> str:
    return (f"{label}: {count / wall:.1f} programs/s wall, {count / cpu:.1f} programs/s CPU "
            f"({count} programs, {wall:.2f} s wall, {cpu:.2f} s CPU)")


def main(argv: list[str] | None = None) -> None:
    """Print programs per second for each way of measuring, by wall clock and by CPU time.

    CPU time is printed too because wall-clock rates on a shared machine move with the
    load of other processes; CPU time moves much less.
    """
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=DEFAULT_PROGRAMS)
    parser.add_argument("--baseline-programs", type=int, default=None,
                        help="run the per-file subprocesses on only the first N programs "
                             "(the rate is per program either way; default: all)")
    parser.add_argument("--workers", type=int, default=2,
                        help="processes for the parallel batched run (default: 2, this machine's cores)")
    parser.add_argument("--repeat", type=int, default=DEFAULT_REPEAT,
                        help=f"runs of the parallel batch (default: {DEFAULT_REPEAT}); the median is reported")
    args = parser.parse_args(argv)
    programs = make_programs(args.programs)
    baseline = programs[:args.baseline_programs] if args.baseline_programs else programs
    from_tasks = min(len(programs), len(task_programs()))
    print(f"programs: {len(programs)} ({from_tasks} solutions from tasks_src, "
          f"{len(programs) - from_tasks} template variations)", flush=True)
    # The first batch pays for importing the analyzers; a long-lived evaluator pays it once.
    for label in ("in-process batched, first batch (imports included)",
                  "in-process batched, second batch"):
        print(_line(label, len(programs), *in_process(programs)), flush=True)
    rates = []
    for run in range(1, args.repeat + 1):
        wall, cpu = in_process(programs, args.workers)
        rates.append(len(programs) / wall)
        print(_line(f"batched, split over {args.workers} processes, run {run}", len(programs),
                    wall, cpu), flush=True)
    print(f"batched, split over {args.workers} processes: median {statistics.median(rates):.1f} "
          f"programs/s wall over {len(rates)} runs (min {min(rates):.1f}, max {max(rates):.1f})",
          flush=True)
    print(_line("one subprocess per file per tool (4 commands)", len(baseline),
                *per_file_subprocesses(baseline)))


if __name__ == "__main__":
    main()
