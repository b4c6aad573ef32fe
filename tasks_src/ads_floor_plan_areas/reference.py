"""Connected open areas of a grid floor plan (4-neighbour flood fill)."""


def open_areas(plan):
    if len({len(row) for row in plan}) > 1 or any(set(row) - {".", "#"} for row in plan):
        raise ValueError
    seen = set()
    areas = []
    for r, row in enumerate(plan):
        for c, cell in enumerate(row):
            if cell != "." or (r, c) in seen:
                continue
            # Cells are visited in reading order, so (r, c) is the area's anchor.
            seen.add((r, c))
            stack, size = [(r, c)], 0
            while stack:
                y, x = stack.pop()
                size += 1
                for ny, nx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= ny < len(plan) and 0 <= nx < len(row) and plan[ny][nx] == "." and (ny, nx) not in seen:
                        seen.add((ny, nx))
                        stack.append((ny, nx))
            areas.append((size, (r, c)))
    return sorted(areas, key=lambda area: (-area[0], area[1]))
