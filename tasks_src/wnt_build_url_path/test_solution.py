import pytest

from solution import build_path


def test_simple_segments():
    result = build_path(["files", "report.pdf"])
    assert result == "/files/report.pdf"
    assert type(result) is str


def test_empty_list_and_single_empty_segment():
    assert build_path([]) == "/"
    assert build_path([""]) == "/"


def test_slash_inside_segment_is_encoded():
    assert build_path(["a/b", "c"]) == "/a%2Fb/c"
    assert build_path(["/"]) == "/%2F"


def test_space_query_fragment_and_percent_encoded():
    assert build_path(["my file?.txt#1"]) == "/my%20file%3F.txt%231"
    assert build_path(["100%"]) == "/100%25"


def test_sub_delimiters_colon_and_at_kept():
    assert build_path(["user@host:8080", "a+b=c;d,e!$&'()*"]) == "/user@host:8080/a+b=c;d,e!$&'()*"


def test_unreserved_and_segment_safe_characters_kept():
    assert build_path(["AZaz09-._~"]) == "/AZaz09-._~"
    assert build_path(["...", ".git", "v1."]) == "/.../.git/v1."
    assert build_path(["key=a&b", "x:y@z", "(c)!*,;$'+"]) == "/key=a&b/x:y@z/(c)!*,;$'+"


def test_dot_segments_encoded():
    assert build_path([".", "..", "...", ".env", "a.", "x"]) == "/%2E/%2E%2E/.../.env/a./x"
    assert build_path([".."]) == "/%2E%2E"


def test_non_ascii_utf8_uppercase_hex():
    assert build_path(["café", "日本"]) == "/caf%C3%A9/%E6%97%A5%E6%9C%AC"


def test_leading_empty_segment_raises():
    for segments in (["", "x"], ["", ""], ["", "a", "b"]):
        with pytest.raises(ValueError):
            build_path(segments)
    assert build_path(["x", ""]) == "/x/"
    assert build_path([""]) == "/"
    assert build_path(["a", "", "b"]) == "/a//b"


def test_unencodable_segment_raises():
    with pytest.raises(ValueError):
        build_path(["ok", "\ud800"])


def test_realistic_mixed_path():
    segments = ["api", "v1", "users", "jane doe+1@example.com", "..", "a/b%2F"]
    assert build_path(segments) == "/api/v1/users/jane%20doe+1@example.com/%2E%2E/a%2Fb%252F"
    assert build_path(["docs", "user guide", ""]) == "/docs/user%20guide/"


def test_input_not_modified():
    segments = ["a b", ".", "c/d"]
    assert build_path(segments) == "/a%20b/%2E/c%2Fd"
    assert segments == ["a b", ".", "c/d"]


def test_other_ascii_characters_encoded():
    assert build_path(['"<>\\^`{|}[]']) == "/%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D"
    assert build_path(["%41", "\x00\x7f\t"]) == "/%2541/%00%7F%09"


def test_empty_segments_are_kept():
    assert build_path(["a", "", "b"]) == "/a//b"
    assert build_path(["a", ""]) == "/a/"
    assert build_path(["x", "", "", " "]) == "/x///%20"


def test_sub_delimiters_in_realistic_values():
    segments = ["q=a&b", "mailto:x@y.z", "(1)!", "it's*$,;"]
    assert build_path(segments) == "/q=a&b/mailto:x@y.z/(1)!/it's*$,;"
    assert segments == ["q=a&b", "mailto:x@y.z", "(1)!", "it's*$,;"]


def test_empty_first_segment_before_others_raises():
    for segments in (["", "a"], ["", "", ""], ["", "."]):
        with pytest.raises(ValueError):
            build_path(segments)
    assert build_path([""]) == "/"
    assert build_path([]) == "/"


def test_lone_surrogate_in_later_segment_raises():
    for segments in (["a", "b\udfff"], ["\ud800"]):
        with pytest.raises(ValueError):
            build_path(segments)


def test_empty_segment_between_encoded_ones():
    assert build_path(["a b", "", "c/d"]) == "/a%20b//c%2Fd"


def test_empty_first_segment_only_raises_when_others_follow():
    for segments in (["", "x", ""], ["", "%"], ["", "..", "a"]):
        with pytest.raises(ValueError):
            build_path(segments)
    result = build_path("".split("/"))
    assert result == "/"
    assert type(result) is str
