"""Writes submitted together share commits; each caller gets its own result or error."""

from __future__ import annotations

import asyncio

from codeassay.review import GroupCommit


class _Counting:
    """A store whose shared transactions are counted (and slowed, so writes pile up)."""

    def __init__(self, store) -> None:
        self.store, self.commits = store, 0

    def write_together(self, writes):
        import time

        self.commits += 1
        time.sleep(0.01)
        return self.store.write_together(writes)


def test_concurrent_writes_share_commits_and_each_gets_its_result(store):
    counting = _Counting(store)
    group = GroupCommit(counting)

    async def many():
        return await asyncio.gather(*[group.write(lambda w, i=i: w.new_participant([f"s{i}"])) for i in range(20)])

    results = asyncio.run(many())
    assert [p.order for p, _ in results] == [(f"s{i}",) for i in range(20)]
    assert all(store.participant(token) == p for p, token in results)
    assert counting.commits < 20


def test_a_failing_write_reaches_only_its_caller(store):
    group = GroupCommit(store)
    p, _ = store.new_participant(["a"])

    def fails(w):
        raise KeyError("bad page")

    async def both():
        return await asyncio.gather(group.write(fails), group.write(lambda w: w.save_page(p.id, "x", {"q": "1"})),
                                    return_exceptions=True)

    failure, saved = asyncio.run(both())
    assert isinstance(failure, KeyError) and saved is None
    assert store.page_answers(p.id, "x") == {"q": "1"}


def test_a_failed_commit_fails_every_write_in_it(store):
    class Broken:
        def write_together(self, writes):
            raise OSError("disk full")

    group = GroupCommit(Broken())

    async def two():
        return await asyncio.gather(group.write(lambda w: 1), group.write(lambda w: 2), return_exceptions=True)

    assert all(isinstance(r, OSError) for r in asyncio.run(two()))


def test_writes_after_a_commit_start_the_next_one(store):
    group = GroupCommit(store)

    async def one_after_another():
        first = await group.write(lambda w: w.new_participant(["a"]))
        second = await group.write(lambda w: w.new_participant(["b"]))
        return first, second

    (a, _), (b, _) = asyncio.run(one_after_another())
    assert (a.order, b.order) == (("a",), ("b",))
