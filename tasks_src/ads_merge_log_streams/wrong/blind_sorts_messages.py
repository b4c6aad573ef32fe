# blind: R5 - sorts all entries as whole tuples, so equal timestamps are ordered by message
# differs on: [[(1, 'b')], [(1, 'a')]] -> [(1, 'a'), (1, 'b')] instead of [(1, 'b'), (1, 'a')]
import heapq
from typing import List, Tuple


def merge_streams(streams: List[List[Tuple[int, str]]]) -> List[Tuple[int, str]]:
    for stream in streams:
        for i in range(1, len(stream)):
            if stream[i][0] < stream[i - 1][0]:
                raise ValueError("timestamps decrease within a stream")
    return sorted(e for s in streams for e in s)
