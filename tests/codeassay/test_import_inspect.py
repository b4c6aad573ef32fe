"""``codeassay import-inspect``: Inspect logs into results files that ``codeassay report`` reads.

One eval runs for the module (two tasks, two epochs, one of them repaired each time);
the tests import its log, and copies of it broken on purpose.
"""

from __future__ import annotations

import json
import shutil
import sys

import pytest
from inspect_script import ScriptedModel, inspect_quirks, isolated_inspect, run_eval

from codeassay._cli import EXIT_USAGE, main
from codeassay._inspect._import import EXCERPT_NOT_IN_LOG
from evaluation import RESULT_COLUMNS, read_results

pytest.importorskip("inspect_ai")
pytestmark = pytest.mark.slow

REPAIRED = "ads_free_slots"
FIRST_TIME = "spt_slugify_title"
WRONG = "def free_slots(busy, day, min_length):\n    return [day]\n"
EPOCHS = 2
SAMPLES = 2 * EPOCHS
#: The configuration name of the rows by default: the mock model, standard prompt.
MODEL = "mockllm/model-std"


@pytest.fixture(scope="module")
def inspect_root(tmp_path_factory):
    with isolated_inspect(tmp_path_factory.mktemp("inspect-import")) as log_dir:
        yield log_dir


@pytest.fixture(scope="module")
def log_path(inspect_root):
    import codeassay

    tasks = [dict(row) for row in codeassay.load("tasks")]
    grading = {row["task_id"]: row for row in codeassay.load("grading")}
    first = {REPAIRED: [WRONG], FIRST_TIME: [grading[FIRST_TIME]["reference_solution"]]}
    script = ScriptedModel.for_tasks(tasks, first, repairs={REPAIRED: grading[REPAIRED]["reference_solution"]})
    log = run_eval(inspect_root / "run", script, task_ids=[REPAIRED, FIRST_TIME], epochs=EPOCHS, workers=2)
    return log.location


@pytest.fixture(scope="module")
def other_task_log(inspect_root):
    """The log of a task that is not CodeAssay's."""
    from inspect_ai import Task, eval as inspect_eval
    from inspect_ai.dataset import Sample
    from inspect_ai.model import ModelOutput, ModelUsage, get_model

    output = ModelOutput.from_content(model="mockllm", content="4")
    output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
    with inspect_quirks():
        log = inspect_eval(Task(dataset=[Sample(input="2 + 2?", target="4")], name="arithmetic"),
                           model=get_model("mockllm/model", custom_outputs=[output], memoize=False),
                           log_dir=str(inspect_root / "other"), display="none")[0]
    return log.location


def _import(capsys, *args):
    code = main(["import-inspect", *map(str, args)])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    return code, captured


def test_a_log_becomes_a_results_file_with_evaluates_columns(log_path, tmp_path, capsys):
    import codeassay

    out, initial = tmp_path / "results.jsonl", tmp_path / "initial.jsonl"
    code, captured = _import(capsys, log_path, "--out", out, "--initial", initial)
    assert code == 0, captured.err
    assert f"imported {SAMPLES} row(s) from 1 log(s) into {out}" in captured.out
    header, rows = read_results(out)
    manifest = codeassay.shipped_manifest()
    assert header["dataset_version"] == manifest["dataset_version"]
    assert header["dataset_hash"] == manifest["dataset_hash"]
    assert header["protections"] and header["limits"]["timeout_s"] == "per task"
    assert header["quality_gate"] == "strict" and "flake8" in header["versions"]
    assert header["inspect_logs"][0]["log"] == log_path.rsplit("/", 1)[-1]
    assert len(rows) == SAMPLES
    assert all(list(row) == list(RESULT_COLUMNS) for row in rows)
    assert {(r["task_id"], r["sample_id"]) for r in rows} == {
        (t, e) for t in (REPAIRED, FIRST_TIME) for e in range(EPOCHS)}
    assert {r["model"] for r in rows} == {MODEL}
    assert all(r["passed"] and r["status"] == "passed" and r["failure_excerpt"] == "" for r in rows)
    assert {r["task_id"]: r["repaired"] for r in rows} == {REPAIRED: True, FIRST_TIME: False}
    assert all(r["lloc"] is not None for r in rows)
    _, first = read_results(initial)
    by_task = {(r["task_id"], r["sample_id"]): r for r in first}
    assert len(first) == SAMPLES and all(not r["repaired"] for r in first)
    assert by_task[(REPAIRED, 0)]["status"] == "failed"
    assert by_task[(REPAIRED, 0)]["failure_excerpt"] == EXCERPT_NOT_IN_LOG
    assert by_task[(FIRST_TIME, 0)]["passed"] is True


def test_codeassay_report_reads_the_imported_runs(log_path, tmp_path, capsys):
    import codeassay

    out, initial = tmp_path / "results.jsonl", tmp_path / "initial.jsonl"
    for name in ("mock-std", "mock-sec"):  # the same log twice, as a prompt pair
        code, captured = _import(capsys, log_path, "--out", out, "--initial", initial, "--model", name)
        assert code == 0, captured.err
    report = codeassay.build_report(codeassay.load_results(out), initial=codeassay.load_results(initial))
    assert report.configurations == ("mock-std", "mock-sec")
    assert report.tables["correctness"]["n_passed"].tolist() == [2, 2]
    for table in ("prompt_correctness", "repair", "pass_at_k", "quality"):
        assert table in report.tables


def test_a_rerun_writes_nothing_twice(log_path, tmp_path, capsys):
    out = tmp_path / "results.jsonl"
    assert _import(capsys, log_path, "--out", out)[0] == 0
    before = out.read_bytes()
    code, captured = _import(capsys, log_path, "--out", out)
    assert code == 0
    assert f"imported 0 row(s) from 1 log(s) into {out} ({SAMPLES} already there)" in captured.out
    assert out.read_bytes() == before


def test_bad_input_is_named_and_loses_nothing(log_path, other_task_log, tmp_path, capsys):
    from inspect_ai.log import read_eval_log, write_eval_log

    out = tmp_path / "results.jsonl"
    assert _import(capsys, log_path, "--out", out)[0] == 0
    kept = out.read_bytes()
    not_a_log = tmp_path / "notes.eval"
    not_a_log.write_text("not a log\n", encoding="utf-8")
    unscored = tmp_path / "unscored.eval"
    log = read_eval_log(log_path)
    lost = next(s for s in log.samples if s.id == REPAIRED and s.epoch == 1)
    lost.scores = None
    with inspect_quirks():
        write_eval_log(log, str(unscored))
    missing = tmp_path / "missing.eval"
    code, captured = _import(capsys, not_a_log, other_task_log, unscored, missing, tmp_path,
                             "--out", out, "--model", "second-run")
    assert code == 1
    err = captured.err
    assert f"{not_a_log}: is not an Inspect eval log" in err
    assert f"{other_task_log}: is a log of task 'arithmetic', not CodeAssay's (codeassay/codeassay)" in err
    assert f"{unscored}: sample '{REPAIRED}' (epoch 1): has no CodeAssay score" in err
    assert f"{missing}: log file not found" in err
    assert f"{tmp_path}: is a directory" in err
    assert "5 problem(s)" in captured.out
    # What was there before is intact, and every good sample of the broken log was added.
    assert out.read_bytes().startswith(kept)
    _, rows = read_results(out)
    added = [r for r in rows if r["model"] == "second-run"]
    assert len(rows) == SAMPLES + SAMPLES - 1 and len(added) == SAMPLES - 1
    assert (REPAIRED, 0) not in {(r["task_id"], r["sample_id"]) for r in added}


def test_the_same_sample_twice_is_refused_with_both_places(log_path, tmp_path, capsys):
    copy = tmp_path / "copy.eval"
    shutil.copy(log_path, copy)
    out = tmp_path / "results.jsonl"
    code, captured = _import(capsys, log_path, copy, "--out", out)
    assert code == 1
    assert f"{copy}: sample '{REPAIRED}' (epoch 1): the same model ({MODEL}), task and sample as " \
           f"{log_path} sample '{REPAIRED}' (epoch 1); give --model to tell runs apart" in captured.err
    assert len(read_results(out)[1]) == SAMPLES


def test_results_of_another_dataset_are_refused_and_kept(log_path, tmp_path, capsys):
    out = tmp_path / "results.jsonl"
    out.write_text(json.dumps({"type": "header", "dataset_version": "0.0.1",
                               "dataset_hash": "sha256:" + "00" * 32}) + "\n", encoding="utf-8")
    before = out.read_bytes()
    code, captured = _import(capsys, log_path, "--out", out)
    assert code == EXIT_USAGE
    assert "was graded against dataset sha256:0000" in captured.err
    assert out.read_bytes() == before


def test_without_inspect_the_error_gives_the_install_command(log_path, tmp_path, capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "inspect_ai", None)
    code, captured = _import(capsys, log_path, "--out", tmp_path / "r.jsonl")
    assert code == EXIT_USAGE
    assert "pip install 'codeassay[inspect]'" in captured.err
    assert not (tmp_path / "r.jsonl").exists()
