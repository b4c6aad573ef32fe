"""The OpenAI-compatible endpoint: a client built from a run configuration, and one
call with bounded, logged retries.

Used by every command that talks to a model (``codeassay generate``, ``codeassay project
generate|evaluate``, ``codeassay review ask-model``), so retries, timeouts and the
record of each call are the same everywhere.
"""

from __future__ import annotations

import os
import random
import time
from importlib import metadata

from codeassay._protocol import GenerationError
from codeassay._runfolder import now, record_key

__all__ = ["make_client", "call", "client_version", "RETRY_BACKOFF_S", "RETRY_BACKOFF_MAX_S", "RETRY_JITTER"]

#: First wait before a retry; it doubles on each retry, with jitter, up to the maximum.
RETRY_BACKOFF_S = 2.0
RETRY_BACKOFF_MAX_S = 60.0
#: Each wait is lengthened by up to this fraction, at random.
RETRY_JITTER = 0.25
#: HTTP statuses worth a retry besides every 5xx: request timeout, conflict, rate limit.
_RETRY_STATUSES = (408, 409, 429)
_SERVER_ERROR = 500


def client_version() -> str:
    """The installed openai package's version, recorded with every run."""
    try:
        return metadata.version("openai")
    except metadata.PackageNotFoundError:  # pragma: no cover - openai is a dependency
        return "not installed"


def make_client(config):
    """An ``openai.OpenAI`` client for a run configuration (its own retries switched off)."""
    import openai

    if config.api_key_env is None:
        # Local servers (vLLM, Ollama, llama.cpp) take any key; the client insists on one.
        api_key = "unused"
    else:
        api_key = os.environ.get(config.api_key_env, "")
        if not api_key:
            raise GenerationError(f"{config.source}: api_key_env: the environment variable "
                                  f"{config.api_key_env} is not set (it must hold the API key)")
    kwargs: dict = {"api_key": api_key, "timeout": config.timeout_s, "max_retries": 0}
    if config.base_url is not None:
        kwargs["base_url"] = config.base_url
    # Retries are ours (bounded, logged per call), so the client's own are switched off.
    return openai.OpenAI(**kwargs)


def _retry_after(exc: Exception) -> float | None:
    response = getattr(exc, "response", None)
    value = response.headers.get("retry-after") if response is not None else None
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


def call(client, config, task_id: str, attempt: int, messages: list[dict],
         backoff_s: float) -> dict:
    """One call with bounded retries; returns the record written to ``calls.jsonl``."""
    import openai

    params = {**config.request_parameters(), "messages": messages}
    errors: list[str] = []
    started = time.monotonic()
    record = {"key": record_key(task_id, attempt), "task_id": task_id, "attempt": attempt, "time": now(),
              "request": params}
    for tries in range(1, config.retries + 2):
        try:
            response = client.chat.completions.create(**params)
        except (openai.AuthenticationError, openai.PermissionDeniedError,
                openai.NotFoundError) as exc:
            # The key, the model id or the URL is wrong: every other call would fail alike.
            raise GenerationError(f"{config.source}: the endpoint refused the request "
                                  f"(HTTP {exc.status_code}): {exc.message}") from None
        except openai.APIError as exc:
            # Timeouts, lost connections, rate limits and server errors pass; anything
            # else (a 400 for this prompt, say) would fail again the same way.
            status = getattr(exc, "status_code", None)
            retryable = isinstance(exc, openai.APIConnectionError) or status in _RETRY_STATUSES \
                or (status is not None and status >= _SERVER_ERROR)
            http = f" (HTTP {status})" if status else ""
            errors.append(f"{type(exc).__name__}{http}: {exc}")
            if not retryable or tries > config.retries:
                break
            # Jitter spreads the retries of concurrent calls that hit the same limit.
            wait = min(RETRY_BACKOFF_MAX_S, backoff_s * 2 ** (tries - 1))
            wait *= 1 + RETRY_JITTER * random.random()
            hinted = _retry_after(exc)
            time.sleep(min(RETRY_BACKOFF_MAX_S, max(wait, hinted or 0.0)))
            continue
        choice = response.choices[0] if response.choices else None
        message = choice.message if choice is not None else None
        content = message.content if message is not None else None
        finish = choice.finish_reason if choice is not None else None
        usage = response.usage.model_dump(mode="json") if response.usage is not None else None
        record.update(ok=True, tries=tries, errors=errors,
                      latency_s=round(time.monotonic() - started, 3),
                      response=response.model_dump(mode="json"), content=content or "",
                      finish_reason=finish, truncated=finish == "length", usage=usage)
        return record
    record.update(ok=False, tries=len(errors), errors=errors,
                  error=errors[-1] if errors else "no response",
                  latency_s=round(time.monotonic() - started, 3), response=None)
    return record
