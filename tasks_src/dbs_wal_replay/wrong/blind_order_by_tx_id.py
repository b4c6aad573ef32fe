# blind: R4 - applies committed transactions in ascending tx id order at the end instead of commit-record order
# differs on: begin 1, begin 2, set(1) k=1, set(2) k=2, commit 2, commit 1 returns {'k': 2} instead of {'k': 1}
import json
import os
import re
import zlib

_CRC_RE = re.compile(r"[0-9a-f]{8}")
_OPS = ("begin", "set", "delete", "commit", "abort")


def _parse_line(raw):
    try:
        line = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError("line is not valid UTF-8") from exc
    if len(line) < 9 or line[8] != " " or _CRC_RE.fullmatch(line[:8]) is None:
        raise ValueError("bad checksum field")
    text = line[9:]
    if "%08x" % (zlib.crc32(text.encode("utf-8")) & 0xFFFFFFFF) != line[:8]:
        raise ValueError("checksum mismatch")
    try:
        rec = json.loads(text)
    except ValueError as exc:
        raise ValueError("invalid JSON") from exc
    if not isinstance(rec, dict):
        raise ValueError("record is not a JSON object")
    tx = rec.get("tx")
    if not isinstance(tx, int) or isinstance(tx, bool):
        raise ValueError("tx must be an int")
    op = rec.get("op")
    if not isinstance(op, str) or op not in _OPS:
        raise ValueError("invalid op")
    if op in ("set", "delete"):
        if not isinstance(rec.get("key"), str):
            raise ValueError("key must be a str")
        if op == "set" and "value" not in rec:
            raise ValueError("set needs a value")
    return rec


def replay_wal(path, snapshot=None):
    state = dict(snapshot) if snapshot is not None else {}
    with open(path, "rb") as fh:
        data = fh.read()
    parts = data.split(b"\n")
    complete = parts[:-1]
    used = set()
    open_tx = {}
    committed = {}
    for raw in complete:
        rec = _parse_line(raw)
        tx, op = rec["tx"], rec["op"]
        if op == "begin":
            if tx in used:
                raise ValueError("transaction id reused")
            used.add(tx)
            open_tx[tx] = []
            continue
        if tx not in open_tx:
            raise ValueError("transaction not open")
        if op == "set":
            open_tx[tx].append(("set", rec["key"], rec["value"]))
        elif op == "delete":
            open_tx[tx].append(("delete", rec["key"], None))
        elif op == "commit":
            committed[tx] = open_tx.pop(tx)
        else:
            del open_tx[tx]
    for tx in sorted(committed):
        for kind, key, value in committed[tx]:
            if kind == "set":
                state[key] = value
            else:
                state.pop(key, None)
    return state
