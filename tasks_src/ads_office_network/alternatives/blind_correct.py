# blind: correct


def cheapest_links(offices, links):
    names = set(offices)
    for link in links:
        a, b, cost = link
        if a not in names:
            raise KeyError(a)
        if b not in names:
            raise KeyError(b)
        if cost < 0:
            raise ValueError("negative cost")
    parent = {name: name for name in offices}

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    order = sorted(range(len(links)), key=lambda i: links[i][2])
    total = 0
    chosen = []
    components = len(names)
    for i in order:
        a, b, cost = links[i]
        ra, rb = find(a), find(b)
        if ra == rb:
            continue
        parent[ra] = rb
        components -= 1
        total += cost
        chosen.append(links[i])
    if components > 1:
        raise ValueError("offices cannot all be connected")
    return total, chosen
