"""Reading predictions: each bad entry is reported with its line and field; good ones go on."""

from __future__ import annotations

import json

import pytest

from evaluation import MAX_SOLUTION_BYTES, PredictionError, Task, read_predictions

TASKS = {"t1": Task("t1", "add", "", ("test_a",)), "he": Task("he", "f", "", ("test_check",), prompt="def f():\n")}


def _write(tmp_path, lines: list[bytes]):
    path = tmp_path / "samples.jsonl"
    path.write_bytes(b"\n".join(lines) + b"\n")
    return path


def _json(**entry) -> bytes:
    return json.dumps(entry).encode()


def test_good_and_bad_lines(tmp_path):
    path = _write(tmp_path, [
        _json(task_id="t1", solution="x = 1\n", model="m"),
        b"{broken",
        _json(task_id="nope", solution="x = 1\n"),
        _json(task_id="t1", solution=""),
        _json(task_id="t1", solution=5),
        _json(solution="x = 1\n"),
        b"\xff\xfe not utf8",
        _json(task_id="t1", solution="a\x00b"),
        _json(task_id="t1", solution="x" * (MAX_SOLUTION_BYTES + 1)),
        _json(task_id="t1", solution="x = 2\n", model="m", sample_id=0),
        _json(task_id="t1", solution="x = 3\n", model="m", sample_id=True),
        b"[1, 2]",
        _json(task_id="t1", solution="x = 4\n", model="m"),
    ])
    good, problems = read_predictions(path, TASKS)
    assert [(p.task_id, p.model, p.sample_id, p.line) for p in good] == [("t1", "m", 0, 1), ("t1", "m", 1, 13)]
    text = [str(p) for p in problems]
    where = f"{path}:"
    assert text[0].startswith(f"{where}2: is not valid JSON")
    assert text[1] == f"{where}3: task_id: unknown task_id 'nope'"
    assert text[2] == f"{where}4: solution: is empty"
    assert text[3] == f"{where}5: solution: must be str, got int"
    assert text[4] == f"{where}6: task_id: field is missing"
    assert text[5].startswith(f"{where}7: is not valid UTF-8")
    assert text[6] == f"{where}8: solution: contains a NUL byte"
    assert text[7].startswith(f"{where}9: solution: is 1,048,577 bytes; the limit is 1,048,576")
    assert text[8] == f"{where}10: duplicate of line 1 (same task_id, model and sample_id 0)"
    assert text[9].startswith(f"{where}11: sample_id: must be an integer or a string")
    assert text[10] == f"{where}12: must be a JSON object, got list"
    assert len(text) == 11


def test_completion_is_appended_to_prompt():
    good, problems = read_predictions([{"task_id": "he", "completion": "    return 1\n"}], TASKS)
    assert not problems and good[0].solution == "def f():\n    return 1\n"
    _, problems = read_predictions([{"task_id": "t1", "completion": "x"}], TASKS)
    assert "has no prompt to complete" in str(problems[0])


def test_directory_and_missing_file(tmp_path):
    with pytest.raises(PredictionError, match="is a directory"):
        read_predictions(tmp_path, TASKS)
    with pytest.raises(PredictionError, match="predictions file not found"):
        read_predictions(tmp_path / "none.jsonl", TASKS)


def test_empty_file_gives_nothing(tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_text("")
    assert read_predictions(path, TASKS) == ([], [])


def test_model_defaults_and_config_alias():
    entries = [{"task_id": "t1", "solution": "a=1"}, {"task_id": "t1", "solution": "a=2", "config": "gpt-std"}]
    good, _ = read_predictions(entries, TASKS)
    assert [(p.model, p.sample_id) for p in good] == [("unnamed", 0), ("gpt-std", 0)]


def test_twenty_megabyte_solution_is_refused_without_stopping_the_rest(tmp_path):
    path = _write(tmp_path, [_json(task_id="t1", solution="x = 1\n" * (20 * 1024 * 1024 // 6)),
                             _json(task_id="t1", solution="x = 2\n")])
    good, problems = read_predictions(path, TASKS)
    assert [p.line for p in good] == [2]
    assert len(problems) == 1 and f"{path}:1: solution: is 20,971,518 bytes" in str(problems[0])
