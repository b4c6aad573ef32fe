import json
import zlib

import pytest

from solution import replay_wal


def rec(tx, op, **fields):
    text = json.dumps({"tx": tx, "op": op, **fields})
    return f"{zlib.crc32(text.encode('utf-8')):08x} {text}\n"


def write(tmp_path, *lines, tail=""):
    path = tmp_path / "store.wal"
    path.write_bytes(("".join(lines) + tail).encode("utf-8"))
    return path


def test_committed_transaction_is_applied(tmp_path):
    path = write(
        tmp_path,
        rec(1, "begin"),
        rec(1, "set", key="user:1", value={"name": "Ada"}),
        rec(1, "set", key="count", value=3),
        rec(1, "commit"),
    )
    state = replay_wal(path)
    assert state == {"user:1": {"name": "Ada"}, "count": 3}
    assert type(state) is dict
    assert replay_wal(str(path)) == {"user:1": {"name": "Ada"}, "count": 3}


def test_aborted_and_unfinished_transactions_change_nothing(tmp_path):
    path = write(
        tmp_path,
        rec(1, "begin"),
        rec(1, "set", key="a", value=1),
        rec(1, "abort"),
        rec(2, "begin"),
        rec(2, "set", key="b", value=2),
        rec(3, "begin"),
        rec(3, "set", key="c", value=3),
        rec(3, "commit"),
    )
    assert replay_wal(path) == {"c": 3}


def test_commit_order_decides_between_interleaved_transactions(tmp_path):
    path = write(
        tmp_path,
        rec(1, "begin"),
        rec(2, "begin"),
        rec(1, "set", key="color", value="red"),
        rec(2, "set", key="color", value="blue"),
        rec(2, "set", key="size", value="L"),
        rec(2, "commit"),
        rec(1, "delete", key="size"),
        rec(1, "commit"),
    )
    assert replay_wal(path) == {"color": "red"}


def test_delete_and_snapshot_base(tmp_path):
    snapshot = {"a": 1, "b": 2}
    path = write(
        tmp_path,
        rec(7, "begin"),
        rec(7, "delete", key="a"),
        rec(7, "delete", key="zzz"),
        rec(7, "set", key="c", value=None),
        rec(7, "commit"),
    )
    state = replay_wal(path, snapshot)
    assert state == {"b": 2, "c": None}
    assert snapshot == {"a": 1, "b": 2}


def test_torn_final_line_is_ignored(tmp_path):
    body = (rec(1, "begin"), rec(1, "set", key="k", value="v"), rec(1, "commit"),
            rec(2, "begin"), rec(2, "set", key="k", value="w"))
    complete_commit = rec(2, "commit").rstrip("\n")
    assert replay_wal(write(tmp_path, *body, tail=complete_commit)) == {"k": "v"}
    assert replay_wal(write(tmp_path, *body, tail=complete_commit[:20])) == {"k": "v"}
    path = tmp_path / "split.wal"
    path.write_bytes("".join(body).encode() + '0000 {"key": "\u00e9'.encode("utf-8")[:-1])
    assert replay_wal(path) == {"k": "v"}
    assert replay_wal(write(tmp_path, tail="garbage")) == {}


def test_empty_log_returns_copy_of_snapshot(tmp_path):
    path = write(tmp_path)
    snapshot = {"x": [1, 2]}
    state = replay_wal(path, snapshot)
    assert state == {"x": [1, 2]}
    assert state is not snapshot
    assert replay_wal(path) == {}
    assert replay_wal(path, {}) == {}


def test_corrupt_complete_lines_raise(tmp_path):
    good = rec(1, "begin")
    flipped = rec(1, "set", key="a", value=1).replace('"a"', '"b"')
    upper = 'C370520E {"tx": 1, "op": "begin"}\n'
    assert upper.lower().startswith(good[:8])
    for bad in [flipped, "\n", upper, good[:8] + good[9:],
                "0000000 " + good[9:], "c370520e0 " + good[9:]]:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, good, bad, rec(1, "commit")))
    path = tmp_path / "binary.wal"
    path.write_bytes(good.encode() + b"\xff\xfe\n")
    with pytest.raises(ValueError):
        replay_wal(path)


def test_protocol_violations_raise(tmp_path):
    cases = [
        [rec(1, "set", key="a", value=1)],
        [rec(1, "begin"), rec(2, "commit")],
        [rec(1, "begin"), rec(1, "begin")],
        [rec(1, "abort")],
    ]
    for lines in cases:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, *lines))


def test_malformed_records_and_reused_ids_raise(tmp_path):
    def signed(text):
        return f"{zlib.crc32(text.encode('utf-8')):08x} {text}\n"

    cases = [
        [rec(1, "begin"), rec(1, "commit"), rec(1, "begin")],
        [rec(1, "begin"), rec(1, "abort"), rec(1, "begin")],
        [rec(1, "begin"), rec(1, "rollback")],
        [signed('{"tx": true, "op": "begin"}')],
        [signed('{"tx": "1", "op": "begin"}')],
        [signed('{"op": "begin"}')],
        [rec(1, "begin"), rec(1, "set", key="a")],
        [rec(1, "begin"), rec(1, "set", key=5, value=1)],
        [rec(1, "begin"), rec(1, "delete")],
        [signed("[1, 2]")],
        [signed("{not json")],
        [rec(1, "begin"), rec(1, "commit"), rec(1, "commit")],
    ]
    for lines in cases:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, *lines))


def test_any_json_values_and_unicode(tmp_path):
    path = write(
        tmp_path,
        rec(1, "begin"),
        rec(1, "set", key="clé", value=[1, "două", {"ok": True}]),
        rec(1, "set", key="pi", value=3.5),
        rec(1, "commit", note="extra fields are ignored"),
    )
    assert replay_wal(path) == {"clé": [1, "două", {"ok": True}], "pi": 3.5}


def test_operations_apply_in_log_order_over_snapshot(tmp_path):
    snapshot = {"n": 0, "gone": True}
    path = write(
        tmp_path,
        rec(1, "begin"),
        rec(1, "set", key="n", value=1),
        rec(1, "delete", key="n"),
        rec(1, "set", key="m", value=1),
        rec(1, "set", key="m", value=2),
        rec(1, "delete", key="gone"),
        rec(1, "delete", key="never"),
        rec(1, "commit"),
        rec(2, "begin"),
        rec(2, "set", key="later", value=0),
        rec(2, "abort"),
    )
    assert replay_wal(path, snapshot) == {"m": 2}
    assert snapshot == {"n": 0, "gone": True}
