"""Every default CodeAssay uses, named in one place.

Nothing else in the code base writes one of these numbers inline; change them here.
"""

from __future__ import annotations

__all__ = [
    "CATEGORIES",
    "CATEGORY_NAMES",
    "CATEGORY_TARGETS",
    "SOLUTION_MODULE",
    "TEST_FILE",
    "MIN_TESTS_PER_SIDE",
    "MIN_WRONG_SOLUTIONS",
    "TIMEOUT_FLOOR_S",
    "TIMEOUT_MULTIPLIER",
    "CPU_SLACK_S",
    "MEMORY_LIMIT_BYTES",
    "NPROC_LIMIT",
    "FILE_SIZE_LIMIT_BYTES",
    "OPEN_FILES_LIMIT",
    "OUTPUT_LIMIT_BYTES",
    "REPORT_LIMIT_BYTES",
    "FAILURE_TEXT_LIMIT",
    "KILL_GRACE_S",
    "SANDBOX_UID_BASE",
    "HASH_SEED",
    "MAX_SOLUTION_BYTES",
    "QUALITY_CPU_LIMIT_S",
    "QUALITY_RECURSION_LIMIT",
    "QUALITY_STACK_BYTES",
    "DEFAULT_MODEL",
    "DEFAULT_K",
    "CANARY_GUID",
    "ERROR_CLASSES",
    "DEFAULT_CHECKPOINT_TIMEOUT_S",
    "PROJECT_ERROR_TAIL_BYTES",
    "MAX_ANSWER_CHARS",
    "MAX_PROJECT_FILE_CHARS",
    "MAX_PROJECT_FILES",
]

#: The ten categories of the taxonomy, in the paper's order (codeassay-paper Table 1).
CATEGORIES: tuple[str, ...] = ("ADS", "SPT", "DPS", "FIO", "WNT", "CCA", "CAT", "DBS", "TCQ", "ODP")

#: Human-readable names of the categories, keyed by code.
CATEGORY_NAMES: dict[str, str] = {
    "ADS": "Algorithms & Data Structures",
    "SPT": "String & Text Processing",
    "DPS": "Data Processing & Statistics",
    "FIO": "File I/O & System",
    "WNT": "Web & Networking",
    "CCA": "Concurrency & Async",
    "CAT": "Crypto, Auth & Tokens",
    "DBS": "Database & Storage",
    "TCQ": "Testing & Code Quality",
    "ODP": "OOP & Design Patterns",
}

#: Tasks per category in the complete benchmark (the task standard; 185 in all).
CATEGORY_TARGETS: dict[str, int] = {"ADS": 30, "SPT": 26, "DPS": 21, "FIO": 18, "WNT": 16,
                                    "CCA": 16, "CAT": 15, "DBS": 15, "TCQ": 15, "ODP": 13}

#: Module name the tests import the program under test as.
SOLUTION_MODULE = "solution"
#: File name of every test file, public, hidden or full, inside a run directory.
TEST_FILE = "test_solution.py"

#: The paper keeps at least two test functions on each side of the split.
MIN_TESTS_PER_SIDE = 2
#: Every task ships at least this many plausible wrong solutions.
MIN_WRONG_SOLUTIONS = 2

#: Wall-clock timeout of one graded run: max(floor, multiplier x reference runtime).
TIMEOUT_FLOOR_S = 10.0
TIMEOUT_MULTIPLIER = 10.0
#: RLIMIT_CPU is the wall timeout plus this slack, so the wall clock normally fires first.
CPU_SLACK_S = 1.0

#: RLIMIT_AS of a run: enough for any task, small enough that a memory bomb stops.
MEMORY_LIMIT_BYTES = 2 * 1024**3
#: RLIMIT_NPROC of a run's user: spawning a helper works, a fork bomb stops.
NPROC_LIMIT = 64
#: RLIMIT_FSIZE: the largest file a run may write (includes pytest's captured output).
FILE_SIZE_LIMIT_BYTES = 128 * 1024**2
#: RLIMIT_NOFILE of a run.
OPEN_FILES_LIMIT = 256
#: How much of a run's terminal output is kept (the tail); the rest is drained and dropped.
OUTPUT_LIMIT_BYTES = 64 * 1024
#: How much structured report a run may send back before it is treated as garbage.
REPORT_LIMIT_BYTES = 4 * 1024**2
#: Failure text kept per test in a result row.
FAILURE_TEXT_LIMIT = 2000
#: After the run ends, how long descendants get to die before the cleanup gives up.
KILL_GRACE_S = 2.0
#: When the engine runs as root, a worker runs programs as uid SANDBOX_UID_BASE + its pid:
#: unique among live workers (so no two pools ever share one, and cleanup by uid cannot
#: touch another pool's runs) and far above the uids of real accounts.
SANDBOX_UID_BASE = 1_000_000
#: PYTHONHASHSEED of every run, so set and dict iteration orders are reproducible.
HASH_SEED = "0"
#: A solution larger than this is refused before it reaches the sandbox.
MAX_SOLUTION_BYTES = 1024 * 1024

#: CPU seconds the code-property measures of one program may take; past it the program's
#: measures are null with the reason and the batch goes on. A task solution takes a few
#: milliseconds; radon's logical-line count is quadratic in a statement's length (a
#: 2,000-line list literal takes 28 s), so a 1 MiB answer could otherwise stall grading.
QUALITY_CPU_LIMIT_S = 10.0
#: Recursion limit of the process that measures code properties, whose stack starts empty:
#: the analyzers walk syntax trees recursively, so a deeply nested program is measured (or
#: refused) the same way whoever calls and however deep their stack is. Python's own default.
QUALITY_RECURSION_LIMIT = 1000
#: Stack size of the thread that process is forked from, and so of its own: ample for the
#: recursion limit (Python's main thread gets 8 MiB on Linux), and the same every time.
QUALITY_STACK_BYTES = 64 * 1024 * 1024

#: Model name given to predictions that do not name one.
DEFAULT_MODEL = "unnamed"
#: The pass@k values reported by default (each only where n >= k).
DEFAULT_K: tuple[int, ...] = (1, 10, 100)

#: Canary string: lets corpus builders find and exclude CodeAssay from training data.
CANARY_GUID = "codeassay:canary:6f1d5e4a-3b1c-4e8e-9a51-2c7b0d9e8f31"

# --- projects (multi-file programs built over a conversation) ---------------------------

#: Error classes of a project attempt, in the order they are decided (the methodology
#: paper's Table 1 columns): the first that applies is the attempt's class.
ERROR_CLASSES: tuple[str, ...] = ("syntax", "dependency", "compilation", "logical", "other")
#: Wall timeout of the checkpoint tests of one run, when project.yaml gives none.
DEFAULT_CHECKPOINT_TIMEOUT_S = 60.0
#: Error output of a program kept for classification and fix rounds (the tail).
PROJECT_ERROR_TAIL_BYTES = 16 * 1024
#: An answer longer than this is not parsed for files: it is logged and counted as an
#: extraction failure (a runaway generation, or something that is not an answer).
MAX_ANSWER_CHARS = 1024 * 1024
#: A single extracted file larger than this is refused (and logged).
MAX_PROJECT_FILE_CHARS = 256 * 1024
#: More files than this in one project is refused (and logged) past the limit.
MAX_PROJECT_FILES = 200
