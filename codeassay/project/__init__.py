"""The project track: multi-turn generation of whole projects, their grading with
optional fix rounds, and the files they are extracted into."""

from codeassay.project._extract import (
    FILE_CONVENTION,
    Action,
    ExtractionDecision,
    FileExtraction,
    extract_files,
)

__all__ = [
    "FILE_CONVENTION",
    "Action",
    "ExtractionDecision",
    "FileExtraction",
    "extract_files",
]
