from decimal import Decimal

import pytest

from solution import format_csv_row


def test_formula_injection_prefix():
    row = ["=SUM(A1)", "+1", "-2", "@cmd", "a=b", "x-y"]
    assert format_csv_row(row) == "'=SUM(A1),'+1,'-2,'@cmd,a=b,x-y"
    result = format_csv_row(["\tcalc", "\rcmd"], ";")
    assert result == "'\tcalc;\"'\rcmd\""
    assert type(result) is str
    assert format_csv_row([]) == ""
    assert format_csv_row(["=", "", "@"]) == "'=,\"\",'@"


def test_plain_values_by_type():
    result = format_csv_row(["id", 42, 3.5, True, False, None])
    assert result == "id,42,3.5,true,false,"
    assert type(result) is str
    with pytest.raises(TypeError):
        format_csv_row([1, complex(1, 2)])


def test_none_and_empty_string_differ():
    assert format_csv_row([None, "", None]) == ',"",'
    assert format_csv_row([""]) == '""'
    assert format_csv_row([None]) == ""
    assert format_csv_row([None, None]) == ","


def test_empty_string_is_quoted_anywhere():
    assert format_csv_row(["", None, "x"], ";") == '"";;x'
    assert format_csv_row([None, ""]) == ',""'
    assert format_csv_row(["a", "", "b"]) == 'a,"",b'


def test_numbers_never_prefixed():
    assert format_csv_row([-5, -0.5, 1e20, 0]) == "-5,-0.5,1e+20,0"
    assert format_csv_row(["-5", -5]) == "'-5,-5"


def test_negative_numbers_stay_plain():
    assert format_csv_row([-1, -2.5, float("-inf")], ";") == "-1;-2.5;-inf"
    assert format_csv_row(["+3", 3, "-x", -7]) == "'+3,3,'-x,-7"


def test_prefix_is_added_before_quoting():
    row = ["=1,2", '=HYPERLINK("x")', "\tx", "\rx", "- "]
    expected = "\"'=1,2\",\"'=HYPERLINK(\"\"x\"\")\",'\tx,\"'\rx\",\"'- \""
    assert format_csv_row(row) == expected
    assert format_csv_row(["x\ny", "g\u00a0", "Xray"]) == '"x\ny",g\u00a0,Xray'


def test_tab_or_cr_start_prefixed_then_quoted_by_new_text():
    assert format_csv_row(["\tx"]) == "'\tx"
    assert format_csv_row(["\tb", "=a "], ";") == "'\tb;\"'=a \""
    assert format_csv_row(["-x\t", "@ y"]) == "\"'-x\t\",'@ y"


def test_delimiter_inside_number_text_is_quoted():
    assert format_csv_row([-5, 2.5, "ok"], "-") == '"-5"-2.5-ok'
    assert format_csv_row([1.5, True], ".") == '"1.5".true'
    assert format_csv_row(["a", "b"], "X") == "aXb"
    with pytest.raises(ValueError):
        format_csv_row(["a"], '"')


def test_quotes_doubled_and_special_characters_quoted():
    row = ["a,b", 'say "hi"', "line1\nline2", "cr\rx", "plain"]
    assert format_csv_row(row) == '"a,b","say ""hi""","line1\nline2","cr\rx",plain'


def test_unsupported_types_raise_type_error():
    for value in [b"x", [1], Decimal("1.5"), {"a": 1}]:
        with pytest.raises(TypeError):
            format_csv_row(["ok", value])


def test_edge_whitespace_forces_quotes():
    row = [" a", "b ", "c\t", "d e", "\u00a0f"]
    assert format_csv_row(row) == '" a","b ","c\t",d e,\u00a0f'


def test_booleans_are_not_integers():
    assert format_csv_row([True, 1, False, 0], ";") == "true;1;false;0"


def test_custom_delimiter():
    assert format_csv_row(["a;b", "c,d", 1], ";") == '"a;b";c,d;1'
    assert format_csv_row(["x y", "p\tq"], "\t") == 'x y\t"p\tq"'
    with pytest.raises(ValueError):
        format_csv_row(["a", "b"], '"')


def test_invalid_delimiter_raises_value_error():
    for delimiter in ["", ";;", '"', "\n", "\r"]:
        with pytest.raises(ValueError):
            format_csv_row(["a"], delimiter)


def test_empty_row():
    assert format_csv_row([]) == ""
    assert format_csv_row([], ";") == ""


def test_other_unicode_whitespace_does_not_force_quotes():
    row = ["\u2003em", "ideo\u3000", "\x0bv", "nb\u00a0"]
    assert format_csv_row(row) == "\u2003em,ideo\u3000,\x0bv,nb\u00a0"


def test_whitespace_only_strings_are_quoted():
    assert format_csv_row([" ", "\t"]) == '" ","\'\t"'
