def resolve_settings(aliases, values):
    parent = {}

    def find(name):
        parent.setdefault(name, name)
        while parent[name] != name:
            name = parent[name]
        return name

    for a, b in aliases:
        parent[find(a)] = find(b)
    setting_value = {}
    for name, value in values.items():
        root = find(name)
        if root in setting_value:
            raise ValueError("setting given twice")
        setting_value[root] = value
    return {name: setting_value[find(name)] for name in list(parent) if find(name) in setting_value}
