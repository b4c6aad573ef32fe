"""The web app's guards: CSRF tokens, request-size and rate bounds, response headers.

CSRF uses a double-submit cookie bound by an HMAC: the browser holds a random value in
an HttpOnly, SameSite=Strict cookie and every form carries HMAC(secret, value). A page of
another site can make the browser send the cookie (or, with SameSite, cannot) but can
never read it or compute the matching form field, so its posts are refused.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections import deque

from codeassay.review._defaults import MAX_BODY_BYTES

__all__ = ["CSRF_COOKIE", "CSRF_FIELD", "csrf_token", "csrf_valid", "new_csrf_cookie", "RateLimiter",
           "BodyLimitMiddleware", "SECURITY_HEADERS", "same_secret"]

CSRF_COOKIE = "codeassay_csrf"
CSRF_FIELD = "csrf_token"
#: No script, no frame, no referrer (the resume token is in the address), nothing from elsewhere.
SECURITY_HEADERS = {
    "content-security-policy": "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
                               "frame-ancestors 'none'; base-uri 'none'",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}


def new_csrf_cookie() -> str:
    """A fresh random cookie value."""
    return secrets.token_urlsafe(24)


def csrf_token(secret: bytes, cookie: str) -> str:
    """The form field matching a cookie value."""
    return hmac.new(secret, b"csrf:" + cookie.encode("utf-8"), hashlib.sha256).hexdigest()


def csrf_valid(secret: bytes, cookie: str | None, field: str | None) -> bool:
    """Whether a post's form field matches its cookie (constant-time comparison)."""
    if not cookie or not field:
        return False
    return hmac.compare_digest(csrf_token(secret, cookie), field)


def same_secret(given: str | None, expected: str) -> bool:
    """Constant-time comparison of a presented token with the expected one."""
    return given is not None and hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


class RateLimiter:
    """At most ``limit`` events per key in any sliding window of ``window_s`` seconds."""

    def __init__(self, limit: int, window_s: float, clock=time.monotonic) -> None:
        self.limit, self.window_s, self._clock = limit, window_s, clock
        self._events: dict[str, deque] = {}
        self._lock = threading.Lock()

    def allow(self, key: str) -> bool:
        """Count one event for ``key``; False (and not counted) when it would exceed the limit."""
        now = self._clock()
        with self._lock:
            events = self._events.setdefault(key, deque())
            while events and events[0] <= now - self.window_s:
                events.popleft()
            if len(events) >= self.limit:
                return False
            events.append(now)
            if len(self._events) > 10_000:
                # Forget idle keys so a stream of addresses cannot grow the table without end.
                for stale in [k for k, q in self._events.items() if not q or q[-1] <= now - self.window_s]:
                    del self._events[stale]
            return True


class _TooLarge(Exception):
    pass


class BodyLimitMiddleware:
    """Refuse request bodies over ``limit`` bytes with 413, whether announced or streamed."""

    def __init__(self, app, limit: int = MAX_BODY_BYTES) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        length = headers.get(b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.limit):
            await _plain(send, 413, "request too large")
            return
        seen = 0
        started = False

        async def counted_receive():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge
            return message

        async def tracked_send(message):
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted_receive, tracked_send)
        except _TooLarge:
            if not started:
                await _plain(send, 413, "request too large")


async def _plain(send, status: int, text: str) -> None:
    body = text.encode("utf-8")
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
