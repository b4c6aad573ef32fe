# blind: R3 - does not raise when a non-on field is both a left and a right column (right value wins)
# differs on: join_records([{'k':1,'x':1}],[{'k':1,'x':2}],'k') -> ValueError expected
def join_records(left, right, on, how="left"):
    if how not in ("inner", "left", "outer"):
        raise ValueError("bad how: %r" % (how,))
    for rec in list(left) + list(right):
        if on not in rec:
            raise ValueError("record lacks on field")
    left_cols = []
    seen = set()
    for rec in left:
        for k in rec:
            if k != on and k not in seen:
                seen.add(k)
                left_cols.append(k)
    right_cols = []
    seen_r = set()
    for rec in right:
        for k in rec:
            if k != on and k not in seen_r:
                seen_r.add(k)
                right_cols.append(k)

    out = []
    matched_right = set()
    for lrec in left:
        lkey = lrec[on]
        any_match = False
        if lkey is not None:
            for j, rrec in enumerate(right):
                rkey = rrec[on]
                if rkey is not None and rkey == lkey:
                    row = dict(lrec)
                    row.update(rrec)
                    out.append(row)
                    matched_right.add(j)
                    any_match = True
        if not any_match and how in ("left", "outer"):
            row = dict(lrec)
            for c in right_cols:
                row[c] = None
            out.append(row)
    if how == "outer":
        for j, rrec in enumerate(right):
            if j not in matched_right:
                row = {c: None for c in left_cols}
                row.update(rrec)
                out.append(row)
    return out
