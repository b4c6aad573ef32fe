# blind: R13 - keyword arguments are written in call order, not sorted by name
# differs on: r=CallRecorder(); r(); r.assert_called_with(z=1, b=2) -> message must contain call(b=2, z=1)


def _is_exc(x):
    return isinstance(x, BaseException) or (isinstance(x, type) and issubclass(x, BaseException))


def _fmt(args, kwargs):
    parts = [repr(a) for a in args]
    parts += ["%s=%r" % (k, kwargs[k]) for k in kwargs]
    return "call(" + ", ".join(parts) + ")"


class CallRecorder:
    def __init__(self, return_value: object = None, side_effect: object = None) -> None:
        if side_effect is None or _is_exc(side_effect):
            pass
        elif isinstance(side_effect, (list, tuple)):
            side_effect = list(side_effect)
        elif callable(side_effect):
            pass
        else:
            raise TypeError("invalid side_effect")
        self.return_value = return_value
        self._side_effect = side_effect
        self._pos = 0
        self._calls = []

    def __call__(self, *args, **kwargs):
        self._calls.append((tuple(args), dict(kwargs)))
        se = self._side_effect
        if se is None:
            return self.return_value
        if _is_exc(se):
            raise se
        if isinstance(se, list):
            if self._pos >= len(se):
                raise IndexError("side_effect exhausted")
            item = se[self._pos]
            self._pos += 1
            if _is_exc(item):
                raise item
            return item
        return se(*args, **kwargs)

    @property
    def calls(self):
        return list(self._calls)

    @property
    def call_count(self):
        return len(self._calls)

    def assert_called_with(self, *args, **kwargs):
        expected = _fmt(args, kwargs)
        if not self._calls:
            raise AssertionError("expected %s, not called" % expected)
        la, lk = self._calls[-1]
        if la != tuple(args) or lk != kwargs:
            raise AssertionError("expected %s, last call was %s" % (expected, _fmt(la, lk)))
        return None

    def assert_called_once_with(self, *args, **kwargs):
        n = len(self._calls)
        if n != 1:
            raise AssertionError("expected to be called once, called %d times" % n)
        return self.assert_called_with(*args, **kwargs)

    def assert_any_call(self, *args, **kwargs):
        expected = _fmt(args, kwargs)
        for a, k in self._calls:
            if a == tuple(args) and k == kwargs:
                return None
        raise AssertionError("%s not found among %d calls" % (expected, len(self._calls)))
