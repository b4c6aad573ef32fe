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
        if root in setting_value and setting_value[root] != value:
            raise ValueError("conflict")
        setting_value[root] = value
    return {name: setting_value.get(find(name)) for name in list(parent)}
