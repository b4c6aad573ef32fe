import pytest

from solution import decode_chunked


def test_two_chunks_no_trailers():
    body, trailers = decode_chunked(b"5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
    assert body == b"hello world"
    assert type(body) is bytes
    assert trailers == {}
    assert type(trailers) is dict


def test_empty_body():
    assert decode_chunked(b"0\r\n\r\n") == (b"", {})


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


def test_binary_data_and_value_with_colon():
    payload = bytes(range(256))
    data = b"100\r\n" + payload + b"\r\n0\r\nLink: <http://a.example/x>\r\n\r\n"
    body, trailers = decode_chunked(data)
    assert body == payload
    assert trailers == {"link": "<http://a.example/x>"}


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
