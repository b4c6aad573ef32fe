"""The developer review study: a self-hosted questionnaire about generated code and its analysis.

``load_study`` reads ``review.yaml``; ``ResponseStore`` keeps the anonymous answers in
SQLite, and ``GroupCommit`` lets concurrent requests share its commits; ``create_app`` is
the web questionnaire; ``write_export`` writes CSV files and a
``datasets`` folder; ``analyze`` computes the statistics and ``write_analysis`` the
tables, figures and page; ``ask_model`` puts the questionnaire to a model.
"""

from codeassay.review._analysis import Analysis, analyze, cronbach_alpha, kendalls_w
from codeassay.review._ask_model import AskSummary, ask_model, parse_model_answer
from codeassay.review._errors import ReviewError, StudyError
from codeassay.review._export import EXPORT_TABLES, ExportSummary, export_tables, write_export
from codeassay.review._group_commit import GroupCommit
from codeassay.review._instrument import Category, Instrument, ProfileQuestion, Statement, default_instrument
from codeassay.review._report import write_analysis
from codeassay.review._storage import Participant, ResponseStore, Writes
from codeassay.review._study import Solution, SolutionFile, Study, load_study
from codeassay.review._web import Limits, create_app

__all__ = [
    "Analysis",
    "analyze",
    "cronbach_alpha",
    "kendalls_w",
    "AskSummary",
    "ask_model",
    "parse_model_answer",
    "ReviewError",
    "StudyError",
    "EXPORT_TABLES",
    "ExportSummary",
    "export_tables",
    "write_export",
    "GroupCommit",
    "Category",
    "Instrument",
    "ProfileQuestion",
    "Statement",
    "default_instrument",
    "write_analysis",
    "Participant",
    "ResponseStore",
    "Writes",
    "Solution",
    "SolutionFile",
    "Study",
    "load_study",
    "Limits",
    "create_app",
]
