import asyncio

import pytest

from solution import MicroBatcher


async def spin():
    for _ in range(10):
        await asyncio.sleep(0)


class Backend:
    """A bulk operation that records each call and finishes a batch when told to."""

    def __init__(self):
        self.batches = []
        self.received = []
        self.gates = []
        self.plans = {}

    def __call__(self, items):
        index = len(self.batches)
        self.received.append(items)
        self.batches.append(list(items))
        self.gates.append(asyncio.Event())
        return self._run(index, list(items))

    async def _run(self, index, items):
        await self.gates[index].wait()
        plan = self.plans.get(index)
        if isinstance(plan, BaseException):
            raise plan
        if plan is not None:
            return plan
        return [f"r:{item}" for item in items]

    def finish(self, index):
        self.gates[index].set()


def start(batcher, *items):
    return [asyncio.ensure_future(batcher.submit(item)) for item in items]


def outcome(task):
    if not task.done():
        return "pending"
    if task.cancelled():
        return "cancelled"
    if task.exception() is not None:
        return task.exception()
    return task.result()


def test_waiting_items_form_next_batch_up_to_max():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 3)
        tasks = start(batcher, "a", "b", "c", "d", "e")
        await spin()
        snaps = [[list(b) for b in backend.batches]]
        for index in range(3):
            backend.finish(index)
            await spin()
            snaps.append([list(b) for b in backend.batches])
        return snaps, [outcome(t) for t in tasks]

    snaps, results = asyncio.run(main())
    assert snaps[0] == [["a"]]
    assert snaps[1] == [["a"], ["b", "c", "d"]]
    assert snaps[2] == [["a"], ["b", "c", "d"], ["e"]]
    assert snaps[3] == snaps[2]
    assert results == ["r:a", "r:b", "r:c", "r:d", "r:e"]


def test_each_caller_gets_its_own_result():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 10)
        tasks = start(batcher, 1, 2, 3)
        await spin()
        backend.plans[1] = ["two", "three"]
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        received = backend.received
        return backend.batches, [outcome(t) for t in tasks], [type(r) for r in received], received[0] is received[1]

    batches, results, received_types, same_list = asyncio.run(main())
    assert batches == [[1], [2, 3]]
    assert results == ["r:1", "two", "three"]
    assert received_types == [list, list]
    assert same_list is False


def test_process_error_reaches_every_caller_and_batching_goes_on():
    error = ConnectionError("bulk call failed")

    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 2)
        tasks = start(batcher, "a", "b", "c", "d")
        await spin()
        backend.plans[1] = error
        for index in range(3):
            backend.finish(index)
            await spin()
        return backend.batches, [outcome(t) for t in tasks]

    batches, results = asyncio.run(main())
    assert batches == [["a"], ["b", "c"], ["d"]]
    assert results[0] == "r:a"
    assert results[1] is error
    assert results[2] is error
    assert results[3] == "r:d"


def test_idle_submit_dispatches_before_suspending():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 4)
        task = asyncio.ensure_future(batcher.submit("solo"))
        await asyncio.sleep(0)  # one loop step: the submit has run up to its first suspension
        first_step = [list(b) for b in backend.batches]
        backend.finish(0)
        await spin()
        return first_step, outcome(task)

    first_step, result = asyncio.run(main())
    assert first_step == [["solo"]]
    assert result == "r:solo"


def test_cancelled_waiting_item_is_never_sent():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 5)
        tasks = start(batcher, "a", "b", "c", "d")
        await spin()
        tasks[1].cancel()
        tasks[3].cancel()
        await spin()
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        return backend.batches, [outcome(t) for t in tasks]

    batches, results = asyncio.run(main())
    assert batches == [["a"], ["c"]]
    assert results == ["r:a", "cancelled", "r:c", "cancelled"]


def test_batcher_goes_idle_when_all_waiting_items_were_cancelled():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 4)
        tasks = start(batcher, "a", "b", "c")
        await spin()
        tasks[1].cancel()
        tasks[2].cancel()
        await spin()
        backend.finish(0)
        await spin()
        after_first = [list(b) for b in backend.batches]
        later = start(batcher, "d", "e")
        await spin()
        dispatched = [list(b) for b in backend.batches]
        backend.finish(1)
        await spin()
        backend.finish(2)
        await spin()
        return after_first, dispatched, [outcome(t) for t in tasks + later]

    after_first, dispatched, results = asyncio.run(main())
    assert after_first == [["a"]]
    assert dispatched == [["a"], ["d"]]
    assert results == ["r:a", "cancelled", "cancelled", "r:d", "r:e"]


def test_duplicate_and_unhashable_items_keep_their_positions():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 5)
        tasks = start(batcher, "x", "dup", "dup", ["un", "hashable"])
        await spin()
        backend.plans[1] = ["first", "second", "third"]
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        return backend.batches, [outcome(t) for t in tasks]

    batches, results = asyncio.run(main())
    assert batches == [["x"], ["dup", "dup", ["un", "hashable"]]]
    assert results == ["r:x", "first", "second", "third"]


def test_new_submit_after_everything_finished_is_dispatched_alone():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 3)
        first = start(batcher, "a", "b")
        await spin()
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        second = start(batcher, "c", "d", "e")
        await spin()
        snapshot = [list(b) for b in backend.batches]
        backend.finish(2)
        await spin()
        backend.finish(3)
        await spin()
        return snapshot, [outcome(t) for t in first + second]

    snapshot, results = asyncio.run(main())
    assert snapshot == [["a"], ["b"], ["c"]]
    assert results == ["r:a", "r:b", "r:c", "r:d", "r:e"]


def test_cancelled_caller_in_flight_does_not_disturb_others():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 3)
        tasks = start(batcher, "a", "b", "c", "d")
        await spin()
        backend.finish(0)
        await spin()
        tasks[1].cancel()  # "b" is already in flight together with "c" and "d"
        await spin()
        in_flight = [list(b) for b in backend.batches]
        backend.finish(1)
        await spin()
        late = start(batcher, "e")
        await spin()
        return in_flight, [outcome(t) for t in tasks], backend.batches, late[0].done()

    in_flight, results, batches, late_done = asyncio.run(main())
    assert in_flight == [["a"], ["b", "c", "d"]]
    assert results == ["r:a", "cancelled", "r:c", "r:d"]
    assert batches == [["a"], ["b", "c", "d"], ["e"]]
    assert late_done is False


def test_caller_cancelled_in_flight_leaves_the_batch_running():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 3)
        tasks = start(batcher, "a", "b", "c", "d")
        await spin()
        backend.finish(0)
        await spin()
        tasks[2].cancel()  # "c" is in flight together with "b" and "d"
        await spin()
        backend.plans[1] = ["B", "C", "D"]
        backend.finish(1)
        await spin()
        return backend.batches, [outcome(t) for t in tasks], backend.received[0] is not backend.received[1]

    batches, results, fresh = asyncio.run(main())
    assert batches == [["a"], ["b", "c", "d"]]
    assert results == ["r:a", "B", "cancelled", "D"]
    assert fresh is True


def test_result_list_of_wrong_length_fails_the_whole_batch():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 3)
        tasks = start(batcher, "a", "b", "c", "d", "e", "f")
        await spin()
        backend.plans[0] = ["one", "extra"]
        backend.plans[1] = ["only one"]
        for index in range(3):
            backend.finish(index)
            await spin()
        return backend.batches, [outcome(t) for t in tasks]

    batches, results = asyncio.run(main())
    assert batches == [["a"], ["b", "c", "d"], ["e", "f"]]
    assert [type(r) for r in results[:4]] == [ValueError] * 4
    assert results[4:] == ["r:e", "r:f"]


def test_falsy_results_are_delivered():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 2)
        tasks = start(batcher, "a", "b", "c")
        await spin()
        backend.plans[0] = [None]
        backend.plans[1] = [0, ""]
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        return [outcome(t) for t in tasks]

    assert asyncio.run(main()) == [None, 0, ""]


def test_max_batch_validation_and_batches_of_one():
    backend = Backend()
    with pytest.raises(ValueError):
        MicroBatcher(backend, 0)
    with pytest.raises(ValueError):
        MicroBatcher(backend, -2)

    async def main():
        batcher = MicroBatcher(backend, 1)
        tasks = start(batcher, "a", "b", "c")
        for index in range(3):
            await spin()
            backend.finish(index)
        await spin()
        return backend.batches, [outcome(t) for t in tasks]

    batches, results = asyncio.run(main())
    assert batches == [["a"], ["b"], ["c"]]
    assert results == ["r:a", "r:b", "r:c"]


def test_longer_result_list_fails_the_batch():
    error = TimeoutError("bulk call timed out")

    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 2)
        tasks = start(batcher, "a", "b", "c")
        await spin()
        backend.plans[1] = ["1", "2", "3"]
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        later = start(batcher, "d", "e", "f")
        await spin()
        backend.plans[2] = error
        backend.finish(2)
        await spin()
        backend.finish(3)
        await spin()
        return backend.batches, [outcome(t) for t in tasks + later]

    batches, results = asyncio.run(main())
    assert batches == [["a"], ["b", "c"], ["d"], ["e", "f"]]
    assert results[0] == "r:a"
    assert [type(r) for r in results[1:3]] == [ValueError, ValueError]
    assert results[3] is error
    assert results[4:] == ["r:e", "r:f"]


def test_cancelled_items_are_skipped_when_forming_a_batch():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 2)
        tasks = start(batcher, "a", "b", "c", "d", "e")
        await spin()
        tasks[1].cancel()
        tasks[3].cancel()
        await spin()
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        return backend.batches, [outcome(t) for t in tasks]

    batches, results = asyncio.run(main())
    assert batches == [["a"], ["c", "e"]]
    assert results == ["r:a", "cancelled", "r:c", "cancelled", "r:e"]


def test_queue_longer_than_max_batch_is_split_in_order():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 2)
        tasks = start(batcher, "a", "b", "c", "d", "e", "f")
        await spin()
        snaps = []
        for index in range(4):
            snaps.append(len(backend.batches))
            backend.finish(index)
            await spin()
        return snaps, backend.batches, [outcome(t) for t in tasks]

    snaps, batches, results = asyncio.run(main())
    assert snaps == [1, 2, 3, 4]
    assert batches == [["a"], ["b", "c"], ["d", "e"], ["f"]]
    assert results == ["r:a", "r:b", "r:c", "r:d", "r:e", "r:f"]


def test_equal_items_get_the_result_at_their_own_position():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 4)
        tasks = start(batcher, 5, 5, 5, 5)
        await spin()
        backend.plans[0] = ["first"]
        backend.plans[1] = ["x", "y", "z"]
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        return backend.batches, [outcome(t) for t in tasks]

    batches, results = asyncio.run(main())
    assert batches == [[5], [5, 5, 5]]
    assert results == ["first", "x", "y", "z"]


def test_same_item_submitted_twice_is_sent_twice():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 3)
        shared = {"key": 1}
        tasks = start(batcher, "head", shared, shared)
        await spin()
        backend.plans[1] = ["one", "two"]
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        sent = backend.received[1]
        return [outcome(t) for t in tasks], len(sent), sent[0] is shared and sent[1] is shared

    results, count, same = asyncio.run(main())
    assert results == ["r:head", "one", "two"]
    assert count == 2
    assert same is True


def test_one_result_too_many_fails_every_caller():
    async def main():
        backend = Backend()
        batcher = MicroBatcher(backend, 3)
        tasks = start(batcher, "a", "b", "c")
        await spin()
        backend.plans[1] = ["B", "C", "extra"]
        backend.finish(0)
        await spin()
        backend.finish(1)
        await spin()
        return [outcome(t) for t in tasks]

    results = asyncio.run(main())
    assert results[0] == "r:a"
    assert [type(r) for r in results[1:]] == [ValueError, ValueError]


def test_max_batch_below_one_raises_value_error():
    async def process(items):
        return items

    with pytest.raises(ValueError):
        MicroBatcher(process, 0)
    with pytest.raises(ValueError):
        MicroBatcher(process, -7)
    assert isinstance(MicroBatcher(process, 1), MicroBatcher)
