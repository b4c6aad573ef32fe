import threading

import pytest

from solution import TokenBucket


class FakeClock:
    def __init__(self, now=0.0):
        self.now = now

    def __call__(self):
        return self.now


def must_not_sleep(seconds):
    raise AssertionError(f"acquire slept {seconds} s")


def test_clock_going_backwards_adds_nothing_and_keeps_last_time():
    clock = FakeClock(10.0)
    bucket = TokenBucket(4.0, 5, clock)
    assert bucket.try_acquire(5) is True
    clock.now = 9.0
    assert bucket.available() == 0.0
    assert bucket.try_acquire(1) is False
    clock.now = 10.5
    assert bucket.available() == 2.0


def test_starts_full_and_empties():
    clock = FakeClock(100.0)
    bucket = TokenBucket(4.0, 5, clock)
    first = bucket.available()
    assert first == 5.0
    assert type(first) is float
    assert [bucket.try_acquire() for _ in range(6)] == [True, True, True, True, True, False]
    assert bucket.available() == 0.0


def test_fractional_tokens_accumulate():
    clock = FakeClock(0.0)
    bucket = TokenBucket(4.0, 5, clock)
    assert bucket.try_acquire(5) is True
    clock.now = 0.125
    assert bucket.try_acquire() is False
    assert bucket.available() == 0.5
    clock.now = 0.25
    assert bucket.try_acquire() is True
    assert bucket.available() == 0.0


def test_refill_is_proportional_to_elapsed_time():
    clock = FakeClock(0.0)
    bucket = TokenBucket(4.0, 5, clock)
    assert bucket.try_acquire(5) is True
    clock.now = 0.5
    assert bucket.available() == 2.0
    assert bucket.try_acquire(3) is False
    assert bucket.available() == 2.0
    assert bucket.try_acquire(2) is True
    assert bucket.available() == 0.0
    clock.now = 100.0
    assert bucket.available() == 5.0


def test_refill_never_exceeds_capacity_and_stays_float():
    clock = FakeClock(0.0)
    bucket = TokenBucket(4.0, 5, clock)
    assert bucket.try_acquire(4) is True
    clock.now = 1000.0
    tokens = bucket.available()
    assert tokens == 5.0
    assert type(tokens) is float
    assert bucket.try_acquire(5) is True
    assert bucket.try_acquire(1) is False
    waits = []

    def sleep(seconds):
        waits.append(seconds)
        assert len(waits) <= 3
        clock.now += seconds

    assert bucket.acquire(sleep=sleep) == 0.25
    assert waits == [0.25]


def test_acquire_without_waiting_never_sleeps():
    bucket = TokenBucket(2.0, 3, FakeClock(5.0))
    calls = []
    slept = bucket.acquire(2, sleep=calls.append)
    assert slept == 0.0
    assert type(slept) is float
    assert calls == []
    assert bucket.available() == 1.0


def test_request_sizes_are_validated():
    bucket = TokenBucket(4.0, 5, FakeClock())
    with pytest.raises(ValueError):
        bucket.try_acquire(0)
    with pytest.raises(ValueError):
        bucket.try_acquire(6)
    with pytest.raises(ValueError):
        bucket.acquire(6, sleep=must_not_sleep)
    with pytest.raises(ValueError):
        bucket.acquire(0, sleep=must_not_sleep)
    assert bucket.available() == 5.0
    assert bucket.try_acquire(5) is True


def test_acquire_sleeps_exactly_the_missing_time():
    clock = FakeClock(0.0)
    bucket = TokenBucket(4.0, 5, clock)
    assert bucket.try_acquire(4) is True  # 1.0 token left
    waits = []

    def sleep(seconds):
        waits.append(seconds)
        assert len(waits) <= 3
        clock.now += seconds

    assert bucket.acquire(3, sleep=sleep) == 0.5
    assert waits == [0.5]
    assert bucket.available() == 0.0


def test_acquire_checks_again_after_sleeping():
    clock = FakeClock(0.0)
    bucket = TokenBucket(4.0, 5, clock)
    assert bucket.try_acquire(4) is True  # 1.0 token left
    waits = []
    competitor = []

    def sleep(seconds):
        waits.append(seconds)
        assert len(waits) <= 3
        clock.now += seconds
        if len(waits) == 1:  # another thread grabs the tokens while we sleep
            competitor.append(bucket.try_acquire(2))

    assert bucket.acquire(3, sleep=sleep) == 1.0
    assert waits == [0.5, 0.5]
    assert competitor == [True]
    assert bucket.available() == 0.0


def test_concurrent_threads_never_overdraw():
    bucket = TokenBucket(1.0, 5, FakeClock(3.0))
    barrier = threading.Barrier(8)
    results = []
    results_lock = threading.Lock()

    def worker():
        barrier.wait()
        got = bucket.try_acquire()
        with results_lock:
            results.append(got)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=5)
    assert sorted(results) == [False, False, False, True, True, True, True, True]
    assert bucket.available() == 0.0


def test_constructor_validation():
    for rate, capacity in ((0, 5), (-1.0, 5), (1.0, 0), (2.0, -3)):
        with pytest.raises(ValueError):
            TokenBucket(rate, capacity, FakeClock())
    bucket = TokenBucket(0.5, 1, FakeClock())
    assert bucket.available() == 1.0


def test_default_clock_and_sleep_work():
    bucket = TokenBucket(100000.0, 2)
    assert bucket.try_acquire(2) is True
    slept = bucket.acquire(1)
    assert type(slept) is float
    assert 0.0 <= slept <= 0.00001


def test_acquire_returns_float_sums_and_sleeps_without_the_lock():
    clock = FakeClock(0.0)
    bucket = TokenBucket(2, 4, clock)
    immediate = bucket.acquire(4, sleep=must_not_sleep)
    assert immediate == 0.0
    assert type(immediate) is float
    waits, seen = [], []

    def sleep(seconds):
        waits.append(seconds)
        assert len(waits) <= 2
        clock.now += 0.25  # only half of the first wait passes
        box = []
        other = threading.Thread(target=lambda: box.append(bucket.available()), daemon=True)
        other.start()
        other.join(2)
        seen.append((other.is_alive(), box))

    slept = bucket.acquire(1, sleep=sleep)
    assert slept == 0.75
    assert type(slept) is float
    assert waits == [0.5, 0.25]
    assert seen == [(False, [0.5]), (False, [1.0])]
    assert bucket.available() == 0.0


def test_backwards_clock_does_not_count_time_twice():
    clock = FakeClock(0.0)
    bucket = TokenBucket(1, 10, clock)
    assert bucket.try_acquire(10) is True
    clock.now = 5.0
    assert bucket.available() == 5.0
    clock.now = 3.0
    assert bucket.available() == 5.0
    clock.now = 5.0
    assert bucket.available() == 5.0
    clock.now = 6.0
    assert bucket.available() == 6.0


def test_clock_is_read_once_per_call():
    class CountingClock(FakeClock):
        def __init__(self):
            super().__init__(0.0)
            self.reads = 0

        def __call__(self):
            self.reads += 1
            return self.now

    clock = CountingClock()
    bucket = TokenBucket(1.0, 5, clock)
    reads = [clock.reads]
    assert bucket.try_acquire(5) is True
    reads.append(clock.reads)
    clock.now = 2.0
    assert bucket.available() == 2.0
    reads.append(clock.reads)
    clock.now = 1.0  # the clock goes back: nothing changes
    assert bucket.available() == 2.0
    reads.append(clock.reads)
    clock.now = 3.0
    taken = bucket.acquire(3, sleep=must_not_sleep)
    assert taken == 0.0 and type(taken) is float
    reads.append(clock.reads)

    def sleep(seconds):
        assert seconds == 2.0
        clock.now += seconds

    assert bucket.acquire(2, sleep=sleep) == 2.0
    reads.append(clock.reads)
    assert reads == [1, 2, 3, 4, 5, 7]


def test_oversized_or_empty_requests_raise_value_error():
    bucket = TokenBucket(1.0, 3, FakeClock(1.0))
    with pytest.raises(ValueError):
        bucket.try_acquire(4)
    with pytest.raises(ValueError):
        bucket.acquire(4, sleep=must_not_sleep)
    with pytest.raises(ValueError):
        bucket.try_acquire(-1)
    assert bucket.available() == 3.0
    assert bucket.try_acquire(3) is True


def test_concurrent_requests_of_two_tokens():
    bucket = TokenBucket(1.0, 5, FakeClock(7.0))
    barrier = threading.Barrier(6)
    results = []
    results_lock = threading.Lock()

    def worker():
        barrier.wait()
        got = bucket.try_acquire(2)
        with results_lock:
            results.append(got)

    threads = [threading.Thread(target=worker) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=5)
    assert sorted(results) == [False, False, False, False, True, True]
    assert bucket.available() == 1.0


def test_acquire_sleeps_again_when_the_wait_was_not_enough():
    clock = FakeClock(0.0)
    bucket = TokenBucket(2.0, 4, clock)
    assert bucket.try_acquire(4) is True
    waits = []

    def sleep(seconds):
        waits.append(seconds)
        assert len(waits) <= 2
        clock.now += 0.5  # the first wait (1.0 s) is cut short

    assert bucket.acquire(2, sleep=sleep) == 1.5
    assert waits == [1.0, 0.5]
    assert bucket.available() == 0.0


def test_refill_is_capped_at_capacity_after_a_long_pause():
    clock = FakeClock(0.0)
    bucket = TokenBucket(10.0, 3, clock)
    assert bucket.try_acquire(1) is True
    clock.now = 100.0
    tokens = bucket.available()
    assert tokens == 3.0 and type(tokens) is float
    assert bucket.try_acquire(3) is True
    assert bucket.try_acquire(1) is False
    with pytest.raises(ValueError):
        bucket.acquire(4, sleep=must_not_sleep)
    assert bucket.available() == 0.0


def test_constructor_rejects_bad_rate_and_capacity():
    with pytest.raises(ValueError):
        TokenBucket(0.0, 3, FakeClock())
    with pytest.raises(ValueError):
        TokenBucket(-0.5, 3, FakeClock())
    with pytest.raises(ValueError):
        TokenBucket(1.0, 0, FakeClock())
    bucket = TokenBucket(0.25, 2, FakeClock(50.0))
    assert bucket.available() == 2.0
    assert bucket.try_acquire(2) is True
