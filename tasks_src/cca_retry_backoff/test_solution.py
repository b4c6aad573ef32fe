import asyncio

import pytest

from solution import retry_async


class Flaky:
    """An operation that raises the queued exceptions in turn, then returns `value`."""

    def __init__(self, errors, value="ok"):
        self.errors = list(errors)
        self.value = value
        self.calls = 0

    def __call__(self):
        self.calls += 1
        return self._attempt()

    async def _attempt(self):
        await asyncio.sleep(0)
        if self.errors:
            raise self.errors.pop(0)
        return self.value


class Recorder:
    """An injected sleep that records its delays and returns at once."""

    def __init__(self):
        self.delays = []

    async def __call__(self, delay):
        self.delays.append(delay)


def run(operation, **kwargs):
    return asyncio.run(retry_async(operation, **kwargs))


def test_succeeds_after_failures_with_doubling_delays():
    op = Flaky([ConnectionError("a"), ConnectionError("b")], value={"id": 7})
    sleep = Recorder()
    result = run(op, attempts=5, base_delay=0.5, sleep=sleep)
    assert result == {"id": 7}
    assert op.calls == 3
    assert sleep.delays == [0.5, 1.0]


def test_first_try_success_never_sleeps():
    op = Flaky([], value=42)
    sleep = Recorder()
    assert run(op, attempts=3, base_delay=1.0, sleep=sleep) == 42
    assert op.calls == 1
    assert sleep.delays == []


def test_gives_up_and_reraises_last_exception_without_final_sleep():
    errors = [TimeoutError("first"), TimeoutError("second"), TimeoutError("third")]
    op = Flaky(errors)
    sleep = Recorder()
    last = errors[2]
    with pytest.raises(TimeoutError) as info:
        run(op, attempts=3, base_delay=1.0, sleep=sleep)
    assert info.value is last
    assert op.calls == 3
    assert sleep.delays == [1.0, 2.0]


def test_max_delay_caps_growth():
    op = Flaky([OSError()] * 5, value="done")
    sleep = Recorder()
    assert run(op, attempts=6, base_delay=1.0, factor=3.0, max_delay=5.0, sleep=sleep) == "done"
    assert sleep.delays == [1.0, 3.0, 5.0, 5.0, 5.0]


def test_zero_max_delay_is_a_cap_not_a_missing_cap():
    op = Flaky([ValueError(), ValueError()], value="x")
    sleep = Recorder()
    assert run(op, attempts=3, base_delay=2.0, max_delay=0, sleep=sleep) == "x"
    assert sleep.delays == [0.0, 0.0]
    assert [type(d) for d in sleep.delays] == [float, float]


def test_non_matching_exception_is_raised_at_once():
    error = KeyError("missing")
    op = Flaky([error, ConnectionError()])
    sleep = Recorder()
    with pytest.raises(KeyError) as info:
        run(op, attempts=4, base_delay=0.1, retry_on=(ConnectionError,), sleep=sleep)
    assert info.value is error
    assert op.calls == 1
    assert sleep.delays == []


def test_cancelled_error_from_operation_is_never_retried():
    op = Flaky([asyncio.CancelledError(), asyncio.CancelledError()], value="late")
    sleep = Recorder()

    async def main():
        with pytest.raises(asyncio.CancelledError):
            await retry_async(op, attempts=5, base_delay=0.1, retry_on=(BaseException,), sleep=sleep)
        return "caught"

    assert asyncio.run(main()) == "caught"
    assert op.calls == 1
    assert sleep.delays == []


def test_subclass_of_retry_on_class_is_retried():
    op = Flaky([ConnectionResetError(), FileNotFoundError()], value="ok")
    sleep = Recorder()
    assert run(op, attempts=3, base_delay=0.25, retry_on=(OSError,), sleep=sleep) == "ok"
    assert op.calls == 3
    assert sleep.delays == [0.25, 0.5]


def test_single_attempt_raises_without_sleeping():
    error = ConnectionError("down")
    op = Flaky([error])
    sleep = Recorder()
    with pytest.raises(ConnectionError) as info:
        run(op, attempts=1, base_delay=0, sleep=sleep)
    assert info.value is error
    assert op.calls == 1
    assert sleep.delays == []


def test_integer_arguments_give_float_delays_and_constant_factor():
    op = Flaky([RuntimeError()] * 3, value=None)
    sleep = Recorder()
    assert run(op, attempts=4, base_delay=3, factor=1, sleep=sleep) is None
    assert sleep.delays == [3.0, 3.0, 3.0]
    assert [type(d) for d in sleep.delays] == [float, float, float]


def test_cancellation_during_sleep_propagates():
    op = Flaky([ValueError()] * 5)
    delays = []

    async def cancelling_sleep(delay):
        delays.append(delay)
        if len(delays) == 2:
            raise asyncio.CancelledError()

    async def main():
        with pytest.raises(asyncio.CancelledError):
            await retry_async(op, attempts=6, base_delay=0.5, retry_on=(BaseException,), sleep=cancelling_sleep)
        return "caught"

    assert asyncio.run(main()) == "caught"
    assert op.calls == 2
    assert delays == [0.5, 1.0]


def test_boundary_values_are_accepted():
    op = Flaky([ValueError(), ValueError()], value="edge")
    sleep = Recorder()
    assert run(op, attempts=3, base_delay=2.5, factor=1, max_delay=0, sleep=sleep) == "edge"
    assert sleep.delays == [0.0, 0.0]
    assert op.calls == 3


def test_invalid_arguments_raise_before_any_call():
    op = Flaky([], value=1)
    sleep = Recorder()
    for kwargs in (
        {"attempts": 0, "base_delay": 1.0},
        {"attempts": 2, "base_delay": -0.5},
        {"attempts": 2, "base_delay": 1.0, "factor": 0.5},
        {"attempts": 2, "base_delay": 1.0, "max_delay": -1.0},
    ):
        with pytest.raises(ValueError):
            run(op, sleep=sleep, **kwargs)
    with pytest.raises(TypeError):
        retry_async(op, 2, 1.0)
    assert op.calls == 0
    assert sleep.delays == []
    assert run(op, attempts=1, base_delay=0, factor=1, sleep=sleep) == 1
    assert op.calls == 1


def test_default_sleep_is_usable():
    op = Flaky([ValueError(), ValueError()], value="real sleep")
    assert run(op, attempts=3, base_delay=0, factor=1, max_delay=0) == "real sleep"
    assert op.calls == 3


def test_empty_retry_on_retries_nothing():
    error = ConnectionError("no retry")
    op = Flaky([error], value="never")
    sleep = Recorder()
    with pytest.raises(ConnectionError) as info:
        run(op, attempts=5, base_delay=1.0, retry_on=(), sleep=sleep)
    assert info.value is error
    assert op.calls == 1
    assert sleep.delays == []


def test_cancelled_error_is_not_retried_even_for_base_exception():
    op = Flaky([asyncio.CancelledError()], value="late")
    sleep = Recorder()

    async def main():
        with pytest.raises(asyncio.CancelledError):
            await retry_async(op, attempts=3, base_delay=1.0, retry_on=(BaseException,), sleep=sleep)
        return "caught"

    assert asyncio.run(main()) == "caught"
    assert op.calls == 1
    assert sleep.delays == []


def test_caps_and_integer_arguments_give_float_delays():
    op = Flaky([OSError()] * 3, value="capped")
    sleep = Recorder()
    assert run(op, attempts=4, base_delay=2, factor=3, max_delay=5, sleep=sleep) == "capped"
    assert sleep.delays == [2.0, 5.0, 5.0]
    assert [type(d) for d in sleep.delays] == [float, float, float]
    zero = Recorder()
    assert run(Flaky([OSError()] * 2, value="zero"), attempts=3, base_delay=4, max_delay=0, sleep=zero) == "zero"
    assert zero.delays == [0.0, 0.0]
    assert [type(d) for d in zero.delays] == [float, float]


def test_always_failing_operation_sleeps_only_between_tries():
    errors = [ConnectionError("one"), ConnectionError("two")]
    op = Flaky(list(errors))
    sleep = Recorder()
    with pytest.raises(ConnectionError) as info:
        run(op, attempts=2, base_delay=1.0, sleep=sleep)
    assert info.value is errors[1]
    assert op.calls == 2
    assert sleep.delays == [1.0]


def test_cancelled_error_after_a_retry_propagates():
    op = Flaky([ValueError(), asyncio.CancelledError()], value="late")
    sleep = Recorder()

    async def main():
        with pytest.raises(asyncio.CancelledError):
            await retry_async(op, attempts=5, base_delay=0.2, retry_on=(BaseException,), sleep=sleep)
        return "caught"

    assert asyncio.run(main()) == "caught"
    assert op.calls == 2
    assert sleep.delays == [0.2]


def test_arguments_are_checked_when_awaited():
    op = Flaky([], value="fine")
    sleep = Recorder()
    with pytest.raises(TypeError):
        retry_async(op, 3, 0.5)
    pending = retry_async(op, attempts=1, base_delay=1.0, factor=0.999, sleep=sleep)
    with pytest.raises(ValueError):
        asyncio.run(pending)
    with pytest.raises(ValueError):
        run(op, attempts=0, base_delay=0, sleep=sleep)
    with pytest.raises(ValueError):
        run(op, attempts=1, base_delay=0, max_delay=-0.1, sleep=sleep)
    assert op.calls == 0
    assert run(op, attempts=1, base_delay=0, factor=1, max_delay=0, sleep=sleep) == "fine"
    assert op.calls == 1
