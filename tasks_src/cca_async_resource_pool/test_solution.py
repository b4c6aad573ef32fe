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


def acquire_now(pool):
    """Run `pool.acquire()` for one step; return its result if it did not suspend."""
    coro = pool.acquire()
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    coro.close()
    raise AssertionError("acquire suspended although a resource was idle")


def test_lazy_creation_and_lifo_reuse():
    async def main():
        factory = Factory()
        pool = AsyncPool(factory, 3)
        before = (pool.size, pool.idle, len(factory.gates))
        a = await pool.acquire()
        b = await pool.acquire()
        pool.release(a)
        pool.release(b)
        middle = (pool.size, pool.idle)
        c = acquire_now(pool)
        d = acquire_now(pool)
        with pytest.raises(AttributeError):
            pool.size = 9
        return before, middle, (a, b, c, d), len(factory.made), (pool.size, pool.idle)

    before, middle, (a, b, c, d), made, after = asyncio.run(main())
    assert before == (0, 0, 0)
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
        second = await pool.acquire()
        snaps.append((pool.size, pool.idle))
        pool.release(second)
        pool.release(first)
        snaps.append((pool.size, pool.idle))
        again = await pool.acquire()
        snaps.append((pool.size, pool.idle))
        with pytest.raises(AttributeError):
            pool.idle = 5
        return snaps, again is first, (pool.size, pool.idle)

    snaps, reused, final = asyncio.run(main())
    assert snaps == [(1, 0), (2, 0), (2, 2), (2, 1)]
    assert all(type(n) is int for pair in snaps for n in pair)
    assert reused is True
    assert final == (2, 1)


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
        task = asyncio.ensure_future(pool.acquire())
        await spin()
        return info.value is error, after_failure, outcome(task), pool.size

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
        with pytest.raises(ValueError):
            pool.discard(["conn0"])  # equal to `broken`, but another object
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
        w3 = asyncio.ensure_future(pool.acquire())
        await spin()
        w3.cancel()  # leaves the queue while nothing is handed over
        await spin()
        w1.cancel()  # still waiting when cancelled; the release follows before it resumes
        pool.release(held)
        await spin()
        return outcome(w1), outcome(w3), outcome(w2) is held, (pool.size, pool.idle)

    first, third, second_is_held, state = asyncio.run(main())
    assert first == "cancelled"
    assert third == "cancelled"
    assert second_is_held is True
    assert state == (1, 0)


def test_give_back_errors_change_nothing():
    async def main():
        pool = AsyncPool(Factory(), 2)
        a = await pool.acquire()
        b = await pool.acquire()
        with pytest.raises(ValueError):
            pool.release(["conn0"])  # equal to `a`, but another object
        with pytest.raises(ValueError):
            pool.discard(["conn1"])
        with pytest.raises(ValueError):
            pool.release(object())
        unchanged = (pool.size, pool.idle)
        pool.discard(b)
        after_discard = (pool.size, pool.idle)
        with pytest.raises(ValueError):
            pool.discard(b)
        with pytest.raises(ValueError):
            pool.release(b)
        pool.release(a)
        with pytest.raises(ValueError):
            pool.release(a)
        return unchanged, after_discard, (pool.size, pool.idle), acquire_now(pool) is a

    unchanged, after_discard, final, reused = asyncio.run(main())
    assert unchanged == (2, 0)
    assert after_discard == (1, 0)
    assert final == (1, 1)
    assert reused is True


def test_invalid_max_size_raises_value_error():
    factory = Factory()
    with pytest.raises(ValueError):
        AsyncPool(factory, 0)
    with pytest.raises(ValueError):
        AsyncPool(factory, -3)
    pool = AsyncPool(factory, 2)
    assert (pool.size, pool.idle) == (0, 0)
    assert factory.gates == []


def test_idle_resource_is_returned_without_suspending():
    async def main():
        pool = AsyncPool(Factory(), 3)
        a = await pool.acquire()
        b = await pool.acquire()
        c = await pool.acquire()
        pool.release(b)
        pool.release(c)
        pool.release(a)
        first = acquire_now(pool)
        second = acquire_now(pool)
        return first is a, second is c, (pool.size, pool.idle)

    first_is_a, second_is_c, state = asyncio.run(main())
    assert first_is_a is True
    assert second_is_c is True
    assert state == (3, 1)


def test_concurrent_acquires_count_slots_at_once():
    async def main():
        factory = Factory(gated=True)
        pool = AsyncPool(factory, 2)
        tasks = [asyncio.ensure_future(pool.acquire()) for _ in range(3)]
        await spin()
        during = (pool.size, pool.idle, len(factory.gates), [outcome(t) for t in tasks])
        factory.gates[1].set()
        await spin()
        second = tasks[1].result()
        middle = outcome(tasks[2])
        pool.release(second)
        await spin()
        third_is_second = outcome(tasks[2]) is second
        factory.gates[0].set()
        await spin()
        first = outcome(tasks[0])
        final = (pool.size, pool.idle, len(factory.gates))
        pool.release(first)
        pool.release(second)
        return during, middle, third_is_second, first, final, acquire_now(pool) is second

    during, middle, third_is_second, first, final, lifo = asyncio.run(main())
    assert during == (2, 0, 2, ["pending", "pending", "pending"])
    assert middle == "pending"
    assert third_is_second is True
    assert first == ["conn0"]
    assert final == (2, 0, 2)
    assert lifo is True


def test_three_waiters_are_served_in_arrival_order():
    async def main():
        pool = AsyncPool(Factory(), 1)
        held = await pool.acquire()
        waiters = []
        for _ in range(3):
            waiters.append(asyncio.ensure_future(pool.acquire()))
            await spin()
        order = []
        current = held
        for _ in range(3):
            pool.release(current)
            await spin()
            done = [i for i, w in enumerate(waiters) if w.done()]
            order.append(done)
            current = waiters[done[-1]].result()
        return order, current is held, (pool.size, pool.idle)

    order, same, state = asyncio.run(main())
    assert order == [[0], [0, 1], [0, 1, 2]]
    assert same is True
    assert state == (1, 0)


def test_creation_rights_are_never_lost():
    error = OSError("handshake failed")

    async def main():
        factory = Factory(gated=True)
        factory.failures[0] = error
        pool = AsyncPool(factory, 1)
        creator = asyncio.ensure_future(pool.acquire())
        await spin()
        w1 = asyncio.ensure_future(pool.acquire())
        await spin()
        w2 = asyncio.ensure_future(pool.acquire())
        await spin()
        factory.gates[0].set()  # create() fails: the slot goes to w1, which creates
        await spin()
        step1 = (outcome(creator), pool.size, len(factory.gates))
        factory.gates[1].set()
        await spin()
        mine = outcome(w1)
        pool.discard(mine)  # the right to create goes to w2 ...
        w2.cancel()  # ... which is cancelled before it resumes: the right is discarded
        await spin()
        step2 = (outcome(w2), pool.size, pool.idle, len(factory.gates))
        return step1, mine, step2

    step1, mine, step2 = asyncio.run(main())
    assert step1 == (error, 1, 2)
    assert mine == ["conn1"]
    assert step2 == ("cancelled", 0, 0, 2)
