# blind: correct
from typing import Any, Callable

_MISSING = object()


class Pipeline:
    def __init__(self, endpoint: Callable[[Any], Any]) -> None:
        if not callable(endpoint):
            raise TypeError("endpoint must be callable")
        self._endpoint = endpoint
        self._links = []
        self._seq = 0

    def use(self, middleware, *, order: int = 0) -> "Pipeline":
        if not callable(middleware):
            raise TypeError("middleware must be callable")
        self._seq += 1
        self._links.append((order, self._seq, middleware))
        return self

    def handle(self, request: Any) -> Any:
        chain = [mw for _o, _s, mw in sorted(self._links, key=lambda t: (t[0], t[1]))]
        endpoint = self._endpoint

        def call_link(i, req):
            if i == len(chain):
                return endpoint(req)
            called = [False]

            def next_handler(new_request=_MISSING):
                if called[0]:
                    raise RuntimeError("next_handler called more than once")
                called[0] = True
                nxt = req if new_request is _MISSING else new_request
                return call_link(i + 1, nxt)

            return chain[i](req, next_handler)

        return call_link(0, request)
