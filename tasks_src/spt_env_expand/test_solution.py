import pytest

from solution import expand_vars

ENV = {"HOME": "/home/ann", "USER": "ann", "EMPTY": "", "PORT": "8080", "V": "$HOME"}


def test_colon_dash_treats_empty_as_unset():
    assert expand_vars("${EMPTY:-d}", ENV) == "d"
    assert expand_vars("${NOPE:-d}", ENV) == "d"
    assert expand_vars("${USER:-d}", ENV) == "ann"
    assert expand_vars("${EMPTY:-${NOPE:-x}y}", ENV) == "xy"
    assert expand_vars("${V:-d}", ENV) == "$HOME"
    assert expand_vars("${EMPTY:-[${V}]}", ENV) == "[$HOME]"


def test_plain_and_braced_references():
    result = expand_vars("$HOME/x ${USER}s", ENV)
    assert result == "/home/ann/x anns"
    assert type(result) is str


def test_dash_only_checks_presence():
    assert expand_vars("[${EMPTY-d}]", ENV) == "[]"
    assert expand_vars("${NOPE-d}", ENV) == "d"
    assert expand_vars("${PORT-1}", ENV) == "8080"


def test_dollar_escapes_and_literal_dollars():
    assert expand_vars("$$HOME costs $5, 100$", ENV) == "$HOME costs $5, 100$"
    assert expand_vars("a } b $-x", ENV) == "a } b $-x"


def test_longest_name_is_used():
    with pytest.raises(KeyError):
        expand_vars("$USER_x", ENV)
    assert expand_vars("${USER}_x $USER.x $USER-x", ENV) == "ann_x ann.x ann-x"
    assert expand_vars("${USER}$9$", ENV) == "ann$9$"


def test_defaults_are_expanded_and_nested():
    assert expand_vars("${NOPE:-${USER}-$PORT}", ENV) == "ann-8080"
    assert expand_vars("${A:-${B:-${C-deep}}}!", ENV) == "deep!"
    assert expand_vars("${NOPE:-a$$b}", ENV) == "a$b"
    assert expand_vars("${NOPE:-}x", ENV) == "x"


def test_unused_default_is_not_evaluated():
    assert expand_vars("${USER:-${NOPE}}", ENV) == "ann"
    assert expand_vars("${EMPTY-$NOPE}", ENV) == ""
    assert expand_vars("${HOME:-${MISSING:-$ALSO_MISSING}}/etc", ENV) == "/home/ann/etc"


def test_values_are_not_expanded_again():
    assert expand_vars("$V", ENV) == "$HOME"
    assert expand_vars("${NOPE:-$V}", ENV) == "$HOME"


def test_missing_variable_raises_key_error():
    for template in ["$NOPE", "x ${NOPE} y", "${NOPE:-$MISSING}", "${EMPTY:-${NOPE}}"]:
        with pytest.raises(KeyError):
            expand_vars(template, ENV)
    with pytest.raises(KeyError) as info:
        expand_vars("ok ${USER} ${NOPE:-$MISSING_ONE}", ENV)
    assert info.value.args == ("MISSING_ONE",)
    assert expand_vars("${USER:-$NOPE} ${PORT-${GONE}}", ENV) == "ann 8080"


def test_empty_template_and_no_references():
    assert expand_vars("", ENV) == ""
    assert expand_vars("plain text {braces}", {}) == "plain text {braces}"


def test_malformed_templates_raise_value_error():
    for template in ["${", "${}", "${1a}", "${ X}", "${USER:x}", "${USER?}", "${USER", "${NOPE:-abc",
                     "${USER:-${A:x}}", "${PORT-${9}}"]:
        with pytest.raises(ValueError):
            expand_vars(template, ENV)


def test_syntax_checked_inside_unused_default():
    with pytest.raises(ValueError):
        expand_vars("${USER:-${}}", ENV)
    with pytest.raises(ValueError):
        expand_vars("${USER-${X:y}}", ENV)


def test_env_not_modified():
    env = {"A": "1", "R": "$A"}
    assert expand_vars("$$${A}${B:-2}${C-3}$R$$", env) == "$123$A$"
    assert env == {"A": "1", "R": "$A"}


def test_dash_default_keeps_present_empty_value():
    env = {"A": "", "B": "b"}
    assert expand_vars("[${A-def}]", env) == "[]"
    assert expand_vars("x${A-${NOPE}}y", env) == "xy"
    assert expand_vars("${A-z}|${A:-z}|${C-z}", env) == "|z|z"


def test_syntax_checked_inside_every_unused_default():
    for template in ["${HOME:-${1x}}", "${EMPTY-${A?}}", "${USER:-${NOPE:-${}}}", "${PORT-a${ B}}"]:
        with pytest.raises(ValueError):
            expand_vars(template, ENV)


def test_missing_names_in_unused_default_ignored():
    assert expand_vars("${PORT:-$NOPE}", ENV) == "8080"
    assert expand_vars("<${USER-${A}${B:-$C}}>", ENV) == "<ann>"
    assert expand_vars("${EMPTY-${X:-$Y}}.", ENV) == "."


def test_names_with_underscores_and_digits():
    env = {"_": "u", "A_1": "x", "A": "a", "_b2_": "q"}
    assert expand_vars("$_/$A_1/${A}_1/$_b2_", env) == "u/x/a_1/q"


def test_underscore_continues_a_plain_name():
    env = {"USER": "bob", "USER_x": "ux"}
    assert expand_vars("$USER_x-$USER", env) == "ux-bob"
    with pytest.raises(KeyError) as info:
        expand_vars("$USER_", env)
    assert info.value.args == ("USER_",)
