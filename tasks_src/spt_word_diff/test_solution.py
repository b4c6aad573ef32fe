from solution import word_diff


def test_replaced_run_is_grouped():
    assert word_diff("one two three four", "one five six four") == "one [-two three-] {+five six+} four"


def test_single_word_replacement():
    result = word_diff("the quick brown fox", "the slow brown fox")
    assert result == "the [-quick-] {+slow+} brown fox"
    assert type(result) is str
    assert word_diff("Go home now", "go HOME now") == "[-Go home-] {+go HOME+} now"


def test_pure_insert_and_delete():
    assert word_diff("a c", "a b c") == "a {+b+} c"
    assert word_diff("a b c", "a c") == "a [-b-] c"
    assert word_diff("a b c d", "a d") == "a [-b c-] d"
    assert word_diff("a\tb", "a\nc b") == "a {+c+} b"


def test_whitespace_is_normalised():
    assert word_diff("a  b\tc\n", "  a b c") == "a b c"
    assert word_diff("x\ny", "x  z") == "x [-y-] {+z+}"
    assert word_diff(" \t", "") == ""


def test_empty_inputs():
    assert word_diff("", "x y") == "{+x y+}"
    assert word_diff("x", "") == "[-x-]"
    assert word_diff("", "  \n") == ""


def test_changes_at_both_ends():
    assert word_diff("a b", "b c") == "[-a-] b {+c+}"
    assert word_diff("x y z", "w y") == "[-x-] {+w+} y [-z-]"


def test_autojunk_is_disabled():
    old = "a b " * 150 + "end"
    new = "b a " * 150 + "END"
    assert word_diff(old, new) == "{+b+} " + "a b " * 149 + "a [-b end-] {+END+}"


def test_frequent_words_are_not_junk():
    old = "p q " * 120 + "stop"
    new = "q p " * 120 + "go"
    assert word_diff(old, new) == "{+q+} " + "p q " * 119 + "p [-q stop-] {+go+}"


def test_case_and_punctuation_matter():
    assert word_diff("Hello world", "hello world") == "[-Hello-] {+hello+} world"
    assert word_diff("the end.", "the end") == "the [-end.-] {+end+}"


def test_longest_block_is_matched_first():
    assert word_diff("a a b", "a b") == "[-a-] a b"
    assert word_diff("p q r s", "r s p q") == "{+r s+} p q [-r s-]"


def test_completely_different_texts():
    assert word_diff("alpha beta", "gamma delta epsilon") == "[-alpha beta-] {+gamma delta epsilon+}"


def test_long_run_of_one_word_still_matches():
    old = "one " + "k " * 250
    new = "k " * 250 + "two"
    assert word_diff(old, new) == "[-one-] " + "k " * 250 + "{+two+}"


def test_change_before_a_common_repeated_word():
    old = " ".join(["x"] + ["the"] * 250)
    new = " ".join(["y"] + ["the"] * 250)
    assert word_diff(old, new) == "[-x-] {+y+} " + " ".join(["the"] * 250)
