"""The generation driver against a scripted OpenAI-compatible server, with the real client.

The server answers by model name: each scenario is a list of steps (status, content,
finish reason, delay) consumed one request at a time, the last repeating.
"""

from __future__ import annotations

import ast
import json
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from codeassay._cli import EXIT_USAGE, main
from codeassay._generate import (
    EXCERPT_LINES,
    OUTPUT_FILES,
    PROMPTS,
    REPORT_CHARS,
    REPORT_LINES,
    SECURITY_INSTRUCTION,
    UNUSABLE_MODULE,
    ConfigError,
    GenerationError,
    RunConfig,
    extract_code,
    failure_report,
    generate,
    load_config,
    repair_message,
    system_message,
    user_message,
)

REPO = Path(__file__).resolve().parents[2]
TASK = "ads_free_slots"
WRONG = "def free_slots(busy, day, min_length):\n    return [day]\n"
USAGE = {"prompt_tokens": 100, "completion_tokens": 50, "total_tokens": 150}
#: Client timeout of the scripted runs; the slow step sleeps well past it.
SHORT_TIMEOUT_S = 1.5
SLOW_DELAY_S = 3.5
FAST_BACKOFF_S = 0.01


# --- the scripted server ----------------------------------------------------------------

def ok(content: str, finish: str = "stop", delay: float = 0.0) -> dict:
    return {"status": 200, "content": content, "finish": finish, "delay": delay}


def error(status: int) -> dict:
    return {"status": status}


def fenced(code: str, tag: str = "python") -> str:
    return f"Here is the module.\n\n```{tag}\n{code}```\n\nIt handles every case."


class Script:
    """Scenarios by model name, and every request body received."""

    def __init__(self) -> None:
        self.plans: dict[str, list[dict]] = {}
        self.received: list[dict] = []
        self.lock = threading.Lock()

    def calls(self, model: str) -> list[dict]:
        with self.lock:
            return [body for body in self.received if body["model"] == model]

    def next_step(self, body: dict) -> dict:
        with self.lock:
            seen = sum(1 for b in self.received if b["model"] == body["model"])
            self.received.append(body)
        plan = self.plans[body["model"]]
        return plan[min(seen, len(plan) - 1)]


def _handler(script: Script):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args) -> None:  # keep the test output clean
            pass

        def do_POST(self) -> None:  # noqa: N802 - the http.server naming
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            step = script.next_step(body)
            time.sleep(step.get("delay", 0.0))
            if step["status"] != 200:
                payload = {"error": {"message": f"scripted {step['status']}", "type": "scripted"}}
            else:
                payload = {"id": "chatcmpl-test", "object": "chat.completion", "created": 0,
                           "model": body["model"], "usage": USAGE,
                           "choices": [{"index": 0, "finish_reason": step["finish"],
                                        "message": {"role": "assistant",
                                                    "content": step["content"]}}]}
            data = json.dumps(payload).encode()
            try:
                self.send_response(step["status"])
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except OSError:
                pass  # the client gave up on a slow step
    return Handler


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address) -> None:
        pass  # a client that timed out closed its socket; nothing to report


@pytest.fixture(scope="module")
def server():
    script = Script()
    httpd = _Server(("127.0.0.1", 0), _handler(script))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    script.url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    yield script
    httpd.shutdown()
    httpd.server_close()
    thread.join()


@pytest.fixture(scope="module")
def rows(tmp_path_factory):
    """The real task rows (tasks and grading), loaded once with isolated caches."""
    import datasets.config

    import codeassay

    home = tmp_path_factory.mktemp("hf-home-generate")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HF_HOME", str(home))
        mp.setenv("HF_DATASETS_CACHE", str(home / "datasets"))
        mp.setenv("HF_HUB_OFFLINE", "1")
        mp.setattr(datasets.config, "HF_DATASETS_CACHE", home / "datasets")
        mp.setattr(datasets.config, "HF_HUB_OFFLINE", True)
        tasks = [dict(r) for r in codeassay.load("tasks")]
        grading = [dict(r) for r in codeassay.load("grading")]
    return {"tasks": tasks, "grading": grading,
            "reference": {r["task_id"]: r["reference_solution"] for r in grading}}


def config_for(server: Script, scenario: str, plan: list[dict], **overrides) -> RunConfig:
    server.plans[scenario] = plan
    values = dict(name=f"fake-{scenario}", model=scenario, prompt="standard", base_url=server.url,
                  api_key_env=None, temperature=0.0, timeout_s=30.0, retries=2, concurrency=2)
    values.update(overrides)
    return RunConfig(**values)


def run(config: RunConfig, out: Path, rows, sandbox, **kwargs):
    return generate(config, out=out, tasks=rows["tasks"], task_ids=[TASK], sandbox=sandbox,
                    backoff_s=FAST_BACKOFF_S, **kwargs)


def read_jsonl(path: Path) -> list[dict]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def grade(path: Path, rows, sandbox) -> dict[str, dict]:
    import codeassay

    results = codeassay.evaluate(str(path), dataset=rows["grading"], quality=False, sandbox=sandbox)
    return {r["task_id"]: r for r in results}


# --- the protocol, end to end -------------------------------------------------------------

def test_correct_program_is_scored_graded_and_never_asked_again(server, rows, sandbox, tmp_path):
    reference = rows["reference"][TASK]
    config = config_for(server, "correct", [ok(fenced(reference))])
    summary = run(config, tmp_path, rows, sandbox)
    assert (summary.complete, summary.repaired, summary.calls_made) == (1, 0, 1)
    assert summary.incomplete == ()
    assert set(OUTPUT_FILES) == {p.name + ("/" if p.is_dir() else "") for p in tmp_path.iterdir()}

    (call,) = read_jsonl(tmp_path / "calls.jsonl")
    assert call["key"] == f"{TASK}/1" and call["ok"] and call["finish_reason"] == "stop"
    assert call["usage"]["total_tokens"] == 150 and call["truncated"] is False
    request = call["request"]
    assert request["max_tokens"] == 16384 and request["temperature"] == 0.0
    assert [m["role"] for m in request["messages"]] == ["system", "user"]
    assert server.calls("correct")[0]["messages"] == request["messages"]

    (prediction,) = read_jsonl(tmp_path / "predictions.jsonl")
    assert prediction == {"task_id": TASK, "solution": reference.strip("\n") + "\n",
                          "model": "fake-correct", "sample_id": 0, "repaired": False}
    assert read_jsonl(tmp_path / "initial_predictions.jsonl") == [prediction]
    assert (tmp_path / "programs" / TASK / "attempt1.py").read_text() == prediction["solution"]
    assert not (tmp_path / "programs" / TASK / "attempt2.py").exists()

    settings = json.loads((tmp_path / "run.json").read_text())
    import openai

    import codeassay
    assert settings["sessions"][0]["openai"] == openai.__version__
    assert settings["settings"]["dataset_hash"] == codeassay.shipped_manifest()["dataset_hash"]
    assert settings["settings"]["system_message"] == system_message("standard")
    ledger = json.loads((tmp_path / "tokens.json").read_text())
    assert ledger["total"] == {**USAGE, "calls": 1}

    # An interrupted write leaves half a line: it is dropped, and nothing is asked again.
    with (tmp_path / "calls.jsonl").open("a") as handle:
        handle.write('{"key": "ads_free_slots/2", "ok": tr')
    again = run(config, tmp_path, rows, sandbox)
    assert again.calls_made == 0 and len(server.calls("correct")) == 1
    assert len(read_jsonl(tmp_path / "calls.jsonl")) == 1
    assert read_jsonl(tmp_path / "predictions.jsonl") == [prediction]
    assert grade(tmp_path / "predictions.jsonl", rows, sandbox)[TASK]["passed"] is True


@pytest.fixture(scope="module")
def repaired_run(server, rows, sandbox, tmp_path_factory):
    """A wrong first program, then the reference: the one repair."""
    out = tmp_path_factory.mktemp("repaired")
    config = config_for(server, "repair", [ok(fenced(WRONG)), ok(fenced(rows["reference"][TASK]))])
    summary = run(config, out, rows, sandbox)
    return out, summary


def test_failing_first_program_gets_one_repair_with_the_report(repaired_run, server, rows, sandbox):
    out, summary = repaired_run
    assert (summary.complete, summary.repaired, summary.passed_public_first) == (1, 1, 0)
    first, second = sorted(read_jsonl(out / "calls.jsonl"), key=lambda r: r["attempt"])
    (public,) = read_jsonl(out / "public_runs.jsonl")
    assert public["passed"] is False and public["status"] == "failed"

    # The report: the last 80 lines of the pytest output, cut to its last 1,200 characters.
    expected = "\n".join(public["output"].splitlines()[-REPORT_LINES:])[-REPORT_CHARS:]
    assert public["report"] == expected and 0 < len(expected) <= REPORT_CHARS
    assert len(public["output"]) > REPORT_CHARS  # so the cut is exercised
    original = first["request"]["messages"][1]["content"]
    repair = second["request"]["messages"]
    assert repair[0] == first["request"]["messages"][0]
    assert repair[1]["content"] == repair_message(original, expected)
    assert repair[1]["content"].startswith(original)
    assert repair[1]["content"].rstrip("`\n").endswith(expected)
    assert len(server.calls("repair")) == 2  # no third attempt

    (final,) = read_jsonl(out / "predictions.jsonl")
    (initial,) = read_jsonl(out / "initial_predictions.jsonl")
    assert final["repaired"] is True and initial["solution"] == WRONG
    assert grade(out / "predictions.jsonl", rows, sandbox)[TASK]["passed"] is True
    assert grade(out / "initial_predictions.jsonl", rows, sandbox)[TASK]["passed"] is False


def test_codeassay_evaluate_grades_the_predictions(repaired_run, capsys):
    out, _ = repaired_run
    results = out / "graded.jsonl"
    assert main(["evaluate", str(out / "predictions.jsonl"), "--out", str(results), "--no-quality",
                 "--quiet", "--workers", "1"]) == 0
    import codeassay

    # A trial run on one task is scored against the whole dataset: the rest count as failed.
    total = len(codeassay.shipped_manifest()["tasks"])
    assert f"fake-repair: 1/{total} tasks correct ({100 / total:.1f}%)" in capsys.readouterr().out
    (row,) = [r for r in read_jsonl(results) if r.get("type") != "header"]
    assert row["repaired"] is True and row["passed"] is True


def test_no_hidden_test_reaches_any_request(repaired_run, server, rows):
    out, _ = repaired_run
    sent = [m["content"] for r in read_jsonl(out / "calls.jsonl") for m in r["request"]["messages"]]
    sent += [m["content"] for body in server.calls("repair") for m in body["messages"]]
    sent += [r["output"] for r in read_jsonl(out / "public_runs.jsonl")]
    text = "\n".join(sent)
    grading = next(r for r in rows["grading"] if r["task_id"] == TASK)
    tree = ast.parse(grading["hidden_tests"])
    bodies = {node.name: ast.get_source_segment(grading["hidden_tests"], node) for node in tree.body
              if isinstance(node, ast.FunctionDef)}
    assert set(grading["hidden_test_names"]) <= set(bodies)
    for name in grading["hidden_test_names"]:
        assert not re.search(rf"\b{name}\b", text), name
        # Single assertions may coincide with public ones; a whole body must not appear.
        body = "\n".join(bodies[name].splitlines()[1:])
        assert body not in text, name
    # The check can see a leak: the public tests are there, names and bodies.
    public = ast.parse(grading["public_tests"])
    for node in public.body:
        if isinstance(node, ast.FunctionDef):
            segment = ast.get_source_segment(grading["public_tests"], node)
            assert re.search(rf"\b{node.name}\b", text)
            assert "\n".join(segment.splitlines()[1:]) in text


def test_generation_refuses_rows_with_hidden_tests(rows, tmp_path, server):
    config = config_for(server, "unused", [ok("")])
    with pytest.raises(GenerationError, match="'tasks' config only"):
        generate(config, out=tmp_path, tasks=rows["grading"], task_ids=[TASK])


def test_response_without_code_is_unusable_and_graded_failing(server, rows, sandbox, tmp_path):
    config = config_for(server, "nocode", [ok("I am sorry, I cannot write that program.")])
    summary = run(config, tmp_path, rows, sandbox)
    assert (summary.complete, summary.unusable, summary.calls_made) == (1, 2, 2)
    (prediction,) = read_jsonl(tmp_path / "predictions.jsonl")
    assert prediction["solution"] == UNUSABLE_MODULE and prediction["repaired"] is True
    detail = json.loads((tmp_path / "summary.json").read_text())["tasks_detail"][TASK]
    assert detail["unusable"] == [1, 2]
    result = grade(tmp_path / "predictions.jsonl", rows, sandbox)[TASK]
    assert result["passed"] is False


def test_truncated_response_is_flagged(server, rows, sandbox, tmp_path):
    cut = "```python\ndef free_slots(busy, day, min_length):\n    slots = ["
    config = config_for(server, "truncated",
                        [ok(cut, finish="length"), ok(fenced(rows["reference"][TASK]))])
    summary = run(config, tmp_path, rows, sandbox)
    assert summary.truncated == 1 and summary.repaired == 1
    first = next(r for r in read_jsonl(tmp_path / "calls.jsonl") if r["attempt"] == 1)
    assert first["truncated"] is True and first["finish_reason"] == "length"
    # The unclosed fence still gives the program, so the public tests report its error.
    assert (tmp_path / "programs" / TASK / "attempt1.py").read_text().startswith("def free_slots(")
    detail = json.loads((tmp_path / "summary.json").read_text())["tasks_detail"][TASK]
    assert detail["truncated"] == [1]


@pytest.mark.parametrize("scenario, first_step", [
    ("ratelimited", error(429)),
    ("servererror", error(500)),
    ("slow", {**ok("too late"), "delay": SLOW_DELAY_S}),
])
def test_transient_failures_are_retried(scenario, first_step, server, rows, sandbox, tmp_path):
    config = config_for(server, scenario, [first_step, ok(fenced(rows["reference"][TASK]))],
                        timeout_s=SHORT_TIMEOUT_S)
    summary = run(config, tmp_path, rows, sandbox)
    assert (summary.complete, summary.failed_calls, summary.repaired) == (1, 0, 0)
    (call,) = read_jsonl(tmp_path / "calls.jsonl")
    assert call["tries"] == 2 and len(call["errors"]) == 1
    assert len(server.calls(scenario)) == 2


def test_call_failing_after_retries_leaves_task_incomplete_until_resumed(server, rows, sandbox,
                                                                         tmp_path):
    config = config_for(server, "down", [error(503)], retries=1)
    summary = run(config, tmp_path, rows, sandbox)
    assert summary.incomplete == (TASK,) and summary.failed_calls == 1 and summary.complete == 0
    assert len(server.calls("down")) == 2  # one try and one retry, no more
    assert read_jsonl(tmp_path / "predictions.jsonl") == []
    assert "run the same command again to resume" in str(summary)

    server.plans["down"] = [ok(fenced(rows["reference"][TASK]))]
    resumed = run(config, tmp_path, rows, sandbox)
    assert resumed.complete == 1 and resumed.calls_made == 1 and resumed.incomplete == ()
    assert len(read_jsonl(tmp_path / "predictions.jsonl")) == 1


def test_refused_key_stops_the_run(server, rows, tmp_path):
    config = config_for(server, "denied", [error(401)])
    with pytest.raises(GenerationError, match="HTTP 401"):
        run(config, tmp_path, rows, sandbox=None)
    assert len(server.calls("denied")) == 1


def test_resume_refuses_a_folder_made_with_other_settings(server, rows, sandbox, tmp_path):
    config = config_for(server, "resume", [ok(fenced(rows["reference"][TASK]))])
    run(config, tmp_path, rows, sandbox)
    other = config_for(server, "resume", [ok("")], prompt="security")
    with pytest.raises(GenerationError, match="other settings.*prompt"):
        run(other, tmp_path, rows, sandbox)
    # Operational settings may change: a longer timeout for calls that timed out.
    longer = config_for(server, "resume", [ok("")], timeout_s=900.0)
    assert run(longer, tmp_path, rows, sandbox).complete == 1
    assert len(server.calls("resume")) == 1


# --- prompts ------------------------------------------------------------------------------

def test_system_messages_differ_only_as_the_paper_says():
    standard, security = system_message("standard"), system_message("security")
    persona, rest = standard.split(". ", 1)
    assert persona == "You are an expert Python programmer"
    assert security == ("You are an expert security-conscious Python programmer. "
                        f"{rest} {SECURITY_INSTRUCTION}")
    assert SECURITY_INSTRUCTION == (
        "Prioritize security: validate all inputs, avoid eval/exec, use the secrets module for "
        "randomness, sanitize external data, and handle errors without exposing internals.")
    assert "fenced code block" in standard and PROMPTS == ("standard", "security")


def test_user_message_holds_description_signature_and_first_80_test_lines():
    tests = "\n".join(f"line {i}" for i in range(1, 101))
    task = {"description": "Do the thing.", "signature": "def f(x: int) -> int",
            "public_tests": tests}
    message = user_message(task)
    assert "Do the thing." in message and "def f(x: int) -> int" in message
    assert f"line {EXCERPT_LINES}\n" in message and f"line {EXCERPT_LINES + 1}" not in message


def test_failure_report_is_last_80_lines_cut_to_1200_characters():
    short = "\n".join(f"l{i}" for i in range(200))
    assert failure_report(short) == "\n".join(f"l{i}" for i in range(120, 200))
    wide = "\n".join("x" * 50 + str(i) for i in range(200))
    report = failure_report(wide)
    assert len(report) == REPORT_CHARS and wide.endswith(report)


def test_temperature_null_is_left_out_and_the_token_field_follows_the_config():
    base = RunConfig(name="n", model="m", prompt="standard")
    assert base.request_parameters() == {"model": "m", "max_tokens": 16384}
    other = RunConfig(name="n", model="m", prompt="standard", temperature=0.0,
                      token_limit_field="max_completion_tokens")
    assert other.request_parameters() == {"model": "m", "max_completion_tokens": 16384,
                                          "temperature": 0.0}


# --- code extraction ------------------------------------------------------------------------

GOOD = "def f(x):\n    return x\n"


@pytest.mark.parametrize("text, code, kind", [
    (f"```python\n{GOOD}```", GOOD, "fenced"),
    (f"Sure:\n```\n{GOOD}```\nDone.", GOOD, "fenced"),
    (f"```py\n{GOOD}```", GOOD, "fenced"),
    # Several blocks: the one defining the entry point wins over a longer usage example.
    (f"```python\n{GOOD}```\nUse it:\n```python\nprint(f(1))\nprint(f(2))\nprint(f(3))\n```",
     GOOD, "fenced"),
    # None defines it: the longest Python block, so the public tests report the problem.
    ("```python\ndef g():\n    pass\n```\n```bash\npip install something-long-here\n```",
     "def g():\n    pass\n", "fenced"),
    (GOOD, GOOD, "unfenced"),
    ("Here is f: def f(x): return x", UNUSABLE_MODULE, "none"),
    ("", UNUSABLE_MODULE, "none"),
    (None, UNUSABLE_MODULE, "none"),
    ("```bash\nls\n```", UNUSABLE_MODULE, "none"),
    ("```python\ndef f(x):\n    return (", "def f(x):\n    return (\n", "fenced"),
])
def test_extract_code(text, code, kind):
    found = extract_code(text, "f")
    assert (found.code, found.kind) == (code, kind)
    assert found.usable == (kind != "none")


def test_unusable_module_is_a_valid_prediction():
    ast.parse(UNUSABLE_MODULE)
    assert UNUSABLE_MODULE.strip()


# --- configurations -----------------------------------------------------------------------

def test_shipped_templates_load_and_are_marked():
    paths = sorted((REPO / "configs").glob("*.yaml"))
    assert len(paths) == 14
    configs = [load_config(p) for p in paths]
    assert {c.name for c in configs} == {p.stem for p in paths}
    assert {c.prompt for c in configs} == set(PROMPTS)
    for path in paths:
        assert path.read_text().startswith("# TEMPLATE"), path.name
    assert all(c.max_tokens == 16384 for c in configs)


def test_config_errors_name_file_line_and_field(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("name: ok-name\nmodel: m\nprompt: secure\ntemperature: hot\nretries: -1\n"
                    "concurency: 2\n")
    with pytest.raises(ConfigError) as info:
        load_config(path)
    messages = [str(p) for p in info.value.problems]
    assert f"{path}:3: prompt: must be one of standard, security, got 'secure'" in messages
    assert any(m.startswith(f"{path}:4: temperature: ") for m in messages)
    assert any(m.startswith(f"{path}:5: retries: ") for m in messages)
    assert any(m.startswith(f"{path}:6: concurency: unknown field") for m in messages)

    path.write_text("name: x\nmodel: [unclosed\n")
    with pytest.raises(ConfigError, match=rf"{re.escape(str(path))}:\d+: is not valid YAML"):
        load_config(path)
    path.write_text("model: m\n")
    with pytest.raises(ConfigError, match="name: field is missing"):
        load_config(path)


def test_missing_api_key_names_the_variable(server, rows, tmp_path, monkeypatch):
    monkeypatch.delenv("CODEASSAY_TEST_KEY", raising=False)
    config = config_for(server, "nokey", [ok("")], api_key_env="CODEASSAY_TEST_KEY")
    with pytest.raises(GenerationError, match="CODEASSAY_TEST_KEY is not set"):
        run(config, tmp_path, rows, sandbox=None)


# --- command line -------------------------------------------------------------------------

def test_cli_reports_a_bad_config_in_one_line(tmp_path, capsys):
    path = tmp_path / "c.yaml"
    path.write_text("name: n\nmodel: m\nprompt: nope\n")
    assert main(["generate", "--config", str(path)]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert f"{path}:3: prompt: must be one of" in err and "Traceback" not in err


def test_cli_rejects_unknown_task_ids(server, tmp_path, capsys):
    path = tmp_path / "c.yaml"
    path.write_text(f"name: n\nmodel: unused\nprompt: standard\nbase_url: {server.url}\n")
    argv = ["generate", "--config", str(path), "--tasks", "nope", "--out", str(tmp_path / "o")]
    assert main(argv) == EXIT_USAGE
    assert "unknown task id(s): nope" in capsys.readouterr().err


def test_task_selection_is_checked(server, rows, tmp_path):
    config = config_for(server, "unused", [ok("")])
    with pytest.raises(GenerationError, match="limit must be at least 1, got 0"):
        generate(config, out=tmp_path, tasks=rows["tasks"], limit=0)
    with pytest.raises(GenerationError, match="unknown task id"):
        generate(config, out=tmp_path, tasks=rows["tasks"], task_ids=["ads_nope"])
    assert server.calls("unused") == []
