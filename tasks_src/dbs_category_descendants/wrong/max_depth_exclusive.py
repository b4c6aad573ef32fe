import sqlite3
from collections import deque


def descendants(conn: sqlite3.Connection, node_id, max_depth=None):
    if max_depth is not None and max_depth < 1:
        raise ValueError("max_depth must be at least 1")
    names = dict(conn.execute("SELECT id, name FROM categories"))
    if node_id not in names:
        raise KeyError(node_id)
    children = {}
    for cid, parent in conn.execute("SELECT id, parent_id FROM categories"):
        children.setdefault(parent, []).append(cid)
    seen = {node_id: 0}
    queue = deque([node_id])
    while queue:
        current = queue.popleft()
        depth = seen[current] + 1
        if max_depth is not None and depth >= max_depth:
            continue
        for child in children.get(current, []):
            if child not in seen:
                seen[child] = depth
                queue.append(child)
    out = [(cid, names[cid], d) for cid, d in seen.items() if cid != node_id]
    return sorted(out, key=lambda r: (r[2], r[1], r[0]))
