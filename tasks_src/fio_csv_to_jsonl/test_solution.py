import json

import pytest

from solution import csv_to_jsonl


def convert(tmp_path, text, schema):
    src = tmp_path / "in.csv"
    src.write_bytes(text.encode("utf-8"))
    dst = tmp_path / "out.jsonl"
    result = csv_to_jsonl(src, dst, schema)
    records = [json.loads(line) for line in dst.read_text(encoding="utf-8").splitlines()]
    return result, records


def test_errors_report_the_line_a_record_starts_on(tmp_path):
    text = (
        "id,note,qty\n"
        '1,"first\nsecond\nthird",5\n'
        '2,"one line",x\n'
        '3,"a\nb",oops\n'
        "4,plain,7\n"
    )
    result, records = convert(tmp_path, text, {"id": "int", "qty": "int"})
    assert result == (2, [(5, "qty"), (6, "qty")])
    assert records == [
        {"id": 1, "note": "first\nsecond\nthird", "qty": 5},
        {"id": 4, "note": "plain", "qty": 7},
    ]


def test_simple_file_exact_output(tmp_path):
    src = tmp_path / "people.csv"
    src.write_bytes(b"name,age,score\nAda,36,9.5\nLin,41,7\n")
    dst = tmp_path / "people.jsonl"
    result = csv_to_jsonl(str(src), str(dst), {"age": "int", "score": "float"})
    assert result == (2, [])
    assert type(result) is tuple
    assert type(result[1]) is list
    assert dst.read_bytes() == (
        b'{"name": "Ada", "age": 36, "score": 9.5}\n'
        b'{"name": "Lin", "age": 41, "score": 7.0}\n'
    )


def test_int_fields_are_strict(tmp_path):
    text = "n\n+7\n-0\n1.5\n1_000\n 5\n5 \n0x10\n42\ntrue\n"
    result, records = convert(tmp_path, text, {"n": "int"})
    assert result == (3, [(4, "n"), (5, "n"), (6, "n"), (7, "n"), (8, "n"), (10, "n")])
    assert records == [{"n": 7}, {"n": 0}, {"n": 42}]
    assert all(type(r["n"]) is int for r in records)


def test_bool_fields_any_case(tmp_path):
    text = "flag\ntrue\nFALSE\nTrue\nyes\n1\n"
    result, records = convert(tmp_path, text, {"flag": "bool"})
    assert result == (3, [(5, "flag"), (6, "flag")])
    assert records == [{"flag": True}, {"flag": False}, {"flag": True}]


def test_float_fields_are_strict_and_finite(tmp_path):
    text = "x\n1e3\n.5\n5.\n-2.5E-1\nnan\ninf\n1e999\n1_0.0\n1e\n.\n3\n"
    result, records = convert(tmp_path, text, {"x": "float"})
    assert result == (5, [(6, "x"), (7, "x"), (8, "x"), (9, "x"), (10, "x"), (11, "x")])
    assert records == [{"x": 1000.0}, {"x": 0.5}, {"x": 5.0}, {"x": -0.25}, {"x": 3.0}]
    assert all(type(r["x"]) is float for r in records)


def test_wrong_field_count_and_blank_lines(tmp_path):
    text = "a,b\n1,2\n\n3\n4,5,6\n7,8\n"
    result, records = convert(tmp_path, text, {})
    assert result == (2, [(4, None), (5, None)])
    assert records == [{"a": "1", "b": "2"}, {"a": "7", "b": "8"}]


def test_empty_fields_and_non_ascii_output(tmp_path):
    src = tmp_path / "in.csv"
    src.write_bytes("city,pop,area,capital,note\nKöln,,405.0,,true\nZürich,,,false,\nBern,1,,TRUE,x\n".encode("utf-8"))
    dst = tmp_path / "out.jsonl"
    schema = {"pop": "int", "area": "float", "capital": "bool", "city": "str"}
    assert csv_to_jsonl(src, dst, schema) == (3, [])
    assert dst.read_bytes() == (
        '{"city": "Köln", "pop": null, "area": 405.0, "capital": null, "note": "true"}\n'
        '{"city": "Zürich", "pop": null, "area": null, "capital": false, "note": ""}\n'
        '{"city": "Bern", "pop": 1, "area": null, "capital": true, "note": "x"}\n'
    ).encode("utf-8")


def test_invalid_header_or_schema_raises(tmp_path):
    src = tmp_path / "in.csv"
    dst = tmp_path / "out.jsonl"
    src.write_bytes(b"a,b\n1,2\n")
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {"c": "int"})
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {"a": "integer"})
    src.write_bytes(b"a,a\n1,2\n")
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {})
    src.write_bytes(b"")
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {})
    assert dst.exists() is False


def test_first_failing_column_only_once_per_record(tmp_path):
    text = "a,b,c\nx,y,1\n1,2,z\n2,3,\n9\n4,five,6\n"
    result, records = convert(tmp_path, text, {"a": "int", "b": "int", "c": "int"})
    assert result == (1, [(2, "a"), (3, "c"), (5, None), (6, "b")])
    assert records == [{"a": 2, "b": 3, "c": None}]


def test_unlisted_columns_stay_strings_in_header_order(tmp_path):
    text = 'zeta,alpha,mid\n"1","2,5",""\n'
    result, records = convert(tmp_path, text, {"alpha": "str"})
    assert result == (1, [])
    assert records == [{"zeta": "1", "alpha": "2,5", "mid": ""}]
    assert list(records[0]) == ["zeta", "alpha", "mid"]


def test_crlf_input_and_schema_errors_leave_no_output(tmp_path):
    result, records = convert(tmp_path, 'k,v\r\n1,"x\r\ny"\r\n2,bad\r\n\r\nz,3\r\n', {"k": "int"})
    assert result == (2, [(6, "k")])
    assert records == [{"k": 1, "v": "x\r\ny"}, {"k": 2, "v": "bad"}]
    src = tmp_path / "again.csv"
    dst = tmp_path / "again.jsonl"
    src.write_bytes(b"k,k\n1,2\n")
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {"k": "int"})
    src.write_bytes(b"k,v\n1,2\n")
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {"k": "date"})
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {"missing": "str"})
    src.write_bytes(b"")
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {})
    assert dst.exists() is False


def test_non_ascii_and_quotes_written_unescaped(tmp_path):
    src = tmp_path / "u.csv"
    src.write_bytes('w,n\n"caf\u00e9 ""\u65e5\u672c""",2\n'.encode("utf-8"))
    dst = tmp_path / "u.jsonl"
    assert csv_to_jsonl(src, dst, {"n": "float"}) == (1, [])
    assert dst.read_bytes() == '{"w": "caf\u00e9 \\"\u65e5\u672c\\"", "n": 2.0}\n'.encode("utf-8")


def test_int_rejects_what_int_builtin_would_accept(tmp_path):
    text = "n\n1_000\n 5\n-12\n007\n+3 \n\uff15\n"
    result, records = convert(tmp_path, text, {"n": "int"})
    assert result == (2, [(2, "n"), (3, "n"), (6, "n"), (7, "n")])
    assert records == [{"n": -12}, {"n": 7}]
    assert all(type(r["n"]) is int for r in records)


def test_float_rejects_what_float_builtin_would_accept(tmp_path):
    text = "x\n1_0.5\ninfinity\n-nan\n 1.0\n1e5\n+.5e-1\n2.5 \n"
    result, records = convert(tmp_path, text, {"x": "float"})
    assert result == (2, [(2, "x"), (3, "x"), (4, "x"), (5, "x"), (8, "x")])
    assert records == [{"x": 100000.0}, {"x": 0.05}]


def test_multiline_records_and_blank_lines_count_as_physical_lines(tmp_path):
    text = 'a,b\n\n"x\ny",1,3\n\nz,"p\n\nq"\n1\n'
    result, records = convert(tmp_path, text, {})
    assert result == (1, [(3, None), (9, None)])
    assert records == [{"a": "z", "b": "p\n\nq"}]


def test_one_error_per_record_at_its_first_line(tmp_path):
    text = 'id,when,n\n1,"a\nb",x\n"2\n",y,z\n3,ok,4\n'
    result, records = convert(tmp_path, text, {"id": "int", "n": "int"})
    assert result == (1, [(2, "n"), (4, "id")])
    assert records == [{"id": 3, "when": "ok", "n": 4}]



def test_bool_accepts_only_the_two_words(tmp_path):
    text = "ok,b\n1,tRuE\n2, true\n3,t\n4,1\n5,False\n6,\n"
    result, records = convert(tmp_path, text, {"b": "bool"})
    assert result == (3, [(3, "b"), (4, "b"), (5, "b")])
    assert records == [{"ok": "1", "b": True}, {"ok": "5", "b": False}, {"ok": "6", "b": None}]
    assert records[0]["b"] is True


def test_int_column_among_others_is_strict(tmp_path):
    text = "name,age\nAda,36\nBo,3_6\nCy,36 \nDi,-0036\nEd,\n"
    result, records = convert(tmp_path, text, {"age": "int"})
    assert result == (3, [(3, "age"), (4, "age")])
    assert records == [{"name": "Ada", "age": 36}, {"name": "Di", "age": -36}, {"name": "Ed", "age": None}]


def test_schema_error_creates_nothing_and_valid_run_keeps_text_as_is(tmp_path):
    src = tmp_path / "names.csv"
    src.write_bytes("id,name,alias\n1,\u0141ukasz,\n2,,\u03a9mega\n".encode("utf-8"))
    dst = tmp_path / "names.jsonl"
    with pytest.raises(ValueError):
        csv_to_jsonl(src, dst, {"nickname": "str"})
    assert dst.exists() is False
    assert csv_to_jsonl(str(src), str(dst), {"id": "int"}) == (2, [])
    assert dst.read_bytes() == (
        '{"id": 1, "name": "\u0141ukasz", "alias": ""}\n'
        '{"id": 2, "name": "", "alias": "\u03a9mega"}\n'
    ).encode("utf-8")
