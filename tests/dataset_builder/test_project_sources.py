"""Every project under tasks_src/projects/ meets the bars: the reference passes every
checkpoint from a clean folder, each broken variant gets exactly its class, the data
regenerates from its seed, and a scripted run (generate, evaluate with a fix round,
report) completes offline, on the shipped dataset, without a checkpoint test reaching
the model."""

from __future__ import annotations

import json

import pytest
from helpers import REPO_ROOT
from scripted_openai import ScriptedOpenAI, project_responder

from codeassay._cli import main
from codeassay.project import FIX_INTRO, attempt_dir
from dataset_builder import check_project, project_folders, read_project

SOURCE = REPO_ROOT / "tasks_src"
PROJECTS = [folder.name for folder in project_folders(SOURCE)]

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("project_id", PROJECTS)
def test_project_checks_clean(project_id):
    result = check_project(read_project(SOURCE / "projects" / project_id, SOURCE))
    assert result.problems == (), "\n".join(map(str, result.problems))


@pytest.mark.parametrize("project_id", PROJECTS)
def test_a_scripted_run_completes_offline(project_id, tmp_path):
    source = read_project(SOURCE / "projects" / project_id, SOURCE)
    variant = next(name for name in sorted(source.broken) if source.broken_class(name) == "logical")
    config = tmp_path / "scripted.yaml"
    with ScriptedOpenAI() as server:
        server.respond["scripted"] = project_responder(source, variant)
        config.write_text(f"name: scripted\nmodel: scripted\nbase_url: {server.url}\nprompt: standard\nretries: 0\n")
        out = tmp_path / "run"
        # As a user runs it: the projects of the dataset shipped in the package, not the sources.
        assert main(["project", "generate", "--config", str(config), "--project", project_id,
                     "--out", str(out), "--quiet"]) == 0
        assert main(["project", "evaluate", str(out), "--project", project_id, "--fix-rounds", "1",
                     "--quiet"]) == 0
        sent = json.dumps(server.received)
    assert main(["report", "--projects", str(out), "--out", str(tmp_path / "report"), "--no-figures"]) == 0
    (row,) = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert row["error_class_initial"] == "logical", _why(row, attempt_dir(out, project_id, 1))
    for checkpoint in source.checkpoints:
        for line in checkpoint.tests.splitlines():
            if len(line.strip()) > 30:
                assert line.strip() not in sent


def test_an_unknown_project_is_named_with_the_ones_there_are(tmp_path, capsys):
    config = tmp_path / "scripted.yaml"
    config.write_text("name: scripted\nmodel: scripted\nbase_url: http://127.0.0.1:9\nprompt: standard\n")
    assert main(["project", "generate", "--config", str(config), "--project", "no_such_project",
                 "--out", str(tmp_path / "run")]) == 2
    err = capsys.readouterr().err
    assert "no project no_such_project in the dataset" in err and PROJECTS[0] in err


def _why(row: dict, attempt) -> str:
    """What a failed scripted run went through: its first round and the program's error
    output as the fix prompt showed it to the model."""
    conversation = json.loads((attempt / "conversation.json").read_text())
    fixes = [m["content"] for m in conversation if m["role"] == "user" and m["content"].startswith(FIX_INTRO)]
    return f"first round: {json.dumps(row['rounds'][0])}\nfix prompt: {fixes[0] if fixes else '(none)'}"
