# blind: R7 - emits one entry per selected file, so a collapsed directory appears several times
# differs on: tree ['a/x', 'a/y'], selected both -> ['a/', 'a/'] instead of ['a/']
from typing import Dict, List


def compact_selection(tree_files: List[str], selected: List[str]) -> List[str]:
    files = set(tree_files)
    chosen = set(selected)
    for path in chosen:
        if path not in files:
            raise ValueError(f"selected path not in tree: {path!r}")
    total: Dict[str, int] = {}
    picked: Dict[str, int] = {}
    for f in files:
        parts = f.split("/")
        for i in range(1, len(parts)):
            d = "/".join(parts[:i])
            total[d] = total.get(d, 0) + 1
            if f in chosen:
                picked[d] = picked.get(d, 0) + 1
    out = []
    for f in chosen:
        parts = f.split("/")
        entry = f
        for i in range(1, len(parts)):
            d = "/".join(parts[:i])
            if picked.get(d, 0) == total[d]:
                entry = d + "/"
                break
        out.append(entry)
    return sorted(out)
