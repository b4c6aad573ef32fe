"""Choose replica nodes for a key by walking a consistent-hashing ring clockwise."""
import bisect


def replica_nodes(ring, key_token, replicas):
    owners = {}
    for node, tokens in ring.items():
        for token in tokens:
            if owners.setdefault(token, node) != node:
                raise ValueError
    if not 1 <= replicas <= len(set(owners.values())):
        raise ValueError
    tokens = sorted(owners)
    # bisect_left: a ring token equal to the key's token owns the key.
    index = bisect.bisect_left(tokens, key_token)
    chosen = []
    while len(chosen) < replicas:
        node = owners[tokens[index % len(tokens)]]
        if node not in chosen:
            chosen.append(node)
        index += 1
    return chosen
