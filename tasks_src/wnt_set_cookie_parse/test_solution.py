import pytest

from solution import parse_set_cookie


def cookie(**changes):
    base = {"name": "a", "value": "b", "domain": None, "path": "/", "max_age": None,
            "secure": False, "http_only": False, "same_site": None}
    base.update(changes)
    return base


def test_typical_header_all_fields():
    result = parse_set_cookie("sid=abc123; Domain=example.com; Max-Age=3600; Secure; HttpOnly; SameSite=Strict")
    assert result == {"name": "sid", "value": "abc123", "domain": "example.com", "path": "/",
                      "max_age": 3600, "secure": True, "http_only": True, "same_site": "Strict"}
    assert type(result) is dict
    assert type(result["max_age"]) is int
    assert result["secure"] is True and result["http_only"] is True


def test_defaults_without_attributes():
    result = parse_set_cookie("a=b")
    assert result == cookie()
    assert result["secure"] is False and result["http_only"] is False
    assert result["domain"] is None and result["max_age"] is None and result["same_site"] is None


def test_value_split_at_first_equals_only():
    assert parse_set_cookie("token=YWJj==; Path=/api") == cookie(name="token", value="YWJj==", path="/api")
    assert parse_set_cookie("q=a=b=c") == cookie(name="q", value="a=b=c")
    assert parse_set_cookie("empty=") == cookie(name="empty", value="")


def test_quoted_value_loses_one_pair_of_quotes():
    assert parse_set_cookie('greeting="hello world"') == cookie(name="greeting", value="hello world")
    assert parse_set_cookie('a=""x""')["value"] == '"x"'
    assert parse_set_cookie('a="x')["value"] == '"x'
    assert parse_set_cookie('tok="a=b"') == cookie(name="tok", value="a=b")


def test_attribute_names_case_insensitive():
    result = parse_set_cookie("x=1; secure; HTTPONLY; pAtH=/docs; mAx-AgE=5; samesite=Lax; DOMAIN=Example.org")
    assert result == cookie(name="x", value="1", secure=True, http_only=True, path="/docs",
                            max_age=5, same_site="Lax", domain="example.org")
    # a lowercase "domain" is still Domain: one leading dot removed, then lowercased
    assert parse_set_cookie("x=1; domain=..Sub.Example.ORG")["domain"] == ".sub.example.org"


def test_domain_leading_dot_removed_and_lowercased():
    assert parse_set_cookie("a=b; Domain=.Shop.Example.COM")["domain"] == "shop.example.com"
    assert parse_set_cookie("a=b; Domain=")["domain"] is None
    assert parse_set_cookie("a=b; Domain=..Example.com")["domain"] == ".example.com"


def test_max_age_strict_syntax_and_clamping():
    assert parse_set_cookie("a=b; Max-Age=+5")["max_age"] is None
    assert parse_set_cookie("a=b; Max-Age=5s")["max_age"] is None
    assert parse_set_cookie("a=b; Max-Age=1 0")["max_age"] is None
    assert parse_set_cookie("a=b; Max-Age=\u0663")["max_age"] is None
    assert parse_set_cookie("a=b; Max-Age=")["max_age"] is None
    assert parse_set_cookie("a=b; Max-Age=-")["max_age"] is None
    assert parse_set_cookie("a=b; Max-Age=-10")["max_age"] == 0
    assert parse_set_cookie("a=b; Max-Age=0")["max_age"] == 0
    assert parse_set_cookie("a=b; Max-Age=1")["max_age"] == 1
    assert parse_set_cookie("a=b; Max-Age=007")["max_age"] == 7
    # an invalid Max-Age leaves the earlier valid one in place
    assert parse_set_cookie("a=b; Max-Age=30; Max-Age=1.5")["max_age"] == 30


def test_whitespace_and_empty_pieces():
    result = parse_set_cookie("  sid = x y ;; ; Path = /p ;Secure  ; ")
    assert result == cookie(name="sid", value="x y", path="/p", secure=True)


def test_last_valid_occurrence_wins():
    assert parse_set_cookie("a=b; Path=/one; Path=/two")["path"] == "/two"
    assert parse_set_cookie("a=b; Path=/one; Path=two")["path"] == "/one"
    assert parse_set_cookie("a=b; Max-Age=10; Max-Age=abc")["max_age"] == 10
    assert parse_set_cookie("a=b; Max-Age=10; Max-Age=20")["max_age"] == 20
    assert parse_set_cookie("a=b; Max-Age=10; Max-Age=-1")["max_age"] == 0
    assert parse_set_cookie("a=b; Domain=.A.com; Domain=")["domain"] == "a.com"
    assert parse_set_cookie("a=b; Domain=x.com; Domain=..B.com; Domain=")["domain"] == ".b.com"
    assert parse_set_cookie("a=b; SameSite=Strict; SameSite=bogus")["same_site"] == "Strict"
    assert parse_set_cookie("a=b; SameSite=Lax; SameSite=NONE")["same_site"] == "None"


def test_unknown_attributes_and_expires_ignored():
    header = "a=b; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Priority=High; Partitioned"
    assert parse_set_cookie(header) == cookie()
    header = "a=b; expires=0; path=/x; SECURE; httponly; max-age=3; SAMESITE=lax; domain=X.org"
    assert parse_set_cookie(header) == cookie(path="/x", secure=True, http_only=True, max_age=3,
                                              same_site="Lax", domain="x.org")


def test_missing_or_empty_name_raises_value_error():
    with pytest.raises(ValueError):
        parse_set_cookie("justaname")
    with pytest.raises(ValueError):
        parse_set_cookie("=value")
    with pytest.raises(ValueError):
        parse_set_cookie("   =value; Path=/")
    with pytest.raises(ValueError):
        parse_set_cookie("Secure; a=b")
    with pytest.raises(ValueError):
        parse_set_cookie("")


def test_invalid_path_and_same_site_values_ignored():
    assert parse_set_cookie("a=b; Path=relative")["path"] == "/"
    assert parse_set_cookie("a=b; Path=")["path"] == "/"
    assert parse_set_cookie("a=b; SameSite=Lazy")["same_site"] is None
    assert parse_set_cookie("a=b; SameSite")["same_site"] is None
    assert parse_set_cookie("a=b; Max-Age=10; Max-Age=+5")["max_age"] == 10
    assert parse_set_cookie("a=b; Path=/a; Path=b; SameSite=Lax; SameSite=")["path"] == "/a"


def test_quote_edge_cases_and_flag_values():
    assert parse_set_cookie('a=""')["value"] == ""
    assert parse_set_cookie('a="')["value"] == '"'
    assert parse_set_cookie('a="x')["value"] == '"x'
    assert parse_set_cookie('a=x"')["value"] == 'x"'
    assert parse_set_cookie('a= "q" ')["value"] == "q"
    assert parse_set_cookie('a="in"side"')["value"] == 'in"side'
    assert parse_set_cookie('sig="k=v=="') == cookie(name="sig", value="k=v==")
    result = parse_set_cookie("a=b; Secure=no; HttpOnly=false; samesite=STRICT; SameSite=none")
    assert result == cookie(secure=True, http_only=True, same_site="None")
    assert parse_set_cookie("a=b;SameSite= strict ")["same_site"] == "Strict"


def test_max_age_zero_or_negative_stored_as_zero():
    for text in ("-5", "-0", "-007", "0", "-99999999999999999999"):
        result = parse_set_cookie("a=b; Max-Age=" + text)["max_age"]
        assert result == 0
        assert type(result) is int


def test_attribute_without_equals_has_empty_value():
    assert parse_set_cookie("a=b; Domain; Path; Max-Age; SameSite") == cookie()
    assert parse_set_cookie("a=b; Secure; HttpOnly")["http_only"] is True
    assert parse_set_cookie("a=b; secure; HTTPONLY") == cookie(secure=True, http_only=True)


def test_pair_without_equals_or_name_raises():
    for header in ("sid", "\t=x; Secure", "abc; d=e", "; a=b"):
        with pytest.raises(ValueError):
            parse_set_cookie(header)


def test_exactly_one_pair_of_quotes_removed():
    assert parse_set_cookie('a="""')["value"] == '"'
    assert parse_set_cookie('a=""dark""; Path=/')["value"] == '"dark"'
    assert parse_set_cookie('a=x""')["value"] == 'x""'
    assert parse_set_cookie('a=""')["value"] == ""
