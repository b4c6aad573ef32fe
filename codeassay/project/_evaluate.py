"""``codeassay project evaluate RUN_DIR``: grade every attempt of a project run, with
optional fix rounds, one results row per attempt.

Round 0 grades the files the conversation produced. With ``fix_rounds`` K > 0, an attempt
whose program does not run (it fails, or does not write its checkpoint files) goes back to
the model: the conversation continues with the command and the program's own error output
(never a checkpoint test), the answer's files replace the earlier ones, and the project is
graded again, up to K times. Every round's error class is counted, so a row says how many
errors of each class stood between the answer and a running program (the methodology
paper's Table 1). A program that runs but fails a checkpoint is not sent back: the model
could only be told about the hidden tests.

Rows are appended to ``RUN_DIR/results.jsonl`` as attempts finish; a rerun with the same
``fix_rounds`` skips attempts already graded, and fix-round calls already answered are
never repeated.
"""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from pathlib import Path

from codeassay._endpoint import RETRY_BACKOFF_S, call, make_client
from codeassay._generate import GenerationError
from codeassay._runfolder import JsonlLog, now
from codeassay.project._conversation import fix_message, project_system_message
from codeassay.project._extract import extract_files
from codeassay.project._layout import FIXED_DIR, PROJECTS_DIR, RESULTS_FILE, ROUNDS_DIR, attempt_dir, write_files
from codeassay.project._generate import (
    CALLS_FILE,
    CONVERSATION_FILE,
    EXTRACTION_FILE,
    RUN_FILE,
    call_key,
    read_run_config,
    replay,
)
from evaluation.projects import ERROR_CLASSES
from evaluation.projects import Project, ProjectVerdict, grade_project, prepare_reference

__all__ = ["evaluate_projects", "ProjectEvaluationSummary", "RESULTS_FILE", "DEFAULT_FIX_ROUNDS"]

#: Fix rounds when none are asked for: none, as reported in every row.
DEFAULT_FIX_ROUNDS = 0
_REFERENCE_RUN = "reference-run"


@dataclass(frozen=True)
class ProjectEvaluationSummary:
    """What an evaluation graded: attempts, how many run, the errors met on the way."""

    results: Path
    attempts: int
    runnable_initial: int
    runnable: int
    errors: dict[str, int]
    skipped: tuple[str, ...] = ()

    def __str__(self) -> str:
        errors = ", ".join(f"{cls} {n}" for cls, n in self.errors.items())
        text = (f"{self.attempts} attempt(s) graded: {self.runnable_initial} runnable as generated, "
                f"{self.runnable} after fix rounds; errors met: {errors}\nresults: {self.results}")
        if self.skipped:
            text += f"\nnot graded (conversation incomplete): {', '.join(self.skipped)}"
        return text


def _round_record(index: int, verdict: ProjectVerdict, files: Mapping[str, str], decisions: int) -> dict:
    run = verdict.run
    return {"round": index, "error_class": verdict.error_class, "detail": verdict.detail,
            "runnable": verdict.runnable, "checkpoints": dict(verdict.checkpoints),
            "files": sorted(files), "dropped_blocks": decisions,
            "exit_code": run.exit_code if run else None, "timed_out": run.timed_out if run else False,
            "duration_s": round(run.duration_s, 3) if run else 0.0}


def _quality(files: Mapping[str, str]) -> dict:
    from evaluation.quality import project_quality

    return project_quality(files)


def evaluate_projects(run_dir: str | Path, projects: Iterable[Project], rows: Iterable[Mapping], *,
                      fix_rounds: int = DEFAULT_FIX_ROUNDS, client: object | None = None,
                      quality: bool = True, progress: bool = False,
                      backoff_s: float = RETRY_BACKOFF_S) -> ProjectEvaluationSummary:
    """Grade every attempt in ``run_dir`` (made by ``codeassay project generate``).

    ``projects`` are the engine's records (with the hidden checkpoint tests) and ``rows``
    the matching ``projects`` rows (the prompts, to replay the conversations).
    """
    from tqdm.auto import tqdm

    run_dir = Path(run_dir)
    if fix_rounds < 0:
        raise GenerationError(f"--fix-rounds must be 0 or more, got {fix_rounds}")
    if not (run_dir / RUN_FILE).is_file():
        raise GenerationError(f"{run_dir}: not a project run folder (no {RUN_FILE}); make one with "
                              "`codeassay project generate`")
    config = read_run_config(run_dir)
    by_id = {p.project_id: p for p in projects}
    rows = [dict(r) for r in rows]
    calls = JsonlLog(run_dir / CALLS_FILE)
    results = JsonlLog(run_dir / RESULTS_FILE)
    attempts = sorted({(r["project_id"], int(p.name[len("attempt"):]))
                       for r in rows for p in (run_dir / PROJECTS_DIR / r["project_id"]).glob("attempt*")
                       if p.name[len("attempt"):].isdigit()})
    row_of = {r["project_id"]: r for r in rows}
    skipped, graded = [], []
    references: dict[str, Path] = {}
    own_client = client is None
    bar = tqdm(total=len(attempts), desc="project evaluate", unit="attempt", disable=not progress,
               file=sys.stderr)
    try:
        for project_id, attempt in attempts:
            key = f"{project_id}/{attempt}"
            done = results.records.get(key)
            if done is not None and done.get("fix_rounds") == fix_rounds:
                graded.append(done)
                bar.update(1)
                continue
            project = by_id.get(project_id)
            if project is None:
                raise GenerationError(f"{run_dir}: project {project_id!r} is not among the projects given")
            system = project_system_message(config.prompt)
            messages, found, complete = replay(run_dir, row_of[project_id], attempt, calls, system)
            if not complete:
                skipped.append(key)
                bar.update(1)
                continue
            if project_id not in references:
                folder = run_dir / PROJECTS_DIR / project_id / _REFERENCE_RUN
                if folder.exists():
                    shutil.rmtree(folder)
                references[project_id] = prepare_reference(project, folder)
            folder = attempt_dir(run_dir, project_id, attempt)
            for stale in (ROUNDS_DIR, FIXED_DIR):
                if (folder / stale).exists():
                    shutil.rmtree(folder / stale)
            files = found.files
            rounds = []
            verdict = grade_project(project, files, folder / ROUNDS_DIR / "0", references[project_id])
            rounds.append(_round_record(0, verdict, files, len(found.problems)))
            initial = verdict
            decisions_log = []
            for index in range(1, fix_rounds + 1):
                if verdict.runnable or verdict.error_class is None:
                    break
                messages.append({"role": "user", "content": fix_message(project.command, verdict.error_class,
                                                                        verdict.detail, verdict.error_output)})
                turn = f"fix:{index}"
                record = calls.records.get(call_key(project_id, attempt, turn))
                if record is None:
                    if client is None:
                        client = make_client(config)
                    record = call(client, config, project_id, attempt, messages, backoff_s)
                    record.update(key=call_key(project_id, attempt, turn), project_id=project_id, turn=turn)
                    calls.append(record)
                    if not record["ok"]:
                        break  # graded as it stands; a rerun retries this call
                content = record.get("content") or ""
                messages.append({"role": "assistant", "content": content})
                fixed = extract_files(content, files, answer_index=len(row_of[project_id]["prompts"]) + index - 1)
                decisions_log.extend(asdict(d) for d in fixed.decisions)
                files = fixed.files
                verdict = grade_project(project, files, folder / ROUNDS_DIR / str(index), references[project_id])
                rounds.append(_round_record(index, verdict, files, len(fixed.problems)))
            if len(rounds) > 1:
                write_files(folder / FIXED_DIR, files)
            if decisions_log:
                with (folder / EXTRACTION_FILE).open("a", encoding="utf-8") as handle:
                    handle.writelines(json.dumps(d) + "\n" for d in decisions_log)
            (folder / CONVERSATION_FILE).write_text(json.dumps(messages, indent=1) + "\n", encoding="utf-8")
            errors = dict.fromkeys(ERROR_CLASSES, 0)
            for r in rounds:
                if r["error_class"] is not None:
                    errors[r["error_class"]] += 1
            row = {"key": key, "time": now(), "model": config.name, "project_id": project_id,
                   "attempt": attempt, "fix_rounds": fix_rounds, "fix_rounds_used": len(rounds) - 1,
                   "runnable_initial": initial.runnable, "runnable": verdict.runnable,
                   "error_class_initial": initial.error_class, "error_class": verdict.error_class,
                   "detail": verdict.detail, "errors": errors, "checkpoints": dict(verdict.checkpoints),
                   "checkpoints_passed": len(verdict.passed_checkpoints),
                   "checkpoints_total": len(project.checkpoint_names),
                   "extraction_problems": len(found.problems),
                   "protections": dict(verdict.run.protections) if verdict.run else {},
                   "rounds": rounds,
                   "quality": _quality(files) if quality else None}
            results.append(row)
            graded.append(row)
            bar.update(1)
    finally:
        bar.close()
        if own_client and client is not None:
            client.close()  # type: ignore[attr-defined]
    totals = dict.fromkeys(ERROR_CLASSES, 0)
    for row in graded:
        for cls, n in row["errors"].items():
            totals[cls] += n
    return ProjectEvaluationSummary(results=run_dir / RESULTS_FILE, attempts=len(graded),
                                    runnable_initial=sum(r["runnable_initial"] for r in graded),
                                    runnable=sum(r["runnable"] for r in graded), errors=totals,
                                    skipped=tuple(skipped))
