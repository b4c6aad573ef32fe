"""Mutation validation of both suites: hidden first, full only where needed, vs each suite in full.

Both ways run mutmut over the same tasks in one run and must agree, for every mutant of
every task and both suites, on whether it was detected (the scores); the statuses must be
the same too, except that a mutant the hidden subset kills is reported killed for the
full suite, where the baseline may have reported a timeout (a test outside the hidden
subset hung before a hidden one failed):

* baseline: mutmut runs the full suite against every mutant, then the hidden subset
  against every mutant (two complete mutmut runs per task);
* CodeAssay (``mutate_tasks``): the hidden subset against every mutant, then the full
  suite only against the mutants the hidden subset did not kill.

The sample is every ``--every``-th task under ``tasks_src/`` (all categories, in folder
order), run ``--workers`` tasks at a time. The time for the whole benchmark is
extrapolated from the sample's per-task time.

    python benchmarks/mutation_validation.py [--every 10] [--workers 2]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dataset_builder._mutation import SUITES, _prepare, _run_suite, mutate_tasks  # noqa: E402
from dataset_builder._taskfile import read_tasks  # noqa: E402

DEFAULT_EVERY = 10


def _both_suites_in_full(task, max_children: int) -> dict[str, dict[str, str]]:
    with tempfile.TemporaryDirectory(prefix="codeassay-mutation-baseline-") as tmp:
        workdir = Path(tmp) / task.task_id
        _prepare(task, workdir)
        return {suite: _run_suite(task, workdir, suite, max_children).status_by_key
                for suite in SUITES}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=DEFAULT_EVERY)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    children = os.cpu_count() or 1

    everything = read_tasks(ROOT / "tasks_src")
    tasks = everything[::args.every]
    print(f"{len(tasks)} of {len(everything)} tasks (every {args.every}th), {args.workers} at a "
          f"time, mutmut --max-children {children}; {os.cpu_count()} CPUs", flush=True)

    started = time.perf_counter()
    with ThreadPoolExecutor(args.workers) as pool:
        baseline = list(pool.map(lambda t: _both_suites_in_full(t, children), tasks))
    baseline_s = time.perf_counter() - started

    started = time.perf_counter()
    results = mutate_tasks(tasks, workers=args.workers, max_children=children)
    ours_s = time.perf_counter() - started

    mutants = relabelled = 0
    for task, expected, got in zip(tasks, baseline, results):
        if got.error:
            print(f"ERROR {task.task_id}: {got.error}")
            return 1
        for suite in SUITES:
            for key, status in expected[suite].items():
                ours = got.suites[suite].status_by_key.get(key)
                if ours == status:
                    continue
                if suite == "full" and (status, ours) == ("timeout", "killed"):
                    relabelled += 1
                    continue
                print(f"MISMATCH {task.task_id} {suite} {key}: baseline {status}, "
                      f"codeassay {ours}")
                return 1
        mutants += got.mutants or 0
    scale = len(everything) / len(tasks)
    for label, seconds in (("each suite against every mutant (baseline)", baseline_s),
                           ("hidden first, full on the rest (codeassay)", ours_s)):
        print(f"{label}: {seconds:.1f} s, {seconds / len(tasks):.2f} s per task -> "
              f"about {seconds * scale / 60:.1f} min for {len(everything)} tasks")
    print(f"{mutants} mutants, the same verdicts in both suites ({relabelled} full-suite "
          f"timeouts of the baseline reported as killed); speed-up {baseline_s / ours_s:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
