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


def test_and_or_not_evaluate():
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


def test_operands_are_not_changed():
    combined = adult & active
    negated = ~combined
    either = combined | banned
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
