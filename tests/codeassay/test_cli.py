"""The command line: user mistakes give one clear line and a non-zero exit, never a traceback."""

from __future__ import annotations

import json

import pytest
from helpers import write_task

from codeassay._cli import EXIT_FAILED, EXIT_USAGE, main
from evaluation import read_results


def test_build_check_reports_problems(tmp_path, capsys):
    write_task(tmp_path, category="NOPE")
    (tmp_path / "VERSION").write_text("0.1.0\n")
    assert main(["build", "--check", "--source", str(tmp_path)]) == EXIT_USAGE
    err = capsys.readouterr().err
    assert "tasks_src/ads_tiny_add/task.yaml:3: category: unknown category 'NOPE'" in err
    assert "Traceback" not in err


def test_build_check_ok(tmp_path, capsys):
    write_task(tmp_path)
    assert main(["build", "--check", "--source", str(tmp_path), "--workers", "1"]) == 0
    assert "checked 1 task(s): 1 ok, 0 with problems" in capsys.readouterr().out


def test_evaluate_reports_bad_lines_and_grades_good_ones(tmp_path, capsys):
    import codeassay

    row = codeassay.load("grading")[0]
    samples = tmp_path / "samples.jsonl"
    samples.write_text(json.dumps({"task_id": row["task_id"], "solution": row["reference_solution"],
                                   "model": "ref"}) + "\n{oops\n" + json.dumps({"task_id": "nope", "solution": "x"}) + "\n")
    assert main(["evaluate", str(samples), "--quiet", "--no-quality", "--workers", "1"]) == EXIT_FAILED
    captured = capsys.readouterr()
    assert f"skipped: {samples}:2: is not valid JSON" in captured.err
    assert f"skipped: {samples}:3: task_id: unknown task_id 'nope'" in captured.err
    # The denominator is the dataset: every task without a result counts as failed, and is named.
    total = len(codeassay.load("grading"))
    assert f"ref: 1/{total} tasks correct ({100 / total:.1f}%)" in captured.out
    assert f"missing: {total - 1} task(s) without a result, counted as failed: " in captured.out
    assert (tmp_path / "samples_results.jsonl").exists()


def test_evaluate_require_complete_and_over_present(tmp_path, capsys):
    import codeassay

    grading = codeassay.load("grading")
    samples = tmp_path / "samples.jsonl"
    samples.write_text("".join(json.dumps({"task_id": row["task_id"], "solution": row["reference_solution"],
                                           "model": "ref"}) + "\n" for row in grading.select(range(2))))
    common = [str(samples), "--quiet", "--no-quality", "--workers", "1"]
    assert main(["evaluate", *common, "--require-complete"]) == EXIT_FAILED
    captured = capsys.readouterr()
    assert (f"codeassay evaluate: incomplete (--require-complete): ref lacks {len(grading) - 2} of "
            f"{len(grading)} tasks (listed above)") in captured.err
    assert main(["evaluate", *common, "--over-present"]) == 0  # resumes: nothing is graded again
    captured = capsys.readouterr()
    assert "ref: 2/2 tasks correct (100.0%) over the 2 tasks it has (--over-present)" in captured.out
    assert f"missing: {len(grading) - 2} task(s) without a result, left out: " in captured.out


def test_evaluate_grades_an_unusable_answer_as_failed_instead_of_skipping_it(tmp_path, capsys):
    import codeassay

    row = codeassay.load("grading")[0]
    samples = tmp_path / "samples.jsonl"
    samples.write_text(json.dumps({"task_id": row["task_id"], "solution": "x = 1\x00\n", "model": "m"}) + "\n")
    assert main(["evaluate", str(samples), "--quiet", "--workers", "1"]) == 0  # nothing was skipped
    captured = capsys.readouterr()
    assert "1 answer(s) could not be run and were graded as failed (status invalid" in captured.err
    assert "statuses: invalid 1" in captured.out and "skipped" not in captured.err
    (result,) = read_results(tmp_path / "samples_results.jsonl")[1]
    assert (result["status"], result["detail"]) == ("invalid", f"{samples}:1: solution: contains a NUL byte")


def test_evaluate_missing_file_and_bad_k(tmp_path, capsys):
    assert main(["evaluate", str(tmp_path / "none.jsonl"), "--quiet"]) == EXIT_USAGE
    assert "predictions file not found" in capsys.readouterr().err
    assert main(["evaluate", str(tmp_path / "x.jsonl"), "--k", "one"]) == EXIT_USAGE
    assert "--k must be comma-separated integers" in capsys.readouterr().err


def test_evaluate_needs_samples_or_references(capsys):
    assert main(["evaluate"]) == EXIT_USAGE
    assert "give a samples file (JSONL) or --references" in capsys.readouterr().err


def test_unknown_command_is_argparse_usage(capsys):
    with pytest.raises(SystemExit) as info:
        main(["frobnicate"])
    assert info.value.code == 2
