"""Reading predictions: a known identity is always a prediction (an unusable answer says why);
only lines without one, and duplicates, are problems, each with its line and field."""

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
    predictions, problems = read_predictions(path, TASKS)
    where = f"{path}:"
    # Every line with a known task and model is a prediction; unusable answers say why.
    assert [(p.task_id, p.model, p.sample_id, p.line, p.invalid) for p in predictions] == [
        ("t1", "m", 0, 1, None),
        ("t1", "unnamed", 0, 4, f"{where}4: solution: is empty"),
        ("t1", "unnamed", 1, 5, f"{where}5: solution: must be str, got int"),
        ("t1", "unnamed", 2, 8, f"{where}8: solution: contains a NUL byte"),
        ("t1", "unnamed", 3, 9, f"{where}9: solution: is 1,048,577 bytes; the limit is 1,048,576"),
        ("t1", "m", 1, 13, None),
    ]
    assert all(p.solution == "" for p in predictions if p.invalid)  # an unusable answer is not kept
    # Only lines whose identity cannot be known, and duplicates, are problems.
    text = [str(p) for p in problems]
    assert text[0].startswith(f"{where}2: is not valid JSON")
    assert text[1] == f"{where}3: task_id: unknown task_id 'nope'"
    assert text[2] == f"{where}6: task_id: field is missing"
    assert text[3] == f"{where}7: is not valid UTF-8 (offset 0)"
    assert text[4] == f"{where}10: duplicate of line 1 (same task_id, model and sample_id 0)"
    assert text[5].startswith(f"{where}11: sample_id: must be an integer or a string")
    assert text[6] == f"{where}12: must be a JSON object, got list"
    assert len(text) == 7


def test_a_line_with_bad_bytes_and_a_known_identity_is_an_invalid_prediction(tmp_path):
    in_answer = b'{"task_id": "t1", "model": "m", "solution": "def add(a, b):\xff\xfe\\n"}'
    elsewhere = b'{"task_id": "t1", "model": "m", "sample_id": 7, "note": "\xc3", "solution": "x = 1\\n"}'
    in_model = b'{"task_id": "t1", "model": "m\xff", "solution": "x = 1\\n"}'
    path = _write(tmp_path, [in_answer, elsewhere, in_model])
    bad = [line.index(byte) for line, byte in ((in_answer, b"\xff"), (elsewhere, b"\xc3"), (in_model, b"\xff"))]
    predictions, problems = read_predictions(path, TASKS)
    assert [(p.model, p.sample_id, p.invalid) for p in predictions] == [
        ("m", 0, f"{path}:1: solution: is not valid UTF-8 (offset {bad[0]} of the line)"),
        ("m", 7, f"{path}:2: is not valid UTF-8 (offset {bad[1]})"),
    ]
    # A model name that is not text leaves the identity unknown: a problem, no prediction.
    assert [str(p) for p in problems] == [
        f"{path}:3: is not valid UTF-8 (offset {bad[2]})",
        f"{path}:3: model: must be a non-empty string, got 'm\\udcff'"]


def test_other_unusable_fields_of_a_known_prediction_make_it_invalid():
    entries = [{"task_id": "t1", "model": "m", "solution": "x = 1\n", "repaired": "yes"},
               {"task_id": "t1", "model": "m", "solution": "x = '\ud800'\n"},
               {"task_id": "t1", "model": "m"},
               {"task_id": "t1", "model": "m", "completion": "x"},
               {"task_id": "t1", "model": 5, "solution": "x = 1\n"}]
    predictions, problems = read_predictions(entries, TASKS)
    assert [p.invalid for p in predictions] == [
        "predictions:1: repaired: must be true or false, got 'yes'",
        "predictions:2: solution: is not valid Unicode text (surrogates not allowed at character 5)",
        "predictions:3: solution: field is missing",
        "predictions:4: completion: task 't1' has no prompt to complete; send the whole module in `solution`",
    ]
    assert [p.sample_id for p in predictions] == [0, 1, 2, 3]
    assert [str(p) for p in problems] == ["predictions:5: model: must be a non-empty string, got 5"]


def test_completion_is_appended_to_prompt():
    good, problems = read_predictions([{"task_id": "he", "completion": "    return 1\n"}], TASKS)
    assert not problems and good[0].solution == "def f():\n    return 1\n"


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
    predictions, problems = read_predictions(path, TASKS)
    assert [(p.line, p.solution) for p in predictions] == [(1, ""), (2, "x = 2\n")]
    assert not problems and f"{path}:1: solution: is 20,971,518 bytes" in predictions[0].invalid
