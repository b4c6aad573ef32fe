import json
import pathlib
import zlib

import pytest

from solution import replay_wal


def rec(tx, op, **fields):
    text = json.dumps({"tx": tx, "op": op, **fields})
    return f"{zlib.crc32(text.encode('utf-8')):08x} {text}\n"


def signed(text):
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
    assert replay_wal(pathlib.Path(str(path))) == {"user:1": {"name": "Ada"}, "count": 3}


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


def test_later_commit_wins_even_with_smaller_id_or_earlier_begin(tmp_path):
    path = write(
        tmp_path,
        rec(5, "begin"),
        rec(5, "set", key="k", value=5),
        rec(9, "begin"),
        rec(9, "set", key="k", value=9),
        rec(9, "set", key="only9", value=True),
        rec(9, "commit"),
        rec(5, "commit"),
        rec(3, "begin"),
        rec(3, "delete", key="only9"),
        rec(3, "commit"),
    )
    assert replay_wal(path, {"k": 0}) == {"k": 5}


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
    # a second newline at the end is not a torn record but a complete, empty line
    with pytest.raises(ValueError):
        replay_wal(write(tmp_path, *body, rec(2, "commit"), "\n"))


def test_unterminated_valid_record_is_not_applied(tmp_path):
    lines = (rec(4, "begin"), rec(4, "set", key="x", value=1))
    commit = rec(4, "commit").rstrip("\n")
    assert replay_wal(write(tmp_path, *lines, tail=commit), {"x": 0}) == {"x": 0}
    one_line = rec(1, "begin").rstrip("\n")
    assert replay_wal(write(tmp_path, tail=one_line)) == {}
    assert replay_wal(write(tmp_path, rec(4, "begin"), tail="\xff not even utf-8 ")) == {}
    path = tmp_path / "bytes.wal"
    path.write_bytes(rec(4, "begin").encode() + b"\xff\xfe")
    assert replay_wal(path) == {}


def test_snapshot_is_copied_and_never_modified(tmp_path):
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
    assert state is not snapshot


def test_empty_log_returns_copy_of_snapshot(tmp_path):
    path = write(tmp_path)
    snapshot = {"x": [1, 2]}
    state = replay_wal(path, snapshot)
    assert state == {"x": [1, 2]}
    assert type(state) is dict
    assert state is not snapshot
    state["y"] = 3
    assert snapshot == {"x": [1, 2]}
    assert replay_wal(path) == {}
    empty = {}
    result = replay_wal(path, empty)
    assert result == {}
    assert result is not empty


def test_wrong_or_uppercase_checksum_raises(tmp_path):
    upper = 'E3FDC501 {"tx": 1, "op": "set", "key": "a", "value": 1}\n'
    assert upper.lower() == rec(1, "set", key="a", value=1)
    flipped = rec(1, "set", key="a", value=1).replace('"a"', '"b"')
    for bad in [upper, flipped, 'e3fdc501 {"tx": 1, "op": "set", "key": "a", "value": 2}\n']:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, rec(1, "begin"), bad, rec(1, "commit")))


def test_badly_formatted_checksum_field_raises(tmp_path):
    good = rec(4, "set", key="b", value=2)
    assert good == '7671dff7 {"tx": 4, "op": "set", "key": "b", "value": 2}\n'
    text = good[9:]
    for bad in ["7671DFF7 " + text, "671dff7 " + text, "07671dff7 " + text,
                "7671dff7" + text, "7671dff7\t" + text, "0x7671dff7 " + text, text]:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, rec(4, "begin"), bad, rec(4, "commit")))


def test_empty_non_utf8_or_incomplete_record_lines_raise(tmp_path):
    begin, commit = rec(1, "begin").encode(), rec(1, "commit").encode()
    middles = [b"\n", b"\xff\xfe\n", b"   \n",
               b'E3FDC501 {"tx": 1, "op": "set", "key": "a", "value": 1}\n',
               rec(1, "set", key="a").encode(),
               rec(1, "set", key=7, value=1).encode(),
               rec(1, "delete").encode(),
               signed('{"tx": 1, "op": "set", "value": 1}').encode(),
               signed('[{"tx": 1, "op": "abort"}]').encode(),
               signed('{"tx": true, "op": "set", "key": "a", "value": 1}').encode()]
    path = tmp_path / "bad.wal"
    for middle in middles:
        path.write_bytes(begin + middle + commit)
        with pytest.raises(ValueError):
            replay_wal(path)
    path.write_bytes(b"\n")
    with pytest.raises(ValueError):
        replay_wal(path)


def test_malformed_records_raise(tmp_path):
    cases = [
        [rec(1, "begin"), "\n", rec(1, "commit")],
        [rec(1, "begin"), rec(1, "rollback"), rec(1, "commit")],
        [rec(1, "begin"), signed('{"tx": 1, "op": ["commit"]}')],
        [rec(1, "begin"), signed('{"tx": 1, "op": {"x": 1}}'), rec(1, "commit")],
        [signed('{"op": "begin"}')],
        [rec(1, "begin"), rec(1, "set", key="a"), rec(1, "commit")],
        [rec(1, "begin"), rec(1, "set", key=5, value=1), rec(1, "commit")],
        [rec(1, "begin"), rec(1, "delete"), rec(1, "commit")],
        [rec(1, "begin"), rec(1, "delete", key=None), rec(1, "commit")],
        [signed("[1, 2]")],
        [signed('"begin"')],
        [signed("{not json")],
    ]
    for lines in cases:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, *lines))


def test_boolean_tx_is_not_an_int(tmp_path):
    for flag in ("true", "false"):
        lines = [signed(f'{{"tx": {flag}, "op": "begin"}}'),
                 signed(f'{{"tx": {flag}, "op": "set", "key": "a", "value": 1}}'),
                 signed(f'{{"tx": {flag}, "op": "commit"}}')]
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, *lines))


def test_tx_of_other_types_raises(tmp_path):
    for tx in ("true", "false", "1.0", '"1"', "null", "[1]"):
        lines = [signed(f'{{"tx": {tx}, "op": "begin"}}'),
                 signed(f'{{"tx": {tx}, "op": "commit"}}')]
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, *lines))
    with pytest.raises(ValueError):
        replay_wal(write(tmp_path, rec(1, "begin"), signed('{"tx": true, "op": "commit"}')))


def test_reusing_an_ended_transaction_id_raises(tmp_path):
    cases = [
        [rec(1, "begin"), rec(1, "commit"), rec(1, "begin"), rec(1, "commit")],
        [rec(1, "begin"), rec(1, "abort"), rec(1, "begin"), rec(1, "abort")],
        [rec(0, "begin"), rec(0, "commit"), rec(2, "begin"), rec(0, "begin"), rec(2, "commit")],
    ]
    for lines in cases:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, *lines))


def test_operations_outside_an_open_transaction_raise(tmp_path):
    cases = [
        [rec(1, "set", key="a", value=1)],
        [rec(1, "begin"), rec(2, "commit")],
        [rec(1, "begin"), rec(1, "begin")],
        [rec(1, "abort")],
        [rec(3, "delete", key="a")],
        [rec(1, "begin"), rec(1, "commit"), rec(1, "commit")],
        [rec(1, "begin"), rec(1, "commit"), rec(1, "set", key="a", value=1)],
        [rec(1, "begin"), rec(1, "abort"), rec(1, "abort")],
        [rec(6, "begin"), rec(6, "commit"), rec(6, "begin")],
    ]
    for lines in cases:
        with pytest.raises(ValueError):
            replay_wal(write(tmp_path, *lines))


def test_any_json_values_and_extra_fields(tmp_path):
    path = write(
        tmp_path,
        rec(1, "begin", at="09:00"),
        rec(1, "set", key="clé", value=[1, "două", {"ok": True}]),
        rec(1, "set", key="pi", value=3.5),
        rec(1, "set", key="", value=0),
        rec(1, "set", key="none", value=None),
        rec(1, "commit", note="extra fields are ignored"),
    )
    assert replay_wal(path) == {"clé": [1, "două", {"ok": True}], "pi": 3.5, "": 0, "none": None}


def test_operations_apply_in_log_order_over_snapshot(tmp_path):
    snapshot = {"n": 0, "gone": True}
    path = write(
        tmp_path,
        rec(1, "begin"),
        rec(1, "set", key="n", value=1),
        rec(1, "delete", key="n"),
        rec(1, "set", key="m", value=1),
        rec(1, "set", key="m", value=None),
        rec(1, "delete", key="gone"),
        rec(1, "delete", key="never"),
        rec(1, "commit"),
        rec(2, "begin"),
        rec(2, "set", key="later", value=0),
        rec(2, "abort"),
    )
    assert replay_wal(path, snapshot) == {"m": None}
    assert snapshot == {"n": 0, "gone": True}


def test_aborted_interleaved_transaction_leaves_committed_one_intact(tmp_path):
    snapshot = {"base": 1}
    path = write(
        tmp_path,
        rec(10, "begin"),
        rec(11, "begin"),
        rec(12, "begin"),
        rec(10, "set", key="a", value=10),
        rec(11, "delete", key="a"),
        rec(11, "set", key="b", value=11),
        rec(12, "set", key="a", value=12),
        rec(12, "commit"),
        rec(10, "commit"),
        rec(11, "abort"),
        rec(13, "begin"),
        rec(13, "delete", key="base"),
        tail=rec(13, "commit").rstrip("\n"),
    )
    assert replay_wal(path, snapshot) == {"base": 1, "a": 10}
    assert snapshot == {"base": 1}
    # the aborted transaction's id stays used: it cannot be begun again to redo the work
    retried = write(tmp_path, rec(11, "begin"), rec(11, "set", key="b", value=11), rec(11, "abort"),
                    rec(11, "begin"), rec(11, "set", key="b", value=11), rec(11, "commit"))
    with pytest.raises(ValueError):
        replay_wal(retried, snapshot)
