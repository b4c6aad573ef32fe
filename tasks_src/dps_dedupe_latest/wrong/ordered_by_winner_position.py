def dedupe_latest(records, key_fields, version_field="updated_at"):
    if not key_fields:
        raise ValueError("no key fields")
    winners = {}
    for pos, record in enumerate(records):
        if version_field not in record or any(f not in record for f in key_fields):
            raise ValueError("missing field")
        key = tuple(record[f] for f in key_fields)
        v = record[version_field]
        rank = (0, 0) if v is None else (1, v)
        if key not in winners or rank >= winners[key][0]:
            winners[key] = (rank, pos, record)
    kept = sorted(winners.values(), key=lambda item: item[1])
    return [r for _, _, r in kept if r.get("_deleted") is not True]
