"""Extracting files from answers: the convention, its fallbacks, and every refusal recorded."""

from __future__ import annotations

import pytest

from codeassay.project import extract_files
from evaluation.projects import MAX_ANSWER_CHARS, MAX_PROJECT_FILE_CHARS


def _answer(*blocks: tuple[str, str]) -> str:
    return "Here you go.\n\n" + "\n".join(f"{head}\n```python\n{body}```\n" for head, body in blocks)


@pytest.mark.parametrize("head", ["main.py", "**main.py**", "### `main.py`", "File: main.py", "`main.py`:",
                                  "- main.py"])
def test_the_path_line_before_the_fence_names_the_file(head):
    found = extract_files(_answer((head, "print(1)\n")))
    assert found.files == {"main.py": "print(1)\n"}
    assert [(d.path, d.action) for d in found.decisions] == [("main.py", "written")]


def test_later_versions_replace_earlier_ones_across_answers():
    first = extract_files(_answer(("a.py", "x = 1\n"), ("pkg/b.py", "y = 2\n")))
    second = extract_files(_answer(("a.py", "x = 3\n")), first.files, answer_index=1)
    assert second.files == {"a.py": "x = 3\n", "pkg/b.py": "y = 2\n"}
    assert [(d.answer, d.path, d.action) for d in second.decisions] == [(1, "a.py", "replaced")]


def test_fallbacks_info_string_and_first_line_comment_are_recorded():
    answer = "```python util.py\nA = 1\n```\n\ntext\n\n```python\n# file: helpers.py\nB = 2\n```\n"
    found = extract_files(answer)
    assert sorted(found.files) == ["helpers.py", "util.py"]
    reasons = [d.reason for d in found.decisions]
    assert reasons[0].startswith("fallback 1") and reasons[1].startswith("fallback 2")


def test_a_block_without_a_path_is_skipped_not_guessed():
    found = extract_files("Try this:\n\n```python\nprint('hi')\n```\n")
    assert found.files == {}
    (decision,) = found.decisions
    assert decision.action == "skipped" and "not guessed" in decision.reason


def test_an_answer_without_code_is_recorded():
    found = extract_files("I cannot help with that.", {"a.py": "x = 1\n"})
    assert found.files == {"a.py": "x = 1\n"}
    assert [d.action for d in found.decisions] == ["no_blocks"]


@pytest.mark.parametrize("path, why", [("../x.py", "leaves the project folder"), ("/etc/x.py", "absolute path"),
                                       ("a/../../x.py", "leaves the project folder"),
                                       ("C:/x.py", "absolute path"), ("a\\x.py", "backslash")])
def test_paths_that_escape_are_refused(path, why):
    found = extract_files(_answer((path, "x = 1\n")))
    assert found.files == {}
    (decision,) = found.decisions
    assert decision.action == "refused" and why in decision.reason


def test_binary_and_gigantic_content_is_refused():
    found = extract_files(_answer(("a.py", "x = '\x01'\n"), ("b.py", "#" * (MAX_PROJECT_FILE_CHARS + 1) + "\n")))
    assert found.files == {}
    assert [d.action for d in found.decisions] == ["refused", "refused"]
    assert "binary" in found.decisions[0].reason and "more than" in found.decisions[1].reason
    huge = extract_files("x" * (MAX_ANSWER_CHARS + 1))
    assert [d.action for d in huge.decisions] == ["answer_refused"]
    assert [d.action for d in extract_files("a.py\n```\n\x00\n```").decisions] == ["answer_refused"]
    assert [d.action for d in extract_files(None).decisions] == ["answer_refused"]


def test_an_unterminated_block_is_taken_to_the_end_and_noted():
    found = extract_files("main.py\n```python\nprint(1)\nprint(2)")
    assert found.files == {"main.py": "print(1)\nprint(2)\n"}
    assert "not closed" in found.decisions[0].reason


def test_longer_fences_hold_inner_fences():
    found = extract_files("README.md\n````markdown\n```python\nx\n```\n````\n")
    assert found.files == {"README.md": "```python\nx\n```\n"}
