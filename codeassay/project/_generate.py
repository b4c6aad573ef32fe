"""``codeassay project generate``: one conversation per project and attempt.

The prompts are sent in order in one conversation (the model sees its earlier answers);
after every answer the files it delivers are extracted into the attempt's project, and
every extraction decision is recorded. ``attempts`` runs independent conversations (the
methodology paper's v1, v2, v3). The run configuration, the client, the retries, the
request log and resuming are those of ``codeassay generate``: a rerun never repeats a
call that was answered.

Output folder (:data:`PROJECT_OUTPUT_FILES`)::

    run.json                          settings (model, parameters, system message, projects hash)
    calls.jsonl                       every request and response, keyed project/attempt/turn
    projects/<id>/attempt<N>/files/   the project after the last answer
    projects/<id>/attempt<N>/extraction.jsonl   every extraction decision, answer by answer
    projects/<id>/attempt<N>/conversation.json  the messages, for fix rounds and readers
    summary.json                      per attempt: complete or not, files, extraction problems
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from codeassay._endpoint import RETRY_BACKOFF_S, call, client_version, make_client
from codeassay._generate import DEFAULT_RUNS_DIR, GenerationError, RunConfig, load_config
from codeassay._runfolder import RUN_FILE, JsonlLog, now, record_session, write_atomic
from codeassay.project._conversation import project_system_message
from codeassay.project._extract import FileExtraction, extract_files
from codeassay.project._layout import FILES_DIR, attempt_dir, write_files
from evaluation import content_hash

__all__ = ["ProjectGenerationSummary", "generate_projects", "PROJECT_OUTPUT_FILES", "attempt_dir",
           "call_key", "DEFAULT_ATTEMPTS", "read_run_config"]

#: Independent conversations per project when none is asked for (the paper ran three).
DEFAULT_ATTEMPTS = 1
PROJECT_OUTPUT_FILES: dict[str, str] = {
    "run.json": "run settings: model, parameters, system message, client version, projects hash",
    "calls.jsonl": "every request and its response (or error), keyed <project>/<attempt>/<turn>",
    "projects/<id>/attempt<N>/files/": "the project's files after the conversation's last answer",
    "projects/<id>/attempt<N>/extraction.jsonl": "every extraction decision, answer by answer",
    "projects/<id>/attempt<N>/conversation.json": "the conversation's messages",
    "projects/<id>/attempt<N>/fixed/": "written by `codeassay project evaluate` when fix rounds changed the files: "
                                       "the files its results row graded",
    "projects/<id>/attempt<N>/rounds/": "written by `codeassay project evaluate`: each graded round's run",
    "summary.json": "per attempt: complete or not, its files, extraction problems",
    "results.jsonl": "written by `codeassay project evaluate`: one row per attempt",
}
CALLS_FILE = "calls.jsonl"
SUMMARY_FILE = "summary.json"
EXTRACTION_FILE = "extraction.jsonl"
CONVERSATION_FILE = "conversation.json"


@dataclass(frozen=True)
class ProjectGenerationSummary:
    """What a (resumed) project run produced; ``incomplete`` attempts need a rerun."""

    out: Path
    attempts: int
    complete: int
    calls_made: int
    failed_calls: int
    extraction_problems: int
    incomplete: tuple[str, ...] = ()

    def __str__(self) -> str:
        text = (f"{self.complete}/{self.attempts} conversation(s) complete; {self.calls_made} call(s) made "
                f"this run, {self.failed_calls} failed; {self.extraction_problems} extraction decision(s) "
                f"dropped something (see extraction.jsonl)\nrun folder: {self.out}")
        if self.incomplete:
            text += (f"\nincomplete (a call failed): {', '.join(self.incomplete)}; run the same command "
                     "again to resume")
        return text


def call_key(project_id: str, attempt: int, turn: str) -> str:
    """The request log's key of one turn (``prompt:<id>`` or ``fix:<k>``)."""
    return f"{project_id}/{attempt}/{turn}"


def read_run_config(out: Path) -> RunConfig:
    """The run configuration a run folder was generated with (to continue its conversations)."""
    path = Path(out) / RUN_FILE
    try:
        run = json.loads(path.read_text(encoding="utf-8"))
        return RunConfig(**run["config"])
    except FileNotFoundError:
        raise GenerationError(f"{out}: not a project run folder (no {RUN_FILE}); make one with "
                              "`codeassay project generate`") from None
    except (ValueError, KeyError, TypeError) as exc:
        raise GenerationError(f"{path}: damaged ({exc}); start a new run folder") from None


def _settings(config: RunConfig, rows: Sequence[Mapping]) -> dict:
    return {"name": config.name, "model": config.model, "base_url": config.base_url,
            "parameters": config.request_parameters(), "system_message": project_system_message(config.prompt),
            "projects_hash": content_hash([{"task_id": r["project_id"], "prompts": list(r["prompts"])}
                                           for r in rows])}


def _open_run(out: Path, config: RunConfig, settings: dict) -> None:
    out.mkdir(parents=True, exist_ok=True)
    session = {"started": now(), "openai": client_version(), "config_file": Path(config.source).name}
    config_fields = {f.name: getattr(config, f.name) for f in fields(config)}
    record_session(out, settings, session, {"settings": settings, "config": config_fields,
                                            "sessions": [session], "files": PROJECT_OUTPUT_FILES})


def replay(out: Path, row: Mapping, attempt: int, calls: JsonlLog,
           system: str) -> tuple[list[dict], FileExtraction, bool]:
    """Rebuild one conversation from the request log: its messages, the extracted files
    and decisions, and whether every prompt was answered. Writes the attempt's folder."""
    project_id = row["project_id"]
    messages = [{"role": "system", "content": system}]
    files: dict[str, str] = {}
    decisions = []
    complete = True
    for index, (prompt_id, text) in enumerate(zip(row["prompt_ids"], row["prompts"])):
        messages.append({"role": "user", "content": text})
        record = calls.records.get(call_key(project_id, attempt, f"prompt:{prompt_id}"))
        if record is None:
            complete = False
            break
        content = record.get("content") or ""
        messages.append({"role": "assistant", "content": content})
        found = extract_files(content, files, answer_index=index)
        files = found.files
        decisions.extend(found.decisions)
    folder = attempt_dir(out, project_id, attempt)
    folder.mkdir(parents=True, exist_ok=True)
    write_files(folder / FILES_DIR, files)
    write_atomic(folder / EXTRACTION_FILE, "".join(json.dumps(asdict(d)) + "\n" for d in decisions))
    write_atomic(folder / CONVERSATION_FILE, json.dumps(messages, indent=1) + "\n")
    return messages, FileExtraction(files, tuple(decisions)), complete


def generate_projects(config: RunConfig | str | Path, rows: Iterable[Mapping], *,
                      out: str | Path | None = None, attempts: int = DEFAULT_ATTEMPTS,
                      client: object | None = None, progress: bool = False,
                      backoff_s: float = RETRY_BACKOFF_S) -> ProjectGenerationSummary:
    """Run (or resume) ``attempts`` conversations for every project row.

    ``rows`` are rows of the ``projects`` config (or :func:`dataset_builder.project_row`
    dicts); a row that carries checkpoint tests or reference files is refused, so hidden
    material cannot reach a request.
    """
    from tqdm.auto import tqdm

    if not isinstance(config, RunConfig):
        config = load_config(config)
    if attempts < 1:
        raise GenerationError(f"--attempts must be at least 1, got {attempts}")
    rows = [dict(r) for r in rows]
    for row in rows:
        if "checkpoint_tests" in row or "reference_files" in row:
            raise GenerationError(f"project {row['project_id']!r}: generation takes rows of the `projects` "
                                  "config, which hold no checkpoint test and no reference")
    out = Path(out) if out is not None else Path(DEFAULT_RUNS_DIR) / f"projects-{config.name}"
    _open_run(out, config, _settings(config, rows))
    calls = JsonlLog(out / CALLS_FILE)
    system = project_system_message(config.prompt)
    own_client = client is None
    made = failed = 0
    work = [(row, attempt) for row in rows for attempt in range(1, attempts + 1)]
    bar = tqdm(total=len(work), desc=f"project generate {config.name}", unit="conversation",
               disable=not progress, file=sys.stderr)

    def converse(row: Mapping, attempt: int) -> tuple[int, int]:
        made_here = failed_here = 0
        messages = [{"role": "system", "content": system}]
        for prompt_id, text in zip(row["prompt_ids"], row["prompts"]):
            messages.append({"role": "user", "content": text})
            key = call_key(row["project_id"], attempt, f"prompt:{prompt_id}")
            record = calls.records.get(key)
            if record is None:
                record = call(client, config, row["project_id"], attempt, messages, backoff_s)
                record.update(key=key, project_id=row["project_id"], turn=f"prompt:{prompt_id}")
                calls.append(record)
                made_here += 1
                if not record["ok"]:
                    return made_here, failed_here + 1  # the conversation cannot go on without it
            messages.append({"role": "assistant", "content": record.get("content") or ""})
        return made_here, failed_here

    try:
        if any(call_key(r["project_id"], a, f"prompt:{p}") not in calls.records
               for r, a in work for p in r["prompt_ids"]) and client is None:
            client = make_client(config)
        with ThreadPoolExecutor(max_workers=config.concurrency) as pool:
            futures = [pool.submit(converse, row, attempt) for row, attempt in work]
            for future in as_completed(futures):
                m, f = future.result()
                made += m
                failed += f
                bar.update(1)
    finally:
        bar.close()
        if own_client and client is not None:
            client.close()  # type: ignore[attr-defined]
    per_attempt, incomplete, problems = {}, [], 0
    for row, attempt in work:
        _, found, complete = replay(out, row, attempt, calls, system)
        name = f"{row['project_id']}/attempt{attempt}"
        per_attempt[name] = {"complete": complete, "files": sorted(found.files),
                             "extraction_problems": [asdict(d) for d in found.problems]}
        problems += len(found.problems)
        if not complete:
            incomplete.append(name)
    summary = ProjectGenerationSummary(out=out, attempts=len(work), complete=len(work) - len(incomplete),
                                       calls_made=made, failed_calls=failed, extraction_problems=problems,
                                       incomplete=tuple(incomplete))
    report = {k: v for k, v in asdict(summary).items() if k != "out"}
    report["attempts_detail"] = per_attempt
    write_atomic(out / SUMMARY_FILE, json.dumps(report, indent=2) + "\n")
    return summary
