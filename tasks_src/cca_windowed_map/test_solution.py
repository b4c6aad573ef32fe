import itertools
from concurrent.futures import Future, ThreadPoolExecutor

import pytest

from solution import windowed_map


class LazyFuture(Future):
    """A future that runs its call only when result() is first asked for."""

    def __init__(self, fn, item):
        super().__init__()
        self._call = (fn, item)

    def result(self, timeout=None):
        if not self.done():
            fn, item = self._call
            try:
                self.set_result(fn(item))
            except Exception as exc:
                self.set_exception(exc)
        return super().result(timeout)


class RecordingExecutor:
    def __init__(self):
        self.submitted = []
        self.futures = []

    def submit(self, fn, item):
        self.submitted.append(item)
        future = LazyFuture(fn, item)
        self.futures.append(future)
        return future


def counted(iterable, log):
    for item in iterable:
        log.append(item)
        yield item


def square(x):
    return x * x


def test_values_in_order_and_window_top_up():
    executor = RecordingExecutor()
    it = windowed_map(executor, square, [1, 2, 3, 4, 5], 3)
    assert executor.submitted == []
    assert next(it) == 1
    assert executor.submitted == [1, 2, 3]
    assert next(it) == 4
    assert executor.submitted == [1, 2, 3, 4]
    assert list(it) == [9, 16, 25]
    assert executor.submitted == [1, 2, 3, 4, 5]


def test_works_with_a_real_thread_pool():
    with ThreadPoolExecutor(max_workers=4) as pool:
        result = list(windowed_map(pool, square, range(10), 2))
    assert result == [0, 1, 4, 9, 16, 25, 36, 49, 64, 81]


def test_window_one_submits_one_at_a_time():
    pulled = []
    executor = RecordingExecutor()
    it = windowed_map(executor, str, counted("abc", pulled), 1)
    assert next(it) == "a"
    assert executor.submitted == ["a"]
    assert pulled == ["a"]
    assert next(it) == "b"
    assert executor.submitted == ["a", "b"]
    assert pulled == ["a", "b"]


def test_empty_items():
    executor = RecordingExecutor()
    assert list(windowed_map(executor, square, [], 4)) == []
    assert executor.submitted == []


def test_invalid_window_raises_immediately():
    executor = RecordingExecutor()
    with pytest.raises(ValueError):
        windowed_map(executor, square, [1, 2], 0)
    with pytest.raises(ValueError):
        windowed_map(executor, square, [1, 2], -3)
    assert executor.submitted == []


def test_infinite_items_are_consumed_lazily():
    pulled = []
    executor = RecordingExecutor()
    it = windowed_map(executor, square, counted(itertools.count(1), pulled), 4)
    assert pulled == []
    first_three = [next(it), next(it), next(it)]
    assert first_three == [1, 4, 9]
    assert pulled == [1, 2, 3, 4, 5, 6]
    assert executor.submitted == [1, 2, 3, 4, 5, 6]


def test_error_cancels_outstanding_and_stops():
    def fragile(x):
        if x == 2:
            raise ZeroDivisionError("item 2")
        return x

    executor = RecordingExecutor()
    it = windowed_map(executor, fragile, range(10), 3)
    assert next(it) == 0
    assert next(it) == 1
    with pytest.raises(ZeroDivisionError):
        next(it)
    assert executor.submitted == [0, 1, 2, 3, 4]
    assert [f.cancelled() for f in executor.futures] == [False, False, False, True, True]
    assert list(it) == []
    assert executor.submitted == [0, 1, 2, 3, 4]


def test_window_larger_than_items():
    executor = RecordingExecutor()
    it = windowed_map(executor, square, (x for x in [7, 8]), 10)
    assert next(it) == 49
    assert executor.submitted == [7, 8]
    assert list(it) == [64]


def test_close_cancels_outstanding_futures():
    executor = RecordingExecutor()
    it = windowed_map(executor, square, range(100), 4)
    assert next(it) == 0
    assert next(it) == 1
    it.close()
    assert executor.submitted == [0, 1, 2, 3, 4]
    assert [f.cancelled() for f in executor.futures] == [False, False, True, True, True]


def test_order_kept_when_later_items_finish_first():
    executor = RecordingExecutor()
    it = windowed_map(executor, lambda x: x + 100, [5, 6, 7], 3)
    assert next(it) == 105
    executor.futures[2].result()  # the last one completes before the middle one
    assert executor.futures[2].done() is True
    assert executor.futures[1].done() is False
    assert list(it) == [106, 107]


def test_items_are_taken_only_when_they_are_submitted():
    pulled = []
    executor = RecordingExecutor()
    it = windowed_map(executor, square, counted([3, 4, 5], pulled), 1)
    assert pulled == []
    assert next(it) == 9
    assert (pulled, executor.submitted) == ([3], [3])
    assert next(it) == 16
    assert (pulled, executor.submitted) == ([3, 4], [3, 4])
    assert list(it) == [25]
    assert pulled == [3, 4, 5]


def test_failure_of_the_first_item_cancels_the_rest():
    error = ValueError("bad first item")

    def fragile(x):
        if x == 0:
            raise error
        return x

    executor = RecordingExecutor()
    it = windowed_map(executor, fragile, range(10), 3)
    with pytest.raises(ValueError) as info:
        next(it)
    assert info.value is error
    assert executor.submitted == [0, 1, 2]
    assert [f.cancelled() for f in executor.futures] == [False, True, True]
    assert list(it) == []
    assert executor.submitted == [0, 1, 2]


def test_failure_in_the_middle_with_window_two():
    def fragile(x):
        if x == 3:
            raise KeyError(x)
        return x * 2

    executor = RecordingExecutor()
    it = windowed_map(executor, fragile, range(6), 2)
    assert [next(it), next(it), next(it)] == [0, 2, 4]
    with pytest.raises(KeyError):
        next(it)
    assert executor.submitted == [0, 1, 2, 3, 4]
    assert [f.cancelled() for f in executor.futures] == [False, False, False, False, True]
    with pytest.raises(StopIteration):
        next(it)
    assert executor.submitted == [0, 1, 2, 3, 4]


def test_close_after_the_first_value_cancels_the_rest():
    executor = RecordingExecutor()
    it = windowed_map(executor, square, range(50), 3)
    assert next(it) == 0
    it.close()
    assert executor.submitted == [0, 1, 2]
    assert [f.cancelled() for f in executor.futures] == [False, True, True]
    with pytest.raises(StopIteration):
        next(it)
    assert executor.submitted == [0, 1, 2]


def test_close_with_window_two_cancels_the_waiting_future():
    executor = RecordingExecutor()
    it = windowed_map(executor, square, range(10), 2)
    assert [next(it), next(it)] == [0, 1]
    it.close()
    assert executor.submitted == [0, 1, 2]
    assert [f.cancelled() for f in executor.futures] == [False, False, True]


def test_invalid_window_raises_before_any_iteration():
    pulled = []
    executor = RecordingExecutor()
    with pytest.raises(ValueError):
        windowed_map(executor, square, counted([1, 2, 3], pulled), 0)
    with pytest.raises(ValueError):
        windowed_map(executor, square, [], -1)
    assert pulled == []
    assert executor.submitted == []


def test_invalid_window_with_infinite_items_raises_at_call():
    pulled = []
    executor = RecordingExecutor()
    with pytest.raises(ValueError):
        windowed_map(executor, square, counted(itertools.count(), pulled), 0)
    assert pulled == []
    assert executor.submitted == []
    assert list(windowed_map(executor, square, [2], 1)) == [4]
