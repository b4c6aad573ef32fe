import pytest

from solution import dedupe_tags


def test_case_variants_keep_first_spelling():
    assert dedupe_tags(["Python", " ", "python", "PYTHON", "Rust"]) == ["Python", "Rust"]


def test_empty_input_gives_empty_list():
    result = dedupe_tags([])
    assert result == []
    assert type(result) is list


def test_full_case_folding_sharp_s():
    assert dedupe_tags(["Straße", "STRASSE", "strasse", "Gasse"]) == ["Straße", "Gasse"]


def test_whitespace_trimmed_and_collapsed():
    assert dedupe_tags(["  machine   learning ", "Machine Learning"]) == ["machine learning"]


def test_composed_and_decomposed_accents_are_duplicates():
    result = dedupe_tags(["Cafe\u0301", "caf\u00e9", "CAF\u00c9", "cafe"])
    assert result == ["Caf\u00e9", "cafe"]
    assert len(result[0]) == 4


def test_first_occurrence_order():
    assert dedupe_tags(["b", "a", "B", "c", "A", "b"]) == ["b", "a", "c"]


def test_unicode_whitespace_and_ligature_folding():
    tags = ["data\u00a0science", "data\tscience", "DATA\n SCIENCE", "\ufb01lm", "FILM", "Film"]
    assert dedupe_tags(tags) == ["data science", "\ufb01lm"]


def test_blank_tags_dropped():
    assert dedupe_tags(["", "   ", "\t\n", "\u00a0", "go", " "]) == ["go"]


def test_input_list_not_modified():
    tags = ["  Tea ", "tea", "Coffee"]
    result = dedupe_tags(tags)
    assert tags == ["  Tea ", "tea", "Coffee"]
    assert result == ["Tea", "Coffee"]
    assert result is not tags
    bad = ["x", b"x"]
    with pytest.raises(TypeError):
        dedupe_tags(bad)
    assert bad == ["x", b"x"]


def test_non_string_element_raises_type_error():
    with pytest.raises(TypeError):
        dedupe_tags(["ok", 3])
    with pytest.raises(TypeError):
        dedupe_tags([None])


def test_distinct_tags_all_kept():
    assert dedupe_tags(["résumé", "resume", "naïve", "naive"]) == ["résumé", "resume", "naïve", "naive"]


def test_casefold_not_lower_keeps_original_case():
    result = dedupe_tags(["Maße", "MASSE", "\ufb00", "FF", "Ff"])
    assert result == ["Maße", "\ufb00"]


def test_unicode_whitespace_runs_and_blank_tags():
    tags = ["\u2003Deep\u3000\u00a0Work\u2028", "deep work", "\u205f", "Deep\u2009work"]
    assert dedupe_tags(tags) == ["Deep Work"]


def test_kept_tag_is_nfc_and_decomposed_duplicates_merge():
    result = dedupe_tags(["Zoe\u0308", "ZO\u00cb", "zoe", "Zo\u00eb"])
    assert result == ["Zo\u00eb", "zoe"]
    assert len(result[0]) == 3


def test_precomposed_first_then_decomposed_duplicates():
    result = dedupe_tags(["Se\u00f1or", "SEN\u0303OR", "sen\u0303or", "senor"])
    assert result == ["Se\u00f1or", "senor"]


def test_single_decomposed_tag_is_composed():
    result = dedupe_tags(["A\u030angstr\u00f6m"])
    assert result == ["\u00c5ngstr\u00f6m"]
    assert len(result[0]) == 8
