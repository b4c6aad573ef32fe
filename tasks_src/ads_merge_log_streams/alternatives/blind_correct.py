# blind: correct
import heapq
from typing import List, Tuple


def merge_streams(streams: List[List[Tuple[int, str]]]) -> List[Tuple[int, str]]:
    for stream in streams:
        for i in range(1, len(stream)):
            if stream[i][0] < stream[i - 1][0]:
                raise ValueError("timestamps decrease within a stream")
    return list(heapq.merge(*streams, key=lambda entry: entry[0]))
