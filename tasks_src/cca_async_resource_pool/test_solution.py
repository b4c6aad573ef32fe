import asyncio

import pytest

from solution import AsyncPool


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


class Factory:
    """A `create` coroutine function making numbered resources (lists, so unhashable)."""

    def __init__(self, gated=False):
        self.made = []
        self.gated = gated
        self.gates = []
        self.failures = {}

    async def __call__(self):
        number = len(self.gates)
        self.gates.append(asyncio.Event())
        if self.gated:
            await self.gates[number].wait()
        if number in self.failures:
            raise self.failures[number]
        resource = [f"conn{number}"]
        self.made.append(resource)
        return resource


def outcome(task):
    if not task.done():
        return "pending"
    if task.cancelled():
        return "cancelled"
    if task.exception() is not None:
        return task.exception()
    return task.result()


def test_lazy_creation_and_lifo_reuse():
    async def main():
        factory = Factory()
        pool = AsyncPool(factory, 3)
        before = (pool.size, pool.idle)
        a = await pool.acquire()
        b = await pool.acquire()
        pool.release(a)
        pool.release(b)
        middle = (pool.size, pool.idle)
        c = await pool.acquire()
        d = await pool.acquire()
        return before, middle, (a, b, c, d), len(factory.made), (pool.size, pool.idle)

    before, middle, (a, b, c, d), made, after = asyncio.run(main())
    assert before == (0, 0)
    assert middle == (2, 2)
    assert a == ["conn0"] and b == ["conn1"]
    assert c is b
    assert d is a
    assert made == 2
    assert after == (2, 0)


def test_size_and_idle_are_ints_and_track_usage():
    async def main():
        pool = AsyncPool(Factory(), 2)
        snaps = []
        first = await pool.acquire()
        snaps.append((pool.size, pool.idle))
        pool.release(first)
        snaps.append((pool.size, pool.idle))
        again = await pool.acquire()
        snaps.append((pool.size, pool.idle))
        return snaps, again is first

    snaps, reused = asyncio.run(main())
    assert snaps == [(1, 0), (1, 1), (1, 0)]
    assert all(type(n) is int for pair in snaps for n in pair)
    assert reused is True


def test_waiters_are_served_in_fifo_order_by_direct_handoff():
    async def main():
        pool = AsyncPool(Factory(), 1)
        held = await pool.acquire()
        w1 = asyncio.ensure_future(pool.acquire())
        await spin()
        w2 = asyncio.ensure_future(pool.acquire())
        await spin()
        pool.release(held)
        handed = (pool.size, pool.idle)
        await spin()
        first = (outcome(w1), outcome(w2))
        pool.release(w1.result())
        await spin()
        return handed, first, outcome(w2) is held, (pool.size, pool.idle)

    handed, first, second_is_held, final = asyncio.run(main())
    assert handed == (1, 0)
    assert first == (["conn0"], "pending")
    assert second_is_held is True
    assert final == (1, 0)


def test_create_failure_frees_the_slot():
    error = ConnectionError("database down")

    async def main():
        factory = Factory()
        factory.failures[0] = error
        pool = AsyncPool(factory, 1)
        with pytest.raises(ConnectionError) as info:
            await pool.acquire()
        after_failure = (pool.size, pool.idle)
        resource = await pool.acquire()
        return info.value is error, after_failure, resource, pool.size

    same, after_failure, resource, size = asyncio.run(main())
    assert same is True
    assert after_failure == (0, 0)
    assert resource == ["conn1"]
    assert size == 1


def test_release_checks_identity_not_equality():
    async def main():
        pool = AsyncPool(Factory(), 2)
        resource = await pool.acquire()
        errors = []
        for candidate in (["conn0"], "stranger"):
            for method in (pool.release, pool.discard):
                try:
                    method(candidate)
                except ValueError:
                    errors.append("ValueError")
        state = (pool.size, pool.idle)
        pool.release(resource)
        try:
            pool.release(resource)
        except ValueError:
            errors.append("twice")
        return errors, state, (pool.size, pool.idle)

    errors, state, final = asyncio.run(main())
    assert errors == ["ValueError"] * 4 + ["twice"]
    assert state == (1, 0)
    assert final == (1, 1)


def test_cancelled_waiter_leaves_the_queue():
    async def main():
        pool = AsyncPool(Factory(), 1)
        held = await pool.acquire()
        w1 = asyncio.ensure_future(pool.acquire())
        await spin()
        w2 = asyncio.ensure_future(pool.acquire())
        await spin()
        w1.cancel()
        await spin()
        pool.release(held)
        await spin()
        return outcome(w1), outcome(w2) is held, (pool.size, pool.idle)

    first, second_is_held, state = asyncio.run(main())
    assert first == "cancelled"
    assert second_is_held is True
    assert state == (1, 0)


def test_discard_lets_first_waiter_create_a_replacement():
    async def main():
        factory = Factory()
        pool = AsyncPool(factory, 1)
        broken = await pool.acquire()
        waiter = asyncio.ensure_future(pool.acquire())
        await spin()
        pool.discard(broken)
        size_at_discard = pool.size
        await spin()
        replacement = outcome(waiter)
        pool.discard(replacement)
        return size_at_discard, replacement, replacement is broken, (pool.size, pool.idle), len(factory.made)

    size_at_discard, replacement, same, final, made = asyncio.run(main())
    assert size_at_discard == 1
    assert replacement == ["conn1"]
    assert same is False
    assert final == (0, 0)
    assert made == 2


def test_handoff_cancelled_before_resume_passes_resource_on():
    async def main():
        pool = AsyncPool(Factory(), 1)
        held = await pool.acquire()
        w1 = asyncio.ensure_future(pool.acquire())
        await spin()
        pool.release(held)  # handed to w1, which has not resumed yet
        w1.cancel()
        await spin()
        alone = (outcome(w1), pool.size, pool.idle)
        again = asyncio.ensure_future(pool.acquire())
        await spin()
        return alone, outcome(again) is held

    alone, reused = asyncio.run(main())
    assert alone == ("cancelled", 1, 1)
    assert reused is True


def test_failed_creation_hands_the_slot_to_a_waiter():
    error = OSError("handshake failed")

    async def main():
        factory = Factory(gated=True)
        factory.failures[0] = error
        pool = AsyncPool(factory, 1)
        creator = asyncio.ensure_future(pool.acquire())
        await spin()
        waiter = asyncio.ensure_future(pool.acquire())
        await spin()
        during = (pool.size, len(factory.gates))
        factory.gates[0].set()
        await spin()
        after_failure = (outcome(creator), pool.size, len(factory.gates))
        factory.gates[1].set()
        await spin()
        return during, after_failure, outcome(waiter), pool.size

    during, after_failure, result, size = asyncio.run(main())
    assert during == (1, 1)
    assert after_failure == (error, 1, 2)
    assert after_failure[0] is error
    assert result == ["conn1"]
    assert size == 1


def test_max_size_validation():
    with pytest.raises(ValueError):
        AsyncPool(Factory(), 0)
    with pytest.raises(ValueError):
        AsyncPool(Factory(), -1)
    pool = AsyncPool(Factory(), 1)
    assert (pool.size, pool.idle) == (0, 0)


def test_cancelled_handoff_goes_to_next_waiter():
    async def main():
        pool = AsyncPool(Factory(), 1)
        held = await pool.acquire()
        w1 = asyncio.ensure_future(pool.acquire())
        await spin()
        w2 = asyncio.ensure_future(pool.acquire())
        await spin()
        pool.release(held)  # handed to w1
        w1.cancel()  # ... which is cancelled before it resumes
        await spin()
        return outcome(w1), outcome(w2) is held, (pool.size, pool.idle)

    first, second_is_held, state = asyncio.run(main())
    assert first == "cancelled"
    assert second_is_held is True
    assert state == (1, 0)


def test_cancelled_creation_right_and_cancelled_creator():
    async def main():
        factory = Factory(gated=True)
        pool = AsyncPool(factory, 1)
        creator = asyncio.ensure_future(pool.acquire())
        await spin()
        waiter = asyncio.ensure_future(pool.acquire())
        late = asyncio.ensure_future(pool.acquire())
        await spin()
        creator.cancel()  # cancelled while awaiting create(): the slot goes to `waiter`
        await spin()
        step1 = (outcome(creator), pool.size, len(factory.gates))
        waiter.cancel()  # cancelled while awaiting its own create(): the slot goes to `late`
        await spin()
        step2 = (outcome(waiter), pool.size, len(factory.gates))
        factory.gates[2].set()
        await spin()
        return step1, step2, outcome(late), pool.size

    step1, step2, result, size = asyncio.run(main())
    assert step1 == ("cancelled", 1, 2)
    assert step2 == ("cancelled", 1, 3)
    assert result == ["conn2"]
    assert size == 1


def test_cancel_and_release_in_the_same_step():
    async def main():
        pool = AsyncPool(Factory(), 1)
        held = await pool.acquire()
        w1 = asyncio.ensure_future(pool.acquire())
        await spin()
        w2 = asyncio.ensure_future(pool.acquire())
        await spin()
        w1.cancel()  # still waiting when cancelled; the release follows before it resumes
        pool.release(held)
        await spin()
        return outcome(w1), outcome(w2) is held, (pool.size, pool.idle)

    first, second_is_held, state = asyncio.run(main())
    assert first == "cancelled"
    assert second_is_held is True
    assert state == (1, 0)
