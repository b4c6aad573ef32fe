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
        ax, ay, aw, ah = labels[a]
        for b in names[index + 1:]:
            bx, by, bw, bh = labels[b]
            if ax <= bx + bw and bx <= ax + aw and ay <= by + bh and by <= ay + ah:
                parent[root(a)] = root(b)
    groups = {}
    for name in names:
        groups.setdefault(root(name), []).append(name)
    return sorted(group for group in groups.values() if len(group) > 1)
