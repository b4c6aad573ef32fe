# blind: R1 - only applies direct aliases (one hop), not transitive chains
# differs on: aliases [('a','b'), ('b','c')], values {'a': '1'} returns {'a':'1','b':'1'} instead of also 'c': '1'


def resolve_settings(aliases, values):
    result = dict(values)
    for a, b in aliases:
        for x, y in ((a, b), (b, a)):
            if x in values:
                if y in result and result[y] != values[x]:
                    raise ValueError("conflicting values")
                result[y] = values[x]
    return result
