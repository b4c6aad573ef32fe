def _corner_inside(box, other):
    x, y, w, h = box
    ox, oy, ow, oh = other
    corners = [(x, y), (x + w - 1, y), (x, y + h - 1), (x + w - 1, y + h - 1)]
    return any(ox <= cx < ox + ow and oy <= cy < oy + oh for cx, cy in corners)


def collision_groups(labels):
    for _, _, width, height in labels.values():
        if width < 1 or height < 1:
            raise ValueError("empty box")
    parent = {name: name for name in labels}

    def root(name):
        while parent[name] != name:
            name = parent[name]
        return name

    names = sorted(labels)
    for index, a in enumerate(names):
        for b in names[index + 1:]:
            if _corner_inside(labels[a], labels[b]) or _corner_inside(labels[b], labels[a]):
                parent[root(a)] = root(b)
    groups = {}
    for name in names:
        groups.setdefault(root(name), []).append(name)
    return sorted(group for group in groups.values() if len(group) > 1)
