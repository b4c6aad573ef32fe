# blind: R7 - does not validate the streams, silently sorting out-of-order entries
# differs on: [[(5, 'a'), (3, 'b')]] -> [(3, 'b'), (5, 'a')] instead of ValueError
import heapq
from typing import List, Tuple


def merge_streams(streams: List[List[Tuple[int, str]]]) -> List[Tuple[int, str]]:
    for stream in streams:
        for i in range(1, len(stream)):
            pass
    return sorted((e for s in streams for e in s), key=lambda entry: entry[0])
