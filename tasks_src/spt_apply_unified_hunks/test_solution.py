import pytest

from solution import apply_patch

ORIG = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]


def test_single_hunk_with_file_headers():
    patch = ("--- a/app.conf\n+++ b/app.conf\n@@ -2,3 +2,3 @@\n beta\n-gamma\n+GAMMA\n delta\n"
             "\\ No newline at end of file\n")
    original = list(ORIG)
    result = apply_patch(original, patch)
    assert result == ["alpha", "beta", "GAMMA", "delta", "epsilon", "zeta"]
    assert type(result) is list
    assert original == ORIG
    assert apply_patch(ORIG, "--- a/app.conf\n+++ b/app.conf") == ORIG
    assert apply_patch(ORIG, "--- a/app.conf\n@@ -1 +1 @@\n-alpha\n+A") == ["A"] + ORIG[1:]


def test_empty_patch_returns_copy():
    result = apply_patch(ORIG, "")
    assert result == ORIG
    assert type(result) is list
    assert result is not ORIG
    assert apply_patch(ORIG, "--- a/app.conf\n+++ b/app.conf\n") == ORIG


def test_pure_insertion_goes_after_line_a():
    assert apply_patch(ORIG, "@@ -2,0 +3,2 @@\n+new1\n+new2\n") == [
        "alpha", "beta", "new1", "new2", "gamma", "delta", "epsilon", "zeta"]
    assert apply_patch(["x"], "@@ -0,0 +1 @@\n+first") == ["first", "x"]
    assert apply_patch(["x"], "@@ -1,0 +2 @@\n+last") == ["x", "last"]


def test_insertion_after_middle_and_last_line():
    assert apply_patch(ORIG, "@@ -3,0 +4 @@\n+ins") == [
        "alpha", "beta", "gamma", "ins", "delta", "epsilon", "zeta"]
    assert apply_patch(ORIG, "@@ -6,0 +7,2 @@\n+eta\n+theta\n") == ORIG + ["eta", "theta"]
    assert apply_patch([], "@@ -0,0 +1,2 @@\n+a\n+b\n") == ["a", "b"]


def test_later_hunks_use_original_numbering():
    patch = "@@ -1,2 +1,1 @@\n-alpha\n beta\n@@ -5,2 +4,3 @@\n epsilon\n+inserted\n zeta\n"
    assert apply_patch(ORIG, patch) == ["beta", "gamma", "delta", "epsilon", "inserted", "zeta"]
    patch = "@@ -1,0 +2,2 @@\n+a1\n+a2\n@@ -3 +5 @@\n-gamma\n+G"
    assert apply_patch(ORIG, patch) == ["alpha", "a1", "a2", "beta", "G", "delta", "epsilon", "zeta"]
    patch = "@@ -4,2 +4,1 @@\n-delta\n epsilon\n@@ -6 +5,2 @@\n zeta\n+eta"
    assert apply_patch(ORIG, patch) == ["alpha", "beta", "gamma", "epsilon", "zeta", "eta"]


def test_growing_hunk_does_not_shift_later_positions():
    patch = "@@ -1,1 +1,3 @@\n alpha\n+x\n+y\n@@ -3,1 +5,1 @@\n-gamma\n+G\n"
    assert apply_patch(ORIG, patch) == ["alpha", "x", "y", "beta", "G", "delta", "epsilon", "zeta"]
    patch = "@@ -2,2 +2,0 @@\n-beta\n-gamma\n@@ -5 +3 @@\n-epsilon\n+E"
    assert apply_patch(ORIG, patch) == ["alpha", "delta", "E", "zeta"]


def test_empty_body_line_is_empty_context():
    original = ["a", "", "b"]
    assert apply_patch(original, "@@ -1,3 +1,3 @@\n a\n\n-b\n+B\n") == ["a", "", "B"]
    with pytest.raises(ValueError):
        apply_patch(["a", "x", "b"], "@@ -1,3 +1,3 @@\n a\n\n-b\n+B\n")


def test_blank_lines_as_context():
    assert apply_patch(["", "x"], "@@ -1,2 +1,1 @@\n\n-x\n") == [""]
    original = ["k", "", "", "v"]
    assert apply_patch(original, "@@ -2,3 +2,3 @@\n\n \n-v\n+V") == ["k", "", "", "V"]
    with pytest.raises(ValueError):
        apply_patch(original, "@@ -1,2 +1,2 @@\n k\n-x\n+y")


def test_adjacent_hunks_allowed():
    patch = "@@ -2,2 +2,1 @@\n beta\n-gamma\n@@ -4 +3 @@\n-delta\n+D\n@@ -5,0 +4 @@\n+ins\n"
    assert apply_patch(ORIG, patch) == ["alpha", "beta", "D", "epsilon", "ins", "zeta"]
    patch = "@@ -1 +1 @@\n alpha\n@@ -2 +2 @@\n beta\n@@ -3 +3 @@\n-gamma\n+G"
    assert apply_patch(ORIG, patch) == ["alpha", "beta", "G", "delta", "epsilon", "zeta"]


def test_overlapping_or_unordered_hunks_rejected():
    with pytest.raises(ValueError):
        apply_patch(ORIG, "@@ -3,1 +3,1 @@\n-gamma\n+G\n@@ -1,1 +1,1 @@\n-alpha\n+A\n")
    with pytest.raises(ValueError):
        apply_patch(ORIG, "@@ -1,2 +1,2 @@\n-alpha\n+A\n beta\n@@ -2,1 +2,1 @@\n-beta\n+B\n")
    adjacent = "@@ -1,1 +1,1 @@\n-alpha\n+A\n@@ -2,1 +2,1 @@\n-beta\n+B"
    assert apply_patch(ORIG, adjacent) == ["A", "B", "gamma", "delta", "epsilon", "zeta"]


def test_patch_split_only_at_newline():
    original = ["a\rb", "c\x0cd", "e"]
    patch = "@@ -1,3 +1,2 @@\n-a\rb\n c\x0cd\n-e\n+E\x1cF\n"
    assert apply_patch(original, patch) == ["c\x0cd", "E\x1cF"]


def test_other_separators_stay_inside_lines():
    patch = "@@ -1 +1 @@ sec\u2028tion\n-alpha\n+x\x85y\u2029z\r\n"
    assert apply_patch(ORIG, patch) == ["x\x85y\u2029z\r"] + ORIG[1:]
    assert apply_patch(["p\vq"], "@@ -1,1 +1,0 @@\n-p\vq") == []


def test_mismatching_or_missing_lines_rejected():
    for bad in ["@@ -2,1 +2,1 @@\n-BETA\n+x", "@@ -1,2 +1,2 @@\n alpha\n-gamma\n+x",
                "@@ -6,2 +6,2 @@\n zeta\n zz\n zz", "@@ -7,0 +7 @@\n+x", "@@ -0,1 +0,1 @@\n-alpha\n+x",
                "@@ -1,1 +1,1 @@\n-alpha \n+x"]:
        with pytest.raises(ValueError):
            apply_patch(ORIG, bad)


def test_headers_section_text_and_backslash_lines():
    patch = ("--- a/app.conf\n+++ b/app.conf\n@@ -3,2 +3,2 @@ [server]\n-gamma\n+G\n delta\n"
             "\\ No newline at end of file\n")
    assert apply_patch(ORIG, patch) == ["alpha", "beta", "G", "delta", "epsilon", "zeta"]


def test_omitted_counts_mean_one():
    assert apply_patch(ORIG, "@@ -1 +1 @@\n-alpha\n+ALPHA") == ["ALPHA"] + ORIG[1:]
    assert apply_patch(ORIG, "@@ -6 +6,2 @@\n zeta\n+eta\n") == ORIG + ["eta"]
    assert apply_patch(ORIG, "@@ -4,1 +4 @@\n-delta\n+D\n") == ["alpha", "beta", "gamma", "D", "epsilon", "zeta"]
    assert apply_patch(["x\x1dy", "k"], "@@ -1 +1 @@\n-x\x1dy\n+z\x1ew\n") == ["z\x1ew", "k"]


def test_malformed_headers_rejected():
    for bad in ["@@ -a,1 +1 @@\n x", "@@ -1,1 +1,1\n alpha", "garbage\n@@ -1 +1 @@\n alpha",
                "@@ -1,1 +1,1 @@x\n alpha", "@@ -\u0661 +1 @@\n alpha", "@@ -1 +1 @@\n alpha\n--- a/x"]:
        with pytest.raises(ValueError):
            apply_patch(ORIG, bad)
    assert apply_patch(ORIG, "@@ -1,1 +1,1 @@ heading\n-alpha\n+A") == ["A"] + ORIG[1:]


def test_body_must_match_header_counts():
    for bad in ["@@ -1,1 +1,1 @@\n-alpha\n+A\n+B", "@@ -1,2 +1,2 @@\n-alpha\n+A\n beta\n beta",
                "@@ -1,2 +1,2 @@\n alpha", "@@ -1,1 +1,2 @@\n-alpha\n+A", "@@ -1,1 +1,1 @@\n*alpha",
                "@@ -1,1 +1,1 @@\n alpha\n-beta", "@@ -1,1 +1,2 @@\n-alpha\n-beta\n+A\n+B",
                "@@ -1,2 +1,1 @@\n-alpha\n+A\n+B\n-beta", "@@ -1,1 +1,1 @@\nXalpha",
                "@@ -1,1 +1,1 @@\n*junk\n-alpha\n+A"]:
        with pytest.raises(ValueError):
            apply_patch(ORIG, bad)
    assert apply_patch(ORIG, "@@ -1,2 +1,1 @@\n alpha\n-beta") == ["alpha", "gamma", "delta", "epsilon", "zeta"]


def test_original_not_modified():
    original = ["one", "two"]
    result = apply_patch(original, "@@ -1,2 +1 @@\n-one\n two\n")
    assert result == ["two"]
    assert original == ["one", "two"]
    with pytest.raises(ValueError):
        apply_patch(original, "@@ -1,2 +1 @@\n-one\n")
    with pytest.raises(ValueError):
        apply_patch(original, "@@ -1,2 +1 @@\n-one\n two\n+three\n")
    assert original == ["one", "two"]


def test_removal_only_and_delete_everything():
    assert apply_patch(ORIG, "@@ -2,2 +1,0 @@\n-beta\n-gamma\n") == ["alpha", "delta", "epsilon", "zeta"]
    assert apply_patch(["a", "b"], "@@ -1,2 +0,0 @@\n-a\n-b") == []
    assert apply_patch(["a", "", "b"], "@@ -1,3 +1,1 @@\n-a\n\n-b") == [""]
