# blind: R5 - lets the last listed value win instead of rejecting conflicting values
# differs on: aliases [('a','b')], values {'a': '1', 'b': '2'} returns {'a':'2','b':'2'} instead of raising ValueError


def resolve_settings(aliases, values):
    parent = {}

    def find(x):
        parent.setdefault(x, x)
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    for a, b in aliases:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
    for name in values:
        find(name)
    setting_value = {}
    for name, value in values.items():
        r = find(name)
        setting_value[r] = value
    result = {}
    for name in list(parent):
        r = find(name)
        if r in setting_value:
            result[name] = setting_value[r]
    return result
