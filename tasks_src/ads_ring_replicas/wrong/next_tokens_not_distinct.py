import bisect


def replica_nodes(ring, key_token, replicas):
    owners = {}
    for node, tokens in ring.items():
        for token in tokens:
            if owners.setdefault(token, node) != node:
                raise ValueError("token claimed twice")
    if not 1 <= replicas <= len(set(owners.values())):
        raise ValueError("bad replica count")
    tokens = sorted(owners)
    start = bisect.bisect_left(tokens, key_token)
    return [owners[tokens[(start + i) % len(tokens)]] for i in range(replicas)]
