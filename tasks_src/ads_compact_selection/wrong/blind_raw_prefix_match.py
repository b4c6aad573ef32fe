# blind: R5 - counts files under a directory with a plain string prefix test, so 'lib' also covers 'library/...'
# differs on: tree ['lib/a', 'library/b'], selected ['lib/a'] -> ['lib/a'] instead of ['lib/']
from typing import Dict, List


def compact_selection(tree_files: List[str], selected: List[str]) -> List[str]:
    files = set(tree_files)
    chosen = set(selected)
    for path in chosen:
        if path not in files:
            raise ValueError(f"selected path not in tree: {path!r}")
    total: Dict[str, int] = {}
    picked: Dict[str, int] = {}
    dirs = set()
    for f in files:
        parts = f.split("/")
        for i in range(1, len(parts)):
            dirs.add("/".join(parts[:i]))
    for d in dirs:
        total[d] = sum(1 for f in files if f.startswith(d))
        picked[d] = sum(1 for f in chosen if f.startswith(d))
    out = set()
    for f in chosen:
        parts = f.split("/")
        entry = f
        for i in range(1, len(parts)):
            d = "/".join(parts[:i])
            if picked.get(d, 0) == total[d]:
                entry = d + "/"
                break
        out.add(entry)
    return sorted(out)
