"""Stable k-way merge of timestamp-ordered log streams."""

import heapq
from operator import itemgetter


def merge_streams(streams):
    for index, stream in enumerate(streams):
        for (previous, _), (current, _) in zip(stream, stream[1:]):
            if current < previous:
                raise ValueError(f"stream {index} goes back in time at {current}")
    return list(heapq.merge(*streams, key=itemgetter(0)))
