import pytest

from solution import build_query


def test_basic_pairs_in_dict_order():
    result = build_query({"q": "hello world", "page": 2})
    assert result == "q=hello%20world&page=2"
    assert type(result) is str
    assert build_query({"q": "", "lang": "en"}) == "q=&lang=en"


def test_empty_dict_gives_empty_string():
    assert build_query({}) == ""
    assert build_query({"a": None, "b": [None], "c": (None, None)}) == ""


def test_lists_and_tuples_repeat_the_key():
    assert build_query({"tag": ["a", "b"], "x": "1", "id": (3, 4)}) == "tag=a&tag=b&x=1&id=3&id=4"
    assert build_query({"ids": [None, 7, None, 8], "s": ("z", None)}) == "ids=7&ids=8&s=z"


def test_booleans_written_as_words():
    assert build_query({"draft": True, "archived": False}) == "draft=true&archived=false"
    assert build_query({"n": -5, "draft": True, "z": 0}) == "n=-5&draft=true&z=0"


def test_bool_is_not_treated_as_int():
    assert build_query({"flags": [True, 0, False, 1]}) == "flags=true&flags=0&flags=false&flags=1"
    assert build_query({"n": -5, "big": 12345678901234567890}) == "n=-5&big=12345678901234567890"


def test_none_values_omitted():
    assert build_query({"a": None, "b": "x"}) == "b=x"
    assert build_query({"a": []}) == ""
    assert build_query({"t": ("x", None, "y"), "u": None, "v": "w"}) == "t=x&t=y&v=w"


def test_reserved_characters_percent_encoded():
    assert build_query({"redirect": "/a/b?c=d&e=f#g"}) == "redirect=%2Fa%2Fb%3Fc%3Dd%26e%3Df%23g"
    assert build_query({"a b": "1+1", "k": "-._~"}) == "a%20b=1%2B1&k=-._~"
    assert build_query({"p": "50%"}) == "p=50%25"


def test_non_ascii_encoded_as_utf8():
    assert build_query({"city": "Z\u00fcrich"}) == "city=Z%C3%BCrich"
    assert build_query({"a b/c": "caf\u00e9 au/lait"}) == "a%20b%2Fc=caf%C3%A9%20au%2Flait"
    assert build_query({"\u00e9": "\u20ac"}) == "%C3%A9=%E2%82%AC"


def test_none_elements_and_empty_values():
    assert build_query({"a": [], "b": [None, "x", None], "c": None}) == "b=x"
    assert build_query({"a": None, "b": ()}) == ""
    assert build_query({"empty": "", "list": [""]}) == "empty=&list="


def test_unsupported_types_raise_type_error():
    for bad in (1.5, b"raw", {"x": 1}, [["nested"]], [1.0], set()):
        with pytest.raises(TypeError):
            build_query({"k": bad})


def test_errors_for_bad_keys_and_values():
    with pytest.raises(ValueError):
        build_query({"": "x"})
    with pytest.raises(TypeError):
        build_query({"k": [b"x"]})
    with pytest.raises(TypeError):
        build_query({"k": 2.0})
    assert build_query({"x": "a/b", "y": ["c d", True]}) == "x=a%2Fb&y=c%20d&y=true"
    assert build_query({"filter/name": "v"}) == "filter%2Fname=v"


def test_empty_key_raises_but_empty_value_is_kept():
    for params in ({"": "x"}, {"a": "1", "": None}, {"": []}):
        with pytest.raises(ValueError):
            build_query(params)
    assert build_query({"e": "", "f": ["", "g"], "h": ("",)}) == "e=&f=&f=g&h="


def test_float_values_and_elements_raise_type_error():
    for params in ({"ratio": 0.5}, {"ids": (1, 2.5)}, {"n": -0.0}, {"a": "x", "b": [True, 3.0]}):
        with pytest.raises(TypeError):
            build_query(params)


def test_empty_strings_inside_lists_are_kept():
    assert build_query({"a": ["", None, ""], "b": "c"}) == "a=&a=&b=c"


def test_empty_key_raises_whatever_its_value():
    for params in ({"": 5}, {"x": "y", "": ["z"]}, {"": True}, {"": ""}):
        with pytest.raises(ValueError):
            build_query(params)
