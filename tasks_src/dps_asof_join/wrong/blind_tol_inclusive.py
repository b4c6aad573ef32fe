# blind: R9 - discards a match whose gap equals the tolerance
# differs on: left=[{'t':5}], right=[{'t':3,'q':1}], tolerance=2 -> q should be 1
def asof_join(left, right, on, by=None, tolerance=None):
    if tolerance is not None and tolerance < 0:
        raise ValueError("negative tolerance")
    for rec in list(left) + list(right):
        if on not in rec:
            raise ValueError("missing on field")
        if by is not None and by not in rec:
            raise ValueError("missing by field")
    right_cols = []
    seen = set()
    for rec in right:
        for k in rec:
            if k == on or (by is not None and k == by):
                continue
            if k not in seen:
                seen.add(k)
                right_cols.append(k)
    left_fields = set()
    for rec in left:
        left_fields.update(rec.keys())
    for c in right_cols:
        if c in left_fields:
            raise ValueError("column collision: %r" % (c,))
    out = []
    for lrec in left:
        t = lrec[on]
        best = None
        best_t = None
        for rrec in right:
            rt = rrec[on]
            if rt > t:
                continue
            if by is not None and rrec[by] != lrec[by]:
                continue
            if best is None or rt >= best_t:
                best = rrec
                best_t = rt
        if best is not None and tolerance is not None and t - best_t >= tolerance:
            best = None
        new = dict(lrec)
        if best is None:
            for c in right_cols:
                new[c] = None
        else:
            for k, v in best.items():
                if k == on or (by is not None and k == by):
                    continue
                new[k] = v
        out.append(new)
    return out
