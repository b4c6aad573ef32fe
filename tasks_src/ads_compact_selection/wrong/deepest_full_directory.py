from collections import Counter


def _directories(path):
    parts = path.split("/")
    return ["/".join(parts[:depth]) + "/" for depth in range(1, len(parts))]


def compact_selection(tree_files, selected):
    chosen, files = set(selected), set(tree_files)
    if not chosen <= files:
        raise ValueError("unknown path")
    total, ticked = Counter(), Counter()
    for path in files:
        for directory in _directories(path):
            total[directory] += 1
            ticked[directory] += path in chosen
    entries = set()
    for path in chosen:
        full = [d for d in _directories(path) if ticked[d] == total[d]]
        entries.add(full[-1] if full else path)
    return sorted(entries)
