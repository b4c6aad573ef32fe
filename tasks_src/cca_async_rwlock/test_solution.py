import asyncio

import pytest

from solution import AsyncRWLock


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


def state(lock):
    readers, writing = lock.readers, lock.writing
    assert type(readers) is int
    assert type(writing) is bool
    return (readers, writing)


def test_queued_writer_blocks_new_readers():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_read()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        late_reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        snaps = [(state(lock), writer.done(), late_reader.done())]
        lock.release_read()
        snaps.append((state(lock), late_reader.done()))
        await spin()
        snaps.append((state(lock), writer.done(), late_reader.done()))
        lock.release_write()
        snaps.append(state(lock))
        await spin()
        snaps.append(late_reader.done())
        return snaps

    snaps = asyncio.run(main())
    assert snaps[0] == ((1, False), False, False)
    assert snaps[1] == ((0, True), False)
    assert snaps[2] == ((0, True), True, False)
    assert snaps[3] == (1, False)
    assert snaps[4] is True


def test_readers_share_the_lock():
    async def main():
        lock = AsyncRWLock()
        fresh = state(lock)
        tasks = [asyncio.ensure_future(lock.acquire_read()) for _ in range(3)]
        await spin()
        shared = (state(lock), [t.done() for t in tasks], [t.result() for t in tasks])
        lock.release_read()
        lock.release_read()
        return fresh, shared, state(lock)

    fresh, shared, after = asyncio.run(main())
    assert fresh == (0, False)
    assert type(fresh[0]) is int
    assert fresh[1] is False
    assert shared == ((3, False), [True, True, True], [None, None, None])
    assert after == (1, False)


def test_consecutive_readers_at_front_are_granted_together():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        r1 = asyncio.ensure_future(lock.acquire_read())
        await spin()
        r2 = asyncio.ensure_future(lock.acquire_read())
        await spin()
        w2 = asyncio.ensure_future(lock.acquire_write())
        await spin()
        r3 = asyncio.ensure_future(lock.acquire_read())
        await spin()
        snaps = []
        lock.release_write()
        await spin()
        snaps.append((state(lock), [t.done() for t in (r1, r2, w2, r3)]))
        lock.release_read()
        await spin()
        snaps.append((state(lock), w2.done()))
        lock.release_read()
        await spin()
        snaps.append((state(lock), [t.done() for t in (w2, r3)]))
        lock.release_write()
        await spin()
        snaps.append((state(lock), r3.done()))
        snaps.append([t.result() for t in (r1, r2, w2, r3)])
        return snaps

    snaps = asyncio.run(main())
    assert snaps[4] == [None, None, None, None]
    assert snaps[0] == ((2, False), [True, True, False, False])
    assert snaps[1] == ((1, False), False)
    assert snaps[2] == ((0, True), [True, False])
    assert snaps[3] == ((1, False), True)


def test_writer_excludes_readers_and_writers():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        reader = asyncio.ensure_future(lock.acquire_read())
        reader2 = asyncio.ensure_future(lock.acquire_read())
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        blocked = (state(lock), reader.done(), reader2.done(), writer.done())
        lock.release_write()
        granted = state(lock)
        await spin()
        return blocked, granted, reader.done(), reader2.done(), writer.done()

    blocked, granted, reader_done, reader2_done, writer_done = asyncio.run(main())
    assert blocked == ((0, True), False, False, False)
    assert granted == (2, False)
    assert reader_done is True
    assert reader2_done is True
    assert writer_done is False


def test_cancelled_queued_writer_lets_readers_behind_it_in():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_read()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        before = (state(lock), reader.done())
        writer.cancel()
        await spin()
        return before, state(lock), writer.cancelled(), reader.done()

    before, after, writer_cancelled, reader_done = asyncio.run(main())
    assert before == ((1, False), False)
    assert after == (2, False)
    assert writer_cancelled is True
    assert reader_done is True


def test_writer_waits_until_every_reader_released():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_read()
        await lock.acquire_read()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        snaps = [(state(lock), writer.done())]
        lock.release_read()
        await spin()
        snaps.append((state(lock), writer.done()))
        lock.release_read()
        snaps.append(state(lock))
        await spin()
        snaps.append(writer.done())
        return snaps

    snaps = asyncio.run(main())
    assert snaps == [((2, False), False), ((1, False), False), (0, True), True]


def test_cancellation_after_grant_gives_the_hold_back():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        lock.release_write()
        granted = state(lock)  # the reader got the lock but has not resumed yet
        reader.cancel()
        await spin()
        after_reader = (state(lock), reader.cancelled(), writer.done())
        late_writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        lock.release_write()  # grants late_writer, which is then cancelled before it runs
        late_writer.cancel()
        await spin()
        return granted, after_reader, late_writer.cancelled(), state(lock)

    granted, after_reader, late_cancelled, final = asyncio.run(main())
    assert granted == (1, False)
    assert after_reader == ((0, True), True, True)
    assert late_cancelled is True
    assert final == (0, False)


def test_cancelled_queued_reader_is_skipped():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        reader.cancel()
        await spin()
        still_held = state(lock)
        lock.release_write()
        granted = state(lock)
        await spin()
        return still_held, granted, reader.cancelled(), writer.done()

    still_held, granted, reader_cancelled, writer_done = asyncio.run(main())
    assert still_held == (0, True)
    assert granted == (0, True)
    assert reader_cancelled is True
    assert writer_done is True


def test_release_without_hold_raises_runtime_error():
    async def main():
        lock = AsyncRWLock()
        with pytest.raises(RuntimeError):
            lock.release_read()
        with pytest.raises(RuntimeError):
            lock.release_write()
        await lock.acquire_read()
        with pytest.raises(RuntimeError):
            lock.release_write()
        return state(lock)

    assert asyncio.run(main()) == (1, False)


def test_lock_is_reusable_after_many_rounds():
    async def main():
        lock = AsyncRWLock()
        log = []

        async def reader(name):
            await lock.acquire_read()
            log.append(("read", name, lock.readers))
            await asyncio.sleep(0)
            lock.release_read()

        async def writer(name):
            await lock.acquire_write()
            log.append(("write", name, lock.readers))
            await asyncio.sleep(0)
            lock.release_write()

        await asyncio.gather(reader("a"), reader("b"), writer("w"), reader("c"), writer("x"))
        return log, state(lock)

    log, final = asyncio.run(main())
    assert log == [("read", "a", 1), ("read", "b", 2), ("write", "w", 0), ("read", "c", 1), ("write", "x", 0)]
    assert final == (0, False)


def test_cancel_and_release_in_the_same_step():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        reader.cancel()  # cancelled while waiting, and the release follows before it resumes
        lock.release_write()
        right_after = state(lock)
        await spin()
        return right_after, state(lock), reader.cancelled(), writer.done()

    right_after, later, reader_cancelled, writer_done = asyncio.run(main())
    assert right_after == (0, True)
    assert later == (0, True)
    assert reader_cancelled is True
    assert writer_done is True


def test_failed_release_changes_nothing():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        with pytest.raises(RuntimeError):
            lock.release_read()
        await spin()
        first = (state(lock), reader.done())
        lock.release_write()
        await spin()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        with pytest.raises(RuntimeError):
            lock.release_write()
        await spin()
        return first, state(lock), writer.done()

    first, second, writer_done = asyncio.run(main())
    assert first == ((0, True), False)
    assert second == (1, False)
    assert writer_done is False


def test_cancelled_front_writer_lets_the_readers_behind_it_in():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_read()
        w1 = asyncio.ensure_future(lock.acquire_write())
        await spin()
        r2 = asyncio.ensure_future(lock.acquire_read())
        r3 = asyncio.ensure_future(lock.acquire_read())
        await spin()
        w4 = asyncio.ensure_future(lock.acquire_write())
        await spin()
        before = state(lock)
        w1.cancel()
        await spin()
        after = (state(lock), w1.cancelled(), r2.done(), r3.done(), w4.done())
        for _ in range(3):
            lock.release_read()
        return before, after, state(lock)

    before, after, final = asyncio.run(main())
    assert before == (1, False)
    assert after == ((3, False), True, True, True, False)
    assert final == (0, True)


def test_cancelled_queued_writer_behind_two_readers():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_read()
        await lock.acquire_read()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        before = (state(lock), reader.done())
        writer.cancel()
        await spin()
        return before, state(lock), writer.cancelled(), reader.done(), reader.result()

    before, after, writer_cancelled, reader_done, result = asyncio.run(main())
    assert before == ((2, False), False)
    assert after == (3, False)
    assert writer_cancelled is True
    assert reader_done is True
    assert result is None


def test_granted_writer_cancelled_before_resuming_lets_reader_in():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_read()
        writer = asyncio.ensure_future(lock.acquire_write())
        await spin()
        reader = asyncio.ensure_future(lock.acquire_read())
        await spin()
        lock.release_read()
        granted = state(lock)  # the writer got the lock but has not resumed yet
        writer.cancel()
        await spin()
        return granted, state(lock), writer.cancelled(), reader.done()

    granted, after, writer_cancelled, reader_done = asyncio.run(main())
    assert granted == (0, True)
    assert after == (1, False)
    assert writer_cancelled is True
    assert reader_done is True


def test_granted_reader_cancelled_before_resuming_gives_its_hold_back():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        r1 = asyncio.ensure_future(lock.acquire_read())
        r2 = asyncio.ensure_future(lock.acquire_read())
        await spin()
        lock.release_write()
        granted = state(lock)
        r1.cancel()
        await spin()
        after = (state(lock), r1.cancelled(), r2.done())
        lock.release_read()
        return granted, after, state(lock)

    granted, after, final = asyncio.run(main())
    assert granted == (2, False)
    assert after == ((1, False), True, True)
    assert final == (0, False)


def test_release_errors_in_other_shapes():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_write()
        with pytest.raises(RuntimeError):
            lock.release_read()
        held_write = state(lock)
        lock.release_write()
        with pytest.raises(RuntimeError):
            lock.release_write()
        await lock.acquire_read()
        await lock.acquire_read()
        with pytest.raises(RuntimeError):
            lock.release_write()
        held_read = state(lock)
        lock.release_read()
        lock.release_read()
        with pytest.raises(RuntimeError):
            lock.release_read()
        with pytest.raises(AttributeError):
            lock.readers = 1
        return held_write, held_read, state(lock)

    held_write, held_read, final = asyncio.run(main())
    assert held_write == (0, True)
    assert held_read == (2, False)
    assert final == (0, False)


def test_properties_are_read_only():
    async def main():
        lock = AsyncRWLock()
        await lock.acquire_read()
        with pytest.raises(AttributeError):
            lock.readers = 0
        with pytest.raises(AttributeError):
            lock.writing = True
        return state(lock)

    assert asyncio.run(main()) == (1, False)
