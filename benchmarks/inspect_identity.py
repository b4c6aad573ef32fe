"""The Inspect task against ``codeassay evaluate``, on every reference and wrong program.

A scripted ``mockllm/model`` answers each task with one of its programs (the reference,
then each ``tasks_src/<id>/wrong/*.py``), the repair switched off, one eval per program
slot. Then:

1. verdicts: every program's score metadata (status, passed, hidden tests passed and
   failed, detail, code properties, dataset hash) against the row ``codeassay evaluate``
   writes for the same program, and the same for the rows ``codeassay import-inspect``
   writes from the logs;
2. leaks: every log, unpacked, searched for the source of every hidden test function
   of every task, and for every assertion line only the hidden tests make.

Fully offline; logs and results go to a temporary folder (or --out). Takes a while:
every program is graded twice.

Usage: python benchmarks/inspect_identity.py [--workers 2] [--out DIR] [--tasks a,b]
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import sys
import tempfile
import time
import warnings
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: Columns compared between Inspect's scores and `codeassay evaluate`'s rows.
COMPARED = ("task_id", "category", "passed", "status", "hidden_passed", "hidden_total", "failed_tests",
            "detail", "quality_gate", "lloc", "flake8_violations", "flake8_per_100_lloc",
            "flake8_nows_violations", "flake8_nows_per_100_lloc", "flake8_codes", "cc_mean", "cc_max",
            "cc_module", "bandit_low", "bandit_medium", "bandit_high", "bandit_tests", "semgrep_findings",
            "quality_error", "dataset_version", "dataset_hash")
#: Hidden assertion lines shorter than this may occur in other text by chance.
MIN_LINE_CHARS = 20


class Script:
    """Answers each task with its program of one slot (found by the prompt's description)."""

    def __init__(self, descriptions: dict[str, str], programs: dict[str, str]) -> None:
        self.descriptions = descriptions
        self.programs = programs

    def __call__(self, messages, tools, tool_choice, config):
        from inspect_ai.model import ModelOutput, ModelUsage

        text = messages[-1].text
        task_id = next(t for t, d in self.descriptions.items() if d in text)
        output = ModelOutput.from_content(model="mockllm", content=f"```python\n{self.programs[task_id]}```\n")
        output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
        return output


def _programs(task_ids: list[str], grading: dict) -> dict[str, list[str]]:
    """Each task's reference and wrong programs, as the protocol extracts them from a fenced
    answer (leading and trailing blank lines dropped), so both sides grade the same text."""
    from codeassay._protocol import extract_code

    out = {}
    for task_id in task_ids:
        wrong = sorted((REPO / "tasks_src" / task_id / "wrong").glob("*.py"))
        sources = [grading[task_id]["reference_solution"], *(p.read_text(encoding="utf-8") for p in wrong)]
        entry = grading[task_id]["entry_point"]
        out[task_id] = [extract_code(f"```python\n{code}```\n", entry).code for code in sources]
    return out


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _log_text(path: str) -> str:
    if sys.version_info < (3, 14):
        # Inspect writes zstd members; before 3.14 the stdlib reads them only once
        # Inspect's dependency zipfile_zstd has patched zipfile.
        import zipfile_zstd  # noqa: F401
    parts = []
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            raw = archive.read(name).decode("utf-8", "replace")
            parts.append(raw)
            try:
                parts.extend(_strings(json.loads(raw)))
            except ValueError:
                pass
    return "\n\x00\n".join(parts)


def _hidden_sources(hidden: str) -> list[str]:
    tree = ast.parse(hidden)
    return [ast.get_source_segment(hidden, node) for node in tree.body
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name.lower().startswith("test")]


def _log_lines(text: str) -> set[str]:
    """Every line of the log's text, stripped of indentation and of pytest's ``>``/``E``
    markers, which is how a failure excerpt would quote a test's line."""
    return {line.strip().lstrip(">E").strip() for line in text.splitlines()}


def leak_check(paths: list[str], grading: dict, programs: dict[str, list[str]]) -> tuple[int, int, int]:
    """(hidden test functions, hidden-only assertion lines, occurrences found) over the logs.

    A hidden function's source can only be in a log whose lines hold its first line, so
    the full search runs only there; assertion lines are looked up among the log's lines.
    """
    public = {line.strip() for row in grading.values() for line in row["public_tests"].splitlines()}
    public |= {line.strip() for codes in programs.values() for code in codes for line in code.splitlines()}
    sources = lines = leaks = 0
    for path in paths:
        text = _log_text(path)
        present = _log_lines(text)
        for row in grading.values():
            for source in _hidden_sources(row["hidden_tests"]):
                sources += 1
                leaks += source.splitlines()[0].strip() in present and source in text
            for line in {line.strip() for line in row["hidden_tests"].splitlines()} - public:
                if line.startswith("assert ") and len(line) > MIN_LINE_CHARS:
                    lines += 1
                    leaks += line in present
    return sources, lines, leaks


def _same(a, b) -> bool:
    if isinstance(a, dict) or isinstance(b, dict):  # flake8_codes: a dict in JSON rows
        return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    return a == b


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--out", default=None, help="folder for logs and results (default: a temporary one)")
    parser.add_argument("--tasks", default=None, help="comma-separated task ids (default: every task)")
    args = parser.parse_args()
    out = Path(args.out or tempfile.mkdtemp(prefix="inspect-identity-"))
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("INSPECT_DISPLAY", "none")
    os.environ.setdefault("INSPECT_LOG_DIR", str(out / "logs"))
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    # inspect-ai 0.3.285's own warnings (see tests/support/inspect_script.py)
    warnings.filterwarnings("ignore", "The 'initial' parameter is deprecated", DeprecationWarning)
    warnings.filterwarnings("ignore", "Unclosed <MemoryObjectReceiveStream", ResourceWarning)

    import codeassay
    import evaluation
    from codeassay._inspect._task import codeassay as codeassay_task
    from inspect_ai import eval as inspect_eval
    from inspect_ai.model import get_model

    grading = {row["task_id"]: dict(row) for row in codeassay.load("grading")}
    tasks = {row["task_id"]: str(row["description"]).strip() for row in codeassay.load("tasks")}
    ids = args.tasks.split(",") if args.tasks else list(grading)
    programs = _programs(ids, grading)
    slots = max(len(p) for p in programs.values())
    print(f"{len(ids)} tasks, {sum(len(p) for p in programs.values())} programs "
          f"({len(ids)} references), {slots} slots; output in {out}", flush=True)

    started = time.monotonic()
    logs = []
    for slot in range(slots):
        chosen = [t for t in ids if len(programs[t]) > slot]
        script = Script({t: tasks[t] for t in chosen}, {t: programs[t][slot] for t in chosen})
        model = get_model("mockllm/model", custom_outputs=script, memoize=False)
        log = inspect_eval(codeassay_task(task_ids=chosen, repair=False, workers=args.workers), model=model,
                           log_dir=str(out / "logs"), display="none")[0]
        if log.status != "success":
            print(f"slot {slot}: eval {log.status}: {log.error}", file=sys.stderr)
            return 1
        logs.append(log)
        print(f"slot {slot}: {len(chosen)} samples, {time.monotonic() - started:.0f} s", flush=True)
    inspect_s = time.monotonic() - started

    started = time.monotonic()
    predictions = [{"task_id": t, "solution": code, "model": "direct", "sample_id": i}
                   for t in ids for i, code in enumerate(programs[t])]
    direct_path = out / "direct_results.jsonl"
    codeassay.evaluate(predictions, workers=args.workers, results_path=direct_path, resume=False)
    direct_s = time.monotonic() - started
    _, direct_rows = evaluation.read_results(direct_path)
    direct = {(r["task_id"], r["sample_id"]): r for r in direct_rows}

    # 1. verdicts, from the scores and from the rows import-inspect writes (one
    # configuration name per slot, since every slot's log is epoch 1 of the same model)
    imported_path = out / "inspect_results.jsonl"
    problems = []
    for slot, log in enumerate(logs):
        problems += codeassay.import_inspect([log.location], imported_path, model=f"slot{slot}").problems
    _, imported_rows = evaluation.read_results(imported_path)
    by_program = {(sample.id, slot): sample.scores["hidden_tests"]
                  for slot, log in enumerate(logs) for sample in log.samples}
    differ, statuses = [], {}
    for key, expected in direct.items():
        score = by_program[key]
        if score.answer != programs[key[0]][key[1]]:
            differ.append((key, "answer", "the graded program is not the one sent"))
        for column in COMPARED:
            if not _same(score.metadata.get(column), expected[column]):
                differ.append((key, column, (score.metadata.get(column), expected[column])))
        statuses[expected["status"]] = statuses.get(expected["status"], 0) + 1
    imported_differ = []
    for row in imported_rows:
        key = (row["task_id"], int(row["model"].removeprefix("slot")))
        for column in COMPARED:
            if not _same(row[column], direct[key][column]):
                imported_differ.append((key, column, (row[column], direct[key][column])))
    references = [direct[(t, 0)] for t in ids]
    wrongs = [direct[(t, i)] for t in ids for i in range(1, len(programs[t]))]
    print(f"\nverdicts: {len(direct) - len({k for k, *_ in differ})}/{len(direct)} programs identical "
          f"on all {len(COMPARED)} columns ({len(differ)} differing values); imported rows: "
          f"{len(imported_rows)}, {len(imported_differ)} differing values; import problems: "
          f"{len(problems)}")
    print(f"references passed: {sum(r['passed'] for r in references)}/{len(references)}; wrong programs "
          f"failed: {sum(not r['passed'] for r in wrongs)}/{len(wrongs)}; statuses: {statuses}")
    for item in (differ + imported_differ)[:20]:
        print("  differs:", item)

    # 2. leaks
    sources, lines, leaks = leak_check([log.location for log in logs], grading, programs)
    print(f"leaks: searched {len(logs)} logs for {sources} hidden test functions and {lines} "
          f"hidden-only assertion lines: {leaks} found")
    print(f"time: Inspect {inspect_s:.0f} s, codeassay evaluate {direct_s:.0f} s")
    return 0 if not differ and not imported_differ and not leaks and not problems else 1


if __name__ == "__main__":
    sys.exit(main())
