import pytest

from solution import read_records


def test_simple_records():
    text = "name;age;city\nAnn;31;Oslo\n"
    assert read_records(text) == [["name", "age", "city"], ["Ann", "31", "Oslo"]]


def test_empty_text_and_only_terminators():
    result = read_records("")
    assert result == []
    assert type(result) is list
    assert read_records("\n\n\r\n") == []


def test_missing_versus_empty_string():
    result = read_records('a;;"";c;')
    assert result == [["a", None, "", "c", None]]
    assert result[0][1] is None and result[0][4] is None
    assert result[0][2] == "" and type(result[0][2]) is str
    assert read_records(";") == [[None, None]]
    assert read_records("a;\u00a0;\t\n\u3000") == [["a", "\u00a0", None], ["\u3000"]]


def test_empty_quoted_field_is_empty_string():
    result = read_records('"";""\n""')
    assert result == [["", ""], [""]]
    assert type(result[1][0]) is str


def test_characters_after_closing_quote_rejected():
    for bad in ['"a"b', '"a" ;b', 'x;"a""', '"a"\r;b', '"a""b"c']:
        with pytest.raises(ValueError):
            read_records(bad)


def test_crlf_terminators():
    assert read_records("a;b\r\nc;d\r\n") == [["a", "b"], ["c", "d"]]
    assert read_records("a\r\n\r\nb") == [["a"], ["b"]]


def test_only_truly_empty_lines_skipped():
    assert read_records("a\n\nb\n\n") == [["a"], ["b"]]
    assert read_records("a\n \nb") == [["a"], [None], ["b"]]
    assert read_records("\n\ta") == [["a"]]


def test_line_of_spaces_is_a_record():
    assert read_records("x\n  \n") == [["x"], [None]]
    assert read_records("   ") == [[None]]


def test_quoted_line_breaks_kept_verbatim():
    text = 'id;note\n1;"line ""one""\nline two"\n2;"crlf\r\ninside";end\r\n'
    assert read_records(text) == [
        ["id", "note"], ["1", 'line "one"\nline two'], ["2", "crlf\r\ninside", "end"],
    ]
    assert read_records('3;" pad\t ";"\t"\n" "') == [["3", " pad\t ", "\t"], [" "]]
    with pytest.raises(ValueError):
        read_records('1;"two\nlines" \n2')


def test_space_or_tab_after_closing_quote_rejected():
    for bad in ['"a"\t;b', '"a" ', 'x;"b" \n', '"c"  \r\nd']:
        with pytest.raises(ValueError):
            read_records(bad)


def test_unterminated_quote_and_stray_quotes_rejected():
    for bad in ['"abc', 'a;"b\nc', 'ab"c', ' "a"', 'a;b\n"x""', 'x;y"']:
        with pytest.raises(ValueError):
            read_records(bad)


def test_stray_or_unclosed_quotes_rejected():
    for bad in [' "a";b', '\t"x"', 'a; "b"\n', '"open;x\n', 'k;"a""']:
        with pytest.raises(ValueError):
            read_records(bad)


def test_lone_carriage_return_is_ordinary():
    assert read_records("a\rb;c\r") == [["a\rb", "c\r"]]
    assert read_records('"q"\r\n"r"') == [["q"], ["r"]]


def test_unquoted_stripped_quoted_kept():
    assert read_records('  a  ;\tb\t;" c\t";x y; XL ') == [["a", "b", " c\t", "x y", "XL"]]
    assert read_records(" \t ;\t") == [[None, None]]
    assert read_records("a\r;\u00a0b\u00a0;\x0bc") == [["a\r", "\u00a0b\u00a0", "\x0bc"]]


def test_quoted_separator_and_doubled_quotes():
    text = '"x;y";"say ""hi""";""""\nz'
    assert read_records(text) == [["x;y", 'say "hi"', '"'], ["z"]]
    assert read_records('a;"";""""') == [["a", "", '"']]


def test_ragged_records_allowed():
    assert read_records("a;b;c\nd\n;") == [["a", "b", "c"], ["d"], [None, None]]


def test_space_only_line_among_blank_lines():
    assert read_records("\r\n  \r\n\r\nz\n") == [[None], ["z"]]
    assert read_records("\n\n \n") == [[None]]


def test_blank_lines_inside_quotes_are_content():
    assert read_records('"a\n\nb"\n\nc') == [["a\n\nb"], ["c"]]
    assert read_records('"\r\n\r\n"') == [["\r\n\r\n"]]


def test_quote_after_leading_blanks_rejected():
    for bad in ['a;  "b"', 'x\n\t"y";z', 'k; ""']:
        with pytest.raises(ValueError):
            read_records(bad)


def test_unicode_and_trailing_separator():
    assert read_records("\u00fc;\u65e5\u672c;\n\u00e9") == [["\u00fc", "\u65e5\u672c", None], ["\u00e9"]]
