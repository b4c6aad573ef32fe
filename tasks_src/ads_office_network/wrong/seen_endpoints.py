def cheapest_links(offices, links):
    known = set(offices)
    for office_a, office_b, cost in links:
        for name in (office_a, office_b):
            if name not in known:
                raise KeyError(name)
        if cost < 0:
            raise ValueError("negative cost")
    seen = set()
    chosen = []
    for link in sorted(links, key=lambda link: link[2]):
        a, b, _ = link
        if a != b and (a not in seen or b not in seen):
            seen.update((a, b))
            chosen.append(link)
    if len(offices) > 1 and seen != known:
        raise ValueError("disconnected")
    return sum(link[2] for link in chosen), chosen
