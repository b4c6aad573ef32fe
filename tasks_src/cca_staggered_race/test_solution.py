import asyncio

import pytest

from solution import first_success


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


async def settle(task):
    """Await a task, failing the test instead of hanging if it never finishes."""
    return await asyncio.wait_for(task, timeout=1)


class Attempts:
    """Attempts that log their life cycle and finish when the test says so."""

    def __init__(self, count):
        self.log = []
        self.outcomes = [None] * count
        self.gates = [None] * count
        self.factories = [self._factory(i) for i in range(count)]

    def _factory(self, i):
        def factory():
            self.log.append(("start", i))
            self.gates[i] = asyncio.Event()
            return self._attempt(i)
        return factory

    async def _attempt(self, i):
        try:
            await self.gates[i].wait()
        except asyncio.CancelledError:
            for _ in range(3):  # clean-up that takes a few loop iterations
                await asyncio.sleep(0)
            self.log.append(("cancelled", i))
            raise
        kind, value = self.outcomes[i]
        if kind == "fail":
            raise value
        return value

    def succeed(self, i, value):
        self.outcomes[i] = ("ok", value)
        self.gates[i].set()

    def fail(self, i, error):
        self.outcomes[i] = ("fail", error)
        self.gates[i].set()


class Timers:
    """An injected sleep: each call waits until the test fires that timer."""

    def __init__(self):
        self.delays = []
        self.events = []
        self.cancelled = []

    async def __call__(self, delay):
        index = len(self.events)
        self.delays.append(delay)
        self.events.append(asyncio.Event())
        try:
            await self.events[index].wait()
        except asyncio.CancelledError:
            self.cancelled.append(index)
            raise

    def fire(self, i):
        self.events[i].set()


def test_timer_starts_next_attempt_and_later_winner_cancels_earlier():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.25, sleep=timers))
        await spin()
        snaps = [list(attempts.log)]
        timers.fire(0)
        await spin()
        snaps.append(list(attempts.log))
        attempts.succeed(1, "via second")
        result = await settle(race)
        return result, snaps, list(attempts.log), timers

    result, snaps, log, timers = asyncio.run(main())
    assert result == "via second"
    assert snaps[0] == [("start", 0)]
    assert snaps[1] == [("start", 0), ("start", 1)]
    assert log == [("start", 0), ("start", 1), ("cancelled", 0)]
    assert timers.delays == [0.25, 0.25]
    assert timers.cancelled == [1]


def test_first_attempt_wins_before_timer():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 1.5, sleep=timers))
        await spin()
        attempts.succeed(0, {"addr": "a"})
        return await settle(race), list(attempts.log), list(timers.cancelled)

    result, log, cancelled = asyncio.run(main())
    assert result == {"addr": "a"}
    assert log == [("start", 0)]
    assert cancelled == [0]


def test_failure_starts_next_attempt_without_waiting_for_timer():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 2.0, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        attempts.fail(0, ConnectionRefusedError("a"))  # attempt 1 is still running
        await spin()
        after_fail = (list(attempts.log), list(timers.delays), list(timers.cancelled))
        attempts.succeed(1, "b")
        return await settle(race), after_fail, list(attempts.log)

    result, after_fail, log = asyncio.run(main())
    assert result == "b"
    assert after_fail == ([("start", 0), ("start", 1), ("start", 2)], [2.0, 2.0], [1])
    assert log == [("start", 0), ("start", 1), ("start", 2), ("cancelled", 2)]


def test_invalid_arguments_are_checked_when_awaited():
    calls = []

    def factory():
        calls.append("called")
        return asyncio.sleep(0)

    factories = [factory, factory]
    pending = first_success(factories, -0.01)
    with pytest.raises(ValueError):
        asyncio.run(pending)
    with pytest.raises(ValueError):
        asyncio.run(first_success([], 0))
    assert calls == []
    assert factories == [factory, factory]


def test_all_failures_grouped_in_factory_order():
    errors = [OSError("first"), TimeoutError("second"), ConnectionResetError("third")]

    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.1, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        timers.fire(1)
        await spin()
        for i in (2, 0, 1):
            attempts.fail(i, errors[i])
            await spin()
        with pytest.raises(ExceptionGroup) as info:
            await settle(race)
        return info.value, timers.delays

    group, delays = asyncio.run(main())
    assert group.message == "all attempts failed"
    assert list(group.exceptions) == errors
    assert all(a is b for a, b in zip(group.exceptions, errors))
    assert delays == [0.1, 0.1]


def test_last_attempt_gets_no_timer():
    async def main():
        attempts, timers = Attempts(2), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.75, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        delays = list(timers.delays)
        attempts.succeed(0, "late but first")
        return await settle(race), delays, list(attempts.log)

    async def alone():
        attempts, timers = Attempts(1), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.5, sleep=timers))
        await spin()
        attempts.succeed(0, 0)
        return await settle(race), timers.delays

    result, delays, log = asyncio.run(main())
    assert result == "late but first"
    assert delays == [0.75]
    assert log == [("start", 0), ("start", 1), ("cancelled", 1)]
    assert asyncio.run(alone()) == (0, [])


def test_losers_are_cancelled_and_finished_before_return():
    async def main():
        attempts, timers = Attempts(4), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.2, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        timers.fire(1)
        await spin()
        attempts.succeed(1, "winner")
        result = await settle(race)
        at_return = list(attempts.log)
        timers_at_return = list(timers.cancelled)
        await spin()
        return result, at_return, list(attempts.log), timers_at_return

    result, at_return, later, cancelled = asyncio.run(main())
    assert result == "winner"
    assert sorted(at_return) == [("cancelled", 0), ("cancelled", 2), ("start", 0), ("start", 1), ("start", 2)]
    assert later == at_return
    assert cancelled == [2]


def test_failure_of_last_attempt_keeps_waiting_for_running_ones():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.3, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        timers.fire(1)
        await spin()
        attempts.fail(2, TimeoutError())
        await spin()
        still_running = race.done()
        attempts.fail(0, OSError())
        await spin()
        attempts.succeed(1, "middle")
        return still_running, await settle(race), list(attempts.log), timers.delays

    still_running, result, log, delays = asyncio.run(main())
    assert still_running is False
    assert result == "middle"
    assert log == [("start", 0), ("start", 1), ("start", 2)]
    assert delays == [0.3, 0.3]


def test_invalid_arguments_raise_value_error():
    calls = []

    def factory():
        calls.append(1)
        return asyncio.sleep(0)

    with pytest.raises(ValueError):
        asyncio.run(first_success([], 0.1))
    with pytest.raises(ValueError):
        asyncio.run(first_success([factory], -0.5))
    assert calls == []


def test_outer_cancellation_cancels_attempts_and_timer():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.4, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        race.cancel()
        with pytest.raises(asyncio.CancelledError):
            await settle(race)
        return list(attempts.log), timers.cancelled

    log, cancelled = asyncio.run(main())
    assert sorted(log) == [("cancelled", 0), ("cancelled", 1), ("start", 0), ("start", 1)]
    assert cancelled == [1]


def test_outer_cancellation_after_a_failure():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.0, sleep=timers))
        await spin()
        attempts.fail(0, ValueError())
        await spin()
        before = list(attempts.log)
        race.cancel()
        with pytest.raises(asyncio.CancelledError):
            await settle(race)
        at_end = list(attempts.log)
        await spin()
        return before, at_end, list(attempts.log), timers.delays, timers.cancelled

    before, at_end, later, delays, cancelled = asyncio.run(main())
    assert before == [("start", 0), ("start", 1)]
    assert at_end == [("start", 0), ("start", 1), ("cancelled", 1)]
    assert later == at_end
    assert delays == [0.0, 0.0]
    assert cancelled == [0, 1]


def test_default_sleep_and_plain_coroutine_functions():
    calls = []

    async def refuse():
        calls.append("refuse")
        raise ConnectionRefusedError()

    async def accept():
        calls.append("accept")
        return "connected"

    factories = [refuse, accept]
    result = asyncio.run(first_success(factories, 0))
    assert result == "connected"
    assert calls == ["refuse", "accept"]
    assert factories == [refuse, accept]


def test_simultaneous_finishes_prefer_success_then_earliest():
    async def main(finish):
        attempts, timers = Attempts(4), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.5, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        timers.fire(1)
        await spin()
        finish(attempts)  # both outcomes land in the same loop step
        result = await settle(race)
        return result, [entry for entry in attempts.log if entry[0] == "start"], list(timers.cancelled)

    def two_successes(attempts):
        attempts.succeed(1, "second")
        attempts.succeed(2, "third")

    def success_and_failure(attempts):
        attempts.succeed(2, "third")
        attempts.fail(0, OSError("refused"))

    first = asyncio.run(main(two_successes))
    second = asyncio.run(main(success_and_failure))
    assert first == ("second", [("start", 0), ("start", 1), ("start", 2)], [2])
    assert second == ("third", [("start", 0), ("start", 1), ("start", 2)], [2])


def test_exceptions_follow_factories_when_the_later_attempt_fails_first():
    first, second = OSError("first"), TimeoutError("second")

    async def main():
        attempts, timers = Attempts(2), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.6, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        attempts.fail(1, second)
        await spin()
        attempts.fail(0, first)
        with pytest.raises(ExceptionGroup) as info:
            await settle(race)
        return info.value

    group = asyncio.run(main())
    assert group.message == "all attempts failed"
    assert [type(e) for e in group.exceptions] == [OSError, TimeoutError]
    assert group.exceptions[0] is first
    assert group.exceptions[1] is second


def test_failure_and_timer_together_start_two_attempts():
    async def main():
        attempts, timers = Attempts(4), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.5, sleep=timers))
        await spin()
        attempts.fail(0, ConnectionResetError())
        timers.fire(0)  # both land in the same loop step
        await spin()
        started = [i for kind, i in attempts.log if kind == "start"]
        attempts.succeed(2, "third")
        return await settle(race), started, list(attempts.log), timers.delays, timers.cancelled

    result, started, log, delays, cancelled = asyncio.run(main())
    assert result == "third"
    assert started == [0, 1, 2]
    assert log == [("start", 0), ("start", 1), ("start", 2), ("cancelled", 1)]
    assert delays == [0.5, 0.5]  # the timer of attempt 1 was cancelled before it ran
    assert cancelled == [1]


def test_failure_starts_the_next_attempt_before_the_timer_fires():
    async def main():
        attempts, timers = Attempts(2), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 5.0, sleep=timers))
        await spin()
        attempts.fail(0, ConnectionRefusedError())
        await spin()
        after_fail = (list(attempts.log), list(timers.delays), list(timers.cancelled))
        attempts.succeed(1, "second")
        return await settle(race), after_fail

    result, after_fail = asyncio.run(main())
    assert result == "second"
    assert after_fail == ([("start", 0), ("start", 1)], [5.0], [0])


def test_all_failures_in_factory_order_whatever_the_failure_order():
    errors = [KeyError("a"), LookupError("b"), OSError("c")]

    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.2, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        timers.fire(1)
        await spin()
        for i in (1, 2, 0):
            attempts.fail(i, errors[i])
            await spin()
        with pytest.raises(ExceptionGroup) as info:
            await settle(race)
        return info.value

    group = asyncio.run(main())
    assert group.message == "all attempts failed"
    assert all(a is b for a, b in zip(group.exceptions, errors))
    assert len(group.exceptions) == 3


def test_success_found_with_a_failure_starts_nothing_more():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.7, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        attempts.fail(0, OSError("refused"))
        attempts.succeed(1, "second")  # both land in the same loop step
        result = await settle(race)
        return result, list(attempts.log), list(timers.cancelled)

    result, log, cancelled = asyncio.run(main())
    assert result == "second"
    assert log == [("start", 0), ("start", 1)]
    assert cancelled == [1]


def test_two_failures_together_start_two_attempts():
    async def main():
        attempts, timers = Attempts(4), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.9, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        attempts.fail(0, OSError())
        attempts.fail(1, OSError())  # both land in the same loop step
        await spin()
        started = [i for kind, i in attempts.log if kind == "start"]
        attempts.succeed(3, "fourth")
        return await settle(race), started, list(attempts.log), timers.delays, timers.cancelled

    result, started, log, delays, cancelled = asyncio.run(main())
    assert result == "fourth"
    assert started == [0, 1, 2, 3]
    assert log == [("start", 0), ("start", 1), ("start", 2), ("start", 3), ("cancelled", 2)]
    assert delays == [0.9, 0.9]  # the timer of attempt 2 was cancelled before it ran
    assert cancelled == [1]


def test_failure_and_timer_together_with_one_attempt_left():
    async def main():
        attempts, timers = Attempts(3), Timers()
        race = asyncio.ensure_future(first_success(attempts.factories, 0.4, sleep=timers))
        await spin()
        timers.fire(0)
        await spin()
        attempts.fail(1, TimeoutError())
        timers.fire(1)  # both land in the same loop step; only one attempt is left
        await spin()
        started = [i for kind, i in attempts.log if kind == "start"]
        attempts.succeed(0, "first")
        return await settle(race), started, list(attempts.log), timers.delays

    result, started, log, delays = asyncio.run(main())
    assert result == "first"
    assert started == [0, 1, 2]
    assert log == [("start", 0), ("start", 1), ("start", 2), ("cancelled", 2)]
    assert delays == [0.4, 0.4]
