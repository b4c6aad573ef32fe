import pytest

from solution import conditional_status


def test_strong_match_get_gives_304():
    result = conditional_status("GET", '"v1"', '"v1"')
    assert result == 304
    assert type(result) is int
    assert conditional_status("GET", '"v,1"', '"v,1"') == 304


def test_no_header_gives_200():
    assert conditional_status("GET", None, '"v1"') == 200
    assert conditional_status("DELETE", None, None) == 200
    for etag in ("v1", ' "v1"', 'w/"v1"'):
        with pytest.raises(ValueError):
            conditional_status("HEAD", None, etag)


def test_weak_comparison_ignores_prefix():
    assert conditional_status("GET", 'W/"v1"', '"v1"') == 304
    assert conditional_status("GET", '"v1"', 'W/"v1"') == 304
    assert conditional_status("HEAD", 'W/"v1"', 'W/"v1"') == 304
    assert conditional_status("GET", 'W/"v1"', 'W/"v2"') == 200
    with pytest.raises(ValueError):
        conditional_status("GET", 'W/"v1"', 'w/"v1"')


def test_no_match_gives_200():
    assert conditional_status("GET", '"a", "b"', '"c"') == 200
    assert conditional_status("PUT", '"v1"', '"V1"') == 200
    assert conditional_status("GET", "*", None) == 200


def test_comma_inside_opaque_tag():
    assert conditional_status("GET", '"a,b"', '"a,b"') == 304
    assert conditional_status("GET", '"a,b"', '"a"') == 200
    assert conditional_status("GET", '"a,b"', '"b"') == 200
    assert conditional_status("GET", '"x", W/"a,b,c"', '"a,b,c"') == 304


def test_other_methods_get_412():
    result = conditional_status("POST", '"v1"', '"v1"')
    assert result == 412
    assert type(result) is int
    assert conditional_status("DELETE", "*", '"z"') == 412
    assert conditional_status("PUT", '"a", W/"v1"', '"v1"') == 412
    assert conditional_status("get", '"v1"', '"v1"') == 412
    assert conditional_status("Head", 'W/"v1"', '"v1"') == 412


def test_star():
    assert conditional_status("GET", "*", '"anything"') == 304
    assert conditional_status("DELETE", " \t* ", 'W/"x"') == 412
    assert conditional_status("PUT", "*", None) == 200
    assert conditional_status("GET", "*", None) == 200
    assert conditional_status("Get", " * ", '"x"') == 412


def test_list_with_empty_elements_and_whitespace():
    header = ' , "x" ,, \t"y" , '
    assert conditional_status("GET", header, '"y"') == 304
    assert conditional_status("GET", header, '"x"') == 304
    assert conditional_status("GET", header, '"z"') == 200


def test_malformed_header_raises():
    bad = [
        "",
        " , ,",
        "v1",
        '"v1',
        'w/"v1"',
        '"v 1"',
        '"a" "b"',
        '*, "a"',
        "**",
        'X"a"',
        '"a"\n',
    ]
    for header in bad:
        with pytest.raises(ValueError):
            conditional_status("GET", header, '"a"')


def test_malformed_etag_raises():
    for etag in ["v1", ' "v1"', 'w/"v1"', '"v1", "v2"', '""v1"', ""]:
        with pytest.raises(ValueError):
            conditional_status("GET", '"v1"', etag)


def test_resource_without_etag():
    assert conditional_status("GET", '"v1", W/"v2"', None) == 200
    assert conditional_status("POST", '""', None) == 200
    assert conditional_status("GET", None, None) == 200
    with pytest.raises(ValueError):
        conditional_status("GET", "v1", None)
    with pytest.raises(ValueError):
        conditional_status("GET", None, "v1")
    for header in ("\t,\t", '"v1"W/"v2"'):
        with pytest.raises(ValueError):
            conditional_status("HEAD", header, None)


def test_empty_opaque_tag():
    assert conditional_status("GET", '""', '""') == 304
    assert conditional_status("GET", 'W/""', '"x"') == 200
    assert conditional_status("GET", '"!#~"', 'W/"!#~"') == 304


def test_method_names_are_case_sensitive():
    assert conditional_status("HEAD", '"v1"', '"v1"') == 304
    assert conditional_status("get", '"v1"', '"v1"') == 412
    assert conditional_status("head", "*", '"v1"') == 412


def test_header_without_tags_or_without_commas_raises():
    for header in ("", " \t", ",", " , ,\t", '"a""b"', '"a" W/"b"', '"a",, "b" "c"'):
        with pytest.raises(ValueError):
            conditional_status("GET", header, '"a"')


def test_star_only_matches_an_existing_resource():
    assert conditional_status("GET", "*", None) == 200
    assert conditional_status("POST", "\t*", None) == 200
    assert conditional_status("HEAD", "*", '""') == 304
    assert conditional_status("PATCH", "* ", '"q"') == 412


def test_commas_inside_quotes_do_not_split_tags():
    assert conditional_status("GET", '"a,b" , "c"', '"a,b"') == 304
    assert conditional_status("GET", '"x,", W/",y"', '",y"') == 304
    assert conditional_status("GET", '"x,", W/",y"', '"x"') == 200


def test_etag_validated_even_without_header():
    for etag in ('"a b"', 'W/"x', '"x" ', "*"):
        with pytest.raises(ValueError):
            conditional_status("POST", None, etag)
