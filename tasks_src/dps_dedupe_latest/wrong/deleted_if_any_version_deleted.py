def dedupe_latest(records, key_fields, version_field="updated_at"):
    if not key_fields:
        raise ValueError("no key fields")
    winners = {}
    deleted = set()
    for record in records:
        if version_field not in record or any(f not in record for f in key_fields):
            raise ValueError("missing field")
        key = tuple(record[f] for f in key_fields)
        if record.get("_deleted") is True:
            deleted.add(key)
        v = record[version_field]
        rank = (0, 0) if v is None else (1, v)
        if key not in winners or rank >= winners[key][0]:
            winners[key] = (rank, record)
    return [r for k, (_, r) in winners.items() if k not in deleted]
