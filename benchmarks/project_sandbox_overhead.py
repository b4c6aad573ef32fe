"""What the project sandbox costs: one project's run in the sandbox against the same
command run bare, in the same process, interleaved.

The project is the engine's fixture project (tests/data/projects/tiny_ledger), its
reference run on a sales file of ``--rows`` rows (same format as its generator's, made
here from a fixed seed) so the program does a realistic amount of work. Three ways, each
``--repeat`` times, interleaved so load changes hit all alike:

* bare: ``subprocess.run([python, main.py, ...], cwd=folder)`` with the same environment
  variables the sandbox sets, nothing else;
* sandbox: ``evaluation.projects.run_command`` with every protection the machine allows
  (PID, network and mount namespaces, read-only outside the folder, own uid, limits);
* sandbox without namespaces (``isolate=False``): limits, session, environment only.

Every run starts from a fresh copy of the folder. Reported: medians and the sandbox's
overhead over bare, absolute and relative.

    python benchmarks/project_sandbox_overhead.py --rows 300000 --repeat 7
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "support"))

from project_cases import fixture_project  # noqa: E402

from evaluation import Limits  # noqa: E402
from evaluation.projects import lay_out, run_command  # noqa: E402
from evaluation.projects._sandbox import _environment  # noqa: E402

ITEMS = ("apple", "bread", "cheese", "dates", "eggs", "figs", "grapes", "honey")
SEED = 20261201


def sales(rows: int) -> str:
    rng = random.Random(SEED)
    lines = ["day,item,quantity,unit_price"]
    lines += [f"2026-03-{1 + i % 28:02d},{rng.choice(ITEMS)},{rng.randint(1, 9)},{rng.randint(50, 900) / 100:.2f}"
              for i in range(rows)]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=300_000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    project = fixture_project()
    inputs = {"data/sales.csv": sales(args.rows)}
    limits = Limits.with_defaults(120.0)
    times: dict[str, list[float]] = {"bare": [], "sandbox": [], "sandbox, isolate=False": []}
    protections = {}
    with tempfile.TemporaryDirectory(prefix="codeassay-bench-") as tmp:
        template = lay_out(Path(tmp) / "template", project.reference_files, inputs)
        for index in range(args.repeat):
            for way in times:
                folder = Path(tmp) / f"{way.split(',')[0]}-{index}"
                shutil.copytree(template, folder)
                argv = [sys.executable, *project.command[1:]]
                start = time.perf_counter()
                if way == "bare":
                    done = subprocess.run(argv, cwd=folder, capture_output=True, check=False,
                                          env=_environment(str(folder), {}))
                    ok = done.returncode == 0
                else:
                    result = run_command(folder, project.command, limits, expect_files=project.checkpoint_files,
                                         isolate=way == "sandbox")
                    ok = result.exited_ok
                    if way == "sandbox":
                        protections = result.protections
                times[way].append(time.perf_counter() - start)
                if not ok:
                    raise SystemExit(f"{way} run {index} failed")
                shutil.rmtree(folder, ignore_errors=True)
    bare = statistics.median(times["bare"])
    print(f"project run: tiny_ledger reference, {args.rows:,} sales rows, {args.repeat} runs each, interleaved")
    print(f"machine: {os.cpu_count()} cores, Python {platform.python_version()}, Linux {platform.release()}, "
          f"load average {os.getloadavg()[0]:.2f}")
    for way, values in times.items():
        median = statistics.median(values)
        extra = "" if way == "bare" else \
            f"   overhead {1000 * (median - bare):+.0f} ms ({100 * (median - bare) / bare:+.1f} %)"
        print(f"  {way:24s} median {median:7.3f} s  (min {min(values):.3f}, max {max(values):.3f}){extra}")
    active = ", ".join(name for name, on in sorted(protections.items()) if on)
    print(f"sandbox protections active: {active}")


if __name__ == "__main__":
    main()
