# blind: correct
from typing import Dict, List


def import_cycles(imports: Dict[str, List[str]]) -> List[List[str]]:
    graph = {m: sorted(set(d for d in deps if d in imports)) for m, deps in imports.items()}
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    on_stack = set()
    stack: List[str] = []
    counter = 0
    sccs: List[List[str]] = []
    for root in imports:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(graph[nxt])))
                    advanced = True
                    break
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                sccs.append(comp)
    groups = []
    for comp in sccs:
        if len(comp) > 1 or comp[0] in graph[comp[0]]:
            groups.append(sorted(comp))
    groups.sort(key=lambda g: g[0])
    return groups
