"""The messages of a project conversation: the system message, the prompts, fix rounds.

Only a project's prompts and a program's own error output ever reach a model; checkpoint
tests and the reference never do.
"""

from __future__ import annotations

from codeassay._protocol import SECURITY_INSTRUCTION
from codeassay.project._extract import FILE_CONVENTION

__all__ = ["PROJECT_SYSTEM_MESSAGE", "FIX_INTRO", "FIX_OUTPUT_CHARS", "fix_message", "render_files",
           "project_system_message"]

#: The system message of every project conversation.
PROJECT_SYSTEM_MESSAGE = (
    "You are an expert Python developer building a small project step by step with the user. "
    "Each message asks for the next part; keep everything you wrote earlier consistent with it. "
    + FILE_CONVENTION)


def project_system_message(prompt: str) -> str:
    """The system message for a run configuration's ``prompt`` kind: the security
    configuration adds the same instruction as in the function-level track."""
    return PROJECT_SYSTEM_MESSAGE if prompt != "security" else f"{PROJECT_SYSTEM_MESSAGE} {SECURITY_INSTRUCTION}"


#: First line of a fix-round message (the scripted test server recognises it by this).
FIX_INTRO = "Running the project failed."
#: The error output shown in a fix round is cut to its last this many characters.
FIX_OUTPUT_CHARS = 3000


def fix_message(command: tuple[str, ...], error_class: str, detail: str, error_output: str) -> str:
    """The user message of one fix round: what was run and what it printed, nothing else."""
    output = error_output.strip()[-FIX_OUTPUT_CHARS:] or detail
    return (f"{FIX_INTRO} The command was `{' '.join(command)}`.\n\n"
            f"What went wrong: {detail}\n\nIts error output:\n```text\n{output}\n```\n\n"
            "Fix the project. Give every file you change again, complete, in the same format.")


def render_files(files: dict[str, str], intro: str = "Here are the files.") -> str:
    """An answer that delivers ``files`` by the convention (used by scripted servers)."""
    blocks = [f"{path}\n```{'python' if path.endswith('.py') else 'text'}\n{text}```" for path, text in files.items()]
    return intro + "\n\n" + "\n\n".join(blocks) + "\n"
