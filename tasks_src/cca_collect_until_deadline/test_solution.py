import asyncio
import inspect

from solution import collect_until


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


async def settle(task):
    """Await a task, failing the test instead of hanging if it never finishes."""
    return await asyncio.wait_for(task, timeout=1)


class Sources:
    """Named jobs that log their life cycle and finish when the test says so."""

    def __init__(self, *names):
        self.log = []
        self.gates = {name: None for name in names}
        self.outcomes = {}

    def jobs(self, cleanup_steps=3, on_cancel=None):
        on_cancel = on_cancel or {}

        def make(name):
            def factory():
                self.log.append(("start", name))
                self.gates[name] = asyncio.Event()
                return run(name)
            return factory

        async def run(name):
            try:
                await self.gates[name].wait()
            except asyncio.CancelledError:
                for _ in range(cleanup_steps):  # clean-up that takes a few loop iterations
                    await asyncio.sleep(0)
                self.log.append(("cleaned", name))
                action = on_cancel.get(name)
                if action is None:
                    raise
                kind, value = action
                if kind == "raise":
                    raise value
                return value
            kind, value = self.outcomes[name]
            if kind == "raise":
                raise value
            return value

        return {name: make(name) for name in self.gates}

    def finish(self, name, value):
        self.outcomes[name] = ("ok", value)
        self.gates[name].set()

    def fail(self, name, error):
        self.outcomes[name] = ("raise", error)
        self.gates[name].set()


class Deadline:
    def __init__(self):
        self.event = asyncio.Event()
        self.cancelled = False

    async def wait(self):
        try:
            await self.event.wait()
        except asyncio.CancelledError:
            for _ in range(6):  # clean-up that takes a few loop iterations
                await asyncio.sleep(0)
            self.cancelled = True
            raise


def test_all_jobs_finish_before_deadline():
    async def main():
        sources, deadline = Sources("a", "b"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        sources.finish("b", "B")
        await spin()
        sources.finish("a", "A")
        outcome = await settle(runner)
        return outcome, deadline.cancelled

    (results, errors, cut), deadline_cancelled = asyncio.run(main())
    assert results == {"a": "A", "b": "B"}
    assert errors == {}
    assert cut == []
    assert deadline_cancelled is True


def test_deadline_keeps_finished_jobs_and_cuts_the_rest():
    error = TimeoutError("upstream")

    async def main():
        sources, deadline = Sources("fast", "broken", "slow"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        sources.finish("fast", [1, 2])
        sources.fail("broken", error)
        await spin()
        deadline.event.set()
        outcome = await settle(runner)
        return outcome, list(sources.log)

    (results, errors, cut), log = asyncio.run(main())
    assert results == {"fast": [1, 2]}
    assert errors == {"broken": error}
    assert errors["broken"] is error
    assert cut == ["slow"]
    assert ("cleaned", "slow") in log


def test_job_that_catches_cancellation_and_returns_counts_as_result():
    async def main():
        sources, deadline = Sources("stubborn", "slow"), Deadline()
        jobs = sources.jobs(on_cancel={"stubborn": ("ok", "partial answer")})
        runner = asyncio.ensure_future(collect_until(jobs, deadline.wait()))
        await spin()
        deadline.event.set()
        return await settle(runner)

    results, errors, cut = asyncio.run(main())
    assert results == {"stubborn": "partial answer"}
    assert errors == {}
    assert cut == ["slow"]


def test_no_jobs_returns_empty_containers():
    async def main():
        deadline = asyncio.get_running_loop().create_future()
        outcome = await settle(asyncio.ensure_future(collect_until({}, deadline)))
        return outcome, deadline.cancelled()

    outcome, deadline_cancelled = asyncio.run(main())
    assert outcome == ({}, {}, [])
    assert [type(part) for part in outcome] == [dict, dict, list]
    assert type(outcome) is tuple
    assert deadline_cancelled is True


def test_outputs_follow_job_order_not_completion_order():
    async def main():
        names = ("n1", "n2", "n3", "n4", "n5", "n6")
        sources, deadline = Sources(*names), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        for name, kind in (("n5", "ok"), ("n4", "raise"), ("n1", "raise"), ("n2", "ok")):
            if kind == "ok":
                sources.finish(name, name.upper())
            else:
                sources.fail(name, ValueError(name))
            await spin()
        deadline.event.set()
        return await settle(runner)

    results, errors, cut = asyncio.run(main())
    assert list(results.items()) == [("n2", "N2"), ("n5", "N5")]
    assert list(errors) == ["n1", "n4"]
    assert [str(e) for e in errors.values()] == ["n1", "n4"]
    assert cut == ["n3", "n6"]


def test_all_factories_are_called_at_once_in_order():
    async def main():
        sources, deadline = Sources("x", "y", "z"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        started = list(sources.log)
        for name in ("z", "y", "x"):
            sources.finish(name, 0)
        await settle(runner)
        return started

    assert asyncio.run(main()) == [("start", "x"), ("start", "y"), ("start", "z")]


def test_error_raised_during_cancellation_is_reported():
    boom = RuntimeError("cleanup failed")

    async def main():
        sources, deadline = Sources("fragile", "quiet", "done"), Deadline()
        jobs = sources.jobs(on_cancel={"fragile": ("raise", boom)})
        runner = asyncio.ensure_future(collect_until(jobs, deadline.wait()))
        await spin()
        sources.finish("done", None)
        await spin()
        deadline.event.set()
        return await settle(runner)

    results, errors, cut = asyncio.run(main())
    assert results == {"done": None}
    assert errors == {"fragile": boom}
    assert errors["fragile"] is boom
    assert cut == ["quiet"]


def test_outer_cancellation_cancels_jobs_and_deadline():
    async def main():
        sources, deadline = Sources("a", "b"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        runner.cancel()
        try:
            await settle(runner)
        except asyncio.CancelledError:
            outcome = "cancelled"
        return outcome, sorted(sources.log), deadline.cancelled

    outcome, log, deadline_cancelled = asyncio.run(main())
    assert outcome == "cancelled"
    assert log == [("cleaned", "a"), ("cleaned", "b"), ("start", "a"), ("start", "b")]
    assert deadline_cancelled is True


def test_cut_jobs_finish_their_cleanup_before_return():
    async def main():
        sources, deadline = Sources("p", "q", "r"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(cleanup_steps=5), deadline.wait()))
        await spin()
        sources.finish("q", "Q")
        await spin()
        deadline.event.set()
        outcome = await settle(runner)
        return outcome, list(sources.log)

    (results, errors, cut), log = asyncio.run(main())
    assert results == {"q": "Q"}
    assert errors == {}
    assert cut == ["p", "r"]
    assert sorted(log) == [("cleaned", "p"), ("cleaned", "r"), ("start", "p"), ("start", "q"), ("start", "r")]


def test_real_sleep_deadline():
    async def instant():
        return "instant"

    async def never():
        await asyncio.Event().wait()

    results, errors, cut = asyncio.run(collect_until({"never": never, "instant": instant}, asyncio.sleep(0.05)))
    assert results == {"instant": "instant"}
    assert errors == {}
    assert cut == ["never"]


def test_deadline_that_raises_still_counts_as_passed():
    async def failing_deadline(event):
        await event.wait()
        raise OSError("timer broke")

    async def main():
        sources = Sources("a", "b")
        event = asyncio.Event()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), failing_deadline(event)))
        await spin()
        sources.finish("a", 1)
        await spin()
        event.set()
        return await settle(runner)

    results, errors, cut = asyncio.run(main())
    assert results == {"a": 1}
    assert errors == {}
    assert cut == ["b"]


def test_outputs_follow_job_order_when_all_finish_in_time():
    async def main():
        sources, deadline = Sources("first", "second", "third"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        sources.finish("third", None)
        await spin()
        sources.finish("second", "x")
        await spin()
        sources.fail("first", KeyError("first"))
        outcome = await settle(runner)
        return outcome, deadline.cancelled

    (results, errors, cut), deadline_cancelled = asyncio.run(main())
    assert list(results.items()) == [("second", "x"), ("third", None)]
    assert list(errors) == ["first"]
    assert cut == []
    assert deadline_cancelled is True


def test_factories_are_called_before_the_deadline_starts():
    async def main():
        log = []

        def job(name):
            def factory():
                log.append(("factory", name))
                return finish(name)
            return factory

        async def finish(name):
            log.append(("run", name))
            return name

        async def deadline():
            log.append(("deadline", None))
            await asyncio.Event().wait()

        outcome = await settle(asyncio.ensure_future(
            collect_until({"c": job("c"), "a": job("a"), "b": job("b")}, deadline())))
        return outcome, log

    (results, errors, cut), log = asyncio.run(main())
    assert log[:3] == [("factory", "c"), ("factory", "a"), ("factory", "b")]
    assert sorted(log[3:]) == [("deadline", None), ("run", "a"), ("run", "b"), ("run", "c")]
    assert list(results.items()) == [("c", "c"), ("a", "a"), ("b", "b")]
    assert (errors, cut) == ({}, [])


def test_none_result_is_kept_when_the_deadline_cuts_the_rest():
    async def main():
        sources, deadline = Sources("nothing", "slow"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        sources.finish("nothing", None)
        await spin()
        deadline.event.set()
        return await settle(runner)

    results, errors, cut = asyncio.run(main())
    assert results == {"nothing": None}
    assert "nothing" in results
    assert errors == {}
    assert cut == ["slow"]


def test_no_jobs_cancels_a_deadline_coroutine_and_waits_for_it():
    async def main():
        deadline = Deadline().wait()
        outcome = await settle(asyncio.ensure_future(collect_until({}, deadline)))
        return outcome, inspect.getcoroutinestate(deadline)

    outcome, deadline_state = asyncio.run(main())
    assert outcome == ({}, {}, [])
    assert type(outcome) is tuple
    assert deadline_state == "CORO_CLOSED"


def test_deadline_result_is_ignored():
    async def deadline(event):
        await event.wait()
        return "a value nobody reads"

    async def main():
        sources = Sources("done", "late")
        event = asyncio.Event()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline(event)))
        await spin()
        sources.finish("done", "D")
        await spin()
        event.set()
        return await settle(runner)

    results, errors, cut = asyncio.run(main())
    assert results == {"done": "D"}
    assert errors == {}
    assert cut == ["late"]


def test_outer_cancellation_after_some_jobs_finished():
    async def main():
        sources, deadline = Sources("a", "b", "c"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        sources.finish("b", "B")
        await spin()
        runner.cancel()
        try:
            await settle(runner)
        except asyncio.CancelledError:
            outcome = "cancelled"
        return outcome, sorted(sources.log), deadline.cancelled

    outcome, log, deadline_cancelled = asyncio.run(main())
    assert outcome == "cancelled"
    assert log == [("cleaned", "a"), ("cleaned", "c"), ("start", "a"), ("start", "b"), ("start", "c")]
    assert deadline_cancelled is True


def test_deadline_task_is_cancelled_when_the_jobs_finish_first():
    async def main():
        sources, deadline = Sources("only"), Deadline()
        runner = asyncio.ensure_future(collect_until(sources.jobs(), deadline.wait()))
        await spin()
        sources.finish("only", 7)
        outcome = await settle(runner)
        return outcome, deadline.cancelled

    outcome, deadline_cancelled = asyncio.run(main())
    assert outcome == ({"only": 7}, {}, [])
    assert deadline_cancelled is True


def test_mixed_outcomes_follow_job_order():
    async def gives_up():
        await asyncio.sleep(0)
        raise asyncio.CancelledError

    async def main():
        sources, deadline = Sources("j1", "j2", "j3", "j4"), Deadline()
        jobs = sources.jobs()
        jobs = {"j0": gives_up, **jobs}
        runner = asyncio.ensure_future(collect_until(jobs, deadline.wait()))
        await spin()
        sources.finish("j4", None)
        await spin()
        sources.finish("j3", "three")
        await spin()
        sources.fail("j2", ValueError("two"))
        await spin()
        deadline.event.set()
        return await settle(runner)

    results, errors, cut = asyncio.run(main())
    assert list(results.items()) == [("j3", "three"), ("j4", None)]
    assert [(name, str(error)) for name, error in errors.items()] == [("j2", "two")]
    assert cut == ["j0", "j1"]
