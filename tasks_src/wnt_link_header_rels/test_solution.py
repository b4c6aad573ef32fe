import pytest

from solution import parse_link_header

BASE = "https://api.example.com/v1/items?page=2"


def test_typical_pagination_header():
    header = ('<https://api.example.com/v1/items?page=3>; rel="next", '
              '<https://api.example.com/v1/items?page=9>; rel="last"')
    result = parse_link_header(header, BASE)
    assert result == {"next": "https://api.example.com/v1/items?page=3",
                      "last": "https://api.example.com/v1/items?page=9"}
    assert type(result) is dict


def test_relative_targets_resolved_against_base():
    header = '</v1/items?page=1>; rel=first, <items?page=1>; rel=prev'
    assert parse_link_header(header, BASE) == {
        "first": "https://api.example.com/v1/items?page=1",
        "prev": "https://api.example.com/v1/items?page=1"}


def test_commas_inside_url_and_quotes_do_not_split():
    header = ('<?ids=1,2,3>; rel=next, '
              '<x;y>; title="a, b; rel=prev"; rel=prev')
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/v1/items?ids=1,2,3",
        "prev": "https://api.example.com/v1/x;y"}


def test_several_relation_types_in_one_rel():
    assert parse_link_header('</last>; rel="next last"', BASE) == {
        "next": "https://api.example.com/last", "last": "https://api.example.com/last"}
    assert parse_link_header('</up>; REL = "Up Index"', BASE) == {
        "up": "https://api.example.com/up", "index": "https://api.example.com/up"}


def test_first_occurrence_of_a_relation_wins():
    header = '</a>; rel=next, </b>; rel="next prev", </c>; rel=prev'
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/a", "prev": "https://api.example.com/b"}


def test_empty_header_and_empty_elements():
    assert parse_link_header("", BASE) == {}
    assert parse_link_header("  ", BASE) == {}
    assert parse_link_header(' , </a>; rel=first ,, ', BASE) == {"first": "https://api.example.com/a"}


def test_names_and_relations_case_insensitive():
    header = '</a>; REL="Next", </b>; Rel=PREV'
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/a", "prev": "https://api.example.com/b"}
    # "NEXT" is the same relation type as "next", so the first element keeps it
    assert parse_link_header('</c>; rel=next, </d>; rel="UP NEXT"', BASE) == {
        "next": "https://api.example.com/c", "up": "https://api.example.com/d"}


def test_elements_without_rel_ignored():
    header = '</a>, </b>; title="x", </c>; rel="", </d>; rel, </e>; anchor="#f"; rel=up'
    assert parse_link_header(header, BASE) == {"up": "https://api.example.com/e"}


def test_only_first_rel_parameter_counts():
    header = '</a>; rel=next; rel=prev, </b>; relation=last; rel = "first"'
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/a", "first": "https://api.example.com/b"}


def test_whitespace_tolerated_around_parts():
    header = '  < /a >  ;  rel = "  next   last "  ,</b>;rel=prev'
    assert parse_link_header(header, "https://h.test/") == {
        "next": "https://h.test/a", "last": "https://h.test/a", "prev": "https://h.test/b"}


def test_malformed_elements_raise_value_error():
    for bad in ('https://h.test/a; rel=next', '<https://h.test/a; rel=next',
                '</a>junk; rel=next', '</a>; rel="next', '</a>; rel=next, oops',
                '</a>; rel=next, "</b>"; rel=prev'):
        with pytest.raises(ValueError):
            parse_link_header(bad, BASE)


def test_absolute_target_ignores_base_and_keeps_fragment():
    header = '<https://cdn.example.org/x#frag>; rel=alternate, <//other.test/p>; rel=related'
    assert parse_link_header(header, BASE) == {
        "alternate": "https://cdn.example.org/x#frag", "related": "https://other.test/p"}


def test_quoted_values_with_separators_and_unquoted_rel():
    header = (' ,</a>; title="p;q, r=s"; rel="next", </b>; rel=last;title=t, </c>; rel="up"x, '
              '</d>; rel="https://example.org/rels/item?v=2"')
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/a", "last": "https://api.example.com/b",
        "\"up\"x": "https://api.example.com/c",
        "https://example.org/rels/item?v=2": "https://api.example.com/d"}


def test_comma_inside_target_or_quoted_parameter():
    header = '</a,b>; rel="next", </c>; title="x, y"; rel=prev'
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/a,b", "prev": "https://api.example.com/c"}


def test_text_after_closing_bracket_raises():
    for bad in ('</a> x; rel=next', '</a>"q"; rel=next', '</a> </b>; rel=next', '</b>; rel=up, </a>x'):
        with pytest.raises(ValueError):
            parse_link_header(bad, BASE)


def test_first_element_and_first_rel_win():
    header = '</1>; rel=next; rel=prev, </2>; rel=next, </3>; rel=prev'
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/1", "prev": "https://api.example.com/3"}


def test_parameter_names_case_insensitive_with_spaces():
    header = '</a>; TITLE="x"; Rel ="Next", </c>; title=rel, </b>;  rEl=Prev, </d>; REL=""'
    assert parse_link_header(header, BASE) == {
        "next": "https://api.example.com/a", "prev": "https://api.example.com/b"}


def test_junk_between_target_and_parameters_raises():
    for bad in ('<https://h.test/a> junk; rel=next', '</a> ;rel=x, </b>c', '</a>/; rel=next'):
        with pytest.raises(ValueError):
            parse_link_header(bad, BASE)


def test_later_rel_parameters_ignored_in_every_element():
    header = ('</a>; rel="prev"; title="t"; rel="next last", '
              '</b>; rel=up; REL=index; Rel="first"')
    assert parse_link_header(header, BASE) == {
        "prev": "https://api.example.com/a", "up": "https://api.example.com/b"}
