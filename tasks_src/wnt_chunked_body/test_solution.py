import pytest

from solution import decode_chunked


def test_two_chunks_no_trailers():
    body, trailers = decode_chunked(b"5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
    assert body == b"hello world"
    assert type(body) is bytes
    assert trailers == {}
    assert type(trailers) is dict
    assert decode_chunked(b"5;a=b\r\nhello\r\n0;x\r\n\r\n") == (b"hello", {})
    assert decode_chunked(b"2\r\n\r\n\r\n3\r\nend\r\n0\r\n\r\n") == (b"\r\nend", {})


def test_empty_body_and_nothing_after_it():
    assert decode_chunked(b"0\r\n\r\n") == (b"", {})
    for data in (b"0\r\n\r\nextra", b"0\r\n\r\n\r\n", b"1\r\nx\r\n0\r\nA: b\r\n\r\n0"):
        with pytest.raises(ValueError):
            decode_chunked(data)


def test_size_line_must_be_plain_hex_digits():
    for size in (b"0x5", b"+5", b" 5", b"5 ", b"0_5", b"-5", b"g"):
        with pytest.raises(ValueError):
            decode_chunked(size + b"\r\nhello\r\n0\r\n\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"\r\nhello\r\n0\r\n\r\n")


def test_hex_sizes_both_cases():
    data = b"a\r\n0123456789\r\n1A\r\n" + b"x" * 26 + b"\r\n10\r\n" + b"y" * 16 + b"\r\n0\r\n\r\n"
    body, trailers = decode_chunked(data)
    assert body == b"0123456789" + b"x" * 26 + b"y" * 16
    assert trailers == {}
    for size in (b"0x3", b"+3", b"-0", b"1_0", b" 3", b"3\t"):
        with pytest.raises(ValueError):
            decode_chunked(size + b"\r\nabc\r\n0\r\n\r\n")


def test_chunk_data_may_contain_crlf():
    body, trailers = decode_chunked(b"4\r\n\r\n\r\n\r\n4\r\na\r\nb\r\n0\r\n\r\n")
    assert body == b"\r\n\r\na\r\nb"
    assert trailers == {}


def test_extensions_are_ignored():
    data = b"5;name=value\r\nhello\r\n1;a;b=\"c\"\r\n!\r\n0;last\r\n\r\n"
    assert decode_chunked(data) == (b"hello!", {})


def test_trailers_lowercased_stripped_and_repeats_joined():
    data = (b"3\r\nabc\r\n0\r\n"
            b"X-Checksum:  \t9f86d0 \r\n"
            b"Server-Timing: db;dur=53\r\n"
            b"server-timing:app;dur=47.2\r\n"
            b"X-Note: \xe9t\xe9\x0c\r\n"
            b"X-Id:XYZ\r\n"
            b"\r\n")
    body, trailers = decode_chunked(data)
    assert body == b"abc"
    assert trailers == {"x-checksum": "9f86d0", "server-timing": "db;dur=53, app;dur=47.2",
                        "x-note": "\u00e9t\u00e9\x0c", "x-id": "XYZ"}


def test_chunk_shorter_or_longer_than_declared():
    with pytest.raises(ValueError):
        decode_chunked(b"3\r\nhello\r\n0\r\n\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"8\r\nhello\r\n0\r\n\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhello")


def test_message_must_end_with_empty_line_and_nothing_after():
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhello\r\n0\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhello\r\n0\r\n\r\nextra")
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhello\r\n0\r\nExpires: never\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhello\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhel")


def test_binary_data_and_trailer_colon_rules():
    payload = bytes(range(256))
    data = b"100\r\n" + payload + b"\r\n0\r\nLink: <http://a.example/x>\r\n\r\n"
    body, trailers = decode_chunked(data)
    assert body == payload
    assert trailers == {"link": "<http://a.example/x>"}
    for data in (b"0\r\nA: 1\r\nno-colon\r\n\r\n", b"0\r\n:v\r\n\r\n"):
        with pytest.raises(ValueError):
            decode_chunked(data)


def test_bad_trailer_lines():
    with pytest.raises(ValueError):
        decode_chunked(b"0\r\nno colon here\r\n\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"0\r\n: empty name\r\n\r\n")


def test_line_endings_must_be_crlf():
    with pytest.raises(ValueError):
        decode_chunked(b"5\nhello\r\n0\r\n\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhello\n0\r\n\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"5\r\nhello\r\n0\r\n\n")
    with pytest.raises(ValueError):
        decode_chunked(b"3\r\nabc\r\n0\r\n")
    with pytest.raises(ValueError):
        decode_chunked(b"3\r\nabc\r\n0\r\nA: b\r\n")


def test_trailer_values_strip_only_spaces_and_tabs():
    body, trailers = decode_chunked(b"0\r\nX-Lat: \xa0caf\xe9\xa0 \t\r\n\r\n")
    assert body == b""
    assert trailers == {"x-lat": "\xa0caf\u00e9\xa0"}
    data = b"0\r\nVia: a \r\nVIA:\tb\xa0\r\nvia:  c\r\n\r\n"
    assert decode_chunked(data) == (b"", {"via": "a, b\xa0, c"})


def test_repeated_latin1_trailers_joined():
    data = b"2\r\nok\r\n0\r\nX-Sum: 42\r\nx-SUM:\t7 \r\nX-Lat: caf\xe9\xa0\r\n\xc4-N: v\r\n\r\n"
    assert decode_chunked(data) == (b"ok", {"x-sum": "42, 7", "x-lat": "caf\u00e9\xa0",
                                            "\u00e4-n": "v"})


def test_extensions_on_every_chunk_including_last():
    data = b"10;q=1;r\r\n" + b"a" * 16 + b"\r\n2;=\r\nde\r\n0;end=\"x\"\r\nT: 1:2\r\n\r\n"
    assert decode_chunked(data) == (b"a" * 16 + b"de", {"t": "1:2"})
    with pytest.raises(ValueError):
        decode_chunked(b"1;x\r\na\r\n0;y=z\r\n")


def test_chunk_data_holding_crlf_is_counted_by_size():
    assert decode_chunked(b"6\r\na\r\nb\r\n\r\n0\r\n\r\n") == (b"a\r\nb\r\n", {})
    assert decode_chunked(b"2\r\n\r\n\r\n1\r\n0\r\n0\r\n\r\n") == (b"\r\n0", {})


def test_bytes_after_the_final_empty_line_raise():
    for data in (b"0\r\nA: b\r\n\r\nX", b"2\r\nhi\r\n0\r\n\r\n0\r\n\r\n", b"0;e\r\n\r\n "):
        with pytest.raises(ValueError):
            decode_chunked(data)


def test_sizes_with_leading_zeros_are_valid():
    assert decode_chunked(b"01\r\nz\r\n000\r\n\r\n") == (b"z", {})


def test_bad_size_on_a_later_or_last_chunk_raises():
    for data in (b"2\r\nab\r\n0X1\r\nc\r\n0\r\n\r\n", b"1\r\na\r\n+1\r\nb\r\n0\r\n\r\n",
                 b"1\r\na\r\n-0\r\n\r\n", b" 0\r\n\r\n", b"0_0\r\n\r\n"):
        with pytest.raises(ValueError):
            decode_chunked(data)
