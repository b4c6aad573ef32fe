# blind: R8 - accumulates all entries into the first stream's list, modifying the caller's input
# differs on: s0 = [(1, 'a')]; merge_streams([s0, [(2, 'b')]]) -> s0 becomes [(1, 'a'), (2, 'b')]
import heapq
from typing import List, Tuple


def merge_streams(streams: List[List[Tuple[int, str]]]) -> List[Tuple[int, str]]:
    for stream in streams:
        for i in range(1, len(stream)):
            if stream[i][0] < stream[i - 1][0]:
                raise ValueError("timestamps decrease within a stream")
    if not streams:
        return []
    entries = streams[0]
    for stream in streams[1:]:
        entries += stream
    entries.sort(key=lambda entry: entry[0])
    return list(entries)
