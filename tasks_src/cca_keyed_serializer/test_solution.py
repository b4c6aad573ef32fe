import asyncio

from solution import KeyedSerializer


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


async def settle(task):
    """Await a task, failing the test instead of hanging if it never finishes."""
    return await asyncio.wait_for(task, timeout=1)


class Jobs:
    """Jobs named by strings; each logs its start and waits until the test finishes it."""

    def __init__(self):
        self.log = []
        self.gates = {}
        self.outcomes = {}

    def factory(self, name):
        def make():
            self.log.append(("start", name))
            self.gates[name] = asyncio.Event()
            return self._run(name)
        return make

    async def _run(self, name):
        try:
            await self.gates[name].wait()
        except asyncio.CancelledError:
            for _ in range(3):  # clean-up that takes a few loop iterations
                await asyncio.sleep(0)
            self.log.append(("cleaned", name))
            raise
        kind, value = self.outcomes.get(name, ("ok", f"r:{name}"))
        if kind == "raise":
            raise value
        return value

    def finish(self, name, kind="ok", value=None):
        if kind == "raise" or value is not None:
            self.outcomes[name] = (kind, value)
        self.gates[name].set()

    def started(self):
        return [name for kind, name in self.log if kind == "start"]


def state(future):
    if not future.done():
        return "pending"
    if future.cancelled():
        return "cancelled"
    if future.exception() is not None:
        return future.exception()
    return future.result()


def test_same_key_runs_one_at_a_time_in_order():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        futures = [serializer.submit("acct", jobs.factory(n)) for n in ("a1", "a2", "a3")]
        await spin()
        snaps = [jobs.started()]
        for name in ("a1", "a2"):
            jobs.finish(name)
            await spin()
            snaps.append(jobs.started())
        jobs.finish("a3")
        await spin()
        return snaps, [state(f) for f in futures]

    snaps, results = asyncio.run(main())
    assert snaps == [["a1"], ["a1", "a2"], ["a1", "a2", "a3"]]
    assert results == ["r:a1", "r:a2", "r:a3"]


def test_different_keys_run_concurrently():
    error = ValueError("b failed")

    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        fa = serializer.submit("a", jobs.factory("a1"))
        fb = serializer.submit("b", jobs.factory("b1"))
        fa2 = serializer.submit("a", jobs.factory("a2"))
        await spin()
        both = jobs.started()
        jobs.finish("b1", "raise", error)
        await spin()
        after_b = (jobs.started(), state(fb) is error, state(fa))
        jobs.finish("a1")
        await spin()
        jobs.finish("a2")
        await spin()
        return both, after_b, [state(f) for f in (fa, fa2)]

    both, after_b, results = asyncio.run(main())
    assert both == ["a1", "b1"]
    assert after_b == (["a1", "b1"], True, "pending")
    assert results == ["r:a1", "r:a2"]


def test_failed_job_does_not_stop_the_queue():
    error = KeyError("gone")

    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        f1 = serializer.submit(7, jobs.factory("j1"))
        f2 = serializer.submit(7, jobs.factory("j2"))
        await spin()
        jobs.finish("j1", "raise", error)
        await spin()
        started = jobs.started()
        jobs.finish("j2", value={"ok": True})
        await spin()
        return started, state(f1), state(f2), serializer.active_keys()

    started, first, second, keys = asyncio.run(main())
    assert started == ["j1", "j2"]
    assert first is error
    assert second == {"ok": True}
    assert keys == set()


def test_idle_key_starts_job_inside_submit():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        future = serializer.submit("k", jobs.factory("now"))
        right_away = jobs.started()
        queued = serializer.submit("k", jobs.factory("later"))
        still = jobs.started()
        kinds = (isinstance(future, asyncio.Future), future is not queued)
        jobs.finish("now")
        await spin()
        jobs.finish("later")
        await spin()
        return right_away, still, kinds, state(future), state(queued)

    right_away, still, kinds, first, second = asyncio.run(main())
    assert right_away == ["now"]
    assert still == ["now"]
    assert kinds == (True, True)
    assert (first, second) == ("r:now", "r:later")


def test_cancelled_waiting_job_is_never_started():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        futures = [serializer.submit("q", jobs.factory(n)) for n in ("q1", "q2", "q3", "q4")]
        await spin()
        futures[1].cancel()
        await spin()
        pending = serializer.pending("q")
        jobs.finish("q1")
        await spin()
        started = jobs.started()
        futures[3].cancel()
        jobs.finish("q3")
        await spin()
        return pending, started, jobs.started(), [state(f) for f in futures], serializer.active_keys()

    pending, started, finally_started, results, keys = asyncio.run(main())
    assert pending == 3
    assert started == ["q1", "q3"]
    assert finally_started == ["q1", "q3"]
    assert results == ["r:q1", "cancelled", "r:q3", "cancelled"]
    assert keys == set()


def test_active_keys_and_pending_counts():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        serializer.submit("x", jobs.factory("x1"))
        serializer.submit("x", jobs.factory("x2"))
        serializer.submit(("y", 1), jobs.factory("y1"))
        await spin()
        during = (serializer.active_keys(), serializer.pending("x"), serializer.pending(("y", 1)), serializer.pending("z"))
        jobs.finish("y1")
        await spin()
        middle = (serializer.active_keys(), serializer.pending(("y", 1)))
        jobs.finish("x1")
        await spin()
        jobs.finish("x2")
        await spin()
        end = serializer.active_keys()
        return during, middle, end

    during, middle, end = asyncio.run(main())
    assert during == ({"x", ("y", 1)}, 2, 1, 0)
    assert middle == ({"x"}, 0)
    assert end == set()
    assert type(end) is set


def test_cancelling_running_job_waits_for_its_cleanup():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        f1 = serializer.submit("r", jobs.factory("r1"))
        f2 = serializer.submit("r", jobs.factory("r2"))
        await spin()
        f1.cancel()
        await asyncio.sleep(0)
        right_after = list(jobs.log)
        await spin()
        later = list(jobs.log)
        jobs.finish("r2")
        await spin()
        return right_after, later, state(f1), state(f2)

    right_after, later, first, second = asyncio.run(main())
    assert right_after == [("start", "r1")]
    assert later == [("start", "r1"), ("cleaned", "r1"), ("start", "r2")]
    assert first == "cancelled"
    assert second == "r:r2"


def test_job_may_submit_to_its_own_key():
    async def main():
        serializer = KeyedSerializer()
        log = []

        async def child():
            log.append("child")
            return "child done"

        async def parent():
            log.append("parent start")
            inner = serializer.submit("k", child)
            await asyncio.sleep(0)
            log.append(("parent end", inner.done()))
            return inner

        outer = serializer.submit("k", parent)
        inner = await settle(outer)
        result = await settle(inner)
        return log, result

    log, result = asyncio.run(main())
    assert log == ["parent start", ("parent end", False), "child"]
    assert result == "child done"


def test_finished_key_is_forgotten_and_restarts_immediately():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        first = serializer.submit("k", jobs.factory("k1"))
        waiting = serializer.submit("k", jobs.factory("k2"))
        waiting.cancel()
        jobs.finish("k1")
        await spin()
        idle = (serializer.active_keys(), serializer.pending("k"))
        again = serializer.submit("k", jobs.factory("k3"))
        started = jobs.started()
        jobs.finish("k3")
        await spin()
        return idle, started, [state(f) for f in (first, waiting, again)], serializer.active_keys()

    idle, started, results, keys = asyncio.run(main())
    assert idle == (set(), 0)
    assert started == ["k1", "k3"]
    assert results == ["r:k1", "cancelled", "r:k3"]
    assert keys == set()


def test_job_cancelling_itself_cancels_its_future():
    async def main():
        serializer = KeyedSerializer()
        log = []

        async def gives_up():
            log.append("gives up")
            raise asyncio.CancelledError()

        async def next_job():
            log.append("next")
            return 5

        f1 = serializer.submit("s", gives_up)
        f2 = serializer.submit("s", next_job)
        await spin()
        return log, state(f1), state(f2), serializer.active_keys()

    log, first, second, keys = asyncio.run(main())
    assert log == ["gives up", "next"]
    assert first == "cancelled"
    assert second == 5
    assert keys == set()


def test_first_job_of_each_key_starts_inside_submit():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        fa = serializer.submit("a", jobs.factory("a1"))
        after_a = jobs.started()
        fb = serializer.submit("b", jobs.factory("b1"))
        after_b = jobs.started()
        fresh = (type(fa) is asyncio.Future, type(fb) is asyncio.Future, fa is not fb, fa.done(), fb.done())
        jobs.finish("a1")
        jobs.finish("b1", value=0)
        await spin()
        return after_a, after_b, fresh, state(fa), state(fb)

    after_a, after_b, fresh, first, second = asyncio.run(main())
    assert after_a == ["a1"]
    assert after_b == ["a1", "b1"]
    assert fresh == (True, True, True, False, False)
    assert (first, second) == ("r:a1", 0)


def test_cancelled_waiting_jobs_are_skipped():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        futures = [serializer.submit("w", jobs.factory(n)) for n in ("w1", "w2", "w3")]
        futures[1].cancel()
        await spin()
        counts = (serializer.pending("w"), serializer.active_keys())
        jobs.finish("w1")
        await spin()
        started = jobs.started()
        jobs.finish("w3")
        await spin()
        return counts, started, [state(f) for f in futures], serializer.active_keys()

    counts, started, results, keys = asyncio.run(main())
    assert counts == (2, {"w"})
    assert started == ["w1", "w3"]
    assert results == ["r:w1", "cancelled", "r:w3"]
    assert keys == set()


def test_next_job_waits_while_the_cancelled_job_unwinds():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        f1 = serializer.submit("u", jobs.factory("u1"))
        f2 = serializer.submit("u", jobs.factory("u2"))
        other = serializer.submit("v", jobs.factory("v1"))
        await spin()
        f1.cancel()
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        unwinding = (jobs.started(), serializer.active_keys(), serializer.pending("u"))
        await spin()
        after = list(jobs.log)
        jobs.finish("u2")
        jobs.finish("v1")
        await spin()
        return unwinding, after, [state(f) for f in (f1, f2, other)]

    unwinding, after, results = asyncio.run(main())
    assert unwinding == (["u1", "v1"], {"u", "v"}, 1)
    assert after == [("start", "u1"), ("start", "v1"), ("cleaned", "u1"), ("start", "u2")]
    assert results == ["cancelled", "r:u2", "r:v1"]


def test_cancelling_the_running_job_of_a_longer_queue():
    async def main():
        jobs, serializer = Jobs(), KeyedSerializer()
        futures = [serializer.submit("c", jobs.factory(n)) for n in ("c1", "c2", "c3")]
        await spin()
        futures[0].cancel()
        await spin()
        log = list(jobs.log)
        jobs.finish("c2")
        await spin()
        jobs.finish("c3")
        await spin()
        return log, jobs.started(), [state(f) for f in futures]

    log, started, results = asyncio.run(main())
    assert log == [("start", "c1"), ("cleaned", "c1"), ("start", "c2")]
    assert started == ["c1", "c2", "c3"]
    assert results == ["cancelled", "r:c2", "r:c3"]
