"""Grading a project folder: the reference passes every checkpoint from a clean folder,
every broken variant gets exactly its class, and hostile programs are classified without
touching anything outside their folder."""

from __future__ import annotations

import dataclasses
import os

import pytest
from project_cases import fixture_project, fixture_source

from evaluation import SandboxError
from evaluation.projects import grade_project, lay_out, prepare_reference, run_project

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def reference_dir(tmp_path_factory):
    return prepare_reference(fixture_project(), tmp_path_factory.mktemp("ref") / "run")


def test_reference_passes_every_checkpoint(tmp_path, reference_dir):
    verdict = grade_project(fixture_project(), fixture_source().reference, tmp_path / "a", reference_dir)
    assert verdict.error_class is None and verdict.runnable
    assert verdict.checkpoints == {"totals": "passed", "summary": "passed"}
    assert verdict.run.exit_code == 0 and verdict.error_output == ""


@pytest.mark.parametrize("variant", ["syntax", "compilation", "dependency", "logical", "other"])
def test_each_broken_variant_gets_exactly_its_class(tmp_path, reference_dir, variant):
    source = fixture_source()
    verdict = grade_project(fixture_project(), source.variant_files(variant), tmp_path / "a", reference_dir)
    assert verdict.error_class == variant, verdict.detail
    assert verdict.passed_checkpoints == ()


def test_logical_error_runs_but_fails_its_checkpoints(tmp_path, reference_dir):
    verdict = grade_project(fixture_project(), fixture_source().variant_files("logical"), tmp_path / "a",
                            reference_dir)
    assert verdict.runnable and verdict.checkpoints == {"totals": "failed", "summary": "failed"}


def _with_main(main: str) -> dict[str, str]:
    return {**fixture_source().reference, "main.py": main}


def test_exception_inside_the_computation_is_logical(tmp_path, reference_dir):
    main = "def main():\n    return 1 / 0\n\n\nmain()\n"
    verdict = grade_project(fixture_project(), _with_main(main), tmp_path / "a", reference_dir)
    assert verdict.error_class == "logical" and "ZeroDivisionError" in verdict.detail
    assert "ZeroDivisionError" in verdict.error_output and not verdict.runnable


def test_name_error_at_module_level_is_compilation(tmp_path, reference_dir):
    verdict = grade_project(fixture_project(), _with_main("import ledger\n\nledger.missing_helper\n"),
                            tmp_path / "a", reference_dir)
    assert verdict.error_class == "compilation" and "AttributeError" in verdict.detail


def test_dynamic_import_of_a_missing_package_is_dependency(tmp_path, reference_dir):
    main = "import importlib\n\nimportlib.import_module('no_such_package_xyz')\n"
    verdict = grade_project(fixture_project(), _with_main(main), tmp_path / "a", reference_dir)
    assert verdict.error_class == "dependency"


def test_non_zero_exit_without_traceback_is_other(tmp_path, reference_dir):
    verdict = grade_project(fixture_project(), _with_main("import sys\n\nsys.exit(3)\n"), tmp_path / "a",
                            reference_dir)
    assert verdict.error_class == "other" and "status 3" in verdict.detail


def test_answer_without_python_files_is_other(tmp_path, reference_dir):
    verdict = grade_project(fixture_project(), {"notes.txt": "hello"}, tmp_path / "a", reference_dir)
    assert verdict.error_class == "other" and not (tmp_path / "a").exists()


@pytest.mark.skipif(os.geteuid() != 0, reason="read-only mounts need root (CI runs as root)")
def test_a_write_outside_the_folder_is_refused_and_classified(tmp_path, reference_dir):
    outside = tmp_path / "outside.txt"
    main = f"open({str(outside)!r}, 'w').write('x')\n"
    verdict = grade_project(fixture_project(), _with_main(main), tmp_path / "a", reference_dir)
    assert verdict.error_class == "other" and "outside its folder" in verdict.detail
    assert not outside.exists()
    assert verdict.run.protections["read_only_outside_folder"] is True


def test_a_program_that_never_exits_is_stopped_and_classified(tmp_path, reference_dir):
    project = dataclasses.replace(fixture_project(), run_timeout_s=1.5)
    main = "import subprocess, sys, time\nsubprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n" \
           "while True:\n    time.sleep(0.05)\n"
    verdict = grade_project(project, _with_main(main), tmp_path / "a", reference_dir)
    assert verdict.error_class == "other" and "wall timeout" in verdict.detail
    assert verdict.run.timed_out and verdict.run.exit_code is None


@pytest.mark.skipif(os.geteuid() != 0, reason="namespaces need root (CI runs as root)")
def test_a_run_has_no_network_and_its_own_uid(tmp_path):
    project = fixture_project()
    folder = lay_out(tmp_path / "run", {"main.py": (
        "import os, socket\n"
        "try:\n    socket.create_connection(('127.0.0.1', 22), timeout=2)\n    net = 'open'\n"
        "except OSError as exc:\n    net = type(exc).__name__\n"
        "os.makedirs('out', exist_ok=True)\n"
        "open('out/totals.csv', 'w').write(f'{net},{os.getuid()}')\n")}, {})
    result = run_project(project, folder)
    net, uid = (folder / "out" / "totals.csv").read_text().split(",")
    assert result.exit_code == 0 and net != "open" and int(uid) != 0
    assert result.written == ("out/totals.csv",)
    assert result.protections["network_namespace"] and result.protections["unprivileged_uid"]


def test_lay_out_refuses_paths_that_leave_the_folder(tmp_path):
    for bad in ("../x.py", "/etc/x.py", "a/../../x.py"):
        with pytest.raises(SandboxError, match="outside the project folder"):
            lay_out(tmp_path / bad.replace("/", "_"), {bad: "x = 1\n"}, {})
    assert sorted(p.name for p in tmp_path.iterdir()) == []
