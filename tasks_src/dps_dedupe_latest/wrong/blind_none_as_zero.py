# blind: R3 - treats a None version as 0, so a later None ties with and beats version 0
# differs on: [{'id':1,'updated_at':0,'x':'a'},{'id':1,'updated_at':None,'x':'b'}] -> keep x='a'
def _newer_or_equal(v_new, v_old):
    a = 0 if v_new is None else v_new
    b = 0 if v_old is None else v_old
    return a >= b


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
        if w.get("_deleted") is True:
            continue
        out.append(w)
    return out
