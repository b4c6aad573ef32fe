"""The questionnaire as a web app (Starlette, Jinja2 templates, served by uvicorn).

Pages, in order: introduction and consent; the optional profile; one page per solution
(its README and files, highlighted, then one grid of statements per category and a
comment box); the closing choice; a thank-you page. Each participant gets the solutions
in their own random order, recorded with their answers, and a resume link whose token
is the only key to their answers. Every page works without JavaScript (the pages carry
none, and the content security policy forbids it) and on a narrow screen.

Organiser pages (``/organiser``) show progress and the comments and offer the export;
they need the organiser token, as a form login (a cookie) or an ``Authorization: Bearer``
header.
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import secrets
from dataclasses import dataclass
from pathlib import Path

from codeassay.review._code import highlight, pygments_css
from codeassay.review._defaults import (
    MAX_BODY_BYTES,
    MAX_COMMENT_CHARS,
    RATE_WINDOW_S,
    REQUEST_RATE_PER_MINUTE,
    START_RATE_PER_MINUTE,
)
from codeassay.review._export import EXPORT_TABLES, export_tables
from codeassay.review._group_commit import GroupCommit
from codeassay.review._security import (
    CSRF_COOKIE,
    CSRF_FIELD,
    SECURITY_HEADERS,
    BodyLimitMiddleware,
    RateLimiter,
    csrf_token,
    csrf_valid,
    new_csrf_cookie,
    same_secret,
)
from codeassay.review._storage import CHOICE_PAGE, PROFILE_PAGE, Participant, ResponseStore, solution_page
from codeassay.review._study import Study
from evaluation import MissingDependencyError

__all__ = ["create_app", "Limits", "ORGANISER_COOKIE", "page_sequence"]

ORGANISER_COOKIE = "codeassay_organiser"
_HERE = Path(__file__).parent
_STATEMENT = "st:"
_PROFILE = "pq:"


@dataclass(frozen=True)
class Limits:
    """Bounds of the server: body size and, per client address, requests and new participants."""

    max_body_bytes: int = MAX_BODY_BYTES
    requests_per_window: int = REQUEST_RATE_PER_MINUTE
    starts_per_window: int = START_RATE_PER_MINUTE
    window_s: float = RATE_WINDOW_S


def page_sequence(study: Study) -> list[str]:
    """The pages after the consent, by their path part: ``profile``, ``s/1`` ..., ``choice``."""
    pages = ["profile"] if study.instrument.profile else []
    pages += [f"s/{n}" for n in range(1, len(study.solutions) + 1)]
    if study.instrument.choice and len(study.solutions) > 1:
        pages.append("choice")
    return pages


def create_app(study: Study, store: ResponseStore, *, limits: Limits = Limits()):
    """The Starlette application of one study over one responses store."""
    try:
        from jinja2 import Environment, FileSystemLoader, select_autoescape
        from starlette.applications import Starlette
        from starlette.concurrency import run_in_threadpool
        from starlette.middleware import Middleware
        from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
        from starlette.routing import Mount, Route
        from starlette.staticfiles import StaticFiles
    except ImportError as exc:
        raise MissingDependencyError(exc.name or "starlette", "review", "the review web app") from None

    env = Environment(loader=FileSystemLoader(_HERE / "templates"), autoescape=select_autoescape(default=True),
                      trim_blocks=True, lstrip_blocks=True)
    ins = study.instrument
    pages = page_sequence(study)
    requests = RateLimiter(limits.requests_per_window, limits.window_s)
    starts = RateLimiter(limits.starts_per_window, limits.window_s)
    rng = secrets.SystemRandom()
    # Rendering a file is the costly part of a page: do it once, before the first visitor.
    rendered = {s.id: {"readme": highlight(s.readme) if s.readme else None,
                       "files": [(f.path, highlight(f)) for f in s.files]} for s in study.solutions}
    fieldsets = _statement_fieldsets(env, ins)
    organiser_mark = hmac.new(store.secret, b"organiser:" + store.organiser_token.encode(),
                              hashlib.sha256).hexdigest()

    def render(request, template: str, status: int = 200, **context) -> HTMLResponse:
        cookie = request.cookies.get(CSRF_COOKIE)
        fresh = cookie is None
        cookie = cookie or new_csrf_cookie()
        html = env.get_template(template).render(texts=ins.texts, csrf_field=CSRF_FIELD,
                                                 csrf=csrf_token(store.secret, cookie),
                                                 max_comment=MAX_COMMENT_CHARS, **context)
        response = HTMLResponse(html, status_code=status)
        if fresh:
            response.set_cookie(CSRF_COOKIE, cookie, httponly=True, samesite="strict", path="/")
        return response

    def message(request, title: str, text: str, status: int) -> HTMLResponse:
        return render(request, "message.html", status=status, title=title, text=text)

    async def form_of(request):
        """The posted form, or None when its CSRF field does not match the cookie."""
        form = await request.form()
        if not csrf_valid(store.secret, request.cookies.get(CSRF_COOKIE), form.get(CSRF_FIELD)):
            return None
        return form

    def refused(request) -> HTMLResponse:
        return message(request, "Form expired", "This form could not be accepted (its security token is "
                       "missing or does not match). Go back, reload the page and submit it again.", 403)

    # A commit waits for the disk: never on the event loop, where it would hold up every
    # other participant's request, and shared by the writes that arrive together. Reads
    # stay on the loop: in WAL mode they never wait for the writer, and a lookup
    # (microseconds) costs far less than the trip to a worker thread and back.
    write = GroupCommit(store).write

    def who(request) -> Participant | None:
        return store.participant(request.path_params["token"])

    def resume_url(request, token: str) -> str:
        return str(request.url_for("resume", token=token))

    def next_page(participant: Participant) -> str:
        saved = store.saved_pages(participant.id)
        for page in pages:
            if _stored_name(page, participant) not in saved:
                return page
        return "done"

    def _stored_name(page: str, participant: Participant) -> str:
        if page.startswith("s/"):
            return solution_page(participant.order[int(page[2:]) - 1])
        return PROFILE_PAGE if page == "profile" else CHOICE_PAGE

    def page_context(request, participant: Participant, page: str, token: str) -> dict:
        index = pages.index(page)
        previous = pages[index - 1] if index else None
        return {"token": token, "step": index + 1, "steps": len(pages), "resume": resume_url(request, token),
                "previous": f"/p/{token}/{previous}" if previous else None, "action": f"/p/{token}/{page}"}

    # --- participant pages -----------------------------------------------------------

    async def intro(request):
        return render(request, "intro.html", solutions=len(study.solutions))

    async def start(request):
        if not starts.allow(_client(request.scope)):
            return _too_many(Response)
        form = await form_of(request)
        if form is None:
            return refused(request)
        if form.get("consent") != "yes":
            return render(request, "intro.html", status=422, solutions=len(study.solutions),
                          error="Please tick the box to say you agree before starting.")
        order = [s.id for s in study.solutions]
        rng.shuffle(order)
        _, token = await write(lambda w: w.new_participant(order))
        return RedirectResponse(f"/p/{token}", status_code=303)

    async def resume(request):
        participant = who(request)
        if participant is None:
            return _unknown(request)
        return RedirectResponse(f"/p/{request.path_params['token']}/{next_page(participant)}",
                                status_code=303)

    async def profile(request):
        participant, token = who(request), request.path_params["token"]
        if participant is None or "profile" not in pages:
            return _unknown(request)
        if request.method == "POST":
            form = await form_of(request)
            if form is None:
                return refused(request)
            answers = {}
            for q in ins.profile:
                value = form.get(_PROFILE + q.id, "")
                if value in q.options:
                    answers[q.id] = value
            await write(lambda w: w.save_page(participant.id, PROFILE_PAGE, answers))
            return RedirectResponse(f"/p/{token}/{next_page(participant)}", status_code=303)
        saved = store.page_answers(participant.id, PROFILE_PAGE)
        return render(request, "profile.html", questions=ins.profile, saved=saved,
                      **page_context(request, participant, "profile", token))

    async def solution(request):
        participant, token = who(request), request.path_params["token"]
        number = request.path_params["number"]
        if participant is None or not 1 <= number <= len(participant.order):
            return _unknown(request)
        sid = participant.order[number - 1]
        page = f"s/{number}"
        errors: list[str] = []
        saved = store.page_answers(participant.id, solution_page(sid))
        if request.method == "POST":
            form = await form_of(request)
            if form is None:
                return refused(request)
            answers, errors = _likert_answers(form)
            comment = (form.get("comment") or "").strip()
            if ins.comment and comment:
                answers["comment"] = comment[:MAX_COMMENT_CHARS]
            if not errors:
                await write(lambda w: w.save_page(participant.id, solution_page(sid), answers))
                return RedirectResponse(f"/p/{token}/{next_page(participant)}", status_code=303)
            saved = answers
        chosen = study.solution(sid)
        return render(request, "solution.html", status=422 if errors else 200, number=number,
                      model=chosen.model if study.show_models else None, code=rendered[sid],
                      categories=ins.categories, fieldsets=fieldsets, saved=saved, errors=errors,
                      comment=ins.comment,
                      **page_context(request, participant, page, token))

    def _likert_answers(form) -> tuple[dict, list[str]]:
        answers, missing = {}, []
        for _, s in ins.statements():
            value = form.get(_STATEMENT + s.id, "")
            if value.isdigit() and 1 <= int(value) <= len(ins.scale):
                answers[s.id] = str(int(value))
            else:
                missing.append(s.text)
        errors = [f"Please choose an answer for: {text}" for text in missing]
        return answers, errors

    async def choice(request):
        participant, token = who(request), request.path_params["token"]
        if participant is None or "choice" not in pages:
            return _unknown(request)
        if request.method == "POST":
            form = await form_of(request)
            if form is None:
                return refused(request)
            # The form names solutions by the number the participant saw, never by id:
            # an id (often a model's name) in the page source would unblind the study.
            value = form.get("choice", "")
            number = int(value) if value.isdigit() else 0
            answers = {"choice": participant.order[number - 1]} if 1 <= number <= len(participant.order) else {}
            await write(lambda w: w.save_page(participant.id, CHOICE_PAGE, answers))
            return RedirectResponse(f"/p/{token}/{next_page(participant)}", status_code=303)
        saved = store.page_answers(participant.id, CHOICE_PAGE)
        chosen = participant.order.index(saved["choice"]) + 1 if saved.get("choice") in participant.order else None
        return render(request, "choice.html", options=range(1, len(participant.order) + 1), chosen=chosen,
                      **page_context(request, participant, "choice", token))

    async def done(request):
        participant, token = who(request), request.path_params["token"]
        if participant is None:
            return _unknown(request)
        missing = next_page(participant)
        if missing != "done":
            return RedirectResponse(f"/p/{token}/{missing}", status_code=303)
        if not participant.finished:
            await write(lambda w: w.finish(participant.id))
        return render(request, "done.html", resume=resume_url(request, token))

    def _unknown(request) -> HTMLResponse:
        return message(request, "Page not found", "This link is not known. Check that you copied the whole "
                       "address of your resume link.", 404)

    # --- organiser pages -------------------------------------------------------------

    def organiser_ok(request) -> bool:
        header = request.headers.get("authorization", "")
        if header.lower().startswith("bearer ") and same_secret(header[7:].strip(), store.organiser_token):
            return True
        return same_secret(request.cookies.get(ORGANISER_COOKIE), organiser_mark)

    async def organiser(request):
        if request.method == "POST":
            form = await form_of(request)
            if form is None:
                return refused(request)
            if not same_secret(form.get("token"), store.organiser_token):
                return render(request, "organiser_login.html", status=403, error="That token is not right.")
            response = RedirectResponse("/organiser", status_code=303)
            response.set_cookie(ORGANISER_COOKIE, organiser_mark, httponly=True, samesite="strict",
                                path="/organiser")
            return response
        if not organiser_ok(request):
            return render(request, "organiser_login.html", status=401)
        tables = await run_in_threadpool(export_tables, study, store)
        return render(request, "organiser.html", counts=store.counts(), tables=EXPORT_TABLES,
                      comments=tables["comments"], ratings=len(tables["ratings"]))

    async def export(request):
        if not organiser_ok(request):
            return PlainTextResponse("the organiser token is needed", status_code=401)
        name = request.path_params["name"]
        if name not in EXPORT_TABLES:
            return PlainTextResponse("no such table", status_code=404)
        rows = (await run_in_threadpool(export_tables, study, store))[name]
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=EXPORT_TABLES[name], lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        return Response(buffer.getvalue(), media_type="text/csv; charset=utf-8",
                        headers={"content-disposition": f'attachment; filename="{name}.csv"'})

    async def pygments(request):
        return Response(pygments_css(), media_type="text/css")

    def _too_many(response_class):
        return response_class("too many requests; wait a minute and try again", status_code=429,
                              headers={"retry-after": str(int(limits.window_s))}, media_type="text/plain")

    routes = [
        Route("/", intro, methods=["GET"]),
        Route("/start", start, methods=["POST"]),
        Route("/p/{token}", resume, methods=["GET"], name="resume"),
        Route("/p/{token}/profile", profile, methods=["GET", "POST"]),
        Route("/p/{token}/s/{number:int}", solution, methods=["GET", "POST"]),
        Route("/p/{token}/choice", choice, methods=["GET", "POST"]),
        Route("/p/{token}/done", done, methods=["GET"]),
        Route("/organiser", organiser, methods=["GET", "POST"]),
        Route("/organiser/export/{name}.csv", export, methods=["GET"]),
        Route("/static/pygments.css", pygments, methods=["GET"]),
        Mount("/static", StaticFiles(directory=_HERE / "static"), name="static"),
    ]

    class _Guard:
        """Rate bound per client address and the security headers on every response."""

        def __init__(self, app) -> None:
            self.app = app

        async def __call__(self, scope, receive, send) -> None:
            if scope["type"] != "http":
                await self.app(scope, receive, send)
                return
            if not requests.allow(_client(scope)):
                await _too_many(PlainTextResponse)(scope, receive, send)
                return

            async def with_headers(message):
                if message["type"] == "http.response.start":
                    message.setdefault("headers", [])
                    message["headers"] = list(message["headers"]) + [
                        (k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]
                await send(message)

            await self.app(scope, receive, with_headers)

    middleware = [Middleware(_Guard), Middleware(BodyLimitMiddleware, limit=limits.max_body_bytes)]
    return Starlette(routes=routes, middleware=middleware)


def _statement_fieldsets(env, ins) -> dict[str, dict[str, str]]:
    """Each statement's scale as HTML, keyed by the saved answer ("" for none)."""
    macro = env.get_template("_statement.html").module.statement_fieldset
    answers = [""] + [str(n) for n in range(1, len(ins.scale) + 1)]
    return {s.id: {a: macro(s, ins.scale, _STATEMENT, a) for a in answers} for _, s in ins.statements()}


def _client(scope) -> str:
    """The client address the rate limits count by ("unknown" when the server gives none)."""
    return (scope.get("client") or ("unknown", 0))[0]
