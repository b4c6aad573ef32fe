"""The paper's analyses from results files: tables, figures and one static HTML page.

Input is one or more results JSONL files written by the grading engine, one row per
graded program (rows whose ``type`` is ``"header"`` are metadata: the dataset's task
list). Every analysis function takes the :func:`load_results` frame and returns a
:class:`pandas.DataFrame`. The denominator is the dataset: a task a configuration has no
result for counts as a failure in every table, paired test and joint set, and the first
table (:func:`completeness_table`) says how many there are; ``over_present=True`` reads
each configuration over the tasks it has instead, and says so. What an analysis had to
count as failed or leave out (a task missing from a configuration, a quality value that
was not measured) is listed in the frame's ``attrs["notes"]`` and repeated in every
rendered report, never dropped silently.

The protocol is codeassay-paper section 4.3: correctness per configuration with Wilson
intervals; Cochran's Q and pairwise exact McNemar tests with Holm correction within each
family; quality measures compared only on tasks every compared configuration solved,
with Wilcoxon signed-rank tests (Pratt zeros) and the matched-pairs rank-biserial
correlation, Holm per measure. Measures are reported each in its own unit; there is no
composite score.

Configuration names that share a prefix and end in ``-std`` / ``-sec`` are read as one
model under the standard and the security-focused prompt. The *primary*
configurations (the paper's RQ1 and RQ3 set) are then the standard-prompt ones plus any
configuration without a partner; without such pairs every configuration is primary.

One module per job: ``_load`` reads results files; ``_configurations`` names prompt
pairs and the primary set; ``_frames`` holds what the analyses share; ``_completeness``,
``_correctness``,
``_quality``, ``_categories``, ``_repair``, ``_regrade`` and ``_pass_at_k`` compute the
tables; ``_build`` collects them into a :class:`Report`; ``_text``, ``_figures`` and
``_html`` render it, in the sections ``_layout`` lays out; ``_write`` writes it to a
folder.
"""

from codeassay.report._build import Report, build_report
from codeassay.report._categories import category_matrix, category_table
from codeassay.report._completeness import completeness_table
from codeassay.report._configurations import (
    SECURITY_SUFFIX,
    STANDARD_SUFFIX,
    detect_prompt_pairs,
    primary_configurations,
)
from codeassay.report._correctness import (
    cochran_table,
    correctness_table,
    pairwise_correctness,
    prompt_correctness,
)
from codeassay.report._frames import ALPHA
from codeassay.report._load import FINDING_COUNTS, QUALITY_MEASURES, REQUIRED_FIELDS, load_results
from codeassay.report._pass_at_k import pass_at_k_table
from codeassay.report._projects import (
    TABLE1_COLUMNS,
    checkpoint_matrix,
    load_project_results,
    project_table,
    write_project_report,
)
from codeassay.report._quality import (
    findings_table,
    joint_tasks,
    pairwise_quality,
    prompt_quality,
    quality_table,
)
from codeassay.report._regrade import regrade_by_configuration, regrade_summary
from codeassay.report._repair import repair_table
from codeassay.report._write import write_report

__all__ = [
    "TABLE1_COLUMNS",
    "checkpoint_matrix",
    "load_project_results",
    "project_table",
    "write_project_report",
    "ALPHA",
    "STANDARD_SUFFIX",
    "SECURITY_SUFFIX",
    "QUALITY_MEASURES",
    "FINDING_COUNTS",
    "REQUIRED_FIELDS",
    "Report",
    "load_results",
    "detect_prompt_pairs",
    "primary_configurations",
    "completeness_table",
    "correctness_table",
    "cochran_table",
    "pairwise_correctness",
    "prompt_correctness",
    "joint_tasks",
    "quality_table",
    "findings_table",
    "pairwise_quality",
    "prompt_quality",
    "category_table",
    "category_matrix",
    "repair_table",
    "regrade_by_configuration",
    "regrade_summary",
    "pass_at_k_table",
    "build_report",
    "write_report",
]
