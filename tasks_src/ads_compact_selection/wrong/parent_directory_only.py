from collections import defaultdict


def compact_selection(tree_files, selected):
    chosen, files = set(selected), set(tree_files)
    if not chosen <= files:
        raise ValueError("unknown path")
    children = defaultdict(set)
    for path in files:
        if "/" in path:
            children[path.rsplit("/", 1)[0] + "/"].add(path)
    entries = set()
    for path in chosen:
        if "/" in path:
            parent = path.rsplit("/", 1)[0] + "/"
            if children[parent] <= chosen:
                entries.add(parent)
                continue
        entries.add(path)
    return sorted(entries)
