import asyncio

import pytest

from solution import run_limited


async def spin(rounds=20):
    for _ in range(rounds):
        await asyncio.sleep(0)


async def settle(awaitable):
    """Await with a time limit, failing the test instead of hanging if it never finishes."""
    return await asyncio.wait_for(awaitable, timeout=1)


class Jobs:
    """Jobs that log their life cycle and finish only when their gate is opened."""

    def __init__(self, count):
        self.log = []
        self.gates = [asyncio.Event() for _ in range(count)]
        self.factories = [self._factory(i) for i in range(count)]

    def _factory(self, i):
        def factory():
            self.log.append(("call", i))
            return self._job(i)
        return factory

    async def _job(self, i):
        try:
            await self.gates[i].wait()
        except asyncio.CancelledError:
            self.log.append(("cancelled", i))
            raise
        self.log.append(("end", i))
        return f"r{i}"

    def started(self):
        return [i for kind, i in self.log if kind == "call"]


def test_results_in_input_order_not_completion_order():
    async def main():
        jobs = Jobs(3)
        runner = asyncio.ensure_future(run_limited(jobs.factories, 3))
        await spin()
        for i in (2, 0, 1):
            jobs.gates[i].set()
            await spin()
        return await settle(runner), jobs.log

    result, log = asyncio.run(main())
    assert result == ["r0", "r1", "r2"]
    assert type(result) is list
    assert [e for e in log if e[0] == "end"] == [("end", 2), ("end", 0), ("end", 1)]


def test_simple_values_and_empty():
    async def value(v):
        return v

    async def main():
        empty = await run_limited([], 2)
        values = await run_limited([lambda: value(1), lambda: value("a"), lambda: value(None)], 1)
        return empty, values

    empty, values = asyncio.run(main())
    assert empty == []
    assert values == [1, "a", None]


def test_only_limit_jobs_start_at_first():
    async def main():
        jobs = Jobs(5)
        runner = asyncio.ensure_future(run_limited(jobs.factories, 2))
        await spin()
        first = jobs.started()
        for gate in jobs.gates:
            gate.set()
        result = await settle(runner)
        return first, result

    first, result = asyncio.run(main())
    assert first == [0, 1]
    assert result == ["r0", "r1", "r2", "r3", "r4"]


def test_limit_larger_than_job_count():
    async def main():
        jobs = Jobs(2)
        runner = asyncio.ensure_future(run_limited(jobs.factories, 10))
        await spin()
        first = jobs.started()
        jobs.gates[1].set()
        await spin()
        jobs.gates[0].set()
        return first, await settle(runner)

    first, result = asyncio.run(main())
    assert first == [0, 1]
    assert result == ["r0", "r1"]


def test_next_job_starts_as_soon_as_any_slot_frees():
    async def main():
        jobs = Jobs(5)
        runner = asyncio.ensure_future(run_limited(jobs.factories, 2))
        await spin()
        jobs.gates[1].set()  # job 0 is still running
        await spin()
        after_one = jobs.started()
        jobs.gates[2].set()
        await spin()
        after_two = jobs.started()
        for gate in jobs.gates:
            gate.set()
        return after_one, after_two, await settle(runner)

    after_one, after_two, result = asyncio.run(main())
    assert after_one == [0, 1, 2]
    assert after_two == [0, 1, 2, 3]
    assert result == ["r0", "r1", "r2", "r3", "r4"]


def test_limit_one_runs_strictly_one_after_another():
    async def main():
        jobs = Jobs(3)
        runner = asyncio.ensure_future(run_limited(jobs.factories, 1))
        snapshots = []
        for i in range(3):
            await spin()
            snapshots.append(jobs.started())
            jobs.gates[i].set()
        return snapshots, await settle(runner)

    snapshots, result = asyncio.run(main())
    assert snapshots == [[0], [0, 1], [0, 1, 2]]
    assert result == ["r0", "r1", "r2"]


def test_failure_cancels_running_and_starts_nothing_more():
    class Boom(Exception):
        pass

    async def main():
        jobs = Jobs(6)

        async def failing():
            await jobs.gates[1].wait()
            raise Boom("job 1 failed")

        factories = list(jobs.factories)
        factories[1] = lambda: (jobs.log.append(("call", 1)), failing())[1]
        runner = asyncio.ensure_future(run_limited(factories, 3))
        await spin()
        jobs.gates[1].set()
        with pytest.raises(Boom) as info:
            await settle(runner)
        at_raise = list(jobs.log)
        await spin()
        return at_raise, list(jobs.log), str(info.value)

    at_raise, later, message = asyncio.run(main())
    assert message == "job 1 failed"
    assert sorted(at_raise) == [("call", 0), ("call", 1), ("call", 2), ("cancelled", 0), ("cancelled", 2)]
    assert later == at_raise


def test_invalid_limit_raises_value_error():
    async def value():
        return 1

    with pytest.raises(ValueError):
        asyncio.run(run_limited([value], 0))
    with pytest.raises(ValueError):
        asyncio.run(run_limited([], -1))


def test_exception_from_first_job_with_limit_one():
    calls = []

    async def bad():
        raise KeyError("missing")

    async def good():
        return 2

    def make_bad():
        calls.append("bad")
        return bad()

    def make_good():
        calls.append("good")
        return good()

    factories = [make_bad, make_good]
    with pytest.raises(KeyError):
        asyncio.run(run_limited(factories, 1))
    assert calls == ["bad"]
    assert factories == [make_bad, make_good]


def test_factories_list_not_modified_and_plain_awaitables_accepted():
    async def main():
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        loop.call_soon(future.set_result, "from future")

        async def coro():
            return 7

        factories = [lambda: future, coro]
        before = list(factories)
        result = await run_limited(factories, 2)
        return result, factories == before

    result, unchanged = asyncio.run(main())
    assert result == ["from future", 7]
    assert unchanged is True


def test_failure_waits_for_cancellations_to_finish():
    class Broken(Exception):
        pass

    async def main():
        log = []
        gate = asyncio.Event()

        async def slow_cleanup(name):
            try:
                await asyncio.Event().wait()
            except asyncio.CancelledError:
                for _ in range(5):  # clean-up that takes a few loop iterations
                    await asyncio.sleep(0)
                log.append(("cleaned", name))
                raise

        async def failing():
            await gate.wait()
            raise Broken("stop")

        factories = [lambda: slow_cleanup("a"), failing, lambda: slow_cleanup("b"), lambda: slow_cleanup("c")]
        runner = asyncio.ensure_future(run_limited(factories, 3))
        await spin()
        gate.set()
        with pytest.raises(Broken):
            await settle(runner)
        return sorted(log)

    assert asyncio.run(main()) == [("cleaned", "a"), ("cleaned", "b")]


def test_failure_re_raises_the_same_exception_and_cancels():
    error = LookupError("no such row")

    async def main():
        jobs = Jobs(4)

        async def failing():
            await jobs.gates[0].wait()
            raise error

        factories = list(jobs.factories)
        factories[0] = lambda: (jobs.log.append(("call", 0)), failing())[1]
        runner = asyncio.ensure_future(run_limited(factories, 2))
        await spin()
        jobs.gates[0].set()
        with pytest.raises(LookupError) as info:
            await settle(runner)
        return info.value is error, list(jobs.log)

    same, log = asyncio.run(main())
    assert same is True
    assert log == [("call", 0), ("call", 1), ("cancelled", 1)]


def test_factories_list_is_left_unchanged():
    async def value(v):
        await asyncio.sleep(0)
        return v

    def first():
        return value("one")

    def second():
        return value("two")

    def third():
        return value("three")

    async def main():
        factories = [first, second, third]
        result = await settle(run_limited(factories, 2))
        empty = []
        nothing = await settle(run_limited(empty, 1))
        return factories, result, empty, nothing

    factories, result, empty, nothing = asyncio.run(main())
    assert factories == [first, second, third]
    assert result == ["one", "two", "three"]
    assert empty == []
    assert nothing == [] and type(nothing) is list


def test_completion_order_does_not_change_result_order():
    async def main():
        jobs = Jobs(4)
        runner = asyncio.ensure_future(run_limited(jobs.factories, 2))
        await spin()
        jobs.gates[1].set()
        await spin()
        jobs.gates[2].set()
        await spin()
        jobs.gates[3].set()
        await spin()
        started = jobs.started()
        jobs.gates[0].set()
        result = await settle(runner)
        return started, [i for kind, i in jobs.log if kind == "end"], result

    started, ended, result = asyncio.run(main())
    assert started == [0, 1, 2, 3]
    assert ended == [1, 2, 3, 0]
    assert result == ["r0", "r1", "r2", "r3"]


def test_invalid_limit_raises_when_awaited():
    calls = []

    def factory():
        calls.append("called")
        return asyncio.sleep(0)

    pending = run_limited([factory, factory], 0)
    with pytest.raises(ValueError):
        asyncio.run(pending)
    with pytest.raises(ValueError):
        asyncio.run(run_limited([factory], -3))
    assert calls == []
