"""Every project under tasks_src/projects/ meets the bars: the reference passes every
checkpoint from a clean folder, each broken variant gets exactly its class, the data
regenerates from its seed, and a scripted run (generate, evaluate with a fix round,
report) completes offline without a checkpoint test reaching the model."""

from __future__ import annotations

import json

import pytest
from helpers import REPO_ROOT
from scripted_openai import ScriptedOpenAI, project_responder

from codeassay._cli import main
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
        assert main(["project", "generate", "--config", str(config), "--project", project_id,
                     "--out", str(out), "--source", str(SOURCE), "--quiet"]) == 0
        assert main(["project", "evaluate", str(out), "--project", project_id, "--fix-rounds", "1",
                     "--source", str(SOURCE), "--quiet"]) == 0
        sent = json.dumps(server.received)
    assert main(["report", "--projects", str(out), "--out", str(tmp_path / "report"), "--no-figures"]) == 0
    (row,) = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert row["error_class_initial"] == "logical"
    for checkpoint in source.checkpoints:
        for line in checkpoint.tests.splitlines():
            if len(line.strip()) > 30:
                assert line.strip() not in sent
