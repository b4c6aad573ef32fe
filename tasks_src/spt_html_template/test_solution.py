import copy

import pytest

from solution import render

CTX = {
    "name": "Ann",
    "user": {"name": "Bob", "address": {"city": "Zürich"}, "age": 42},
    "a": 1,
    "b": 2,
}


def test_values_are_html_escaped():
    result = render("Hello, {{ name }}!", {"name": "<Bob & 'Al' \"Jr\">"})
    assert result == "Hello, &lt;Bob &amp; &#x27;Al&#x27; &quot;Jr&quot;&gt;!"
    assert render("{{ v | upper }}", {"v": "<i>&'"}) == "&lt;I&gt;&amp;&#x27;"


def test_plain_substitution_and_text_untouched():
    result = render("<p>Hi {{name}} & bye</p>", CTX)
    assert result == "<p>Hi Ann & bye</p>"
    assert type(result) is str
    assert render("no tags <b>'here'</b>", {}) == "no tags <b>'here'</b>"
    assert render("[{{ n }}|{{ n|raw }}]", {"n": None}) == "[|]"


def test_filters_apply_before_escaping():
    assert render("{{ v | upper }}", {"v": "a&b<c>"}) == "A&amp;B&lt;C&gt;"
    assert render("[{{ v | trim | upper }}]", {"v": "  x y  "}) == "[X Y]"
    assert render("{{ v|lower|raw }}", {"v": "<B>Hi</B>"}) == "<b>hi</b>"
    assert render("{{ v | raw | upper }}", {"v": "<b>&amp;</b>"}) == "<B>&AMP;</B>"


def test_raw_filter_and_double_quotes():
    assert render("{{ html | raw }}", {"html": "<b>x</b>"}) == "<b>x</b>"
    assert render('<a title="{{ t }}">', {"t": 'say "hi"'}) == '<a title="say &quot;hi&quot;">'


def test_escaped_delimiter_and_literal_braces():
    assert render(r"\{{ name }} is {{ name }}", CTX) == "{{ name }} is Ann"
    assert render(r"C:\temp\{{x {{ name }}", CTX) == "C:\\temp{{x Ann"
    assert render("{ name } }} {", CTX) == "{ name } }} {"


def test_dotted_paths_and_non_string_values():
    assert render("{{ user.name }} from {{ user.address.city }}", CTX) == "Bob from Zürich"
    before = copy.deepcopy(CTX)
    assert render("age {{ user.age }}", CTX) == "age 42"
    assert CTX == before
    assert render("{{ items }}", {"items": [1, "<x>"]}) == "[1, &#x27;&lt;x&gt;&#x27;]"


def test_missing_keys_raise_key_error():
    with pytest.raises(KeyError):
        render("{{ nobody }}", CTX)
    with pytest.raises(KeyError):
        render("{{ user.email }}", CTX)
    with pytest.raises(KeyError):
        render("{{ name.first }}", CTX)
    with pytest.raises(KeyError):
        render("{{ user.address.city.zip }}", CTX)
    with pytest.raises(KeyError):
        render("{{ user.age.years }}", CTX)
    with pytest.raises(KeyError) as info:
        render("x {{ user.address.street | upper }}", CTX)
    assert info.value.args == ("user.address.street",)


def test_whitespace_inside_tags_optional():
    assert render("{{\n  name\t}}|{{name|upper}}|{{ name |\n lower }}", CTX) == "Ann|ANN|ann"


def test_none_and_falsy_values():
    ctx = {"n": None, "zero": 0, "f": False, "e": ""}
    assert render("[{{ n }}][{{ zero }}][{{ f }}][{{ e }}]", ctx) == "[][0][False][]"
    assert render("[{{ n | upper }}]", ctx) == "[]"


def test_invalid_expressions_rejected():
    for bad in ["{{ }}", "{{ 1abc }}", "{{ user. name }}", "{{ a..b }}", "{{ na me }}",
                "{{ n\u00e4me }}", "{{ name | shout }}", "{{ name | }}", "{{ | upper }}"]:
        with pytest.raises(ValueError):
            render(bad, CTX)


def test_inserted_values_not_rescanned():
    ctx = {"comment": "{{ secret }}", "secret": "s3cr3t", "bs": "\\{{ secret }}"}
    assert render("<p>{{ comment }}</p>", ctx) == "<p>{{ secret }}</p>"
    assert render("{{ bs | raw }}", ctx) == "\\{{ secret }}"
    assert render("{{ q }}", {"q": "'{{ x }}'"}) == "&#x27;{{ x }}&#x27;"


def test_adjacent_and_repeated_tags():
    assert render("{{a}}{{b}}{{a}}", CTX) == "121"
    assert render("{{ a }}}}", CTX) == "1}}"


def test_unclosed_tags_and_bad_filters_rejected():
    for bad in ["Hello {{ name", "{{ name }} and {{", "{{ name }", "{{ name } }", "{{ name | Upper }}", "{{ name.1 }}"]:
        with pytest.raises(ValueError):
            render(bad, CTX)
    before = copy.deepcopy(CTX)
    render("{{ user.name | upper }}", CTX)
    assert CTX == before


def test_raw_anywhere_and_escaping_after_filters():
    assert render("{{ x | raw | upper }}", {"x": "a&b"}) == "A&B"
    assert render("{{ x | upper }}", {"x": "a&b"}) == "A&amp;B"
    assert render("[{{ x | trim }}]", {"x": " <i> "}) == "[&lt;i&gt;]"


def test_key_error_names_whole_path():
    ctx = {"cfg": {"db": {"host": "h"}}}
    for template, path in [("{{ cfg.db.port }}", "cfg.db.port"), ("{{ cfg.db.host.x }}", "cfg.db.host.x"),
                           ("a {{ nope.x | raw }}", "nope.x")]:
        with pytest.raises(KeyError) as info:
            render(template, ctx)
        assert info.value.args == (path,)


def test_key_error_argument_is_path_as_written():
    with pytest.raises(KeyError) as info:
        render("{{ user.email|upper }}", CTX)
    assert info.value.args == ("user.email",)
    with pytest.raises(KeyError) as info:
        render("{{name.first}}", CTX)
    assert info.value.args == ("name.first",)


def test_escaped_open_braces_drop_the_backslash():
    assert render(r"a\{{b}}c", {}) == "a{{b}}c"
    assert render(r"\\{{ name }}", CTX) == r"\{{ name }}"


def test_backslash_before_braces_outputs_braces():
    assert render(r"\{{x}} and {{ a }}", CTX) == "{{x}} and 1"
    assert render(r"path\to {b}", CTX) == r"path\to {b}"


def test_tag_result_with_raw_not_rescanned():
    ctx = {"a": "{{b}}", "b": "x", "t": "\\{{ b }}"}
    assert render("{{ a | raw }}{{ b }}", ctx) == "{{b}}x"
    assert render("{{ t|raw }}", ctx) == "\\{{ b }}"
    assert render("{{ a | raw | trim }}", {"a": " <{{b}}> "}) == "<{{b}}>"


def test_values_with_braces_are_not_templates():
    ctx = {"c": "{{ b }}", "b": "x"}
    assert render("{{ c }}", ctx) == "{{ b }}"
    assert render("<{{ c | raw }}>", ctx) == "<{{ b }}>"
