import asyncio

import pytest

from solution import SingleFlight


async def spin(rounds=20):
    for _ in range(rounds):
        await asyncio.sleep(0)


class Op:
    """A factory whose awaitable finishes when `gate` is set; counts its calls."""

    def __init__(self, value=None, error=None):
        self.value = value
        self.error = error
        self.calls = 0
        self.finished = False
        self.gate = asyncio.Event()

    def __call__(self):
        self.calls += 1
        return self._work()

    async def _work(self):
        await self.gate.wait()
        self.finished = True
        if self.error is not None:
            raise self.error
        return self.value


def test_concurrent_callers_share_one_call():
    async def main():
        sf = SingleFlight()
        first, other = Op("shared"), Op("never")
        tasks = [asyncio.ensure_future(sf.run("user:1", first))]
        tasks += [asyncio.ensure_future(sf.run("user:1", other)) for _ in range(3)]
        await asyncio.sleep(0)
        early = first.calls
        await spin()
        first.gate.set()
        other.gate.set()
        results = await asyncio.gather(*tasks)
        return early, results, first.calls, other.calls

    early, results, first_calls, other_calls = asyncio.run(main())
    assert early == 1
    assert results == ["shared", "shared", "shared", "shared"]
    assert first_calls == 1
    assert other_calls == 0


def test_sequential_calls_are_not_cached():
    async def main():
        sf = SingleFlight()
        op = Op(5)
        op.gate.set()
        a = await sf.run("k", op)
        b = await sf.run("k", op)
        return a, b, op.calls

    assert asyncio.run(main()) == (5, 5, 2)


def test_cancelled_caller_does_not_cancel_shared_operation():
    async def main():
        sf = SingleFlight()
        op = Op("value")
        t1 = asyncio.ensure_future(sf.run("k", op))
        t2 = asyncio.ensure_future(sf.run("k", op))
        await spin()
        t1.cancel()
        await spin()
        still_running = sf.in_flight("k")
        op.gate.set()
        r2 = await t2
        with pytest.raises(asyncio.CancelledError):
            await t1
        return still_running, r2, op.finished, op.calls

    still_running, r2, finished, calls = asyncio.run(main())
    assert still_running is True
    assert r2 == "value"
    assert finished is True
    assert calls == 1


def test_exception_reaches_every_caller():
    async def main():
        sf = SingleFlight()
        error = ConnectionError("backend down")
        op = Op(error=error)
        tasks = [asyncio.ensure_future(sf.run("k", op)) for _ in range(3)]
        await spin()
        op.gate.set()
        outcomes = await asyncio.gather(*tasks, return_exceptions=True)
        return outcomes, error, op.calls

    outcomes, error, calls = asyncio.run(main())
    assert len(outcomes) == 3
    assert all(o is error for o in outcomes)
    assert calls == 1


def test_failure_is_forgotten_and_retried():
    async def main():
        sf = SingleFlight()
        bad = Op(error=ValueError("first try"))
        bad.gate.set()
        with pytest.raises(ValueError):
            await sf.run("k", bad)
        after_failure = sf.in_flight("k")
        good = Op("second try")
        good.gate.set()
        return after_failure, await sf.run("k", good), good.calls

    assert asyncio.run(main()) == (False, "second try", 1)


def test_different_keys_run_independently():
    async def main():
        sf = SingleFlight()
        a, b = Op("A"), Op("B")
        ta = asyncio.ensure_future(sf.run("a", a))
        tb = asyncio.ensure_future(sf.run(("b", 2), b))
        await spin()
        b.gate.set()
        rb = await tb
        a_running = sf.in_flight("a")
        a.gate.set()
        return await ta, rb, a_running, a.calls, b.calls

    assert asyncio.run(main()) == ("A", "B", True, 1, 1)


def test_in_flight_life_cycle():
    async def main():
        sf = SingleFlight()
        op = Op(1)
        before = sf.in_flight("k")
        task = asyncio.ensure_future(sf.run("k", op))
        await spin()
        during = sf.in_flight("k")
        other_key = sf.in_flight("other")
        op.gate.set()
        await task
        after = sf.in_flight("k")
        return before, during, other_key, after

    before, during, other_key, after = asyncio.run(main())
    assert before is False
    assert during is True
    assert other_key is False
    assert after is False


def test_caller_joining_after_a_cancellation_gets_result():
    async def main():
        sf = SingleFlight()
        op, late = Op("v"), Op("late")
        t1 = asyncio.ensure_future(sf.run("k", op))
        t2 = asyncio.ensure_future(sf.run("k", op))
        await spin()
        t1.cancel()
        await spin()
        t3 = asyncio.ensure_future(sf.run("k", late))
        await spin()
        op.gate.set()
        late.gate.set()
        return await t2, await t3, op.calls, late.calls

    assert asyncio.run(main()) == ("v", "v", 1, 0)


def test_sole_caller_cancelled_operation_keeps_running():
    async def main():
        sf = SingleFlight()
        op, late = Op("done"), Op("late")
        t1 = asyncio.ensure_future(sf.run("k", op))
        await spin()
        t1.cancel()
        await spin()
        cancelled = t1.cancelled()
        t2 = asyncio.ensure_future(sf.run("k", late))
        await spin()
        op.gate.set()
        late.gate.set()
        return cancelled, await t2, op.finished, op.calls, late.calls

    assert asyncio.run(main()) == (True, "done", True, 1, 0)


def test_new_operation_after_success_uses_new_factory():
    async def main():
        sf = SingleFlight()
        first, second, third = Op(1), Op(2), Op(3)
        t1 = asyncio.ensure_future(sf.run("k", first))
        t2 = asyncio.ensure_future(sf.run("k", second))
        await spin()
        first.gate.set()
        second.gate.set()
        r1, r2 = await t1, await t2
        t3 = asyncio.ensure_future(sf.run("k", third))
        await spin()
        joined = sf.in_flight("k")
        third.gate.set()
        return r1, r2, await t3, joined, second.calls, third.calls

    assert asyncio.run(main()) == (1, 1, 3, True, 0, 1)


def test_factory_is_called_before_run_first_suspends():
    async def main():
        sf = SingleFlight()
        op = Op("x")
        task = asyncio.ensure_future(sf.run("k", op))
        await asyncio.sleep(0)  # lets `task` run up to its first suspension only
        calls_at_first_suspension = op.calls
        running = sf.in_flight("k")
        op.gate.set()
        result = await task
        again = Op("y")
        second = asyncio.ensure_future(sf.run("k", again))
        await asyncio.sleep(0)
        calls_again = again.calls
        again.gate.set()
        return calls_at_first_suspension, running, result, calls_again, await second

    assert asyncio.run(main()) == (1, True, "x", 1, "y")


def test_each_new_key_calls_its_factory_before_suspending():
    async def main():
        sf = SingleFlight()
        ops = {key: Op(key) for key in ("a", "b", 3)}
        tasks = [asyncio.ensure_future(sf.run(key, op)) for key, op in ops.items()]
        await asyncio.sleep(0)
        calls = [op.calls for op in ops.values()]
        for op in ops.values():
            op.gate.set()
        return calls, await asyncio.gather(*tasks)

    assert asyncio.run(main()) == ([1, 1, 1], ["a", "b", 3])


def test_finished_operation_is_not_cached():
    async def main():
        sf = SingleFlight()
        first, second = Op("old"), Op("new")
        t1 = asyncio.ensure_future(sf.run("k", first))
        t2 = asyncio.ensure_future(sf.run("k", first))
        await spin()
        first.gate.set()
        shared = [await t1, await t2]
        after = sf.in_flight("k")
        second.gate.set()
        fresh = await sf.run("k", second)
        return shared, after, fresh, first.calls, second.calls

    assert asyncio.run(main()) == (["old", "old"], False, "new", 1, 1)


def test_failure_shared_by_callers_is_not_remembered():
    async def main():
        sf = SingleFlight()
        error = TimeoutError("slow backend")
        bad, good = Op(error=error), Op("recovered")
        tasks = [asyncio.ensure_future(sf.run("k", bad)) for _ in range(2)]
        await spin()
        bad.gate.set()
        outcomes = await asyncio.gather(*tasks, return_exceptions=True)
        after = sf.in_flight("k")
        good.gate.set()
        return [o is error for o in outcomes], after, await sf.run("k", good), bad.calls, good.calls

    same, after, result, bad_calls, good_calls = asyncio.run(main())
    assert same == [True, True]
    assert after is False
    assert (result, bad_calls, good_calls) == ("recovered", 1, 1)


def test_failure_for_one_key_leaves_the_other_key_alone():
    async def main():
        sf = SingleFlight()
        error = KeyError("missing")
        a, b = Op(error=error), Op("B")
        ta = [asyncio.ensure_future(sf.run("a", a)) for _ in range(2)]
        tb = asyncio.ensure_future(sf.run("b", b))
        await spin()
        a.gate.set()
        outcomes = await asyncio.gather(*ta, return_exceptions=True)
        b_running = sf.in_flight("b")
        b.gate.set()
        retry = Op("A")
        retry.gate.set()
        return [o is error for o in outcomes], b_running, await tb, await sf.run("a", retry), a.calls, b.calls

    assert asyncio.run(main()) == ([True, True], True, "B", "A", 1, 1)
