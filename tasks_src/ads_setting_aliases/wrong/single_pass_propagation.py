def resolve_settings(aliases, values):
    resolved = dict(values)
    for a, b in aliases:
        if a in resolved and b in resolved and resolved[a] != resolved[b]:
            raise ValueError("conflict")
        if a in resolved:
            resolved[b] = resolved[a]
        elif b in resolved:
            resolved[a] = resolved[b]
    return resolved
