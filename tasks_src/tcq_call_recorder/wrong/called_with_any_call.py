
_EXHAUSTED = object()


def _format_call(args, kwargs):
    parts = [repr(arg) for arg in args] + [f"{key}={value!r}" for key, value in sorted(kwargs.items())]
    return f"call({', '.join(parts)})"


def _is_exception(obj):
    return isinstance(obj, BaseException) or (isinstance(obj, type) and issubclass(obj, BaseException))


class CallRecorder:
    def __init__(self, return_value=None, side_effect=None):
        is_sequence = isinstance(side_effect, (list, tuple))
        if not (is_sequence or side_effect is None or _is_exception(side_effect) or callable(side_effect)):
            raise TypeError
        self.return_value = return_value
        self._side_effect = side_effect
        self._items = iter(list(side_effect)) if is_sequence else None
        self._calls = []

    def __call__(self, *args, **kwargs):
        self._calls.append((args, kwargs))
        if self._items is not None:
            item = next(self._items, _EXHAUSTED)
            if item is _EXHAUSTED:
                raise IndexError
            if _is_exception(item):
                raise item
            return item
        effect = self._side_effect
        if effect is None:
            return self.return_value
        if _is_exception(effect):
            raise effect
        return effect(*args, **kwargs)

    @property
    def calls(self):
        return list(self._calls)

    @property
    def call_count(self):
        return len(self._calls)

    def assert_called_with(self, *args, **kwargs):
        expected = _format_call(args, kwargs)
        if not self._calls:
            raise AssertionError(f"expected {expected}, not called")
        if (args, kwargs) not in self._calls:
            raise AssertionError(f"expected {expected}, last call was {_format_call(*self._calls[-1])}")

    def assert_called_once_with(self, *args, **kwargs):
        if len(self._calls) != 1:
            raise AssertionError(f"expected to be called once, called {len(self._calls)} times")
        self.assert_called_with(*args, **kwargs)

    def assert_any_call(self, *args, **kwargs):
        if (args, kwargs) not in self._calls:
            raise AssertionError(f"{_format_call(args, kwargs)} not found among {len(self._calls)} calls")
