"""The simplest backend: one fresh ``python -m pytest`` process per run.

It is what most harnesses do, so it is the baseline the throughput benchmark compares
the warm pool against. It applies a wall timeout and the fixed hash seed but none of
the pool's other protections; the engine never uses it to grade.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor, as_completed
import time
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from pathlib import Path

from evaluation._defaults import HASH_SEED, SOLUTION_MODULE, TEST_FILE
from evaluation._outcomes import decide_status, merge_units
from evaluation._records import ExecRequest, ExecResult, TestOutcome

__all__ = ["SubprocessSandbox"]

_REPORT = "report.xml"


def _junit_items(path: Path) -> tuple[list[tuple[str, TestOutcome]], bool, float]:
    """(node id, outcome) per test case, whether collection failed, and the time in tests."""
    root = ET.parse(path).getroot()
    items: list[tuple[str, TestOutcome]] = []
    collection_error = False
    test_time = 0.0
    for case in root.iter("testcase"):
        test_time += float(case.get("time", "0") or 0)
        classname, name = case.get("classname", ""), case.get("name", "")
        outcome: TestOutcome = "passed"
        if case.find("error") is not None:
            outcome = "error"
        elif case.find("failure") is not None:
            outcome = "failed"
        elif case.find("skipped") is not None:
            outcome = "skipped"
        if not classname:  # pytest reports a module that fails to import this way
            collection_error = True
            continue
        cls = classname.split(".", 1)[1] if "." in classname else ""
        nodeid = f"{TEST_FILE}::{cls}::{name}" if cls else f"{TEST_FILE}::{name}"
        items.append((nodeid, outcome))
    return items, collection_error, test_time


class SubprocessSandbox:
    """Runs each request in a new interpreter with a wall timeout; no other limits.

    ``workers`` runs that many interpreters at once, so a comparison with the pool is
    like for like.
    """

    name = "subprocess"

    def __init__(self, workers: int = 1) -> None:
        self.workers = workers

    def protections(self) -> dict[str, bool]:
        """Which protections this backend applies (only the timeout)."""
        return {"timeout": True}

    def run(self, requests: Iterable[ExecRequest]) -> Iterator[ExecResult]:
        """Run the requests, ``workers`` at a time, yielding each result as it finishes."""
        with ThreadPoolExecutor(self.workers) as pool:
            futures = [pool.submit(self._run_one, request) for request in requests]
            for future in as_completed(futures):
                yield future.result()

    def close(self) -> None:
        """Nothing to release."""

    def _run_one(self, request: ExecRequest) -> ExecResult:
        start = time.perf_counter()
        try:
            compile(request.solution, f"{SOLUTION_MODULE}.py", "exec")
        except (SyntaxError, ValueError) as exc:
            return ExecResult(request.key, "syntax_error", detail=str(exc),
                              duration_s=time.perf_counter() - start)
        with tempfile.TemporaryDirectory(prefix="codeassay-") as tmp:
            run_dir = Path(tmp)
            (run_dir / f"{SOLUTION_MODULE}.py").write_text(request.solution, encoding="utf-8")
            (run_dir / TEST_FILE).write_text(request.tests, encoding="utf-8")
            env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONHASHSEED": HASH_SEED,
                   "HOME": tmp, "TMPDIR": tmp, "PYTHONDONTWRITEBYTECODE": "1"}
            command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                       f"--junitxml={_REPORT}", *(["-x", "--tb=line"] if request.verdict_only else []),
                       TEST_FILE]
            try:
                proc = subprocess.run(command, cwd=tmp, env=env, capture_output=True,
                                      timeout=request.limits.timeout_s, start_new_session=True)
            except subprocess.TimeoutExpired as exc:
                output = (exc.stdout or b"")[-request.limits.output_bytes:]
                return ExecResult(request.key, "timeout", output=output.decode("utf-8", "replace"),
                                  detail=f"wall timeout {request.limits.timeout_s:g}s",
                                  duration_s=time.perf_counter() - start)
            output = proc.stdout[-request.limits.output_bytes:].decode("utf-8", "replace")
            report = run_dir / _REPORT
            if not report.exists():
                status = "crashed" if proc.returncode < 0 else "no_result"
                return ExecResult(request.key, status, output=output,
                                  detail=f"exit code {proc.returncode}, no report",
                                  duration_s=time.perf_counter() - start)
            try:
                items, collection_error, test_time = _junit_items(report)
            except ET.ParseError:
                return ExecResult(request.key, "no_result", output=output, detail="unreadable report",
                                  duration_s=time.perf_counter() - start)
        outcomes = merge_units(items, request.expected)
        status = decide_status(outcomes, complete=True, collection_error=collection_error)
        return ExecResult(request.key, status, outcomes=outcomes, output=output,
                          duration_s=time.perf_counter() - start, test_time_s=test_time)
