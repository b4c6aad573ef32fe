"""The Inspect task, offline: the protocol solver and the grading scorer, with a scripted model.

Two evals run once for the module: one with the repair on (a task whose first program
is wrong, one whose first program is the reference), one with the repair off over a
handful of tasks answered by their references and wrong programs, several epochs.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from importlib.metadata import entry_points

import pytest
from helpers import REPO_ROOT
from inspect_script import REPAIR_MARK, ScriptedModel, hidden_test_sources, isolated_inspect, log_text, run_eval

from codeassay._protocol import (
    EXCERPT_LINES,
    HIDDEN_COLUMNS,
    REPORT_CHARS,
    REPORT_LINES,
    SECURITY_INSTRUCTION,
    first_messages,
    repair_messages,
)
from evaluation import QUALITY_COLUMNS, TEST_FILE, CodeAssayError

pytest.importorskip("inspect_ai")

REPAIRED = "ads_free_slots"
FIRST_TIME = "spt_slugify_title"
#: Fails the public suite of REPAIRED (and every hidden test).
WRONG = "def free_slots(busy, day, min_length):\n    return [day]\n"
#: A handful of tasks, one per category, graded through Inspect and `codeassay evaluate`.
IDENTITY_TASKS = ("ads_free_slots", "dps_asof_join", "fio_atomic_write_text", "cca_async_debouncer",
                  "cat_api_key_store", "odp_circuit_breaker")
#: Columns that must agree between Inspect's scores and `codeassay evaluate`'s rows.
VERDICT_COLUMNS = ("task_id", "category", "passed", "status", "hidden_passed", "hidden_total",
                   "failed_tests", "detail", "quality_gate", *QUALITY_COLUMNS, "quality_error",
                   "dataset_version", "dataset_hash")
_TEST_NAME = re.compile(r"\btest_\w+")
#: Hidden assertion lines shorter than this may occur in a program by chance.
MIN_LINE_CHARS = 20


def _programs(task_id: str, grading: dict) -> list[str]:
    """The reference, then every wrong program of the task."""
    wrong = sorted((REPO_ROOT / "tasks_src" / task_id / "wrong").glob("*.py"))
    return [grading[task_id]["reference_solution"], *(p.read_text(encoding="utf-8") for p in wrong)]


@pytest.fixture(scope="module")
def inspect_root(tmp_path_factory):
    with isolated_inspect(tmp_path_factory.mktemp("inspect")) as log_dir:
        yield log_dir


@pytest.fixture(scope="module")
def grading(inspect_root):
    import codeassay

    return {row["task_id"]: dict(row) for row in codeassay.load("grading")}


@pytest.fixture(scope="module")
def tasks(inspect_root):
    import codeassay

    return [dict(row) for row in codeassay.load("tasks")]


@pytest.fixture(scope="module")
def repair_run(inspect_root, grading, tasks):
    first = {REPAIRED: [WRONG], FIRST_TIME: [grading[FIRST_TIME]["reference_solution"]]}
    script = ScriptedModel.for_tasks(tasks, first, repairs={REPAIRED: grading[REPAIRED]["reference_solution"]})
    log = run_eval(inspect_root / "repair", script, task_ids=f"{REPAIRED},{FIRST_TIME}", workers=2)
    return log, script


@pytest.fixture(scope="module")
def identity_run(inspect_root, grading, tasks):
    programs = {task_id: _programs(task_id, grading) for task_id in IDENTITY_TASKS}
    epochs = max(len(p) for p in programs.values())
    script = ScriptedModel.for_tasks(tasks, programs)
    # A module-scoped fixture is set up before the function-scoped autouse fixture that
    # hides semgrep, so it applies the same rule itself; else, with semgrep installed (the
    # dev extra), these verdicts carry semgrep counts and the direct evaluation does not.
    from evaluation.quality import _semgrep

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(_semgrep, "semgrep_binary", lambda: None)
        log = run_eval(inspect_root / "identity", script, task_ids=list(IDENTITY_TASKS), repair=False,
                       epochs=epochs, workers=2)
    return log, script, programs, epochs


def _sample(log, task_id, epoch=1):
    return next(s for s in log.samples if s.id == task_id and s.epoch == epoch)


def _record(sample) -> dict:
    return {key.split(":", 1)[1]: value for key, value in sample.store.items()
            if key.startswith("ProtocolRecord:")}


# --- the task and its samples (no model call) --------------------------------------------

def test_the_entry_point_names_the_registry_module():
    found = {ep.name: ep.value for ep in entry_points(group="inspect_ai")}
    assert found.get("codeassay") == "codeassay._inspect._registry"


#: Run by a fresh interpreter in another folder, as a user runs `inspect eval codeassay/codeassay`.
_BY_NAME = """
import json
import codeassay
from inspect_ai import eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model

row = next(r for r in codeassay.load("grading") if r["task_id"] == "spt_slugify_title")
output = ModelOutput.from_content(model="mockllm", content="```python\\n" + row["reference_solution"] + "```")
output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
log = eval("codeassay/codeassay", task_args={"task_ids": "spt_slugify_title", "workers": 1},
           model=get_model("mockllm/model", custom_outputs=[output]), display="none")[0]
print(json.dumps({"status": log.status, "task": log.eval.task,
                  "value": log.samples[0].scores["hidden_tests"].value}))
"""


@pytest.mark.slow
def test_inspect_finds_the_task_by_its_registered_name(tmp_path):
    env = {**os.environ, "INSPECT_LOG_DIR": str(tmp_path / "logs"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "HF_HOME": str(tmp_path / "hf"), "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1"}
    done = subprocess.run([sys.executable, "-c", _BY_NAME], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    outcome = json.loads(done.stdout.strip().splitlines()[-1])
    assert outcome == {"status": "success", "task": "codeassay/codeassay", "value": "C"}
    assert list((tmp_path / "logs").glob("*.eval"))


def test_samples_carry_the_first_prompt_and_no_hidden_column(inspect_root, grading):
    from codeassay._inspect._task import codeassay as codeassay_task

    task = codeassay_task(categories="CAT,odp")
    ids = [sample.id for sample in task.dataset]
    assert ids and all(i.startswith(("cat_", "odp_")) for i in ids)
    assert ids == [t for t in grading if t.startswith(("cat_", "odp_"))]  # dataset order
    for sample in task.dataset:
        assert not set(sample.metadata) & set(HIDDEN_COLUMNS)
        assert sample.metadata["category"] in ("CAT", "ODP")
        row = grading[sample.id]
        expected = first_messages(row, "standard")
        assert [(m.role, m.text) for m in sample.input] == [(m["role"], m["content"]) for m in expected]
        assert row["hidden_tests"] not in sample.input[1].text


def test_task_parameters(inspect_root):
    from codeassay._inspect._task import codeassay as codeassay_task, epoch_reducers

    secure = codeassay_task(prompt="security", task_ids=[REPAIRED])
    assert [s.id for s in secure.dataset] == [REPAIRED]
    assert SECURITY_INSTRUCTION in secure.dataset[0].input[0].text
    assert f"first {EXCERPT_LINES} lines" in secure.dataset[0].input[1].text
    assert epoch_reducers(1) == ["mean"]
    assert epoch_reducers(5) == ["mean", "pass_at_5"]
    assert epoch_reducers(20) == ["mean", "pass_at_10", "pass_at_20"]
    with pytest.raises(CodeAssayError, match="unknown categor.*NOPE"):
        codeassay_task(categories="NOPE")
    with pytest.raises(CodeAssayError, match="unknown task id.*no_such_task"):
        codeassay_task(task_ids="no_such_task")
    with pytest.raises(CodeAssayError, match="unknown prompt 'casual'"):
        codeassay_task(prompt="casual")
    with pytest.raises(CodeAssayError, match="asked for CodeAssay 9.9.9"):
        codeassay_task(version="9.9.9")
    with pytest.raises(CodeAssayError, match="epochs must be a positive integer"):
        codeassay_task(epochs=0)


# --- the protocol ---------------------------------------------------------------------------

@pytest.mark.slow
def test_a_reference_passes_at_once_and_is_not_repaired(repair_run):
    log, script = repair_run
    sample = _sample(log, FIRST_TIME)
    score = sample.scores["hidden_tests"]
    assert score.value == "C"
    assert score.metadata["status"] == "passed" and score.metadata["failed_tests"] == []
    assert score.metadata["lloc"] is not None and score.metadata["quality_error"] is None
    assert score.metadata["initial"] is None and score.metadata["repaired"] is False
    record = _record(sample)
    assert record["public_passed"] is True and record["repaired"] is False and record["report"] == ""
    assert [c["repair"] for c in script.calls if c["task_id"] == FIRST_TIME] == [False]


@pytest.mark.slow
def test_a_wrong_program_is_repaired_once_from_public_output_only(repair_run, grading):
    log, script = repair_run
    row = grading[REPAIRED]
    calls = [c for c in script.calls if c["task_id"] == REPAIRED]
    assert [c["repair"] for c in calls] == [False, True]  # one repair, no third attempt
    record = _record(_sample(log, REPAIRED))
    assert record["public_passed"] is False and record["repaired"] is True
    assert record["first_program"] == WRONG and record["program"] == row["reference_solution"]
    report = record["report"]
    assert report and len(report) <= REPORT_CHARS and len(report.splitlines()) <= REPORT_LINES
    # The repair call is the original prompt plus the report, built by the shared code.
    expected = repair_messages(row, "standard", report)
    assert calls[1]["messages"] == [(m["role"], m["content"]) for m in expected]
    prompt = calls[1]["messages"][-1][1]
    assert REPAIR_MARK in prompt
    named = set(_TEST_NAME.findall(report)) - {TEST_FILE.removesuffix(".py")}
    assert named and named <= set(row["public_test_names"])
    for name in row["hidden_test_names"]:
        assert name not in prompt
    for source in hidden_test_sources(row["hidden_tests"]):
        assert source not in prompt
    score = _sample(log, REPAIRED).scores["hidden_tests"]
    assert score.value == "C" and score.metadata["repaired"] is True
    assert "after the repair" in score.explanation
    assert score.metadata["initial"]["status"] == "failed"
    assert score.metadata["initial"]["repaired"] is False


@pytest.mark.slow
def test_without_repair_each_sample_makes_one_call(identity_run):
    log, script, programs, epochs = identity_run
    assert len(script.calls) == len(IDENTITY_TASKS) * epochs
    assert not any(c["repair"] for c in script.calls)
    assert any(s.scores["hidden_tests"].value == "I" for s in log.samples)


# --- the scorer -----------------------------------------------------------------------------

@pytest.mark.slow
def test_verdicts_equal_codeassay_evaluate(identity_run, grading):
    import codeassay

    log, _, programs, _ = identity_run
    predictions = [{"task_id": t, "solution": code, "model": "direct", "sample_id": i}
                   for t, codes in programs.items() for i, code in enumerate(codes)]
    direct = {(r["task_id"], predictions[n]["solution"]): r
              for n, r in enumerate(codeassay.evaluate(predictions, workers=2))}
    graded = 0
    for sample in log.samples:
        meta = sample.scores["hidden_tests"].metadata
        expected = direct[(sample.id, sample.scores["hidden_tests"].answer)]
        for column in VERDICT_COLUMNS:
            value = meta[column]
            if column == "flake8_codes" and value is not None:
                value = json.dumps(value, sort_keys=True)  # as the results Dataset holds it
            assert value == expected[column], (sample.id, column)
        assert (sample.scores["hidden_tests"].value == "C") is expected["passed"]
        assert "failure_excerpt" not in meta
        graded += 1
    assert graded == len(log.samples)
    statuses = {s.scores["hidden_tests"].metadata["status"] for s in log.samples}
    assert "passed" in statuses and len(statuses) > 1


@pytest.mark.slow
def test_metrics_are_accuracy_stderr_and_pass_at_k(identity_run):
    log, _, _, epochs = identity_run
    reducers = {score.reducer for score in log.results.scores}
    # pass@k for every k of CodeAssay's defaults and k = epochs that the epochs allow
    assert reducers == {"mean"} | {f"pass_at_{k}" for k in (10, 100, epochs) if k <= epochs}
    for score in log.results.scores:
        assert set(score.metrics) == {"accuracy", "stderr"}
    assert log.eval.dataset.samples == len(IDENTITY_TASKS)


@pytest.mark.slow
@pytest.mark.parametrize("run", ["repair_run", "identity_run"])
def test_no_hidden_test_text_anywhere_in_the_log(run, request, grading):
    log, script = request.getfixturevalue(run)[:2]
    text = log_text(log.location)
    # Text a log may hold without leaking: any public test and the programs answered.
    public = {line.strip() for row in grading.values() for line in row["public_tests"].splitlines()}
    public |= {line.strip() for codes in (*script.programs.values(), script.repairs.values())
               for code in codes for line in code.splitlines()}
    checked = 0
    for task_id, row in grading.items():  # every task's, not only those the eval ran
        for source in hidden_test_sources(row["hidden_tests"]):
            assert source not in text, (task_id, source.splitlines()[0])
            checked += 1
        # Assertions only the hidden tests make: what a failure excerpt would have quoted.
        for line in {line.strip() for line in row["hidden_tests"].splitlines()} - public:
            if line.startswith("assert ") and len(line) > MIN_LINE_CHARS:
                assert line not in text, (task_id, line)
    assert checked >= len(grading) * 2
