import bisect


def replica_nodes(ring, key_token, replicas):
    owners = {}
    for node, tokens in ring.items():
        for token in tokens:
            if owners.setdefault(token, node) != node:
                raise ValueError("token claimed twice")
    if replicas > len(set(owners.values())):
        raise ValueError("not enough nodes")
    tokens = sorted(owners)
    index = bisect.bisect_left(tokens, key_token)
    chosen = []
    while len(chosen) < replicas:
        node = owners[tokens[index % len(tokens)]]
        if node not in chosen:
            chosen.append(node)
        index += 1
    return chosen
