# blind: correct
import sqlite3


def descendants(conn, node_id, max_depth=None):
    if max_depth is not None and max_depth < 1:
        raise ValueError("max_depth must be >= 1")
    if conn.execute("SELECT 1 FROM categories WHERE id = ?", (node_id,)).fetchone() is None:
        raise KeyError(node_id)
    seen = {node_id}
    result = []
    frontier = [node_id]
    depth = 0
    while frontier:
        depth += 1
        if max_depth is not None and depth > max_depth:
            break
        next_frontier = []
        for parent in frontier:
            rows = conn.execute(
                "SELECT id, name FROM categories WHERE parent_id = ? ORDER BY id", (parent,)
            ).fetchall()
            for cid, name in rows:
                if cid in seen:
                    continue
                seen.add(cid)
                result.append((int(cid), str(name), depth))
                next_frontier.append(cid)
        frontier = next_frontier
    result.sort(key=lambda t: (t[2], t[1], t[0]))
    return result
