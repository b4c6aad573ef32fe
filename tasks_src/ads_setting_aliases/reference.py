"""Resolve aliased configuration keys with a union-find structure."""


def resolve_settings(aliases, values):
    parent = {}

    def find(name):
        parent.setdefault(name, name)
        while parent[name] != name:
            parent[name] = parent[parent[name]]
            name = parent[name]
        return name

    for name_a, name_b in aliases:
        parent[find(name_a)] = find(name_b)
    setting_value = {}
    for name, value in values.items():
        root = find(name)
        if setting_value.setdefault(root, value) != value:
            raise ValueError(f"{name!r} conflicts with another name of the same setting")
    resolved = {}
    for name in list(parent):
        root = find(name)
        if root in setting_value:
            resolved[name] = setting_value[root]
    return resolved
