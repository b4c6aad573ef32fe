import pytest

from solution import Pipeline


def tracer(log, name):
    def middleware(request, next_handler):
        log.append("enter " + name)
        response = next_handler(request + [name])
        log.append("exit " + name)
        return response + "<" + name
    return middleware


def test_lower_order_runs_first_and_ties_keep_registration():
    log = []
    pipeline = Pipeline(lambda req: "+".join(req))
    pipeline.use(tracer(log, "a"), order=1)
    pipeline.use(tracer(log, "b"), order=-1)
    pipeline.use(tracer(log, "c"), order=1)
    pipeline.use(tracer(log, "d"))
    result = pipeline.handle([])
    assert result == "b+d+a+c<c<a<d<b"
    assert log == ["enter b", "enter d", "enter a", "enter c", "exit c", "exit a", "exit d", "exit b"]


def test_no_middleware_calls_endpoint_and_use_returns_self():
    seen = []
    pipeline = Pipeline(lambda req: seen.append(req) or {"status": 200})
    assert pipeline.handle("ping") == {"status": 200}
    assert seen == ["ping"]
    middleware = lambda req, nxt: nxt(req)
    assert pipeline.use(middleware) is pipeline


def test_short_circuit_skips_rest_of_chain():
    calls = []

    def endpoint(req):
        calls.append("endpoint")
        return "full"

    def inner(req, nxt):
        calls.append("inner")
        return nxt(req)

    def guard(req, nxt):
        calls.append("guard")
        if req.get("user") is None:
            return "401"
        return nxt(req)

    pipeline = Pipeline(endpoint).use(inner, order=2).use(guard, order=1).use(inner, order=3)
    assert pipeline.handle({}) == "401"
    assert calls == ["guard"]
    assert pipeline.handle({"user": "ann"}) == "full"
    assert calls == ["guard", "guard", "inner", "inner", "endpoint"]
    # the endpoint must be callable even if every request would be short-circuited
    with pytest.raises(TypeError):
        Pipeline(object())


def test_middleware_can_replace_request_and_response():
    pipeline = Pipeline(lambda req: req * 10)
    pipeline.use(lambda req, nxt: nxt(req + 1) - 3)
    pipeline.use(lambda req, nxt: nxt(req * 2))
    assert pipeline.handle(4) == 97


def test_next_without_argument_forwards_same_object():
    received = []
    pipeline = Pipeline(lambda req: received.append(req) or "done")
    pipeline.use(lambda req, nxt: nxt())
    pipeline.use(lambda req, nxt: nxt())
    request = {"path": "/"}
    assert pipeline.handle(request) == "done"
    assert len(received) == 1
    assert received[0] is request
    explicit = Pipeline(lambda req: received.append(req) or "explicit")
    explicit.use(lambda req, nxt: nxt(None))
    assert explicit.handle(request) == "explicit"
    assert received[1] is None


def test_equal_order_same_callable_registered_twice():
    log = []
    pipeline = Pipeline(lambda req: str(len(req)))
    shared = tracer(log, "x")
    pipeline.use(shared, order=3).use(shared, order=3)
    assert pipeline.handle([]) == "2<x<x"
    assert log == ["enter x", "enter x", "exit x", "exit x"]


def test_calling_next_twice_raises_runtime_error():
    endpoint_calls = []

    def greedy(req, nxt):
        first = nxt(req)
        with pytest.raises(RuntimeError):
            nxt(req)
        with pytest.raises(RuntimeError):
            nxt()
        return first

    pipeline = Pipeline(lambda req: endpoint_calls.append(req) or "once")
    pipeline.use(greedy)
    assert pipeline.handle("r") == "once"
    assert endpoint_calls == ["r"]


def test_non_callable_raises_type_error():
    with pytest.raises(TypeError):
        Pipeline("not callable")
    pipeline = Pipeline(lambda req: req)
    with pytest.raises(TypeError):
        pipeline.use(42)


def test_middleware_added_during_handle_applies_next_time():
    log = []
    pipeline = Pipeline(lambda req: "end")

    def registrar(req, nxt):
        log.append("registrar")
        if len(log) == 1:
            pipeline.use(lambda r, n: log.append("late") or n(r), order=10)
        return nxt(req)

    pipeline.use(registrar)
    assert pipeline.handle("a") == "end"
    assert log == ["registrar"]
    assert pipeline.handle("b") == "end"
    assert log == ["registrar", "registrar", "late"]


def test_outer_middleware_can_catch_inner_errors():
    def endpoint(req):
        raise KeyError(req)

    def recover(req, nxt):
        try:
            return nxt(req)
        except KeyError:
            return "fallback"

    assert Pipeline(endpoint).use(recover).handle("x") == "fallback"
    with pytest.raises(KeyError):
        Pipeline(endpoint).use(lambda req, nxt: nxt(req)).handle("x")


def test_each_handle_gets_fresh_next_handlers():
    pipeline = Pipeline(lambda req: req.upper())
    pipeline.use(lambda req, nxt: nxt(req + "!"), order=1)
    added = []

    def outer(req, nxt):
        if not added:
            added.append(req)
            pipeline.use(lambda r, n: n(r + "?"), order=2)
        return "[" + nxt() + "]"

    pipeline.use(outer, order=0)
    assert pipeline.handle("hi") == "[HI!]"
    assert pipeline.handle("yo") == "[YO!?]"
    assert pipeline.handle("") == "[!?]"
    assert added == ["hi"]


def test_next_handler_with_none_passes_none():
    received = []
    pipeline = Pipeline(lambda req: received.append(req) or "ok")
    pipeline.use(lambda req, nxt: nxt(None))
    assert pipeline.handle({"path": "/"}) == "ok"
    assert received == [None]


def test_same_callable_registered_twice_runs_twice():
    endpoint_seen = []
    pipeline = Pipeline(lambda req: endpoint_seen.append(req) or req)
    bump = lambda req, nxt: nxt(req + 1) * 10
    pipeline.use(bump).use(bump).use(lambda req, nxt: nxt(req * 2))
    assert pipeline.handle(0) == 400
    assert endpoint_seen == [4]


def test_second_next_call_raises_and_does_not_rerun():
    calls = []
    errors = []

    def twice(req, nxt):
        response = nxt(req)
        try:
            nxt(req)
        except RuntimeError as exc:
            errors.append(type(exc))
        return response

    pipeline = Pipeline(lambda req: calls.append(("endpoint", req)) or "done")
    pipeline.use(twice).use(lambda req, nxt: calls.append(("inner", req)) or nxt(req), order=1)
    assert pipeline.handle("r") == "done"
    assert calls == [("inner", "r"), ("endpoint", "r")]
    assert errors == [RuntimeError]


def test_endpoint_and_middleware_must_be_callable():
    for bad in (None, 5, "handler", [len]):
        with pytest.raises(TypeError):
            Pipeline(bad)
    pipeline = Pipeline(len)
    for bad in (None, "mw", 3.0):
        with pytest.raises(TypeError):
            pipeline.use(bad, order=1)
    assert pipeline.handle("abc") == 3


def test_pipeline_handles_many_requests():
    pipeline = Pipeline(lambda req: req + ["end"])
    pipeline.use(lambda req, nxt: nxt(req + ["a"]))
    pipeline.use(lambda req, nxt: nxt() + ["b"])
    for n in range(3):
        assert pipeline.handle([n]) == [n, "a", "end", "b"]


def test_next_handler_passes_falsy_values_unchanged():
    for value in (None, 0, "", False):
        received = []
        pipeline = Pipeline(lambda req: received.append(req) or "seen")
        pipeline.use(lambda req, nxt: nxt(value))
        assert pipeline.handle("original") == "seen"
        assert received == [value]
        assert type(received[0]) is type(value)


def test_middleware_registered_during_handle_waits_for_next_request():
    log = []
    pipeline = Pipeline(lambda req: log.append("endpoint") or req)

    def registrar(req, nxt):
        log.append("registrar")
        if req == "first":
            pipeline.use(lambda r, n: log.append("late") or n(r))
        return nxt()

    pipeline.use(registrar)
    assert pipeline.handle("first") == "first"
    assert log == ["registrar", "endpoint"]
    assert pipeline.handle("second") == "second"
    assert log == ["registrar", "endpoint", "registrar", "late", "endpoint"]


def test_exception_reaches_the_caller_of_next_handler():
    calls = []
    error = KeyError("missing")

    def endpoint(req):
        calls.append("endpoint")
        raise error

    def outer(req, nxt):
        try:
            return nxt(req)
        except KeyError as exc:
            assert exc is error
            with pytest.raises(RuntimeError):
                nxt(req)
            return "recovered"

    pipeline = Pipeline(endpoint).use(outer).use(lambda req, nxt: nxt(req), order=1)
    assert pipeline.handle("x") == "recovered"
    assert calls == ["endpoint"]
    bare = Pipeline(endpoint).use(lambda req, nxt: nxt(req))
    with pytest.raises(KeyError) as info:
        bare.handle("y")
    assert info.value is error


def test_short_circuit_response_travels_back_out():
    calls = []

    def endpoint(req):
        calls.append("endpoint")
        return "fresh"

    def cache(req, nxt):
        calls.append("cache")
        return {"cached": req}

    def later(req, nxt):
        calls.append("later")
        return nxt(req)

    pipeline = Pipeline(endpoint).use(later, order=5).use(cache).use(lambda req, nxt: ("outer", nxt(req)), order=-1)
    assert pipeline.handle("k") == ("outer", {"cached": "k"})
    assert calls == ["cache"]
