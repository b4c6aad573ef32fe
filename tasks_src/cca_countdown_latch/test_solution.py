import threading
import time

import pytest

from solution import CountDownLatch


def start_waiters(latch, how_many, results, timeout=10):
    ready = threading.Barrier(how_many + 1)

    def waiter():
        ready.wait()
        results.append(latch.wait(timeout))

    threads = [threading.Thread(target=waiter) for _ in range(how_many)]
    for thread in threads:
        thread.start()
    ready.wait()
    return threads


def wait_in_thread(latch, timeout=None):
    """Call latch.wait(timeout) in a daemon thread; (finished within 2 s, its result)."""
    box = []
    thread = threading.Thread(target=lambda: box.append(latch.wait(timeout)), daemon=True)
    thread.start()
    thread.join(2)
    return (not thread.is_alive()), (box[0] if box else None)


def test_count_down_returns_remaining():
    latch = CountDownLatch(3)
    remaining = latch.count_down()
    assert remaining == 2 and type(remaining) is int
    assert latch.count == 2 and type(latch.count) is int
    assert latch.count_down() == 1
    assert latch.count_down() == 0
    assert latch.count == 0


def test_initial_count_and_zero_latch_is_open():
    latch = CountDownLatch(0)
    assert latch.count == 0
    assert wait_in_thread(latch) == (True, True)
    assert latch.wait(0) is True
    assert type(CountDownLatch(4).count) is int


def test_count_down_by_more_than_remaining_clamps_to_zero():
    latch = CountDownLatch(2)
    assert latch.count_down(5) == 0
    assert latch.count == 0
    assert latch.count_down() == 0
    assert latch.count == 0


def test_count_down_by_n():
    latch = CountDownLatch(10)
    assert latch.count_down(3) == 7
    assert latch.count_down(6) == 1
    assert latch.count_down(8) == 0
    assert latch.count == 0


def test_waiters_released_when_count_reaches_zero():
    latch = CountDownLatch(2)
    results = []
    threads = start_waiters(latch, 4, results)
    latch.count_down()
    latch.count_down()
    for thread in threads:
        thread.join(10)
    assert [t.is_alive() for t in threads] == [False] * 4
    assert results == [True, True, True, True]


def test_wait_with_zero_timeout_does_not_block():
    latch = CountDownLatch(1)
    assert latch.wait(0) is False
    assert latch.wait(timeout=0) is False
    latch.count_down()
    assert latch.wait(timeout=0) is True


def test_wait_times_out_while_count_positive():
    latch = CountDownLatch(1)
    assert latch.wait(0.05) is False
    assert latch.count == 1


def test_count_downs_from_many_threads():
    latch = CountDownLatch(8)
    go = threading.Barrier(8)
    returned = []

    def worker():
        go.wait()
        returned.append(latch.count_down())

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert sorted(returned) == [0, 1, 2, 3, 4, 5, 6, 7]
    assert latch.wait(0) is True


def test_invalid_arguments_raise_value_error():
    with pytest.raises(ValueError):
        CountDownLatch(-1)
    latch = CountDownLatch(3)
    with pytest.raises(ValueError):
        latch.count_down(0)
    with pytest.raises(ValueError):
        latch.count_down(-2)
    assert latch.count == 3


def test_count_is_read_only():
    latch = CountDownLatch(1)
    with pytest.raises(AttributeError):
        latch.count = 0
    assert latch.count == 1


def test_last_count_down_wakes_blocked_waiters_at_once():
    # The waiters are given time to block inside wait() first; after the last
    # count_down they must return long before their own 30 s timeout.
    latch = CountDownLatch(2)
    results = []
    threads = [threading.Thread(target=lambda: results.append(latch.wait(30)), daemon=True)
               for _ in range(3)]
    for thread in threads:
        thread.start()
    time.sleep(0.1)
    assert latch.count_down() == 1
    time.sleep(0.05)
    assert results == []
    assert latch.count_down() == 0
    for thread in threads:
        thread.join(2)
    assert [t.is_alive() for t in threads] == [False] * 3
    assert results == [True, True, True]


def test_zero_count_latch_ignores_count_down():
    latch = CountDownLatch(0)
    assert latch.count_down() == 0
    assert latch.count_down(3) == 0
    assert latch.count == 0
    assert latch.wait(0) is True


def test_latch_created_with_count_zero_is_open():
    latch = CountDownLatch(0)
    assert latch.wait(0) is True
    assert wait_in_thread(latch) == (True, True)
    assert latch.count == 0


def test_invalid_n_leaves_count_unchanged():
    with pytest.raises(ValueError):
        CountDownLatch(-5)
    latch = CountDownLatch(2)
    with pytest.raises(ValueError):
        latch.count_down(0)
    with pytest.raises(ValueError):
        latch.count_down(-1)
    assert latch.count == 2
    assert latch.count_down() == 1


def test_overshoot_from_the_middle_clamps_to_zero():
    latch = CountDownLatch(5)
    assert latch.count_down(2) == 3
    assert latch.count_down(4) == 0
    assert latch.count == 0
    assert latch.wait(0) is True
    assert latch.count_down(1) == 0


def test_open_latch_stays_open():
    latch = CountDownLatch(1)
    assert latch.wait(0) is False
    assert latch.count_down() == 0
    assert latch.count_down(2) == 0
    assert latch.count == 0
    assert latch.wait(0) is True
    assert wait_in_thread(latch, 5) == (True, True)


def test_n_below_one_is_rejected_on_any_latch():
    open_latch = CountDownLatch(0)
    with pytest.raises(ValueError):
        open_latch.count_down(0)
    assert open_latch.wait(0) is True
    latch = CountDownLatch(1)
    with pytest.raises(ValueError):
        latch.count_down(0)
    assert latch.count == 1
    assert latch.wait(0) is False


def test_count_down_by_n_releases_blocked_waiters():
    latch = CountDownLatch(3)
    results = []
    threads = start_waiters(latch, 2, results)
    assert latch.count_down(2) == 1
    assert latch.count_down(5) == 0
    for thread in threads:
        thread.join(10)
    assert [t.is_alive() for t in threads] == [False, False]
    assert results == [True, True]
