# blind: R4 - appends the owner of every visited token, so a node can appear more than once
# differs on: ring {'a': [10, 11], 'b': [20]}, key_token 0, replicas 2 returns ['a', 'a'] instead of ['a', 'b']
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
    for step in range(n):
        node = owner[tokens[(start + step) % n]]
        if True:
            seen.add(node)
            chosen.append(node)
            if len(chosen) == replicas:
                break
    return chosen
