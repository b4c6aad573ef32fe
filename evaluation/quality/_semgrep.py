"""semgrep: findings of the rules shipped in ``evaluation/rules/semgrep.yaml``, when installed.

semgrep is a separate binary: one subprocess scans a whole batch, over the programs
written once to the batch's folder, and reports JSON. It relies on no internals, so it
has one path. A file semgrep skipped or failed on is reported as such, never as clean.
"""

from __future__ import annotations

import collections
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from evaluation.quality._versions import NOT_INSTALLED, distribution_version

__all__ = ["SEMGREP_RULES", "SEMGREP_TIMEOUT_S", "semgrep_binary", "run_semgrep", "semgrep_version"]


#: The semgrep rules shipped with the package (``evaluation/rules/semgrep.yaml``).
SEMGREP_RULES: Path = Path(__file__).resolve().parents[1] / "rules" / "semgrep.yaml"


#: Wall-clock limit of the one semgrep run of a batch (its start-up alone can take 10 s).
SEMGREP_TIMEOUT_S = 600.0


#: Variables of the caller's environment that change how semgrep's Python wrapper runs, not
#: what it finds: with ``PYTHONWARNINGS=error`` it exits without a report.
_CALLER_VARIABLES = ("PYTHONWARNINGS", "PYTHONDEVMODE")


def _environment() -> dict[str, str]:
    """This process's environment without :data:`_CALLER_VARIABLES`."""
    return {name: value for name, value in os.environ.items() if name not in _CALLER_VARIABLES}


def semgrep_binary() -> str | None:
    """The semgrep executable: the one installed next to this interpreter, else on PATH."""
    beside = Path(sys.executable).parent / "semgrep"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    return shutil.which("semgrep")


def run_semgrep(binary: str, workdir: str,
                paths: list[str]) -> tuple[dict[str, int], dict[str, str]]:
    """Per file name, findings of the shipped rules; per file name, why semgrep failed.

    One subprocess for the batch. Without ``--disable-version-check`` semgrep stalls for
    minutes when offline; ``--metrics=off`` keeps it from reporting home. The caller's
    warning settings are not passed on (see :data:`_CALLER_VARIABLES`).
    """
    command = [binary, "scan", "--config", str(SEMGREP_RULES), "--metrics=off",
               "--disable-version-check", "--json", "--quiet", *paths]
    names = [os.path.basename(p) for p in paths]
    try:
        proc = subprocess.run(command, cwd=workdir, capture_output=True, env=_environment(),
                              timeout=SEMGREP_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        reason = f"semgrep: timed out after {SEMGREP_TIMEOUT_S:g}s"
        return {}, dict.fromkeys(names, reason)
    except OSError as exc:
        reason = f"semgrep: could not start: {exc.strerror or exc}"
        return {}, dict.fromkeys(names, reason)
    try:
        report = json.loads(proc.stdout)
    except ValueError:
        tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        reason = f"semgrep: exit {proc.returncode}, no JSON report: {tail[0]}"
        return {}, dict.fromkeys(names, reason)
    counts: dict[str, int] = collections.Counter(
        os.path.basename(result["path"]) for result in report.get("results", []))
    failures: dict[str, str] = {}
    for problem in report.get("errors", []):
        level = str(problem.get("level", "error")).lower()
        if level not in ("error", "fatal"):
            continue
        message = str(problem.get("type") or problem.get("message") or "error")
        path = problem.get("path")
        if path:
            failures[os.path.basename(path)] = f"semgrep: {message}"
        else:
            # An error not tied to a file (a bad rule, a crash) spoils every count.
            return {}, dict.fromkeys(names, f"semgrep: {message}")
    scanned = report.get("paths", {}).get("scanned")
    if scanned is not None:
        # semgrep skips some targets silently (size limits, ignore files); zero findings
        # must mean "scanned and clean".
        seen = {os.path.basename(path) for path in scanned}
        for name in names:
            if name not in seen and name not in failures:
                failures[name] = "semgrep: the file was not scanned"
    return dict(counts), failures


def semgrep_version() -> str:
    """semgrep's version, ``"not installed"`` without it."""
    binary = semgrep_binary()
    if binary is None:
        return NOT_INSTALLED
    version = distribution_version("semgrep")
    if version != NOT_INSTALLED:
        return version
    # A semgrep installed outside this environment (a system package, a standalone binary)
    # has no distribution metadata here; ask the binary.
    try:
        proc = subprocess.run([binary, "--version", "--disable-version-check"], env=_environment(),
                              capture_output=True, timeout=SEMGREP_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"unknown ({type(exc).__name__})"
    text = proc.stdout.decode("utf-8", "replace").strip()
    return text.splitlines()[-1] if proc.returncode == 0 and text else "unknown"
