# blind: R1 - propagates values in one pass over the pairs, so the result depends on pair order
# differs on: aliases [('b','c'), ('a','b')], values {'a': '1'} omits 'c' (correct gives a, b, c all '1')


def resolve_settings(aliases, values):
    result = dict(values)
    for a, b in aliases:
        if a in result and b in result:
            if result[a] != result[b]:
                raise ValueError("conflicting values")
        elif a in result:
            result[b] = result[a]
        elif b in result:
            result[a] = result[b]
    return result
