"""The Inspect scorer: the final program graded on the hidden tests by CodeAssay's engine.

The scorer, not the sample, fetches the hidden tests: it loads the ``grading`` config
itself and looks the task up by id, so no hidden test sits in a sample's input or
metadata where a solver could read it. Grading is :func:`evaluation.evaluate`'s (same
limits, protections and verdicts as ``codeassay evaluate``); the score's metadata holds
the result row (status, failed tests, code properties ...) without the failure excerpt,
which quotes hidden tests.

A score is ``C`` only for status ``passed``. With the protocol's repair, the first
program is graded as well, so ``codeassay import-inspect --initial`` can give the
paper's repair decomposition.
"""

from __future__ import annotations

import anyio
from inspect_ai.scorer import CORRECT, INCORRECT, Score, Scorer, Target, accuracy, scorer, stderr
from inspect_ai.solver import TaskState

from codeassay._inspect._grading import Graded, GradingSource, grade_program
from codeassay._inspect._names import INITIAL_KEY, REFUSED_KEY, SCORER_NAME, SETUP_KEY
from codeassay._inspect._sandbox import shared_pool
from codeassay._inspect._solver import ProtocolRecord
from codeassay._protocol import extract_code

__all__ = ["hidden_tests"]


@scorer(metrics=[accuracy(), stderr()], name=SCORER_NAME)
def hidden_tests(version: str | None = None, dataset: str | None = None,
                 repo_id: str | None = None, quality: bool = True,
                 workers: int | None = None) -> Scorer:
    """Grade the final program on the task's hidden tests with CodeAssay's engine.

    Args:
        version: Dataset version the grading rows must have (default: the shipped copy's).
        dataset: A built dataset folder to grade against instead of the shipped copy.
        repo_id: A Hub dataset to grade against (with ``version``, its tag ``v<version>``).
        quality: Measure code properties of passing programs (flake8, radon, bandit).
        workers: Sandbox workers of this process (default: one per CPU).
    """
    source = GradingSource(version=None if version is None else str(version), path=dataset,
                           repo_id=repo_id)

    async def score(state: TaskState, target: Target) -> Score:
        record = state.store_as(ProtocolRecord)
        task_id = str(state.sample_id)
        # Another solver (``--solver``) leaves no record: grade what its answer holds.
        program = record.program or \
            extract_code(state.output.completion, state.metadata["entry_point"]).code
        pool = shared_pool(workers)

        def grade(code: str, repaired: bool) -> Graded:
            return grade_program(task_id, code, source=source, pool=pool,
                                 sample_id=state.epoch - 1, repaired=repaired, quality=quality)

        final = await anyio.to_thread.run_sync(grade, program, record.repaired)
        initial = None
        if record.repaired and final.row is not None:
            first = await anyio.to_thread.run_sync(grade, record.first_program, False)
            initial = first.row
        if final.row is None:
            return Score(value=INCORRECT, answer=program,
                         explanation=f"not graded: {final.refused}",
                         metadata={REFUSED_KEY: final.refused, SETUP_KEY: final.setup,
                                   INITIAL_KEY: None})
        row = final.row
        explanation = (f"{row['status']}: {row['hidden_passed']}/{row['hidden_total']} hidden "
                       f"tests passed{' after the repair' if record.repaired else ''}")
        return Score(value=CORRECT if row["passed"] else INCORRECT, answer=program,
                     explanation=explanation,
                     metadata={**row, SETUP_KEY: final.setup, INITIAL_KEY: initial,
                               REFUSED_KEY: None})

    return score
