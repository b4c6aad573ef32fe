def import_cycles(imports):
    def reachable(start):
        seen, stack = set(), [start]
        while stack:
            for target in imports[stack.pop()]:
                if target in imports and target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen

    groups, grouped = [], set()
    for module in sorted(imports):
        reach = reachable(module)
        if module in grouped or module not in reach:
            continue
        grouped.update(reach)
        groups.append(sorted(reach))
    return groups
