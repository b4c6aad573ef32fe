# blind: R3 - pairwise merge takes the later stream's entry first on equal timestamps (<= instead of <)
# differs on: [[(1, 'x')], [(1, 'y')]] -> [(1, 'y'), (1, 'x')] instead of [(1, 'x'), (1, 'y')]
import heapq
from typing import List, Tuple


def merge_streams(streams: List[List[Tuple[int, str]]]) -> List[Tuple[int, str]]:
    for stream in streams:
        for i in range(1, len(stream)):
            if stream[i][0] < stream[i - 1][0]:
                raise ValueError("timestamps decrease within a stream")
    result: List[Tuple[int, str]] = []
    for stream in streams:
        merged = []
        i = j = 0
        while i < len(result) and j < len(stream):
            if stream[j][0] <= result[i][0]:
                merged.append(stream[j])
                j += 1
            else:
                merged.append(result[i])
                i += 1
        merged.extend(result[i:])
        merged.extend(stream[j:])
        result = merged
    return result
