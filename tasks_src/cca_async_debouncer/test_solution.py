import asyncio

import pytest

from solution import Debouncer


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


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


def test_each_trigger_restarts_the_quiet_period():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 0.3, sleep=timers)
        debouncer.trigger("a")
        await spin()
        debouncer.trigger("b")
        await spin()
        before = (list(calls), list(timers.delays), list(timers.cancelled))
        timers.fire(1)
        await spin()
        return before, calls, debouncer.pending

    before, calls, pending = asyncio.run(main())
    assert before == ([], [0.3, 0.3], [0])
    assert calls == [["a", "b"]]
    assert pending == 0


def test_quiet_period_fires_once_per_burst():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 1.0, sleep=timers)
        debouncer.trigger("x")
        await spin()
        timers.fire(0)
        await spin()
        first = list(calls)
        debouncer.trigger("y")
        await spin()
        debouncer.trigger("z")
        await spin()
        middle = (list(calls), list(timers.cancelled))
        timers.fire(2)
        await spin()
        return first, middle, calls, timers.delays, debouncer.pending

    first, middle, calls, delays, pending = asyncio.run(main())
    assert first == [["x"]]
    assert middle == ([["x"]], [1])
    assert calls == [["x"], ["y", "z"]]
    assert delays == [1.0, 1.0, 1.0]
    assert pending == 0


def test_reaching_max_pending_flushes_at_once():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 0.5, max_pending=3, sleep=timers)
        debouncer.trigger("a")
        await spin()
        debouncer.trigger("b")
        await spin()
        debouncer.trigger("c")
        immediate = (list(calls), debouncer.pending)
        await spin()
        stopped = list(timers.cancelled)
        debouncer.trigger("d")
        await spin()
        timers.fire(2)
        await spin()
        return immediate, stopped, calls, timers.delays

    immediate, stopped, calls, delays = asyncio.run(main())
    assert immediate == ([["a", "b", "c"]], 0)
    assert stopped == [0, 1]
    assert calls == [["a", "b", "c"], ["d"]]
    assert delays == [0.5, 0.5, 0.5]


def test_manual_flush_hands_over_and_stops_timer():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 2.0, sleep=timers)
        debouncer.trigger(1)
        debouncer.trigger(2)
        await spin()
        timers.fire(0)  # the sleep is over, but the timer task has not resumed yet
        first = debouncer.flush()
        handed = list(calls)
        second = debouncer.flush()
        await spin()
        return first, handed, second, calls, timers.cancelled

    first, handed, second, calls, cancelled = asyncio.run(main())
    assert type(first) is int and first == 2
    assert handed == [[1, 2]]
    assert type(second) is int and second == 0
    assert calls == [[1, 2]]
    assert cancelled == [0]


def test_cancel_drops_values_and_stops_timer():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 0.2, sleep=timers)
        debouncer.trigger("a")
        await spin()
        debouncer.trigger("b")
        await spin()
        dropped = debouncer.cancel()
        again = debouncer.cancel()
        await spin()
        timers.fire(1)
        await spin()
        flushed = debouncer.flush()
        return dropped, again, flushed, calls, timers.cancelled, debouncer.pending

    dropped, again, flushed, calls, cancelled, pending = asyncio.run(main())
    assert type(dropped) is int and dropped == 2
    assert again == 0
    assert flushed == 0
    assert calls == []
    assert cancelled == [0, 1]
    assert pending == 0


def test_pending_counts_collected_values():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 0.1, sleep=timers)
        counts = [debouncer.pending]
        for value in ("p", "q", "p"):
            debouncer.trigger(value)
            counts.append(debouncer.pending)
        await spin()
        timers.fire(len(timers.events) - 1)
        await spin()
        counts.append(debouncer.pending)
        with pytest.raises(AttributeError):
            debouncer.pending = 7
        return counts, calls, debouncer.pending

    counts, calls, after = asyncio.run(main())
    assert counts == [0, 1, 2, 3, 0]
    assert all(type(c) is int for c in counts)
    assert calls == [["p", "q", "p"]]
    assert after == 0


def test_timer_cancelled_after_its_sleep_completed_does_not_flush():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 0.4, sleep=timers)
        debouncer.trigger("a")
        await spin()
        timers.fire(0)  # the sleep is over, but the timer task has not resumed yet
        debouncer.trigger("b")
        await spin()
        early = list(calls)
        timers.fire(1)
        await spin()
        return early, calls, timers.cancelled

    early, calls, cancelled = asyncio.run(main())
    assert early == []
    assert calls == [["a", "b"]]
    assert cancelled == [0]


def test_limit_of_one_flushes_every_trigger():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 0, max_pending=1, sleep=timers)
        debouncer.trigger("a")
        debouncer.trigger("b")
        immediate = (list(calls), debouncer.pending)
        await spin()
        return immediate, calls, timers.delays

    immediate, calls, delays = asyncio.run(main())
    assert immediate == ([["a"], ["b"]], 0)
    assert calls == [["a"], ["b"]]
    assert delays == []


def test_action_gets_a_fresh_list_that_is_never_reused():
    async def main():
        received, timers = [], Timers()
        debouncer = Debouncer(received.append, 0.1, max_pending=3, sleep=timers)
        for value in (1, 1, 2):
            debouncer.trigger(value)
        immediate = [list(batch) for batch in received]
        await spin()
        flushed = debouncer.flush()
        debouncer.trigger(3)
        debouncer.trigger(4)
        await spin()
        timers.fire(len(timers.events) - 1)
        await spin()
        return immediate, flushed, received

    immediate, flushed, received = asyncio.run(main())
    assert immediate == [[1, 1, 2]]
    assert flushed == 0
    assert received == [[1, 1, 2], [3, 4]]
    assert received[0] is not received[1]
    assert type(received[0]) is list


def test_default_sleep_with_zero_delay():
    async def main():
        calls = []
        debouncer = Debouncer(calls.append, 0)
        debouncer.trigger("only")
        before = list(calls)
        await spin()
        return before, calls

    before, calls = asyncio.run(main())
    assert before == []
    assert calls == [["only"]]


def test_negative_delay_raises_value_error():
    with pytest.raises(ValueError):
        Debouncer(print, -0.1)
    with pytest.raises(ValueError):
        Debouncer(print, -3, max_pending=2)
    assert Debouncer(print, 0).pending == 0
    assert Debouncer(print, 0.5, max_pending=None).pending == 0


def test_cancel_then_new_burst_starts_fresh():
    async def main():
        calls, timers = [], Timers()
        debouncer = Debouncer(calls.append, 0.6, sleep=timers)
        debouncer.trigger("a")
        debouncer.trigger("b")
        await spin()
        dropped = debouncer.cancel()
        after_cancel = debouncer.pending
        debouncer.trigger("c")
        await spin()
        timers.fire(len(timers.events) - 1)
        await spin()
        return dropped, after_cancel, calls, debouncer.pending

    dropped, after_cancel, calls, pending = asyncio.run(main())
    assert dropped == 2
    assert after_cancel == 0
    assert calls == [["c"]]
    assert pending == 0


def test_max_pending_below_one_raises_value_error():
    with pytest.raises(ValueError):
        Debouncer(print, 1.0, max_pending=0)
    with pytest.raises(ValueError):
        Debouncer(print, 1.0, max_pending=-5)
    assert Debouncer(print, 1.0, max_pending=1).pending == 0


def test_invalid_arguments_in_other_shapes():
    with pytest.raises(ValueError):
        Debouncer(print, -0.001, max_pending=None)
    with pytest.raises(ValueError):
        Debouncer(print, 0, max_pending=0)
    assert Debouncer(print, 0, max_pending=1).pending == 0


def test_default_sleep_waits_for_the_last_trigger():
    async def main():
        calls = []
        debouncer = Debouncer(calls.append, 0)
        debouncer.trigger("a")
        await asyncio.sleep(0)
        debouncer.trigger("b")
        before = list(calls)
        await spin()
        return before, calls

    before, calls = asyncio.run(main())
    assert before == []
    assert calls == [["a", "b"]]
