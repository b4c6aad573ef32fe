import pytest

from solution import normalize_url


def test_scheme_and_host_lowercased_fragment_dropped():
    result = normalize_url("HTTP://Example.COM/a/b?x=1#Section-2")
    assert result == "http://example.com/a/b?x=1"
    assert type(result) is str
    # only scheme and host are lowercased: the path and query keep their case
    assert normalize_url("HTTPS://WWW.Example.COM/Path%2fTo?Key=A%3dB") == \
        "https://www.example.com/Path%2FTo?Key=A%3DB"


def test_empty_path_becomes_slash():
    assert normalize_url("https://example.com") == "https://example.com/"
    assert normalize_url("https://example.com?q=1") == "https://example.com/?q=1"
    assert normalize_url("http://example.com//a//") == "http://example.com//a//"


def test_default_port_depends_on_scheme():
    assert normalize_url("http://example.com:80/") == "http://example.com/"
    assert normalize_url("https://example.com:443/x") == "https://example.com/x"
    assert normalize_url("http://example.com:443/") == "http://example.com:443/"
    assert normalize_url("https://example.com:80/") == "https://example.com:80/"
    assert normalize_url("http://example.com:8080/") == "http://example.com:8080/"
    assert normalize_url("https://example.com:0443/x") == "https://example.com/x"


def test_path_case_kept_and_hex_digits_uppercased():
    url = "http://example.com/Docs/%c3%a9t%c3%a9?Q=%3d&Lang=EN"
    assert normalize_url(url) == "http://example.com/Docs/%C3%A9t%C3%A9?Q=%3D&Lang=EN"


def test_only_unreserved_characters_decoded():
    url = "http://example.com/%7Euser/a%2Fb%2fc/%41%2d%5F%2E%30?k=%20%61&p=%2B"
    assert normalize_url(url) == "http://example.com/~user/a%2Fb%2Fc/A-_.0?k=%20a&p=%2B"


def test_dot_segments_removed():
    assert normalize_url("http://example.com/a/b/../c/./d") == "http://example.com/a/c/d"
    assert normalize_url("http://example.com/a/b/..") == "http://example.com/a/"
    assert normalize_url("http://example.com/../../x") == "http://example.com/x"
    assert normalize_url("http://example.com/a/./") == "http://example.com/a/"
    assert normalize_url("http://example.com/.") == "http://example.com/"


def test_empty_segments_and_trailing_slash_kept():
    assert normalize_url("http://example.com/a//b/") == "http://example.com/a//b/"
    assert normalize_url("http://example.com/a/b/c/../../") == "http://example.com/a/"
    assert normalize_url("http://example.com/a/b/.") == "http://example.com/a/b/"
    assert normalize_url("http://example.com/a/b/%2e%2e//c") == "http://example.com/a//c"


def test_encoded_dots_are_dot_segments():
    assert normalize_url("http://example.com/a/%2e%2E/b/%2E/c") == "http://example.com/b/c"


def test_invalid_urls_raise_value_error():
    bad = [
        "ftp://example.com/",
        "example.com/path",
        "http:///path",
        "http://user:secret@example.com/",
        "https://token@example.com/",
        "http://example.com:99999/",
        "http://example.com:http/",
    ]
    for url in bad:
        with pytest.raises(ValueError):
            normalize_url(url)


def test_empty_query_dropped_and_order_kept():
    assert normalize_url("http://example.com/a?#top") == "http://example.com/a"
    assert normalize_url("http://example.com/a?b=2&a=1&b=1") == "http://example.com/a?b=2&a=1&b=1"


def test_ipv6_host_and_port_forms():
    assert normalize_url("http://[2001:DB8::1]:8080/") == "http://[2001:db8::1]:8080/"
    assert normalize_url("HTTPS://[::1]:443") == "https://[::1]/"
    assert normalize_url("http://example.com:0080/p") == "http://example.com/p"
    assert normalize_url("http://example.com:08080/p") == "http://example.com:8080/p"
    assert normalize_url("http://example.com:/p") == "http://example.com/p"


def test_bare_percent_and_encoded_percent_untouched():
    url = "http://example.com/100%/a%zz/%2541?v=%4"
    assert normalize_url(url) == "http://example.com/100%/a%zz/%2541?v=%4"


def test_percent_encoded_dot_segments_removed():
    assert normalize_url("http://h.test/a/b/%2E%2e/c") == "http://h.test/a/c"
    assert normalize_url("http://h.test/x/%2E") == "http://h.test/x/"
    assert normalize_url("http://h.test/a/b/%2E%2E") == "http://h.test/a/"
    assert normalize_url("http://h.test/%2e%2e/y?z=%2E") == "http://h.test/y?z=."
    # the empty segment between the slashes is the one that .. removes
    assert normalize_url("http://h.test/a//%2E%2E/b") == "http://h.test/a/b"


def test_user_information_rejected():
    for url in ("http://user:pw@h.test/", "https://@h.test/", "http://a@b@h.test/", "HTTP://u@[::1]/"):
        with pytest.raises(ValueError):
            normalize_url(url)
    assert normalize_url("http://h.test/a@b?c=@") == "http://h.test/a@b?c=@"


def test_missing_host_rejected():
    for url in ("http://:80/", "https:///x", "http://?q=1", "http:/relative"):
        with pytest.raises(ValueError):
            normalize_url(url)


def test_port_with_leading_zeros_normalised():
    assert normalize_url("https://h.test:00443/x") == "https://h.test/x"
    assert normalize_url("http://h.test:0080") == "http://h.test/"
    assert normalize_url("http://h.test:0/") == "http://h.test:0/"
    assert normalize_url("http://h.test:065535/") == "http://h.test:65535/"
    assert normalize_url("https://h.test:0080/") == "https://h.test:80/"
    for url in ("http://h.test:65536/", "http://h.test:-1/", "http://h.test:8o/"):
        with pytest.raises(ValueError):
            normalize_url(url)


def test_scheme_in_any_case_accepted_others_rejected():
    assert normalize_url("HtTpS://H.test") == "https://h.test/"
    for url in ("ws://h.test/", "file:///etc/passwd", "httpx://h.test/"):
        with pytest.raises(ValueError):
            normalize_url(url)


def test_missing_host_or_foreign_scheme_rejected():
    for url in ("https://", "http://:8080/a", "mailto:a@h.test", "ftp://h.test/"):
        with pytest.raises(ValueError):
            normalize_url(url)


def test_user_information_rejected_with_port_or_ipv6_host():
    for url in ("https://admin@h.test:8443/x", "http://u:p@[::1]:8080/", "http://name:secret@example.com"):
        with pytest.raises(ValueError):
            normalize_url(url)
