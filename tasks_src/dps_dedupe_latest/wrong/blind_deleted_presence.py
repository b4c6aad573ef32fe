# blind: R7 - treats the mere presence of a _deleted field as a deletion, even _deleted False
# differs on: [{'id':1,'updated_at':1,'_deleted':False}] -> kept
def _newer_or_equal(v_new, v_old):
    if v_new is None:
        return v_old is None
    if v_old is None:
        return True
    return v_new >= v_old


def dedupe_latest(records, key_fields, version_field="updated_at"):
    key_fields = list(key_fields)
    if not key_fields:
        raise ValueError("key_fields must not be empty")
    for rec in records:
        for f in key_fields:
            if f not in rec:
                raise ValueError("record lacks key field %r" % (f,))
        if version_field not in rec:
            raise ValueError("record lacks version field")
    order = []
    winners = {}
    for rec in records:
        key = tuple(rec[f] for f in key_fields)
        if key not in winners:
            order.append(key)
            winners[key] = rec
        else:
            if _newer_or_equal(rec[version_field], winners[key][version_field]):
                winners[key] = rec
    out = []
    for key in order:
        w = winners[key]
        if "_deleted" in w:
            continue
        out.append(w)
    return out
