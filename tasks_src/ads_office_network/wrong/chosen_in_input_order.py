def cheapest_links(offices, links):
    parent = {office: office for office in offices}

    def root(office):
        while parent[office] != office:
            office = parent[office]
        return office

    for office_a, office_b, cost in links:
        for name in (office_a, office_b):
            if name not in parent:
                raise KeyError(name)
        if cost < 0:
            raise ValueError("negative cost")
    taken = set()
    for index in sorted(range(len(links)), key=lambda i: links[i][2]):
        root_a, root_b = root(links[index][0]), root(links[index][1])
        if root_a != root_b:
            parent[root_a] = root_b
            taken.add(index)
    if len(taken) < len(offices) - 1:
        raise ValueError("disconnected")
    chosen = [link for index, link in enumerate(links) if index in taken]
    return sum(link[2] for link in chosen), chosen
