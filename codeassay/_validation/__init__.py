"""``codeassay validate``: the audits of the task sources, one module per check.

``_common`` holds what the checks share (the report folder's files, merging a ``--tasks``
run with earlier rows, CSV and Markdown writing); ``_cli`` parses the command line and
runs the checks in order.
"""

from codeassay._validation._cli import register
from codeassay._validation._common import DEFAULT_OUT, EXIT_FAILED, TASK_VALIDATION_FILE

__all__ = ["register", "DEFAULT_OUT", "EXIT_FAILED", "TASK_VALIDATION_FILE"]
