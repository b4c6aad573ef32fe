def open_areas(plan):
    if len({len(row) for row in plan}) > 1 or any(set(row) - {".", "#"} for row in plan):
        raise ValueError("bad plan")
    seen, areas = set(), []
    for r, row in enumerate(plan):
        for c, cell in enumerate(row):
            if cell != "." or (r, c) in seen:
                continue
            seen.add((r, c))
            stack, size = [(r, c)], 0
            while stack:
                y, x = stack.pop()
                size += 1
                for dy in (-1, 0, 1):
                    for dx in (-1, 0, 1):
                        ny, nx = y + dy, x + dx
                        if 0 <= ny < len(plan) and 0 <= nx < len(row) and plan[ny][nx] == "." and (ny, nx) not in seen:
                            seen.add((ny, nx))
                            stack.append((ny, nx))
            areas.append((size, (r, c)))
    return sorted(areas, key=lambda area: (-area[0], area[1]))
