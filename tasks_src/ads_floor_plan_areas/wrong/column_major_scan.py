def open_areas(plan):
    if len({len(row) for row in plan}) > 1 or any(set(row) - {".", "#"} for row in plan):
        raise ValueError("bad plan")
    seen, areas = set(), []
    width = len(plan[0]) if plan else 0
    for c in range(width):
        for r in range(len(plan)):
            if plan[r][c] != "." or (r, c) in seen:
                continue
            seen.add((r, c))
            stack, size = [(r, c)], 0
            while stack:
                y, x = stack.pop()
                size += 1
                for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= ny < len(plan) and 0 <= nx < width and plan[ny][nx] == "." and (ny, nx) not in seen:
                        seen.add((ny, nx))
                        stack.append((ny, nx))
            areas.append((size, (r, c)))
    return sorted(areas, key=lambda area: (-area[0], area[1]))
