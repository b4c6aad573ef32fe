def import_cycles(imports):
    def reachable(start):
        seen, stack = set(), [start]
        while stack:
            for target in imports[stack.pop()]:
                if target in imports and target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen

    on_cycle = {m for m in imports if m in reachable(m)}
    groups, grouped = [], set()
    for module in sorted(on_cycle):
        if module in grouped:
            continue
        group, stack = {module}, [module]
        while stack:
            current = stack.pop()
            neighbours = [t for t in imports[current] if t in on_cycle]
            neighbours += [m for m in on_cycle if current in imports[m]]
            for other in neighbours:
                if other not in group:
                    group.add(other)
                    stack.append(other)
        grouped |= group
        groups.append(sorted(group))
    return groups
