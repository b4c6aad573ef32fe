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
    chosen = []
    for link in sorted(links, key=lambda link: (link[2], link[0], link[1])):
        root_a, root_b = root(link[0]), root(link[1])
        if root_a != root_b:
            parent[root_a] = root_b
            chosen.append(link)
    if len(chosen) < len(offices) - 1:
        raise ValueError("disconnected")
    return sum(link[2] for link in chosen), chosen
