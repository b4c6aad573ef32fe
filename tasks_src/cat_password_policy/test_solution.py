from solution import check_password


def test_acceptable_password_gives_empty_list():
    result = check_password("correct horse battery", "alice", {"password123456"})
    assert result == []
    assert type(result) is list


def test_no_composition_rules():
    assert check_password("all lowercase words here", "bob", set()) == []


def test_length_bounds():
    assert check_password("x9$k2!qz7#m", "bob", set()) == ["too_short"]
    assert check_password("x9$k2!qz7#mw", "bob", set()) == []
    assert check_password("ab" * 64, "bob", set()) == []
    assert check_password("ab" * 64 + "c", "bob", set()) == ["too_long"]
    assert check_password("", "bob", set()) == ["too_short"]


def test_breached_password_rejected():
    assert check_password("Summer2024!!", "bob", {"Summer2024!!"}) == ["breached"]


def test_length_counted_after_nfc_normalisation():
    decomposed = "cafe\u0301 au lait"  # 13 code points, 12 after NFC
    assert check_password(decomposed, "bob", set()) == []
    assert check_password("cafe\u0301 au lai", "bob", set()) == ["too_short"]
    assert check_password("re\u0301sume\u0301 2024!", "bob", {"r\u00e9sum\u00e9 2024!"}) == ["breached"]


def test_username_found_case_insensitively():
    assert check_password("my name is ALICE ok", "Alice", set()) == ["contains_username"]


def test_username_rule_details():
    assert check_password("xx-Jo-xx-yy-zz", "jo", set()) == []
    assert check_password("xx-Joe-xx-yy-zz", "joe", set()) == ["contains_username"]
    assert check_password("die strasse runter", "Stra\u00dfe", set()) == ["contains_username"]
    assert check_password("o\u0308rjan is here", "\u00d6rjan", set()) == ["contains_username"]
    assert check_password("open sesame now", "", set()) == []


def test_repeated_characters():
    assert check_password("zzzz blue ocean", "bob", set()) == ["repetitive"]
    assert check_password("zzz blue ocean", "bob", set()) == []


def test_repetition_threshold_and_case():
    assert check_password("blue ocean 111", "bob", set()) == []
    assert check_password("blue ocean 1111", "bob", set()) == ["repetitive"]
    assert check_password("blue ocean aaAa", "bob", set()) == []
    assert check_password("blue \u00e9\u00e9\u00e9\u00e9 ocean", "bob", set()) == ["repetitive"]


def test_ascending_sequences():
    assert check_password("pass 1234 word", "bob", set()) == ["sequential"]
    assert check_password("pass 123 word!", "bob", set()) == []


def test_sequence_rules():
    assert check_password("river dcba moon", "bob", set()) == ["sequential"]
    assert check_password("river 9876 moon", "bob", set()) == ["sequential"]
    assert check_password("river wXyZ moon", "bob", set()) == ["sequential"]
    assert check_password("river 987 moon!", "bob", set()) == []
    assert check_password("river abcb moon", "bob", set()) == []
    assert check_password("river 789: moon", "bob", set()) == []
    assert check_password("river XYZ[ moon", "bob", set()) == []
    assert check_password("river 89ab moon", "bob", set()) == []


def test_several_problems_reported_in_order():
    assert check_password("bob1111", "bob", {"bob1111"}) == [
        "too_short", "contains_username", "breached", "repetitive"]
    assert check_password("Aliceabcd" + "q" * 130, "alice", set()) == [
        "too_long", "contains_username", "repetitive", "sequential"]
    assert check_password("abcd", "abc", {"abcd"}) == [
        "too_short", "contains_username", "breached", "sequential"]


def test_all_codes_in_fixed_order():
    assert check_password("bobbbb", "BOB", {"bobbbb"}) == [
        "too_short", "contains_username", "breached", "repetitive"]
    assert check_password("9876" + "x" * 126 + "Eve", "eve", {"other"}) == [
        "too_long", "contains_username", "repetitive", "sequential"]
    assert check_password("zyxw", "wxyz", set()) == ["too_short", "sequential"]
    assert check_password("aaa blue ocean", "bob", set()) == []
    assert check_password("abc blue ocean", "bob", set()) == []
