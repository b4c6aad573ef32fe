"""What grading through Dask costs: the local pool vs a local Dask cluster, one run.

Every reference and every wrong solution of tasks_src/ against its hidden tests, graded by
the warm local pool (``--workers`` processes) and by a ``LocalCluster`` of ``--workers``
single-threaded Dask workers with a one-process pool each, so both run the same number
of programs at once on the same machine. The difference in wall time per program is what
the scheduling costs; it is measured for several batch sizes (programs per Dask task).
Start-up (the pools, the cluster) is reported separately. Verdicts must agree.
Besides wall time, the CPU time of this process and every process under it (scheduler,
Dask workers, sandbox workers and the runs they reaped) is reported, which a shared
machine's load moves much less than wall time.

Usage: python benchmarks/dask_overhead.py [--workers 2] [--batch-sizes 1,4,16,64] [--repeat 1]
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from dataset_builder import read_tasks
from evaluation import (
    DaskSandbox,
    ExecRequest,
    Limits,
    LocalSandbox,
)
from evaluation._dask_backend import LOCAL_PREFIX, _describe_worker

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT_S = 10.0


def _requests() -> list[ExecRequest]:
    limits = Limits.with_defaults(TIMEOUT_S)
    requests = []
    for task in read_tasks(ROOT / "tasks_src"):
        for name, source in [("reference", task.reference)] + list(task.wrong):
            requests.append(ExecRequest(f"{task.task_id}/{name}", source, task.split.hidden_source,
                                        task.split.hidden_names, limits))
    return requests


def _tree_cpu() -> float:
    """CPU seconds of this process and its live descendants, with the children they reaped."""
    import psutil  # a dependency of distributed

    total = 0.0
    me = psutil.Process()
    for process in [me, *me.children(recursive=True)]:
        try:
            cpu = process.cpu_times()
        except psutil.NoSuchProcess:
            continue
        total += cpu.user + cpu.system + cpu.children_user + cpu.children_system
    return total


def _time(sandbox, requests) -> tuple[float, float, dict[str, str]]:
    start, cpu = time.perf_counter(), _tree_cpu()
    statuses = {r.key: r.status for r in sandbox.run(requests)}
    return time.perf_counter() - start, _tree_cpu() - cpu, statuses


def _warm_every_worker(box: DaskSandbox) -> None:
    """Start the pool of every Dask worker, so no timed batch pays a pool's start-up."""
    client = box._client
    futures = [client.submit(_describe_worker, workers=[address], allow_other_workers=False, pure=False)
               for address in client.nthreads()]
    client.gather(futures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--batch-sizes", default="1,4,16,64")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    sizes = [int(s) for s in args.batch_sizes.split(",")]
    requests = _requests()
    n = len(requests)
    print(f"{n} programs, {args.workers} workers, {os.cpu_count()} CPUs, "
          f"load average at start {os.getloadavg()[0]:.1f}")

    start = time.perf_counter()
    pool = LocalSandbox(args.workers)
    for slot in range(args.workers):
        pool._handle(slot)  # start every worker; start-up is reported, not timed with the runs
    pool_start = time.perf_counter() - start
    start = time.perf_counter()
    box = DaskSandbox(f"{LOCAL_PREFIX}{args.workers}", workers_per_node=1)
    _warm_every_worker(box)
    dask_start = time.perf_counter() - start
    print(f"start-up: local pool {pool_start:.2f} s; Dask cluster with warm pools {dask_start:.2f} s",
          flush=True)
    rows = []
    try:
        for _ in range(args.repeat):
            # Interleaved, so a change of the machine's load hits both sides alike.
            pool_s, pool_cpu, pool_statuses = _time(pool, requests)
            rows.append(("local pool", None, pool_s, pool_cpu, 1.0))
            for size in sizes:
                box.batch_size = size
                dask_s, dask_cpu, dask_statuses = _time(box, requests)
                agree = sum(dask_statuses[k] == pool_statuses[k] for k in pool_statuses) / n
                rows.append(("dask", size, dask_s, dask_cpu, agree))
                print(f"  done: batch {size}", flush=True)
        _report(rows, n, args.repeat)
    finally:
        box.close()
        pool.close()
    print(f"load average at end {os.getloadavg()[0]:.1f}")


def _report(rows: list[tuple], n: int, repeat: int) -> None:
    pool_wall = sum(row[2] for row in rows if row[0] == "local pool") / repeat
    pool_cpu = sum(row[3] for row in rows if row[0] == "local pool") / repeat
    print(f"{'backend':<12}{'batch':>6}{'wall s':>9}{'programs/s':>12}{'CPU s':>8}"
          f"{'overhead ms/program, wall':>27}{'CPU':>7}{'verdicts agree':>16}")
    for name, size, seconds, cpu, agree in rows:
        wall_extra = "" if size is None else f"{(seconds - pool_wall) / n * 1000:+.1f}"
        cpu_extra = "" if size is None else f"{(cpu - pool_cpu) / n * 1000:+.1f}"
        print(f"{name:<12}{size or '':>6}{seconds:>9.2f}{n / seconds:>12.1f}{cpu:>8.1f}"
              f"{wall_extra:>27}{cpu_extra:>7}{agree:>15.0%}", flush=True)


if __name__ == "__main__":
    main()
