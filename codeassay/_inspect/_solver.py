"""The paper's protocol as an Inspect solver: one generation, the public suite, one repair.

The steps are :mod:`codeassay._protocol`'s, the same functions ``codeassay generate``
calls: the sample's input is :func:`~codeassay._protocol.first_messages`; the program is
:func:`~codeassay._protocol.extract_code`'s; it runs against the complete public suite
in CodeAssay's sandbox; if it fails (and ``repair`` is on) the conversation is replaced by
:func:`~codeassay._protocol.repair_messages` (the original prompt with the end of the
public run's pytest output appended: the model does not see its first answer) and the
model is called once more. There is no third attempt.

What the solver learns is kept in the sample's store as a :class:`ProtocolRecord`, which
the scorer reads. Everything the solver touches comes from the sample's metadata, a row
of the ``tasks`` config: it cannot see a hidden test.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import anyio
from inspect_ai.model import ChatMessage, ChatMessageSystem, ChatMessageUser
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.util import StoreModel
from pydantic import Field

from codeassay._inspect._sandbox import shared_pool
from codeassay._protocol import (
    PromptKind,
    extract_code,
    public_failure_report,
    public_run_request,
    repair_messages,
    system_message,
)

__all__ = ["ProtocolRecord", "protocol", "chat_messages"]

#: Inspect's stop reason for a response cut at the output-token limit.
_TRUNCATED = "max_tokens"


class ProtocolRecord(StoreModel):
    """What the protocol did for one sample (kept in the sample's store, so in the log).

    ``program`` is the scored program: the repaired one when a repair was made, else the
    first. ``report`` is the failure report the repair prompt quoted; it comes from the
    public suite only. ``public_*`` describe the first program's public run.
    """

    first_program: str = Field(default="")
    first_extraction: str = Field(default="")
    first_truncated: bool = Field(default=False)
    public_passed: bool | None = Field(default=None)
    public_status: str = Field(default="")
    public_failed_tests: list[str] = Field(default_factory=list)
    report: str = Field(default="")
    repaired: bool = Field(default=False)
    repair_extraction: str = Field(default="")
    repair_truncated: bool = Field(default=False)
    program: str = Field(default="")


def chat_messages(messages: Sequence[Mapping[str, str]]) -> list[ChatMessage]:
    """The protocol's messages (OpenAI chat format) as Inspect chat messages."""
    kinds = {"system": ChatMessageSystem, "user": ChatMessageUser}
    return [kinds[m["role"]](content=m["content"]) for m in messages]


@solver
def protocol(prompt: PromptKind = "standard", repair: bool = True,
             workers: int | None = None) -> Solver:
    """CodeAssay's generation protocol: first program, complete public suite, one repair.

    Args:
        prompt: ``standard`` or ``security``; it must be the prompt the samples' input
            was built with (the task passes the same value to both).
        repair: Make the one repair call when the first program fails the public suite.
        workers: Sandbox workers of this process (default: one per CPU); the first
            value a process sees is kept.
    """
    system_message(prompt)  # an unknown prompt kind fails here, before any call is paid for

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        task = state.metadata
        record = state.store_as(ProtocolRecord)
        state = await generate(state)
        first = extract_code(state.output.completion, task["entry_point"])
        record.first_program = record.program = first.code
        record.first_extraction = first.kind
        record.first_truncated = state.output.stop_reason == _TRUNCATED
        pool = shared_pool(workers)
        result = await anyio.to_thread.run_sync(pool.run_one, public_run_request(task, first.code))
        record.public_passed = result.passed
        record.public_status = result.status
        record.public_failed_tests = list(result.failed_tests)
        if result.passed or not repair:
            return state
        record.report = public_failure_report(result)
        state.messages = chat_messages(repair_messages(task, prompt, record.report))
        state = await generate(state)
        second = extract_code(state.output.completion, task["entry_point"])
        record.program = second.code
        record.repaired = True
        record.repair_extraction = second.kind
        record.repair_truncated = state.output.stop_reason == _TRUNCATED
        return state

    return solve
