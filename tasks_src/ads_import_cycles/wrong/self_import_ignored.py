def import_cycles(imports):
    def reachable(start):
        seen, stack = set(), [start]
        while stack:
            for target in imports[stack.pop()]:
                if target in imports and target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen

    reach = {module: reachable(module) for module in imports}
    groups, grouped = [], set()
    for module in sorted(imports):
        if module in grouped:
            continue
        group = sorted({module} | {o for o in reach[module] if module in reach[o]})
        if len(group) > 1:
            grouped.update(group)
            groups.append(group)
    return groups
