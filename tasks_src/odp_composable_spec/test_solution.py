import pytest

from solution import Spec

adult = Spec("adult", lambda user: user["age"] >= 18)
active = Spec("active", lambda user: user["active"])
admin = Spec("admin", lambda user: user["role"] == "admin")
banned = Spec("banned", lambda user: user.get("banned", False))

ALICE = {"age": 30, "active": True, "role": "admin"}
BOB = {"age": 16, "active": True, "role": "user"}
CAROL = {"age": 40, "active": False, "role": "user", "banned": True}


def counting(name, value, calls):
    def predicate(candidate):
        calls.append(name)
        return value

    return Spec(name, predicate)


def test_leaf_returns_real_bool():
    score = Spec("score", lambda n: n * 5)
    assert score(1) is True
    assert score(0) is False
    assert Spec("items", lambda seq: seq)([]) is False
    assert active(ALICE) is True
    assert str(score) == "score"
    assert type(str(score)) is str
    with pytest.raises(ValueError):
        Spec("", lambda n: n * 5)
    with pytest.raises(TypeError):
        Spec("score", 5)


def test_and_or_not_evaluate():
    size = Spec("size", len)
    assert size([1, 2]) is True
    assert size("") is False
    assert (size & size)("ab") is True
    assert (size | size)("") is False
    assert (adult & active)(ALICE) is True
    assert (adult & active)(BOB) is False
    assert (adult | admin)(BOB) is False
    assert (adult | admin)(CAROL) is True
    assert (~banned)(ALICE) is True
    assert (~banned)(CAROL) is False


def test_rendering_adds_only_needed_parentheses():
    assert str(adult & active) == "adult and active"
    assert str(adult | active) == "adult or active"
    assert str((adult | admin) & ~banned) == "(adult or admin) and not banned"
    assert str(~(adult & active)) == "not (adult and active)"
    assert str(~(adult | active)) == "not (adult or active)"
    assert str(adult | active & admin) == "adult or active and admin"
    assert str(adult & active | admin) == "adult and active or admin"
    assert str(admin & (adult | active)) == "admin and (adult or active)"
    assert str(~adult & ~active) == "not adult and not active"


def test_and_short_circuits_left_to_right():
    calls = []
    spec = counting("a", False, calls) & counting("b", True, calls)
    assert spec(None) is False
    assert calls == ["a"]
    calls.clear()
    spec = counting("a", 1, calls) & counting("b", 0, calls)
    assert spec(None) is False
    assert calls == ["a", "b"]


def test_all_and_any_with_zero_one_and_many():
    everything, nothing = Spec.all(), Spec.any()
    assert everything(object()) is True
    assert nothing(object()) is False
    assert str(everything) == "true"
    assert str(nothing) == "false"
    assert str(Spec.all(adult)) == "adult"
    assert Spec.any(banned)(CAROL) is True
    assert str(Spec.all(adult, active, ~banned)) == "adult and active and not banned"
    assert str(Spec.any(adult, active & admin, banned)) == "adult or active and admin or banned"
    assert Spec.all(adult, active, ~banned)(ALICE) is True
    assert Spec.all(adult, active, ~banned)(CAROL) is False
    assert Spec.any(admin, banned)(BOB) is False
    assert str(Spec.all(Spec.any(adult, admin), active)) == "(adult or admin) and active"
    both = Spec.all(adult, active)
    assert str(~both) == "not (adult and active)"
    assert str(~Spec.any(adult, admin)) == "not (adult or admin)"
    assert str(Spec.all(both, admin)) == "adult and active and admin"
    assert str(both) == "adult and active"
    assert both(ALICE) is True


def test_operands_are_not_changed():
    combined = adult & active
    negated = ~combined
    either = combined | banned
    longer = combined & admin
    assert isinstance(longer, Spec)
    assert longer is not combined
    assert str(longer) == "adult and active and admin"
    assert str(adult) == "adult"
    assert str(combined) == "adult and active"
    assert str(negated) == "not (adult and active)"
    assert str(either) == "adult and active or banned"
    assert str(~~adult) == "not not adult"
    assert str(~(adult | banned) & active) == "not (adult or banned) and active"
    assert combined(BOB) is False
    assert negated(BOB) is True
    assert either(CAROL) is True
    assert (~~adult)(BOB) is False


def test_invalid_construction_and_operands():
    with pytest.raises(ValueError):
        Spec("", bool)
    with pytest.raises(ValueError):
        Spec(None, bool)
    with pytest.raises(ValueError):
        Spec(42, bool)
    with pytest.raises(TypeError):
        Spec("flag", True)
    with pytest.raises(TypeError):
        adult & (lambda user: True)
    with pytest.raises(TypeError):
        True | adult


def test_de_morgan_equivalence():
    users = [ALICE, BOB, CAROL, {"age": 18, "active": False, "role": "admin"}]
    for user in users:
        assert (~(adult & active))(user) is (~adult | ~active)(user)
        assert (~(adult | active))(user) is (~adult & ~active)(user)


def test_or_short_circuits_and_chains_evaluate_in_order():
    calls = []
    spec = counting("a", True, calls) | counting("b", True, calls)
    assert spec(None) is True
    assert calls == ["a"]
    calls.clear()
    chain = Spec.any(counting("x", 0, calls), counting("y", "yes", calls), counting("z", 1, calls))
    assert chain(None) is True
    assert calls == ["x", "y"]
    calls.clear()
    chain = Spec.all(counting("x", 1, calls), counting("y", 0, calls), counting("z", 1, calls))
    assert chain(None) is False
    assert calls == ["x", "y"]
    calls.clear()
    assert (~counting("n", [], calls))(None) is True
    assert calls == ["n"]


def test_same_operator_chains_need_no_parentheses():
    assert str(adult & active & admin) == "adult and active and admin"
    assert str(adult & (active & admin)) == "adult and active and admin"
    assert str(adult | (active | admin)) == "adult or active or admin"
    assert str((adult | active) | admin) == "adult or active or admin"


def test_combining_returns_new_specs_and_keeps_operands():
    both = adult & active
    more = both & admin
    either = adult | active
    wider = either | admin
    negated = ~both
    for result, operand in ((more, both), (wider, either), (negated, both)):
        assert isinstance(result, Spec)
        assert result is not operand
    assert str(both) == "adult and active"
    assert str(either) == "adult or active"
    assert str(more) == "adult and active and admin"
    assert str(wider) == "adult or active or admin"
    assert both(ALICE) is True
    assert more(ALICE) is True
    assert both(BOB) is False
    assert more(CAROL) is False
    assert either(CAROL) is True


def test_invalid_name_or_predicate_raises():
    for name in ("", None, 7, b"adult", ["adult"]):
        with pytest.raises(ValueError):
            Spec(name, lambda candidate: True)
    for predicate in (None, 3, "adult", [bool]):
        with pytest.raises(TypeError):
            Spec("rule", predicate)
    assert str(Spec("x", bool)) == "x"


def test_non_spec_operand_raises_type_error_in_either_position():
    for other in (lambda user: True, bool, None, 1, "adult"):
        with pytest.raises(TypeError):
            adult & other
        with pytest.raises(TypeError):
            adult | other
    with pytest.raises(TypeError):
        (lambda user: True) | adult
    with pytest.raises(TypeError):
        1 & adult


def test_non_spec_operands_raise_type_error():
    with pytest.raises(TypeError):
        adult | (lambda user: True)
    with pytest.raises(TypeError):
        active & len
    with pytest.raises(TypeError):
        None & adult
    with pytest.raises(TypeError):
        False | active
    assert str(adult | active) == "adult or active"


def test_leaf_results_become_bools_through_every_combinator():
    raw = Spec("raw", lambda value: value)
    assert raw(5) is True
    assert raw("") is False
    assert raw(None) is False
    assert raw([0]) is True
    assert (raw & raw)("x") is True
    assert (raw & raw)(0) is False
    assert (raw | raw)([]) is False
    assert (raw | raw)(3.5) is True
    assert (~raw)("") is True
    assert Spec.any(raw, raw)(0) is False
    assert Spec.all(raw, raw)(9) is True


def test_all_and_any_match_chained_operators():
    assert Spec.all()(None) is True
    assert Spec.any()(None) is False
    assert str(Spec.all()) == "true"
    assert str(Spec.any()) == "false"
    single = Spec.any(admin)
    assert str(single) == "admin"
    assert single(ALICE) is True
    assert single(BOB) is False
    chained = Spec.any(banned, adult & active)
    assert str(chained) == "banned or adult and active"
    assert chained(ALICE) is True
    assert chained(BOB) is False
    assert str(Spec.all(adult | banned, ~active)) == "(adult or banned) and not active"


def test_empty_all_and_any_combine_like_other_specs():
    calls = []
    assert str(Spec.all() & adult) == "true and adult"
    assert str(~Spec.any()) == "not false"
    assert (Spec.all() | counting("x", True, calls))(None) is True
    assert calls == []
    assert (Spec.any() & counting("y", True, calls))(None) is False
    assert calls == []
    assert (Spec.any() | counting("z", 1, calls))(None) is True
    assert calls == ["z"]
    assert Spec.all()("anything") is True
    assert Spec.any()(0) is False
