import asyncio

import pytest

from solution import WeightedSemaphore


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


def test_large_request_at_front_blocks_smaller_ones_behind():
    async def main():
        sem = WeightedSemaphore(10)
        await sem.acquire(7)
        big = asyncio.ensure_future(sem.acquire(5))
        await spin()
        small = asyncio.ensure_future(sem.acquire(2))
        await spin()
        sem.release(1)  # 4 available: the small request would fit, the big one does not
        await spin()
        blocked = (sem.available, big.done(), small.done())
        sem.release(1)  # 5 available: the big request fits now
        granted = sem.available
        await spin()
        return blocked, granted, big.done(), small.done()

    blocked, granted, big_done, small_done = asyncio.run(main())
    assert blocked == (4, False, False)
    assert granted == 0
    assert big_done is True
    assert small_done is False


def test_immediate_grants_and_available():
    async def main():
        sem = WeightedSemaphore(5)
        snaps = [sem.available]
        await sem.acquire(2)
        snaps.append(sem.available)
        await sem.acquire()
        snaps.append(sem.available)
        await sem.acquire(2)
        snaps.append(sem.available)
        sem.release(3)
        snaps.append(sem.available)
        sem.release()
        snaps.append(sem.available)
        return snaps

    snaps = asyncio.run(main())
    assert snaps == [5, 3, 2, 0, 3, 4]
    assert all(type(n) is int for n in snaps)


def test_release_grants_every_fitting_request_at_the_front():
    async def main():
        sem = WeightedSemaphore(6)
        await sem.acquire(6)
        waiters = [asyncio.ensure_future(sem.acquire(w)) for w in (1, 2, 2, 3, 1)]
        await spin()
        sem.release(6)
        available = sem.available
        await spin()
        after_release = (available, [w.done() for w in waiters])
        sem.release(3)
        available = sem.available
        await spin()
        after_second = (available, [w.done() for w in waiters])
        return after_release, after_second

    after_release, after_second = asyncio.run(main())
    assert after_release == (1, [True, True, True, False, False])
    assert after_second == (0, [True, True, True, True, True])


def test_waiter_gets_units_when_they_are_released():
    async def main():
        sem = WeightedSemaphore(3)
        await sem.acquire(3)
        waiter = asyncio.ensure_future(sem.acquire(2))
        await spin()
        sem.release(1)
        partial = (sem.available, waiter.done())
        sem.release(1)
        full = sem.available
        await spin()
        return partial, full, waiter.done(), waiter.result()

    partial, full, done, result = asyncio.run(main())
    assert partial == (1, False)
    assert full == 0
    assert done is True
    assert result is None


def test_cancelled_front_request_unblocks_smaller_ones():
    async def main():
        sem = WeightedSemaphore(4)
        await sem.acquire(3)
        big = asyncio.ensure_future(sem.acquire(4))
        await spin()
        small = asyncio.ensure_future(sem.acquire(1))
        await spin()
        before = (sem.available, small.done())
        big.cancel()
        await spin()
        return before, big.cancelled(), small.done(), sem.available

    before, big_cancelled, small_done, available = asyncio.run(main())
    assert before == (1, False)
    assert big_cancelled is True
    assert small_done is True
    assert available == 0


def test_new_request_queues_behind_waiters_even_if_it_fits():
    async def main():
        sem = WeightedSemaphore(4)
        await sem.acquire(2)
        big = asyncio.ensure_future(sem.acquire(4))
        await spin()
        late = asyncio.ensure_future(sem.acquire(1))
        await spin()
        snap = (sem.available, late.done())
        sem.release(2)
        await spin()
        after = (sem.available, big.done(), late.done())
        sem.release(4)
        await spin()
        return snap, after, late.done(), sem.available

    snap, after, late_done, available = asyncio.run(main())
    assert snap == (2, False)
    assert after == (0, True, False)
    assert late_done is True
    assert available == 3


def test_cancellation_after_grant_gives_units_back():
    async def main():
        sem = WeightedSemaphore(5)
        await sem.acquire(5)
        first = asyncio.ensure_future(sem.acquire(3))
        await spin()
        second = asyncio.ensure_future(sem.acquire(3))
        await spin()
        sem.release(3)  # grants `first`, which has not resumed yet
        granted = sem.available
        first.cancel()
        await spin()
        return granted, first.cancelled(), sem.available, second.done()

    granted, first_cancelled, available, second_done = asyncio.run(main())
    assert granted == 0
    assert first_cancelled is True
    assert available == 0
    assert second_done is True


def test_capacity_validation():
    with pytest.raises(ValueError):
        WeightedSemaphore(0)
    with pytest.raises(ValueError):
        WeightedSemaphore(-5)
    assert WeightedSemaphore(1).available == 1


def test_invalid_weights_raise_value_error():
    with pytest.raises(ValueError):
        WeightedSemaphore(0)

    async def main():
        sem = WeightedSemaphore(3)
        outcomes = []
        for weight in (0, -1, 4):
            try:
                await sem.acquire(weight)
                outcomes.append("acquired")
            except ValueError:
                outcomes.append("ValueError")
        await sem.acquire(2)
        for weight in (3, 0, -2):
            try:
                sem.release(weight)
                outcomes.append("released")
            except ValueError:
                outcomes.append("ValueError")
        still = sem.available
        sem.release(1)
        sem.release(1)
        try:
            sem.release()
        except ValueError:
            outcomes.append("nothing granted")
        single = WeightedSemaphore(1)
        await single.acquire()
        single.release()
        return outcomes, still, sem.available, single.available

    outcomes, still, available, single = asyncio.run(main())
    assert outcomes == ["ValueError"] * 6 + ["nothing granted"]
    assert still == 1
    assert available == 3
    assert single == 1


def test_full_capacity_request_and_reuse():
    async def main():
        sem = WeightedSemaphore(3)
        log = []

        async def job(name, weight):
            await sem.acquire(weight)
            log.append((name, sem.available))
            await asyncio.sleep(0)
            sem.release(weight)

        await asyncio.gather(job("a", 1), job("b", 3), job("c", 1), job("d", 2))
        return log, sem.available

    log, available = asyncio.run(main())
    assert log == [("a", 2), ("b", 0), ("c", 0), ("d", 0)]
    assert available == 3


def test_cancel_and_release_in_the_same_step():
    async def main():
        sem = WeightedSemaphore(2)
        await sem.acquire(2)
        first = asyncio.ensure_future(sem.acquire(2))
        await spin()
        second = asyncio.ensure_future(sem.acquire(1))
        await spin()
        first.cancel()  # still waiting when cancelled; the release follows before it resumes
        sem.release(2)
        right_after = sem.available
        await spin()
        return right_after, first.cancelled(), second.done(), sem.available

    right_after, first_cancelled, second_done, available = asyncio.run(main())
    assert right_after == 1
    assert first_cancelled is True
    assert second_done is True
    assert available == 1


def test_release_of_more_than_granted_raises_value_error():
    async def main():
        sem = WeightedSemaphore(2)
        with pytest.raises(ValueError):
            sem.release(1)
        await sem.acquire(1)
        with pytest.raises(ValueError):
            sem.release(2)
        with pytest.raises(ValueError):
            sem.release(0)
        middle = sem.available
        sem.release(1)
        return middle, sem.available

    assert asyncio.run(main()) == (1, 2)


def test_small_request_waits_behind_a_large_front_request():
    async def main():
        sem = WeightedSemaphore(4)
        await sem.acquire(4)
        big = asyncio.ensure_future(sem.acquire(3))
        await spin()
        small = asyncio.ensure_future(sem.acquire(1))
        await spin()
        sem.release(1)
        await spin()
        first = (sem.available, big.done(), small.done())
        sem.release(2)
        await spin()
        second = (sem.available, big.done(), small.done())
        sem.release(3)
        await spin()
        return first, second, (sem.available, small.done())

    first, second, third = asyncio.run(main())
    assert first == (1, False, False)
    assert second == (0, True, False)
    assert third == (2, True)


def test_front_request_that_does_not_fit_stops_granting():
    async def main():
        sem = WeightedSemaphore(6)
        await sem.acquire(6)
        waiters = [asyncio.ensure_future(sem.acquire(w)) for w in (2, 4, 1)]
        await spin()
        sem.release(3)
        right_after = sem.available
        await spin()
        return right_after, [w.done() for w in waiters], sem.available

    right_after, done, available = asyncio.run(main())
    assert right_after == 1
    assert done == [True, False, False]
    assert available == 1


def test_cancelling_a_blocking_request_in_the_middle_grants_the_next():
    async def main():
        sem = WeightedSemaphore(5)
        await sem.acquire(5)
        waiters = [asyncio.ensure_future(sem.acquire(w)) for w in (2, 4, 1)]
        await spin()
        sem.release(3)
        await spin()
        before = (sem.available, [w.done() for w in waiters])
        waiters[1].cancel()
        await spin()
        return before, waiters[1].cancelled(), waiters[2].done(), sem.available

    before, cancelled, last_done, available = asyncio.run(main())
    assert before == (1, [True, False, False])
    assert cancelled is True
    assert last_done is True
    assert available == 0


def test_cancelling_the_front_request_grants_the_one_behind():
    async def main():
        sem = WeightedSemaphore(4)
        await sem.acquire(2)
        big = asyncio.ensure_future(sem.acquire(3))
        await spin()
        other = asyncio.ensure_future(sem.acquire(2))
        await spin()
        before = (sem.available, other.done())
        big.cancel()
        await spin()
        return before, big.cancelled(), other.done(), sem.available

    before, big_cancelled, other_done, available = asyncio.run(main())
    assert before == (2, False)
    assert big_cancelled is True
    assert other_done is True
    assert available == 0


def test_granted_request_cancelled_before_resuming_returns_its_units():
    async def main():
        sem = WeightedSemaphore(5)
        await sem.acquire(5)
        first = asyncio.ensure_future(sem.acquire(2))
        await spin()
        second = asyncio.ensure_future(sem.acquire(4))
        await spin()
        sem.release(2)  # grants `first`, which has not resumed yet
        granted = sem.available
        first.cancel()
        await spin()
        after_cancel = (sem.available, first.cancelled(), second.done())
        sem.release(2)
        await spin()
        return granted, after_cancel, (sem.available, second.done())

    granted, after_cancel, final = asyncio.run(main())
    assert granted == 0
    assert after_cancel == (2, True, False)
    assert final == (0, True)


def test_late_cancel_of_the_only_waiter_gives_everything_back():
    async def main():
        sem = WeightedSemaphore(4)
        await sem.acquire(4)
        waiter = asyncio.ensure_future(sem.acquire(2))
        await spin()
        sem.release(4)
        granted = sem.available
        waiter.cancel()
        await spin()
        return granted, waiter.cancelled(), sem.available

    assert asyncio.run(main()) == (2, True, 4)


def test_weight_checks_happen_when_awaited_and_change_nothing():
    async def main():
        sem = WeightedSemaphore(3)
        await sem.acquire(3)
        waiter = asyncio.ensure_future(sem.acquire(2))
        await spin()
        too_big = sem.acquire(4)
        with pytest.raises(ValueError):
            await too_big
        with pytest.raises(ValueError):
            await sem.acquire(0)
        with pytest.raises(AttributeError):
            sem.available = 3
        sem.release(2)
        await spin()
        with pytest.raises(ValueError):
            sem.release(4)  # only 3 units are granted
        return waiter.done(), waiter.result(), sem.available

    assert asyncio.run(main()) == (True, None, 0)


def test_invalid_acquire_weights_change_nothing():
    with pytest.raises(ValueError):
        WeightedSemaphore(-1)

    async def main():
        sem = WeightedSemaphore(3)
        for weight in (4, 0, -2):
            with pytest.raises(ValueError):
                await sem.acquire(weight)
        with pytest.raises(AttributeError):
            sem.available = 0
        await sem.acquire(3)
        return sem.available

    assert asyncio.run(main()) == 0
