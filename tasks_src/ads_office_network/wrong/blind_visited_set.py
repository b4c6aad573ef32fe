# blind: R2 - takes a link only if one endpoint is not yet in the network (tracks visited offices, not components)
# differs on: A,B,C,D; links [('A','B',1), ('C','D',2), ('B','C',3)] raises ValueError instead of returning (6, all three)


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
    visited = set()
    for i in order:
        a, b, cost = links[i]
        if a == b or (a in visited and b in visited):
            continue
        visited.add(a)
        visited.add(b)
        components -= 1
        total += cost
        chosen.append(links[i])
    if components > 1:
        raise ValueError("offices cannot all be connected")
    return total, chosen
