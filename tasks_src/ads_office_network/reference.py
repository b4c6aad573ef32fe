"""Minimum-cost network of leased lines (Kruskal with input-order tie-break)."""


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
            raise ValueError
    total = 0
    chosen = []
    # sorted() is stable, so equal costs keep their input order.
    for link in sorted(links, key=lambda link: link[2]):
        root_a, root_b = root(link[0]), root(link[1])
        if root_a != root_b:
            parent[root_a] = root_b
            chosen.append(link)
            total += link[2]
    if len(chosen) < len(offices) - 1:
        raise ValueError
    return total, chosen
