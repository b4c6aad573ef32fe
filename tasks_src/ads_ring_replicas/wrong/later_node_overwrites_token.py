import bisect


def replica_nodes(ring, key_token, replicas):
    owners = {}
    for node, tokens in ring.items():
        for token in tokens:
            owners[token] = node
    if not 1 <= replicas <= len(set(owners.values())):
        raise ValueError("bad replica count")
    tokens = sorted(owners)
    index = bisect.bisect_left(tokens, key_token)
    chosen = []
    while len(chosen) < replicas:
        node = owners[tokens[index % len(tokens)]]
        if node not in chosen:
            chosen.append(node)
        index += 1
    return chosen
