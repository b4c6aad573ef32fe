"""The study definition: the default instrument, solutions from folders, predictions and
project runs, errors."""

from __future__ import annotations

import json

import pytest
from review_cases import HOSTILE, write_study

from codeassay.review import StudyError, default_instrument, load_study


def test_default_instrument_is_the_papers_fourteen_statements_in_three_categories():
    ins = default_instrument()
    assert [c.id for c in ins.categories] == ["structure", "comments", "ease_of_use"]
    assert [len(c.statements) for c in ins.categories] == [6, 5, 3]
    assert [s.id for _, s in ins.statements() if s.reverse] == ["comment_generated"]
    assert ins.scale[0] == "Strongly disagree" and ins.scale[-1] == "Strongly agree" and len(ins.scale) == 5
    assert [q.id for q in ins.profile] == ["llm_experience", "professional_experience", "company_size"]
    assert ins.comment and ins.choice
    assert all(ins.texts[k] for k in ("introduction", "consent", "thanks"))


def test_folder_solutions_show_text_files_with_the_readme_apart(study_path):
    study = load_study(study_path)
    assert [s.id for s in study.solutions] == ["model-1", "model-2", "model-3"]
    first = study.solutions[0]
    assert first.readme.path == "README.md"
    assert [f.path for f in first.files] == ["pkg/__init__.py", "pkg/main.py"]  # binary file left out
    assert HOSTILE in first.files[1].text
    assert first.figures == {"checkpoints_passed": 2.0, "quality_issues": 9.0}


def test_study_hash_changes_when_a_program_changes(study_path):
    before = load_study(study_path).study_hash
    (study_path.parent / "runs" / "model-2" / "pkg" / "main.py").write_text("x = 1\n")
    assert load_study(study_path).study_hash != before


def test_select_keeps_one_solution_per_model_by_the_papers_rule(tmp_path):
    for name, files in {"a1": 1, "a2": 1, "a3": 1, "b1": 1}.items():
        (tmp_path / name).mkdir()
        (tmp_path / name / "main.py").write_text(f"# {name}\n")
    (tmp_path / "review.yaml").write_text(
        "solutions:\n"
        "  - {model: a, id: a1, folder: a1, figures: {checkpoints_passed: 5, quality_issues: 9}}\n"
        "  - {model: a, id: a2, folder: a2, figures: {checkpoints_passed: 7, quality_issues: 20}}\n"
        "  - {model: a, id: a3, folder: a3, figures: {checkpoints_passed: 7, quality_issues: 12}}\n"
        "  - {model: b, id: b1, folder: b1, figures: {checkpoints_passed: 1, quality_issues: 1}}\n"
        "select: [max checkpoints_passed, min quality_issues]\n")
    assert [s.id for s in load_study(tmp_path / "review.yaml").solutions] == ["a3", "b1"]


def test_prediction_solutions_take_their_figures_from_the_results_file(tmp_path):
    (tmp_path / "preds.jsonl").write_text(json.dumps(
        {"task_id": "t1", "model": "alpha", "sample_id": 0, "solution": "def f():\n    return 1\n"}) + "\n")
    (tmp_path / "results.jsonl").write_text(
        json.dumps({"type": "header", "dataset_version": "1.0.0"}) + "\n" +
        json.dumps({"task_id": "t1", "model": "alpha", "sample_id": 0, "passed": True, "hidden_passed": 6,
                    "hidden_total": 6, "flake8_violations": 2, "cc_mean": 1.5}) + "\n")
    (tmp_path / "review.yaml").write_text("solutions:\n  - model: alpha\n    predictions: preds.jsonl\n"
                                          "    task_id: t1\n    results: results.jsonl\n")
    solution = load_study(tmp_path / "review.yaml").solutions[0]
    assert solution.files[0].text.startswith("def f()")
    assert solution.figures == {"passed": 1.0, "hidden_passed": 6.0, "hidden_total": 6.0,
                                "flake8_violations": 2.0, "cc_mean": 1.5}


def test_every_problem_names_file_line_and_field(tmp_path):
    path = write_study(tmp_path)
    path.write_text(
        "title: T\n"
        "colour: blue\n"
        "scale: [only]\n"
        "solutions:\n"
        "  - model: m\n"
        "    folder: missing\n"
        "  - folder: runs/model-1\n"
        "select: [best checkpoints]\n")
    with pytest.raises(StudyError) as caught:
        load_study(path)
    text = str(caught.value)
    assert f"{path}:2: colour: unknown field" in text
    assert f"{path}:3: scale: must list at least two" in text
    assert f"{path}:6: solutions[0].folder: 'missing' is not a folder" in text
    assert f"{path}:7: solutions[1].model: field is missing" in text
    assert f"{path}:8: select[0]: must read 'max FIGURE'" in text


def test_custom_questions_replace_the_defaults(tmp_path):
    path = write_study(tmp_path, solutions=1, extra=(
        "scale: ['No', Maybe, 'Yes']\nprofile: false\ncomment: false\n"
        "categories:\n  - id: overall\n    title: Overall\n    statements:\n"
        "      - {id: clear, text: The code is clear.}\n      - {id: messy, text: The code is messy., reverse: true}\n"))
    ins = load_study(path).instrument
    assert ins.scale == ("No", "Maybe", "Yes") and ins.profile == () and ins.comment is False
    assert [(s.id, s.reverse) for _, s in ins.statements()] == [("clear", False), ("messy", True)]


def test_unquoted_yes_and_no_in_the_scale_get_a_hint(tmp_path):
    path = write_study(tmp_path, solutions=1, extra="scale: [No, Maybe, Yes]\n")
    with pytest.raises(StudyError, match="quote words such as 'Yes' and 'No'"):
        load_study(path)


def test_missing_file_and_bad_yaml_are_clear(tmp_path):
    with pytest.raises(StudyError, match="study definition not found"):
        load_study(tmp_path / "nope.yaml")
    (tmp_path / "bad.yaml").write_text("solutions: [\n")
    with pytest.raises(StudyError, match=r"bad.yaml:\d+: is not valid YAML"):
        load_study(tmp_path / "bad.yaml")


def _project_run(root, rows: dict[int, dict]) -> None:
    """A run folder as `codeassay project evaluate` leaves it, for project `ledger`."""
    for attempt, row in rows.items():
        folder = root / "projects" / "ledger" / f"attempt{attempt}"
        (folder / "files").mkdir(parents=True)
        (folder / "files" / "main.py").write_text(f"print('attempt {attempt} as generated')\n")
        if row.get("fix_rounds_used"):
            (folder / "fixed").mkdir()
            (folder / "fixed" / "main.py").write_text(f"print('attempt {attempt} after its fix round')\n")
    (root / "results.jsonl").write_text("".join(
        json.dumps({"project_id": "ledger", "attempt": a, **row}) + "\n" for a, row in rows.items()))


def test_project_run_solutions_are_the_graded_files_with_their_figures(tmp_path):
    _project_run(tmp_path / "run", {
        1: {"checkpoints_passed": 2, "checkpoints_total": 3, "runnable": True, "fix_rounds_used": 0,
            "quality": {"code_smells": 4, "debt_minutes": 30, "maintainability_rating": "A",
                        "bandit": {"low": 1, "medium": 0, "high": 0}}},
        2: {"checkpoints_passed": 3, "checkpoints_total": 3, "runnable": True, "fix_rounds_used": 1,
            "quality": {"code_smells": 6, "debt_minutes": None}}})
    path = tmp_path / "review.yaml"
    path.write_text("solutions:\n  - model: m\n    project_run: run\n    project_id: ledger\n")
    first, second = load_study(path).solutions
    assert (first.id, second.id) == ("m-attempt1", "m-attempt2")
    assert first.figures == {"checkpoints_passed": 2.0, "checkpoints_total": 3.0, "runnable": 1.0,
                             "fix_rounds_used": 0.0, "code_smells": 4.0, "debt_minutes": 30.0,
                             "bandit_low": 1.0, "bandit_medium": 0.0, "bandit_high": 0.0}
    assert first.files[0].text == "print('attempt 1 as generated')\n"
    assert second.files[0].text == "print('attempt 2 after its fix round')\n"  # what its row graded
    assert second.source == "run:ledger/attempt2"
    path.write_text("solutions:\n  - model: m\n    project_run: run\n    project_id: ledger\n"
                    "select: [max checkpoints_passed, min code_smells]\n")
    assert [s.id for s in load_study(path).solutions] == ["m-attempt2"]
    path.write_text("solutions:\n  - model: m\n    project_run: run\n    project_id: ledger\n    attempt: 1\n")
    assert [s.id for s in load_study(path).solutions] == ["m"]


def test_project_run_problems_name_file_line_and_field(tmp_path):
    _project_run(tmp_path / "run", {1: {"checkpoints_passed": 1, "fix_rounds_used": 1}})
    (tmp_path / "run" / "projects" / "ledger" / "attempt1" / "fixed" / "main.py").unlink()
    (tmp_path / "run" / "projects" / "ledger" / "attempt1" / "fixed").rmdir()
    path = tmp_path / "review.yaml"
    path.write_text(
        "solutions:\n"
        "  - model: a\n    project_run: run\n"
        "  - model: b\n    project_run: run\n    project_id: ledger\n    attempt: 7\n"
        "  - model: c\n    project_run: run\n    project_id: ledger\n"
        "  - model: d\n    project_run: nowhere\n    project_id: ledger\n"
        "  - model: e\n    folder: run\n    project_id: ledger\n")
    with pytest.raises(StudyError) as caught:
        load_study(path)
    text = str(caught.value)
    assert f"{path}:2: solutions[0].project_id: field is missing" in text
    assert f"{path}:5: solutions[1].project_run: " in text and "has no graded attempt 7 of project 'ledger'" in text
    assert f"{path}:9: solutions[2].project_run: " in text and "fixed is missing" in text
    assert f"{path}:12: solutions[3].project_run: " in text and "results.jsonl' not found" in text
    assert f"{path}:16: solutions[4].project_id: goes with project_run, not with folder" in text
