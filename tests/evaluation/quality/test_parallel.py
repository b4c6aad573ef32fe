"""A batch split over worker processes gives the numbers of one process."""

from __future__ import annotations

from evaluation.quality import measure_quality


def test_parallel_batches_give_the_same_numbers():
    from evaluation.quality._parallel import PARALLEL_MIN_PROGRAMS

    programs = {f"p{i}": f"import os\n\n\ndef f{i}(x):\n    if x > {i}:\n        return x\n    return eval('x')\n"
                for i in range(PARALLEL_MIN_PROGRAMS + 3)}
    programs["broken"] = "def f(:\n"
    assert measure_quality(programs, semgrep=False, workers=2) == measure_quality(programs, semgrep=False)
