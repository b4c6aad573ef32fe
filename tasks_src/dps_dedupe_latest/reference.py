"""Reduce a change feed to the newest record per key, honouring deletion markers."""
import math


def dedupe_latest(records, key_fields, version_field="updated_at"):
    if not key_fields:
        raise ValueError
    winners = {}  # key -> (rank, record); dict order is the order of first occurrence
    for record in records:
        if version_field not in record or any(field not in record for field in key_fields):
            raise ValueError
        key = tuple(record[field] for field in key_fields)
        version = record[version_field]
        # None sorts below every int; on equal rank the later record replaces the earlier one.
        rank = -math.inf if version is None else version
        if key not in winners or rank >= winners[key][0]:
            winners[key] = (rank, record)
    return [record for _, record in winners.values() if record.get("_deleted") is not True]
