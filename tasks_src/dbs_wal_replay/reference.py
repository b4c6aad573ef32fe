"""Rebuild a key-value store from a snapshot and a checksummed write-ahead log."""
import json
import zlib

_OPS = ("begin", "set", "delete", "commit", "abort")  # a tuple: an unhashable "op" is just not in it


def _decode(raw):
    checksum, _, text = raw.decode().partition(" ")
    if f"{zlib.crc32(text.encode()):08x}" != checksum:
        raise ValueError
    record = json.loads(text)
    if not isinstance(record, dict) or record.get("op") not in _OPS or type(record.get("tx")) is not int:
        raise ValueError
    if record["op"] in ("set", "delete") and not isinstance(record.get("key"), str):
        raise ValueError
    if record["op"] == "set" and "value" not in record:
        raise ValueError
    return record


def replay_wal(path, snapshot=None):
    state = dict(snapshot or {})
    with open(path, "rb") as log:
        *complete, _torn = log.read().split(b"\n")  # the last piece never had its newline written
    pending, ended = {}, set()
    for raw in complete:
        record = _decode(raw)
        tx, op = record["tx"], record["op"]
        if op == "begin":
            if tx in pending or tx in ended:
                raise ValueError
            pending[tx] = []
        elif tx not in pending:
            raise ValueError
        elif op in ("set", "delete"):
            pending[tx].append(record)
        else:
            ended.add(tx)
            operations = pending.pop(tx)
            if op == "abort":
                continue
            for change in operations:
                if change["op"] == "set":
                    state[change["key"]] = change["value"]
                else:
                    state.pop(change["key"], None)
    return state
