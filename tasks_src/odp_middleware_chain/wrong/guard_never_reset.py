"""A middleware pipeline (chain of responsibility) around an endpoint."""

_SAME = object()


class Pipeline:
    def __init__(self, endpoint):
        if not callable(endpoint):
            raise TypeError("endpoint must be callable")
        self._endpoint = endpoint
        self._middleware = []
        self._used = set()

    def use(self, middleware, *, order=0):
        if not callable(middleware):
            raise TypeError("middleware must be callable")
        self._middleware.append((order, middleware))
        return self

    def handle(self, request):
        # Snapshot the chain; sorted() is stable, so equal orders keep registration order.
        chain = [mw for _, mw in sorted(self._middleware, key=lambda entry: entry[0])]

        def dispatch(index, req):
            if index == len(chain):
                return self._endpoint(req)

            def next_handler(next_request=_SAME):
                if index in self._used:
                    raise RuntimeError("next_handler called twice")
                self._used.add(index)
                return dispatch(index + 1, req if next_request is _SAME else next_request)

            return chain[index](req, next_handler)

        return dispatch(0, request)
