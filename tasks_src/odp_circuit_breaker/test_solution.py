import pytest

from solution import CircuitBreaker


class FakeClock:
    def __init__(self, now=0.0):
        self.now = now

    def __call__(self):
        return self.now


def fail():
    raise KeyError("down")


def boom():
    raise ZeroDivisionError("boom")


def ok(value="ok"):
    return value


def test_opens_after_threshold_consecutive_failures():
    cb = CircuitBreaker(3, 30, FakeClock(100.0))
    assert cb.call(lambda a, b=0: (a, b), 2, b=3) == (2, 3)
    for _ in range(2):
        with pytest.raises(KeyError):
            cb.call(fail)
        assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "open"
    calls = []
    with pytest.raises(RuntimeError):
        cb.call(calls.append, 1)
    assert calls == []


def test_success_returns_value_and_passes_arguments():
    cb = CircuitBreaker(2, 5, FakeClock())
    result = cb.call(lambda a, b=0: [a, b], 2, b=3)
    assert result == [2, 3]
    assert type(result) is list
    assert cb.state == "closed"


def test_success_resets_consecutive_failures():
    cb = CircuitBreaker(3, 30, FakeClock())
    for func in (fail, fail, ok, fail, fail):
        try:
            cb.call(func)
        except KeyError:
            pass
    assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "open"


def test_open_rejects_without_calling_and_does_not_extend():
    clock = FakeClock(10.0)
    cb = CircuitBreaker(1, 5, clock)
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    calls = []
    clock.now = 14.0
    with pytest.raises(RuntimeError):
        cb.call(calls.append, "x")
    assert calls == []
    assert cb.state == "open"
    clock.now = 15.0
    assert cb.call(ok, "back") == "back"
    assert cb.state == "closed"


def test_recovery_time_boundary_is_inclusive():
    clock = FakeClock(100.0)
    cb = CircuitBreaker(2, 30, clock)
    for _ in range(2):
        with pytest.raises(KeyError):
            cb.call(fail)
    clock.now = 129.5
    with pytest.raises(RuntimeError):
        cb.call(ok)
    assert cb.state == "open"
    clock.now = 130.0
    assert cb.call(ok, 7) == 7
    assert cb.state == "closed"


def test_state_is_not_updated_by_time_alone():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(1, 10, clock)
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 1000.0
    assert cb.state == "open"


def test_half_open_failure_reopens_and_restarts_timer():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(3, 10, clock)
    for _ in range(3):
        with pytest.raises(KeyError):
            cb.call(fail)
    clock.now = 12.0
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "open"
    clock.now = 21.0
    with pytest.raises(RuntimeError):
        cb.call(ok)
    clock.now = 22.0
    assert cb.call(ok) == "ok"
    assert cb.state == "closed"


def test_listeners_called_in_registration_order():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(1, 5, clock)
    seen = []
    cb.add_listener(lambda old, new: seen.append(("first", old, new, cb.state)))
    cb.add_listener(lambda old, new: seen.append(("second", old, new, cb.state)))
    with pytest.raises(KeyError):
        cb.call(fail)
    assert seen == [("first", "closed", "open", "open"), ("second", "closed", "open", "open")]


def test_full_transition_sequence_and_silent_calls():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(2, 10, clock)
    events = []
    cb.add_listener(lambda old, new: events.append((old, new)))
    assert cb.call(ok) == "ok"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert events == []
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 5.0
    with pytest.raises(RuntimeError):
        cb.call(ok)
    clock.now = 10.0
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 20.0
    cb.call(ok)
    cb.call(ok)
    assert events == [
        ("closed", "open"),
        ("open", "half_open"),
        ("half_open", "open"),
        ("open", "half_open"),
        ("half_open", "closed"),
    ]


def test_ignored_exception_counts_as_success():
    cb = CircuitBreaker(2, 10, FakeClock(), ignored=(LookupError,))
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "closed"
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "closed"
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "open"


def test_ignored_exception_closes_half_open_circuit():
    clock = FakeClock(50.0)
    cb = CircuitBreaker(2, 10, clock, ignored=(KeyError, ValueError))
    events = []
    cb.add_listener(lambda old, new: events.append(new))
    for _ in range(2):
        with pytest.raises(ZeroDivisionError):
            cb.call(boom)
    clock.now = 60.0
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "closed"
    assert events == ["open", "half_open", "closed"]
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "closed"


def test_invalid_configuration_raises_value_error():
    with pytest.raises(ValueError):
        CircuitBreaker(0, 10, FakeClock())
    with pytest.raises(ValueError):
        CircuitBreaker(3, 0, FakeClock())


def test_threshold_one_and_small_recovery_are_valid():
    with pytest.raises(ValueError):
        CircuitBreaker(-1, 10, FakeClock())
    with pytest.raises(ValueError):
        CircuitBreaker(1, -0.5, FakeClock())
    with pytest.raises(ValueError):
        CircuitBreaker(1, 0, FakeClock())
    clock = FakeClock(3.0)
    cb = CircuitBreaker(1, 0.5, clock)
    assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "open"
    clock.now = 3.5
    assert cb.call(ok, None) is None
    assert cb.state == "closed"
