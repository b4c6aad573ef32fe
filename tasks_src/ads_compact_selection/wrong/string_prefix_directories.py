def compact_selection(tree_files, selected):
    chosen, files = set(selected), set(tree_files)
    if not chosen <= files:
        raise ValueError("unknown path")
    entries = set()
    for path in chosen:
        parts = path.split("/")
        entry = path
        for depth in range(1, len(parts)):
            directory = "/".join(parts[:depth])
            below = [f for f in files if f.startswith(directory)]
            if all(f in chosen for f in below):
                entry = directory + "/"
                break
        entries.add(entry)
    return sorted(entries)
