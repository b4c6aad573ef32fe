import pytest

from solution import parse_request_head


def test_simple_get_request():
    data = b"GET /index.html?q=1 HTTP/1.1\r\nHost: example.com\r\nAccept: */*\r\n\r\n"
    result = parse_request_head(data)
    assert result == {"method": "GET", "target": "/index.html?q=1", "version": "HTTP/1.1",
                      "headers": [("host", "example.com"), ("accept", "*/*")]}
    assert type(result["headers"]) is list
    assert all(type(header) is tuple for header in result["headers"])
    assert parse_request_head(data + b"body\r\n\r\nmore") == result


def test_http10_without_headers():
    assert parse_request_head(b"GET / HTTP/1.0\r\n\r\n") == {
        "method": "GET", "target": "/", "version": "HTTP/1.0", "headers": []}


def test_header_names_lowercased_values_trimmed_duplicates_kept():
    data = (b"POST /api HTTP/1.1\r\nHOST: h\r\nX-Tag:  a b \t\r\nx-tag:\tc\r\n"
            b"X-Empty:\r\nX-Blank:   \r\n\r\n")
    assert parse_request_head(data)["headers"] == [
        ("host", "h"), ("x-tag", "a b"), ("x-tag", "c"), ("x-empty", ""), ("x-blank", "")]
    # only the value is trimmed: whitespace between the name and the colon is an error
    with pytest.raises(ValueError):
        parse_request_head(b"POST /api HTTP/1.1\r\nHOST: h\r\nAccept  : */*\r\n\r\n")


def test_bytes_after_head_ignored():
    data = b"POST /upload HTTP/1.0\r\nContent-Length: 9\r\n\r\nbody\r\n\r\nX"
    assert parse_request_head(data) == {"method": "POST", "target": "/upload", "version": "HTTP/1.0",
                                        "headers": [("content-length", "9")]}


def test_strict_line_endings():
    for bad in (b"GET / HTTP/1.1\nHost: h\n\n",
                b"GET / HTTP/1.1\r\nHost: h\nX-A: 1\r\n\r\n",
                b"GET / HTTP/1.1\r\nHost: h\rX-A: 1\r\n\r\n",
                b"GET / HTTP/1.1\r\nHost: h\r\n",
                b""):
        with pytest.raises(ValueError):
            parse_request_head(bad)
    # a bare LF after the first \r\n\r\n belongs to the body, not to the head
    body = b"line one\nline two\r\n\r\n"
    assert parse_request_head(b"GET / HTTP/1.0\r\nA: 1\r\n\r\n" + body)["headers"] == [("a", "1")]


def test_malformed_request_line():
    for bad in (b"get / HTTP/1.1\r\nHost: h\r\n\r\n", b"GET  / HTTP/1.1\r\nHost: h\r\n\r\n",
                b"GET / HTTP/2.0\r\nHost: h\r\n\r\n", b"GET / HTTP/1.1 \r\nHost: h\r\n\r\n",
                b"GET HTTP/1.1\r\nHost: h\r\n\r\n"):
        with pytest.raises(ValueError):
            parse_request_head(bad)


def test_malformed_header_lines():
    for line in (b"Host : h", b" X-Folded: yes", b"\tX-Folded: yes", b"NoColon", b": empty-name",
                 b"X(y): 1", b"X-Nul: a\x00b", b"X-Del: a\x7fb", b"X-Ctl: a\x1fb"):
        with pytest.raises(ValueError):
            parse_request_head(b"GET / HTTP/1.0\r\n" + line + b"\r\n\r\n")


def test_host_header_rules():
    with pytest.raises(ValueError):
        parse_request_head(b"GET / HTTP/1.1\r\nAccept: */*\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(b"GET / HTTP/1.1\r\nHost: a\r\nHost: a\r\n\r\n")


def test_host_rules_for_each_version():
    with pytest.raises(ValueError):
        parse_request_head(b"GET / HTTP/1.0\r\nHost: a\r\nhost: b\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(b"GET / HTTP/1.1\r\nX-Host: a\r\n\r\n")
    assert parse_request_head(b"GET / HTTP/1.0\r\nHost: a\r\n\r\n")["headers"] == [("host", "a")]
    assert parse_request_head(b"GET / HTTP/1.1\r\nhOsT: a\r\n\r\n")["version"] == "HTTP/1.1"


def test_line_length_limit():
    line = b"X-Long: " + b"v" * 12  # 20 characters
    assert parse_request_head(b"GET / HTTP/1.0\r\n" + line + b"\r\n\r\n", max_line=20)["headers"] == [
        ("x-long", "v" * 12)]
    with pytest.raises(ValueError):
        parse_request_head(b"GET / HTTP/1.0\r\n" + line + b"v\r\n\r\n", max_line=20)


def test_header_count_and_default_limits():
    three = b"GET / HTTP/1.0\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n"
    assert len(parse_request_head(three, max_headers=3)["headers"]) == 3
    with pytest.raises(ValueError):
        parse_request_head(three, max_headers=2)
    request_line = b"GET /" + b"a" * 8176 + b" HTTP/1.0"  # 8190 characters
    assert parse_request_head(request_line + b"\r\n\r\n")["target"] == "/" + "a" * 8176
    with pytest.raises(ValueError):
        parse_request_head(b"GET /a" + b"a" * 8176 + b" HTTP/1.0\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(request_line + b"\r\nA: 1\r\n\r\n", max_line=15)
    many = b"GET / HTTP/1.0\r\n" + b"X: 1\r\n" * 101 + b"\r\n"
    with pytest.raises(ValueError):
        parse_request_head(many)
    assert len(parse_request_head(b"GET / HTTP/1.0\r\n" + b"X: 1\r\n" * 100 + b"\r\n")["headers"]) == 100


def test_content_length_rules():
    base = b"POST / HTTP/1.0\r\n"
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: 5\r\nContent-Length: 6\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: abc\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: 5\r\nContent-Length: 05\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n")
    assert parse_request_head(base + b"Content-Length: 5\r\nContent-Length: 5\r\n\r\n")["headers"] == [
        ("content-length", "5"), ("content-length", "5")]


def test_content_length_and_transfer_encoding_details():
    base = b"POST / HTTP/1.0\r\n"
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: 7\r\ncontent-length: 8\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: 007\r\ncontent-length: 7\r\n\r\n")
    for value in (b"+5", b"", b"-1", b"5,5", b"0x10", b"5 5"):
        with pytest.raises(ValueError):
            parse_request_head(base + b"Content-Length: " + value + b"\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(base + b"transfer-encoding: chunked\r\nCONTENT-LENGTH: 0\r\n\r\n")
    assert parse_request_head(base + b"Content-Length:  42 \r\n\r\n")["headers"] == [("content-length", "42")]
    assert parse_request_head(base + b"Transfer-Encoding: chunked\r\n\r\n")["headers"] == [
        ("transfer-encoding", "chunked")]


def test_latin1_decoding_and_tabs_inside_values():
    data = b"GET /caf\xe9 HTTP/1.0\r\nX-Name: Ren\xe9\tDupont\r\n\r\n"
    result = parse_request_head(data)
    assert result["target"] == "/caf\u00e9"
    assert result["headers"] == [("x-name", "Ren\u00e9\tDupont")]


def test_request_line_method_and_target_characters():
    result = parse_request_head(b"OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\n")
    assert (result["method"], result["target"]) == ("OPTIONS", "*")
    # "OPTIONS * HTTP/1.1" has 18 characters: exactly max_line is allowed
    assert parse_request_head(b"OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\n", max_line=18)["method"] == "OPTIONS"
    for line in (b"GET /a\x7fb HTTP/1.0", b"GET /a\x01 HTTP/1.0", b"GET /a\tb HTTP/1.0",
                 b"M-SEARCH * HTTP/1.0", b"G3T / HTTP/1.0", b"GET / http/1.0"):
        with pytest.raises(ValueError):
            parse_request_head(line + b"\r\n\r\n")


def test_whitespace_before_colon_or_folding_is_an_error():
    for line in (b"Host : a", b"X-A\t: 1", b"Content-Length : 5", b"A: 1\r\n folded", b"B: 1\n2",
                 b"C: 1\nD: 2"):
        with pytest.raises(ValueError):
            parse_request_head(b"GET / HTTP/1.0\r\n" + line + b"\r\n\r\n")


def test_http11_needs_exactly_one_host_header():
    for bad in (b"POST /form HTTP/1.1\r\nContent-Length: 0\r\nHostname: h\r\n\r\n",
                b"GET / HTTP/1.1\r\nhost: a\r\nX: 1\r\nHOST: b\r\n\r\n"):
        with pytest.raises(ValueError):
            parse_request_head(bad)
    assert parse_request_head(b"DELETE /x HTTP/1.0\r\nAccept: */*\r\n\r\n")["headers"] == [("accept", "*/*")]


def test_content_length_digits_only():
    base = b"PUT /f HTTP/1.1\r\nHost: h\r\n"
    for value in (b"+7", b"-0", b"7.0", b"1e3"):
        with pytest.raises(ValueError):
            parse_request_head(base + b"Content-Length: " + value + b"\r\n\r\n")
    assert parse_request_head(base + b"Content-Length: 00\r\n\r\n")["headers"] == [
        ("host", "h"), ("content-length", "00")]


def test_content_length_repeated_differently_or_with_transfer_encoding():
    base = b"PUT /f HTTP/1.1\r\nHost: h\r\n"
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: 10\r\nContent-Length: 010\r\n\r\n")
    with pytest.raises(ValueError):
        parse_request_head(base + b"Content-Length: 0\r\nContent-Length: 0\r\nTransfer-Encoding: gzip, chunked\r\n\r\n")
    assert parse_request_head(base + b"Content-Length: 10\r\ncontent-length: 10\r\n\r\n")["headers"] == [
        ("host", "h"), ("content-length", "10"), ("content-length", "10")]
