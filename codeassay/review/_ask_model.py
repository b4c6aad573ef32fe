"""Model reviewers: the same questionnaire put to a model through the OpenAI-compatible client.

One conversation per solution: the model gets the reviewer's brief, the solution's
README and files, the statements with their ids and the scale, and must answer with one
JSON object (optionally inside a ```json fence)::

    {"ratings": {"names": 4, "formatting": 5, ...}, "comment": "optional text"}

or ``{"refused": "why"}`` to decline. The answer is parsed strictly: every statement id
exactly once, each an integer on the scale, nothing else. A refusal (or an empty or
filtered response) is stored as ``refused``, anything else that does not parse as
``unparsable``, with the raw text kept either way. Answers are stored as a participant
of kind ``model`` named after the model, so the analysis never mixes them with people.
Calls use the run configuration's endpoint, key, parameters and retries (see
``codeassay generate``); its ``prompt`` field is not used here.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from codeassay.review._defaults import MAX_COMMENT_CHARS
from codeassay.review._instrument import Instrument
from codeassay.review._storage import PageStatus, ResponseStore, solution_page
from codeassay.review._study import Solution, Study

__all__ = ["ask_model", "parse_model_answer", "AskSummary", "reviewer_messages", "REVIEWER_SYSTEM_MESSAGE"]

REVIEWER_SYSTEM_MESSAGE = (
    "You are an experienced software developer reviewing a colleague's code. Judge it as you would in a "
    "code review: readability, structure, comments and documentation, and how easy it would be to use, "
    "change and test. Answer only in the JSON form you are asked for.")
_FENCE = re.compile(r"^\s*```(?:json)?\s*\n(.*?)\n?```\s*$", re.DOTALL)
#: A call that the endpoint filtered is a refusal, not an unreadable answer.
_FILTERED = "content_filter"


@dataclass(frozen=True)
class AskSummary:
    """What a model review run stored: one rater per repeat, one page per solution."""

    rater: str
    raters: int
    answered: int
    refused: int
    unparsable: int
    failed_calls: int
    participants: tuple[int, ...] = field(default_factory=tuple)

    def __str__(self) -> str:
        return (f"{self.rater}: {self.raters} review(s) stored; pages answered {self.answered}, refused "
                f"{self.refused}, unparsable {self.unparsable}; calls failed after retries {self.failed_calls}")


def reviewer_messages(instrument: Instrument, solution: Solution) -> list[dict]:
    """The conversation that asks a model to review one solution."""
    files = []
    if solution.readme is not None:
        files.append(f"### {solution.readme.path}\n```\n{solution.readme.text}\n```")
    files += [f"### {f.path}\n```\n{f.text}\n```" for f in solution.files]
    scale = "\n".join(f"{i} = {label}" for i, label in enumerate(instrument.scale, start=1))
    statements = "\n".join(f'- "{s.id}": {s.text}' for _, s in instrument.statements())
    comment = (f'\nAdd "comment" with anything else a reviewer should know (at most {MAX_COMMENT_CHARS} '
               "characters), or leave it out.") if instrument.comment else ""
    user = (f"{instrument.texts['introduction']}\n\nHere is the program to review.\n\n" + "\n\n".join(files) +
            f"\n\nRate how far you agree with each statement on this scale:\n{scale}\n\nStatements (id: text):\n"
            f"{statements}\n\nAnswer with one JSON object and nothing else: "
            '{"ratings": {"<id>": <integer>, ...}} with every id above exactly once.' + comment +
            '\nIf you will not review this code, answer {"refused": "<your reason>"} instead.')
    return [{"role": "system", "content": REVIEWER_SYSTEM_MESSAGE}, {"role": "user", "content": user}]


def parse_model_answer(text: str, instrument: Instrument) -> tuple[PageStatus, dict[str, str], str]:
    """(status, answers to store, reason) of a model's answer, parsed strictly."""
    body = text.strip()
    fenced = _FENCE.match(body)
    if fenced:
        body = fenced.group(1).strip()
    if not body:
        return "refused", {}, "empty answer"
    try:
        data = json.loads(body)
    except ValueError:
        return "unparsable", {}, "not one JSON object"
    if not isinstance(data, dict):
        return "unparsable", {}, "not a JSON object"
    if set(data) == {"refused"}:
        return "refused", {}, str(data["refused"])[:MAX_COMMENT_CHARS]
    allowed = {"ratings", "comment"} if instrument.comment else {"ratings"}
    if not set(data) <= allowed or "ratings" not in data:
        return "unparsable", {}, f"keys must be {sorted(allowed)}, got {sorted(data)}"
    ratings = data["ratings"]
    ids = [s.id for _, s in instrument.statements()]
    if not isinstance(ratings, dict) or sorted(ratings) != sorted(ids):
        got = sorted(ratings) if isinstance(ratings, dict) else type(ratings).__name__
        return "unparsable", {}, f"ratings must name every statement once; got {got}"
    answers: dict[str, str] = {}
    for sid in ids:
        value = ratings[sid]
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= len(instrument.scale):
            return "unparsable", {}, f"rating of {sid!r} must be an integer from 1 to {len(instrument.scale)}"
        answers[sid] = str(value)
    comment = data.get("comment")
    if comment is not None and not isinstance(comment, str):
        return "unparsable", {}, "comment must be a text"
    if comment and comment.strip():
        answers["comment"] = comment.strip()[:MAX_COMMENT_CHARS]
    return "answered", answers, ""


def ask_model(study: Study, store: ResponseStore, config: str | Path, *, repeats: int = 1) -> AskSummary:
    """Ask the configured model to review every solution, ``repeats`` times; store the answers."""
    from codeassay._endpoint import RETRY_BACKOFF_S, call, make_client
    from codeassay._generate import load_config

    run = load_config(config)
    client = make_client(run)
    counts: dict[str, int] = {"answered": 0, "refused": 0, "unparsable": 0}
    failed = 0
    participants = []
    for _ in range(repeats):
        participant, _token = store.new_participant([s.id for s in study.solutions], kind="model", rater=run.model)
        participants.append(participant.id)
        complete = True
        for solution in study.solutions:
            record = call(client, run, solution.id, 1, reviewer_messages(study.instrument, solution),
                          RETRY_BACKOFF_S)
            if not record.get("ok"):
                # Not an answer: nothing is stored for this page, so the review stays incomplete.
                failed += 1
                complete = False
                continue
            content = record.get("content") or ""
            if record.get("finish_reason") == _FILTERED:
                status, answers, reason = "refused", {}, "filtered by the endpoint"
            else:
                status, answers, reason = parse_model_answer(content, study.instrument)
            raw = content if not reason else f"{content}\n\n[{status}: {reason}]"
            store.save_page(participant.id, solution_page(solution.id), answers, status=status, raw=raw)
            counts[status] += 1
        if complete:
            store.finish(participant.id)
    return AskSummary(run.model, repeats, counts["answered"], counts["refused"], counts["unparsable"], failed,
                      tuple(participants))
