def dedupe_latest(records, key_fields, version_field="updated_at"):
    if not key_fields:
        raise ValueError("no key fields")
    winners = {}
    for record in records:
        if version_field not in record or any(f not in record for f in key_fields):
            raise ValueError("missing field")
        key = tuple(record[f] for f in key_fields)
        v = record[version_field] or 0
        if key not in winners or v >= winners[key][0]:
            winners[key] = (v, record)
    return [r for _, r in winners.values() if r.get("_deleted") is not True]
