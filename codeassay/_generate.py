"""Generating predictions from any OpenAI-compatible endpoint with the paper's protocol.

The protocol (codeassay-paper Section 4.2.2): the model receives the task description, the
signature and the first 80 lines of the public test file. Its program runs against the
complete public suite. If it passes, it is the scored solution; otherwise the model is
called once more with the failure report (the last 80 lines of the pytest output, cut to
its last 1,200 characters) appended to the original prompt, and the repaired program
replaces the first. There is no third attempt. The steps live in
:mod:`codeassay._protocol`, shared with the Inspect solver; this module drives them
against an endpoint and keeps the output folder.

Only the ``tasks`` config is read, which holds no hidden test: no hidden test can reach a
request, a repair report or a log.

Everything lands in one output folder, written as it happens so an interrupted run
resumes where it stopped: calls already answered (keyed by task and attempt) and public
runs already made are never repeated. See :data:`OUTPUT_FILES` for the layout.
"""

from __future__ import annotations

import json
import platform
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Literal, get_args

from codeassay._protocol import (
    EXCERPT_LINES,
    PROMPTS,
    PUBLIC_RUN_TIMEOUT_S,
    REPORT_CHARS,
    REPORT_LINES,
    SECURITY_INSTRUCTION,
    UNUSABLE_MODULE,
    Extraction,
    GenerationError,
    PromptKind,
    extract_code,
    failure_report,
    first_messages,
    public_failure_report,
    public_run_request,
    repair_message,
    repair_messages,
    select_tasks,
    system_message,
    user_message,
)
from codeassay._endpoint import RETRY_BACKOFF_MAX_S, RETRY_BACKOFF_S, call, client_version, make_client
from codeassay._runfolder import RUN_FILE, JsonlLog, now, record_key, record_session, write_atomic
from evaluation import ExecResult, Problem, content_hash

__all__ = [
    "GenerationError",
    "ConfigError",
    "RunConfig",
    "GenerationSummary",
    "PromptKind",
    "PROMPTS",
    "load_config",
    "system_message",
    "user_message",
    "repair_message",
    "failure_report",
    "extract_code",
    "Extraction",
    "generate",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_TIMEOUT_S",
    "DEFAULT_RETRIES",
    "DEFAULT_CONCURRENCY",
    "EXCERPT_LINES",
    "REPORT_LINES",
    "REPORT_CHARS",
    "RETRY_BACKOFF_S",
    "RETRY_BACKOFF_MAX_S",
    "PUBLIC_RUN_TIMEOUT_S",
    "UNUSABLE_MODULE",
    "SECURITY_INSTRUCTION",
    "OUTPUT_FILES",
]

# --- defaults -------------------------------------------------------------------------

#: Output-token limit of every call; all seven models of the paper shared it.
DEFAULT_MAX_TOKENS = 16384
#: Client timeout of one call in seconds (the paper's runs used 60 s; a reasoning model
#: may need far more, and a rerun with a larger value resumes only the calls that failed).
DEFAULT_TIMEOUT_S = 60.0
#: Retries of a call after a rate limit (429), a server error (5xx) or a timeout.
DEFAULT_RETRIES = 5
#: Calls in flight at once.
DEFAULT_CONCURRENCY = 4
#: Every prediction of a run is the single scored sample of its task.
SAMPLE_ID = 0
#: The attempts of the protocol: the first generation and the one repair.
FIRST, REPAIR = 1, 2

#: The files of an output folder.
OUTPUT_FILES: dict[str, str] = {
    "run.json": "run settings: model, parameters, prompts, client version, dataset version "
                "and hash",
    "calls.jsonl": "every request and its response (or error), finish reason, token usage, retries",
    "public_runs.jsonl": "the first attempt's verdict on the public suite and its failure report",
    "programs/": "<task_id>/attempt1.py and attempt2.py, the programs extracted from the responses",
    "tokens.json": "token ledger: totals by attempt and by task",
    "summary.json": "per-task outcome: repaired, truncated or unusable responses, incomplete tasks",
    "predictions.jsonl": "the scored programs, for `codeassay evaluate`",
    "initial_predictions.jsonl": "the first attempts, for `codeassay report --initial`",
}
CALLS_FILE = "calls.jsonl"
PUBLIC_RUNS_FILE = "public_runs.jsonl"
PROGRAMS_DIR = "programs"
TOKENS_FILE = "tokens.json"
SUMMARY_FILE = "summary.json"
PREDICTIONS_FILE = "predictions.jsonl"
INITIAL_PREDICTIONS_FILE = "initial_predictions.jsonl"
#: Default output folder of a run: runs/<config name>/.
DEFAULT_RUNS_DIR = "runs"


# --- configuration --------------------------------------------------------------------

class ConfigError(GenerationError):
    """A run configuration is invalid; carries every problem, each naming file, line, field."""

    def __init__(self, problems: Sequence[Problem] | Problem) -> None:
        if isinstance(problems, Problem):
            problems = (problems,)
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


TokenLimitField = Literal["max_tokens", "max_completion_tokens"]
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_MAX_TEMPERATURE = 2


@dataclass(frozen=True)
class RunConfig:
    """One model-prompt configuration: which endpoint, which model, which parameters.

    ``temperature`` ``None`` leaves it out of the request (some models reject it).
    ``api_key_env`` names the environment variable holding the key (``None``: a server
    that needs no key). ``token_limit_field`` is the request field carrying
    ``max_tokens``: newer OpenAI models accept only ``max_completion_tokens``.
    """

    name: str
    model: str
    prompt: PromptKind
    base_url: str | None = None
    api_key_env: str | None = None
    temperature: float | None = None
    max_tokens: int = DEFAULT_MAX_TOKENS
    timeout_s: float = DEFAULT_TIMEOUT_S
    retries: int = DEFAULT_RETRIES
    concurrency: int = DEFAULT_CONCURRENCY
    token_limit_field: TokenLimitField = "max_tokens"
    source: str = "<config>"

    def request_parameters(self) -> dict:
        """The parameters every request of this configuration sends besides the messages."""
        params: dict = {"model": self.model, self.token_limit_field: self.max_tokens}
        if self.temperature is not None:
            params["temperature"] = self.temperature
        return params


_REQUIRED = ("name", "model", "prompt")
_FIELDS = {f.name for f in fields(RunConfig)} - {"source"}


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check(name: str, value: object) -> str | None:
    """What is wrong with one field's value, or None."""
    if name in ("name", "model"):
        if not isinstance(value, str) or not value.strip():
            return f"must be a non-empty string, got {value!r}"
        if name == "name" and not _NAME.match(value):
            return ("must hold only letters, digits, '.', '_' and '-' (it names a folder), "
                    f"got {value!r}")
    elif name == "prompt":
        if value not in PROMPTS:
            return f"must be one of {', '.join(PROMPTS)}, got {value!r}"
    elif name == "base_url":
        if value is not None and (not isinstance(value, str) or not re.match(r"^https?://", value)):
            return f"must be null (the provider's default) or an http(s) URL, got {value!r}"
    elif name == "api_key_env":
        if value is not None and (not isinstance(value, str) or not _ENV_NAME.match(value)):
            return f"must be null or the name of an environment variable, got {value!r}"
    elif name == "temperature":
        if value is not None and (not _number(value)
                                  or not 0 <= value <= _MAX_TEMPERATURE):  # type: ignore[operator]
            return ("must be null (left out of the request) or a number from 0 to "
                    f"{_MAX_TEMPERATURE}, got {value!r}")
    elif name == "timeout_s":
        if not _number(value) or value <= 0:  # type: ignore[operator]
            return f"must be a positive number of seconds, got {value!r}"
    elif name in ("max_tokens", "concurrency"):
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            return f"must be a positive integer, got {value!r}"
    elif name == "retries":
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            return f"must be an integer of at least 0, got {value!r}"
    elif name == "token_limit_field":
        if value not in get_args(TokenLimitField):
            return f"must be one of {', '.join(get_args(TokenLimitField))}, got {value!r}"
    return None


def load_config(path: str | Path) -> RunConfig:
    """Read and validate a run configuration (YAML); every problem names file, line, field."""
    import yaml

    path = Path(path)
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(Problem("configuration file not found", path=where)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(Problem(f"cannot be read: {exc}", path=where)) from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        what = getattr(exc, "problem", None) or exc
        raise ConfigError(Problem(f"is not valid YAML: {what}", path=where,
                                  line=mark.line + 1 if mark else None)) from None
    if not isinstance(node, yaml.MappingNode) or not isinstance(data, dict):
        raise ConfigError(Problem("must be a mapping of field: value", path=where,
                                  line=node.start_mark.line + 1 if node is not None else None))
    lines = {key.value: key.start_mark.line + 1 for key, _ in node.value
             if isinstance(key, yaml.ScalarNode)}
    end = node.end_mark.line + 1
    problems = []
    for key in data:
        if key not in _FIELDS:
            problems.append(Problem(f"unknown field; the fields are {', '.join(sorted(_FIELDS))}",
                                    path=where, line=lines.get(str(key)), field=str(key)))
    for key in _REQUIRED:
        if key not in data:
            problems.append(Problem("field is missing", path=where, line=end, field=key))
    for key, value in data.items():
        if key in _FIELDS and (message := _check(key, value)) is not None:
            problems.append(Problem(message, path=where, line=lines.get(key), field=key))
    if problems:
        raise ConfigError(problems)
    values = {k: v for k, v in data.items() if k in _FIELDS}
    for key in ("timeout_s", "temperature"):
        if values.get(key) is not None:
            values[key] = float(values[key])
    return RunConfig(**values, source=where)


# --- the run --------------------------------------------------------------------------

@dataclass(frozen=True)
class GenerationSummary:
    """What a run (or a resumed run) produced; ``incomplete`` tasks need a rerun."""

    out: Path
    tasks: int
    complete: int
    passed_public_first: int
    repaired: int
    unusable: int
    truncated: int
    failed_calls: int
    calls_made: int
    prompt_tokens: int
    completion_tokens: int
    incomplete: tuple[str, ...] = field(default_factory=tuple)

    def __str__(self) -> str:
        text = (f"{self.complete}/{self.tasks} task(s) complete: {self.passed_public_first} "
                f"passed the public tests first, {self.repaired} repaired; {self.unusable} "
                f"response(s) without code, {self.truncated} truncated; {self.calls_made} "
                f"call(s) made this run, {self.failed_calls} failed; tokens of all calls: "
                f"{self.prompt_tokens:,} prompt, {self.completion_tokens:,} completion\n"
                f"predictions: {self.out / PREDICTIONS_FILE}")
        if self.incomplete:
            text += (f"\n{len(self.incomplete)} task(s) incomplete (a call failed): "
                     f"{', '.join(self.incomplete)}; run the same command again to resume")
        return text


def _settings(config: RunConfig, rows: Sequence[Mapping], manifest: Mapping) -> dict:
    """What must not change when a run resumes (else the folder would mix two protocols)."""
    versions = {str(row.get("dataset_version", "unversioned")) for row in rows}
    return {"name": config.name, "model": config.model, "base_url": config.base_url,
            "prompt": config.prompt, "parameters": config.request_parameters(),
            "system_message": system_message(config.prompt), "excerpt_lines": EXCERPT_LINES,
            "report_lines": REPORT_LINES, "report_chars": REPORT_CHARS,
            "dataset_version": ",".join(sorted(versions)),
            "dataset_hash": manifest.get("dataset_hash"),
            # The shipped manifest describes the shipped data; this hash the rows actually read.
            "tasks_hash": content_hash([dict(r) for r in rows])}


def _open_run(out: Path, config: RunConfig, settings: dict) -> None:
    """Create or resume the output folder; refuse a folder made with other settings."""
    out.mkdir(parents=True, exist_ok=True)
    (out / PROGRAMS_DIR).mkdir(exist_ok=True)
    session = {"started": now(), "timeout_s": config.timeout_s, "retries": config.retries,
               "concurrency": config.concurrency, "openai": client_version(),
               "python": platform.python_version(), "config_file": Path(config.source).name}
    record_session(out, settings, session, {"settings": settings, "sessions": [session],
                                            "files": OUTPUT_FILES})


def generate(config: RunConfig | str | Path, *, out: str | Path | None = None,
             task_ids: Iterable[str] | None = None, limit: int | None = None,
             tasks: Iterable[Mapping] | None = None, sandbox: object | None = None,
             workers: int | None = None, client: object | None = None, progress: bool = False,
             backoff_s: float = RETRY_BACKOFF_S) -> GenerationSummary:
    """Generate (or resume generating) one prediction per task with the paper's protocol.

    ``config``: a :class:`RunConfig` or the path of its YAML file. ``out``: the output
    folder (default ``runs/<name>/``). ``task_ids`` and ``limit`` choose a subset, in
    dataset order. ``tasks`` replaces the ``tasks`` config shipped with the package (rows
    must not carry hidden tests). ``sandbox`` runs the public suites (default: a local
    pool of ``workers``, started only if a program needs running). ``client`` replaces
    the ``openai.OpenAI`` client built from the configuration.
    """
    from tqdm.auto import tqdm

    from codeassay._load import load, shipped_manifest

    if not isinstance(config, RunConfig):
        config = load_config(config)
    rows = [dict(row) for row in (tasks if tasks is not None else load("tasks"))]
    chosen = select_tasks(rows, task_ids, limit=limit)
    by_id = {row["task_id"]: row for row in rows}
    out = Path(out) if out is not None else Path(DEFAULT_RUNS_DIR) / config.name
    _open_run(out, config, _settings(config, rows, shipped_manifest()))

    calls = JsonlLog(out / CALLS_FILE)
    public = JsonlLog(out / PUBLIC_RUNS_FILE)
    own_client = client is None
    own_sandbox = sandbox is None
    made = failed = 0
    bar = tqdm(total=0, desc=f"generate {config.name}", unit="call", disable=not progress,
               file=sys.stderr)
    tokens = [0]

    def run_calls(work: list[tuple[Mapping, int, list[dict]]]) -> None:
        nonlocal made, failed, client
        if not work:
            return
        if client is None:
            client = make_client(config)
        bar.total += len(work)
        bar.refresh()

        def call_and_record(task_id: str, attempt: int, messages: list[dict]) -> dict:
            # Recorded by the worker itself, so a call that finishes while an interrupted
            # run shuts down is kept and never paid for twice.
            record = call(client, config, task_id, attempt, messages, backoff_s)
            calls.append(record)
            return record

        pool = ThreadPoolExecutor(max_workers=config.concurrency)
        try:
            futures = [pool.submit(call_and_record, task["task_id"], attempt, messages)
                       for task, attempt, messages in work]
            for future in as_completed(futures):
                record = future.result()
                made += 1
                failed += not record["ok"]
                tokens[0] += int((record.get("usage") or {}).get("total_tokens") or 0)
                bar.update(1)
                bar.set_postfix(failed=failed, tokens=tokens[0], refresh=False)
        finally:
            # On an interruption, calls not yet started are dropped; running ones finish.
            pool.shutdown(wait=True, cancel_futures=True)

    def program(task: Mapping, attempt: int) -> Extraction:
        record = calls.records[record_key(task["task_id"], attempt)]
        found = extract_code(record.get("content"), task["entry_point"])
        folder = out / PROGRAMS_DIR / task["task_id"]
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(folder / f"attempt{attempt}.py", found.code)
        return found

    try:
        for record in calls.records.values():
            tokens[0] += int((record.get("usage") or {}).get("total_tokens") or 0)
        # Attempt 1 for every chosen task not yet answered.
        run_calls([(t, FIRST, first_messages(t, config.prompt)) for t in chosen
                   if record_key(t["task_id"], FIRST) not in calls.records])
        # The first programs on the complete public suite.
        to_run = [t for t in chosen if record_key(t["task_id"], FIRST) in calls.records
                  and t["task_id"] not in public.records]
        requests = [public_run_request(t, program(t, FIRST).code) for t in to_run]
        if requests:
            if sandbox is None:
                from evaluation import LocalSandbox
                sandbox = LocalSandbox(workers)
            for result in sandbox.run(requests):  # type: ignore[attr-defined]
                public.append(_public_record(result))
        # One repair for every first program that failed.
        repairs = []
        for t in chosen:
            verdict = public.records.get(t["task_id"])
            if verdict is None or verdict["passed"] or record_key(t["task_id"], REPAIR) in calls.records:
                continue
            repairs.append((t, REPAIR, repair_messages(t, config.prompt, verdict["report"])))
        run_calls(repairs)
    finally:
        bar.close()
        if own_client and client is not None:
            client.close()  # type: ignore[attr-defined]
        if own_sandbox and sandbox is not None:
            sandbox.close()  # type: ignore[attr-defined]
    return _finish(out, by_id, calls, public, made, failed, program)


def _public_record(result: ExecResult) -> dict:
    return {"key": result.key, "task_id": result.key, "time": now(), "passed": result.passed,
            "status": result.status, "failed_tests": list(result.failed_tests),
            "detail": result.detail, "report": public_failure_report(result),
            "output": result.output}


def _finish(out: Path, by_id: Mapping[str, Mapping], calls: JsonlLog, public: JsonlLog, made: int,
            failed: int, program) -> GenerationSummary:
    """Write predictions, the token ledger and the summary from everything in the folder."""
    final: list[dict] = []
    initial: list[dict] = []
    per_task: dict[str, dict] = {}
    incomplete = []
    name = json.loads((out / RUN_FILE).read_text(encoding="utf-8"))["settings"]["name"]
    started = {r["task_id"] for r in calls.records.values()} | _attempted(out / CALLS_FILE)
    for task_id, task in by_id.items():
        if task_id not in started:
            continue
        first = calls.records.get(record_key(task_id, FIRST))
        verdict = public.records.get(task_id)
        repair = calls.records.get(record_key(task_id, REPAIR))
        done = (first is not None and verdict is not None
                and (verdict["passed"] or repair is not None))
        entry: dict = {"complete": done,
                       "public_passed_first": verdict["passed"] if verdict else None,
                       "repaired": repair is not None, "truncated": [], "unusable": []}
        for attempt, record in ((FIRST, first), (REPAIR, repair)):
            if record is None:
                continue
            found = program(task, attempt)
            if record.get("truncated"):
                entry["truncated"].append(attempt)
            if not found.usable:
                entry["unusable"].append(attempt)
        per_task[task_id] = entry
        if not done:
            incomplete.append(task_id)
            continue
        folder = out / PROGRAMS_DIR / task_id
        first_code = (folder / f"attempt{FIRST}.py").read_text(encoding="utf-8")
        code = first_code if repair is None else \
            (folder / f"attempt{REPAIR}.py").read_text(encoding="utf-8")
        initial.append({"task_id": task_id, "solution": first_code, "model": name,
                        "sample_id": SAMPLE_ID, "repaired": False})
        final.append({"task_id": task_id, "solution": code, "model": name,
                      "sample_id": SAMPLE_ID, "repaired": repair is not None})
    write_atomic(out / PREDICTIONS_FILE, _jsonl(final))
    write_atomic(out / INITIAL_PREDICTIONS_FILE, _jsonl(initial))
    ledger = _ledger(out / CALLS_FILE)
    write_atomic(out / TOKENS_FILE, json.dumps(ledger, indent=2) + "\n")
    summary = GenerationSummary(
        out=out, tasks=len(per_task), complete=len(final),
        passed_public_first=sum(1 for e in per_task.values() if e["public_passed_first"]),
        repaired=sum(1 for e in per_task.values() if e["repaired"]),
        unusable=sum(len(e["unusable"]) for e in per_task.values()),
        truncated=sum(len(e["truncated"]) for e in per_task.values()),
        failed_calls=failed, calls_made=made, prompt_tokens=ledger["total"]["prompt_tokens"],
        completion_tokens=ledger["total"]["completion_tokens"], incomplete=tuple(incomplete))
    report = {k: v for k, v in asdict(summary).items() if k != "out"}
    report["tasks_detail"] = per_task
    write_atomic(out / SUMMARY_FILE, json.dumps(report, indent=2) + "\n")
    return summary


def _jsonl(rows: Iterable[dict]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def _attempted(path: Path) -> set[str]:
    """Tasks with any call on record, answered or not (so failed tasks are reported)."""
    if not path.exists():
        return set()
    lines = path.read_text(encoding="utf-8").splitlines()
    return {json.loads(line)["task_id"] for line in lines if line.strip()}


def _ledger(path: Path) -> dict:
    """Token totals over every call on record, answered ones counted once per key."""
    records: dict[str, dict] = {}
    failed = 0
    for line in path.read_text(encoding="utf-8").splitlines() if path.exists() else ():
        if line.strip():
            record = json.loads(line)
            if record.get("ok"):
                records[record["key"]] = record
            else:
                failed += 1
    names = ("prompt_tokens", "completion_tokens", "total_tokens")

    def zero() -> dict:
        return {**dict.fromkeys(names, 0), "calls": 0}
    total, by_attempt, by_task = zero(), {str(FIRST): zero(), str(REPAIR): zero()}, {}
    for record in records.values():
        usage = record.get("usage") or {}
        task = by_task.setdefault(record["task_id"], zero())
        for bucket in (total, by_attempt[str(record["attempt"])], task):
            bucket["calls"] += 1
            for n in names:
                bucket[n] += int(usage.get(n) or 0)
    return {"total": total, "by_attempt": by_attempt, "by_task": by_task, "failed_calls": failed}
