# blind: correct
from collections import deque
from typing import List, Tuple


def open_areas(plan: List[str]) -> List[Tuple[int, Tuple[int, int]]]:
    if not plan:
        return []
    width = len(plan[0])
    for row in plan:
        if len(row) != width:
            raise ValueError("rows must all have the same length")
        for ch in row:
            if ch not in ".#":
                raise ValueError(f"invalid character {ch!r}")
    height = len(plan)
    seen = [[False] * width for _ in range(height)]
    areas = []
    for r in range(height):
        for c in range(width):
            if plan[r][c] != "." or seen[r][c]:
                continue
            seen[r][c] = True
            size = 0
            q = deque([(r, c)])
            while q:
                y, x = q.popleft()
                size += 1
                for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    ny, nx = y + dy, x + dx
                    if 0 <= ny < height and 0 <= nx < width and not seen[ny][nx] and plan[ny][nx] == ".":
                        seen[ny][nx] = True
                        q.append((ny, nx))
            areas.append((size, (r, c)))
    areas.sort(key=lambda a: (-a[0], a[1]))
    return areas
