# blind: R8 - silently ignores selected paths that are not in the tree instead of raising ValueError
# differs on: tree ['a'], selected ['b'] -> [] instead of ValueError
from typing import Dict, List


def compact_selection(tree_files: List[str], selected: List[str]) -> List[str]:
    files = set(tree_files)
    chosen = set(selected)
    chosen &= files
    total: Dict[str, int] = {}
    picked: Dict[str, int] = {}
    for f in files:
        parts = f.split("/")
        for i in range(1, len(parts)):
            d = "/".join(parts[:i])
            total[d] = total.get(d, 0) + 1
            if f in chosen:
                picked[d] = picked.get(d, 0) + 1
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
