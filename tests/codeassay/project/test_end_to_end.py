"""The project track offline, end to end: generate through the command line against a
scripted OpenAI-compatible server, evaluate with fix rounds, and check what each row says.
No checkpoint test ever reaches the server."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from project_cases import FIXTURE_ID, FIXTURE_ROOT, fixture_source
from scripted_openai import ScriptedOpenAI, project_responder

from codeassay._cli import main

pytestmark = pytest.mark.slow


def _config(tmp: Path, url: str, model: str) -> Path:
    path = tmp / f"{model}.yaml"
    path.write_text(f"name: {model}\nmodel: {model}\nbase_url: {url}\nprompt: standard\ntemperature: 0\n"
                    "retries: 0\nconcurrency: 2\n", encoding="utf-8")
    return path


def _rows(run_dir: Path) -> dict[tuple[str, int], dict]:
    rows = [json.loads(line) for line in (run_dir / "results.jsonl").read_text().splitlines() if line.strip()]
    return {(r["project_id"], r["attempt"]): r for r in rows}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Three scripted models: one answers with the reference, one with a compilation error
    it fixes when shown the error, one without any code."""
    tmp = tmp_path_factory.mktemp("runs")
    source = fixture_source()
    with ScriptedOpenAI() as server:
        server.respond["good"] = project_responder(source)
        server.respond["flawed"] = project_responder(source, "compilation")
        server.respond["mute"] = lambda messages: "I would rather not write code today."
        out = {}
        for model in ("good", "flawed", "mute"):
            out[model] = tmp / model
            args = ["project", "generate", "--config", str(_config(tmp, server.url, model)), "--source",
                    str(FIXTURE_ROOT), "--attempts", "2", "--out", str(out[model]), "--quiet"]
            assert main(args) == 0
            assert main(["project", "evaluate", str(out[model]), "--fix-rounds", "2", "--source",
                         str(FIXTURE_ROOT), "--quiet"]) == 0
        yield out, list(server.received)


def test_reference_answers_run_and_pass_every_checkpoint(runs):
    out, _ = runs
    rows = _rows(out["good"])
    assert sorted(rows) == [(FIXTURE_ID, 1), (FIXTURE_ID, 2)]
    for row in rows.values():
        assert row["runnable_initial"] and row["runnable"] and row["error_class"] is None
        assert row["checkpoints"] == {"totals": "passed", "summary": "passed"}
        assert row["fix_rounds"] == 2 and row["fix_rounds_used"] == 0
        assert set(row["errors"].values()) == {0}
        assert row["quality"]["files"] == 2 and row["quality"]["maintainability_rating"] in "ABCDE"
    files = out["good"] / "projects" / FIXTURE_ID / "attempt1" / "files"
    assert sorted(p.name for p in files.iterdir()) == ["ledger.py", "main.py"]
    decisions = [json.loads(x) for x in (files.parent / "extraction.jsonl").read_text().splitlines()]
    assert [(d["answer"], d["path"], d["action"]) for d in decisions] == [
        (0, "ledger.py", "written"), (1, "ledger.py", "replaced"), (2, "main.py", "written")]


def test_a_fix_round_turns_a_compilation_error_into_a_running_program(runs):
    out, received = runs
    row = _rows(out["flawed"])[(FIXTURE_ID, 1)]
    assert row["error_class_initial"] == "compilation" and not row["runnable_initial"]
    assert row["runnable"] and row["error_class"] is None and row["fix_rounds_used"] == 1
    assert row["errors"] == {"syntax": 0, "dependency": 0, "compilation": 1, "logical": 0, "other": 0}
    fix_requests = [b for b in received if b["model"] == "flawed" and len(b["messages"]) == 8]
    assert len(fix_requests) == 2  # one per attempt, after the three prompts
    assert "cannot import name 'read_rows'" in fix_requests[0]["messages"][-1]["content"]


def test_an_answer_without_code_is_classified_other_and_not_fixed_into_existence(runs):
    out, _ = runs
    row = _rows(out["mute"])[(FIXTURE_ID, 1)]
    assert row["error_class"] == "other" and not row["runnable"]
    assert row["extraction_problems"] == 3 and row["errors"]["other"] == 3  # round 0 and two fix rounds


def test_no_checkpoint_test_or_reference_output_reaches_the_model(runs):
    _, received = runs
    source = fixture_source()
    sent = json.dumps(received)
    for checkpoint in source.checkpoints:
        for line in checkpoint.tests.splitlines():
            if len(line.strip()) > 25:
                assert line.strip() not in sent


def test_a_rerun_resumes_without_calling_the_model_again(runs, tmp_path):
    out, _ = runs
    copy = tmp_path / "good"
    shutil.copytree(out["good"], copy)
    before = (copy / "calls.jsonl").read_text()
    with ScriptedOpenAI() as server:
        server.respond["good"] = project_responder(fixture_source())
        config = _config(tmp_path, server.url, "good")
        # The settings differ only in the URL, which is part of them: a rerun must name the same.
        run = json.loads((copy / "run.json").read_text())
        run["settings"]["base_url"] = server.url
        run["config"]["base_url"] = server.url
        (copy / "run.json").write_text(json.dumps(run))
        assert main(["project", "generate", "--config", str(config), "--source", str(FIXTURE_ROOT),
                     "--attempts", "2", "--out", str(copy), "--quiet"]) == 0
        assert main(["project", "evaluate", str(copy), "--fix-rounds", "2", "--source", str(FIXTURE_ROOT),
                     "--quiet"]) == 0
        assert server.received == []
    assert (copy / "calls.jsonl").read_text() == before
    assert len(_rows(copy)) == 2


def test_evaluate_on_a_folder_that_is_not_a_run_says_so(tmp_path, capsys):
    assert main(["project", "evaluate", str(tmp_path), "--source", str(FIXTURE_ROOT)]) == 2
    assert "not a project run folder" in capsys.readouterr().err


def test_the_report_shows_table_1_and_the_checkpoint_matrix(runs, tmp_path):
    out, _ = runs
    report = tmp_path / "report"
    assert main(["report", "--projects", str(out["good"]), str(out["flawed"]), str(out["mute"]),
                 "--out", str(report)]) == 0
    import pandas as pd

    table = pd.read_csv(report / "project_table1.csv").set_index(["model", "attempt"])
    assert len(table) == 6
    assert table.loc[("flawed", "v1"), "compilation_errors"] == 1
    assert table.loc[("flawed", "v1"), "runnable_initial"] == "no" and table.loc[("flawed", "v1"), "runnable"] == "yes"
    assert table.loc[("mute", "v2"), "other_errors"] == 3 and table.loc[("mute", "v2"), "checkpoints_passed"] == "0/2"
    assert table.loc[("good", "v1"), "checkpoints_passed"] == "2/2"
    matrix = pd.read_csv(report / "checkpoint_matrix.csv", index_col=0)
    assert list(matrix.index) == [f"{FIXTURE_ID}/totals", f"{FIXTURE_ID}/summary"]
    assert matrix["good v1"].tolist() == [1, 1] and matrix["mute v1"].tolist() == [0, 0]
    assert (report / "checkpoint_matrix.png").read_bytes()[:4] == b"\x89PNG"
    assert "Table 1" in (report / "project_report.html").read_text()


def test_a_review_study_shows_the_files_each_row_graded_with_its_figures(runs, tmp_path):
    from codeassay.review import StudyError, load_study

    out, _ = runs
    flawed = out["flawed"] / "projects" / FIXTURE_ID / "attempt1"
    assert not (out["good"] / "projects" / FIXTURE_ID / "attempt1" / "fixed").exists()
    fixed = {p.name: p.read_text() for p in (flawed / "fixed").iterdir()}
    assert fixed != {p.name: p.read_text() for p in (flawed / "files").iterdir()}

    def study(*models: str):
        path = tmp_path / "review.yaml"
        path.write_text("solutions:\n" + "".join(
            f"  - model: {m}\n    project_run: {out[m]}\n    project_id: {FIXTURE_ID}\n" for m in models)
            + "select: [max checkpoints_passed, min code_smells]\n")
        return load_study(path)

    with pytest.raises(StudyError, match="holds no text file to review"):
        study("mute")  # the mute model delivered no file at all
    chosen = study("good", "flawed").solutions
    assert [(s.model, s.id) for s in chosen] == [("good", "good-attempt1"), ("flawed", "flawed-attempt1")]
    assert {f.path: f.text for f in chosen[1].files} == fixed
    assert chosen[1].figures["checkpoints_passed"] == 2.0 and chosen[1].figures["fix_rounds_used"] == 1.0
    assert chosen[1].figures["runnable"] == 1.0 and "code_smells" in chosen[1].figures
