import asyncio

import pytest

from solution import run_limited


async def spin(rounds=20):
    for _ in range(rounds):
        await asyncio.sleep(0)


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
        return await runner, jobs.log

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
        result = await runner
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
        jobs.gates[0].set()
        return first, await runner

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
        return after_one, after_two, await runner

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
        return snapshots, await runner

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
            await runner
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

    with pytest.raises(KeyError):
        asyncio.run(run_limited([make_bad, make_good], 1))
    assert calls == ["bad"]


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
