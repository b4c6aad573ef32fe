# blind: R3 - does not wrap around; walks only tokens >= key_token
# differs on: ring {'a': [10], 'b': [20]}, key_token 15, replicas 2 returns ['b'] instead of ['b', 'a']
import bisect


def replica_nodes(ring, key_token, replicas):
    owner = {}
    for node, tokens in ring.items():
        for tok in tokens:
            if tok in owner and owner[tok] != node:
                raise ValueError("token %r owned by two nodes" % (tok,))
            owner[tok] = node
    if replicas < 1:
        raise ValueError("replicas must be >= 1")
    owning = {n for n in owner.values()}
    if replicas > len(owning):
        raise ValueError("not enough nodes")
    tokens = sorted(owner)
    start = bisect.bisect_left(tokens, key_token)
    chosen = []
    seen = set()
    n = len(tokens)
    for step in range(n - start):
        node = owner[tokens[start + step]]
        if node not in seen:
            seen.add(node)
            chosen.append(node)
            if len(chosen) == replicas:
                break
    return chosen
