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

    pipeline = Pipeline(endpoint).use(inner, order=2).use(guard, order=1)
    assert pipeline.handle({}) == "401"
    assert calls == ["guard"]
    assert pipeline.handle({"user": "ann"}) == "full"
    assert calls == ["guard", "guard", "inner", "endpoint"]


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
    pipeline.use(lambda req, nxt: "[" + nxt() + "]", order=0)
    assert pipeline.handle("hi") == "[HI!]"
    assert pipeline.handle("yo") == "[YO!]"
    assert pipeline.handle("") == "[!]"
