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
    total, chosen = 0, []
    for link in sorted(links, key=lambda link: link[2]):
        root_a, root_b = root(link[0]), root(link[1])
        if root_a != root_b:
            parent[root_a] = root_b
            chosen.append(link)
            total += link[2]
    if not chosen and len(offices) > 1:
        raise ValueError("no links")
    return total, chosen
