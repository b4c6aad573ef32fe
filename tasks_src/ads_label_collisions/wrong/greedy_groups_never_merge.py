def _overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def collision_groups(labels):
    for _, _, width, height in labels.values():
        if width < 1 or height < 1:
            raise ValueError("empty box")
    groups = []
    for name in sorted(labels):
        for group in groups:
            if any(_overlap(labels[name], labels[member]) for member in group):
                group.append(name)
                break
        else:
            groups.append([name])
    return sorted(sorted(group) for group in groups if len(group) > 1)
