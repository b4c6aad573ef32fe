import pytest

from solution import response_body_framing


def test_content_length_basic():
    result = response_body_framing("GET", 200, [("Content-Type", "text/plain"), ("Content-Length", "42")])
    assert result == 42
    assert type(result) is int
    # "042" and "42" denote the same number
    assert response_body_framing("GET", 200, [("Content-Length", "042, 42")]) == 42


def test_no_framing_headers_read_until_close():
    assert response_body_framing("GET", 200, []) == "close"
    assert response_body_framing("POST", 500, [("Content-Type", "text/html")]) == "close"


def test_no_body_responses():
    assert response_body_framing("HEAD", 200, [("Content-Length", "100")]) == 0
    assert response_body_framing("GET", 204, [("Content-Length", "5")]) == 0
    assert response_body_framing("GET", 304, [("Transfer-Encoding", "chunked")]) == 0
    assert response_body_framing("GET", 101, [("Content-Length", "abc")]) == 0
    assert response_body_framing("HEAD", 404, [("Transfer-Encoding", " , ")]) == 0
    result = response_body_framing("head", 200, [("Content-Length", "100")])
    assert result == 100


def test_transfer_encoding_chunked():
    assert response_body_framing("GET", 200, [("Transfer-Encoding", "chunked")]) == "chunked"
    assert response_body_framing("GET", 200, [("TRANSFER-ENCODING", "gzip, Chunked")]) == "chunked"
    headers = [("Transfer-Encoding", "chunked"), ("Content-Length", "abc")]
    assert response_body_framing("GET", 200, headers) == "chunked"


def test_transfer_encoding_overrides_content_length():
    headers = [("Content-Length", "10"), ("Transfer-Encoding", "chunked")]
    assert response_body_framing("GET", 200, headers) == "chunked"
    headers = [("Content-Length", "abc"), ("Content-Length", "7"), ("Transfer-Encoding", "gzip")]
    assert response_body_framing("POST", 201, headers) == "close"
    headers = [("Content-Length", "10"), ("Transfer-Encoding", "chunked, gzip")]
    assert response_body_framing("GET", 200, headers) == "close"


def test_chunked_not_last_reads_until_close():
    assert response_body_framing("GET", 200, [("Transfer-Encoding", "chunked, gzip")]) == "close"
    assert response_body_framing("GET", 200, [("Transfer-Encoding", "gzip")]) == "close"


def test_codings_across_lines_and_empty_elements():
    lines = [("Transfer-Encoding", "gzip"), ("transfer-encoding", "chunked")]
    assert response_body_framing("GET", 200, lines) == "chunked"
    lines = [("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "gzip")]
    assert response_body_framing("GET", 200, lines) == "close"
    lines = [("Transfer-Encoding", "gzip, ,\tchunked\t,"), ("Transfer-Encoding", "")]
    assert response_body_framing("GET", 200, lines) == "chunked"
    lines = [("Transfer-Encoding", "gzip"), ("Content-Length", "-3"), ("transfer-encoding", "chunked")]
    assert response_body_framing("GET", 200, lines) == "chunked"
    with pytest.raises(ValueError):
        response_body_framing("GET", 200, [("Transfer-Encoding", " , \t"), ("Content-Length", "3")])


def test_connect_tunnel():
    assert response_body_framing("CONNECT", 200, [("Content-Length", "12")]) == "tunnel"
    assert response_body_framing("CONNECT", 407, [("Content-Length", "12")]) == 12
    assert response_body_framing("CONNECT", 100, []) == 0
    assert response_body_framing("connect", 200, []) == "close"
    assert response_body_framing("head", 200, [("Content-Length", "5")]) == 5
    assert response_body_framing("Head", 204, []) == 0


def test_repeated_content_length():
    assert response_body_framing("GET", 200, [("Content-Length", "5"), ("content-length", "5")]) == 5
    assert response_body_framing("GET", 200, [("Content-Length", " 5 ,5\t")]) == 5
    assert response_body_framing("GET", 200, [("Content-Length", "005"), ("Content-Length", "5")]) == 5
    with pytest.raises(ValueError):
        response_body_framing("GET", 200, [("Content-Length", "5"), ("Content-Length", "6")])
    with pytest.raises(ValueError):
        response_body_framing("GET", 200, [("Content-Length", "5, 6")])


def test_invalid_content_length():
    for bad in ["-1", "+5", "1.5", "", "5 5", "0x10", "\u0663", "5,", "ten"]:
        with pytest.raises(ValueError):
            response_body_framing("GET", 200, [("Content-Length", bad)])


def test_invalid_values_raise():
    for status in [99, 600, 0]:
        with pytest.raises(ValueError):
            response_body_framing("GET", status, [])
    for bad in ["+5", "\u0663", "5,", " ", "1_000", "5\r", "12X"]:
        with pytest.raises(ValueError):
            response_body_framing("GET", 200, [("Content-Length", bad)])
    with pytest.raises(ValueError):
        response_body_framing("GET", 200, [("Transfer-Encoding", "")])


def test_header_names_case_insensitive():
    assert response_body_framing("GET", 200, [("content-LENGTH", "7")]) == 7
    assert response_body_framing("GET", 200, [("Content-Length", "5, 05"), ("content-length", "0005")]) == 5
    assert response_body_framing("GET", 200, [("Content-Type", "text/plain; a=1,2"), ("Content-Length", "0")]) == 0


def test_status_boundaries():
    assert response_body_framing("GET", 100, [("Content-Length", "3")]) == 0
    assert response_body_framing("GET", 199, [("Content-Length", "3")]) == 0
    assert response_body_framing("GET", 200, [("Content-Length", "3")]) == 3
    assert response_body_framing("GET", 205, [("Content-Length", "3")]) == 3
    assert response_body_framing("GET", 303, [("Content-Length", "3")]) == 3
    assert response_body_framing("GET", 305, [("Content-Length", "3")]) == 3
    assert response_body_framing("GET", 599, [("Content-Length", "3")]) == 3
    assert response_body_framing("CONNECT", 299, [("Content-Length", "3")]) == "tunnel"
    assert response_body_framing("CONNECT", 300, [("Content-Length", "3")]) == 3
    assert response_body_framing("GET", 305, [("Content-Type", "text/plain")]) == "close"


def test_transfer_encoding_without_codings_raises():
    for headers in ([("Transfer-Encoding", " , \t")],
                    [("Transfer-Encoding", ""), ("transfer-encoding", ",")],
                    [("Content-Length", "4"), ("TRANSFER-ENCODING", "  ")]):
        with pytest.raises(ValueError):
            response_body_framing("GET", 200, headers)


def test_status_checked_before_method():
    for method, status in (("HEAD", 600), ("CONNECT", 99), ("GET", 1000)):
        with pytest.raises(ValueError):
            response_body_framing(method, status, [("Content-Length", "1")])
    assert response_body_framing("HEAD", 599, [("Content-Length", "x")]) == 0


def test_status_range_is_inclusive():
    for status in (99, 600, -1):
        with pytest.raises(ValueError):
            response_body_framing("GET", status, [])
    assert response_body_framing("GET", 100, []) == 0
    assert response_body_framing("GET", 599, [("Content-Length", "8")]) == 8


def test_tunnel_only_for_exact_connect_with_2xx():
    assert response_body_framing("CONNECT", 502, [("Content-Length", "10")]) == 10
    assert response_body_framing("CONNECT", 403, []) == "close"
    assert response_body_framing("CONNECT", 226, [("Transfer-Encoding", "gzip")]) == "tunnel"
    assert response_body_framing("Connect", 200, [("Content-Length", "6")]) == 6
    assert response_body_framing("Head", 200, [("Content-Length", "9")]) == 9
