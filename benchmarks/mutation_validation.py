"""Mutation validation of both suites: CodeAssay's sandbox runner vs mutmut's own runner.

Both ways judge the same mutants (mutmut 3 generates them, under the same keys) over the
same tasks in one run, and their verdicts are compared mutant by mutant, suite by suite:

* baseline: ``mutmut run`` per task and suite, each suite against every mutant, in the
  task's own working directory (mutmut's trampolines, its forked ``pytest.main`` per
  mutant, ``--max-children`` = CPU count, a timeout multiplier of 2), one task at a time;
* CodeAssay (``mutate_tasks``): every mutant as a program of its own in the grading
  sandbox, the hidden subset first, then the full suite on what it left undetected.

The sample is every ``--every``-th task under ``tasks_src/`` (all categories, in folder
order). The time for the whole benchmark is extrapolated from the sample's per-task time.
A mutant counts as detected when it is killed, timed out or crashed; the script lists
every mutant whose detection differs and exits 1 if there is any.

    python benchmarks/mutation_validation.py [--every 10] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dataset_builder._mutation import SUITES, mutate_tasks  # noqa: E402
from dataset_builder._taskfile import TESTS_FILE, read_tasks  # noqa: E402
from evaluation import HASH_SEED, SOLUTION_MODULE  # noqa: E402

DEFAULT_EVERY = 10
#: mutmut's default multiplier (15) lets an endless loop cost half a minute per mutant.
BASELINE_TIMEOUT_MULTIPLIER = 2.0
BASELINE_TASK_TIMEOUT_S = 900.0
_DETECTED = {"killed", "timeout", "crashed", "segfault"}
_BOOT = "import sys; from mutmut.__main__ import cli; sys.argv[0] = 'mutmut'; cli()"
_HIDDEN = "test_hidden.py"


def _mutmut_suite(workdir: Path, suite: str, children: int) -> dict[str, str]:
    """``mutmut run`` with ``suite`` selected; mutant key -> mutmut's status name."""
    from mutmut.stats import status_by_exit_code

    selection = f"tests/{TESTS_FILE}" if suite == "full" else f"tests/{_HIDDEN}"
    (workdir / "setup.cfg").write_text(
        f"[mutmut]\nsource_paths = {SOLUTION_MODULE}.py\n"
        f"pytest_add_cli_args_test_selection = {selection}\n"
        "pytest_add_cli_args = -pno:cacheprovider\n"
        f"timeout_multiplier = {BASELINE_TIMEOUT_MULTIPLIER}\n"
        "use_git_change_detection = false\non_dependency_change = rerun\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "MUTANT_"))}
    env.update(PYTHONHASHSEED=HASH_SEED, PYTHONDONTWRITEBYTECODE="1",
               PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    proc = subprocess.run([sys.executable, "-c", _BOOT, "run", "--max-children", str(children)],
                          cwd=workdir, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                          timeout=BASELINE_TASK_TIMEOUT_S)
    meta = workdir / "mutants" / f"{SOLUTION_MODULE}.py.meta"
    if proc.returncode != 0 or not meta.exists():
        tail = proc.stdout.decode("utf-8", "replace")[-2000:]
        raise RuntimeError(f"mutmut failed in {workdir.name} ({suite}):\n{tail}")
    codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
    return {key: status_by_exit_code[code] for key, code in codes.items()}


def _baseline(task, children: int) -> dict[str, dict[str, str]]:
    with tempfile.TemporaryDirectory(prefix="codeassay-mutation-baseline-") as tmp:
        workdir = Path(tmp) / task.task_id
        (workdir / "tests").mkdir(parents=True)
        (workdir / f"{SOLUTION_MODULE}.py").write_text(task.reference, encoding="utf-8")
        (workdir / "tests" / TESTS_FILE).write_text(task.tests, encoding="utf-8")
        (workdir / "tests" / _HIDDEN).write_text(task.split.hidden_source, encoding="utf-8")
        return {suite: _mutmut_suite(workdir, suite, children) for suite in SUITES}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=DEFAULT_EVERY)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    everything = read_tasks(ROOT / "tasks_src")
    tasks = everything[::args.every]
    print(f"{len(tasks)} of {len(everything)} tasks (every {args.every}th); "
          f"{args.workers} workers / mutmut children; {os.cpu_count()} CPUs", flush=True)

    started = time.perf_counter()
    baseline = [_baseline(task, args.workers) for task in tasks]
    baseline_s = time.perf_counter() - started

    started = time.perf_counter()
    results = mutate_tasks(tasks, workers=args.workers)
    ours_s = time.perf_counter() - started

    mutants = differ = 0
    for task, expected, got in zip(tasks, baseline, results):
        if got.error:
            print(f"ERROR {task.task_id}: {got.error}")
            return 1
        for suite in SUITES:
            ours = got.suites[suite].status_by_key
            if set(ours) != set(expected[suite]):
                print(f"KEYS DIFFER {task.task_id} {suite}")
                return 1
            for key, status in expected[suite].items():
                if (status in _DETECTED) != (ours[key] in _DETECTED):
                    differ += 1
                    print(f"DIFFERENT {task.task_id} {suite} {key}: mutmut {status}, "
                          f"codeassay {ours[key]}")
        mutants += got.mutants or 0
    scale = len(everything) / len(tasks)
    for label, seconds in (("mutmut's runner, each suite against every mutant", baseline_s),
                           ("codeassay, mutants graded in the sandbox", ours_s)):
        print(f"{label}: {seconds:.1f} s, {seconds / len(tasks):.2f} s per task -> "
              f"about {seconds * scale / 60:.1f} min for {len(everything)} tasks")
    print(f"{mutants} mutants x {len(SUITES)} suites, {differ} verdicts differ in detection; "
          f"speed-up {baseline_s / ours_s:.2f}x")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
