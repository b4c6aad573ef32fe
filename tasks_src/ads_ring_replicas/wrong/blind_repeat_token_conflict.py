# blind: R1 - treats a token repeated within the same node as a conflict
# differs on: ring {'a': [10, 10], 'b': [20]} raises ValueError instead of being accepted
import bisect


def replica_nodes(ring, key_token, replicas):
    owner = {}
    for node, tokens in ring.items():
        for tok in tokens:
            if tok in owner:
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
        if node not in seen:
            seen.add(node)
            chosen.append(node)
            if len(chosen) == replicas:
                break
    return chosen
