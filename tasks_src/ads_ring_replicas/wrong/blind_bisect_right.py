# blind: R2 - starts at the first token strictly greater than key_token
# differs on: ring {'a': [10], 'b': [20]}, key_token 10, replicas 1 returns ['b'] instead of ['a']
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
    start = bisect.bisect_right(tokens, key_token)
    chosen = []
    seen = set()
    n = len(tokens)
    for step in range(n):
        node = owner[tokens[(start + step) % n]]
        if node not in seen:
            seen.add(node)
            chosen.append(node)
            if len(chosen) == replicas:
                break
    return chosen
