"""Leakage audit: the pruned, compiled audit vs difflib over every pair, same inputs.

The audit (``dataset_builder._leakage.audit_leakage``) runs over every task under
``tasks_src/`` against HumanEval's 164 problems. The baseline is the plain computation
the measure is defined by: ``difflib.SequenceMatcher(None, text, problem,
autojunk=False).ratio()`` for every pair, keeping the maximum. It costs about a quarter
of a minute per task, so it runs over a sample of tasks (``--baseline-tasks``) and is
extrapolated to all of them; on the sample both must give the same maxima.

    python benchmarks/leakage_audit.py [--workers 2] [--baseline-tasks 6]
"""

from __future__ import annotations

import argparse
import difflib
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dataset_builder._leakage import audit_leakage, humaneval_corpus  # noqa: E402
from dataset_builder._taskfile import read_tasks  # noqa: E402

DEFAULT_BASELINE_TASKS = 6


def _difflib_maxima(task, corpus) -> tuple[float, float]:
    def best(text: str, others: list[str]) -> float:
        return max(difflib.SequenceMatcher(None, text, other, autojunk=False).ratio()
                   for other in others)

    return (best(task.description, [item.description for item in corpus]),
            best(task.reference, [item.solution for item in corpus]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--baseline-tasks", type=int, default=DEFAULT_BASELINE_TASKS,
                        help="tasks (spread over the benchmark) the difflib baseline runs on")
    args = parser.parse_args()

    tasks = read_tasks(ROOT / "tasks_src")
    corpus = humaneval_corpus()
    pairs = 2 * len(tasks) * len(corpus)
    print(f"{len(tasks)} tasks x {len(corpus)} HumanEval problems x 2 fields = {pairs} pairs; "
          f"{os.cpu_count()} CPUs")

    started = time.perf_counter()
    results = audit_leakage(tasks, corpus, workers=args.workers)
    audit_s = time.perf_counter() - started
    print(f"audit_leakage, {args.workers} processes: {audit_s:.1f} s for {len(tasks)} tasks")

    step = max(1, len(tasks) // max(1, args.baseline_tasks))
    sample = list(range(0, len(tasks), step))[:args.baseline_tasks]
    started = time.perf_counter()
    for index in sample:
        description, reference = _difflib_maxima(tasks[index], corpus)
        audit = (results[index].description["HumanEval"].ratio,
                 results[index].reference["HumanEval"].ratio)
        if (description, reference) != audit:
            print(f"MISMATCH {tasks[index].task_id}: difflib {description}, {reference}; "
                  f"audit {audit[0]}, {audit[1]}")
            return 1
    per_task = (time.perf_counter() - started) / max(1, len(sample))
    estimate = per_task * len(tasks) / args.workers  # as if spread perfectly over the CPUs
    print(f"difflib every pair, one process: {per_task:.1f} s per task over {len(sample)} "
          f"tasks (same maxima) -> {estimate:.0f} s for {len(tasks)} tasks on {args.workers} "
          f"processes")
    print(f"speed-up: {estimate / audit_s:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
