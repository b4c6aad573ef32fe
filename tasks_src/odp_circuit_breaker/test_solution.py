import pytest

from solution import CircuitBreaker


class FakeClock:
    def __init__(self, now=0.0):
        self.now = now
        self.reads = 0

    def __call__(self):
        self.reads += 1
        return self.now


def fail():
    raise KeyError("down")


def boom():
    raise ZeroDivisionError("boom")


def ok(value="ok"):
    return value


def raiser(exc, clock=None, now=None):
    def func():
        if clock is not None:
            clock.now = now
        raise exc
    return func


def test_opens_after_threshold_consecutive_failures():
    clock = FakeClock(100.0)
    cb = CircuitBreaker(3, 30, clock)
    assert type(cb.state) is str
    assert cb.state == "closed"
    assert cb.call(lambda a, b=0: (a, b), 2, b=3) == (2, 3)
    for _ in range(2):
        with pytest.raises(KeyError):
            cb.call(fail)
        assert cb.state == "closed"
    err = KeyError("third")
    with pytest.raises(KeyError) as info:
        cb.call(raiser(err, clock, 110.0))
    assert info.value is err
    assert cb.state == "open"
    calls = []
    clock.now = 135.0
    with pytest.raises(RuntimeError):
        cb.call(calls.append, 1)
    assert calls == []
    assert cb.state == "open"


def test_success_returns_value_and_passes_arguments():
    cb = CircuitBreaker(2, 5, FakeClock())
    assert cb.state == "closed"
    result = cb.call(lambda a, b=0: [a, b], 2, b=3)
    assert result == [2, 3]
    assert type(result) is list
    marker = object()
    assert cb.call(lambda: marker) is marker
    assert cb.state == "closed"
    err = ValueError("bad")
    with pytest.raises(ValueError) as info:
        cb.call(raiser(err))
    assert info.value is err
    assert cb.state == "closed"
    assert cb.call(ok) == "ok"
    with pytest.raises(ValueError):
        cb.call(raiser(err))
    assert cb.state == "closed"
    with pytest.raises(ValueError):
        cb.call(raiser(err))
    assert cb.state == "open"


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


def test_rejected_call_raises_runtime_error_and_changes_nothing():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(2, 10, clock)
    events = []
    cb.add_listener(lambda old, new: events.append((old, new)))
    with pytest.raises(KeyError):
        cb.call(fail)
    with pytest.raises(KeyError):
        cb.call(raiser(KeyError("slow"), clock, 2.0))
    assert cb.state == "open"
    calls = []
    for now in (2.0, 6.0, 11.5):
        clock.now = now
        with pytest.raises(RuntimeError):
            cb.call(calls.append, now)
        assert cb.state == "open"
    assert calls == []
    assert events == [("closed", "open")]
    clock.now = 12.0
    assert cb.call(ok, 5) == 5
    assert cb.state == "closed"


def test_open_rejects_without_calling_and_does_not_extend():
    clock = FakeClock(10.0)
    cb = CircuitBreaker(1, 5, clock)
    with pytest.raises(ZeroDivisionError):
        cb.call(raiser(ZeroDivisionError("slow"), clock, 11.0))
    assert cb.state == "open"
    events = []
    cb.add_listener(lambda old, new: events.append((old, new, cb.state)))
    calls = []
    for now in (11.0, 14.0, 15.5):
        clock.now = now
        with pytest.raises(RuntimeError):
            cb.call(calls.append, "x")
    assert calls == []
    assert events == []
    clock.now = 16.0
    reads = clock.reads
    assert cb.state == "open"
    assert cb.state == "open"
    assert clock.reads == reads
    with pytest.raises(AttributeError):
        cb.state = "closed"
    assert cb.state == "open"
    assert cb.call(ok, "back") == "back"
    assert cb.state == "closed"
    assert events == [("open", "half_open", "half_open"), ("half_open", "closed", "closed")]


def test_threshold_one_and_small_recovery_are_valid():
    with pytest.raises(ValueError):
        CircuitBreaker(0, 10, FakeClock())
    with pytest.raises(ValueError):
        CircuitBreaker(1, 0, FakeClock())
    clock = FakeClock(3.0)
    cb = CircuitBreaker(1, 0.5, clock)
    assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "open"
    clock.now = 3.25
    with pytest.raises(RuntimeError):
        cb.call(ok)
    clock.now = 3.5
    assert cb.call(ok, None) is None
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
    reads = clock.reads
    assert cb.state == "open"
    assert clock.reads == reads
    assert cb.call(ok, 7) == 7
    assert cb.state == "closed"


def test_half_open_failure_reopens_regardless_of_threshold():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(5, 10, clock)
    for _ in range(5):
        with pytest.raises(KeyError):
            cb.call(fail)
    assert cb.state == "open"
    clock.now = 10.0
    err = ZeroDivisionError("trial")
    with pytest.raises(ZeroDivisionError) as info:
        cb.call(raiser(err, clock, 11.0))
    assert info.value is err
    assert cb.state == "open"
    clock.now = 20.5
    with pytest.raises(RuntimeError):
        cb.call(ok)
    clock.now = 21.0
    assert cb.call(ok) == "ok"
    assert cb.state == "closed"


def test_half_open_failure_reopens_and_restarts_timer():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(3, 10, clock)
    for _ in range(3):
        with pytest.raises(KeyError):
            cb.call(fail)
    clock.now = 12.0
    with pytest.raises(ZeroDivisionError):
        cb.call(raiser(ZeroDivisionError("trial"), clock, 13.0))
    assert cb.state == "open"
    clock.now = 22.5
    with pytest.raises(RuntimeError):
        cb.call(ok)
    clock.now = 23.0
    assert cb.call(ok) == "ok"
    assert cb.state == "closed"


def test_half_open_success_resets_failure_count():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(3, 5, clock)
    for _ in range(3):
        with pytest.raises(KeyError):
            cb.call(fail)
    clock.now = 5.0
    assert cb.call(ok, "trial") == "trial"
    assert cb.state == "closed"
    for _ in range(2):
        with pytest.raises(KeyError):
            cb.call(fail)
        assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "open"


def test_zero_or_negative_recovery_time_raises_value_error():
    for threshold, recovery in ((1, 0), (3, 0.0), (2, -0.5), (1, -10)):
        with pytest.raises(ValueError):
            CircuitBreaker(threshold, recovery, FakeClock())
    assert CircuitBreaker(1, 0.001, FakeClock()).state == "closed"


def test_every_transition_notifies_listeners_after_the_change():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(1, 4, clock)
    seen = []
    cb.add_listener(lambda old, new: seen.append(("a", old, new, cb.state)))
    cb.add_listener(lambda old, new: seen.append(("b", old, new, cb.state)))
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 4.0
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 8.0
    assert cb.call(ok) == "ok"
    assert seen == [
        ("a", "closed", "open", "open"),
        ("b", "closed", "open", "open"),
        ("a", "open", "half_open", "half_open"),
        ("b", "open", "half_open", "half_open"),
        ("a", "half_open", "open", "open"),
        ("b", "half_open", "open", "open"),
        ("a", "open", "half_open", "half_open"),
        ("b", "open", "half_open", "half_open"),
        ("a", "half_open", "closed", "closed"),
        ("b", "half_open", "closed", "closed"),
    ]


def test_listeners_called_in_registration_order():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(1, 5, clock)
    seen = []
    cb.add_listener(lambda old, new: seen.append(("first", old, new, cb.state)))
    cb.add_listener(lambda old, new: seen.append(("second", old, new, cb.state)))
    cb.add_listener(lambda old, new: seen.append(("third", old, new, cb.state)))
    with pytest.raises(KeyError):
        cb.call(fail)
    assert seen == [
        ("first", "closed", "open", "open"),
        ("second", "closed", "open", "open"),
        ("third", "closed", "open", "open"),
    ]
    seen.clear()
    clock.now = 5.0
    assert cb.call(ok, 1) == 1
    assert seen == [
        ("first", "open", "half_open", "half_open"),
        ("second", "open", "half_open", "half_open"),
        ("third", "open", "half_open", "half_open"),
        ("first", "half_open", "closed", "closed"),
        ("second", "half_open", "closed", "closed"),
        ("third", "half_open", "closed", "closed"),
    ]


def test_ignored_exception_counts_as_success():
    cb = CircuitBreaker(2, 10, FakeClock(), ignored=(LookupError,))
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    err = KeyError("ignored")
    with pytest.raises(KeyError) as info:
        cb.call(raiser(err))
    assert info.value is err
    assert cb.state == "closed"
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "closed"
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "open"


def test_full_transition_sequence_and_silent_calls():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(2, 10, clock, ignored=(IndexError,))
    events = []
    cb.add_listener(lambda old, new: events.append((old, new)))
    assert cb.call(ok) == "ok"
    with pytest.raises(KeyError):
        cb.call(fail)
    with pytest.raises(IndexError):
        cb.call(raiser(IndexError("ignored")))
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "closed"
    assert events == []
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 5.0
    with pytest.raises(RuntimeError):
        cb.call(ok)
    clock.now = 10.0
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 19.0
    with pytest.raises(RuntimeError):
        cb.call(ok)
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


def test_state_is_read_only_and_not_updated_by_time_alone():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(1, 10, clock)
    with pytest.raises(AttributeError):
        cb.state = "open"
    assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    clock.now = 1000.0
    reads = clock.reads
    assert cb.state == "open"
    assert clock.reads == reads
    with pytest.raises(AttributeError):
        cb.state = "half_open"
    assert cb.state == "open"


def test_invalid_configuration_raises_value_error():
    for threshold, recovery in ((0, 10), (-1, 10), (0, 0), (5, 0)):
        with pytest.raises(ValueError):
            CircuitBreaker(threshold, recovery, FakeClock())
    assert CircuitBreaker(1, 1, FakeClock()).state == "closed"


def test_ignored_exception_closes_half_open_circuit():
    clock = FakeClock(50.0)
    cb = CircuitBreaker(2, 10, clock, ignored=(KeyError, ValueError))
    events = []
    cb.add_listener(lambda old, new: events.append(new))
    for _ in range(2):
        with pytest.raises(ZeroDivisionError):
            cb.call(boom)
    clock.now = 60.0
    err = KeyError("ignored")
    with pytest.raises(KeyError) as info:
        cb.call(raiser(err))
    assert info.value is err
    assert cb.state == "closed"
    assert events == ["open", "half_open", "closed"]
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "closed"


def test_ignored_subclass_resets_failure_count():
    clock = FakeClock(0.0)
    cb = CircuitBreaker(3, 10, clock, ignored=(ArithmeticError,))
    for func in (fail, fail, boom, fail, fail):
        with pytest.raises((KeyError, ZeroDivisionError)):
            cb.call(func)
    assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "open"
    clock.now = 10.0
    with pytest.raises(ZeroDivisionError):
        cb.call(boom)
    assert cb.state == "closed"
    for _ in range(2):
        with pytest.raises(KeyError):
            cb.call(fail)
    assert cb.state == "closed"
    with pytest.raises(KeyError):
        cb.call(fail)
    assert cb.state == "open"
