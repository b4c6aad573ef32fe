"""Strongly connected groups of modules that take part in import cycles."""


def import_cycles(imports):
    def reachable(start):
        seen, stack = set(), [start]
        while stack:
            for target in imports[stack.pop()]:
                # Imports of names outside the project are ignored.
                if target in imports and target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen

    reach = {module: reachable(module) for module in imports}
    groups, grouped = [], set()
    # Ascending order: the first member met of each group is its smallest name.
    for module in sorted(imports):
        if module in grouped or module not in reach[module]:
            continue
        group = sorted(other for other in reach[module] if module in reach[other])
        grouped.update(group)
        groups.append(group)
    return groups
