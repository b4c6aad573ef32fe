# blind: R6 - fills the caller's values dict in place and returns it
# differs on: aliases [('a','b')], values {'a': '1'}: the caller's dict gains 'b' and the result is the same object


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
        if r in setting_value and setting_value[r] != value:
            raise ValueError("conflicting values for setting of %r" % (name,))
        setting_value[r] = value
    result = values
    for name in list(parent):
        r = find(name)
        if r in setting_value:
            result[name] = setting_value[r]
    return result
