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
    assert check_password("river 0123 moon", "bob", set()) == ["sequential"]
    assert check_password("pass 123 word!", "bob", set()) == []
    assert check_password("pass \u0430\u0431\u0432\u0433 word", "bob", set()) == []
    assert check_password("pass \u03c9\u03c8\u03c7\u03c6 word", "bob", set()) == []


def test_sequence_rules():
    assert check_password("river dcba moon", "bob", set()) == ["sequential"]
    assert check_password("river 9876 moon", "bob", set()) == ["sequential"]
    assert check_password("river wXyZ moon", "bob", set()) == ["sequential"]
    assert check_password("river 987 moon!", "bob", set()) == []
    assert check_password("river abcb moon", "bob", set()) == []
    assert check_password("river 789: moon", "bob", set()) == []
    assert check_password("river XYZ[ moon", "bob", set()) == []
    assert check_password("river 89ab moon", "bob", set()) == []
    assert check_password("river \u0391\u0392\u0393\u0394 moon", "bob", set()) == []


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
    assert check_password("aAaA river moon", "bob", set()) == []


def test_rules_apply_to_the_nfc_forms():
    assert check_password("a\u0301e\u0301i\u0301o\u0301u\u0301y\u0301-park", "bob", set()) == ["too_short"]
    assert check_password("my jos\u00e9 place!", "Jose\u0301", set()) == ["contains_username"]
    assert check_password("e\u0301" * 4 + " river moon", "bob", set()) == ["repetitive"]


def test_non_ascii_letters_never_sequential():
    assert check_password("zqxj-\u03b1\u03b2\u03b3\u03b4-mpwk", "bob", set()) == []
    assert check_password("river \uff21\uff22\uff23\uff24 moon", "bob", set()) == []
    assert check_password("river \u2460\u2461\u2462\u2463 moon", "bob", set()) == []
    assert check_password("river \u0430\u0431\u0432\u0433 moon", "bob", set()) == []


def test_username_compared_with_casefold():
    assert check_password("my-stra\u00dfe-pass-xyz", "STRASSE", set()) == ["contains_username"]
    assert check_password("gone \ufb01shing today", "FISH", set()) == ["contains_username"]


def test_too_long_counted_after_nfc():
    assert check_password("ab" * 63 + "e\u0301o\u0301", "bob", set()) == []
    assert check_password("ab" * 63 + "e\u0301o\u0301u\u0301", "bob", set()) == ["too_long"]


def test_repetition_needs_identical_characters():
    assert check_password("zxqaaAaplmkj", "bob", set()) == []
    assert check_password("BBbb river moon", "bob", set()) == []
    assert check_password("river AAAA moon", "bob", set()) == ["repetitive"]


def test_username_casefold_beyond_lower():
    assert check_password("the \ufb01ve boxing wizards", "FIVE", set()) == ["contains_username"]
    assert check_password("walk the strasse home", "Stra\u00dfe", set()) == ["contains_username"]
    assert check_password("walk the strase home", "Stra\u00dfe", set()) == []


def test_directions_cannot_mix():
    assert check_password("river 1210 moon", "bob", set()) == []
    assert check_password("zqx-abcba-mpwk", "bob", set()) == []
    assert check_password("river dcdc moon", "bob", set()) == []
    assert check_password("river 4543 moon!", "bob", set()) == []
