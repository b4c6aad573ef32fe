def open_areas(plan):
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
                for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= ny < len(plan) and 0 <= nx < len(plan[ny]) and plan[ny][nx] == "." and (ny, nx) not in seen:
                        seen.add((ny, nx))
                        stack.append((ny, nx))
            areas.append((size, (r, c)))
    return sorted(areas, key=lambda area: (-area[0], area[1]))
